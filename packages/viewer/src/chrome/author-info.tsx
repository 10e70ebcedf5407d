import { useEffect, useState } from 'react';
import { authorProfileConstants, createHttpClient, imageVariantUrl, isPipelineImageUrl, menuAuthorTexts, type AuthorLinksReply } from '@folio/model';
import type { CustomDomainMode, PublishedMag, ViewerEnv } from '../types';

const { menuAvatarPx } = authorProfileConstants;

/**
 * viewer-and-project.md §2: the author's avatar in the menu's project info — their picture when they have one (drawn
 * at its size from Folio's picture pipeline), else the first letter of their name.
 */
export function AuthorAvatar({ user }: { user: PublishedMag['user'] }) {
  const [failed, setFailed] = useState(false);
  if (user.avatar && isPipelineImageUrl(user.avatar) && !failed) {
    const src = imageVariantUrl(user.avatar, { width: menuAvatarPx });
    const srcSet = `${src} 1x, ${imageVariantUrl(user.avatar, { width: menuAvatarPx, dpr: 2 })} 2x`;
    return <img className="fo-avatar fo-avatar--picture" src={src} srcSet={srcSet} alt="" width={menuAvatarPx} height={menuAvatarPx} decoding="async" onError={() => setFailed(true)} />;
  }
  return (
    <span className="fo-avatar" aria-hidden="true">
      {user.name.trim().charAt(0).toUpperCase()}
    </span>
  );
}

// The server keeps only these; a link is drawn only if it still is one.
const SAFE_LINK = /^https?:\/\//i;

// One answer per author for the page's life: the menu opens and closes many times.
const asked = new Map<string, Promise<AuthorLinksReply['links']>>();

/**
 * The author's public links (GET /api/user/{id}/links), asked for when the menu first opens; none in a downloaded
 * export (§1: exports hide the author links) or when the call fails. Only http(s) addresses come back from the server.
 */
export function AuthorLinks({ user, env }: { user: PublishedMag['user']; env: ViewerEnv }) {
  const [links, setLinks] = useState<AuthorLinksReply['links']>([]);
  useEffect(() => {
    if (env === 'export') return;
    let current = true;
    let answer = asked.get(user._id);
    if (!answer) {
      answer = createHttpClient()
        .get<AuthorLinksReply>(`/api/user/${encodeURIComponent(user._id)}/links`)
        .then((reply) => reply.links, () => []);
      asked.set(user._id, answer);
    }
    void answer.then((found) => current && setLinks(found));
    return () => {
      current = false;
    };
  }, [user._id, env]);
  if (!links.length) return null;
  return (
    <ul className="fo-menu__links" aria-label={menuAuthorTexts.links}>
      {links.filter((link) => SAFE_LINK.test(link.url)).map((link, index) => (
        <li key={index}>
          <a href={link.url} target="_blank" rel="noopener noreferrer nofollow">
            {link.title}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The author's name; a link to their profile page (docs/viewer.md "Profile page"), which the app's host serves (from a
 * custom domain, the app's address), except in a downloaded export.
 */
export function AuthorName({ user, env, publicUrl, customDomain }: { user: PublishedMag['user']; env: ViewerEnv; publicUrl: string; customDomain: CustomDomainMode }) {
  if (env === 'export') return <>{user.name}</>;
  const profile = `/${encodeURIComponent(user.uri)}/`;
  return (
    <a className="fo-menu__profile" href={customDomain ? `${publicUrl}${profile}` : profile} title={menuAuthorTexts.profile(user.name)}>
      {user.name}
    </a>
  );
}
