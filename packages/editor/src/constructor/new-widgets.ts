import { kindConstants, type ViewportName, type WidgetType } from '@folio/model';
import { kindAuthoring } from '@folio/widgets/authoring';
import type { NewWidget, PageSize, Point } from '../core';

/**
 * A new widget of a kind, as the add menu makes it: its kind's size for this page (@folio/widgets/authoring),
 * centred on `center` and kept on the page, with the look its kind gives a blank one (a filled shape, a labelled
 * button, a text with a sample quote, a form with its fields). The editor's createWidgets checks it with the
 * model's schema and puts it on top.
 */
export function newWidget(type: WidgetType, page: PageSize, center: Point, random: () => number = Math.random): NewWidget {
  const kind = kindAuthoring(type);
  const { w, h } = kind.defaultSize(page);
  const x = Math.round(Math.min(Math.max(center.x - w / 2, 0), Math.max(0, page.width - w)));
  const y = Math.round(Math.min(Math.max(center.y - h / 2, 0), Math.max(0, page.height - h)));
  return kind.newWidget({ x, y, w, h }, { page, random }) as NewWidget;
}

/** The middle of the part of the page the canvas shows (page px). */
export function visibleCenter(page: PageSize, { zoom, pan }: { zoom: number; pan: Point }, screen: { width: number; height: number }): Point {
  const left = Math.max(0, pan.x);
  const right = Math.min(screen.width, pan.x + page.width * zoom);
  const top = Math.max(0, pan.y);
  const bottom = Math.min(screen.height, pan.y + page.height * zoom);
  const x = right > left ? ((left + right) / 2 - pan.x) / zoom : page.width / 2;
  const y = bottom > top ? ((top + bottom) / 2 - pan.y) / zoom : page.height / 2;
  return { x, y };
}

/** What the canvas shows when a widget is added: which page in which viewport, zoomed and panned how. */
export interface CanvasView {
  pageId: string;
  viewport: ViewportName;
  zoom: number;
  pan: Point;
}

/** The last widget the add menu placed: in which view, and how many steps from the visible middle. */
export interface LastLanding {
  view: CanvasView;
  step: number;
}

const sameView = (a: CanvasView, b: CanvasView) => a.pageId === b.pageId && a.viewport === b.viewport && a.zoom === b.zoom && a.pan.x === b.pan.x && a.pan.y === b.pan.y;

/**
 * Where the next new widget lands: the middle of the visible page, or — while the view stays as it was when the
 * last one was added — kindConstants.placementStepPx further right and down than that one, so widgets added in a
 * row never hide each other. A moved, zoomed or other page starts again at the middle, and so does a cascade
 * after placementStepsMax steps (it would walk out of the view).
 */
export function landingPoint(center: Point, view: CanvasView, last: LastLanding | undefined): { point: Point; landing: LastLanding } {
  const step = last && sameView(last.view, view) ? (last.step + 1) % (kindConstants.placementStepsMax + 1) : 0;
  const offset = step * kindConstants.placementStepPx;
  return { point: { x: center.x + offset, y: center.y + offset }, landing: { view: { ...view, pan: { ...view.pan } }, step } };
}
