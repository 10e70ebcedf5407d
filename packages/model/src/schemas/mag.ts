import { z } from 'zod';
import { canvasConstants } from '../editor-texts/canvas';
import { ecommerceDataSchema, ecommerceTextsSchema } from './ecommerce-data';
import { objectIdSchema } from './ids';
import { pageSchema } from './page';
import { fontSchema, linkStyleSchema, listStyleSchema, paragraphStyleSchema, textStyleSchema } from './text';
import { publicUserSchema, userPermissionsSchema } from './user';
import { viewOptsSchema } from './view-opts';

// Ours: bounds on what one PATCH may store.
const MAX_MAG_TITLE_LENGTH = 500;
const MAX_MAG_DESCRIPTION_LENGTH = 5000;
const MAX_MAG_URI_LENGTH = 100;
const MAX_CODE_INJECTION_LENGTH = 100_000;
const MAX_FONTS = 200;
const MAX_STYLES = 200;

const MAG_URI_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const NUMERIC = /^\d+$/;

/**
 * The mag's path segment in /{user}/{mag}/: a lowercase slug, never purely numeric (viewer-and-project.md §2: a
 * numeric segment is read as the project's numeric id).
 */
export const magUriSchema = z
  .string()
  .min(1)
  .max(MAX_MAG_URI_LENGTH)
  .regex(MAG_URI_PATTERN, { message: 'Use lowercase letters, digits and hyphens' })
  .refine((uri) => !NUMERIC.test(uri), { message: 'A project address cannot be only digits' });

const codeInjectionSchema = z.string().max(MAX_CODE_INJECTION_LENGTH);

/** viewer-and-project.md §3: edit_params. */
export const editParamsSchema = z.strictObject({
  fonts: z.array(fontSchema).max(MAX_FONTS).optional(),
  paragraph_styles: z.array(paragraphStyleSchema).max(MAX_STYLES).optional(),
  link_styles: z.array(linkStyleSchema).max(MAX_STYLES).optional(),
});

/** Ours: a column grid for one viewport (docs/editor.md "Rulers, guides and grid"), page px. */
export const layoutGridSchema = z.strictObject({
  /** Drawn over the canvas and snapped to. */
  visible: z.boolean(),
  columns: z.int().min(1).max(canvasConstants.maxGridColumns),
  gutter: z.number().min(0).max(canvasConstants.maxGridGutterPx),
  margin: z.number().min(0).max(canvasConstants.maxGridMarginPx),
});
export type LayoutGrid = z.infer<typeof layoutGridSchema>;

/** The fields of a mag an author may change with PATCH /api/mag/{id}. */
export const magEditableShape = {
  title: z.string().max(MAX_MAG_TITLE_LENGTH).optional(),
  /** The author left the title empty on purpose (the viewer shows no placeholder). */
  emptyTitle: z.boolean().optional(),
  description: z.string().max(MAX_MAG_DESCRIPTION_LENGTH).optional(),
  uri: magUriSchema.optional(),
  opts: viewOptsSchema.optional(),
  coverPid: objectIdSchema.nullable().optional(),
  master_share_pid: objectIdSchema.nullable().optional(),
  ci_head: codeInjectionSchema.optional(),
  ci_body_top: codeInjectionSchema.optional(),
  ci_body_bottom: codeInjectionSchema.optional(),
  ci_css: codeInjectionSchema.optional(),
  /** The Typekit-style font link; '' removes it. */
  fonts_link: z.union([z.literal(''), z.httpUrl()]).optional(),
  edit_params: editParamsSchema.optional(),
  textStyles: z
    .strictObject({
      project: z.array(textStyleSchema).max(MAX_STYLES).optional(),
      global: z.array(textStyleSchema).max(MAX_STYLES).optional(),
    })
    .optional(),
  /**
   * The project's list styles (widgets-and-authoring.md §3: named list styles exist per project). Ours: the spec names
   * no field for them, so they sit beside textStyles; GET/PUT /api/list-styles/project/{projectId} read and write it.
   */
  list_styles: z.array(listStyleSchema).max(MAX_STYLES).optional(),
  /**
   * ecommerce.md §7: "a project save patch with ecommerce_data (texts) sent from the constructor". Only the texts:
   * provider connection state is the server's to write.
   */
  ecommerce_data: z.strictObject({ texts: ecommerceTextsSchema.optional() }).optional(),
  /** Ours: the project's column grid per viewport, the same on every page (only the constructor uses it). */
  layout_grid: z
    .strictObject({
      default: layoutGridSchema.optional(),
      tablet_portrait: layoutGridSchema.optional(),
      phone_portrait: layoutGridSchema.optional(),
    })
    .optional(),
};

export const magEditableSchema = z.strictObject(magEditableShape);
export type MagEditable = z.infer<typeof magEditableSchema>;

/**
 * PATCH /api/mag/{id} body: the changes plus the revision they were made against (stale → 409). A field given as
 * null is removed (the project settings' undo of a field that was not set before), as for widgets.
 */
export const magPatchBodySchema = z.strictObject({
  ...Object.fromEntries(Object.entries(magEditableShape).map(([name, schema]) => [name, schema.unwrap().nullable().optional()])),
  // viewer-and-project.md §7: with skipChanged the call carries only the changes; the route asks for it otherwise.
  revision: z.int().min(0).optional(),
}) as unknown as z.ZodType<{ [K in keyof MagEditable]?: MagEditable[K] | null } & { revision?: number }>;
export type MagPatchBody = z.infer<typeof magPatchBodySchema>;
/** The project fields of a PATCH: new values, or null for a field to remove. */
export type MagFieldChanges = Omit<MagPatchBody, 'revision'>;

/** viewer-and-project.md §3 "Project (mag)", as the API returns it. */
export const magSchema = z.object({
  ...magEditableShape,
  _id: objectIdSchema,
  num_id: z.int().min(1),
  user: publicUserSchema.extend({ isMe: z.boolean().optional() }),
  pages: z.array(pageSchema).optional(),
  /** ISO 8601 time of the last publication; null when never published. */
  published: z.string().nullable(),
  is_published: z.boolean(),
  is_private: z.boolean(),
  isPrivatePages: z.array(objectIdSchema),
  forbidden: z.boolean().optional(),
  is_suspended: z.boolean(),
  revision: z.int().min(0),
  permissions: userPermissionsSchema,
  ecommerce_data: ecommerceDataSchema.optional(),
  socket_hash: z.string().optional(),
  created: z.string(),
  updated: z.string(),
  schemaVersion: z.int().min(1),
});
export type Mag = z.infer<typeof magSchema>;
