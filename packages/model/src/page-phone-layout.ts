// No zod here: the server works this out for the viewer's pages (docs/viewer.md "Derived phone layout").
import { derivePhoneLayout, isPhoneLayoutDerived, keptOnPhonePage, type PhoneFrame, type PhoneLayoutPage } from './phone-layout';
import type { Widget } from './widgets/registry';

/**
 * docs/viewer.md "Derived phone layout": what the viewer is sent with a page whose phone layout is derived — each
 * widget's derived frame (its own and the global ones drawn on it) and the phone page's height — so visitors' browsers
 * never derive it themselves; for a page the author laid out, the frames that keep widgets lying off the page on it
 * ("Phone pages laid out by the author"). Worked out by the server.
 */
export interface PagePhoneLayout {
  height: number;
  frames: Record<string, PhoneFrame>;
}

/**
 * The page's derived phone layout from its own widgets and the project's global ones; when the author has laid the
 * page out for phones, what keeps its widgets on the page (null when they all are); null when its widgets are
 * malformed (the viewer then skips what it cannot draw).
 */
export function pagePhoneLayout(page: PhoneLayoutPage, own: readonly Widget[], globals: readonly Widget[] = []): PagePhoneLayout | null {
  const widgets = [...own.filter((widget) => widget.is_global !== true), ...globals];
  try {
    if (!isPhoneLayoutDerived(page._id, widgets)) return keptOnPhonePage(page, widgets);
    const { height, frames } = derivePhoneLayout(page, widgets);
    return { height, frames };
  } catch {
    return null;
  }
}
