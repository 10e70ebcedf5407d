import { z } from 'zod';
import {
  defaultLinkStyle,
  defaultTextStyles,
  linkStyleSchema,
  listStyleSchema,
  textStyleSchema,
  type LinkStyle,
  type ListStyle,
  type TextStyle,
} from './text';

// widgets-and-authoring.md §3: "Named text, link and list styles exist per project and globally"; §7: they are
// read and saved whole with GET and PUT /api/{text|link|list}-styles/{global/{userId} | project/{projectId}}, PUT
// body {styles}. The bound is ours, the same as a project's own style lists (mag.ts).
const MAX_NAMED_STYLES = 200;

/** The kinds of named style, as they appear in the calls' paths. */
export const namedStyleKinds = ['text-styles', 'link-styles', 'list-styles'] as const;
export type NamedStyleKind = (typeof namedStyleKinds)[number];

/** Where a list of named styles lives: one project's, or an author's own for all their projects. */
export const namedStyleScopes = ['project', 'global'] as const;
export type NamedStyleScope = (typeof namedStyleScopes)[number];

/** Texts refer to a style by its name (blocksMeta.data.textStyle, a link's linkStyle), so names are unique in a list. */
function uniqueNames<T extends { name: string }>(item: z.ZodType<T>) {
  return z
    .array(item)
    .max(MAX_NAMED_STYLES)
    .superRefine((styles, context) => {
      const seen = new Set<string>();
      styles.forEach((style, index) => {
        if (seen.has(style.name)) {
          context.addIssue({ code: 'custom', message: `Another style is already named ${style.name}`, path: [index, 'name'] });
        }
        seen.add(style.name);
      });
    });
}

export const textStylesBodySchema = z.strictObject({ styles: uniqueNames(textStyleSchema) });
export const linkStylesBodySchema = z.strictObject({ styles: uniqueNames(linkStyleSchema) });
export const listStylesBodySchema = z.strictObject({ styles: uniqueNames(listStyleSchema) });

/** The PUT body of each kind. */
export const namedStylesBodySchemas = {
  'text-styles': textStylesBodySchema,
  'link-styles': linkStylesBodySchema,
  'list-styles': listStylesBodySchema,
} as const;

/** widgets-and-authoring.md §3: the list style of a new project, 'List item'. */
export const defaultListStyles: readonly ListStyle[] = Object.freeze([listStyleSchema.parse({})]);

/** What GET answers where nothing was saved yet: the defaults of widgets-and-authoring.md §3, per kind. */
export function defaultNamedStyles(kind: 'text-styles'): TextStyle[];
export function defaultNamedStyles(kind: 'link-styles'): LinkStyle[];
export function defaultNamedStyles(kind: 'list-styles'): ListStyle[];
export function defaultNamedStyles(kind: NamedStyleKind): (TextStyle | LinkStyle | ListStyle)[];
export function defaultNamedStyles(kind: NamedStyleKind): (TextStyle | LinkStyle | ListStyle)[] {
  // Copies: the defaults are frozen and a caller may change what it gets.
  const defaults: Record<NamedStyleKind, readonly (TextStyle | LinkStyle | ListStyle)[]> = {
    'text-styles': defaultTextStyles,
    'link-styles': [defaultLinkStyle],
    'list-styles': defaultListStyles,
  };
  return structuredClone([...defaults[kind]]);
}
