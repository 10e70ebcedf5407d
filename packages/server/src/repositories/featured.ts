import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { featuredSubmissions, mags, users } from '../db/schema';

export interface FeaturedSubmission {
  url: string;
  numId: number;
  /** The draft's title (the operator looks at the published project itself through its url). */
  title: string;
  author: string;
  email: string;
  submitted: Date;
  /** Still published and public now (a submission outlives an unpublish). */
  live: boolean;
}

/** Every submission for the featured list, oldest first, with what the operator needs to look at it. */
export async function listFeaturedSubmissions(db: Db): Promise<FeaturedSubmission[]> {
  const rows = await db
    .select({
      url: featuredSubmissions.url,
      numId: mags.numId,
      data: mags.data,
      isPublished: mags.isPublished,
      isPrivate: mags.isPrivate,
      isSuspended: mags.isSuspended,
      author: users.name,
      email: users.email,
      submitted: featuredSubmissions.createdAt,
    })
    .from(featuredSubmissions)
    .innerJoin(mags, eq(mags.id, featuredSubmissions.magId))
    .innerJoin(users, eq(users.id, featuredSubmissions.userId))
    .orderBy(asc(featuredSubmissions.createdAt), asc(mags.numId));
  return rows.map((row) => ({
    url: row.url,
    numId: row.numId,
    title: typeof row.data.title === 'string' ? row.data.title : '',
    author: row.author,
    email: row.email,
    submitted: row.submitted,
    live: row.isPublished && !row.isPrivate && !row.isSuspended,
  }));
}

/** The list as the command prints it: one line per submission, tab-separated, with a header line. */
export function featuredListText(submissions: FeaturedSubmission[]): string {
  const lines = submissions.map((item) =>
    [item.submitted.toISOString(), item.live ? 'live' : 'not live', item.url, item.title.replace(/\s+/g, ' ').trim(), `${item.author} <${item.email}>`].join('\t'),
  );
  return [['submitted', 'state', 'url', 'title', 'author'].join('\t'), ...lines].join('\n');
}
