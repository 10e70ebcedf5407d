import { z } from 'zod';
import { animationSchema } from '../schemas/animation';
import { objectIdSchema } from '../schemas/ids';
import { linkHrefSchema } from '../schemas/url';
import { layersTexts } from '../editor-texts/layers';
import { layersConstants } from '../layers';

// Ours: bounds on one widget's lists.
const MAX_ANIMATIONS = 20;

/** Any zod schema keyed by field name: the fields of a widget kind. */
export type FieldShape = Record<string, z.ZodType>;

/** widgets-and-authoring.md §1: a widget fixed to the screen is pinned to one of nine anchor points. */
export const fixedPositionSchema = z.enum(['tl', 't', 'tr', 'l', 'c', 'r', 'bl', 'b', 'br']);

export const stickedSchema = z.strictObject({
  left: z.boolean().optional(),
  right: z.boolean().optional(),
  top: z.boolean().optional(),
  bottom: z.boolean().optional(),
});

/**
 * The layout fields of widgets-and-authoring.md §1 that a viewport may override: where and how big a widget is,
 * how it sticks to the page and how it moves.
 */
export const widgetLayoutShape = {
  x: z.number(),
  y: z.number(),
  w: z.number().min(0),
  h: z.number().min(0),
  angle: z.number().optional(),
  flip_h: z.boolean().optional(),
  flip_v: z.boolean().optional(),
  /** Pinned to the screen at this anchor; false (or absent) scrolls with the page. */
  fixed_position: z.union([z.literal(false), fixedPositionSchema]).optional(),
  is_full_width: z.boolean().optional(),
  is_full_height: z.boolean().optional(),
  full_width_margin: z.number().optional(),
  full_height_margin: z.number().optional(),
  sticked: stickedSchema.optional(),
  sticked_margin: z.number().optional(),
  animation: z.array(animationSchema).max(MAX_ANIMATIONS).optional(),
};

/**
 * widgets-and-authoring.md §1: the common widget fields. Required: the identity (_id, pid), the type and the
 * geometry (x, y, w, h); everything else is optional. A widget always has its id — the editor mints it with
 * newObjectId (so undo and animation triggers can refer to it at once) and the server fills a missing one in
 * before validating.
 */
export const widgetCommonShape = {
  _id: objectIdSchema,
  pid: objectIdSchema,
  ...widgetLayoutShape,
  z: z.int().optional(),
  hidden: z.boolean().optional(),
  /** Ours (editor): a locked widget is not moved, resized or caught by a marquee; it can still be clicked. */
  locked: z.boolean().optional(),
  /**
   * Ours (editor): the author's name for the widget, shown in the layers panel (one for every viewport). Not `name`:
   * a slideshow's `name` is what screen readers announce to visitors.
   */
  layer_name: z
    .string()
    .max(layersConstants.widgetNameMaxLength, { message: layersTexts.nameTooLong(layersConstants.widgetNameMaxLength) })
    .optional(),
  is_global: z.boolean().optional(),
  is_above: z.boolean().optional(),
  clickLink: linkHrefSchema.optional(),
  clickTarget: z.enum(['_self', '_blank']).optional(),
  anchor_link_pos: z.number().optional(),
  /** ISO 8601 date-time after which the widget is not created outside preview; null never expires. */
  expiry: z.iso.datetime({ offset: true }).nullable().optional(),
};

// viewer-and-project.md §3: "Per-viewport unique fields: hidden and z, stored per page id with a default entry".
const PER_PAGE_KEY_PATTERN = /^(?:default|[0-9a-f]{24})$/;

/** A value per page id, plus the `default` entry used on pages without their own: { default: v, [pageId]: v }. */
export function perPageValueSchema<T extends z.ZodType>(value: T) {
  return z.record(
    z.string().regex(PER_PAGE_KEY_PATTERN, { message: "Expected a page id or 'default'" }),
    value,
  );
}

export const viewportOverrideFields = ['viewport_phone_portrait', 'viewport_tablet_portrait'] as const;
export type ViewportOverrideField = (typeof viewportOverrideFields)[number];

type WithoutDefault<S extends z.ZodType> = S extends z.ZodDefault<infer Inner extends z.ZodType> ? Inner : S;
type OptionalFields<F extends FieldShape> = { [K in keyof F]: z.ZodOptional<WithoutDefault<F[K]>> };

/**
 * Every field optional and defaults removed: an override names only what differs in its viewport; a default
 * filled in here would silently win over the base widget's value.
 */
export function optionalWithoutDefaults<F extends FieldShape>(fields: F): OptionalFields<F> {
  const optional: Record<string, z.ZodType> = {};
  for (const [name, schema] of Object.entries(fields)) {
    const inner = schema instanceof z.ZodDefault ? (schema.unwrap() as z.ZodType) : schema;
    optional[name] = inner.optional();
  }
  // Object.entries forgets the per-field types that OptionalFields spells out.
  return optional as OptionalFields<F>;
}

const perViewportUniqueShape = {
  hidden: perPageValueSchema(z.boolean()).optional(),
  z: perPageValueSchema(z.int()).optional(),
};

/** The override of one viewport for a kind: its geometry and kind fields, all optional; hidden and z per page. */
export function viewportOverrideSchema<F extends FieldShape>(kindFields: F) {
  return z.strictObject({
    ...optionalWithoutDefaults(widgetLayoutShape),
    ...optionalWithoutDefaults(kindFields),
    ...perViewportUniqueShape,
  });
}

/**
 * The strict schema of one widget kind: common fields, `type: kind`, fixed fields (not overridable per viewport,
 * such as a text's version), the kind's own fields and the per-viewport overrides.
 */
export function defineWidgetKind<T extends string, F extends FieldShape, D extends FieldShape = Record<never, never>>(
  type: T,
  kindFields: F,
  fixedFields?: D,
) {
  const override = viewportOverrideSchema(kindFields).optional();
  return z.strictObject({
    ...widgetCommonShape,
    type: z.literal(type),
    // Without fixed fields D is the empty shape, which {} is.
    ...(fixedFields ?? ({} as D)),
    ...kindFields,
    viewport_phone_portrait: override,
    viewport_tablet_portrait: override,
  });
}
