import { useEffect, useSyncExternalStore, type AnchorHTMLAttributes, type MouseEvent, type RefObject } from 'react';

// Client-side navigation between the app's own addresses (/, /edit/{num_id}/): history.pushState plus an event the
// app listens to. Links stay ordinary links, so opening one in a new tab or window works as everywhere.

const NAVIGATE_EVENT = 'folio:navigate';
let focusAfterNavigation = false;

export function navigate(path: string, options: { replace?: boolean } = {}) {
  if (options.replace) history.replaceState(null, '', path);
  else history.pushState(null, '', path);
  focusAfterNavigation = true;
  window.dispatchEvent(new Event(NAVIGATE_EVENT));
}

function subscribe(onChange: () => void) {
  const onPop = () => {
    focusAfterNavigation = true;
    onChange();
  };
  window.addEventListener('popstate', onPop);
  window.addEventListener(NAVIGATE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onPop);
    window.removeEventListener(NAVIGATE_EVENT, onChange);
  };
}

export function useLocationPath(): string {
  return useSyncExternalStore(
    subscribe,
    () => location.pathname,
    () => '/',
  );
}

/** A click the app handles itself: the main button, no modifier (those open new tabs or windows), not already handled. */
export function isPlainClick(event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>, target?: string): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented && (!target || target === '_self');
}

export function AppLink({ href, onClick, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event, props.target)) return;
        event.preventDefault();
        navigate(href);
      }}
    />
  );
}

/**
 * After a client-side navigation the screen's main heading takes the focus, so keyboard and screen reader users start
 * at the top of the new screen (as after a page load). A first load leaves the focus where the browser puts it.
 */
export function useFocusAfterNavigation(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!focusAfterNavigation) return;
    focusAfterNavigation = false;
    ref.current?.focus();
  }, [ref]);
}
