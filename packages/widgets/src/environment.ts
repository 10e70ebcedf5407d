import { createContext, useContext } from 'react';

/**
 * Where widgets are drawn, for the kinds that talk to the server or behave differently while authoring: the
 * viewer (published project), the owner's preview, or the editor's canvas. Given once by the viewer or the
 * editor around its pages; the default is the published viewer of no project (server tests, screenshots).
 */
export interface WidgetEnvironment {
  mode: 'viewer' | 'preview' | 'editor';
  /** The project's num_id: the key of the calls a widget makes (form submissions). */
  magNumId: number | null;
}

export const defaultWidgetEnvironment: WidgetEnvironment = { mode: 'viewer', magNumId: null };

export const WidgetEnvironmentContext = createContext<WidgetEnvironment>(defaultWidgetEnvironment);

export const useWidgetEnvironment = () => useContext(WidgetEnvironmentContext);
