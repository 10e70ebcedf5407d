import { textConstants } from '../constants';
import { effectiveWidget, viewportNames, type ViewportName } from '../viewports';
import type { Widget } from '../widgets/registry';
import { defaultTypography, textFontUses, type FontStyleName, type TextFontUse, type TextFontSource, type Typography } from './resolve';

// The faces a page or a whole project draws with: what the viewer waits for (viewer-and-project.md §4 "Text widgets
// wait for fonts") and what its server declares and preloads. Pure and zod-free.

// widgets/src/button/view.tsx: a button's label is Roboto 500 unless its state names another face.
const BUTTON_WEIGHT = 500;
const BUTTON_STATES = ['', 'hover-', 'current-'] as const;

const useId = (use: Pick<TextFontUse, 'family' | 'weight' | 'style'>) => `${use.family}\n${use.weight}\n${use.style}`;

/** Lists of uses joined: each family, weight and style once, with every character any of them draws. */
export function mergeFontUses(lists: Iterable<readonly TextFontUse[]>): TextFontUse[] {
  const uses = new Map<string, TextFontUse>();
  for (const list of lists) {
    for (const use of list) {
      const seen = uses.get(useId(use));
      if (!seen) uses.set(useId(use), { ...use });
      else for (const char of use.text) if (!seen.text.includes(char)) seen.text += char;
    }
  }
  return [...uses.values()];
}

/** The faces a widget draws with: a text's (v2 or v3), a button label's in each of its states; none for other kinds. */
export function widgetFontUses(widget: Widget, typography: Typography = defaultTypography): TextFontUse[] {
  if (widget.type === 'text') return textFontUses(widget as TextFontSource, typography);
  if (widget.type !== 'button' || typeof widget.text !== 'string' || !widget.text) return [];
  const fields = widget as unknown as Record<string, unknown>;
  return mergeFontUses(
    BUTTON_STATES.map((state) => {
      const family = fields[`${state}font-family`] ?? (state ? fields['font-family'] : undefined) ?? textConstants.defaultFontFamily;
      const weight = fields[`${state}font-weight`] ?? (state ? fields['font-weight'] : undefined) ?? BUTTON_WEIGHT;
      const style = fields[`${state}font-style`] ?? (state ? fields['font-style'] : undefined) ?? 'normal';
      if (typeof family !== 'string' || typeof weight !== 'number' || (style !== 'normal' && style !== 'italic')) return [];
      return [{ family, weight, style: style as FontStyleName, text: widget.text as string }];
    }),
  );
}

type FontUsesOf = (widget: Widget, typography: Typography) => TextFontUse[];

/** The faces of a text widget (viewer-and-project.md §4: text widgets wait for their fonts); none for other kinds. */
export const textWidgetFontUses: FontUsesOf = (widget, typography) => (widget.type === 'text' ? textFontUses(widget as TextFontSource, typography) : []);

/**
 * The faces a page's widgets draw with in a viewport (widgets hidden there left out): its texts' by default (what the
 * viewer waits for), or whatever `usesOf` reads (widgetFontUses: what the server preloads, button labels too).
 */
export function pageFontUses(widgets: readonly Widget[], typography: Typography, viewport: ViewportName, pageId: string, usesOf: FontUsesOf = textWidgetFontUses): TextFontUse[] {
  return mergeFontUses(widgets.map((stored) => effectiveWidget(stored, viewport, pageId)).filter((widget) => !widget.hidden).map((widget) => usesOf(widget, typography)));
}

/** The faces a project draws with anywhere: every page's widgets in every viewport (hidden or not). */
export function projectFontUses(pages: readonly { _id: string; wids?: readonly Widget[] | undefined }[], typography: Typography): TextFontUse[] {
  return mergeFontUses(
    pages.flatMap((page) => (page.wids ?? []).flatMap((widget) => viewportNames.map((viewport) => widgetFontUses(effectiveWidget(widget, viewport, page._id), typography)))),
  );
}
