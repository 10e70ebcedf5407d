import { useEffect, useSyncExternalStore } from 'react';
import { loadedKind, loadKind, subscribeKinds, type KindViewProps } from './on-demand';

const boxStyle = { width: '100%', height: '100%' } as const;

/**
 * An on-demand kind's view: drawn when its chunk is loaded, else an empty box that keeps the layout until it is.
 * No Suspense: the server preloads every kind and the client preloads the boot pages' kinds before hydrating,
 * so both draw the same thing. A kind reached without a preload (a page that arrived later) loads here and
 * replaces the box when it settles.
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
  return Kind ? <Kind widget={widget} active={active} stopped={stopped} /> : <div className="folio-on-demand-box" style={boxStyle} />;
}
