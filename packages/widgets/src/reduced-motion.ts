import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void) {
  if (typeof matchMedia !== 'function') return () => {};
  const list = matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const current = () => typeof matchMedia === 'function' && matchMedia(QUERY).matches;

/** The visitor asked for less motion. False on the server and while hydrating, so both draw alike. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, current, () => false);
}

/** The same, read once, outside React (the animation engine asks at every play). */
export const prefersReducedMotion = current;
