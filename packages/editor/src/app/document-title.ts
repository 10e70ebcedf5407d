import { useEffect } from 'react';
import { dashboardTexts } from '@folio/model';

/** The window's title: "{screen} — Folio", or the app's name alone. */
export const documentTitle = (screen?: string) => (screen ? `${screen} — ${dashboardTexts.appName}` : dashboardTexts.appName);

export function useDocumentTitle(screen?: string) {
  useEffect(() => {
    document.title = documentTitle(screen);
  }, [screen]);
}
