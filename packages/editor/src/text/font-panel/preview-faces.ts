import { fontCssPaths, fontPanelConstants, type FontVariationCode } from '@folio/model';
import type { FamilyEntry } from './family-list';

// The faces the picker draws family names in (docs/editor.md "Fonts"): Folio's own stylesheets, never a font CDN —
// the library's CSS for the regular face (n4) of the families in view, in batches as rows scroll into view, and a
// custom font's own stylesheet. Each stylesheet is added to the document once per editor session; the browser then
// fetches a WOFF2 only for the text drawn with it.

const PREVIEW_SUBSETS = ['latin'] as const;
const PREVIEW_VARIATIONS: readonly FontVariationCode[] = [fontPanelConstants.previewVariation];

const requestedFamilies = new Set<string>();
const addedSheets = new Set<string>();

function addStylesheet(href: string): void {
  if (addedSheets.has(href) || typeof document === 'undefined') return;
  addedSheets.add(href);
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.dataset.folioFontPreview = '';
  document.head.append(link);
}

/** Loads the stylesheets that declare the faces of these entries (each family once a session). */
export function requestPreviewFaces(entries: readonly FamilyEntry[]): void {
  const library: { family: string; variations: readonly FontVariationCode[] }[] = [];
  for (const entry of entries) {
    const key = entry.family.toLowerCase();
    if (requestedFamilies.has(key)) continue;
    if (entry.library) {
      requestedFamilies.add(key);
      library.push({ family: entry.library.family, variations: PREVIEW_VARIATIONS });
    } else if (entry.cssUrl) {
      requestedFamilies.add(key);
      addStylesheet(entry.cssUrl);
    }
  }
  if (library.length) for (const href of fontCssPaths(library, PREVIEW_SUBSETS)) addStylesheet(href);
}
