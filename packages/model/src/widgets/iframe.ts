import { z } from 'zod';
import { resourceUrlSchema } from '../schemas/url';
import { defineWidgetKind } from './common';

// Ours: the same bound as the project's code injection fields.
const MAX_EMBED_CODE_LENGTH = 100_000;

/**
 * widgets-and-authoring.md §9: the embed classifier's categories; anything else is treated as code injection
 * ('code').
 */
export const embedKindSchema = z.enum([
  'instagram',
  'pinterest',
  'facebookvideo',
  'readymag',
  'ecommerce',
  'gdpr',
  'video',
  'iframe',
  'code',
]);
export type EmbedKind = z.infer<typeof embedKindSchema>;

/** Iframe / embed: fields not shown in the spec; pasted embed code or a page address, and what it was classified as. */
export const iframeWidgetFields = {
  code: z.string().max(MAX_EMBED_CODE_LENGTH).optional(),
  url: resourceUrlSchema.optional(),
  kind: embedKindSchema.optional(),
};

export const iframeWidgetSchema = defineWidgetKind('iframe', iframeWidgetFields);
export type IframeWidget = z.infer<typeof iframeWidgetSchema>;
