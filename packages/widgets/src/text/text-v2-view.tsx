import type { ReactElement } from 'react';
import { isTextContentBlank, textConstants, type TextV2Widget } from '@folio/model';
import { num, rgba } from '../css-values';
import { columnsStyle, textBoxStyle } from './text-box';

// widgets-and-authoring.md §3 "Text widget version 2": background ffffff at opacity 0 (transparent) by default.
const DEFAULT_BG_COLOR = 'ffffff';
const DEFAULT_BG_OPACITY = 0;

/**
 * widgets-and-authoring.md §3: a background with bg_opacity above 0.99 renders the opaque colour, otherwise the
 * colour at that opacity; none at all when fully transparent.
 */
export function textV2Background(color: unknown = DEFAULT_BG_COLOR, opacity: unknown = DEFAULT_BG_OPACITY): string | undefined {
  const alpha = num(opacity) ?? DEFAULT_BG_OPACITY;
  if (alpha > textConstants.opaqueBackgroundAbove) return typeof color === 'string' && rgba(color) ? `#${color}` : undefined;
  return alpha > 0 ? rgba(color, alpha) : undefined;
}

/**
 * Text v2: the stored HTML as it is. The server sanitizes it whenever it is written (server/src/sanitize.ts), so
 * the viewer draws it without a parser of its own. Null when it shows no character (§5: a text widget is valid only
 * with non-blank content), so an invalid text is not drawn at all.
 */
export function textV2View(widget: TextV2Widget): ReactElement | null {
  const html = widget.text ?? '';
  if (typeof html !== 'string') throw new TypeError('text v2: text is not a string');
  if (isTextContentBlank({ version: 2, text: html })) return null;
  const style = { ...textBoxStyle, background: textV2Background(widget.bg_color, widget.bg_opacity), ...columnsStyle(widget.column_count, widget.column_gap) };
  return <div className="folio-text" style={style} dangerouslySetInnerHTML={{ __html: html }} />;
}
