import { familyName, projectTypography, type TextFontUse, type Typography } from '@folio/model';
import type { PublishedMag } from './types';

// viewer-and-project.md §4, widgets-and-authoring.md §4: a text widget is loaded once its fonts are, and a page once
// its widgets are. The faces are declared by the server (@font-face of the library faces the project uses); asking
// document.fonts for them with the characters drawn fetches exactly the unicode-range files needed.

// document.fonts.load() picks faces by family, weight and style; the size in its font shorthand does not matter.
const PROBE_SIZE = '16px';

const typographies = new WeakMap<PublishedMag, Typography>();

/** A mag's named styles, resolved once per mag (the page view and the lifecycle share them). */
export function typographyOf(mag: PublishedMag | null): Typography {
  if (!mag) return projectTypography(null);
  let typography = typographies.get(mag);
  if (!typography) typographies.set(mag, (typography = projectTypography(mag)));
  return typography;
}

/**
 * Resolves once every face is loaded (or failed: a font that cannot load still lets the page go on), or after
 * `timeoutMs` (fontConstants.fastCheckTimeoutMs in the viewer, canvasCheckTimeoutMs on the editor's canvas).
 */
export function fontsReady(uses: readonly TextFontUse[], fonts: FontFaceSet | undefined, timeoutMs: number): Promise<void> {
  if (!fonts || !uses.length) return Promise.resolve();
  const loads = uses.map((use) => fonts.load(`${use.style} ${use.weight} ${PROBE_SIZE} "${familyName(use.family) ?? ''}"`, use.text).catch(() => []));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
  return Promise.race([Promise.all(loads), timeout]).then(() => clearTimeout(timer));
}
