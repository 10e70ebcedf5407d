import { imageConstants, inputConstants, type ViewportName } from '@folio/model';
import type { ViewerController } from './actions';
import type { Store } from './store';
import type { ViewerState } from './viewer-state';

// viewer-and-project.md §2 "Keyboard and touch". The decisions are pure functions (key → action, gesture →
// action) tested without a browser; startInput wires them to the window.

export type InputAction =
  | { type: 'next' }
  | { type: 'prev' }
  | { type: 'first' }
  | { type: 'last' }
  | { type: 'toggleMenu' }
  | { type: 'openMenu' }
  | { type: 'closeMenu' }
  /** Esc: closes the menu and the share popup. */
  | { type: 'close' }
  /** Presentation mode's m: its own event (viewer-and-project.md §2). */
  | { type: 'presentationMenu' }
  | { type: 'scroll'; direction: 1 | -1 }
  | { type: 'viewport'; viewport: ViewportName };

export interface KeyInput {
  key: string;
  shiftKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  /** The key went to an input, a textarea or editable content: shortcuts are off (Esc still closes). */
  inEditable?: boolean;
  /** The key went to a control (button, link, field) or into the chrome: it keeps its own keys. */
  inControl?: boolean;
}

export interface KeyContext {
  layout: 'horizontal' | 'vertical';
  presentation: boolean;
  preview: boolean;
  /** The current page has a tablet portrait version (preview key 2). */
  tabletEnabled: boolean;
  /** Shortcuts disabled (e.g. a password form is open). */
  disabled?: boolean;
  /** The menu or the share popup is open: its controls keep their keys. */
  overlayOpen?: boolean;
}

const presentationPrev = new Set(['ArrowLeft', 'ArrowUp', 'PageUp', 'Backspace', 'p', 'h', 'k']);
const presentationNext = new Set(['ArrowRight', 'ArrowDown', 'PageDown', 'Enter', 'n', 'l', 'j']);

/** viewer-and-project.md §2: what a key does, or null when it does nothing. */
export function keyAction(input: KeyInput, context: KeyContext): InputAction | null {
  if (context.disabled || input.ctrlKey || input.metaKey || input.altKey) return null;
  const key = input.key.length === 1 ? input.key.toLowerCase() : input.key;
  if (key === 'Escape') return { type: 'close' };
  // §2: shortcuts are off in fields, and left and right always turn the page (§4: the share popup hides
  // after a page change, so they do with it open too). A focused control, the open menu or the share popup
  // keeps every other key (Enter, Space, Tab, up and down) for itself, except Esc and M.
  if (input.inEditable) return null;
  if (key === 'ArrowLeft') return { type: 'prev' };
  if (key === 'ArrowRight') return { type: 'next' };
  if (input.inControl || context.overlayOpen) {
    return key === 'm' ? { type: context.presentation ? 'presentationMenu' : 'toggleMenu' } : null;
  }
  if (context.presentation) {
    if (presentationPrev.has(key)) return { type: 'prev' };
    if (presentationNext.has(key)) return { type: 'next' };
    if (key === 'Home') return { type: 'first' };
    if (key === 'End') return { type: 'last' };
    if (key === 'Tab' || key === ' ') return { type: input.shiftKey ? 'prev' : 'next' };
    if (key === 'm') return { type: 'presentationMenu' };
  }
  if (key === 'ArrowLeft') return { type: 'prev' };
  if (key === 'ArrowRight') return { type: 'next' };
  if (key === 'm') return { type: 'toggleMenu' };
  if (context.layout === 'vertical' && (key === 'ArrowUp' || key === 'ArrowDown')) {
    return { type: 'scroll', direction: key === 'ArrowDown' ? 1 : -1 };
  }
  if (context.preview && key in inputConstants.previewViewportKeys) {
    const viewport = inputConstants.previewViewportKeys[key as keyof typeof inputConstants.previewViewportKeys];
    if (viewport === 'tablet_portrait' && !context.tabletEnabled) return null;
    return { type: 'viewport', viewport };
  }
  return null;
}

/** A throttle by timestamps: true when the call may run (viewer-and-project.md §9: arrow keys, 400 ms). */
export function createThrottle(intervalMs: number): (now: number) => boolean {
  let lastRun = -Infinity;
  return (now) => {
    if (now - lastRun < intervalMs) return false;
    lastRun = now;
    return true;
  };
}

export interface Gesture {
  dx: number;
  dy: number;
  /** Duration in ms. */
  dt: number;
}

/** viewer-and-project.md §2: a tap moves under 3 px and lasts under 500 ms. */
export function isTap({ dx, dy, dt }: Gesture): boolean {
  return Math.abs(dx) < inputConstants.tapMaxMovePx && Math.abs(dy) < inputConstants.tapMaxMovePx && dt < inputConstants.tapMaxDurationMs;
}

/** viewer-and-project.md §2: two taps within 500 ms are a double tap. */
export function isDoubleTap(previousTapAt: number, now: number): boolean {
  return now - previousTapAt < inputConstants.doubleTapWindowMs;
}

export interface SwipeContext {
  layout: 'horizontal' | 'vertical';
  menuOpen: boolean;
  atFirst: boolean;
}

/**
 * viewer-and-project.md §2: horizontal swipes change page in the horizontal layout; the menu is toggled by
 * swipe (a swipe back from the first page, or any sideways swipe in the vertical layout, opens it; a swipe
 * towards it closes it).
 */
export function swipeAction({ dx, dy }: Gesture, context: SwipeContext): InputAction | null {
  if (Math.abs(dx) < inputConstants.swipeMinPx || Math.abs(dx) <= Math.abs(dy)) return null;
  const forward = dx < 0;
  if (context.menuOpen) return forward ? { type: 'closeMenu' } : null;
  if (context.layout === 'vertical') return forward ? null : { type: 'openMenu' };
  if (!forward && context.atFirst) return { type: 'openMenu' };
  return { type: forward ? 'next' : 'prev' };
}

/** viewer-and-project.md §9: a sideways wheel move past 40 changes page, then the trackpad is locked 1000 ms. */
export function wheelAction(deltaX: number, deltaY: number, layout: 'horizontal' | 'vertical'): InputAction | null {
  if (layout !== 'horizontal' || Math.abs(deltaX) < inputConstants.horizontalWheelDeltaThreshold || Math.abs(deltaX) <= Math.abs(deltaY)) return null;
  return { type: deltaX > 0 ? 'next' : 'prev' };
}

/** The window event M sends in presentation mode. */
export const PRESENTATION_MENU_EVENT = 'folio:presentation-menu';

export function perform(action: InputAction, store: Store<ViewerState>, controller: ViewerController, source: 'key' | 'swipe' = 'key') {
  const state = store.getState();
  const last = (state.mag?.pages.length ?? 1) - 1;
  switch (action.type) {
    case 'next':
      // §2 presentation mode: down goes on; on the last page it reads on to the page's end.
      if (state.presentation && state.pageIndex >= last) return controller.scrollByScreen(1);
      return controller.next(source);
    case 'prev':
      return controller.prev(source);
    case 'first':
      return controller.goToPage(0, source);
    case 'last':
      return controller.goToPage(last, source);
    case 'toggleMenu':
      return controller.toggleMenu();
    case 'presentationMenu':
      // viewer-and-project.md §2: in presentation mode "m triggers a separate event" (for a host page or a presenter's
      // tool to act on), and the menu opens or closes as M does elsewhere.
      if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(PRESENTATION_MENU_EVENT));
      return controller.toggleMenu();
    case 'openMenu':
      return controller.toggleMenu(true);
    case 'closeMenu':
      return controller.toggleMenu(false);
    case 'close':
      controller.toggleMenu(false);
      return controller.closeShare();
    case 'scroll':
      return controller.scrollByScreen(action.direction);
    case 'viewport':
      return controller.setViewport(action.viewport);
  }
}

const CONTROL_SELECTOR = 'a[href],button,input,textarea,select,summary,[contenteditable]:not([contenteditable="false"]),[role="button"],[role="link"],.fo-chrome';

/** Where a key went: a text field (shortcuts off) and/or a control or the chrome (it keeps its keys). */
export function keyTargetOf(target: EventTarget | null): Pick<KeyInput, 'inEditable' | 'inControl'> {
  const element = target as Partial<HTMLElement> | null;
  if (!element || typeof element.closest !== 'function') return { inEditable: false, inControl: false };
  const inEditable = !!element.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName ?? '');
  return { inEditable, inControl: inEditable || element.closest(CONTROL_SELECTOR) !== null };
}

const PREVIEW_SELECTOR = '[data-preview="true"]';

/** Client only: keyboard, touch and trackpad wiring. */
export function startInput(store: Store<ViewerState>, controller: ViewerController): () => void {
  const arrowThrottle = createThrottle(inputConstants.arrowKeyThrottleMs);
  const wheelLock = createThrottle(inputConstants.trackpadSwipeLockMs);
  const onKey = (event: KeyboardEvent) => {
    const state = store.getState();
    if (state.screen.kind !== 'mag') return;
    const page = state.mag?.pages[state.pageIndex];
    const action = keyAction(
      { key: event.key, shiftKey: event.shiftKey, ctrlKey: event.ctrlKey, metaKey: event.metaKey, altKey: event.altKey, ...keyTargetOf(event.target) },
      {
        layout: state.layout,
        presentation: state.presentation,
        preview: state.env === 'preview',
        tabletEnabled: !!page?.viewport_tablet_portrait?.enabled,
        disabled: state.pagePasswordFor !== null,
        overlayOpen: state.menuOpen || state.share !== null,
      },
    );
    if (!action) return;
    event.preventDefault();
    if (action.type === 'scroll' && !arrowThrottle(event.timeStamp)) return;
    perform(action, store, controller);
  };

  let start: { x: number; y: number; t: number } | null = null;
  let lastTapAt = -Infinity;
  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    start = touch && event.touches.length === 1 ? { x: touch.clientX, y: touch.clientY, t: event.timeStamp } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const touch = event.changedTouches[0];
    if (!start || !touch) return;
    const gesture = { dx: touch.clientX - start.x, dy: touch.clientY - start.y, dt: event.timeStamp - start.t };
    start = null;
    const state = store.getState();
    if (state.screen.kind !== 'mag') return;
    if (isTap(gesture)) {
      const double = isDoubleTap(lastTapAt, event.timeStamp);
      lastTapAt = event.timeStamp;
      // A tap on the pages (not in the menu itself) closes the menu; a double tap is left to the page.
      const onPages = event.target instanceof Element && !!event.target.closest('.folio-pages');
      if (!double && state.menuOpen && onPages) controller.toggleMenu(false);
      return;
    }
    const action = swipeAction(gesture, { layout: state.layout, menuOpen: state.menuOpen, atFirst: state.pageIndex === 0 });
    if (action) perform(action, store, controller, 'swipe');
  };
  const onWheel = (event: WheelEvent) => {
    const state = store.getState();
    if (state.screen.kind !== 'mag') return;
    const action = wheelAction(event.deltaX, event.deltaY, state.layout);
    if (action && wheelLock(event.timeStamp)) perform(action, store, controller, 'swipe');
  };
  // widgets-and-authoring.md §4: a picture with the image preview opens it 100 ms after a click (or Enter/Space).
  const previewOf = (event: Event) => (event.target instanceof Element ? event.target.closest<HTMLElement>(PREVIEW_SELECTOR) : null);
  const openPreview = (picture: HTMLElement) =>
    setTimeout(() => void import('./image-preview').then(({ openImagePreview }) => openImagePreview(picture)), imageConstants.previewOpenDelayMs);
  const onClick = (event: MouseEvent) => {
    const picture = previewOf(event);
    if (picture && !event.defaultPrevented) openPreview(picture);
  };
  const onPreviewKey = (event: KeyboardEvent) => {
    const picture = previewOf(event);
    if (!picture || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    openPreview(picture);
  };
  window.addEventListener('click', onClick);
  window.addEventListener('keydown', onPreviewKey);
  window.addEventListener('keydown', onKey);
  window.addEventListener('touchstart', onTouchStart, { passive: true });
  window.addEventListener('touchend', onTouchEnd, { passive: true });
  window.addEventListener('wheel', onWheel, { passive: true });
  return () => {
    window.removeEventListener('click', onClick);
    window.removeEventListener('keydown', onPreviewKey);
    window.removeEventListener('keydown', onKey);
    window.removeEventListener('touchstart', onTouchStart);
    window.removeEventListener('touchend', onTouchEnd);
    window.removeEventListener('wheel', onWheel);
  };
}
