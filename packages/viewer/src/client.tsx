// The visitors' entry: reads the boot data the server wrote, and hydrates the server-rendered viewer.
// All CSS comes in here, never from the components: the server imports them (ssr.tsx) in plain Node.
import './viewer.css';
import './chrome/chrome.css';
import './screens/screens.css';
import './chrome/preview-bar.css';
import { hydrateRoot } from 'react-dom/client';
import { createHttpClient } from '@folio/model';
import { onDemandTypesOf, preloadKinds } from '@folio/widgets/on-demand';
import { createViewerActions } from './actions';
import { dialogsPart } from './chrome/dialogs-part';
import { screensPart } from './screens/screens-part';
import { phoneLayoutPart } from './phone-layout-part';
import { sendAnalytics } from './analytics';
import { pageIndexOfPath } from './router';
import { BOOT_ELEMENT_ID, ROOT_ELEMENT_ID, type BootData } from './types';
import { createViewerStore } from './viewer-state';
import { ViewerApp } from './viewer';

const bootElement = document.getElementById(BOOT_ELEMENT_ID);
const root = document.getElementById(ROOT_ELEMENT_ID);
if (bootElement && root) {
  const boot = JSON.parse(bootElement.textContent || 'null') as BootData;
  const store = createViewerStore(boot);
  const actions = createViewerActions(store, {
    http: createHttpClient(),
    analytics: sendAnalytics,
    locatePage: (mag) => pageIndexOfPath(mag, location.pathname, boot.env, boot.customDomain) ?? 0,
  });
  // The boot pages' on-demand kinds first (docs/viewer.md), and the parts of the viewer the server drew that load on
  // use (a service or password screen, a protected first page's password form), so hydration draws what the server drew.
  const state = store.getState();
  const parts = [preloadKinds(onDemandTypesOf(Object.values(boot.pages))), state.screen.kind !== 'mag' && screensPart.preload(), state.pagePasswordFor !== null && dialogsPart.preload(), state.viewport === 'phone_portrait' && phoneLayoutPart.preload()];
  void Promise.all(parts.map((part) => part && part.catch((error: unknown) => console.error(error)))).then(() => hydrateRoot(root, <ViewerApp store={store} actions={actions} />));
}
