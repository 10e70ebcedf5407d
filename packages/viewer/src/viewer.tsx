import { useEffect, useMemo, type CSSProperties } from 'react';
import { resolveViewOpts, transitionConstants } from '@folio/model';
import type { ViewerController } from './actions';
import { Chrome } from './chrome/chrome';
import { replayEarlyInput } from './early-input';
import { HorizontalLayout } from './layouts/horizontal';
import { VerticalLayout } from './layouts/vertical';
import { cartBridgeFor } from './cart/cart-bridge';
import { screensPart } from './screens/screens-part';
import { FixedLayer } from './page-view';
import { typographyOf } from './font-readiness';
import { WidgetEnvironmentContext, type WidgetEnvironment } from '@folio/widgets/environment';
import { TypographyProvider } from '@folio/widgets/typography';
import type { Store } from './store';
import { useStore } from './store';
import { ViewerContext, type ViewerState } from './viewer-state';

export interface ViewerAppProps {
  store: Store<ViewerState>;
  actions: ViewerController;
  /** False on the server: no listeners, no timers. */
  interactive?: boolean;
}

/**
 * The viewer's root: the screen, or for a mag the layout and the chrome over it. The first render depends on
 * the boot data only, so the server's HTML and the client's hydration are the same. The window picks each page's
 * viewport and scale in CSS (viewport-css.ts, written into the document's head by the server); what scripts need of them (page turns, offsets, presentation) is
 * measured in effects afterwards.
 */
export function ViewerApp({ store, actions, interactive = true }: ViewerAppProps) {
  const context = useMemo(() => ({ store, actions }), [store, actions]);
  useEffect(() => {
    if (!interactive) return;
    // The root's first effect runs once hydration is committed. The runtime (lifecycle, address, keys and swipes) is
    // a chunk fetched from here (runtime.ts, issue 14). The viewer starts once it runs (the counter and the arrows
    // show: it is listening), and sets the mark the benchmarks and tests wait for (docs/performance.md).
    let stopRuntime: (() => void) | null = null;
    let disposed = false;
    import('./runtime').then(
      ({ startRuntime }) => {
        if (disposed) return;
        stopRuntime = startRuntime(store, actions);
        actions.start();
        // What the visitor clicked, typed and pressed before now is played back to the listening viewer.
        replayEarlyInput();
        performance.mark('folio:hydrated');
      },
      (error: unknown) => console.error(error),
    );
    return () => {
      disposed = true;
      stopRuntime?.();
      actions.dispose();
    };
  }, [store, actions, interactive]);
  return (
    <ViewerContext.Provider value={context}>
      <ViewerRoot store={store} controller={interactive ? actions : null} />
    </ViewerContext.Provider>
  );
}

// viewer-and-project.md §4, §9: the chrome's and the screens' fades (CSS var(--fo-fade)) last 200 ms.
const rootStyle = { '--fo-fade': `${transitionConstants.fadeMs}ms` } as CSSProperties;

function ViewerRoot({ store, controller }: { store: Store<ViewerState>; controller: ViewerController | null }) {
  const screen = useStore(store, (s) => s.screen);
  const mag = useStore(store, (s) => s.mag);
  const layout = useStore(store, (s) => s.layout);
  const viewport = useStore(store, (s) => s.viewport);
  const env = useStore(store, (s) => s.env);
  const presentation = useStore(store, (s) => s.presentation);
  const magNumId = mag?.num_id ?? null;
  const placeholders = resolveViewOpts(mag?.opts).lqip;
  const widgetEnvironment = useMemo<WidgetEnvironment>(
    () => ({ mode: env === 'preview' ? 'preview' : 'viewer', magNumId, cart: cartBridgeFor(magNumId, env), placeholders }),
    [env, magNumId, placeholders],
  );
  // The project's named text, link and list styles draw its texts (widgets-and-authoring.md §3).
  const typography = typographyOf(mag);
  const screens = screensPart.use(screen.kind !== 'mag');
  if (screen.kind !== 'mag' || !mag) {
    return (
      <div className="folio-viewer" data-env={env} data-screen={screen.kind} style={rootStyle}>
        {screens && <screens.ScreenView screen={screen} />}
      </div>
    );
  }
  return (
    <div className="folio-viewer" data-layout={layout} data-viewport={viewport} data-env={env} data-presentation={presentation ? 'true' : undefined} style={rootStyle}>
      <WidgetEnvironmentContext.Provider value={widgetEnvironment}>
        <TypographyProvider value={typography}>
          {layout === 'horizontal' ? <HorizontalLayout controller={controller} /> : <VerticalLayout controller={controller} />}
          <FixedLayer />
        </TypographyProvider>
      </WidgetEnvironmentContext.Provider>
      <Chrome />
    </div>
  );
}
