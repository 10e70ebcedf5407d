import { z } from 'zod';
import { addtocartWidgetSchema } from './addtocart';
import { audioWidgetSchema } from './audio';
import { backgroundWidgetSchema } from './background';
import { buttonWidgetSchema } from './button';
import { ecommercecartWidgetSchema } from './ecommercecart';
import { facebookWidgetSchema } from './facebook';
import { formWidgetSchema } from './form';
import { gmapsWidgetSchema } from './gmaps';
import { hotspotWidgetSchema } from './hotspot';
import { iframeWidgetSchema } from './iframe';
import { pictureWidgetSchema } from './picture';
import { rmfooterWidgetSchema } from './rmfooter';
import { rmheaderWidgetSchema } from './rmheader';
import { shapeWidgetSchema } from './shape';
import { shotsWidgetSchema } from './shots';
import { slideshowWidgetSchema } from './slideshow';
import { textWidgetSchema } from './text';
import { twitterWidgetSchema } from './twitter';
import { videoWidgetSchema } from './video';

/**
 * Every widget kind, once. Adding a kind: one file in this folder and one line here.
 * viewer-and-project.md §3: background, button, picture, shape and text are always loaded; the rest on demand.
 */
export const widgetKinds = [
  { type: 'background', schema: backgroundWidgetSchema, alwaysLoaded: true },
  { type: 'button', schema: buttonWidgetSchema, alwaysLoaded: true },
  { type: 'picture', schema: pictureWidgetSchema, alwaysLoaded: true },
  { type: 'shape', schema: shapeWidgetSchema, alwaysLoaded: true },
  { type: 'text', schema: textWidgetSchema, alwaysLoaded: true },
  { type: 'addtocart', schema: addtocartWidgetSchema, alwaysLoaded: false },
  { type: 'audio', schema: audioWidgetSchema, alwaysLoaded: false },
  { type: 'ecommercecart', schema: ecommercecartWidgetSchema, alwaysLoaded: false },
  { type: 'facebook', schema: facebookWidgetSchema, alwaysLoaded: false },
  { type: 'form', schema: formWidgetSchema, alwaysLoaded: false },
  { type: 'gmaps', schema: gmapsWidgetSchema, alwaysLoaded: false },
  { type: 'hotspot', schema: hotspotWidgetSchema, alwaysLoaded: false },
  { type: 'iframe', schema: iframeWidgetSchema, alwaysLoaded: false },
  { type: 'slideshow', schema: slideshowWidgetSchema, alwaysLoaded: false },
  { type: 'twitter', schema: twitterWidgetSchema, alwaysLoaded: false },
  { type: 'video', schema: videoWidgetSchema, alwaysLoaded: false },
  { type: 'rmheader', schema: rmheaderWidgetSchema, alwaysLoaded: false },
  { type: 'rmfooter', schema: rmfooterWidgetSchema, alwaysLoaded: false },
  { type: 'shots', schema: shotsWidgetSchema, alwaysLoaded: false },
] as const;

type WidgetKindEntry = (typeof widgetKinds)[number];
type WidgetKindSchema = WidgetKindEntry['schema'];

/** Any widget, checked by its `type` (and, for text, its `version`). Unknown fields are refused at every level. */
export const widgetSchema = z.discriminatedUnion(
  'type',
  // The registry is a non-empty list of discriminable schemas; map() only forgets that it is non-empty.
  widgetKinds.map((kind) => kind.schema) as unknown as [WidgetKindSchema, ...WidgetKindSchema[]],
);

export type Widget = z.infer<typeof widgetSchema>;
/** A widget as a body may spell it: fields with defaults may be left out. */
export type WidgetInput = z.input<typeof widgetSchema>;
export type WidgetType = WidgetKindEntry['type'];
export type WidgetOfType<T extends WidgetType> = Extract<Widget, { type: T }>;

export const widgetTypes: readonly WidgetType[] = widgetKinds.map((kind) => kind.type);
export const alwaysLoadedWidgetTypes: readonly WidgetType[] = widgetKinds
  .filter((kind) => kind.alwaysLoaded)
  .map((kind) => kind.type);
export const onDemandWidgetTypes: readonly WidgetType[] = widgetKinds
  .filter((kind) => !kind.alwaysLoaded)
  .map((kind) => kind.type);

export function isWidgetType(value: unknown): value is WidgetType {
  return typeof value === 'string' && (widgetTypes as readonly string[]).includes(value);
}
