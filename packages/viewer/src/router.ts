import {
  analyticsEvents,
  chromeConstants,
  classifyLink,
  findPage,
  findPageByNum,
  mailchimpConstants,
  mailchimpSignupHost,
  matchViewerRoute,
  pagePathOf,
  START_WITH_TEMPLATE_SEGMENT,
  viewerAddress,
  type ViewerRoute,
  type ViewerRouteContext,
} from '@folio/model';
import type { ViewerController } from './actions';
import { viewerAnalyticsEvents } from './analytics';
import { pageDescription, pageTitle } from './page-meta';
import type { Store } from './store';
import type { CustomDomainMode, PublishedMag } from './types';
import type { ViewerState } from './viewer-state';

// viewer-and-project.md §2: the address and the document title follow every page change; the browser's
// back and forward go to the page of that address; in-product links navigate through the router.

/**
 * The address of the current page: {user}/{mag or numeric id}/, "preview/" in preview, then the page path
 * (empty for page 1). On a custom domain it is empty or just the project, then the page path (§2). Exports
 * keep the address they were opened at (`exportBase`) and add the page path.
 */
export function addressOf(
  state: Pick<ViewerState, 'mag' | 'pageIndex' | 'env'> & { customDomain?: CustomDomainMode },
  exportBase?: string,
): string | null {
  const { mag } = state;
  const page = mag?.pages[state.pageIndex];
  if (!mag || !page) return null;
  if (state.env === 'export') return `${exportBase ?? '/'}${pagePathOf(page)}`;
  const customDomain = state.customDomain ?? false;
  return `/${viewerAddress({ user: mag.user.uri, mag: mag.uri || mag.num_id, page, preview: state.env === 'preview', customDomain })}`;
}

/** Which of the model's route tables reads this viewer's addresses (viewer-and-project.md §2). */
export function routeContextOf(env: ViewerState['env'], customDomain: CustomDomainMode = false): ViewerRouteContext {
  if (env === 'export') return 'export';
  if (customDomain === 'profile') return 'customDomainProfile';
  return customDomain ? 'customDomain' : 'host';
}

/**
 * The page of this mag a link goes to, or undefined for any other link. Absolute links count when they are to
 * the viewer's own host (the custom domain's, else the public address's: the same on the server and the client).
 */
export function pageIndexOfLink(state: Pick<ViewerState, 'mag' | 'env' | 'customDomain' | 'domainUrl' | 'publicUrl'>, href: string): number | undefined {
  if (!state.mag) return undefined;
  const origin = state.domainUrl ?? state.publicUrl;
  const currentHost = URL.canParse(origin) ? new URL(origin).host : undefined;
  const link = classifyLink(href, { currentHost, routeContext: routeContextOf(state.env, state.customDomain) });
  return link.kind === 'page' ? pageIndexOfRoute(state.mag, link.route) : undefined;
}

/** The page a route names in this mag, or undefined when the route is another project's or an unknown page. */
export function pageIndexOfRoute(mag: PublishedMag, route: ViewerRoute): number | undefined {
  const sameMag = (key: string | undefined) => key === undefined || key === mag.uri || key === String(mag.num_id);
  let page;
  switch (route.kind) {
    case 'pageById':
      page = mag.pages.find((p) => p.num_id === route.pageNumId);
      break;
    case 'magById':
      page = route.magNumId === mag.num_id ? findPage(mag.pages, route.pageUri ?? '') : undefined;
      break;
    case 'pageNum':
      page = route.user === mag.user.uri && sameMag(route.mag) ? findPageByNum(mag.pages, route.pageNum) : undefined;
      break;
    case 'mag':
      page = route.user === mag.user.uri && route.mag !== undefined && sameMag(route.mag) ? findPage(mag.pages, route.pageUri ?? '') : undefined;
      break;
    case 'domainMag':
      page = sameMag(route.mag) ? findPage(mag.pages, route.pageUri ?? '') : undefined;
      break;
    case 'domainPage':
    case 'exportPage':
      page = findPage(mag.pages, route.pageUri ?? '');
      break;
  }
  return page ? mag.pages.indexOf(page) : undefined;
}

/**
 * A downloaded-source export's base (viewer-and-project.md §2: pages are at {base}/{page uri or number}/): the
 * address it was opened at without a file name (`/site/index.html` → `/site/`) and without the current page's
 * path, always ending with a slash.
 */
export function exportBaseOf(pathname: string, currentPath: string): string {
  const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`);
  let base = withSlash(pathname.replace(/\/[^/]*\.[^/]*$/, '/'));
  if (currentPath && base.endsWith(`/${currentPath}`)) base = base.slice(0, base.length - currentPath.length);
  return withSlash(base);
}

/** The page an address (a path) names, read with the routes of where the viewer is served. */
export function pageIndexOfPath(mag: PublishedMag, path: string, env: ViewerState['env'], customDomain: CustomDomainMode = false): number | undefined {
  const route = matchViewerRoute(path, routeContextOf(env, customDomain));
  return route ? pageIndexOfRoute(mag, route) : undefined;
}

/**
 * How a page change writes the address: a new history entry for a move the visitor made; the current entry
 * rewritten for the browser's own back / forward, the internal back (it must not grow the history it walks) and
 * scrolling; while scrolling in Chrome 100 ms later (viewer-and-project.md §2).
 */
export function addressWriteMode(source: ViewerState['navSource'], chrome: boolean): 'push' | 'replace' | 'replaceLater' {
  if (source === 'scroll' || source === 'start') return chrome ? 'replaceLater' : 'replace';
  return source === 'history' || source === 'back' ? 'replace' : 'push';
}

/**
 * A link to one of this project's pages is matched to that page (viewer-and-project.md §2) only when it opens in
 * this window: with target="_blank" (or another window) the browser opens it as the author asked.
 */
export function routesPageLink(target: string | null): boolean {
  return !target || target === '_self';
}

/** viewer-and-project.md §2: in Chrome the address update is delayed by 100 ms while scrolling. */
export const isChrome = (userAgent: string) => /Chrome\//.test(userAgent) && !/Edg\//.test(userAgent);

function setMeta(name: string, content: string) {
  const meta = document.querySelector(`meta[name="${name}"]`);
  if (meta) meta.setAttribute('content', content);
}

interface HistoryState {
  folioPage?: number;
}

/** Client only: address, title, history and in-product links. */
export function startRouter(store: Store<ViewerState>, controller: ViewerController): () => void {
  const initial = store.getState();
  const currentPage = initial.mag?.pages[initial.pageIndex];
  const currentPath = currentPage ? pagePathOf(currentPage) : '';
  const exportBase = exportBaseOf(location.pathname, currentPath);
  const chrome = isChrome(navigator.userAgent);
  let urlTimer: ReturnType<typeof setTimeout> | undefined;

  const writeAddress = (mode: 'push' | 'replace') => {
    const state = store.getState();
    const address = addressOf(state, exportBase);
    if (address === null) return;
    const url = address + location.search;
    const data: HistoryState = { folioPage: state.pageIndex };
    if (mode === 'push' && url !== location.pathname + location.search) history.pushState(data, '', url);
    else history.replaceState(data, '', url);
  };
  const writeTitle = () => {
    const { mag, pageIndex } = store.getState();
    if (!mag) return;
    const page = mag.pages[pageIndex];
    document.title = pageTitle(mag, page);
    setMeta('description', pageDescription(mag, page));
  };

  // The address is rewritten at start (a /p{id}/ or /{id}/ address becomes the project's own).
  if (initial.screen.kind === 'mag') writeAddress('replace');

  let last = initial;
  const unsubscribe = store.subscribe(() => {
    const state = store.getState();
    const changed = state.navSeq !== last.navSeq;
    last = state;
    if (!changed || state.screen.kind !== 'mag') return;
    writeTitle();
    clearTimeout(urlTimer);
    const mode = addressWriteMode(state.navSource, chrome);
    if (mode === 'replaceLater') urlTimer = setTimeout(() => writeAddress('replace'), chromeConstants.chromeUrlUpdateDelayMs);
    else writeAddress(mode);
  });

  const onPopState = (event: PopStateEvent) => {
    const state = store.getState();
    if (!state.mag) return;
    const saved = (event.state as HistoryState | null)?.folioPage;
    const index = typeof saved === 'number' ? saved : pageIndexOfPath(state.mag, location.pathname, state.env, state.customDomain);
    if (index !== undefined) controller.goToPage(index, 'history');
  };

  const disabledUntil = new WeakMap<Element, number>();
  const onClick = (event: MouseEvent) => {
    // widgets-and-authoring.md §7: "An analytics event is sent on click of a button" (whatever the click then does).
    const button = event.target instanceof Element ? event.target.closest('.folio-button') : null;
    if (button) {
      const widget = button.closest('[data-widget-id]')?.getAttribute('data-widget-id') ?? undefined;
      controller.track(viewerAnalyticsEvents.buttonClick, { widget, text: button.textContent?.trim() ?? '' });
    }
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    const href = link?.getAttribute('href');
    const state = store.getState();
    if (!link || href == null || !state.mag) return;
    // An export's page links name its pages under the site's root (viewer-and-project.md §2: the root is stripped).
    const classified = classifyLink(href, { currentHost: location.host, routeContext: routeContextOf(state.env, state.customDomain), exportRoot: exportBase });
    const mine = link.classList.contains('maglink') || classified.kind === 'page';
    if (!mine && classified.kind !== 'external') return;
    switch (classified.kind) {
      case 'external':
        controller.track(analyticsEvents.externalLink, { target: classified.url });
        return;
      case 'page': {
        if (!routesPageLink(link.getAttribute('target'))) return;
        const index = pageIndexOfRoute(state.mag, classified.route);
        if (index === undefined) return;
        event.preventDefault();
        controller.goToPage(index, 'link');
        return;
      }
      case 'goBack':
        event.preventDefault();
        controller.back();
        return;
      case 'scrollToTop':
        event.preventDefault();
        controller.scrollToPage(state.pageIndex, 0);
        controller.track(analyticsEvents.scrollTopLink);
        return;
      case 'anchor': {
        event.preventDefault();
        const position = anchorPositionOf(link, state);
        const page = classified.page === undefined ? undefined : state.mag.pages.find((p) => p._id === classified.page) ?? findPage(state.mag.pages, classified.page);
        // viewer-and-project.md §2: an anchor link needs a position and a page.
        if (!page || position === undefined) return;
        controller.scrollToPage(state.mag.pages.indexOf(page), position);
        controller.track(analyticsEvents.anchorLink, { position });
        return;
      }
      case 'mailchimp': {
        event.preventDefault();
        const now = Date.now();
        if ((disabledUntil.get(link) ?? 0) > now) return;
        // viewer-and-project.md §2: invalid data does nothing and disables the link for 3 s; a form address off
        // Mailchimp's hosts is invalid data (docs/viewer.md "Mailchimp signup").
        const { data } = classified;
        const host = data && mailchimpSignupHost(data.baseUrl);
        if (!data || !host) {
          disabledUntil.set(link, now + mailchimpConstants.invalidDataDisableMs);
          return;
        }
        // widgets-and-authoring.md §7: the Mailchimp script loads on demand, with its dialog.
        void import('./chrome/mailchimp-signup').then(({ openMailchimpSignup }) => openMailchimpSignup(link, host, data));
        return;
      }
      case 'share': {
        event.preventDefault();
        // The share addresses load with the share dialog (usually here already, fetched when the page was idle); the
        // share window still opens within the click's user activation.
        void import('./chrome/share-links').then(({ shareLinkTarget }) => {
          const target = shareLinkTarget(state, classified.network, classified.scope, window.screen);
          if (!target) return;
          if (target.features) window.open(target.url, '_blank', target.features);
          else location.assign(target.url);
          controller.track(viewerAnalyticsEvents.share, { network: classified.network, mode: classified.scope, url: target.url });
        });
        return;
      }
      case 'startWithTemplate':
        event.preventDefault();
        postNavigation(startWithTemplateAddress(classified.templateId));
        return;
      default:
        return;
    }
  };

  // The viewer scrolls to the page Back or Forward names; the browser's own restoring of the entry's scroll would move
  // the window under that scroll (to where the visitor was when they left the entry, often mid-animation).
  const restoration = history.scrollRestoration;
  history.scrollRestoration = 'manual';
  window.addEventListener('popstate', onPopState);
  document.addEventListener('click', onClick);
  return () => {
    history.scrollRestoration = restoration;
    unsubscribe();
    clearTimeout(urlTimer);
    window.removeEventListener('popstate', onPopState);
    document.removeEventListener('click', onClick);
  };
}

/**
 * Where a start-with-template link's click goes (viewer-and-project.md §2). The click is the person's choice in the
 * project, so it POSTs and the project is made; the address itself, read by a GET (a link from elsewhere), only asks
 * first (issue 11, finding 3).
 */
export const startWithTemplateAddress = (templateId: string) => `/${START_WITH_TEMPLATE_SEGMENT}/${encodeURIComponent(templateId)}/`;

/** Goes to `action` with a POST, as a form's button would. */
function postNavigation(action: string) {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = action;
  form.hidden = true;
  document.body.append(form);
  form.submit();
}

/** The offset of an anchor link: the widget's anchor_link_pos, or a data-anchor-pos on the link itself. */
function anchorPositionOf(link: Element, state: ViewerState): number | undefined {
  const own = link.getAttribute('data-anchor-pos');
  if (own !== null && Number.isFinite(Number(own))) return Number(own);
  const widgetId = link.closest('[data-widget-id]')?.getAttribute('data-widget-id');
  const pageId = link.closest('[data-page-id]')?.getAttribute('data-page-id');
  const widget = pageId ? state.pages[pageId]?.wids?.find((w) => w._id === widgetId) : undefined;
  const position = (widget as { anchor_link_pos?: unknown } | undefined)?.anchor_link_pos;
  return typeof position === 'number' ? position : undefined;
}
