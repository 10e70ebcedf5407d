import { kindTexts, type Widget, type WidgetType } from '@folio/model';
import type { KindAuthoring, NewWidget, PageSize } from './types';

type KindParts<T extends WidgetType> = Omit<KindAuthoring<T>, 'label' | 'newWidget' | 'placeholder'> & Partial<Pick<KindAuthoring<T>, 'newWidget'>>;

/**
 * One kind's authoring parts, its label and placeholder words from the model's kindTexts (one list, so the add
 * menu, the panels and the canvas name a kind alike). Without newWidget a new widget is its box alone.
 */
export function defineKindAuthoring<T extends WidgetType>(parts: KindParts<T>): KindAuthoring<T> {
  const placeholders: Partial<Record<WidgetType, string>> = kindTexts.placeholders;
  const placeholder = placeholders[parts.type];
  return {
    label: kindTexts.labels[parts.type],
    newWidget: (box) => ({ type: parts.type, ...box }) as NewWidget,
    ...(placeholder ? { placeholder } : {}),
    ...parts,
  };
}

/** A size of the given proportions, made smaller (keeping them) to fit a narrower or shorter page. */
export function fittedSize(size: { w: number; h: number }, page: PageSize): { w: number; h: number } {
  const scale = Math.min(1, page.width / size.w, page.height / size.h);
  return { w: Math.max(1, Math.floor(size.w * scale)), h: Math.max(1, Math.floor(size.h * scale)) };
}

/** A size of fixed height that gives up width first on a narrow page (a bar, a button, a line of text). */
export function barSize(size: { w: number; h: number }, page: PageSize): { w: number; h: number } {
  return { w: Math.min(size.w, page.width), h: Math.min(size.h, page.height) };
}

/** The widget's field as a trimmed string ('' when absent). */
export const textOf = (widget: Widget | Readonly<Record<string, unknown>>, name: string): string => {
  const value = (widget as Readonly<Record<string, unknown>>)[name];
  return typeof value === 'string' ? value.trim() : '';
};
