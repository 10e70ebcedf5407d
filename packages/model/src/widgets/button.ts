import { z } from 'zod';
import { hexColorSchema, opacitySchema } from '../schemas/color';
import { fontFamilySchema, fontStyleSchema, fontWeightSchema } from '../schemas/text';
import { resourceUrlSchema } from '../schemas/url';
import { defineWidgetKind, type FieldShape } from './common';

// Ours: a button label is a few words.
const MAX_BUTTON_TEXT_LENGTH = 500;

const lengthSchema = z.number().min(0);

/**
 * The styles of one button state, spelt as CSS properties (widgets-and-authoring.md §3 "Button widget"). A
 * colour's "(+opacity)" is its own field `<colour field>-opacity`, as the cart widget's bar-color-opacity.
 */
const buttonStateStyleFields = {
  'background-color': hexColorSchema.optional(),
  'background-color-opacity': opacitySchema.optional(),
  'border-radius': lengthSchema.optional(),
  'border-width': lengthSchema.optional(),
  'border-color': hexColorSchema.optional(),
  'border-color-opacity': opacitySchema.optional(),
  'font-family': fontFamilySchema.optional(),
  'font-weight': fontWeightSchema.optional(),
  'font-style': fontStyleSchema.optional(),
  'font-size': z.number().positive().optional(),
  color: hexColorSchema.optional(),
  'color-opacity': opacitySchema.optional(),
  'letter-spacing': z.number().optional(),
};

type Prefixed<P extends string, S extends FieldShape> = { [K in keyof S & string as `${P}${K}`]: S[K] };

function prefixed<P extends string, S extends FieldShape>(prefix: P, fields: S): Prefixed<P, S> {
  // Object.fromEntries forgets the key names that Prefixed spells out.
  return Object.fromEntries(Object.entries(fields).map(([name, schema]) => [`${prefix}${name}`, schema])) as Prefixed<
    P,
    S
  >;
}

/** widgets-and-authoring.md §3 "Button widget" (clickLink is a common field). */
export const buttonWidgetFields = {
  tp: z.enum(['text', 'icon', 'text_and_icon']).optional(),
  form: z.enum(['circle', 'rectangle']).optional(),
  text: z.string().max(MAX_BUTTON_TEXT_LENGTH).optional(),
  text_w: lengthSchema.optional(),
  text_h: lengthSchema.optional(),
  icon_w: lengthSchema.optional(),
  icon_h: lengthSchema.optional(),
  icon_pos: z.enum(['left', 'right']).optional(),
  ...buttonStateStyleFields,
  ...prefixed('hover-', buttonStateStyleFields),
  ...prefixed('current-', buttonStateStyleFields),
  /** Seconds; the misspelling is the stored field name (widgets-and-authoring.md §3). */
  'hover-tansition-duration': z.number().min(0).optional(),
  'hover-cursor': z.enum(['pointer', 'default']).optional(),
  /** Animate the change between states. */
  transition: z.boolean().optional(),
  icon_url: resourceUrlSchema.optional(),
  icon_2x_url: resourceUrlSchema.optional(),
  hover_icon_url: resourceUrlSchema.optional(),
  hover_icon_2x_url: resourceUrlSchema.optional(),
};

export const buttonWidgetSchema = defineWidgetKind('button', buttonWidgetFields);
export type ButtonWidget = z.infer<typeof buttonWidgetSchema>;
