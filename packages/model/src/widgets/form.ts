import { z } from 'zod';
import { formConstants } from '../constants';
import { limitMessages } from '../messages';
import { defineWidgetKind } from './common';

// Ours: bounds on one form (formConstants), each refusal naming its limit.
const { fieldsMax, optionsPerFieldMax, optionsPerWidgetMax, fieldIdMaxLength, labelMaxLength, messageMaxLength } = formConstants;
const labelSchema = z.string().max(labelMaxLength, { message: limitMessages.formLabelTooLong(labelMaxLength) });

export const formFieldKindSchema = z.enum(['text', 'email', 'textarea', 'checkbox', 'select']);

export const formFieldSchema = z.strictObject({
  id: z.string().min(1).max(fieldIdMaxLength, { message: limitMessages.formFieldIdTooLong(fieldIdMaxLength) }),
  kind: formFieldKindSchema,
  label: labelSchema.optional(),
  required: z.boolean().optional(),
  /** The choices of a select field. */
  options: z.array(labelSchema).max(optionsPerFieldMax, { message: limitMessages.formTooManyFieldOptions(optionsPerFieldMax) }).optional(),
});
export type FormField = z.infer<typeof formFieldSchema>;

/** Form: fields not shown in the spec; a list of inputs, a submit button label and a thank-you message. */
export const formWidgetFields = {
  fields: z.array(formFieldSchema).max(fieldsMax, { message: limitMessages.formTooManyFields(fieldsMax) }).optional(),
  submit_label: labelSchema.optional(),
  success_message: z.string().max(messageMaxLength, { message: limitMessages.formMessageTooLong(messageMaxLength) }).optional(),
};

const optionCount = (fields: readonly FormField[] | undefined) => (fields ?? []).reduce((sum, field) => sum + (field.options?.length ?? 0), 0);

/** The options of a form's fields, its viewport variants' included: each variant is drawn with its own list. */
export function formOptionCount(form: { fields?: FormField[] | undefined; viewport_phone_portrait?: { fields?: FormField[] | undefined } | undefined; viewport_tablet_portrait?: { fields?: FormField[] | undefined } | undefined }): number {
  return optionCount(form.fields) + optionCount(form.viewport_phone_portrait?.fields) + optionCount(form.viewport_tablet_portrait?.fields);
}

export const formWidgetSchema = defineWidgetKind('form', formWidgetFields).superRefine((form, context) => {
  if (formOptionCount(form) > optionsPerWidgetMax) {
    context.addIssue({
      code: 'too_big',
      origin: 'array',
      maximum: optionsPerWidgetMax,
      inclusive: true,
      path: ['fields'],
      input: form.fields,
      message: limitMessages.formTooManyOptions(optionsPerWidgetMax),
    });
  }
});
export type FormWidget = z.infer<typeof formWidgetSchema>;
