import { EXPORT_ROOT_MARKER, rebaseExported } from '@folio/model';

// A downloaded-source export (viewer-and-project.md §1, §2; docs/distribution.md "Static-site export"): its pages are
// drawn with addresses relative to their own folder, which hold only until the viewer writes another page's address.
// Before it hydrates, the viewer finds the site's root from its own address, places the boot data's markers under it,
// and makes the drawn page's relative addresses absolute (React keeps what the server drew).

const ADDRESS_ATTRIBUTES = ['href', 'src', 'poster'] as const;
const relative = (value: string) => value.startsWith('./') || value.startsWith('../');

let siteRoot = '/';

/** The root path of the exported site this viewer runs in (the menu's links start there). */
export const exportSiteRoot = () => siteRoot;

/** The boot data's text with the export's markers made addresses under `root` (the site's root path), kept as its root. */
export function placeExportedBoot(text: string, root: string): string {
  siteRoot = root;
  return text.includes(EXPORT_ROOT_MARKER) ? rebaseExported(text, root) : text;
}

/** Every relative address the server drew under `element` made absolute against `base` (the page's own address). */
export function absolutizeAddresses(element: Element, base: string): void {
  const absolute = (value: string) => {
    if (!relative(value)) return value;
    const url = new URL(value, base);
    return url.pathname + url.search + url.hash;
  };
  for (const attribute of ADDRESS_ATTRIBUTES) {
    for (const node of Array.from(element.querySelectorAll(`[${attribute}]`))) {
      const value = node.getAttribute(attribute)!;
      if (relative(value)) node.setAttribute(attribute, absolute(value));
    }
  }
  for (const node of Array.from(element.querySelectorAll('[srcset]'))) {
    const list = node.getAttribute('srcset')!;
    node.setAttribute(
      'srcset',
      list
        .split(',')
        .map((candidate) => candidate.trim().replace(/^\S+/, (url) => absolute(url)))
        .join(', '),
    );
  }
}
