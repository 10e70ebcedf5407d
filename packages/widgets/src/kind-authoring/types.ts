import type { JSX } from 'react';
import type { KindGroup, Widget, WidgetInput, WidgetType } from '@folio/model';
import type { CornerFields } from './field-checks';
import type { SectionDescription, WidgetRecord } from './fields';

/** The page a widget is added to, in page px (the viewport's width, the page's height there). */
export interface PageSize {
  width: number;
  height: number;
}

/** A widget's box on its page (page px). */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** A widget as the add menu makes it: checked and completed by the editor's createWidgets (id, page, z). */
export type NewWidget = DistributiveOmit<WidgetInput, '_id' | 'pid'> & { _id?: string; pid?: string };

export interface PictogramProps {
  /** Drawn this many px square (default: the 20 px grid it is drawn on). */
  size?: number;
}

/** What a new widget of the kind is made from: its box (centred where it lands, on the page) and a random source. */
export interface NewWidgetContext {
  page: PageSize;
  random: () => number;
}

/**
 * Everything the constructor knows of one widget kind beside its view (docs/editor-properties.md "Kinds"): its
 * name, group and pictogram in the add menu, layers and menus; the size and look of a new one; its properties
 * panel; and when it is still empty (its canvas placeholder).
 */
export interface KindAuthoring<T extends WidgetType = WidgetType> {
  type: T;
  label: string;
  group: KindGroup;
  Pictogram: (props: PictogramProps) => JSX.Element;
  /** A new widget's size on this page (page px), never wider or taller than the page. */
  defaultSize(page: PageSize): { w: number; h: number };
  /** A new widget in `box` with the look a blank widget of the kind needs to be seen and used. */
  newWidget(box: Box, context: NewWidgetContext): NewWidget;
  /** The panel's sections of the kind's own fields (between Layout and Page). */
  sections: readonly SectionDescription[];
  /** Where the kind keeps its corner radii, when it has them. */
  corners?: CornerFields;
  /** An empty media widget: the viewer draws nothing, the canvas a placeholder saying how to fill it. */
  isEmpty?(widget: Widget | WidgetRecord): boolean;
  /** The placeholder's words (with isEmpty). */
  placeholder?: string;
}
