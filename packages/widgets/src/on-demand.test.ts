import { afterEach, describe, expect, it, vi } from 'vitest';
import { onDemandWidgetTypes, widgetMessages } from '@folio/model';
import { createKindLoader, FailedKind, loadKind, loadedKind, ModuleNotFoundError, onDemandKinds, onDemandTypesOf, preloadKinds, type KindView } from './on-demand';

afterEach(() => vi.restoreAllMocks());

const View: KindView = () => null;

describe('the on-demand kinds (viewer-and-project.md §3)', () => {
  it('has one loader for every on-demand type of the model and none for the always-loaded ones', () => {
    expect(Object.keys(onDemandKinds).sort()).toEqual([...onDemandWidgetTypes].sort());
  });

  it('loads a real kind module once and caches it', async () => {
    const first = loadKind('audio');
    expect(loadKind('audio')).toBe(first);
    const view = await first;
    expect(typeof view).toBe('function');
    expect(loadedKind('audio')).toBe(view);
  });

  it('§8: an unknown type rejects with a module-not-found error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(loadKind('teleporter')).rejects.toThrow(ModuleNotFoundError);
    await expect(loadKind('teleporter')).rejects.toMatchObject({ code: 'MODULE_NOT_FOUND', message: widgetMessages.moduleNotFound('teleporter') });
    expect(error).toHaveBeenCalledTimes(1);
    // Inherited names are not kinds either.
    await expect(loadKind('toString')).rejects.toThrow(ModuleNotFoundError);
  });

  it('lists the on-demand types of pages, without the always-loaded ones', () => {
    const pages = [{ wids: [{ type: 'text' }, { type: 'slideshow' }, { type: 'picture' }] }, { wids: [{ type: 'video' }, { type: 'slideshow' }] }, {}, undefined];
    expect(onDemandTypesOf(pages).sort()).toEqual(['slideshow', 'video']);
    expect(onDemandTypesOf([{ wids: [{ type: 'text' }, { type: 'picture' }] }])).toEqual([]);
  });

  it('a text and picture page loads no kind', async () => {
    await preloadKinds(onDemandTypesOf([{ wids: [{ type: 'text' }, { type: 'picture' }] }]));
    expect(loadedKind('slideshow')).toBeUndefined();
  });
});

describe('createKindLoader', () => {
  it('loads a kind only when asked', async () => {
    const load = vi.fn(async () => ({ default: View }));
    const loader = createKindLoader({ slideshow: load });
    expect(load).not.toHaveBeenCalled();
    expect(loader.loadedKind('slideshow')).toBeUndefined();
    await loader.preloadKinds(['slideshow', 'slideshow']);
    expect(load).toHaveBeenCalledTimes(1);
    expect(loader.loadedKind('slideshow')).toBe(View);
  });

  it('§1: a failed load counts as loaded — preload resolves and the kind draws nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const loader = createKindLoader({ video: () => Promise.reject(new Error('chunk failed')), audio: async () => ({ default: View }) });
    const listener = vi.fn();
    loader.subscribe(listener);
    await expect(loader.preloadKinds(['video', 'audio', 'nope'])).resolves.toBeUndefined();
    expect(loader.loadedKind('video')).toBe(FailedKind);
    expect(loader.loadedKind('nope')).toBe(FailedKind);
    expect(loader.loadedKind('audio')).toBe(View);
    expect(listener).toHaveBeenCalledTimes(3);
    expect(error).toHaveBeenCalledTimes(2);
    await expect(loader.loadKind('video')).rejects.toThrow('chunk failed');
  });

  it('preloadAllKinds loads every registered kind', async () => {
    const loader = createKindLoader({ a: async () => ({ default: View }), b: async () => ({ default: View }) });
    await loader.preloadAllKinds();
    expect(loader.loadedKind('a')).toBe(View);
    expect(loader.loadedKind('b')).toBe(View);
  });
});
