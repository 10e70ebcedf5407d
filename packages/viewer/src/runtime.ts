import type { ViewerController } from './actions';
import { startInput } from './input';
import { startLifecycle } from './lifecycle-runtime';
import { startRenderReport } from './render-report';
import { startRouter } from './router';
import type { Store } from './store';
import type { ViewerState } from './viewer-state';

// Issue 14, "Hydrate less, later": what the viewer does after its first page is drawn — the page lifecycle (the next
// pages' data, viewport and scale, media, animations), the address bar, keys and swipes — is a chunk of its own,
// fetched once hydration has committed (viewer.tsx), so the first page's script holds only what draws and hydrates it
// (docs/viewer.md "What loads when"). So is the performance report sent 10 s later (render-report.ts).

/** Starts the viewer's runtime; returns the function that stops it. */
export function startRuntime(store: Store<ViewerState>, actions: ViewerController): () => void {
  const stops = [startRenderReport(store), startLifecycle(store, actions), startRouter(store, actions), startInput(store, actions)];
  return () => stops.forEach((stop) => stop());
}
