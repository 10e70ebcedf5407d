import { createContext, useContext } from 'react';

/** Every control under a provider with true is disabled (a locked widget's panel). */
export const FieldsDisabled = createContext(false);

/** Whether a control is disabled: by its own prop or by the panel around it. */
export function useFieldDisabled(own: boolean | undefined): boolean {
  return useContext(FieldsDisabled) || own === true;
}
