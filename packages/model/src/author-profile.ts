import { z } from 'zod';
import { authorProfileConstants } from './author-texts';
import { viewOptsSchema } from './schemas/view-opts';

// The author's public side (viewer-and-project.md §2 mag menu "author avatar and name", §7 GET /api/user/{id}/links):
// the links the menu's project info shows, the author's picture, the profile page /{user}/ listing their published
// projects, and the submissions for the featured list (§7 POST /api/featured/submit). Ours: the spec gives no limits.

// Only addresses a visitor's click can open safely: the menu and the profile page are seen by strangers.
const LINK_SCHEMES = /^https?:\/\//i;
// An uploaded picture of the author's own (POST /api/upload answers this address); nothing from elsewhere.
const AVATAR_PATTERN = /^\/api\/images\/[A-Za-z0-9._-]{1,200}$/;

export const authorLinkSchema = z.strictObject({
  title: z.string().trim().min(1, { message: 'Enter a title' }).max(authorProfileConstants.maxLinkTitleLength),
  url: z
    .string()
    .trim()
    .max(authorProfileConstants.maxLinkUrlLength)
    .refine((url) => LINK_SCHEMES.test(url) && URL.canParse(url), { message: 'Use an address that starts with http:// or https://' }),
});
export type AuthorLink = z.infer<typeof authorLinkSchema>;

export const authorLinksSchema = z.array(authorLinkSchema).max(authorProfileConstants.maxLinks);

/** An uploaded picture's address (/api/images/{key}); the server also checks the upload is the author's. */
export const avatarUrlSchema = z.string().regex(AVATAR_PATTERN, { message: 'Upload a picture for your avatar' });

/** PATCH /api/user/profile: the signed-in author's links and picture; a field left out is kept, avatar null removes it. */
export const profileBodySchema = z.strictObject({
  links: authorLinksSchema.optional(),
  avatar: avatarUrlSchema.nullable().optional(),
});
export type ProfileBody = z.infer<typeof profileBodySchema>;

/** GET /api/user/{id}/links. */
export interface AuthorLinksReply {
  links: AuthorLink[];
}

/**
 * POST /api/mag/opts/{id}: some of the view options; each one given replaces the stored one, null removes it (its
 * default applies again), the others are kept.
 */
export const magOptsBodySchema = z.strictObject(
  Object.fromEntries(Object.entries(viewOptsSchema.shape).map(([name, schema]) => [name, schema.unwrap().nullable().optional()])),
) as unknown as z.ZodType<{ [K in keyof z.infer<typeof viewOptsSchema>]?: z.infer<typeof viewOptsSchema>[K] | null }>;
export type MagOptsBody = z.infer<typeof magOptsBodySchema>;

/** POST /api/featured/submit. */
export const featuredSubmitBodySchema = z.strictObject({
  url: z.string().trim().min(1, { message: 'Enter the address of a published project' }).max(authorProfileConstants.maxSubmittedUrlLength),
});

export const authorProfileMessages = {
  avatarNotYours: 'Upload a picture for your avatar',
  notPublished: 'Publish the project first',
  featuredNotAProject: 'This address is not a published project of this site',
  featuredPrivate: 'A private project cannot be featured',
  featuredAlreadySubmitted: 'This project is already submitted',
} as const;
