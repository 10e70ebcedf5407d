// viewer-and-project.md §2 "Viewer URL shapes": the viewer's routes are Backbone-style patterns. One small
// compiler turns a pattern into a regular expression exactly as Backbone.Router's `_routeToRegExp` does,
// so the server (which answers a URL with the right server-rendered page) and the client router read
// addresses the same way.

export interface CompiledRoute {
  readonly pattern: string;
  readonly regExp: RegExp;
  /** Names of the `:param` and `*splat` parts, in capture-group order. */
  readonly names: readonly string[];
}

export interface RouteMatch {
  /** Decoded values by name; an optional part that is absent (or empty) is undefined. */
  params: Record<string, string | undefined>;
  /** The raw query string after `?`, when there is one. */
  query: string | undefined;
}

// Backbone.Router's four expressions (the escape class lists the same characters, minus needless escapes).
const optionalParam = /\((.*?)\)/g;
const namedParam = /(\(\?)?:\w+/g;
const splatParam = /\*\w+/g;
const escapeRegExp = /[-{}[\]+?.,\\^$|#\s]/g;
// Backbone replaces named parameters, then splats, in two passes; the two never produce each other's
// syntax, so one pass over both gives the same expression and lists the names in capture-group order.
const paramOrSplat = new RegExp(`${namedParam.source}|${splatParam.source}`, 'g');

/**
 * Compiles a Backbone route pattern: `:name` matches one segment, `*name` matches the rest (slashes
 * included, non-greedy), `( … )` makes its contents optional. A trailing `?query` is always allowed.
 */
export function compileRoute(pattern: string): CompiledRoute {
  const names: string[] = [];
  const source = pattern
    .replace(escapeRegExp, '\\$&')
    .replace(optionalParam, '(?:$1)?')
    .replace(paramOrSplat, (match, optional: string | undefined) => {
      // `(?:word` left by an optional group is not a parameter, as in Backbone.
      if (optional) return match;
      names.push(match.slice(1));
      return match.startsWith('*') ? '([^?]*?)' : '([^/?]+)';
    });
  return { pattern, regExp: new RegExp(`^${source}(?:\\?([\\s\\S]*))?$`), names };
}

/**
 * Matches a route fragment (a path without its leading slash, as Backbone's history hands it over)
 * against a pattern. Returns null when it does not match.
 */
export function matchRoute(route: CompiledRoute | string, fragment: string): RouteMatch | null {
  const compiled = typeof route === 'string' ? compileRoute(route) : route;
  const found = compiled.regExp.exec(fragment);
  if (!found) return null;
  const params: Record<string, string | undefined> = {};
  compiled.names.forEach((name, i) => {
    const value = found[i + 1];
    params[name] = value ? safeDecode(value) : undefined;
  });
  const query = found[compiled.names.length + 1];
  return { params, query: query || undefined };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    // A malformed escape is kept as typed rather than failing the whole route.
    return value;
  }
}

// ---------------------------------------------------------------------------------------------------------
// The viewer's route table (viewer-and-project.md §2)

export const viewerRoutePatterns = {
  /** /p{page numeric id}/ on the host. */
  pageById: 'p:pageNumId(/)',
  /** /{project numeric id}/ on the host, optionally followed by a page. */
  magById: ':magNumId(/)(*pageUri)(/)',
  /** Opens a page by number. */
  pageNum: ':user/:mag/num/:pageNum/',
  /** The general project and page route. */
  mag: ':user(/)(:mag)(/)(*pageUri)(/)',
  /** Custom-domain viewers. */
  customDomain: ':mag(/)(*pageUri)(/)',
  /** Custom domain profile. */
  customDomainProfile: '(*pageUri)(/)',
  /** Downloaded-source exports. */
  export: '(*pageUri)(/)',
} as const;

const compiled = {
  pageById: compileRoute(viewerRoutePatterns.pageById),
  magById: compileRoute(viewerRoutePatterns.magById),
  pageNum: compileRoute(viewerRoutePatterns.pageNum),
  mag: compileRoute(viewerRoutePatterns.mag),
  customDomain: compileRoute(viewerRoutePatterns.customDomain),
  customDomainProfile: compileRoute(viewerRoutePatterns.customDomainProfile),
  export: compileRoute(viewerRoutePatterns.export),
};

export type ViewerRouteContext = 'host' | 'customDomain' | 'customDomainProfile' | 'export';

export type ViewerRoute =
  /** /p{id}/: a single page by its numeric id. */
  | { kind: 'pageById'; pageNumId: number }
  /** /{id}/…: a project by its numeric id, optionally a page of it. */
  | { kind: 'magById'; magNumId: number; pageUri?: string }
  /** {user}/{mag}/num/{n}/: a page by number (1 when the number is not numeric). */
  | { kind: 'pageNum'; user: string; mag: string; pageNum: number; preview: boolean }
  /** {user}/{mag}/[preview/]{page uri}/: the general route; no mag is the user's own address. */
  | { kind: 'mag'; user: string; mag?: string; pageUri?: string; preview: boolean }
  /** Custom domain: {mag}/{page uri}/. */
  | { kind: 'domainMag'; mag: string; pageUri?: string }
  /** Custom domain profile, or any domain serving one project: {page uri}/. */
  | { kind: 'domainPage'; pageUri?: string }
  /** Downloaded-source export: {page uri or number}/ under the export's root. */
  | { kind: 'exportPage'; pageUri?: string };

const PREVIEW_SEGMENT = 'preview'; // viewer-and-project.md §2: "preview/" follows the project in preview.
const DEFAULT_PAGE_NUM = 1; // viewer-and-project.md §2: page number 1 is the default.
const pageByIdSegment = /^p\d+$/; // viewer-and-project.md §2: p{number} first is a page, not a user.
const numericId = /^\d+$/;
const numSuffix = /^num\/([^/]+)$/;

/**
 * Reads a viewer address (a path, with or without its leading slash and query) in one of the viewer's
 * contexts. Trailing slashes are optional; page uris may be nested (a/b). Returns null when no viewer
 * route matches. For exports, `exportRoot` (the configured root prefix) is stripped first.
 */
export function matchViewerRoute(
  path: string,
  context: ViewerRouteContext,
  opts: { exportRoot?: string } = {},
): ViewerRoute | null {
  const fragment = path.replace(/^\/+/, '');
  switch (context) {
    case 'host':
      return matchHost(fragment);
    case 'customDomain': {
      const m = matchRoute(compiled.customDomain, fragment);
      const mag = m?.params.mag;
      if (!m || mag === undefined) return null;
      return withPageUri({ kind: 'domainMag', mag }, m.params.pageUri);
    }
    case 'customDomainProfile': {
      const m = matchRoute(compiled.customDomainProfile, fragment);
      return m ? withPageUri({ kind: 'domainPage' }, m.params.pageUri) : null;
    }
    case 'export': {
      const m = matchRoute(compiled.export, stripRoot(fragment, opts.exportRoot));
      return m ? withPageUri({ kind: 'exportPage' }, m.params.pageUri) : null;
    }
  }
}

function matchHost(fragment: string): ViewerRoute | null {
  const byId = matchRoute(compiled.pageById, fragment);
  const pageNumId = byId?.params.pageNumId;
  if (pageNumId !== undefined && numericId.test(pageNumId)) return { kind: 'pageById', pageNumId: Number(pageNumId) };

  const firstSegment = fragment.split(/[/?]/, 1)[0] ?? '';
  // A p{number} first segment followed by more is a page address gone wrong, never a user's.
  if (pageByIdSegment.test(firstSegment)) return null;

  if (numericId.test(firstSegment)) {
    const m = matchRoute(compiled.magById, fragment);
    if (m) return withPageUri({ kind: 'magById', magNumId: Number(firstSegment) }, m.params.pageUri);
  }

  const byNum = matchRoute(compiled.pageNum, fragment);
  const { user: numUser, mag: numMag } = byNum?.params ?? {};
  if (byNum && numUser !== undefined && numMag !== undefined) {
    return { kind: 'pageNum', user: numUser, mag: numMag, pageNum: readPageNum(byNum.params.pageNum), preview: false };
  }

  const m = matchRoute(compiled.mag, fragment);
  const user = m?.params.user;
  if (!m || user === undefined) return null;
  const { mag } = m.params;
  let rest = trimSlashes(m.params.pageUri ?? '');
  let preview = false;
  if (mag !== undefined && (rest === PREVIEW_SEGMENT || rest.startsWith(`${PREVIEW_SEGMENT}/`))) {
    preview = true;
    rest = rest.slice(PREVIEW_SEGMENT.length + 1);
  }
  // ":user/:mag/num/:pageNum/" without its trailing slash, or after "preview/", lands here.
  const num = numSuffix.exec(rest);
  if (mag !== undefined && num) return { kind: 'pageNum', user, mag, pageNum: readPageNum(num[1]), preview };
  const route: ViewerRoute = { kind: 'mag', user, preview };
  if (mag !== undefined) route.mag = mag;
  return withPageUri(route, rest);
}

// viewer-and-project.md §2: page number 1 is the default; non-numeric page numbers are ignored.
function readPageNum(value: string | undefined): number {
  return value !== undefined && numericId.test(value) ? Number(value) : DEFAULT_PAGE_NUM;
}

// viewer-and-project.md §2: an exported page link has the configured root prefix stripped. A path outside
// the root is kept whole, as Backbone's history does.
function stripRoot(fragment: string, exportRoot: string | undefined): string {
  const root = trimSlashes(exportRoot ?? '');
  if (!root) return fragment;
  if (fragment === root) return '';
  return fragment.startsWith(`${root}/`) || fragment.startsWith(`${root}?`) ? fragment.slice(root.length + 1) : fragment;
}

type RouteWithPageUri = Extract<ViewerRoute, { kind: 'magById' | 'mag' | 'domainMag' | 'domainPage' | 'exportPage' }>;

function withPageUri<R extends RouteWithPageUri>(route: R, pageUri: string | undefined): R {
  const uri = trimSlashes(pageUri ?? '');
  if (uri) route.pageUri = uri;
  return route;
}

function trimSlashes(value: string): string {
  return value.replace(/^\/+|\/+$/g, '');
}
