import { z } from 'zod';
import { textV2Schema, textV3Schema } from '../schemas/text';
import { defineWidgetKind } from './common';

// One kind 'text' with two stored formats, told apart by `version` (widgets-and-authoring.md §3): v2 holds HTML,
// v3 holds blocks. `version` is required and fixed: it is not overridable per viewport.
const { version: v2Version, ...textV2Fields } = textV2Schema.shape;
const { version: v3Version, ...textV3Fields } = textV3Schema.shape;

export const textV2WidgetSchema = defineWidgetKind('text', textV2Fields, { version: v2Version });
export const textV3WidgetSchema = defineWidgetKind('text', textV3Fields, { version: v3Version });

export const textWidgetSchema = z.discriminatedUnion('version', [textV2WidgetSchema, textV3WidgetSchema]);
export type TextV2Widget = z.infer<typeof textV2WidgetSchema>;
export type TextV3Widget = z.infer<typeof textV3WidgetSchema>;
export type TextWidget = z.infer<typeof textWidgetSchema>;
