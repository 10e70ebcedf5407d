import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';
import { createProject, drivers, signUp, startWithPeople, type Client, type TestServer } from '../support/harness';
import { PUBLIC_ROUTES, PUBLIC_WHEN_BUILT, registeredRoutes, storedState, type RouteKey } from './route-inventory';
import { fixtureTtf } from '../fonts/font-files';
import { enqueueJob } from '../../src/jobs/queue';
import { mailOutbox, shopOrders, shopTestObjects } from '../../src/db/schema';
import { chromiumPath } from '../../src/browser/chromium';
import { VideoTools } from '../../src/shots/video-tools';
import { execFileSync } from 'node:child_process';
import { loadConfig } from '../../src/config';

const converts = VideoTools.fromEnvironment().available;
// What the proxy fetches for the owner and the stranger: the test app's own health check, its loopback address let
// through (OUTBOUND_ALLOW) for this matrix only.
let proxiedAddress = '';

vi.mock('fastify', async (importOriginal) => (await import('./route-inventory')).recordingFastify(await importOriginal()));

// The authorization matrix: every author route (anything that needs a session), tried by a visitor (no session),
// another author (a stranger), the project's viewer and editor (docs/editor.md "Sharing and roles") and the owner. The
// visitor gets 401, the stranger finds nothing (404) and changes nothing (every table and stored blob compared before
// and after); a member whose role allows the route succeeds as the owner does (a write on a project of its own, so the
// owner's call still finds what it names), one whose role does not is refused (403) and changes nothing; the owner's own browser on another site's page is
// refused (403, nothing changed) for every route that is not a GET; the owner succeeds, and the owner's GET changes
// nothing. The list of routes is read from the app itself: a route that is neither here nor in PUBLIC_ROUTES fails the
// first test, so no author route is added without its row.

/** What each author route is tried on: a project of the owner's, published once, with a page in the trash. */
interface Fixture {
  mag: any;
  user: any;
  trashed: string;
  shop?: { product: string; sku: string; price: string };
  form?: string;
  template?: string;
  customFont?: string;
  version?: string;
  job?: string;
  shots?: string;
  mail?: string;
  order?: string;
  unpaidOrder?: string;
  /** The project's members, invited by the owner: an editor and a viewer. */
  editorEmail: string;
}
type Need = 'shop' | 'form' | 'template' | 'swatches' | 'customFont' | 'version' | 'job' | 'shots' | 'mail' | 'order';

interface AuthorRoute {
  route: RouteKey;
  path: (f: Fixture) => string;
  body?: (f: Fixture) => unknown;
  /** A multipart body (uploads). */
  form?: (f: Fixture) => Promise<FormData>;
  ok: number;
  needs?: Need[];
  /**
   * Routes that name nothing of anyone's (my projects, my account, an upload): there is no other account's thing for
   * the stranger to reach, so the stranger gets an answer about their own account, holding nothing of the owner's.
   */
  ownScope?: true;
  /**
   * Tables a GET of the owner's may write: the making of a derived file it asks for (a PDF's job), never anything of
   * the author's. Such a GET is refused from another site all the same (below).
   */
  derivedWrites?: string[];
  /** The stranger's body when it differs from the owner's (an own-scope write that must not take the owner's value). */
  strangerBody?: (f: Fixture) => unknown;
  /** An address a browser navigates to: a visitor is sent to sign in instead of a 401. */
  signInRedirect?: true;
  /**
   * The least role of a member the route allows: 'view' (a viewer and an editor), 'edit' (an editor). Without it the
   * route is the owner's alone.
   */
  member?: 'view' | 'edit';
}

/**
 * Routes where a member, as anyone else, finds nothing (404) rather than being refused (403): they name the owner's own
 * things, not the project (a job, the outbox, custom fonts, a template once saved, global swatches and styles), or reach
 * the project through a lookup of its owner's alone (shots widgets, the featured list of the owner's profile).
 */
const MEMBER_FINDS_NOTHING = /^\w+ \/(start-with-template|api\/(jobs|outbox|custom-font|font-features|swatches\/global|[a-z]+-styles\/global|shots|featured)\b)|^(PUT|DELETE) \/api\/template\b|^POST \/api\/projects$/;

const OWNER_TITLE = 'Owner’s own issue';
// What a browser sends with a request another site's page makes (a form, a fetch, a link followed by a script).
const CROSS_SITE = { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' };
const ghostDomain = (f: Fixture) => `mag-${f.mag.num_id}.example.com`;
const shop = (f: Fixture, rest: string) => `/api/projects/${f.mag.num_id}/ecommerce/stripe/${rest}`;
const solidPng = () => sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 10, g: 20, b: 30 } } }).png().toBuffer();
async function fontForm(): Promise<FormData> {
  const data = new FormData();
  data.append('upload', new Blob([new Uint8Array(fixtureTtf)], { type: 'font/ttf' }), 'font.ttf');
  return data;
}
async function shotForm(f: Fixture): Promise<FormData> {
  const data = new FormData();
  data.append('widgetId', f.shots!);
  const clip = execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=duration=1:size=64x48:rate=5', '-f', 'mp4', '-movflags', 'frag_keyframe+empty_moov', 'pipe:1']);
  data.append('upload', new Blob([new Uint8Array(clip)], { type: 'video/mp4' }), 'clip.mp4');
  return data;
}
async function pictureForm(): Promise<FormData> {
  const data = new FormData();
  data.append('upload', new Blob([new Uint8Array(await solidPng())], { type: 'image/png' }), 'p.png');
  return data;
}

const styleRoutes: AuthorRoute[] = (['text-styles', 'link-styles', 'list-styles'] as const).flatMap((kind): AuthorRoute[] => [
  { route: `GET /api/${kind}/project/:projectId?`, path: (f) => `/api/${kind}/project/${f.mag._id}`, ok: 200, member: 'view' },
  { route: `PUT /api/${kind}/project/:projectId?`, path: (f) => `/api/${kind}/project/${f.mag._id}`, body: () => ({ styles: [] }), ok: 200, member: 'edit' },
  { route: `GET /api/${kind}/global/:userId?`, path: (f) => `/api/${kind}/global/${f.user._id}`, ok: 200 },
  { route: `PUT /api/${kind}/global/:userId?`, path: (f) => `/api/${kind}/global/${f.user._id}`, body: () => ({ styles: [] }), ok: 200 },
]);

// The spec's template paths end in a slash; the same calls answer without it, and both are tried.
const templateRoutes: AuthorRoute[] = ['', '/'].flatMap((slash): AuthorRoute[] => [
  { route: `POST /api/template${slash}`, path: () => `/api/template${slash}`, body: (f) => ({ mag_id: f.mag._id, name: 'Stolen' }), ok: 201 },
  { route: `PUT /api/template${slash}`, path: () => `/api/template${slash}`, body: (f) => ({ id: f.template, name: 'Renamed' }), ok: 200, needs: ['template'] },
  { route: `DELETE /api/template${slash}`, path: () => `/api/template${slash}`, body: (f) => ({ id: f.template }), ok: 204, needs: ['template'] },
  { route: `GET /api/user_templates${slash}`, path: () => `/api/user_templates${slash}`, ok: 200, ownScope: true, needs: ['template'] },
  // A link only asks (a page whose button POSTs); the POST makes the project (issue 11, finding 3).
  { route: `GET /start-with-template/:id${slash}`, path: (f) => `/start-with-template/${f.template}${slash}`, ok: 200, needs: ['template'], signInRedirect: true },
  { route: `POST /start-with-template/:id${slash}`, path: (f) => `/start-with-template/${f.template}${slash}`, ok: 303, needs: ['template'], signInRedirect: true },
]);

const authorRoutes: AuthorRoute[] = [
  // The author's own account and projects
  { route: 'GET /api/auth/me', path: () => '/api/auth/me', ok: 200, ownScope: true },
  { route: 'GET /api/projects', path: () => '/api/projects', ok: 200, ownScope: true },
  // Made from the owner's template: the stranger may not start from it.
  { route: 'POST /api/projects', path: () => '/api/projects', body: (f) => ({ title: 'From a template', template_id: f.template }), ok: 201, needs: ['template'] },
  { route: 'POST /api/upload', path: () => '/api/upload', form: pictureForm, ok: 201, ownScope: true },
  // Anyone signed in may have an address fetched; it names nothing of anyone's.
  { route: 'GET /api/proxy/', path: () => `/api/proxy/?url=${encodeURIComponent(proxiedAddress)}`, ok: 200, ownScope: true },
  { route: 'POST /api/shots/upload/video', path: () => '/api/shots/upload/video', form: shotForm, ok: converts ? 202 : 503, needs: ['shots'] },
  {
    route: 'POST /api/shots/convert/fromurl',
    path: () => '/api/shots/convert/fromurl',
    body: (f) => ({ videoUrl: 'https://video.example.com/clip.mp4', widgetId: f.shots }),
    ok: converts ? 202 : 503,
    needs: ['shots'],
  },
  // Custom fonts and font features (docs/api.md "Fonts")
  { route: 'POST /api/upload/font', path: () => '/api/upload/font', form: fontForm, ok: 201, ownScope: true },
  { route: 'GET /api/custom-font', path: () => '/api/custom-font', ok: 200, ownScope: true, needs: ['customFont'] },
  { route: 'POST /api/custom-font', path: () => '/api/custom-font', body: (f) => ({ _id: f.customFont, name: 'Renamed' }), ok: 200, needs: ['customFont'] },
  { route: 'GET /api/custom-font/:id', path: (f) => `/api/custom-font/${f.customFont}`, ok: 200, needs: ['customFont'] },
  { route: 'PUT /api/custom-font/:id', path: (f) => `/api/custom-font/${f.customFont}`, body: () => ({ name: 'Renamed' }), ok: 200, needs: ['customFont'] },
  { route: 'POST /api/font-features', path: () => '/api/font-features', body: (f) => ({ customFontId: f.customFont }), ok: 200, needs: ['customFont'] },
  {
    route: 'POST /api/user/domain',
    path: () => '/api/user/domain',
    body: (f) => ({ status: 'on', domain: `owner-${f.mag.num_id}.example.com` }),
    strangerBody: () => ({ status: 'off' }),
    ok: 200,
    ownScope: true,
  },
  // A draft and its pages, widgets and trash
  { route: 'GET /api/projects/:id', path: (f) => `/api/projects/${f.mag._id}`, ok: 200, member: 'view' },
  // The live channel (a WebSocket; its socket checks are in test/live/live-channel.test.ts): as plain HTTP, 426 to whoever may watch.
  { route: 'GET /api/projects/:id/live', path: (f) => `/api/projects/${f.mag._id}/live`, ok: 426, member: 'view' },
  { route: 'DELETE /api/projects/:id', path: (f) => `/api/projects/${f.mag._id}`, ok: 204 },
  { route: 'PATCH /api/mag/:id', path: (f) => `/api/mag/${f.mag._id}`, body: (f) => ({ revision: f.mag.revision, title: 'Hijacked' }), ok: 200, member: 'edit' },
  { route: 'POST /api/mag/:id/pages', path: (f) => `/api/mag/${f.mag._id}/pages`, body: (f) => ({ revision: f.mag.revision }), ok: 201, member: 'edit' },
  { route: 'PATCH /api/mag/:id/pages/:pid', path: (f) => `/api/mag/${f.mag._id}/pages/${f.mag.pages[0]._id}`, body: (f) => ({ revision: f.mag.revision, title: 'Hijacked' }), ok: 200, member: 'edit' },
  { route: 'PUT /api/mag/:id/pages/order', path: (f) => `/api/mag/${f.mag._id}/pages/order`, body: (f) => ({ revision: f.mag.revision, pids: [f.mag.pages[1]._id, f.mag.pages[0]._id] }), ok: 200, member: 'edit' },
  { route: 'DELETE /api/mag/:id/pages', path: (f) => `/api/mag/${f.mag._id}/pages`, body: (f) => ({ revision: f.mag.revision, pids: [f.mag.pages[1]._id] }), ok: 200, member: 'edit' },
  { route: 'GET /api/mag/:id/trash', path: (f) => `/api/mag/${f.mag._id}/trash`, ok: 200, member: 'edit' },
  { route: 'PATCH /api/mag/:id/pages/trash', path: (f) => `/api/mag/${f.mag._id}/pages/trash`, body: (f) => ({ pids: [f.trashed] }), ok: 200, member: 'edit' },
  { route: 'DELETE /api/mag/:id/pages/trash', path: (f) => `/api/mag/${f.mag._id}/pages/trash`, body: (f) => ({ pids: [f.trashed] }), ok: 200, member: 'edit' },
  {
    route: 'POST /api/mag/:id/widgets',
    member: 'edit',
    path: (f) => `/api/mag/${f.mag._id}/widgets`,
    body: (f) => ({ revision: f.mag.revision, widgets: [{ type: 'shape', pid: f.mag.pages[0]._id, x: 1, y: 1, w: 1, h: 1, z: 1 }] }),
    ok: 201,
  },
  { route: 'PATCH /api/mag/:id/widgets', path: (f) => `/api/mag/${f.mag._id}/widgets`, body: (f) => ({ revision: f.mag.revision, widgets: [{ _id: f.mag.pages[0].wids[0]._id, x: 99 }] }), ok: 200, member: 'edit' },
  { route: 'DELETE /api/mag/:id/widgets', path: (f) => `/api/mag/${f.mag._id}/widgets`, body: (f) => ({ revision: f.mag.revision, ids: [f.mag.pages[0].wids[0]._id] }), ok: 200, member: 'edit' },
  // Publishing, privacy, domains
  { route: 'POST /api/publish/:id', path: (f) => `/api/publish/${f.mag._id}`, ok: 200 },
  { route: 'POST /api/unpublish/:id', path: (f) => `/api/unpublish/${f.mag._id}`, ok: 200 },
  { route: 'POST /api/mag/:id/revert-version', path: (f) => `/api/mag/${f.mag._id}/revert-version`, ok: 200 },
  // Version history (docs/api.md "Version history")
  { route: 'GET /api/projects/:id/versions', path: (f) => `/api/projects/${f.mag._id}/versions`, ok: 200, member: 'edit' },
  // Sharing (docs/editor.md "Sharing and roles"): the owner's alone.
  { route: 'GET /api/projects/:id/members', path: (f) => `/api/projects/${f.mag._id}/members`, ok: 200 },
  { route: 'POST /api/projects/:id/members', path: (f) => `/api/projects/${f.mag._id}/members`, body: () => ({ email: 'newcomer@example.test', role: 'viewer' }), ok: 201 },
  { route: 'PATCH /api/projects/:id/members/:email', path: (f) => `/api/projects/${f.mag._id}/members/${encodeURIComponent(f.editorEmail)}`, body: () => ({ role: 'viewer' }), ok: 200 },
  { route: 'DELETE /api/projects/:id/members/:email', path: (f) => `/api/projects/${f.mag._id}/members/${encodeURIComponent(f.editorEmail)}`, ok: 200 },
  // The draft's pages' pictures (docs/api.md "Screenshots")
  { route: 'GET /api/projects/:id/screenshots', path: (f) => `/api/projects/${f.mag._id}/screenshots`, ok: 200, member: 'view' },
  // The performance view of the viewer's frontend-rendering reports (docs/api.md "Telemetry")
  { route: 'GET /api/projects/:id/performance', path: (f) => `/api/projects/${f.mag._id}/performance`, ok: 200 },
  // A job of a kind no runner here runs: it waits in the queue, the owner's (docs/api.md "Jobs").
  { route: 'GET /api/jobs/:id', path: (f) => `/api/jobs/${f.job}`, ok: 200, needs: ['job'] },
  { route: 'POST /api/jobs/:id/cancel', path: (f) => `/api/jobs/${f.job}/cancel`, ok: 200, needs: ['job'] },
  // The owner's outbox of the shop's e-mails (docs/api.md "Outbox")
  { route: 'GET /api/outbox', path: () => '/api/outbox', ok: 200, ownScope: true, needs: ['mail'] },
  { route: 'GET /api/outbox/:id', path: (f) => `/api/outbox/${f.mail}`, ok: 200, needs: ['mail'] },
  // The owner's orders of the shop (docs/api.md "Orders"): a paid order of the project's.
  { route: 'GET /api/orders', path: () => '/api/orders', ok: 200, ownScope: true, needs: ['order'] },
  { route: 'GET /api/projects/:id/orders', path: (f) => `/api/projects/${f.mag._id}/orders`, ok: 200, needs: ['order'] },
  { route: 'GET /api/projects/:id/orders/:orderId', path: (f) => `/api/projects/${f.mag._id}/orders/${f.order}`, ok: 200, needs: ['order'] },
  { route: 'GET /api/orders/export.csv', path: () => '/api/orders/export.csv', ok: 200, ownScope: true, needs: ['order'] },
  { route: 'GET /api/projects/:id/orders/export.csv', path: (f) => `/api/projects/${f.mag._id}/orders/export.csv`, ok: 200, needs: ['order'] },
  {
    route: 'POST /api/projects/:id/orders/:orderId/cancel',
    path: (f) => `/api/projects/${f.mag._id}/orders/${f.unpaidOrder}/cancel`,
    ok: 200,
    needs: ['shop', 'order'],
  },
  {
    route: 'POST /api/projects/:id/orders/:orderId/fulfil',
    path: (f) => `/api/projects/${f.mag._id}/orders/${f.order}/fulfil`,
    body: () => ({ trackingUrl: 'https://track.example.com/1' }),
    ok: 200,
    needs: ['order'],
  },
  {
    route: 'POST /api/projects/:id/orders/:orderId/refund',
    path: (f) => `/api/projects/${f.mag._id}/orders/${f.order}/refund`,
    body: () => ({ amount: 100 }),
    ok: 200,
    needs: ['shop', 'order'],
  },
  // docs/api.md "PDF": published (by the 'version' need); wait=0 answers with the queued job at once (no runner here).
  { route: 'GET /api/makepdf/:id', path: (f) => `/api/makepdf/${f.mag._id}?wait=0`, ok: chromiumPath() ? 202 : 503, needs: ['version'], derivedWrites: ['jobs'] },
  { route: 'GET /api/mag/:id/export', path: (f) => `/api/mag/${f.mag._id}/export?wait=0`, ok: 202, needs: ['version'], derivedWrites: ['jobs'] },
  {
    route: 'GET /api/screenshot/renew/:mag/:page',
    member: 'edit',
    path: (f) => `/api/screenshot/renew/${f.mag._id}/${f.mag.pages[0]._id}?wait=0`,
    ok: chromiumPath() ? 202 : 503,
    needs: ['version'],
    derivedWrites: ['jobs'],
  },
  { route: 'GET /api/projects/:id/versions/:vid', path: (f) => `/api/projects/${f.mag._id}/versions/${f.version}`, ok: 200, needs: ['version'], member: 'edit' },
  { route: 'POST /api/projects/:id/versions/:vid/restore', path: (f) => `/api/projects/${f.mag._id}/versions/${f.version}/restore`, ok: 200, needs: ['version'], member: 'edit' },
  { route: 'POST /api/mag/privacy/:id', path: (f) => `/api/mag/privacy/${f.mag._id}`, body: () => ({ is_private: 'true', pass: 'letmein' }), ok: 200 },
  // View options, share data, the featured list, the author's profile (docs/api.md "Authors")
  { route: 'POST /api/mag/opts/:id', path: (f) => `/api/mag/opts/${f.mag._id}`, body: () => ({ arrows: false }), ok: 200, member: 'edit' },
  { route: 'GET /api/mag/fbcache/:id', path: (f) => `/api/mag/fbcache/${f.mag._id}`, ok: 200 },
  { route: 'POST /api/featured/submit', path: () => '/api/featured/submit', body: (f) => ({ url: `${loadConfig({ NODE_ENV: 'test' }).publicUrl}/${f.mag.num_id}/` }), ok: 201 },
  {
    route: 'PATCH /api/user/profile',
    path: () => '/api/user/profile',
    body: () => ({ links: [{ title: 'Owner’s site', url: 'https://owner.example/' }] }),
    strangerBody: () => ({ links: [] }),
    ok: 200,
    ownScope: true,
  },
  {
    route: 'POST /api/privacy/mag/:numId',
    path: (f) => `/api/privacy/mag/${f.mag.num_id}`,
    body: (f) => ({ is_private: false, isPrivatePages: [f.mag.pages[0]._id], pass: 'letmein' }),
    ok: 200,
  },
  { route: 'POST /api/mag/domain/:id', path: (f) => `/api/mag/domain/${f.mag._id}`, body: (f) => ({ status: 'on', domain: ghostDomain(f) }), ok: 200 },
  // With a num_id it asks about the owner's project; without one, about the caller's own profile.
  { route: 'POST /api/checkdomain', path: () => '/api/checkdomain', body: (f) => ({ num_id: f.mag.num_id, domain: ghostDomain(f) }), ok: 200 },
  // Copies
  { route: 'POST /api/projects/:id/duplicate', path: (f) => `/api/projects/${f.mag._id}/duplicate`, ok: 201 },
  // A starter is no one's: anyone signed in starts their own project from it (docs/api.md "Starter templates").
  { route: 'POST /api/starters/:id/use', path: () => '/api/starters/lookbook/use', body: () => ({ title: 'My lookbook' }), ok: 201, ownScope: true },
  ...templateRoutes,
  // Forms and their answers
  { route: 'GET /api/mag/:id/forms', path: (f) => `/api/mag/${f.mag._id}/forms`, ok: 200, needs: ['form'] },
  { route: 'GET /api/mag/:id/forms/:widgetId/submissions', path: (f) => `/api/mag/${f.mag._id}/forms/${f.form}/submissions`, ok: 200, needs: ['form'] },
  { route: 'GET /api/mag/:id/forms/:widgetId/submissions.csv', path: (f) => `/api/mag/${f.mag._id}/forms/${f.form}/submissions.csv`, ok: 200, needs: ['form'] },
  // Swatches and named styles
  { route: 'GET /api/swatches/project/:id', path: (f) => `/api/swatches/project/${f.mag._id}`, ok: 200, member: 'view' },
  { route: 'PUT /api/swatches/project/:id', path: (f) => `/api/swatches/project/${f.mag._id}`, body: () => ({ colors: ['ff0000ff'] }), ok: 200, member: 'edit' },
  { route: 'PUT /api/swatches/project/:id/move', path: (f) => `/api/swatches/project/${f.mag._id}/move`, body: () => ({ from: 0, to: 1 }), ok: 200, needs: ['swatches'], member: 'edit' },
  { route: 'PUT /api/swatches/project/:id/reset', path: (f) => `/api/swatches/project/${f.mag._id}/reset`, body: () => ({ colors: ['ff0000ff'] }), ok: 200, member: 'edit' },
  { route: 'GET /api/swatches/global/:id', path: (f) => `/api/swatches/global/${f.user._id}`, ok: 200 },
  { route: 'PUT /api/swatches/global/:id', path: (f) => `/api/swatches/global/${f.user._id}`, body: () => ({ colors: ['ff0000ff'] }), ok: 200 },
  { route: 'PUT /api/swatches/global/:id/move', path: (f) => `/api/swatches/global/${f.user._id}/move`, body: () => ({ from: 0, to: 1 }), ok: 200, needs: ['swatches'] },
  ...styleRoutes,
  // The shop: connecting a provider, and the test-mode catalogue. The GET addresses answer a page asking for the change,
  // whose button POSTs to the same address (issue 11, finding 3).
  { route: 'GET /api/connect/ecommerce/stripe/connect', path: (f) => `/api/connect/ecommerce/stripe/connect?num_id=${f.mag.num_id}`, ok: 200 },
  { route: 'POST /api/connect/ecommerce/stripe/connect', path: (f) => `/api/connect/ecommerce/stripe/connect?num_id=${f.mag.num_id}`, ok: 200 },
  { route: 'GET /api/connect/ecommerce/stripe/return', path: (f) => `/api/connect/ecommerce/stripe/return?num_id=${f.mag.num_id}`, ok: 200, needs: ['shop'] },
  { route: 'GET /api/connect/ecommerce/ecwid/connect', path: (f) => `/api/connect/ecommerce/ecwid/connect?num_id=${f.mag.num_id}&store_id=12345`, ok: 200 },
  { route: 'POST /api/connect/ecommerce/ecwid/connect', path: (f) => `/api/connect/ecommerce/ecwid/connect?num_id=${f.mag.num_id}&store_id=12345`, ok: 200 },
  { route: 'GET /api/connect/ecommerce/:provider/disconnect', path: (f) => `/api/connect/ecommerce/stripe/disconnect?num_id=${f.mag.num_id}`, ok: 200, needs: ['shop'] },
  { route: 'POST /api/connect/ecommerce/:provider/disconnect', path: (f) => `/api/connect/ecommerce/stripe/disconnect?num_id=${f.mag.num_id}`, ok: 200, needs: ['shop'] },
  { route: 'GET /api/connect/ecommerce/socket', path: (f) => `/api/connect/ecommerce/socket?num_id=${f.mag.num_id}`, ok: 200, needs: ['shop'] },
  // With type=preview it is the owner's look at an unpublished shop; without, a visitor's (private-content.test.ts).
  { route: 'GET /api/ecommerce/:numId/:provider/products', path: (f) => `/api/ecommerce/${f.mag.num_id}/stripe/products?type=preview`, ok: 200, needs: ['shop'] },
  { route: 'POST /api/projects/:numId/ecommerce/stripe/products/', path: (f) => shop(f, 'products/'), body: () => ({ name: 'Stolen poster' }), ok: 201, needs: ['shop'] },
  { route: 'PATCH /api/projects/:numId/ecommerce/stripe/products/:id/', path: (f) => shop(f, `products/${f.shop!.product}/`), body: () => ({ name: 'Renamed' }), ok: 200, needs: ['shop'] },
  { route: 'DELETE /api/projects/:numId/ecommerce/stripe/products/:id/', path: (f) => shop(f, `products/${f.shop!.product}/`), ok: 204, needs: ['shop'] },
  {
    route: 'POST /api/projects/:numId/ecommerce/stripe/skus/',
    path: (f) => shop(f, 'skus/'),
    body: (f) => ({ product: f.shop!.product, price: 100, inventory: { type: 'infinite' } }),
    ok: 201,
    needs: ['shop'],
  },
  { route: 'PATCH /api/projects/:numId/ecommerce/stripe/skus/:id/', path: (f) => shop(f, `skus/${f.shop!.sku}/`), body: () => ({ price: 1 }), ok: 200, needs: ['shop'] },
  { route: 'DELETE /api/projects/:numId/ecommerce/stripe/skus/:id/', path: (f) => shop(f, `skus/${f.shop!.sku}/`), ok: 204, needs: ['shop'] },
  {
    route: 'POST /api/projects/:numId/ecommerce/stripe/prices/',
    path: (f) => shop(f, 'prices/'),
    body: (f) => ({ product: f.shop!.product, unit_amount: 100, currency: 'usd' }),
    ok: 201,
    needs: ['shop'],
  },
  { route: 'PATCH /api/projects/:numId/ecommerce/stripe/prices/:id/', path: (f) => shop(f, `prices/${f.shop!.price}/`), body: () => ({ active: false }), ok: 200, needs: ['shop'] },
  { route: 'GET /api/projects/:numId/ecommerce/stripe/shipping_methods/', path: (f) => shop(f, 'shipping_methods/'), ok: 200, needs: ['shop'] },
  {
    route: 'PUT /api/projects/:numId/ecommerce/stripe/shipping_methods/',
    path: (f) => shop(f, 'shipping_methods/'),
    body: () => ({ shipping_methods: [{ id: 'standard', description: 'Standard', amount: 500, currency: 'usd' }] }),
    ok: 200,
    needs: ['shop'],
  },
  { route: 'GET /api/projects/:numId/ecommerce/stripe/shop_rules/', path: (f) => shop(f, 'shop_rules/'), ok: 200, needs: ['shop'] },
  {
    route: 'PUT /api/projects/:numId/ecommerce/stripe/shop_rules/',
    path: (f) => shop(f, 'shop_rules/'),
    body: () => ({ shipping_rules: [{ id: 'standard', description: 'Standard', rates: [{ country: 'DE', amount: 450 }], rest_of_world: null, free_over: null }], tax_rates: [] }),
    ok: 200,
    needs: ['shop'],
  },
];

/** The registered route a concrete path belongs to, as a pattern: `:name` one segment (optional with `?`), `*` the rest. */
function routePattern(route: RouteKey): RegExp {
  const url = route.slice(route.indexOf(' ') + 1);
  const source = url
    .split('/')
    .map((segment, index) => {
      if (segment === '*') return '/.*';
      const slash = index === 0 ? '' : '/';
      if (/^:\w+\?$/.test(segment)) return `(?:/[^/]+)?`;
      return slash + segment.replace(/[.]/g, '\\.').replace(/:\w+/g, '[^/]+');
    })
    .join('');
  return new RegExp(`^${source}$`);
}

interface Reply {
  status: number;
  body: any;
  headers: Headers;
}

describe.each(drivers)('authorization matrix on %s', (driver) => {
  let server: TestServer & { storage: unknown };
  let owner: Client & { user: any };
  let stranger: Client & { user: any };
  let visitor: Client;
  let editor: Client & { user: any };
  let viewer: Client & { user: any };
  const cookies = { owner: '', stranger: '', editor: '', viewer: '' };

  beforeAll(async () => {
    ({ server, owner, stranger, visitor } = await startWithPeople(driver, { ownerName: 'Owner', config: { outboundAllowed: ['127.0.0.1'] } }));
    proxiedAddress = `${server.baseUrl}/api/health`;
    cookies.owner = await sessionCookie(owner.user.email);
    cookies.stranger = await sessionCookie(stranger.user.email);
    editor = await signUp(server.baseUrl, 'Editor');
    viewer = await signUp(server.baseUrl, 'Viewer');
    cookies.editor = await sessionCookie(editor.user.email);
    cookies.viewer = await sessionCookie(viewer.user.email);
  });
  afterAll(() => server.close());

  /** A session of its own for a person, as the Cookie header a browser sends. */
  async function sessionCookie(email: string): Promise<string> {
    const reply = await fetch(`${server.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'correct horse battery' }),
    });
    expect(reply.status).toBe(200);
    return reply.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  }

  /**
   * One request as a browser makes it, redirects not followed. An event stream (the shop's state socket) is read as
   * far as its status and type, then closed.
   */
  async function send(cookie: string, method: string, path: string, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<Reply> {
    const controller = new AbortController();
    const headers: Record<string, string> = { ...extraHeaders, ...(cookie ? { cookie } : {}) };
    let payload: string | FormData | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] = 'application/json';
    }
    const response = await fetch(`${server.baseUrl}${path}`, { method, headers, body: payload, redirect: 'manual', signal: controller.signal });
    if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
      controller.abort();
      return { status: response.status, body: undefined, headers: response.headers };
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed, headers: response.headers };
  }

  async function fixture(needs: Need[] = []): Promise<Fixture> {
    const draft = await createProject(owner, OWNER_TITLE);
    const f: Fixture = { mag: draft, user: owner.user, trashed: '', editorEmail: editor.user.email };
    let revision = draft.revision;
    if (needs.includes('form')) {
      const made = await owner.post(`/api/mag/${draft._id}/widgets`, {
        revision,
        widgets: [{ type: 'form', pid: draft.pages[0]._id, x: 0, y: 300, w: 300, h: 200, fields: [{ id: 'name', kind: 'text', label: 'Name' }] }],
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      f.form = made.body.widgets[0]._id;
      revision = made.body.revision;
    }
    if (needs.includes('shots')) {
      const made = await owner.post(`/api/mag/${draft._id}/widgets`, { revision, widgets: [{ type: 'shots', pid: draft.pages[0]._id, x: 0, y: 0, w: 270, h: 480 }] });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      f.shots = made.body.widgets[0]._id;
      revision = made.body.revision;
    }
    expect((await owner.post(`/api/publish/${draft._id}`)).status).toBe(200);
    if (f.form) expect((await visitor.post(`/api/forms/${draft.num_id}/${f.form}`, { values: { name: 'A visitor' } })).status).toBe(201);
    const extra = await owner.post(`/api/mag/${draft._id}/pages`, { revision });
    f.trashed = extra.body.page._id;
    await owner.delete(`/api/mag/${draft._id}/pages`, { revision: extra.body.revision, pids: [f.trashed] });
    if (needs.includes('shop')) {
      expect((await owner.post(`/api/connect/ecommerce/stripe/connect?num_id=${draft.num_id}`)).status).toBe(200);
      const product = (await owner.post(shop(f, 'products/'), { name: 'Poster' })).body.data.id;
      const sku = (await owner.post(shop(f, 'skus/'), { product, price: 1500, inventory: { type: 'infinite' } })).body.data.id;
      const price = (await owner.post(shop(f, 'prices/'), { product, unit_amount: 2500, currency: 'usd' })).body.data.id;
      f.shop = { product, sku, price };
    }
    if (needs.includes('template')) {
      const saved = await owner.post('/api/template/', { mag_id: draft._id, name: 'Owner’s own template' });
      expect(saved.status).toBe(201);
      f.template = saved.body.id;
    }
    if (needs.includes('customFont')) {
      const uploaded = await owner.postForm('/api/upload/font', await fontForm());
      expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
      f.customFont = uploaded.body._id;
    }
    if (needs.includes('swatches')) {
      const colors = ['ff0000ff', '00ff00ff'];
      expect((await owner.put(`/api/swatches/project/${draft._id}`, { colors })).status).toBe(200);
      expect((await owner.put(`/api/swatches/global/${owner.user._id}`, { colors })).status).toBe(200);
    }
    if (needs.includes('version')) {
      // A new project keeps no version of itself as created: its first publish makes one.
      expect((await owner.post(`/api/publish/${draft._id}`)).status).toBe(200);
      f.version = (await owner.get(`/api/projects/${draft._id}/versions`)).body.versions[0]._id;
    }
    if (needs.includes('job')) {
      f.job = (await enqueueJob(server.database.db, { kind: 'test.waiting', payload: {}, userId: owner.user._id, magId: draft._id })).id;
    }
    if (needs.includes('mail')) {
      f.mail = `mail_${draft._id}`;
      await server.database.db.insert(mailOutbox).values({
        id: f.mail,
        userId: owner.user._id,
        magId: draft._id,
        kind: 'order_notice',
        to: 'owner@example.com',
        subject: 'New order',
        text: 'A paid order',
        html: '<p>A paid order</p>',
        status: 'unsent',
      });
    }
    if (needs.includes('order')) {
      f.order = `or_${draft._id}`;
      await server.database.db.insert(shopOrders).values({
        id: f.order,
        magId: draft._id,
        buyer: 'buyer-of-the-matrix',
        status: 'paid',
        currency: 'usd',
        amount: 1500,
        paymentId: `ch_${draft._id}`,
        data: {
          email: 'buyer@example.com',
          phone: null,
          items: [{ object: 'order_item', type: 'sku', parent: 'sku_1', quantity: 1, description: 'Poster', amount: 1500, currency: 'usd' }],
          shipping: null,
          shipping_methods: [],
          selected_shipping_method: null,
          metadata: {},
        },
      });
      // Its payment, as the test-mode gateway keeps it (a refund gives back part of it).
      await server.database.db.insert(shopTestObjects).values({
        id: `ch_${draft._id}`,
        magId: draft._id,
        object: 'charge',
        data: { id: `ch_${draft._id}`, object: 'charge', amount: 1500, currency: 'usd', paid: true, status: 'succeeded', metadata: { order_id: f.order } },
      });
      f.unpaidOrder = `or_unpaid_${draft._id}`;
      await server.database.db.insert(shopOrders).values({
        id: f.unpaidOrder,
        magId: draft._id,
        buyer: 'buyer-of-the-matrix',
        status: 'created',
        currency: 'usd',
        amount: 1500,
        data: { email: 'buyer@example.com', phone: null, items: [], shipping: null, shipping_methods: [], selected_shipping_method: null, metadata: {} },
      });
    }
    for (const [member, role] of [[editor, 'editor'], [viewer, 'viewer']] as const) {
      expect((await owner.post(`/api/projects/${draft._id}/members`, { email: member.user.email, role })).status).toBe(201);
    }
    f.mag = (await owner.get(`/api/projects/${draft._id}`)).body;
    return f;
  }

  it('every registered route is an author route of this matrix or public on purpose; every row names a registered route', () => {
    const registered = registeredRoutes();
    const covered = new Set(authorRoutes.map((row) => row.route));
    const uncovered = registered.filter((route) => !covered.has(route) && !(route in PUBLIC_ROUTES) && !(route in PUBLIC_WHEN_BUILT));
    expect(uncovered, 'routes neither in the authorization matrix nor public on purpose').toEqual([]);
    expect([...covered].filter((route) => !registered.includes(route)), 'rows of routes that no longer exist').toEqual([]);
    expect(Object.keys(PUBLIC_ROUTES).filter((route) => !registered.includes(route as RouteKey)), 'public routes that no longer exist').toEqual([]);
    expect(authorRoutes.filter((row) => row.route in PUBLIC_ROUTES).map((row) => row.route)).toEqual([]);
    expect(authorRoutes.length, 'one row per route').toBe(covered.size);
  });

  for (const row of authorRoutes) {
    const [method] = row.route.split(' ') as [string];
    const expectation = row.ownScope ? 'the stranger sees only their own' : 'stranger 404 with nothing changed';
    const crossSite = method === 'GET' ? '' : ', the owner from another site 403';
    const refusal = MEMBER_FINDS_NOTHING.test(row.route) ? 404 : 403;
    const members = row.ownScope ? '' : `, viewer ${row.member === 'view' ? row.ok : refusal}, editor ${row.member ? row.ok : refusal}`;
    it(`${row.route}: visitor ${row.signInRedirect ? 'sent to sign in' : '401'}, ${expectation}${members}${crossSite}, owner ${row.ok}`, async () => {
      const f = await fixture(row.needs);
      const path = row.path(f);
      expect(path.split('?')[0], 'the row tries its own route').toMatch(routePattern(row.route));
      const bodyOf = async (who: 'owner' | 'stranger') => (row.form ? row.form(f) : who === 'stranger' && row.strangerBody ? row.strangerBody(f) : row.body?.(f));
      const before = await storedState(server);

      const asVisitor = await send('', method, path, await bodyOf('owner'));
      if (row.signInRedirect) {
        expect(asVisitor.status).toBe(303);
        expect(asVisitor.headers.get('location')).toMatch(/^\/login\/\?next=/);
      } else {
        expect(asVisitor.status, JSON.stringify(asVisitor.body)).toBe(401);
        expect(asVisitor.body).toEqual({ message: 'Not signed in', statusCode: 401 });
      }
      expect(await storedState(server), 'a visitor changed nothing').toEqual(before);

      const asStranger = await send(cookies.stranger, method, path, await bodyOf('stranger'));
      if (row.ownScope) {
        expect(asStranger.status, JSON.stringify(asStranger.body)).toBeLessThan(300);
        const text = JSON.stringify(asStranger.body ?? '');
        for (const mark of [f.user._id, f.user.email, f.mag._id, f.template, f.customFont].filter(Boolean)) expect(text).not.toContain(mark);
      } else {
        expect(asStranger.status, JSON.stringify(asStranger.body)).toBe(404);
        expect(asStranger.body).toMatchObject({ message: expect.any(String), statusCode: 404 });
        expect(JSON.stringify(asStranger.body)).not.toContain(OWNER_TITLE);
        expect(await storedState(server), 'the stranger changed nothing').toEqual(before);

        for (const role of ['viewer', 'editor'] as const) {
          const allowed = row.member === 'view' || (row.member === 'edit' && role === 'editor');
          const beforeMember = await storedState(server);
          if (!allowed) {
            const refused = await send(cookies[role], method, path, await bodyOf('owner'));
            expect(refused.status, `${role}: ${JSON.stringify(refused.body)}`).toBe(refusal);
            expect(refused.body).toMatchObject({ message: expect.any(String), statusCode: refusal });
            expect(await storedState(server), `the ${role} changed nothing`).toEqual(beforeMember);
          } else if (method === 'GET' && !row.derivedWrites) {
            const read = await send(cookies[role], method, path);
            expect(read.status, `${role}: ${JSON.stringify(read.body)}`).toBe(row.ok);
            expect(await storedState(server), `the ${role}'s GET changed nothing`).toEqual(beforeMember);
          } else {
            // A change: made on a project of its own, so the owner's call below still finds what it names.
            const g = await fixture(row.needs);
            const made = await send(cookies[role], method, row.path(g), row.form ? await row.form(g) : row.body?.(g));
            expect(made.status, `${role}: ${JSON.stringify(made.body)}`).toBe(row.ok);
          }
        }
      }

      if (method !== 'GET') {
        // The owner's own browser, on another site's page: refused before the route runs (issue 11, finding 3).
        const beforeCrossSite = await storedState(server);
        const crossSite = await send(cookies.owner, method, path, await bodyOf('owner'), CROSS_SITE);
        expect(crossSite.status, JSON.stringify(crossSite.body)).toBe(403);
        expect(crossSite.body).toMatchObject({ message: expect.any(String), statusCode: 403 });
        expect(await storedState(server), 'a change from another site changed nothing').toEqual(beforeCrossSite);
      }

      const beforeOwner = await storedState(server);
      const asOwner = await send(cookies.owner, method, path, await bodyOf('owner'));
      expect(asOwner.status, JSON.stringify(asOwner.body)).toBe(row.ok);
      // A GET changes nothing, even the owner's: a link another site shows cannot make a change (finding 3). One that
      // makes a derived file writes its job only, and another site's page cannot make it ask.
      if (method === 'GET') {
        const without = (state: Record<string, string[]>) => Object.fromEntries(Object.entries(state).filter(([table]) => !row.derivedWrites?.includes(table)));
        expect(without(await storedState(server)), "the owner's GET changed nothing").toEqual(without(beforeOwner));
        if (row.derivedWrites) {
          const beforeCrossSite = await storedState(server);
          const crossSite = await send(cookies.owner, method, path, undefined, CROSS_SITE);
          expect(crossSite.status, JSON.stringify(crossSite.body)).toBe(403);
          expect(await storedState(server), "another site's GET made nothing").toEqual(beforeCrossSite);
        }
      }
    });
  }

  it('lists only my own projects', async () => {
    const mine = await createProject(owner, 'Mine');
    const theirs = await createProject(stranger, 'Theirs');
    const list = (await owner.get('/api/projects')).body.map((m: any) => m._id);
    expect(list).toContain(mine._id);
    expect(list).not.toContain(theirs._id);
    expect((await visitor.get('/api/projects')).status).toBe(401);
  });

  it('a visitor sees only published content: a never-published draft is not found on any viewer route', async () => {
    const draft = await createProject(owner, 'Unseen');
    for (const path of [`/api/readymag/${owner.user.uri}/${draft.num_id}`, `/api/readymag/${draft.num_id}`, `/api/magpages/${draft.num_id}`]) {
      const reply = await visitor.get(path);
      expect(reply.status, path).toBe(404);
      expect(JSON.stringify(reply.body)).not.toContain('Hello from page one');
    }
    expect((await visitor.post(`/api/countview/${draft.num_id}`)).status).toBe(404);
    // …and a stranger signed in does not see it either.
    expect((await stranger.get(`/api/readymag/${draft.num_id}`)).status).toBe(404);
  });
});
