import { createContext, useContext } from 'react';
import type { ShotConversions } from './shot-conversions';

const ShotConversionsContext = createContext<ShotConversions | null>(null);
export const ShotConversionsProvider = ShotConversionsContext.Provider;

/** The constructor's shots conversions (the screen provides them; none outside the constructor). */
export const useShotConversions = (): ShotConversions | null => useContext(ShotConversionsContext);
