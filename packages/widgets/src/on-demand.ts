import type { ComponentType } from 'react';
import { widgetMessages, type Widget, type WidgetType } from '@folio/model';

/**
 * viewer-and-project.md §3: the widget kinds loaded on demand. Each kind's view is its own chunk (one dynamic
 * import per kind folder), downloaded only when a page with that kind is shown or preloaded; the always-loaded
 * kinds (background, button, picture, shape, text) are drawn by view.tsx in the main bundle. See docs/viewer.md,
 * "Widget kinds loaded on demand". No zod here (only `import type` from the schemas): this is in the main bundle.
 */

export type AlwaysLoadedType = 'background' | 'button' | 'picture' | 'shape' | 'text';
export type OnDemandType = Exclude<WidgetType, AlwaysLoadedType>;

/** What a kind's view receives: its widget (the viewport's effective one) and whether its page is the one shown. */
export interface KindViewProps<W extends Widget = Widget> {
  widget: W;
  /** The widget's page is shown: autoplay may start. Default false (the server's render, pages off screen). */
  active?: boolean;
  /**
   * Media stopped on its page (viewer-and-project.md §4: the tab hidden for 700 ms): video, background and iframe
   * kinds unload their players and start again when it turns false. Default false.
   */
  stopped?: boolean;
}
export type KindView = ComponentType<KindViewProps>;
export type KindModule = { default: KindView };
export type KindLoader = () => Promise<KindModule>;

/** A kind's module, typed by its own widget; the registry keys it by that type, so the cast is exact. */
function kind<T extends OnDemandType>(load: () => Promise<{ default: ComponentType<KindViewProps<Extract<Widget, { type: T }>>> }>): KindLoader {
  return load as unknown as KindLoader;
}

/** One loader per on-demand type, each its kind folder's view. */
export const onDemandKinds: Record<OnDemandType, KindLoader> = {
  slideshow: kind<'slideshow'>(() => import('./slideshow/view')),
  video: kind<'video'>(() => import('./video/view')),
  iframe: kind<'iframe'>(() => import('./iframe/view')),
  audio: kind<'audio'>(() => import('./audio/view')),
  addtocart: kind<'addtocart'>(() => import('./addtocart/view')),
  ecommercecart: kind<'ecommercecart'>(() => import('./ecommercecart/view')),
  facebook: kind<'facebook'>(() => import('./facebook/view')),
  form: kind<'form'>(() => import('./form/view')),
  gmaps: kind<'gmaps'>(() => import('./gmaps/view')),
  hotspot: kind<'hotspot'>(() => import('./hotspot/view')),
  twitter: kind<'twitter'>(() => import('./twitter/view')),
  rmheader: kind<'rmheader'>(() => import('./rmheader/view')),
  rmfooter: kind<'rmfooter'>(() => import('./rmfooter/view')),
  shots: kind<'shots'>(() => import('./shots/view')),
};

/** widgets-and-authoring.md §8: "Missing module in the on-demand widget loader raises a module-not-found error". */
export class ModuleNotFoundError extends Error {
  readonly code = 'MODULE_NOT_FOUND';
  constructor(readonly type: string) {
    super(widgetMessages.moduleNotFound(type));
    this.name = 'ModuleNotFoundError';
  }
}

/** A kind whose module failed to load: it counts as loaded (widgets-and-authoring.md §1) and draws nothing. */
export const FailedKind: KindView = () => null;

export interface KindLoaderRegistry {
  loadKind(type: string): Promise<KindView>;
  loadedKind(type: string): KindView | undefined;
  preloadKinds(types: Iterable<string>): Promise<void>;
  preloadAllKinds(): Promise<void>;
  /** Called whenever a kind settles (loaded or failed); returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** A loader over a registry of kinds; the module-level one below uses onDemandKinds, tests pass their own. */
export function createKindLoader(kinds: Partial<Record<string, KindLoader>>): KindLoaderRegistry {
  const pending = new Map<string, Promise<KindView>>();
  const settled = new Map<string, KindView>();
  const listeners = new Set<() => void>();
  const settle = (type: string, view: KindView) => {
    settled.set(type, view);
    listeners.forEach((listener) => listener());
  };

  function loadKind(type: string): Promise<KindView> {
    const known = pending.get(type);
    if (known) return known;
    const loader = Object.hasOwn(kinds, type) ? kinds[type] : undefined;
    const loading = (loader ? loader() : Promise.reject(new ModuleNotFoundError(type))).then(
      (module) => {
        settle(type, module.default);
        return module.default;
      },
      (error: unknown) => {
        console.error(error);
        settle(type, FailedKind);
        throw error;
      },
    );
    pending.set(type, loading);
    // The failure is logged and recorded above; callers that do not await it leave no unhandled rejection.
    loading.catch(() => {});
    return loading;
  }

  function preloadKinds(types: Iterable<string>): Promise<void> {
    const wanted = [...new Set(types)].filter((type) => !settled.has(type));
    if (!wanted.length) return Promise.resolve();
    return Promise.allSettled(wanted.map(loadKind)).then(() => undefined);
  }

  return {
    loadKind,
    loadedKind: (type) => settled.get(type),
    preloadKinds,
    preloadAllKinds: () => preloadKinds(Object.keys(kinds)),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const registry = createKindLoader(onDemandKinds);

/** The kind's view, loading its chunk once (cached); rejects with ModuleNotFoundError for an unknown type. */
export const loadKind = registry.loadKind;
/** The kind's view once it settled (a failed one draws nothing), else undefined: synchronous, for rendering. */
export const loadedKind = registry.loadedKind;
/** Settles when every kind is loaded or failed; never rejects (a failed load counts as loaded). */
export const preloadKinds = registry.preloadKinds;
/** The server's start: every on-demand kind, so the server's render draws them fully. */
export const preloadAllKinds = registry.preloadAllKinds;
export const subscribeKinds = registry.subscribe;

const alwaysLoaded: ReadonlySet<string> = new Set<AlwaysLoadedType>(['background', 'button', 'picture', 'shape', 'text']);

/** The on-demand types of the widgets on these pages (viewport overrides never change a widget's type). */
export function onDemandTypesOf(pages: Iterable<{ wids?: readonly { type: string }[] | undefined } | undefined>): string[] {
  const types = new Set<string>();
  for (const page of pages) for (const widget of page?.wids ?? []) if (!alwaysLoaded.has(widget.type)) types.add(widget.type);
  return [...types];
}
