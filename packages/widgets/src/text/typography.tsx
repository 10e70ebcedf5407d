import { createContext, type ReactNode } from 'react';
import { defaultTypography, fontCssPaths, typographyCss, type Font, type FontCssRequest, type FontVariationCode, type TextFontUse, type Typography } from '@folio/model';

// A project's named text, link and list styles (widgets-and-authoring.md §3), shared by every text it draws: the
// viewer wraps its pages in TypographyProvider with the published project's styles, the editor canvas with the
// project's current ones. Without a provider, texts draw with the defaults of §3.

export type { Typography };

export const TypographyContext = createContext<Typography>(defaultTypography);

/** Provides the project's styles to the texts inside and writes the link styles' CSS (link, hover, current). */
export function TypographyProvider({ value, children }: { value: Typography; children?: ReactNode }) {
  const css = typographyCss(value);
  return (
    <TypographyContext.Provider value={value}>
      {/* Built by typographyCss from checked values only (hex colours, numbers, escaped class names). */}
      {css && <style data-folio-typography="">{css}</style>}
      {children}
    </TypographyContext.Provider>
  );
}

export interface ProjectFontLinksProps {
  /** The project's Typekit-style font link (fonts_link), '' or unset for none. */
  fontsLink?: string | null | undefined;
  /** The project's fonts (edit_params.fonts): custom and linked fonts bring their own stylesheet (css_url). */
  fonts?: readonly Font[] | undefined;
  /**
   * Library families the texts use, by name (their regular face), with the faces wanted, or as the faces a text draws
   * with (textFontUses): their @font-face rules come from our own /api/fonts/css.
   */
  families?: readonly (string | FontCssRequest | Omit<TextFontUse, 'text'>)[] | undefined;
}

const HTTP_URL = /^(https?:)?\/\//i;

/** A stylesheet address we may link: http(s), protocol-relative or our own path. */
function stylesheetHref(url: unknown): string | undefined {
  if (typeof url !== 'string' || !url.trim()) return undefined;
  const href = url.trim();
  return HTTP_URL.test(href) || (href.startsWith('/') && !href.startsWith('//')) ? href : undefined;
}

/**
 * The stylesheets of the project's fonts (React 19 hoists them into the head and loads each once): the font link,
 * every custom or linked font's css_url, and the library's CSS for the families used.
 */
export function ProjectFontLinks({ fontsLink, fonts, families }: ProjectFontLinksProps) {
  const hrefs = new Set<string>();
  const link = stylesheetHref(fontsLink);
  if (link) hrefs.add(link);
  for (const font of fonts ?? []) {
    const href = stylesheetHref(font.css_url);
    if (href) hrefs.add(href);
  }
  for (const href of libraryCssPaths(families)) hrefs.add(href);
  return (
    <>
      {[...hrefs].map((href) => (
        <link key={href} rel="stylesheet" href={href} precedence="folio-fonts" />
      ))}
    </>
  );
}

// widgets-and-authoring.md §3: weights n1…n9 / i1…i9, the digit being weight / 100 (n4 = 400 upright, i7 = 700 italic).
const WEIGHT_PER_STEP = 100;
const LIGHTEST_STEP = 1;
const HEAVIEST_STEP = 9;
const variationOf = ({ weight, style }: Omit<TextFontUse, 'text' | 'family'>) =>
  `${style === 'italic' ? 'i' : 'n'}${Math.min(HEAVIEST_STEP, Math.max(LIGHTEST_STEP, Math.round(weight / WEIGHT_PER_STEP)))}` as FontVariationCode;

/** The library's stylesheets for some families (our own /api/fonts/css, never a font CDN); other families are skipped. */
function libraryCssPaths(families: ProjectFontLinksProps['families']): string[] {
  const requests = (families ?? []).map((item): FontCssRequest => (typeof item === 'string' ? { family: item } : 'weight' in item ? { family: item.family, variations: [variationOf(item)] } : item));
  return requests.length ? fontCssPaths(requests) : [];
}
