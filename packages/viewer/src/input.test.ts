import { describe, expect, it, vi } from 'vitest';
import { createThrottle, isDoubleTap, isTap, keyAction, keyTargetOf, perform, PRESENTATION_MENU_EVENT, swipeAction, wheelAction, type KeyContext } from './input';
import type { ViewerController } from './actions';
import { createStore } from './store';
import { initialViewerState, type ViewerState } from './viewer-state';
import { sampleBoot } from './test-boot';

const base: KeyContext = { layout: 'horizontal', presentation: false, preview: false, tabletEnabled: false };
const act = (key: string, context: Partial<KeyContext> = {}, extra: object = {}) => keyAction({ key, ...extra }, { ...base, ...context })?.type ?? null;

describe('keyboard (viewer-and-project.md §2)', () => {
  it('always: left and right arrows change page, M toggles the menu, Esc closes menu and share', () => {
    expect(act('ArrowLeft')).toBe('prev');
    expect(act('ArrowRight')).toBe('next');
    expect(act('m')).toBe('toggleMenu');
    expect(act('M')).toBe('toggleMenu');
    expect(act('Escape')).toBe('close');
    expect(act('n')).toBe(null);
  });

  it('presentation mode: the previous and next keys, Home and End, Tab and space with shift', () => {
    const presentation = { presentation: true };
    for (const key of ['ArrowLeft', 'ArrowUp', 'PageUp', 'Backspace', 'p', 'h', 'k']) expect(act(key, presentation)).toBe('prev');
    for (const key of ['ArrowRight', 'ArrowDown', 'PageDown', 'Enter', 'n', 'l', 'j']) expect(act(key, presentation)).toBe('next');
    expect(act('Home', presentation)).toBe('first');
    expect(act('End', presentation)).toBe('last');
    expect(act('Tab', presentation)).toBe('next');
    expect(act(' ', presentation)).toBe('next');
    expect(act('Tab', presentation, { shiftKey: true })).toBe('prev');
    expect(act(' ', presentation, { shiftKey: true })).toBe('prev');
    expect(act('m', presentation)).toBe('presentationMenu');
  });

  it('vertical mode: up and down scroll by a screen', () => {
    expect(keyAction({ key: 'ArrowDown' }, { ...base, layout: 'vertical' })).toEqual({ type: 'scroll', direction: 1 });
    expect(keyAction({ key: 'ArrowUp' }, { ...base, layout: 'vertical' })).toEqual({ type: 'scroll', direction: -1 });
    expect(act('ArrowDown')).toBe(null);
  });

  it('preview: digit keys 1, 2, 3 switch the viewport, 2 only when tablet portrait is enabled', () => {
    expect(keyAction({ key: '1' }, { ...base, preview: true })).toEqual({ type: 'viewport', viewport: 'default' });
    expect(keyAction({ key: '3' }, { ...base, preview: true })).toEqual({ type: 'viewport', viewport: 'phone_portrait' });
    expect(keyAction({ key: '2' }, { ...base, preview: true })).toBe(null);
    expect(keyAction({ key: '2' }, { ...base, preview: true, tabletEnabled: true })).toEqual({ type: 'viewport', viewport: 'tablet_portrait' });
    expect(act('1')).toBe(null);
  });

  it('shortcuts are off inside input fields and when disabled', () => {
    expect(act('ArrowRight', {}, { inEditable: true })).toBe(null);
    expect(act('m', { disabled: true })).toBe(null);
    expect(act('ArrowRight', {}, { metaKey: true })).toBe(null);
  });

  it('a focused control keeps its keys: only Esc, M outside text fields and the left/right arrows reach the viewer (§2)', () => {
    const presentation = { presentation: true };
    for (const key of ['Enter', ' ', 'Tab', 'Backspace', 'ArrowUp', 'ArrowDown']) {
      expect(act(key, presentation, { inControl: true })).toBe(null);
      expect(act(key, {}, { inControl: true })).toBe(null);
    }
    expect(act('Escape', {}, { inControl: true })).toBe('close');
    expect(act('Escape', {}, { inEditable: true })).toBe('close');
    expect(act('m', {}, { inControl: true })).toBe('toggleMenu');
    expect(act('m', presentation, { inControl: true })).toBe('presentationMenu');
    expect(act('m', {}, { inControl: true, inEditable: true })).toBe(null);
  });

  it('while the menu or share popup is open only Esc, M and left/right are handled (§2, §4)', () => {
    const open = { overlayOpen: true, presentation: true };
    expect(act('ArrowRight', open)).toBe('next');
    expect(act('ArrowDown', open)).toBe(null);
    expect(act('Enter', open)).toBe(null);
    expect(act(' ', open)).toBe(null);
    expect(act('Escape', open)).toBe('close');
    expect(act('m', { overlayOpen: true })).toBe('toggleMenu');
  });

  it('keyTargetOf: fields are editable; buttons, links and anything inside .fo-chrome are controls (§2)', () => {
    const target = (tagName: string, matches: boolean, isContentEditable = false) =>
      ({ tagName, isContentEditable, closest: () => (matches ? {} : null) }) as unknown as EventTarget;
    expect(keyTargetOf(target('INPUT', true))).toEqual({ inEditable: true, inControl: true });
    expect(keyTargetOf(target('DIV', false, true))).toEqual({ inEditable: true, inControl: true });
    expect(keyTargetOf(target('BUTTON', true))).toEqual({ inEditable: false, inControl: true });
    expect(keyTargetOf(target('BODY', false))).toEqual({ inEditable: false, inControl: false });
    expect(keyTargetOf(null)).toEqual({ inEditable: false, inControl: false });
  });

  it('arrow keys are throttled at 400 ms (§9)', () => {
    const allow = createThrottle(400);
    expect([0, 100, 399, 400, 799, 800].map(allow)).toEqual([true, false, false, true, false, true]);
  });
});

describe('touch (viewer-and-project.md §2)', () => {
  it('a tap moves under 3 px and lasts under 500 ms; a double tap is within 500 ms', () => {
    expect(isTap({ dx: 2, dy: -2, dt: 499 })).toBe(true);
    expect(isTap({ dx: 3, dy: 0, dt: 100 })).toBe(false);
    expect(isTap({ dx: 0, dy: 0, dt: 500 })).toBe(false);
    expect(isDoubleTap(1000, 1499)).toBe(true);
    expect(isDoubleTap(1000, 1500)).toBe(false);
  });

  it('horizontal swipes change page; the menu is toggled by swipe', () => {
    const context = { layout: 'horizontal' as const, menuOpen: false, atFirst: false };
    expect(swipeAction({ dx: -120, dy: 10, dt: 200 }, context)).toEqual({ type: 'next' });
    expect(swipeAction({ dx: 120, dy: 10, dt: 200 }, context)).toEqual({ type: 'prev' });
    expect(swipeAction({ dx: 120, dy: 10, dt: 200 }, { ...context, atFirst: true })).toEqual({ type: 'openMenu' });
    expect(swipeAction({ dx: -120, dy: 0, dt: 200 }, { ...context, menuOpen: true })).toEqual({ type: 'closeMenu' });
    expect(swipeAction({ dx: 120, dy: 0, dt: 200 }, { ...context, layout: 'vertical' })).toEqual({ type: 'openMenu' });
    expect(swipeAction({ dx: 20, dy: 200, dt: 200 }, context)).toBe(null);
  });

  it('a sideways wheel move past 40 changes page in the horizontal layout (§9)', () => {
    expect(wheelAction(41, 0, 'horizontal')).toEqual({ type: 'next' });
    expect(wheelAction(-41, 0, 'horizontal')).toEqual({ type: 'prev' });
    expect(wheelAction(39, 0, 'horizontal')).toBe(null);
    expect(wheelAction(60, 0, 'vertical')).toBe(null);
  });
});

describe('keys on a focused control', () => {
  const context = { layout: 'horizontal' as const, presentation: false, preview: false, tabletEnabled: false };
  it('viewer-and-project.md §2: left and right arrows always change page, also with a focused button', () => {
    expect(keyAction({ key: 'ArrowRight', inControl: true }, context)).toEqual({ type: 'next' });
    expect(keyAction({ key: 'ArrowLeft', inControl: true }, context)).toEqual({ type: 'prev' });
  });
  it('viewer-and-project.md §2, §4: a focused button keeps Enter and Space; left and right turn the page even with the share popup open', () => {
    expect(keyAction({ key: 'Enter', inControl: true }, { ...context, presentation: true })).toBeNull();
    expect(keyAction({ key: ' ', inControl: true }, context)).toBeNull();
    expect(keyAction({ key: 'ArrowRight', inControl: true }, { ...context, overlayOpen: true })).toEqual({ type: 'next' });
    expect(keyAction({ key: 'ArrowDown', inControl: true }, { ...context, overlayOpen: true, layout: 'vertical' })).toBeNull();
    expect(keyAction({ key: 'ArrowRight', inEditable: true }, context)).toBeNull();
  });
});

describe('presentation mode reads to the end of the last page (viewer-and-project.md §2)', () => {
  const run = (state: Partial<ViewerState>) => {
    const store = createStore<ViewerState>({ ...initialViewerState(sampleBoot()), ...state });
    const calls: string[] = [];
    const controller = { next: () => calls.push('next'), scrollByScreen: (direction: number) => calls.push(`scroll ${direction}`) } as unknown as ViewerController;
    perform({ type: 'next' }, store, controller);
    return calls;
  };

  it('down on the last page scrolls on by a screen instead of stopping; elsewhere it goes to the next page', () => {
    const last = initialViewerState(sampleBoot()).mag!.pages.length - 1;
    expect(run({ presentation: true, pageIndex: last })).toEqual(['scroll 1']);
    expect(run({ presentation: true, pageIndex: 0 })).toEqual(['next']);
    expect(run({ presentation: false, pageIndex: last })).toEqual(['next']);
  });
});

describe('M in presentation mode (viewer-and-project.md §2: "m triggers a separate event")', () => {
  it('sends its own window event, and toggles the menu as M does elsewhere', () => {
    const sent: string[] = [];
    vi.stubGlobal('window', { dispatchEvent: (event: Event) => sent.push(event.type) });
    try {
      const store = createStore<ViewerState>({ ...initialViewerState(sampleBoot()), presentation: true });
      const calls: string[] = [];
      const controller = { toggleMenu: () => calls.push('toggleMenu') } as unknown as ViewerController;
      perform({ type: 'presentationMenu' }, store, controller);
      expect(sent).toEqual([PRESENTATION_MENU_EVENT]);
      expect(calls).toEqual(['toggleMenu']);
      perform({ type: 'toggleMenu' }, store, controller);
      expect(sent).toEqual([PRESENTATION_MENU_EVENT]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
