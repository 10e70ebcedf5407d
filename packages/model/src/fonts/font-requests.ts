// The bodies and answers of the font calls (widgets-and-authoring.md §7: POST /api/font-features, POST multipart
// /api/upload/font, POST /api/custom-font, GET and PUT /api/custom-font/{id}); docs/api.md "Fonts". The server
// validates with these schemas, the editor reads the answers' types.
import { z } from 'zod';
import { fontServerConstants } from '../constants';
import { objectIdSchema } from '../schemas/ids';
import { fontFamilySchema, fontStyleSchema, fontVariationCodeSchema, fontWeightSchema, type FontVariationCode } from '../schemas/text';
import type { FontAxis } from './library';

// Ours: the longest address a font call reads (a Google-style stylesheet of 22 families fits).
const MAX_FONT_URL_LENGTH = 4096;

/**
 * POST /api/font-features: one font to read, named by exactly one of font (a library family, with weight and style),
 * url (one of Folio's own /api/fonts/ addresses), customFontId (one of the author's fonts) or systemFont.
 */
export const fontFeaturesRequestSchema = z.strictObject({
  font: fontFamilySchema.optional().describe('A library family, e.g. Roboto'),
  weight: fontWeightSchema.optional().describe('With font: the weight drawn (400 unless given)'),
  style: fontStyleSchema.optional().describe('With font: normal (default) or italic'),
  url: z.string().min(1).max(MAX_FONT_URL_LENGTH).optional().describe("One of Folio's own font addresses: /api/fonts/css?…, /api/fonts/files/…, /api/fonts/custom/{id}.css"),
  customFontId: objectIdSchema.optional().describe("One of the author's custom fonts"),
  systemFont: fontFamilySchema.optional().describe('A font of the visitor’s system, e.g. Georgia (no file here: 422)'),
});
export type FontFeaturesRequest = z.infer<typeof fontFeaturesRequestSchema>;

export interface FontFeaturesAnswer {
  family: string;
  /** The GSUB / GPOS feature tags the font really has (liga, ss01, onum, tnum, smcp …), sorted. */
  features: string[];
  axes: FontAxis[];
  /** The characters it draws: how many, and as a CSS unicode-range. */
  characters: { count: number; ranges: string };
  /** Its faces as n1…n9 / i1…i9. */
  variations: FontVariationCode[];
}

const customFontName = z.string().trim().min(1).max(fontServerConstants.maxFontNameLength);

/** PUT /api/custom-font/{id}: rename (the CSS family name stays, so texts that use the font keep it). */
export const customFontRenameSchema = z.strictObject({ name: customFontName });

/** POST /api/custom-font: name a font just uploaded (the second step of an upload). */
export const customFontNameSchema = z.strictObject({ _id: objectIdSchema, name: customFontName });

/** A custom font as the API answers it. */
export const customFontSchema = z.object({
  _id: z.string(),
  name: z.string().describe('The author’s name for it'),
  css_name: z.string().describe('The CSS family name its stylesheet declares'),
  css_url: z.string().describe('/api/fonts/custom/{id}.css'),
  file_url: z.string().describe('/api/fonts/custom/{id}.woff2'),
  family: z.string().describe('The family name the font file gives itself'),
  weight: z.number(),
  style: fontStyleSchema,
  variations: z.array(fontVariationCodeSchema),
  format: z.enum(['ttf', 'otf', 'woff', 'woff2']).describe('What was uploaded (served as WOFF2)'),
  bytes: z.number().int().describe('Size of the WOFF2 served'),
  created: z.string(),
});
export type CustomFontRecord = z.infer<typeof customFontSchema>;
