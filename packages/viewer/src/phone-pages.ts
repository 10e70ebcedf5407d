import { derivedPhonePage, type Widget } from '@folio/model';
import type { PageSummary } from './types';

// docs/viewer.md "Derived phone layout": a page whose phone layout is derived (docs/editor.md "Phone layout") is drawn
// on phones with the frames the model derives from its desktop widgets. A chunk of its own, loaded for phones only
// (phone-layout-part.ts). Derived once per page and widget list: a list is replaced, never changed, when it loads.

type PhonePage = ReturnType<typeof derivedPhonePage>;
const derived = new WeakMap<readonly Widget[], Map<readonly Widget[] | undefined, { page: PhonePageFields; result: PhonePage }>>();

type PhonePageFields = Pick<PageSummary, '_id' | 'height' | 'viewport_phone_portrait'>;

/**
 * The page's widgets (its own, and the global ones) as phones draw them, and its phone height; null unless derived.
 * Global widgets are only fitted into the page, so the height is the same with them or without.
 */
export function phonePage(page: PhonePageFields, wids: readonly Widget[], globals?: readonly Widget[]): PhonePage {
  let byGlobals = derived.get(wids);
  if (!byGlobals) derived.set(wids, (byGlobals = new Map()));
  const cached = byGlobals.get(globals);
  if (cached?.page === page) return cached.result;
  const result = deriveOrNull(() => derivedPhonePage(page, [...wids.filter((widget) => widget.is_global !== true), ...(globals ?? [])]));
  byGlobals.set(globals, { page, result });
  return result;
}

const NO_WIDGETS: readonly Widget[] = [];

/** The widgets phones draw on a page: with their derived frames while its phone layout is derived. */
export function phoneWidgets(page: PhonePageFields, wids: readonly Widget[] | undefined, globals?: readonly Widget[]): Widget[] {
  return phonePage(page, wids ?? NO_WIDGETS, globals)?.widgets ?? [...(wids ?? []).filter((widget) => widget.is_global !== true), ...(globals ?? [])];
}

/** Malformed widgets: no derived layout (the page's drawing then skips the page, viewer-and-project.md §8). */
function deriveOrNull(derive: () => PhonePage): PhonePage {
  try {
    return derive();
  } catch {
    return null;
  }
}
