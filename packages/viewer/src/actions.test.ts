import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError, viewerMessages, type HttpClient } from '@folio/model';
import { createViewerActions, nextEmbedSize } from './actions';
import { createStore } from './store';
import { sampleBoot, sampleMag } from './test-boot';
import { initialViewerState, type ViewerState } from './viewer-state';

function setup(state: Partial<ViewerState> = {}, http: Partial<HttpClient> = {}, reload = vi.fn()) {
  const store = createStore({ ...initialViewerState(sampleBoot()), ...state });
  const analytics = vi.fn();
  const client = { post: vi.fn().mockResolvedValue(''), ...http } as HttpClient;
  const actions = createViewerActions(store, { http: client, analytics, reload });
  return { store, actions, analytics, http: client, reload };
}

const countViewCalls = (http: HttpClient) => vi.mocked(http.post).mock.calls.filter(([path]) => String(path).startsWith('/api/countview/'));

describe('viewer actions', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('page counter: shown 4000 ms at first, 2800 ms after a page change (viewer-and-project.md §4, §9)', () => {
    const { store, actions } = setup();
    actions.start();
    expect(store.getState().counterVisible).toBe(true);
    vi.advanceTimersByTime(3999);
    expect(store.getState().counterVisible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.getState().counterVisible).toBe(false);
    actions.next('arrow');
    expect(store.getState().counterVisible).toBe(true);
    vi.advanceTimersByTime(2799);
    expect(store.getState().counterVisible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.getState().counterVisible).toBe(false);
  });

  it('page counter: hidden while the menu is open, never in preview (§4, §5)', () => {
    const { store, actions } = setup();
    actions.start();
    actions.toggleMenu();
    expect(store.getState()).toMatchObject({ menuOpen: true, counterVisible: false });
    actions.next('menu');
    expect(store.getState().counterVisible).toBe(false);
    const preview = setup({ env: 'preview' });
    preview.actions.start();
    expect(preview.store.getState().counterVisible).toBe(false);
  });

  it('after hydration expiry is judged with the client’s clock, not the server’s boot.now (§4)', () => {
    const { store, actions } = setup();
    expect(store.getState().now).toBe(sampleBoot().now);
    vi.setSystemTime(Date.parse('2030-01-01T00:00:00.000Z'));
    actions.start();
    expect(store.getState().now).toBe(Date.parse('2030-01-01T00:00:00.000Z'));
  });

  it('arrows appear 1000 ms after render (§4)', () => {
    const { store, actions } = setup();
    actions.start();
    vi.advanceTimersByTime(999);
    expect(store.getState().arrowsVisible).toBe(false);
    vi.advanceTimersByTime(1);
    expect(store.getState().arrowsVisible).toBe(true);
  });

  it('bottom arrow: after 1000 ms when the page can scroll, gone 2000 ms later (§4)', () => {
    const { store, actions } = setup({ windowHeight: 900 });
    actions.start();
    vi.advanceTimersByTime(1000);
    expect(store.getState().bottomArrowVisible).toBe(true);
    vi.advanceTimersByTime(2000);
    expect(store.getState().bottomArrowVisible).toBe(false);
    const horizontal = setup({ windowHeight: 900, layout: 'horizontal' });
    horizontal.actions.start();
    vi.advanceTimersByTime(1000);
    expect(horizontal.store.getState().bottomArrowVisible).toBe(false);
  });

  it('an anchor link makes its page current in either layout (the address follows at once), then the layout scrolls to the offset', () => {
    for (const layout of ['vertical', 'horizontal'] as const) {
      const { store, actions } = setup({ layout });
      const toPage = vi.fn();
      actions.setScroller({ byScreen: vi.fn(), toPage });
      actions.scrollToPage(1, 200);
      expect(store.getState()).toMatchObject({ pageIndex: 1, navSource: 'link' });
      expect(toPage).toHaveBeenCalledWith(1, 200);
    }
  });

  it('a neighbour slides for the transition time; a far page is not animated (§4, §9)', () => {
    const { store, actions } = setup({ layout: 'horizontal' });
    actions.next('arrow');
    expect(store.getState()).toMatchObject({ pageIndex: 1, transitioning: true, navSource: 'arrow' });
    vi.advanceTimersByTime(549);
    expect(store.getState().transitioning).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.getState().transitioning).toBe(false);
    actions.goToPage(4, 'menu');
    expect(store.getState()).toMatchObject({ pageIndex: 4, transitioning: false });
    actions.next('arrow');
    expect(store.getState().pageIndex).toBe(4);
  });

  it('back goes through the internal history of visited pages (§2)', () => {
    const { store, actions } = setup();
    actions.goToPage(3, 'menu');
    actions.goToPage(1, 'link');
    actions.back();
    expect(store.getState().pageIndex).toBe(3);
    actions.back();
    expect(store.getState().pageIndex).toBe(0);
    actions.back();
    expect(store.getState().pageIndex).toBe(0);
  });

  it('§2 back: moves from the browser history or from scrolling are not recorded in the visited pages', () => {
    const { store, actions } = setup();
    actions.goToPage(2, 'menu');
    actions.goToPage(3, 'scroll');
    actions.goToPage(4, 'history');
    actions.back();
    expect(store.getState().pageIndex).toBe(0);
    actions.back();
    expect(store.getState().pageIndex).toBe(0);
  });

  it('the share popup hides after a page change; the embed size cycles (§4)', () => {
    const { store, actions } = setup();
    actions.openShare();
    actions.setShareMode('page');
    actions.openEmbed();
    expect(store.getState().share).toEqual({ mode: 'page', embed: { size: 'responsive' } });
    actions.setEmbedSize(nextEmbedSize('responsive'));
    expect(store.getState().share?.embed?.size).toBe('big');
    expect(nextEmbedSize('big')).toBe('small');
    expect(nextEmbedSize('small')).toBe('responsive');
    actions.next('arrow');
    expect(store.getState().share).toBe(null);
  });

  it('track sends to the analytics sink', () => {
    const { actions, analytics } = setup();
    actions.track('External Link', { target: 'https://example.com' });
    expect(analytics).toHaveBeenCalledWith('External Link', { target: 'https://example.com' });
  });

  it('a protected page opens its password form once (§2)', () => {
    const mag = sampleMag();
    mag.pages[1] = { ...mag.pages[1]!, unauthorized: true };
    const { store, actions } = setup({ mag });
    actions.next('arrow');
    expect(store.getState().pagePasswordFor).toBe('page2');
    actions.prev('arrow');
    actions.next('arrow');
    expect(store.getState().pagePasswordFor).toBe(null);
  });

  it('unlockPage: 403 is a wrong password; 204 refetches the page (§4, §7)', async () => {
    const mag = sampleMag();
    mag.pages[0] = { _id: 'page1', num: 1, num_id: 500, unauthorized: true, is_private: true };
    const post = vi.fn().mockRejectedValueOnce(new HttpError('Wrong password', 403)).mockResolvedValueOnce('');
    const get = vi.fn().mockResolvedValue([{ _id: 'page1', num: 1, num_id: 500, title: 'Open', wids: [] }]);
    const { store, actions } = setup({ mag, pagePasswordFor: 'page1' }, { post, get });
    expect(await actions.unlockPage('nope')).toBe(false);
    expect(post).toHaveBeenCalledWith('/api/readymag/77/access', { pass: 'nope' });
    expect(await actions.unlockPage('secret')).toBe(true);
    expect(get).toHaveBeenCalledWith('/api/magpages/77', { pages: 'page1' });
    expect(store.getState().pagePasswordFor).toBe(null);
    expect(store.getState().mag?.pages[0]?.title).toBe('Open');
    expect(store.getState().pages.page1?.wids).toEqual([]);
  });

  it('§4 protected pages are refetched: a restricted reply in flight before unlockPage cannot overwrite the open page', async () => {
    const mag = sampleMag();
    const locked = { _id: 'page1', num: 1, num_id: 500, unauthorized: true, is_private: true };
    mag.pages[0] = locked;
    let answerStale: (pages: unknown) => void = () => {};
    const get = vi
      .fn()
      .mockReturnValueOnce(new Promise((resolve) => (answerStale = resolve)))
      .mockResolvedValueOnce([{ _id: 'page1', num: 1, num_id: 500, title: 'Open', wids: [] }]);
    const { store, actions } = setup({ mag, pages: {}, pagePasswordFor: 'page1' }, { get, post: vi.fn().mockResolvedValue('') });
    const epoch = actions.loadEpoch();
    const stale = actions.fetchPages(['page1']);
    expect(await actions.unlockPage('secret')).toBe(true);
    expect(actions.loadEpoch()).not.toBe(epoch);
    answerStale([{ ...locked, wids: [] }]);
    actions.receivePages(await stale);
    expect(store.getState().pages.page1?.unauthorized).toBeUndefined();
    expect(store.getState().mag?.pages[0]?.title).toBe('Open');
  });

  it('§4 unlockPage keeps the form (with a message) when the refetch returns nothing', async () => {
    const mag = sampleMag();
    mag.pages[0] = { _id: 'page1', num: 1, num_id: 500, unauthorized: true, is_private: true };
    const lockedPages = { page1: { ...mag.pages[0], wids: [] } };
    const { store, actions } = setup({ mag, pages: lockedPages, pagePasswordFor: 'page1' }, { get: vi.fn().mockRejectedValue(new Error('offline')), post: vi.fn().mockResolvedValue('') });
    await expect(actions.unlockPage('secret')).rejects.toThrow(viewerMessages.pageLoadFailed);
    expect(store.getState().pagePasswordFor).toBe('page1');
    expect(store.getState().pages).toBe(lockedPages);
  });

  it('unlockProject: loads the project and its page, then shows the mag (§4)', async () => {
    const mag = sampleMag();
    const post = vi.fn().mockResolvedValue('');
    const get = vi.fn().mockImplementation((path: string) => Promise.resolve(path === '/api/readymag/77' ? mag : [{ ...mag.pages[0], wids: [] }]));
    const { store, actions } = setup({ screen: { kind: 'password' }, mag: null, numId: 77, pages: {} }, { post, get });
    expect(await actions.unlockProject('secret')).toBe(true);
    expect(store.getState()).toMatchObject({ screen: { kind: 'mag' }, pageIndex: 0, mag });
    expect(store.getState().pages.page1).toBeDefined();
  });

  it('§4, §6 the menu does not open (button, M key, swipe) where the chrome hides it: the special author outside preview', () => {
    const special = sampleMag({ is_special_author: true });
    const { store, actions } = setup({ mag: special });
    actions.toggleMenu(true);
    expect(store.getState().menuOpen).toBe(false);
    actions.toggleMenu();
    expect(store.getState().menuOpen).toBe(false);
    const preview = setup({ mag: special, env: 'preview' });
    preview.actions.toggleMenu();
    expect(preview.store.getState().menuOpen).toBe(true);
  });

  it('§4 the view is counted once the project shows, only in the visitors’ viewer (§7: not for exports)', () => {
    const { actions, http } = setup();
    actions.start();
    actions.start();
    expect(countViewCalls(http)).toEqual([['/api/countview/77']]);
    for (const env of ['preview', 'export'] as const) {
      const other = setup({ env });
      other.actions.start();
      expect(countViewCalls(other.http)).toEqual([]);
    }
    const locked = setup({ screen: { kind: 'password' }, mag: null });
    locked.actions.start();
    expect(countViewCalls(locked.http)).toEqual([]);
  });

  it('§4 unlockProject counts the view once the project shows', async () => {
    const mag = sampleMag();
    const get = vi.fn().mockImplementation((path: string) => Promise.resolve(path === '/api/readymag/77' ? mag : []));
    const { actions, http } = setup({ screen: { kind: 'password' }, mag: null, numId: 77, pages: {} }, { get });
    actions.start();
    expect(countViewCalls(http)).toEqual([]);
    expect(await actions.unlockProject('secret')).toBe(true);
    expect(countViewCalls(http)).toEqual([['/api/countview/77']]);
  });

  it('§4 a loaded project whose num_id differs from the one already loaded reloads the page', async () => {
    const get = vi.fn().mockResolvedValue(sampleMag({ num_id: 78 }));
    const { store, actions, reload } = setup({ screen: { kind: 'password' }, mag: null, numId: 77, pages: {} }, { get });
    expect(await actions.unlockProject('secret')).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(store.getState().screen).toEqual({ kind: 'password' });
  });

  it('setViewport rebuilds: only the current page stays drawn (§4)', () => {
    const { store, actions } = setup({ env: 'preview', readyPages: { page1: true, page2: true } });
    actions.setViewport('phone_portrait');
    expect(store.getState()).toMatchObject({ viewport: 'phone_portrait', readyPages: { page1: true } });
    expect(actions.viewportChosen()).toBe(true);
  });
});
