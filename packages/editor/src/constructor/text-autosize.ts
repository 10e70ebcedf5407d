import { createElement, useCallback, useContext, useEffect } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { effectiveWidget, fontStack, projectTypography, textConstants, type TextV3Widget, type Typography, type ViewportName, type Widget } from '@folio/model';
import { TypographyContext } from '@folio/widgets/typography';
import { WidgetView } from '@folio/widgets/view';
import type { Editor } from '../core';
import type { TextHeights } from '../core/actions/autosize';
import { layoutFrame, pageSizeAt, sizeIsPinned, type EditorDocument, type EditorPage } from '../core/document';
import { useEditor } from './use-editor';

// "Grow with the text" (widgets-and-authoring.md §2, §3 autosize; docs/editor.md "Grow with the text"): a text v3
// with autosize on takes the height of its content, in every viewport where it is drawn, at the width it has there.
// The content is measured as visitors get it: the viewer's own view, drawn with the project's styles in a hidden
// box of the page, its height left free. The heights that changed are written by the core's autosizeTexts (or with
// the style change that caused them), so they are undone and saved with the rest.

/** The height of a text's content at a width (page px), or null when it draws nothing (a blank text). */
export type MeasureText = (widget: TextV3Widget, width: number) => number | null;

/** The viewports a text is drawn in: default and phone always, tablet portrait where its page has it on. */
function drawnViewports(page: EditorPage | undefined): ViewportName[] {
  return page?.viewport_tablet_portrait?.enabled === true ? ['default', 'tablet_portrait', 'phone_portrait'] : ['default', 'phone_portrait'];
}

/**
 * The heights an auto-size text must take that differ from the ones it has, per viewport: for each viewport where
 * it grows with its text (autosize may differ per viewport), is drawn and its height is not set by a layout rule
 * (full height), its content measured at its width there.
 */
export function textHeights(widget: Widget, page: EditorPage | undefined, measure: MeasureText): Partial<Record<ViewportName, number>> {
  const heights: Partial<Record<ViewportName, number>> = {};
  if (widget.type !== 'text' || widget.version !== 3) return heights;
  for (const viewport of drawnViewports(page)) {
    const drawn = effectiveWidget(widget, viewport, widget.pid) as TextV3Widget;
    if (drawn.autosize !== true || drawn.hidden || sizeIsPinned(drawn, 'y')) continue;
    const height = measure(drawn, layoutFrame(drawn, pageSizeAt(page, viewport)).w);
    // A viewport without a height of its own shows the default's, new or not: it needs one only to differ.
    const own = viewport === 'default' ? widget.h : (widget[`viewport_${viewport}`]?.h ?? heights.default ?? widget.h);
    if (height !== null && height !== own) heights[viewport] = height;
  }
  return heights;
}

/** The heights that change for some texts of a document (all of them by default). */
export function documentTextHeights(document: EditorDocument, measure: MeasureText, ids: Iterable<string> = Object.keys(document.widgets)): TextHeights {
  const all: Record<string, Partial<Record<ViewportName, number>>> = {};
  for (const id of ids) {
    const widget = document.widgets[id];
    if (widget?.type !== 'text' || widget.version !== 3) continue;
    const heights = textHeights(widget, document.pages[widget.pid], measure);
    if (Object.keys(heights).length) all[id] = heights;
  }
  return all;
}

/** Whether a text grows with its content in any viewport. */
export function growsWithText(widget: Widget | undefined): boolean {
  if (widget?.type !== 'text' || widget.version !== 3) return false;
  return widget.autosize === true || widget.viewport_phone_portrait?.autosize === true || widget.viewport_tablet_portrait?.autosize === true;
}

/**
 * The height of the box a text is edited in while it grows with its text: 500 px more than the widget
 * (widgets-and-authoring.md §2 "The auto-size text frame has a 500 px margin"), so the lines typed past its bottom
 * show before its height follows.
 */
export function autoSizeFrameHeight(height: number): number {
  return height + textConstants.autoSizeFrameMarginPx;
}

// ---------------------------------------------------------------------------------------------------------------
// Measuring in the page

const HOST_CSS = '.fo-autosize-host .folio-widget,.fo-autosize-host .folio-text{height:auto!important}';
let host: { element: HTMLElement; root: Root } | null = null;

function measuringHost(): { element: HTMLElement; root: Root } {
  if (host?.element.isConnected) return host;
  const element = document.createElement('div');
  element.className = 'fo-autosize-host';
  element.setAttribute('aria-hidden', 'true');
  element.inert = true;
  // Out of sight and out of the way, but laid out: its fonts are the page's.
  Object.assign(element.style, { position: 'absolute', left: '-100000px', top: '0', visibility: 'hidden', pointerEvents: 'none', contain: 'layout style' });
  const style = document.createElement('style');
  style.textContent = HOST_CSS;
  const mount = document.createElement('div');
  mount.style.position = 'relative';
  element.append(style, mount);
  document.body.append(element);
  host = { element, root: createRoot(mount) };
  return host;
}

/** The widget's text alone: at 0, 0, unturned, with no layout rule, link or animation, as wide as given. */
function bareText(widget: TextV3Widget, width: number): TextV3Widget {
  const { viewport_phone_portrait: _phone, viewport_tablet_portrait: _tablet, sticked: _sticked, clickLink: _link, animation: _animation, ...fields } = widget;
  return { ...fields, x: 0, y: 0, w: width, h: 1, angle: 0, is_full_width: false, is_full_height: false, fixed_position: false, hidden: false } as TextV3Widget;
}

/** A text's content height (page px, whole) at a width, drawn by the viewer's view with the project's styles. */
export function measureTextHeight(widget: TextV3Widget, width: number, typography: Typography): number | null {
  const { element, root } = measuringHost();
  const drawn = createElement(TypographyContext.Provider, { value: typography }, createElement(WidgetView, { widget: bareText(widget, width), viewport: 'default', pageId: widget.pid, preview: true }));
  flushSync(() => root.render(drawn));
  const text = element.querySelector<HTMLElement>('.folio-text');
  return text ? Math.ceil(text.getBoundingClientRect().height) : null;
}

/** Measures with a typography. */
export const measureWith =
  (typography: Typography): MeasureText =>
  (widget, width) =>
    measureTextHeight(widget, width, typography);

/** The typography of a document as the canvas draws it (the project's styles, the library's font stacks). */
export function documentTypography(document: EditorDocument): Typography {
  return { ...projectTypography(document.project), fontStack };
}

/** Measures the texts of an editor's document (some, or all) and writes the heights that changed: one step. */
export function autosizeDocument(editor: Editor, ids?: Iterable<string>): boolean {
  const heights = documentTextHeights(editor.document, measureWith(documentTypography(editor.document)), ids);
  return Object.keys(heights).length > 0 && editor.run('autosizeTexts', { heights });
}

/** For a style change: measures the document as changed, for updateNamedStyles to write in the same step. */
export function autosizeAfterStyleChange(document: EditorDocument): TextHeights {
  if (!Object.values(document.widgets).some(growsWithText)) return {};
  return documentTextHeights(document, measureWith(documentTypography(document)));
}

/**
 * The text editor's onApply (20 ms after an edit): the text being typed, measured as it now is, takes its height at
 * once (within the editing session's undo step) when it grows with its text.
 */
export function useTextAutosize(): (widget: TextV3Widget) => void {
  const editor = useEditor();
  const typography = useContext(TypographyContext);
  return useCallback(
    (widget: TextV3Widget) => {
      const stored = editor.document.widgets[widget._id];
      if (!growsWithText(stored)) return;
      // Measured with the widget's layout as stored and the content as typed.
      const typed = { ...stored, ...contentOf(widget) } as TextV3Widget;
      const heights = textHeights(typed, editor.document.pages[typed.pid], measureWith({ ...typography, fontStack: typography.fontStack ?? fontStack }));
      if (Object.keys(heights).length) editor.run('autosizeTexts', { heights: { [widget._id]: heights } });
    },
    [editor, typography],
  );
}

/** The fields of a text that are its content (what the text editor hands back). */
function contentOf(widget: TextV3Widget): Partial<TextV3Widget> {
  const { blocks, styles, entityMap, blocksMeta } = widget;
  return { blocks, styles, entityMap, blocksMeta };
}

/**
 * Keeps auto-size texts as tall as their content after every change made in the constructor (a resize, a new width
 * in a viewport, the setting turned on, a text edited, pasted or replaced): the texts the change touched are
 * measured once it is recorded, and the heights that changed written as one more step (`autosize`). Undo and redo
 * are left alone (what they bring back was measured when it was made), and so are style changes (they carry their
 * heights). Returns the unsubscribe.
 */
export function watchAutosize(editor: Editor, autosize: (ids: ReadonlySet<string>) => void = (ids) => void autosizeDocument(editor, ids)): () => void {
  let pending = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  const run = () => {
    // A drag under way: its end is one more change, measured then.
    timer = editor.isInGesture ? setTimeout(run) : null;
    if (timer) return;
    const ids = pending;
    pending = new Set();
    autosize(ids);
  };
  const stop = editor.subscribeChanges((changes) => {
    if (changes.cause !== 'action' || changes.name === 'autosizeTexts' || changes.name === 'updateNamedStyles') return;
    for (const widget of [...changes.widgets.created, ...changes.widgets.updated]) if (growsWithText(widget)) pending.add(widget._id);
    // After the step is recorded and every listener (the save queue) has it.
    if (pending.size && !timer) timer = setTimeout(run);
  });
  return () => {
    stop();
    if (timer) clearTimeout(timer);
  };
}

/** Mounted once, by the canvas: watchAutosize for the constructor's editor. */
export function useAutosizeWatcher(): void {
  const editor = useEditor();
  useEffect(() => watchAutosize(editor), [editor]);
}
