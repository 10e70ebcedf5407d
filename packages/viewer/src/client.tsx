// The visitors' entry: reads the boot data the server wrote, and hydrates the server-rendered viewer.
// All CSS comes in here, never from the components: the server imports them (ssr.tsx) in plain Node.
import './viewer.css';
import './chrome/chrome.css';
import './screens/screens.css';
import './chrome/preview-bar.css';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createHttpClient, pagePathOf } from '@folio/model';
import { onDemandTypesOf, preloadKinds } from '@folio/widgets/on-demand';
import { createViewerActions } from './actions';
import { dialogsPart } from './chrome/dialogs-part';
import { screensPart } from './screens/screens-part';
import { sendAnalytics } from './analytics';
import { exportBaseOf, pageIndexOfPath } from './router';
import { absolutizeAddresses, placeExportedBoot } from './export-addresses';
import { BOOT_ELEMENT_ID, ROOT_ELEMENT_ID, type BootData } from './types';
import { createViewerStore } from './viewer-state';
import { ViewerApp } from './viewer';
import { noteTypedValues } from './early-input';

const bootElement = document.getElementById(BOOT_ELEMENT_ID);
const root = document.getElementById(ROOT_ELEMENT_ID);
if (bootElement && root) {
  let boot = JSON.parse(bootElement.textContent || 'null') as BootData;
  // A downloaded-source export knows where its site's root is only here (export-addresses.ts).
  const shown = boot.env === 'export' ? boot.mag?.pages[boot.pageIndex] : undefined;
  if (shown) {
    boot = JSON.parse(placeExportedBoot(bootElement.textContent || 'null', exportBaseOf(location.pathname, pagePathOf(shown)))) as BootData;
    absolutizeAddresses(document.documentElement, location.href);
  }
  const store = createViewerStore(boot);
  const actions = createViewerActions(store, {
    http: createHttpClient(),
    analytics: sendAnalytics,
    locatePage: (mag) => pageIndexOfPath(mag, location.pathname, boot.env, boot.customDomain) ?? 0,
  });
  // The on-demand kinds of what the server drew (the first page, in the vertical layout the next one, and the global
  // widgets: issue 14, docs/viewer.md "What loads when"), and the parts of the viewer it drew that load on use (a
  // service or password screen, a protected first page's password form), so hydration draws what the server drew.
  const state = store.getState();
  const drawn = [...Object.keys(state.readyPages).map((id) => boot.pages[id]), { wids: state.mag?.global_wids }];
  const parts = [preloadKinds(onDemandTypesOf(drawn)), state.screen.kind !== 'mag' && screensPart.preload(), state.pagePasswordFor !== null && dialogsPart.preload()];
  // The server's page is painted before this script is even fetched (script-loader.ts). Hydration is a transition,
  // so React yields to the browser every few milliseconds instead of holding the main thread for the whole page
  // (issue 14, "Hydrate less, later"); what a visitor clicks or presses meanwhile is held until the viewer runs (early-input.ts).
  const hydrate = () => {
    performance.mark('folio:hydrating');
    noteTypedValues();
    startTransition(() => {
      hydrateRoot(root, <ViewerApp store={store} actions={actions} />);
    });
  };
  void Promise.all(parts.map((part) => part && part.catch((error: unknown) => console.error(error)))).then(hydrate);
}
