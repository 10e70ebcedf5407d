import type { DeviceClass, Font, PagePhoneLayout, TypographySource, ViewportName, Widget } from '@folio/model';

/** Where the viewer runs: visitors, the author's preview, or a downloaded-source export. */
export type ViewerEnv = 'viewer' | 'preview' | 'export';

/** A page as listed in the mag (`GET /api/readymag/…`): no widgets. Locked pages carry only ids and flags. */
export interface PageSummary {
  _id: string;
  num: number;
  num_id: number;
  uri?: string | null;
  title?: string;
  pageNestedNum?: string;
  seo?: { title?: string; description?: string; keywords?: string };
  custom_shares?: { title?: string; description?: string; tweet?: string; image?: string };
  screenshot?: string;
  width?: number;
  height?: number;
  viewport_tablet_portrait?: { enabled?: boolean; height?: number };
  viewport_phone_portrait?: { enabled?: boolean; height?: number };
  is_private?: boolean;
  unauthorized?: boolean;
}

/** A page with its widgets (`GET /api/magpages/…`). */
export interface LoadedPage extends PageSummary {
  wids?: Widget[];
  /**
   * docs/viewer.md "Derived phone layout": while the page's phone layout is derived, the frames phones draw its
   * widgets (and the global ones) with and its phone height, worked out by the server; null or absent otherwise.
   */
  phone_layout?: PagePhoneLayout | null;
}

/**
 * The published mag as `GET /api/readymag/…` answers it (or the owner's draft in preview). Its named styles
 * (textStyles, edit_params.link_styles, list_styles: TypographySource) draw its texts; edit_params.fonts and the
 * Typekit-style fonts_link are the fonts it loads (viewer-and-project.md §3).
 */
export interface PublishedMag extends TypographySource {
  _id: string;
  num_id: number;
  uri?: string | null;
  title?: string;
  description?: string;
  opts?: Record<string, unknown>;
  /** avatar: the author's picture (an address of Folio's picture pipeline), when they have one. */
  user: { _id: string; name: string; uri: string; isMe: boolean; avatar?: string };
  published: string | null;
  is_published: boolean;
  is_private: boolean;
  is_suspended?: boolean;
  /** Set when the special built-in author account owns the project (viewer-and-project.md §6). */
  is_special_author?: boolean;
  pages: PageSummary[];
  edit_params?: TypographySource['edit_params'] & { fonts?: Font[] };
  fonts_link?: string;
  /** widgets-and-authoring.md §1: the is_global widgets of every page (of the pages the visitor may see), drawn on each. */
  global_wids?: Widget[];
}

/**
 * How the page is served (viewer-and-project.md §2), with the values of the model's `viewerAddress`:
 * `false` on the app's own host; `'profile'` on a project's own domain (the route "(*pageUri)(/)": the project
 * at the root, the address holds only the page path); `true` on a user's profile domain (the route
 * ":mag(/)(*pageUri)(/)": the address holds the project, then the page path).
 */
export type CustomDomainMode = boolean | 'profile';

export type DomainErrorReason = 'projectNotFound' | 'domainNotFound' | 'notPublished' | 'subscriptionExpired';

/** What fills the window instead of (or before) the pages. */
export type Screen =
  | { kind: 'mag' }
  | { kind: 'password' }
  | { kind: 'notFound' }
  | { kind: 'suspended' }
  | { kind: 'domainError'; reason: DomainErrorReason }
  | { kind: 'oldBrowser' }
  | { kind: 'login' };

/** Everything the server hands the client to hydrate the page it rendered. */
export interface BootData {
  env: ViewerEnv;
  /** Embedded in another site (an iframe with ?embed): a Close button, no branding on mobile. */
  embed: boolean;
  screen: Screen;
  /** The mag, except on the screens that have none (not found, forbidden: then the bare {num_id, user}). */
  mag: PublishedMag | null;
  /** The mag's num_id even when the mag is not given (forbidden), for the password call. */
  numId: number | null;
  /** 0-based index of the page to show first in mag.pages. */
  pageIndex: number;
  /** Pages already loaded with their widgets: the first one and its neighbours. */
  pages: Record<string, LoadedPage>;
  /** The app's own absolute address (config PUBLIC_URL): the branding link, and shares on the app's host. */
  publicUrl: string;
  /** Served on a custom domain, and which kind (see CustomDomainMode). */
  customDomain: CustomDomainMode;
  /** On a custom domain, its origin (`https://mag.example.com`): the base of share and embed addresses. */
  domainUrl: string | null;
  /** The viewport the server rendered for (from the user agent); the client re-selects from its width. */
  viewport: ViewportName;
  deviceClass: DeviceClass;
  /** The server's clock when it rendered (ms): expiry is judged against it until hydration is done. */
  now: number;
}

export const BOOT_ELEMENT_ID = 'folio-boot';
export const ROOT_ELEMENT_ID = 'folio-root';
