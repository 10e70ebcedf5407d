import { z } from 'zod';
import { maxPageHeight, viewportNames } from '../viewports';
import { widgetSchema } from '../widgets/registry';
import { canvasConstants } from '../editor-texts/canvas';
import { objectIdSchema } from './ids';
import { resourceUrlSchema } from './url';

// viewer-and-project.md §9: tweet max length 116 characters.
const MAX_TWEET_LENGTH = 116;
// Ours: bounds on page texts (search engines show about 60 and 160 characters; we keep room).
const MAX_PAGE_URI_LENGTH = 200;
const MAX_PAGE_TITLE_LENGTH = 500;
const MAX_SEO_TITLE_LENGTH = 500;
const MAX_SEO_DESCRIPTION_LENGTH = 2000;
const MAX_SEO_KEYWORDS_LENGTH = 1000;
const MAX_SHARE_DESCRIPTION_LENGTH = 2000;

const URI_SEGMENT = '[a-z0-9]+(?:-[a-z0-9]+)*';
const PAGE_URI_PATTERN = new RegExp(`^${URI_SEGMENT}(?:/${URI_SEGMENT})*$`);
const NUMERIC = /^\d+$/;
// viewer-and-project.md §2: '…/num/{n}/' opens a page by number and 'preview/' follows the mag in preview, so a
// page uri starting with either segment could never be reached.
const RESERVED_FIRST_SEGMENTS = new Set(['num', 'preview']);

/**
 * A page's custom address (viewer-and-project.md §2): lowercase letters, digits and hyphens, with slashes between
 * segments of a nested uri. Never purely numeric — page paths fall back to page numbers, so '3' would be ambiguous.
 */
export const pageUriSchema = z
  .string()
  .min(1)
  .max(MAX_PAGE_URI_LENGTH)
  .regex(PAGE_URI_PATTERN, { message: 'Use lowercase letters, digits and hyphens, with / between parts' })
  .refine((uri) => !NUMERIC.test(uri), { message: 'A page address cannot be only digits' })
  .refine((uri) => !RESERVED_FIRST_SEGMENTS.has(uri.split('/')[0] ?? ''), {
    message: "A page address cannot start with 'num' or 'preview'",
  });

const pageHeightSchema = z.number().positive().max(maxPageHeight);

const guidePositionSchema = z.number().min(-canvasConstants.guideReachPx).max(maxPageHeight + canvasConstants.guideReachPx);
const guideListSchema = z.array(guidePositionSchema).max(canvasConstants.maxGuidesPerAxis);

/**
 * Ours: the author's guides on a page in one viewport (docs/editor.md "Rulers, guides and grid"), page px: `x` holds
 * vertical guides (x = position), `y` horizontal ones. Only the constructor draws and snaps to them.
 */
export const pageGuidesSchema = z.strictObject({ x: guideListSchema.optional(), y: guideListSchema.optional() });
export type PageGuides = z.infer<typeof pageGuidesSchema>;

/** viewer-and-project.md §3 "Page": per-viewport versions of the page. */
export const pageViewportSettingsSchema = z.strictObject({
  enabled: z.boolean().optional(),
  height: pageHeightSchema.optional(),
  guides: pageGuidesSchema.optional(),
});

/** The page fields an author may change (PATCH bodies). Strict: unknown fields are refused. */
export const pageEditableShape = {
  /** null clears the custom address (the page falls back to its number). */
  uri: pageUriSchema.nullable().optional(),
  title: z.string().max(MAX_PAGE_TITLE_LENGTH).optional(),
  width: z.number().positive().optional(),
  height: pageHeightSchema.optional(),
  pageHeight: pageHeightSchema.optional(),
  /** The page scales to the window width (rather than keeping its designed width). */
  scale: z.boolean().optional(),
  /** The viewport this page record was designed in. */
  pageViewport: z.enum(viewportNames).optional(),
  seo: z
    .strictObject({
      title: z.string().max(MAX_SEO_TITLE_LENGTH).optional(),
      description: z.string().max(MAX_SEO_DESCRIPTION_LENGTH).optional(),
      keywords: z.string().max(MAX_SEO_KEYWORDS_LENGTH).optional(),
    })
    .optional(),
  custom_shares: z
    .strictObject({
      title: z.string().max(MAX_SEO_TITLE_LENGTH).optional(),
      description: z.string().max(MAX_SHARE_DESCRIPTION_LENGTH).optional(),
      tweet: z.string().max(MAX_TWEET_LENGTH, { message: `A tweet holds at most ${MAX_TWEET_LENGTH} characters` }).optional(),
      image: resourceUrlSchema.optional(),
    })
    .optional(),
  screenshot: resourceUrlSchema.optional(),
  viewport_tablet_portrait: pageViewportSettingsSchema.optional(),
  viewport_phone_portrait: pageViewportSettingsSchema.optional(),
  /** Ours: the guides at the default viewport (other viewports keep theirs in `viewport_<name>.guides`). */
  guides: pageGuidesSchema.optional(),
};

export const pageEditableSchema = z.strictObject(pageEditableShape);
export type PageEditable = z.infer<typeof pageEditableSchema>;

/** viewer-and-project.md §3 "Page", as the API returns it. */
export const pageSchema = z.object({
  ...pageEditableShape,
  _id: objectIdSchema,
  /** 1-based position in the project. */
  num: z.int().min(1),
  /** The page's numeric id, as in /p{num_id}/. */
  num_id: z.int().min(1),
  /** The path the viewer uses for this page (empty for page 1). */
  pagePath: z.string().optional(),
  /** Number shown in the menu for nested pages, e.g. '2.1'. */
  pageNestedNum: z.string().optional(),
  /** Password-protected and not unlocked: widgets are withheld. */
  unauthorized: z.boolean().optional(),
  wids: z.array(widgetSchema).optional(),
});
export type Page = z.infer<typeof pageSchema>;
