import { z } from 'zod';
import { defineWidgetKind } from './common';

// Ours: bounds on one form.
const MAX_FORM_FIELDS = 50;
const MAX_FIELD_ID_LENGTH = 64;
const MAX_LABEL_LENGTH = 500;
const MAX_OPTIONS = 100;
const MAX_MESSAGE_LENGTH = 1000;

export const formFieldKindSchema = z.enum(['text', 'email', 'textarea', 'checkbox', 'select']);

export const formFieldSchema = z.strictObject({
  id: z.string().min(1).max(MAX_FIELD_ID_LENGTH),
  kind: formFieldKindSchema,
  label: z.string().max(MAX_LABEL_LENGTH).optional(),
  required: z.boolean().optional(),
  /** The choices of a select field. */
  options: z.array(z.string().max(MAX_LABEL_LENGTH)).max(MAX_OPTIONS).optional(),
});
export type FormField = z.infer<typeof formFieldSchema>;

/** Form: fields not shown in the spec; a list of inputs, a submit button label and a thank-you message. */
export const formWidgetFields = {
  fields: z.array(formFieldSchema).max(MAX_FORM_FIELDS).optional(),
  submit_label: z.string().max(MAX_LABEL_LENGTH).optional(),
  success_message: z.string().max(MAX_MESSAGE_LENGTH).optional(),
};

export const formWidgetSchema = defineWidgetKind('form', formWidgetFields);
export type FormWidget = z.infer<typeof formWidgetSchema>;
