import type { EditorThemeClasses } from 'lexical';
import type { CSSProperties } from 'react';
import { defaultTextStyles, textConstants, type TextStyle } from '@folio/model';
import { textBoxStyle } from '@folio/widgets/text-box';
import type { BlockData } from './text-v3-content';

// How the text editor draws a text so that it looks as the viewer will draw it (widgets/src/text/text-v3-view.tsx):
// the box in the default text font, blocks and lists with no margins, a block's text style (§3 defaults by name),
// line height, first-line indent and paddings on the block's element; underline and line-through by class.

const CLASS = 'folio-text-editor';
export const textEditorClassNames = {
  root: CLASS,
  paragraph: `${CLASS}__block`,
  underline: `${CLASS}__underline`,
  strikethrough: `${CLASS}__strike`,
  underlineStrikethrough: `${CLASS}__underline-strike`,
  nested: `${CLASS}__nested`,
  hint: `${CLASS}__hint`,
  placeholder: `${CLASS}__placeholder`,
} as const;

export const textEditorTheme: EditorThemeClasses = {
  paragraph: textEditorClassNames.paragraph,
  heading: Object.fromEntries(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((tag) => [tag, textEditorClassNames.paragraph])),
  list: { ul: textEditorClassNames.paragraph, ol: textEditorClassNames.paragraph, listitem: textEditorClassNames.paragraph, nested: { listitem: textEditorClassNames.nested } },
  text: {
    underline: textEditorClassNames.underline,
    strikethrough: textEditorClassNames.strikethrough,
    underlineStrikethrough: textEditorClassNames.underlineStrikethrough,
  },
};

const c = textEditorClassNames;
/** The editor's own rules: blocks without margins (as the viewer draws them), decorations, a nested list's holder. */
export const textEditorCss = `
.${c.root} { outline: none; white-space: pre-wrap; overflow-wrap: break-word; }
.${c.root} .${c.paragraph} { margin: 0; }
.${c.root} .${c.underline} { text-decoration: underline; }
.${c.root} .${c.strikethrough} { text-decoration: line-through; }
.${c.root} .${c.underlineStrikethrough} { text-decoration: underline line-through; }
.${c.root} .${c.nested} { list-style: none; }
.${c.hint} { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.${c.placeholder} { position: absolute; top: 0; left: 0; pointer-events: none; opacity: 0.5; }
`;

/** The editor's box: the viewer's text box (the default text font of §3), holding the placeholder. */
export const textEditorBoxStyle: CSSProperties = { ...textBoxStyle, position: 'relative' };

const px = (n: number | undefined) => (n === undefined ? '' : `${n}px`);

function namedLook(style: TextStyle | undefined): Record<string, string> {
  const css = style?.cssProperties ?? {};
  return {
    'font-size': px(css.fontSize),
    'line-height': px(css.lineHeight),
    // The default family is the box's, with its stand-ins (the viewer draws it so); another is named as it is.
    'font-family': css.fontFamily && css.fontFamily !== textConstants.defaultFontFamily ? css.fontFamily : '',
    'font-weight': css.fontWeight === undefined ? '' : String(css.fontWeight),
    'font-style': css.fontStyle ?? '',
  };
}

/**
 * The CSS a block's element gets from its data (an empty value removes a property): its text style's looks by name
 * (the defaults of §3, as the viewer draws them), then its own line height, first-line indent and paddings.
 */
export function blockLook(data: Omit<BlockData, 'align'>): Record<string, string> {
  const named = namedLook(defaultTextStyles.find((style) => style.name === data.textStyle));
  const paddings = data.paddings ?? {};
  return {
    ...named,
    'line-height': px(data.lineHeight) || named['line-height']!,
    'text-indent': px(data.textIndent),
    'padding-top': px(paddings.top),
    'padding-right': px(paddings.right),
    'padding-bottom': px(paddings.bottom),
    'padding-left': px(paddings.left),
  };
}
