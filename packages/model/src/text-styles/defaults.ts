import { textConstants } from '../constants';
import type { LinkStyle, LinkStyleState, ListStyle, TextStyle } from '../schemas/text';

// The named styles of a new project (widgets-and-authoring.md §3 "Text style", "Link style", list style), without
// zod, so the viewer's bundle can hold them. The schema module keeps the same values for the API's defaults; a test
// (defaults.test.ts) holds the two equal.

// widgets-and-authoring.md §3 "Text style" defaults: H1 48px bold Roboto, line 60; H2 24px Georgia, line 30;
// Text 18px, line 23; Caption 14px italic, line 18.
const H1_FONT_SIZE = 48;
const H1_LINE_HEIGHT = 60;
const H2_FONT_SIZE = 24;
const H2_LINE_HEIGHT = 30;
const H2_FONT_FAMILY = 'Georgia';
const TEXT_FONT_SIZE = 18;
const TEXT_LINE_HEIGHT = 23;
const CAPTION_FONT_SIZE = 14;
const CAPTION_LINE_HEIGHT = 18;
const BOLD_WEIGHT = 700;
// widgets-and-authoring.md §3 "Link style": default link colour 0080FF64, underlined.
const DEFAULT_LINK_COLOR = '0080FF64';
const DEFAULT_LINK_LINE_SIZE = 1;
const DEFAULT_LINK_LINE_PADDING = 1;
// widgets-and-authoring.md §3: "List style: 'List item'".
export const DEFAULT_LIST_STYLE_NAME = 'List item';
/** The name of the link style a link without one draws with. */
export const DEFAULT_LINK_STYLE_NAME = 'default';

const { defaultFontFamily: family, defaultFontWeight: regular } = textConstants;

export const baseTextStyles: readonly TextStyle[] = Object.freeze([
  { name: 'H1', _caption: 'H1', tag: 'h1', cssProperties: { fontFamily: family, fontSize: H1_FONT_SIZE, fontWeight: BOLD_WEIGHT, fontStyle: 'normal', lineHeight: H1_LINE_HEIGHT } },
  { name: 'H2', _caption: 'H2', tag: 'h2', cssProperties: { fontFamily: H2_FONT_FAMILY, fontSize: H2_FONT_SIZE, fontWeight: regular, fontStyle: 'normal', lineHeight: H2_LINE_HEIGHT } },
  { name: 'Text', _caption: 'Text', tag: 'p', cssProperties: { fontFamily: family, fontSize: TEXT_FONT_SIZE, fontWeight: regular, fontStyle: 'normal', lineHeight: TEXT_LINE_HEIGHT } },
  { name: 'Caption', _caption: 'Caption', tag: 'p', cssProperties: { fontFamily: family, fontSize: CAPTION_FONT_SIZE, fontWeight: regular, fontStyle: 'italic', lineHeight: CAPTION_LINE_HEIGHT } },
]);

const baseLinkState: LinkStyleState = { color: DEFAULT_LINK_COLOR, size: DEFAULT_LINK_LINE_SIZE, padding: DEFAULT_LINK_LINE_PADDING, type: 'solid' };

export const baseLinkStyles: readonly LinkStyle[] = Object.freeze([
  { name: DEFAULT_LINK_STYLE_NAME, label: 'Default', link: { ...baseLinkState }, hover: { ...baseLinkState }, current: { ...baseLinkState } },
]);

export const baseListStyles: readonly ListStyle[] = Object.freeze([{ name: DEFAULT_LIST_STYLE_NAME, type: 'unordered' }]);
