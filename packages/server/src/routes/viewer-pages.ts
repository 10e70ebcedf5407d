import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, or } from 'drizzle-orm';
import { defaultDescription, findPage, findPageByNum, matchViewerRoute, pagePhoneLayout, viewerAddress, type PhoneLayoutPage, type ViewerRoute, type Widget } from '@folio/model';
import type { BootData, CustomDomainMode, DomainErrorReason, LoadedPage, PublishedMag, Screen } from '@folio/viewer';
import { renderViewerBody } from '@folio/viewer/ssr';
import { pageShare } from '../viewer/share-data';
import { drawProfilePage } from '../viewer/profile-data';
import { PROFILE_PAGE_POLICY } from '../viewer/profile-page';
import { accessOf } from '../auth/access';
import { hostOf, hostOfUrl, isAppHost } from '../custom-domains';
import { mags, pages as pagesTable } from '../db/schema';
import { draftDocument, ownerOf } from '../repositories/mags';
import { parseNumId, type Access, type PublishedEntry } from '../published-cache';
import { acceptedEncoding, type DrawnDocument, type KeptDocument } from '../published-documents';
import { loadViewerAssets } from '../viewer/assets';
import { isPastedCode, viewerDocument, viewerPolicy, type DocumentHead } from '../viewer/document';
import { drawnDocumentFonts } from '../viewer/document-fonts';
import { requestDevice } from '../viewer/device';
import { authorCodeOf, grantedProject, PREVIEW_GRANT_PARAM, previewGrant, publishedAuthorCode, withAuthorCode } from '../viewer/author-code';

// Paths the app answers itself; everything else under / is a viewer address.
const appPrefixes = ['/api/', '/assets/', '/viewer/', '/static/', '/start-with-template/'];
// viewer-and-project.md §4: the first page's neighbours come with it so the first swipe does not wait.
const PAGES_AROUND_FIRST = 1;
// viewer-and-project.md §2 "a login view inside an iframe": the app host's /login/ ('login' is never a user's uri).
const loginPath = /^\/login\/?$/;

/** The mag and the pages handed over with it. */
interface Content {
  mag: PublishedMag | null;
  pages: Record<string, LoadedPage>;
}

interface Resolved {
  status: number;
  screen: Screen;
  numId: number | null;
  pageIndex: number;
  env: BootData['env'];
  /** Read only when the document is drawn: a kept one needs no parsing of the published JSON. */
  content(): Content;
  /** A published page as visitors read it: its document is kept with the published entry (finding 2). */
  published?: { entry: PublishedEntry; access: Access };
}

/** Where the viewer is served: the app's host, or a custom domain (its kind and origin). */
interface Site {
  customDomain: CustomDomainMode;
  domainUrl: string | null;
}

const appSite: Site = { customDomain: false, domainUrl: null };

// A background is drawn as a CSS image, which the browser finds only once the styles are in: the first
// page's backgrounds (usually its largest paint) are announced in the head instead.
const MAX_PRELOADED_IMAGES = 2;
function backgroundPictures(widgets: LoadedPage['wids']): string[] {
  const urls = (widgets ?? []).flatMap((widget) =>
    widget.type === 'background' && widget.selectedType === 'picture' && widget.picture?.url ? [widget.picture.url] : [],
  );
  return urls.slice(0, MAX_PRELOADED_IMAGES);
}

const screenOnly = (status: number, screen: Screen, numId: number | null = null, mag: PublishedMag | null = null): Resolved => ({
  status,
  screen,
  numId,
  pageIndex: 0,
  env: 'viewer',
  content: () => ({ mag, pages: {} }),
});

/**
 * The first time after `now` a widget of the document expires (widgets-and-authoring.md: not drawn once expired):
 * a kept document holds until then. Widgets of neighbour pages count too, which at worst draws it again early.
 */
function firstExpiry(content: Content, now: number): number {
  let first = Infinity;
  const consider = (widgets: readonly Widget[] | undefined) => {
    for (const widget of widgets ?? []) {
      const at = typeof widget.expiry === 'string' ? Date.parse(widget.expiry) : NaN;
      if (at > now && at < first) first = at;
    }
  };
  consider(content.mag?.global_wids);
  for (const page of Object.values(content.pages)) consider(page.wids);
  return first;
}

// The page list of an entry for an access, parsed once: finding the requested page must not parse the mag per request.
const pageLists = new WeakMap<PublishedEntry, Map<Access, PublishedMag['pages']>>();
function pageListOf(entry: PublishedEntry, access: Access): PublishedMag['pages'] {
  let lists = pageLists.get(entry);
  if (!lists) pageLists.set(entry, (lists = new Map()));
  let list = lists.get(access);
  if (!list) lists.set(access, (list = (JSON.parse(entry.mag[access]) as PublishedMag).pages));
  return list;
}

// Whether a published version draws pasted code on any page (the policy then lets its scripts run), found once. Every
// page counts, the protected ones too: their widgets arrive on the client once the password is given.
const pastedCodeOf = new WeakMap<PublishedEntry, boolean>();
function hasPastedCode(entry: PublishedEntry): boolean {
  let found = pastedCodeOf.get(entry);
  if (found === undefined) {
    // Most projects have no iframe widget at all: then the pages are not even parsed.
    found = entry.allPages.full.includes('"type":"iframe"') && (JSON.parse(entry.allPages.full) as LoadedPage[]).some((page) => (page.wids ?? []).some(isPastedCode));
    pastedCodeOf.set(entry, found);
  }
  return found;
}

const domainError = (reason: DomainErrorReason): Resolved => screenOnly(404, { kind: 'domainError', reason });

export const viewerPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const appHost = hostOfUrl(app.config.publicUrl);
  const appOrigin = new URL(app.config.publicUrl).origin;
  // The sites origin (docs/security.md "The author's code") serves the app host's viewer addresses, with the author's code.
  const sitesHost = hostOfUrl(app.config.sitesUrl);
  const assets = loadViewerAssets();
  if (!assets.script) app.log.warn('The viewer client is not built (npm run build): pages render without scripts.');

  /** The published mag and the pages to hand over, for the access this request has. */
  async function fromPublished(request: FastifyRequest, entry: PublishedEntry | undefined, pick: (pages: PublishedMag['pages']) => number | undefined): Promise<Resolved> {
    if (!entry) return screenOnly(404, { kind: 'notFound' });
    const access = await accessOf(request, app.secret, entry);
    if (entry.isSuspended && access !== 'owner') return screenOnly(403, { kind: 'suspended' }, entry.numId);
    if (entry.isPrivate && access === 'restricted') return screenOnly(200, { kind: 'password' }, entry.numId);
    const pageIndex = pick(pageListOf(entry, access));
    const parseMag = () => JSON.parse(entry.mag[access]) as PublishedMag;
    if (pageIndex === undefined) return screenOnly(404, { kind: 'notFound' }, entry.numId, parseMag());
    const content = (): Content => {
      const mag = parseMag();
      const variant = access === 'restricted' ? 'restricted' : 'full';
      const pages: Record<string, LoadedPage> = {};
      for (let i = Math.max(0, pageIndex - PAGES_AROUND_FIRST); i <= Math.min(mag.pages.length - 1, pageIndex + PAGES_AROUND_FIRST); i++) {
        const id = mag.pages[i]!._id;
        const json = entry.pages.get(id)?.[variant];
        if (json) pages[id] = JSON.parse(json) as LoadedPage;
      }
      return { mag, pages };
    };
    return { status: 200, screen: { kind: 'mag' }, numId: entry.numId, pageIndex, env: 'viewer', content, published: { entry, access } };
  }

  /**
   * Preview: the owner's draft, drawn exactly as visitors will see it once published — for its owner's session, or on
   * the sites origin for a grant of this project (docs/security.md "The author's code").
   */
  async function fromDraft(
    request: FastifyRequest,
    userUri: string,
    magKey: string,
    pick: (pages: PublishedMag['pages']) => number | undefined,
    granted: string | null = null,
  ): Promise<Resolved> {
    const session = await request.currentUser();
    const [row] = await db
      .select()
      .from(mags)
      .where(/^\d+$/.test(magKey) ? eq(mags.numId, Number(magKey)) : eq(mags.uri, magKey))
      .limit(1);
    if (!row) return screenOnly(404, { kind: 'notFound' });
    const user = session?.id === row.userId ? session : granted === row.id ? await ownerOf(db, row) : undefined;
    if (!user || user.uri !== userUri) return screenOnly(404, { kind: 'notFound' });
    const draft = await draftDocument(db, row, user);
    const { pages: draftPages, pass: _pass, revision: _revision, isPrivatePages: _private, ...fields } = draft;
    const mag = {
      ...fields,
      ...(user.uri === app.config.specialAuthorUri ? { is_special_author: true } : {}),
      pages: draftPages.map(({ wids: _wids, ...page }) => page),
      global_wids: draftPages.flatMap((page) => (page.wids ?? []).filter((widget) => widget.is_global === true)),
    } as unknown as PublishedMag;
    const pageIndex = pick(mag.pages);
    if (pageIndex === undefined) return { ...screenOnly(404, { kind: 'notFound' }, row.numId, mag), env: 'preview' };
    const globals = mag.global_wids ?? [];
    // docs/viewer.md "Derived phone layout": the frames phones draw the draft's derived pages with, as when published.
    const pages = Object.fromEntries(
      draftPages.map((page) => [page._id, { ...page, phone_layout: pagePhoneLayout(page as unknown as PhoneLayoutPage, (page.wids ?? []) as unknown as Widget[], globals) } as unknown as LoadedPage]),
    );
    return { status: 200, screen: { kind: 'mag' }, numId: row.numId, pageIndex, env: 'preview', content: () => ({ mag, pages }) };
  }

  const byKey = (key: string | undefined) => (pages: PublishedMag['pages']) => {
    const page = key ? findPage(pages, key) : pages[0];
    return page ? pages.indexOf(page) : undefined;
  };
  const byNum = (num: number) => (pages: PublishedMag['pages']) => {
    const page = findPageByNum(pages, num);
    return page ? pages.indexOf(page) : undefined;
  };

  async function resolve(request: FastifyRequest, route: ViewerRoute | null, granted: string | null = null): Promise<Resolved> {
    switch (route?.kind) {
      case 'mag':
        if (!route.mag) return screenOnly(404, { kind: 'notFound' });
        return route.preview
          ? fromDraft(request, route.user, route.mag, byKey(route.pageUri), granted)
          : fromPublished(request, await app.published.byUserAndMag(route.user, route.mag), byKey(route.pageUri));
      case 'pageNum':
        return route.preview
          ? fromDraft(request, route.user, route.mag, byNum(route.pageNum), granted)
          : fromPublished(request, await app.published.byUserAndMag(route.user, route.mag), byNum(route.pageNum));
      case 'magById':
        return fromPublished(request, await app.published.byNumId(route.magNumId), byKey(route.pageUri));
      case 'pageById': {
        const [row] = await db
          .select({ pageId: pagesTable.id, magNumId: mags.numId })
          .from(pagesTable)
          .innerJoin(mags, eq(mags.id, pagesTable.magId))
          .where(eq(pagesTable.numId, route.pageNumId))
          .limit(1);
        if (!row) return screenOnly(404, { kind: 'notFound' });
        const entry = await app.published.byNumId(row.magNumId);
        return fromPublished(request, entry, (pages) => {
          const index = pages.findIndex((page) => page._id === row.pageId);
          return index < 0 ? undefined : index;
        });
      }
      default:
        return screenOnly(404, { kind: 'notFound' });
    }
  }

  /**
   * A viewer address on a custom domain: a project's own domain serves it at the root ("(*pageUri)(/)"),
   * a user's profile domain serves their published projects at ":mag(/)(*pageUri)(/)" (§2). The domain
   * errors of §8 answer 404 with the domain-error screen.
   */
  async function resolveDomain(request: FastifyRequest, host: string, path: string, domainUrl: string): Promise<{ resolved: Resolved; site: Site }> {
    const target = await app.domains.lookup(host);
    if (!target) return { resolved: domainError('domainNotFound'), site: appSite };
    if (target.kind === 'mag') {
      const site: Site = { customDomain: 'profile', domainUrl };
      const route = matchViewerRoute(path, 'customDomainProfile');
      const entry = await app.published.byNumId(target.numId);
      if (!entry) return { resolved: domainError('notPublished'), site };
      if (route?.kind !== 'domainPage') return { resolved: screenOnly(404, { kind: 'notFound' }, entry.numId), site };
      return { resolved: await fromPublished(request, entry, byKey(route.pageUri)), site };
    }
    const site: Site = { customDomain: true, domainUrl };
    const route = matchViewerRoute(path, 'customDomain');
    if (route?.kind !== 'domainMag') return { resolved: domainError('projectNotFound'), site };
    const entry = await app.published.byUserAndMag(target.userUri, route.mag);
    if (entry) return { resolved: await fromPublished(request, entry, byKey(route.pageUri)), site };
    // Not published (or never): the project may still exist, under its draft or its last published address.
    const numId = parseNumId(route.mag);
    const [draft] = await db
      .select({ id: mags.id })
      .from(mags)
      .where(and(eq(mags.userId, target.userId), numId !== undefined ? eq(mags.numId, numId) : or(eq(mags.uri, route.mag), eq(mags.publishedUri, route.mag))))
      .limit(1);
    return { resolved: domainError(draft ? 'notPublished' : 'projectNotFound'), site };
  }

  function headOf(resolved: Resolved, { mag, pages }: Content, site: Site): DocumentHead {
    const page = mag?.pages[resolved.pageIndex];
    if (!mag || !page || resolved.screen.kind !== 'mag') {
      return { title: mag?.title || 'Folio', description: defaultDescription, noindex: true };
    }
    const { customDomain } = site;
    const address = viewerAddress({ user: mag.user.uri, mag: mag.uri || mag.num_id, page, preview: resolved.env === 'preview', customDomain });
    const share = pageShare(mag, page, app.config.publicUrl);
    return {
      title: share.title,
      description: share.description,
      keywords: page.seo?.keywords,
      canonical: `${site.domainUrl ?? app.config.publicUrl}/${address}`,
      image: share.image,
      share: { title: share.shareTitle, description: share.shareDescription },
      noindex: resolved.env === 'preview' || mag.is_private || Boolean(page.unauthorized),
      preloadImages: backgroundPictures(pages[page._id]?.wids),
    };
  }

  async function render(request: FastifyRequest, reply: FastifyReply) {
    const url = new URL(request.url, 'http://viewer.local');
    // Any host but the app's own is read as a custom domain; the app's host keeps its routes (and their cache).
    const host = hostOf(request.host);
    const onSites = host === sitesHost && sitesHost !== appHost;
    const onCustomDomain = !onSites && !isAppHost(host, appHost);
    let site = appSite;
    let resolved: Resolved;
    if (/MSIE |Trident\//.test(request.headers['user-agent'] ?? '')) {
      resolved = screenOnly(200, { kind: 'oldBrowser' });
    } else if (onCustomDomain) {
      const port = /:\d+$/.exec(request.host)?.[0] ?? '';
      ({ resolved, site } = await resolveDomain(request, host, url.pathname, `${request.protocol}://${host}${port}`));
    } else if (loginPath.test(url.pathname)) {
      // Authors sign in on the app's host alone: the sites origin never holds a session.
      if (onSites) return reply.redirect(`${app.config.publicUrl}${url.pathname}${url.search}`, 302);
      resolved = screenOnly(200, { kind: 'login' });
    } else {
      const route = matchViewerRoute(url.pathname, 'host');
      // docs/viewer.md "Profile page": an author's address alone, /{user}/, lists their published public projects.
      const profile = route?.kind === 'mag' && route.mag === undefined ? await drawProfilePage(app, route.user) : undefined;
      if (profile) return reply.header('cache-control', 'private, no-cache').header('content-security-policy', PROFILE_PAGE_POLICY).type('text/html; charset=utf-8').send(profile);
      // On the sites origin a preview is drawn for a grant alone (no session exists there).
      const granted = onSites ? grantedProject(app.secret, url.searchParams.get(PREVIEW_GRANT_PARAM), Date.now()) : null;
      resolved = await resolve(request, route, granted);
      // A published project with the author's code is read on the sites origin, where that code runs.
      if (!onSites && resolved.env === 'viewer' && resolved.numId !== null) {
        const entry = await app.published.byNumId(resolved.numId);
        if (entry && !entry.isSuspended && publishedAuthorCode(entry)) {
          return reply.header('cache-control', 'no-store').redirect(`${app.config.sitesUrl}${url.pathname}${url.search}`, 302);
        }
      }
      // So is the owner's preview of a draft with code, with a grant to draw that draft there.
      if (!onSites && resolved.env === 'preview' && resolved.status === 200 && sitesHost !== appHost) {
        const mag = resolved.content().mag as Record<string, unknown> | null;
        if (mag && authorCodeOf(mag)) {
          const address = new URL(`${app.config.sitesUrl}${url.pathname}${url.search}`);
          address.searchParams.set(PREVIEW_GRANT_PARAM, previewGrant(app.secret, String(mag._id), Date.now()));
          return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(address.toString(), 302);
        }
      }
    }
    const device = requestDevice(request.headers['user-agent']);
    const embed = url.searchParams.has('embed');
    const login = resolved.screen.kind === 'login';
    const draw = (): DrawnDocument => {
      const content = resolved.content();
      const boot: BootData = {
        env: resolved.env,
        embed,
        screen: resolved.screen,
        mag: content.mag,
        numId: resolved.numId,
        pageIndex: resolved.pageIndex,
        pages: content.pages,
        publicUrl: app.config.publicUrl,
        customDomain: site.customDomain,
        domainUrl: site.domainUrl,
        viewport: device.viewport,
        deviceClass: device.deviceClass,
        now: Date.now(),
      };
      // The project's fonts (docs/viewer.md "Fonts"): every page's faces, read once per published entry and access.
      const entry = resolved.published?.entry;
      const variant = resolved.published?.access === 'restricted' ? 'restricted' : 'full';
      const fonts = drawnDocumentFonts(boot, entry ?? content, variant, () => (entry ? (JSON.parse(entry.allPages[variant]) as LoadedPage[]) : Object.values(content.pages)));
      // The author's code, on a published page of the sites origin or a custom domain only.
      // A preview on the sites origin is one its owner's grant asked for (fromDraft).
      const code = (((onSites || onCustomDomain) && resolved.env === 'viewer') || (onSites && resolved.env === 'preview')) && resolved.screen.kind === 'mag' ? authorCodeOf(content.mag as Record<string, unknown> | null) : null;
      const html = viewerDocument(headOf(resolved, content, site), renderViewerBody(boot), boot, assets, fonts);
      return {
        html: code ? withAuthorCode(html, code) : html,
        // The sign-in form may be framed by the app's own pages only (no clickjacking of a password); viewer pages by anyone.
        policy: viewerPolicy(boot, appOrigin, {
          framedBy: login ? "'self'" : undefined,
          // The author's code is theirs to write: its scripts, styles and calls are allowed as pasted code's are.
          pastedCode: !!code || (resolved.published ? hasPastedCode(resolved.published.entry) : Object.values(content.pages).some((page) => (page.wids ?? []).some(isPastedCode))),
        }),
        validUntil: firstExpiry(content, boot.now),
      };
    };
    reply.code(resolved.status).header('cache-control', 'private, no-cache').type('text/html; charset=utf-8');
    // A granted preview's address must not leave in a Referer (the author's code may call other sites).
    if (onSites && resolved.env === 'preview') reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    const { published } = resolved;
    if (!published) {
      const drawn = draw();
      return reply.header('content-security-policy', drawn.policy).send(drawn.html);
    }
    // Everything else the document depends on: the visitor's access, the page, the device guessed, embed mode, the
    // site (the app's host or a custom domain). Nothing in it is the visitor's own (no cookie, token or name but the
    // author's), and the clock only matters through widget expiry (validUntil).
    const key = [published.access, resolved.pageIndex, device.viewport, device.deviceClass, embed, site.customDomain, site.domainUrl ?? '', onSites].join(' ');
    const kept = app.published.document(published.entry, key) ?? app.published.keepDocument(published.entry, key, draw());
    return sendKept(request, reply, kept);
  }

  /** A kept document, compressed as the visitor accepts (made once, then kept with it). */
  async function sendKept(request: FastifyRequest, reply: FastifyReply, kept: KeptDocument) {
    reply.header('content-security-policy', kept.policy).header('vary', 'accept-encoding');
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(kept.html);
    const bytes = await kept.encoded(encoding);
    // Already compressed: @fastify/compress leaves a reply with a content-encoding alone.
    return reply.header('content-encoding', encoding).send(bytes);
  }

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (appPrefixes.some((prefix) => request.url.startsWith(prefix))) {
      return reply.code(404).send({ message: 'Not found', statusCode: 404 });
    }
    return render(request, reply);
  });
};
