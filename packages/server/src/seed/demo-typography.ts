import { styleEntriesOfRuns, type BlockMeta, type Font, type InlineStyle, type LinkEntity, type LinkStyle, type ListStyle, type StyleRange, type TextBlock, type TextStyle } from '@folio/model';

// The demo project's typography (issue 12): three families of the library Folio serves itself — Playfair Display, a
// display serif, for headlines; Work Sans for the text; Space Mono as the accent of kickers and captions — set once
// in the project's named styles, so every text of the demo refers to them by name (widgets-and-authoring.md §3 "Text
// style", "Link style"). The first page draws Playfair Display (one variable file for every weight), Work Sans 400
// and Space Mono 400, in latin: about 75 KB of WOFF2, within the 80 KB first-page budget of issue 12. Other weights
// and italics would each add a file, so the texts vary colour instead.

const INK = '1d3557';
const ACCENT = 'b5452b';
const BODY = '2b2f36';

const HEADLINE_FAMILY = 'Playfair Display';
const TEXT_FAMILY = 'Work Sans';
const ACCENT_FAMILY = 'Space Mono';

/** The project's text styles: H1 and H2 in the display serif, Text in the sans, Caption in the accent. */
export const demoTextStyles: TextStyle[] = [
  {
    name: 'H1',
    _caption: 'H1',
    tag: 'h1',
    cssProperties: { fontFamily: HEADLINE_FAMILY, fontSize: 72, lineHeight: 76, fontWeight: 600, fontStyle: 'normal', letterSpacing: -1.5, color: INK },
  },
  {
    name: 'H2',
    _caption: 'H2',
    tag: 'h2',
    cssProperties: { fontFamily: HEADLINE_FAMILY, fontSize: 32, lineHeight: 38, fontWeight: 600, fontStyle: 'normal', letterSpacing: -0.4, color: INK, paddingBottom: 8 },
  },
  {
    name: 'Text',
    _caption: 'Text',
    tag: 'p',
    cssProperties: { fontFamily: TEXT_FAMILY, fontSize: 17, lineHeight: 26, fontWeight: 400, fontStyle: 'normal', color: BODY },
  },
  {
    name: 'Caption',
    _caption: 'Caption',
    tag: 'p',
    cssProperties: {
      fontFamily: ACCENT_FAMILY,
      fontSize: 13,
      lineHeight: 20,
      fontWeight: 400,
      fontStyle: 'normal',
      letterSpacing: 1.6,
      textTransform: 'uppercase',
      color: ACCENT,
      paddingBottom: 6,
    },
  },
];

/** Links in the demo's texts: accent text with a thin underline that darkens on hover; the page's own link plain ink. */
export const demoLinkStyles: LinkStyle[] = [
  {
    name: 'Underlined',
    label: 'Underlined',
    link: { textColor: ACCENT, color: `${ACCENT}66`, size: 1, padding: 3, type: 'solid' },
    hover: { textColor: INK, color: INK, size: 2, padding: 3, type: 'solid' },
    current: { textColor: INK, color: INK, size: 1, padding: 3, type: 'dotted' },
  },
];

export const demoListStyles: ListStyle[] = [{ name: 'Contents', type: 'ordered', textStyle: 'Text' }];

/** The families the project uses (edit_params.fonts), as the font panel lists them. */
export const demoFonts: Font[] = [
  { provider: 'google', css_name: HEADLINE_FAMILY, name: HEADLINE_FAMILY, variations: ['n6'], used_variations: ['n6'] },
  { provider: 'google', css_name: TEXT_FAMILY, name: TEXT_FAMILY, variations: ['n4'], used_variations: ['n4'] },
  { provider: 'google', css_name: ACCENT_FAMILY, name: ACCENT_FAMILY, variations: ['n4'], used_variations: ['n4'] },
];

/** The mag fields that carry the typography. */
export const demoTypography = {
  textStyles: { project: demoTextStyles },
  edit_params: { fonts: demoFonts, link_styles: demoLinkStyles },
  list_styles: demoListStyles,
};

/** The button label's face, in the text family (so the cover draws no other). */
export const demoButtonFont = { 'font-family': TEXT_FAMILY, 'font-weight': 400, 'font-style': 'normal' } as const;

type StyleName = 'H1' | 'H2' | 'Text' | 'Caption';

/** One block of a demo text: its words, its named style, and optional inline runs and links found by their words. */
export interface DemoBlock {
  text: string;
  style: StyleName;
  /** An item of the Contents list. */
  listItem?: boolean;
  runs?: { words: string; style: InlineStyle }[];
  links?: { words: string; url: string }[];
}

function spanOf(text: string, words: string): { offset: number; length: number } {
  const offset = text.indexOf(words);
  if (offset === -1) throw new Error(`demo text: "${words}" is not in "${text}"`);
  return { offset, length: words.length };
}

/** The text v3 fields of a demo text (widgets-and-authoring.md §3 "Text widget version 3"), styles typed. */
export function demoStory(blocks: readonly DemoBlock[]) {
  const entityMap: Record<string, LinkEntity> = {};
  const out = {
    version: 3 as const,
    blocks: [] as TextBlock[],
    styles: [] as ReturnType<typeof styleEntriesOfRuns>,
    blocksMeta: [] as BlockMeta[],
    entityMap,
  };
  blocks.forEach((item, index) => {
    const key = `b${index}`;
    const entityRanges = (item.links ?? []).map((link) => {
      const entityKey = String(Object.keys(entityMap).length);
      entityMap[entityKey] = { type: 'URL', url: link.url, target: '_self', linkStyle: demoLinkStyles[0]!.name };
      return { ...spanOf(item.text, link.words), key: entityKey };
    });
    out.blocks.push({ key, text: item.text, depth: 0, entityRanges, ...(item.listItem ? { type: 'ordered-list-item' as const } : {}) });
    const runs: StyleRange[] = (item.runs ?? []).map((run) => ({ ...spanOf(item.text, run.words), style: run.style }));
    out.styles.push(...styleEntriesOfRuns(key, runs));
    out.blocksMeta.push({ key, data: { textStyle: item.style, ...(item.listItem ? { listStyle: demoListStyles[0]!.name } : {}) } });
  });
  return out;
}
