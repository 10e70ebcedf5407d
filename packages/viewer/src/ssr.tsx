import { renderToString } from 'react-dom/server';
import * as dialogs from './chrome/dialogs';
import { dialogsPart } from './chrome/dialogs-part';
import * as screens from './screens/screen-view';
import { screensPart } from './screens/screens-part';
import { createHttpClient } from '@folio/model';
import { createViewerActions } from './actions';
import type { BootData } from './types';
import { createViewerStore } from './viewer-state';
import { ViewerApp } from './viewer';

// The server draws every part of the viewer: the parts the client loads on use are given here at once (lazy-part.ts).
dialogsPart.provide(dialogs);
screensPart.provide(screens);

/**
 * The server's render of a viewer URL: the app for this boot data, as HTML for <div id="folio-root">. The
 * client hydrates it with the same boot data (client.tsx). Nothing here touches window or document.
 */
export function renderViewerBody(boot: BootData): string {
  const store = createViewerStore(boot);
  const actions = createViewerActions(store, { http: createHttpClient() });
  return renderToString(<ViewerApp store={store} actions={actions} interactive={false} />);
}

export { pageDescription, pageTitle } from './page-meta';
