import { isPipelineImageUrl } from '@folio/model';
import type { PublishedMag } from '@folio/viewer';
import type { App } from '../app';
import { linksOf, publicProjectsOf } from '../repositories/author-profiles';
import { findUserByUri } from '../repositories/users';
import { profilePageHtml, type ProfileProject } from './profile-page';

// A cover from elsewhere is shown only over https (the page's policy allows no other).
const usableCover = (url: string | undefined) => (url && (isPipelineImageUrl(url) || url.startsWith('https://')) ? url : undefined);

/**
 * The profile page of the author at /{uri}/, or undefined when no author has that address. It lists what visitors may
 * read: published projects that are neither private nor suspended, as the published cache holds them (their published
 * titles, not the drafts'); a first page behind a password shows no cover.
 */
export async function drawProfilePage(app: App, uri: string): Promise<string | undefined> {
  const { db } = app.database;
  const user = await findUserByUri(db, uri);
  if (!user) return undefined;
  const entries = await Promise.all((await publicProjectsOf(db, user.id)).map((row) => app.published.byNumId(row.numId)));
  const projects: ProfileProject[] = [];
  for (const entry of entries) {
    if (!entry || entry.isPrivate || entry.isSuspended || entry.ownerId !== user.id) continue;
    const mag = JSON.parse(entry.mag.restricted) as PublishedMag;
    const first = mag.pages[0];
    projects.push({
      href: `/${encodeURIComponent(user.uri)}/${encodeURIComponent(entry.magUri ?? String(entry.numId))}/`,
      title: mag.title?.trim() ?? '',
      description: mag.description?.trim() ?? '',
      cover: first && !first.unauthorized ? usableCover(first.custom_shares?.image || first.screenshot) : undefined,
      published: mag.published,
    });
  }
  return profilePageHtml({ name: user.name, uri: user.uri, avatar: user.avatar, links: linksOf(user), projects, publicUrl: app.config.publicUrl });
}
