import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError, type HttpClient } from '@folio/model';
import { createViewerActions, nextEmbedSize } from './actions';
import { createStore } from './store';
import { sampleBoot, sampleMag } from './test-boot';
import { initialViewerState, type ViewerState } from './viewer-state';

function setup(state: Partial<ViewerState> = {}, http: Partial<HttpClient> = {}) {
  const store = createStore({ ...initialViewerState(sampleBoot()), ...state });
  const analytics = vi.fn();
  const actions = createViewerActions(store, { http: http as HttpClient, analytics });
  return { store, actions, analytics };
}

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

  it('unlockProject: loads the project and its page, then shows the mag (§4)', async () => {
    const mag = sampleMag();
    const post = vi.fn().mockResolvedValue('');
    const get = vi.fn().mockImplementation((path: string) => Promise.resolve(path === '/api/readymag/77' ? mag : [{ ...mag.pages[0], wids: [] }]));
    const { store, actions } = setup({ screen: { kind: 'password' }, mag: null, numId: 77, pages: {} }, { post, get });
    expect(await actions.unlockProject('secret')).toBe(true);
    expect(store.getState()).toMatchObject({ screen: { kind: 'mag' }, pageIndex: 0, mag });
    expect(store.getState().pages.page1).toBeDefined();
  });

  it('setViewport rebuilds: only the current page stays drawn (§4)', () => {
    const { store, actions } = setup({ env: 'preview', readyPages: { page1: true, page2: true } });
    actions.setViewport('phone_portrait');
    expect(store.getState()).toMatchObject({ viewport: 'phone_portrait', readyPages: { page1: true } });
    expect(actions.viewportChosen()).toBe(true);
  });
});
