import { z } from 'zod';
import { objectIdSchema } from './ids';
import { authorLinksSchema } from '../author-profile';

// RFC 5321: an address longer than 254 characters cannot be delivered.
const MAX_EMAIL_LENGTH = 254;
const MIN_PASSWORD_LENGTH = 8;
// Bounds the work of hashing a password sent by a stranger.
const MAX_PASSWORD_LENGTH = 200;
const MAX_NAME_LENGTH = 80;
// Keeps /{user}/{mag}/ addresses readable; the server may append -2, -3… after this.
const MAX_USER_URI_BASE_LENGTH = 60;
// Room for the uniqueness suffix.
const MAX_USER_URI_LENGTH = MAX_USER_URI_BASE_LENGTH + 10;
const USER_URI_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const FALLBACK_USER_URI = 'user';

/** Trimmed and lowercased before it is checked, so ' Ann@Example.com ' signs in as ann@example.com. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(MAX_EMAIL_LENGTH)
  .pipe(z.email({ message: 'Enter a valid email address' }));

export const signupBodySchema = z.strictObject({
  email: emailSchema,
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, { message: `Use at least ${MIN_PASSWORD_LENGTH} characters` })
    .max(MAX_PASSWORD_LENGTH),
  name: z.string().trim().min(1, { message: 'Enter your name' }).max(MAX_NAME_LENGTH),
});
export type SignupBody = z.infer<typeof signupBodySchema>;

// No minimum beyond "not empty": the length rule is for new passwords, not for signing in.
export const loginBodySchema = z.strictObject({
  email: emailSchema,
  password: z.string().min(1, { message: 'Enter your password' }).max(MAX_PASSWORD_LENGTH),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** The first segment of /{user}/{mag}/ addresses. */
export const userUriSchema = z.string().min(1).max(MAX_USER_URI_LENGTH).regex(USER_URI_PATTERN);

export const userPermissionsSchema = z.object({
  can_use_custom_fonts: z.boolean(),
  can_use_e_commerce: z.boolean(),
});
export type UserPermissions = z.infer<typeof userPermissionsSchema>;

/** What anyone may see of an author (mag.user, the menu's project info). */
export const publicUserSchema = z.object({
  _id: objectIdSchema,
  name: z.string(),
  uri: userUriSchema,
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** The signed-in user's own record. */
export const userSchema = publicUserSchema.extend({
  email: z.string(),
  permissions: userPermissionsSchema,
  /** The author's picture (one of their uploads) and public links (author-profile.ts). */
  avatar: z.string().nullable().optional(),
  links: authorLinksSchema.optional(),
  /** ISO 8601 timestamp. */
  created: z.string(),
});
export type User = z.infer<typeof userSchema>;

// Letters that NFKD does not decompose into a latin base letter plus marks.
const TRANSLITERATIONS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};
const COMBINING_MARKS = /\p{M}/gu;
const NON_SLUG_RUNS = /[^a-z0-9]+/g;
const EDGE_HYPHENS = /^-+|-+$/g;
// viewer-and-project.md §2: /{numeric id}/ is a project and /p{number}/ is a page, so a user uri must look like neither.
const ROUTE_LIKE_URI = /^p?\d+$/;

/**
 * A URL-safe lowercase slug for a new user's address: accents dropped (NFKD), anything else outside a-z0-9 becomes
 * one hyphen. Never empty (falls back to 'user') and never mistaken for a numeric project or p{number} page address.
 * The server appends -2, -3… when it is taken.
 */
export function userUriFromName(name: string): string {
  const latin = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .replace(/./gu, (char) => TRANSLITERATIONS[char] ?? char);
  const slug = latin
    .replace(NON_SLUG_RUNS, '-')
    .replace(EDGE_HYPHENS, '')
    .slice(0, MAX_USER_URI_BASE_LENGTH)
    .replace(EDGE_HYPHENS, '');
  if (slug === '') return FALLBACK_USER_URI;
  return ROUTE_LIKE_URI.test(slug) ? `${FALLBACK_USER_URI}-${slug}` : slug;
}
