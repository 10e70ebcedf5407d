import { Suspense, useEffect, useSyncExternalStore } from 'react';
import { loadedKind, loadKind, subscribeKinds, type KindViewProps } from './on-demand';

const boxStyle = { width: '100%', height: '100%' } as const;

/**
 * An on-demand kind's view: drawn when its chunk is loaded, else an empty box that keeps the layout until it is.
 * Nothing suspends: the server preloads every kind and the client preloads the boot pages' kinds before
 * hydrating, so both draw the same thing. A kind reached without a preload (a page that arrived later) loads here
 * and replaces the box when it settles. The Suspense boundary is there for bad data: a kind that throws on the
 * server leaves the box in the HTML (the server has no error boundaries; an error inside a Suspense boundary is
 * handed to the client), and in the browser the widget's boundary draws nothing.
 */
export function OnDemandWidget({ widget, active, stopped }: KindViewProps) {
  const type = widget.type;
  const Kind = useSyncExternalStore(
    subscribeKinds,
    () => loadedKind(type),
    () => loadedKind(type),
  );
  useEffect(() => {
    if (!Kind) void loadKind(type).catch(() => {});
  }, [Kind, type]);
  const box = <div className="folio-on-demand-box" style={boxStyle} />;
  return Kind ? (
    <Suspense fallback={box}>
      <Kind widget={widget} active={active} stopped={stopped} />
    </Suspense>
  ) : (
    box
  );
}
