import type { EditorThemeClasses } from 'lexical';
import type { CSSProperties } from 'react';
import { blockCss, defaultTypography, resolveBlockLook, type TextCss, type Typography } from '@folio/model';
import { baseTextCss, textBoxStyle } from '@folio/widgets/text-box';
import type { BlockData } from './text-v3-content';

// How the text editor draws a text so that it looks as the viewer will draw it (widgets/src/text/text-v3-view.tsx):
// the box in the default text font, blocks and lists with no margins, a block's look from the project's named text
// style and its block data on the block's element (model/text-styles: the viewer's own resolution); underline and
// line-through by class.

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
  /** Another author's caret in a co-edited text, and its name tag (docs/editor.md "Co-editing" → "Text"). */
  peerCaret: `${CLASS}__peer-caret`,
  peerName: `${CLASS}__peer-name`,
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
  collaboration: { cursor: textEditorClassNames.peerCaret, cursorName: textEditorClassNames.peerName },
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
/* Another author's caret, its name hanging below it: above the line it would hide under the text toolbar, which sits
   just over the text's first line. */
.${c.peerCaret} { position: absolute; width: 2px; margin-left: -1px; background: var(--lexical-cursor-color); pointer-events: none; z-index: 30; }
.${c.peerName} { position: absolute; left: 0; top: 100%; padding: 1px 6px; border-radius: 0 4px 4px 4px; background: var(--lexical-cursor-color); color: #fff; font: 600 11px/16px system-ui, sans-serif; white-space: nowrap; }
`;

/** The editor's box: the viewer's text box (the default text font of §3), holding the placeholder. */
export const textEditorBoxStyle: CSSProperties = { ...textBoxStyle, position: 'relative' };

type BlockType = 'unordered-list-item' | 'ordered-list-item';

/** The properties a block's element may get, as CSS names, each with its unit. */
const BLOCK_PROPERTIES: readonly (readonly [keyof TextCss, string, string])[] = [
  ['fontFamily', 'font-family', ''],
  ['fontSize', 'font-size', 'px'],
  ['fontWeight', 'font-weight', ''],
  ['fontStyle', 'font-style', ''],
  ['lineHeight', 'line-height', ''],
  ['color', 'color', ''],
  ['letterSpacing', 'letter-spacing', 'px'],
  ['textDecoration', 'text-decoration', ''],
  ['textTransform', 'text-transform', ''],
  ['textAlign', 'text-align', ''],
  ['textIndent', 'text-indent', 'px'],
  ['paddingTop', 'padding-top', 'px'],
  ['paddingRight', 'padding-right', 'px'],
  ['paddingBottom', 'padding-bottom', 'px'],
  ['paddingLeft', 'padding-left', 'px'],
];

/**
 * The CSS a block's element gets (an empty value removes a property), as the viewer draws the block
 * (widgets/src/text/text-v3-view.tsx): the project's text style by name (project, global, then the §3 defaults; a
 * list item's from its list style), then the block's own alignment, line height, first-line indent and paddings;
 * what equals the box's default text font is left to the box.
 */
export function blockLook(data: BlockData, typography: Typography = defaultTypography, type?: BlockType): Record<string, string> {
  const css = blockCss(resolveBlockLook(typography, data, type), typography.fontStack);
  const out: Record<string, string> = {};
  for (const [key, property, unit] of BLOCK_PROPERTIES) {
    const value = css[key];
    out[property] = value === undefined || value === baseTextCss[key] ? '' : `${value}${typeof value === 'number' ? unit : ''}`;
  }
  return out;
}
