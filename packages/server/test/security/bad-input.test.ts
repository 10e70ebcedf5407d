import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';
import { apiMessages } from '@folio/model';
import { Client, createProject, drivers, signUp, startTestServer, type TestServer } from '../support/harness';
import { isWriteMethod, registeredRoutes, storedState, type RouteKey } from './route-inventory';
import { fixtureTtf, pngBytes } from '../fonts/font-files';

vi.mock('fastify', async (importOriginal) => (await import('./route-inventory')).recordingFastify(await importOriginal()));

// Bad input on every write route: malformed JSON, a body that is no object (null, an array, a number), wrong types,
// missing fields, unknown fields, a string far past its limit, an oversized body, a NUL character and unknown ids
// answer 4xx with {message, statusCode} (and the failing fields), and nothing is written: every table and every
// stored blob is compared before and after. The write routes are read from the app itself: one missing from
// writeRoutes fails the first test.

const ghost = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const GHOST_NUM_ID = 2_000_000_000;
// Past every text limit of the API (the longest, a text widget's HTML, is 500,000 characters) and within the body limit.
const HUGE = 'x'.repeat(1_000_000);
const PASS = 'right password';
// A member of the fixture's project (docs/editor.md "Sharing and roles"), invited before any account has the address.
const MEMBER = 'member@example.test';
// A frontend-rendering report (POST /api/proxy/honeycomb) on the fixture's published project.
const renderReport = (f: { mag: any }) => ({ mag_num_id: f.mag.num_id, viewport: 'default', start_page: 1, widgets_count: 3, device: 'phone', timing: { first_render: 800 } });

/** What the write routes are tried on: one published project of the owner's with a form, a shop and a template. */
interface Fixture {
  mag: any;
  user: any;
  form: string;
  product: string;
  sku: string;
  price: string;
  template: string;
  customer: string;
  customFont: string;
  /** A version of the project's history (its publish). */
  version: string;
}

type Who = 'owner' | 'visitor' | 'buyer';

/** A bad variant of a route's call: its own path or body; a 4xx (this one when given), nothing written. */
interface Refused {
  name: string;
  path?: (f: Fixture) => string;
  body?: (f: Fixture) => unknown;
  status?: number;
}

interface WriteRoute {
  route: RouteKey;
  path: (f: Fixture) => string;
  /** Who calls it (the owner unless said): a visitor's and a buyer's routes are tried as them. */
  as?: Who;
  /** The route reads a JSON body: these are its bad ones. Routes without take no body, and any they are sent is checked as JSON all the same. */
  body?: {
    wrongTypes: (f: Fixture) => unknown;
    /** Field paths the wrong-types body must report. */
    failing: string[];
    /** A body without the route's required fields, and the paths it must report; none when every field is optional. */
    missing?: { body: (f: Fixture) => unknown; failing: string[] };
    unknownField: (f: Fixture) => unknown;
    /** A body with one string (or list) far past its limit. */
    huge: (f: Fixture) => unknown;
  };
  refused?: Refused[];
}

const CUSTOMER = {
  email: 'buyer@example.com',
  name: 'Ada Buyer',
  shipping: { name: 'Ada Buyer', address: { line1: '1 Main St', city: 'Springfield', postal_code: '62701', country: 'US' } },
};

const shop = (f: Fixture, rest: string) => `/api/projects/${f.mag.num_id}/ecommerce/stripe/${rest}`;
const ghostShop = (rest: string) => `/api/projects/${GHOST_NUM_ID}/ecommerce/stripe/${rest}`;
const unknownProject: Refused = { name: 'an unknown project', path: () => `/api/projects/${ghost}` };

const textStyle = { name: 'Body' };
const styleRoutes: WriteRoute[] = (['text-styles', 'link-styles', 'list-styles'] as const).flatMap((kind): WriteRoute[] => {
  const body: WriteRoute['body'] = {
    wrongTypes: () => ({ styles: 'all' }),
    failing: ['styles'],
    missing: { body: () => ({}), failing: ['styles'] },
    unknownField: () => ({ styles: [], scope: 'everyone' }),
    huge: () => ({ styles: [{ ...textStyle, name: HUGE }] }),
  };
  return [
    {
      route: `PUT /api/${kind}/project/:projectId?`,
      path: (f) => `/api/${kind}/project/${f.mag._id}`,
      body,
      refused: [
        { name: 'an unknown project', path: () => `/api/${kind}/project/${ghost}`, body: () => ({ styles: [] }), status: 404 },
        { name: 'no project id', path: () => `/api/${kind}/project/undefined`, body: () => ({ styles: [] }), status: 400 },
      ],
    },
    {
      route: `PUT /api/${kind}/global/:userId?`,
      path: (f) => `/api/${kind}/global/${f.user._id}`,
      body,
      refused: [{ name: "another author's id", path: () => `/api/${kind}/global/${ghost}`, body: () => ({ styles: [] }), status: 404 }],
    },
  ];
});

const swatchBody: WriteRoute['body'] = {
  wrongTypes: () => ({ colors: 'red' }),
  failing: ['colors'],
  missing: { body: () => ({}), failing: ['colors'] },
  unknownField: () => ({ colors: [], name: 'mine' }),
  huge: () => ({ colors: Array.from({ length: 10_000 }, () => 'ff0000ff') }),
};
const swatchMoveBody: WriteRoute['body'] = {
  wrongTypes: () => ({ from: 'first', to: [] }),
  failing: ['from', 'to'],
  missing: { body: () => ({}), failing: ['from', 'to'] },
  unknownField: () => ({ from: 0, to: 1, swap: true }),
  huge: () => ({ from: 1e9, to: 0 }),
};

const templateRoutes: WriteRoute[] = ['', '/'].flatMap((slash): WriteRoute[] => [
  {
    route: `POST /api/template${slash}`,
    path: () => `/api/template${slash}`,
    body: {
      wrongTypes: () => ({ mag_id: 5, name: [] }),
      failing: ['mag_id', 'name'],
      missing: { body: () => ({}), failing: ['mag_id', 'name'] },
      unknownField: (f) => ({ mag_id: f.mag._id, name: 'T', public: true }),
      huge: (f) => ({ mag_id: f.mag._id, name: HUGE }),
    },
    refused: [
      { name: 'an unknown project', body: () => ({ mag_id: ghost, name: 'T' }), status: 404 },
      { name: 'a blank name', body: (f) => ({ mag_id: f.mag._id, name: '   ' }), status: 400 },
    ],
  },
  {
    route: `PUT /api/template${slash}`,
    path: () => `/api/template${slash}`,
    body: {
      wrongTypes: () => ({ id: 5, name: {} }),
      failing: ['id', 'name'],
      missing: { body: () => ({}), failing: ['id', 'name'] },
      unknownField: (f) => ({ id: f.template, name: 'T', owner: 'me' }),
      huge: (f) => ({ id: f.template, name: HUGE }),
    },
    refused: [{ name: 'an unknown template', body: () => ({ id: ghost, name: 'T' }), status: 404 }],
  },
  {
    route: `DELETE /api/template${slash}`,
    path: () => `/api/template${slash}`,
    body: {
      wrongTypes: () => ({ id: 5 }),
      failing: ['id'],
      missing: { body: () => ({}), failing: ['id'] },
      unknownField: (f) => ({ id: f.template, cascade: true }),
      huge: () => ({ id: HUGE }),
    },
    refused: [{ name: 'an unknown template', body: () => ({ id: ghost }), status: 404 }],
  },
]);

const domainBody: WriteRoute['body'] = {
  wrongTypes: () => ({ status: 1, domain: 5 }),
  failing: ['status', 'domain'],
  missing: { body: () => ({}), failing: ['status'] },
  unknownField: () => ({ status: 'on', domain: 'a.example.com', www: true }),
  huge: () => ({ status: 'on', domain: HUGE }),
};
const notADomain: Refused = { name: 'no domain name', body: () => ({ status: 'on', domain: 'http://a b/' }), status: 400 };

const writeRoutes: WriteRoute[] = [
  // ---- signing up and in
  {
    route: 'POST /api/auth/signup',
    path: () => '/api/auth/signup',
    as: 'visitor',
    body: {
      wrongTypes: () => ({ email: 5, password: true, name: [] }),
      failing: ['email', 'password', 'name'],
      missing: { body: () => ({}), failing: ['email', 'password', 'name'] },
      unknownField: () => ({ email: 'x@example.test', password: 'long enough', name: 'X', admin: true }),
      huge: () => ({ email: 'x@example.test', password: 'correct horse battery', name: HUGE }),
    },
  },
  {
    route: 'POST /api/auth/login',
    path: () => '/api/auth/login',
    as: 'visitor',
    body: {
      wrongTypes: () => ({ email: 1, password: 2 }),
      failing: ['email', 'password'],
      missing: { body: () => ({}), failing: ['email', 'password'] },
      unknownField: () => ({ email: 'x@example.test', password: 'long enough', remember: true }),
      huge: () => ({ email: 'x@example.test', password: HUGE }),
    },
    refused: [
      { name: 'an unknown email', body: () => ({ email: 'nobody@example.test', password: 'correct horse battery' }), status: 401 },
      { name: 'a wrong password', body: (f) => ({ email: f.user.email, password: 'not the password' }), status: 401 },
    ],
  },
  { route: 'POST /api/auth/logout', path: () => '/api/auth/logout', as: 'visitor' },
  // ---- projects
  {
    route: 'POST /api/projects',
    path: () => '/api/projects',
    body: {
      wrongTypes: () => ({ title: 42 }),
      failing: ['title'],
      unknownField: () => ({ title: 'ok', owner: 'me' }),
      huge: () => ({ title: HUGE }),
    },
    refused: [
      { name: 'an unknown template', body: () => ({ template_id: ghost }), status: 404 },
      { name: "a uri the author's other project has", body: (f) => ({ uri: f.mag.uri }), status: 409 },
    ],
  },
  { route: 'DELETE /api/projects/:id', path: (f) => `/api/projects/${f.mag._id}`, refused: [{ ...unknownProject, status: 404 }] },
  {
    route: 'POST /api/projects/:id/duplicate',
    path: (f) => `/api/projects/${f.mag._id}/duplicate`,
    body: {
      wrongTypes: () => ({ title: 5 }),
      failing: ['title'],
      unknownField: () => ({ title: 'Copy', pages: [] }),
      huge: () => ({ title: HUGE }),
    },
    refused: [{ name: 'an unknown project', path: () => `/api/projects/${ghost}/duplicate`, body: () => ({}), status: 404 }],
  },
  {
    route: 'POST /api/starters/:id/use',
    path: () => '/api/starters/magazine/use',
    body: {
      wrongTypes: () => ({ title: 5 }),
      failing: ['title'],
      unknownField: () => ({ title: 'Mine', pages: [] }),
      huge: () => ({ title: HUGE }),
    },
    refused: [
      { name: 'an unknown starter', path: () => '/api/starters/no-such-starter/use', body: () => ({}), status: 404 },
      { name: 'a starter id that is a path', path: () => '/api/starters/..%2F..%2Fetc/use', body: () => ({}), status: 404 },
      { name: 'a starter id too long', path: () => `/api/starters/${'a'.repeat(200)}/use`, body: () => ({}), status: 400 },
    ],
  },
  {
    route: 'PATCH /api/mag/:id',
    path: (f) => `/api/mag/${f.mag._id}`,
    body: {
      wrongTypes: (f) => ({ revision: f.mag.revision, title: 1, opts: { arrows: 'yes' } }),
      failing: ['title', 'opts.arrows'],
      missing: { body: () => ({ title: 'No revision' }), failing: ['revision'] },
      unknownField: (f) => ({ revision: f.mag.revision, num_id: 5 }),
      huge: (f) => ({ revision: f.mag.revision, description: HUGE }),
    },
    refused: [
      { name: 'an unknown project', path: () => `/api/mag/${ghost}`, body: () => ({ revision: 0, title: 'x' }), status: 404 },
      { name: 'a stale revision', body: (f) => ({ revision: f.mag.revision - 1, title: 'x' }), status: 409 },
    ],
  },
  // ---- pages and the trash
  {
    route: 'POST /api/mag/:id/pages',
    path: (f) => `/api/mag/${f.mag._id}/pages`,
    body: {
      wrongTypes: (f) => ({ revision: f.mag.revision, num: 'first', page: { title: 3 } }),
      failing: ['num', 'page.title'],
      missing: { body: () => ({}), failing: ['revision'] },
      unknownField: (f) => ({ revision: f.mag.revision, page: { colour: 'red' } }),
      huge: (f) => ({ revision: f.mag.revision, page: { title: HUGE } }),
    },
    refused: [{ name: 'duplicating an unknown page', body: (f) => ({ revision: f.mag.revision, duplicateOf: ghost }) }],
  },
  {
    route: 'PATCH /api/mag/:id/pages/:pid',
    path: (f) => `/api/mag/${f.mag._id}/pages/${f.mag.pages[0]._id}`,
    body: {
      wrongTypes: (f) => ({ revision: f.mag.revision, seo: { title: 7 } }),
      failing: ['seo.title'],
      missing: { body: () => ({ title: 'No revision' }), failing: ['revision'] },
      unknownField: (f) => ({ revision: f.mag.revision, wids: [] }),
      huge: (f) => ({ revision: f.mag.revision, seo: { description: HUGE } }),
    },
    refused: [{ name: 'an unknown page', path: (f) => `/api/mag/${f.mag._id}/pages/${ghost}`, body: (f) => ({ revision: f.mag.revision, title: 'x' }), status: 404 }],
  },
  {
    route: 'PUT /api/mag/:id/pages/order',
    path: (f) => `/api/mag/${f.mag._id}/pages/order`,
    body: {
      wrongTypes: (f) => ({ revision: f.mag.revision, pids: 'all' }),
      failing: ['pids'],
      missing: { body: () => ({}), failing: ['revision', 'pids'] },
      unknownField: (f) => ({ revision: f.mag.revision, pids: f.mag.pages.map((p: any) => p._id), reverse: true }),
      huge: (f) => ({ revision: f.mag.revision, pids: [HUGE] }),
    },
    refused: [
      { name: 'an unknown page', body: (f) => ({ revision: f.mag.revision, pids: [ghost, f.mag.pages[1]._id] }) },
      { name: 'a page left out', body: (f) => ({ revision: f.mag.revision, pids: [f.mag.pages[1]._id] }), status: 400 },
    ],
  },
  {
    route: 'DELETE /api/mag/:id/pages',
    path: (f) => `/api/mag/${f.mag._id}/pages`,
    body: {
      wrongTypes: (f) => ({ revision: f.mag.revision, pids: [1] }),
      failing: ['pids.0'],
      missing: { body: () => ({}), failing: ['revision', 'pids'] },
      unknownField: (f) => ({ revision: f.mag.revision, pids: [f.mag.pages[1]._id], force: true }),
      huge: (f) => ({ revision: f.mag.revision, pids: Array.from({ length: 10_000 }, () => ghost) }),
    },
    refused: [
      { name: 'an unknown page', body: (f) => ({ revision: f.mag.revision, pids: [ghost] }), status: 404 },
      { name: 'every page', body: (f) => ({ revision: f.mag.revision, pids: f.mag.pages.map((p: any) => p._id) }), status: 400 },
    ],
  },
  {
    route: 'PATCH /api/mag/:id/pages/trash',
    path: (f) => `/api/mag/${f.mag._id}/pages/trash`,
    body: {
      wrongTypes: () => ({ pids: {} }),
      failing: ['pids'],
      missing: { body: () => ({}), failing: ['pids'] },
      unknownField: () => ({ pids: [ghost], all: true }),
      huge: () => ({ pids: [HUGE] }),
    },
    refused: [{ name: 'a page not in the trash', body: () => ({ pids: [ghost] }), status: 404 }],
  },
  {
    route: 'DELETE /api/mag/:id/pages/trash',
    path: (f) => `/api/mag/${f.mag._id}/pages/trash`,
    body: {
      wrongTypes: () => ({ pids: 'x' }),
      failing: ['pids'],
      missing: { body: () => ({}), failing: ['pids'] },
      unknownField: () => ({ pids: [ghost], all: true }),
      huge: () => ({ pids: [HUGE] }),
    },
    refused: [{ name: 'a page not in the trash', body: () => ({ pids: [ghost] }), status: 404 }],
  },
  // ---- widgets
  {
    route: 'POST /api/mag/:id/widgets',
    path: (f) => `/api/mag/${f.mag._id}/widgets`,
    body: {
      wrongTypes: (f) => ({ revision: f.mag.revision, widgets: [{ type: 'shape', pid: f.mag.pages[0]._id, x: 'left', y: 0, w: 10, h: 10 }] }),
      failing: ['widgets.0.x'],
      missing: { body: (f) => ({ revision: f.mag.revision, widgets: [{ type: 'shape' }] }), failing: ['widgets.0.pid'] },
      unknownField: (f) => ({ revision: f.mag.revision, widgets: [{ type: 'shape', pid: f.mag.pages[0]._id, x: 0, y: 0, w: 10, h: 10, sparkle: true }] }),
      huge: (f) => ({ revision: f.mag.revision, widgets: [{ type: 'text', version: 2, pid: f.mag.pages[0]._id, x: 0, y: 0, w: 10, h: 10, text: HUGE }] }),
    },
    refused: [
      { name: 'an unknown page', body: (f) => ({ revision: f.mag.revision, widgets: [{ type: 'shape', pid: ghost, x: 0, y: 0, w: 10, h: 10 }] }), status: 400 },
      { name: 'an unknown kind', body: (f) => ({ revision: f.mag.revision, widgets: [{ type: 'applet', pid: f.mag.pages[0]._id, x: 0, y: 0, w: 10, h: 10 }] }), status: 400 },
    ],
  },
  {
    route: 'PATCH /api/mag/:id/widgets',
    path: (f) => `/api/mag/${f.mag._id}/widgets`,
    body: {
      wrongTypes: (f) => ({ revision: f.mag.revision, widgets: [{ _id: f.mag.pages[0].wids[0]._id, w: 'wide' }] }),
      failing: ['widgets.0.w'],
      missing: { body: (f) => ({ revision: f.mag.revision }), failing: ['widgets'] },
      unknownField: (f) => ({ revision: f.mag.revision, widgets: [{ _id: f.mag.pages[0].wids[0]._id, sparkle: true }] }),
      huge: (f) => ({ revision: f.mag.revision, widgets: [{ _id: f.mag.pages[0].wids[1]._id, text: HUGE }] }),
    },
    refused: [{ name: 'an unknown widget', body: (f) => ({ revision: f.mag.revision, widgets: [{ _id: ghost, x: 1 }] }), status: 404 }],
  },
  {
    route: 'DELETE /api/mag/:id/widgets',
    path: (f) => `/api/mag/${f.mag._id}/widgets`,
    body: {
      wrongTypes: (f) => ({ revision: f.mag.revision, ids: [true] }),
      failing: ['ids.0'],
      missing: { body: (f) => ({ revision: f.mag.revision }), failing: ['ids'] },
      unknownField: (f) => ({ revision: f.mag.revision, ids: [f.mag.pages[0].wids[0]._id], cascade: true }),
      huge: (f) => ({ revision: f.mag.revision, ids: [HUGE] }),
    },
    refused: [{ name: 'an unknown widget', body: (f) => ({ revision: f.mag.revision, ids: [f.mag.pages[0].wids[0]._id, ghost] }), status: 404 }],
  },
  // ---- publishing, privacy, domains
  { route: 'POST /api/publish/:id', path: (f) => `/api/publish/${f.mag._id}`, refused: [{ name: 'an unknown project', path: () => `/api/publish/${ghost}`, status: 404 }] },
  { route: 'POST /api/unpublish/:id', path: (f) => `/api/unpublish/${f.mag._id}`, refused: [{ name: 'an unknown project', path: () => `/api/unpublish/${ghost}`, status: 404 }] },
  {
    route: 'POST /api/mag/:id/revert-version',
    path: (f) => `/api/mag/${f.mag._id}/revert-version`,
    refused: [{ name: 'an unknown project', path: () => `/api/mag/${ghost}/revert-version`, status: 404 }],
  },
  {
    // docs/api.md "Jobs": no body; a job that is no one's, or an id past its length, is refused.
    route: 'POST /api/jobs/:id/cancel',
    path: () => `/api/jobs/${ghost}/cancel`,
    refused: [
      { name: 'an unknown job', path: () => `/api/jobs/${ghost}/cancel`, status: 404 },
      { name: 'an id past its length', path: () => `/api/jobs/${'j'.repeat(65)}/cancel`, status: 400 },
    ],
  },
  // ---- sharing (docs/editor.md "Sharing and roles")
  {
    route: 'POST /api/projects/:id/members',
    path: (f) => `/api/projects/${f.mag._id}/members`,
    body: {
      wrongTypes: () => ({ email: 5, role: true }),
      failing: ['email', 'role'],
      missing: { body: () => ({}), failing: ['email', 'role'] },
      unknownField: () => ({ email: 'another@example.test', role: 'viewer', admin: true }),
      huge: () => ({ email: `${HUGE}@example.test`, role: 'viewer' }),
    },
    refused: [
      { name: 'no e-mail address', body: () => ({ email: 'not-an-address', role: 'viewer' }), status: 400 },
      { name: 'a role there is not', body: () => ({ email: 'another@example.test', role: 'owner' }), status: 400 },
      { name: 'someone already a member', body: () => ({ email: MEMBER.toUpperCase(), role: 'viewer' }), status: 409 },
      { name: "the owner's own address", body: (f) => ({ email: f.user.email, role: 'editor' }), status: 409 },
      { name: 'an unknown project', path: () => `/api/projects/${ghost}/members`, body: () => ({ email: 'another@example.test', role: 'viewer' }), status: 404 },
    ],
  },
  {
    route: 'PATCH /api/projects/:id/members/:email',
    path: (f) => `/api/projects/${f.mag._id}/members/${encodeURIComponent(MEMBER)}`,
    body: {
      wrongTypes: () => ({ role: 3 }),
      failing: ['role'],
      missing: { body: () => ({}), failing: ['role'] },
      unknownField: () => ({ role: 'viewer', email: 'x@example.test' }),
      huge: () => ({ role: HUGE }),
    },
    refused: [
      { name: 'a role there is not', body: () => ({ role: 'admin' }), status: 400 },
      { name: 'no member', path: (f) => `/api/projects/${f.mag._id}/members/nobody%40example.test`, body: () => ({ role: 'viewer' }), status: 404 },
      { name: 'no e-mail address', path: (f) => `/api/projects/${f.mag._id}/members/not-an-address`, body: () => ({ role: 'viewer' }), status: 400 },
    ],
  },
  {
    route: 'DELETE /api/projects/:id/members/:email',
    path: (f) => `/api/projects/${f.mag._id}/members/nobody%40example.test`,
    refused: [
      { name: 'no member', status: 404 },
      { name: 'no e-mail address', path: (f) => `/api/projects/${f.mag._id}/members/not-an-address`, status: 400 },
    ],
  },
  {
    route: 'POST /api/projects/:id/versions/:vid/restore',
    path: (f) => `/api/projects/${f.mag._id}/versions/${f.version}/restore`,
    body: {
      wrongTypes: () => ({ revision: 'latest' }),
      failing: ['revision'],
      unknownField: (f) => ({ revision: f.mag.revision, keepMine: true }),
      huge: () => ({ revision: HUGE }),
    },
    refused: [
      { name: 'an unknown project', path: (f) => `/api/projects/${ghost}/versions/${f.version}/restore`, body: () => ({}), status: 404 },
      { name: 'an unknown version', path: (f) => `/api/projects/${f.mag._id}/versions/${ghost}/restore`, body: (f) => ({ revision: f.mag.revision }), status: 404 },
      { name: 'a stale revision', body: (f) => ({ revision: f.mag.revision - 1 }), status: 409 },
    ],
  },
  {
    route: 'POST /api/mag/privacy/:id',
    path: (f) => `/api/mag/privacy/${f.mag._id}`,
    body: {
      wrongTypes: () => ({ is_private: 'maybe', pass: 5 }),
      failing: ['is_private', 'pass'],
      missing: { body: () => ({}), failing: ['is_private'] },
      unknownField: () => ({ is_private: true, pass: 'pw', hint: 'x' }),
      huge: () => ({ is_private: true, pass: HUGE }),
    },
    refused: [{ name: 'an unknown project', path: () => `/api/mag/privacy/${ghost}`, body: () => ({ is_private: false }), status: 404 }],
  },
  {
    route: 'POST /api/privacy/mag/:numId',
    path: (f) => `/api/privacy/mag/${f.mag.num_id}`,
    body: {
      wrongTypes: () => ({ is_private: 3, isPrivatePages: 'all' }),
      failing: ['is_private', 'isPrivatePages'],
      missing: { body: () => ({}), failing: ['is_private'] },
      unknownField: () => ({ is_private: false, hint: 'x' }),
      huge: () => ({ is_private: false, isPrivatePages: [HUGE] }),
    },
    refused: [
      { name: 'an unknown page', body: () => ({ is_private: false, isPrivatePages: [ghost], pass: 'pw' }), status: 400 },
      { name: 'an unknown project', path: () => `/api/privacy/mag/${GHOST_NUM_ID}`, body: () => ({ is_private: false }), status: 404 },
      { name: 'a num_id that is no number', path: () => '/api/privacy/mag/first', body: () => ({ is_private: false }), status: 400 },
    ],
  },
  {
    route: 'POST /api/mag/domain/:id',
    path: (f) => `/api/mag/domain/${f.mag._id}`,
    body: domainBody,
    refused: [notADomain, { name: 'an unknown project', path: () => `/api/mag/domain/${ghost}`, body: () => ({ status: 'off' }), status: 404 }],
  },
  { route: 'POST /api/user/domain', path: () => '/api/user/domain', body: domainBody, refused: [notADomain] },
  {
    route: 'POST /api/mag/opts/:id',
    path: (f) => `/api/mag/opts/${f.mag._id}`,
    body: {
      wrongTypes: () => ({ arrows: 'yes', scalewidth: 'wide' }),
      failing: ['arrows', 'scalewidth'],
      unknownField: () => ({ arrows: false, arows: true }),
      huge: () => ({ viewertype: HUGE }),
    },
    refused: [{ name: 'an unknown project', path: () => `/api/mag/opts/${ghost}`, body: () => ({ arrows: false }), status: 404 }],
  },
  {
    route: 'PATCH /api/user/profile',
    path: () => '/api/user/profile',
    body: {
      wrongTypes: () => ({ links: 'all', avatar: 5 }),
      failing: ['links', 'avatar'],
      unknownField: () => ({ links: [], name: 'New name' }),
      huge: () => ({ links: [{ title: HUGE, url: 'https://a.example/' }] }),
    },
    refused: [
      { name: 'a link that runs script', body: () => ({ links: [{ title: 'x', url: 'javascript:alert(1)' }] }), status: 400 },
      { name: 'a picture that is no upload of mine', body: () => ({ avatar: `/api/images/${ghost}.png` }), status: 400 },
    ],
  },
  {
    route: 'POST /api/featured/submit',
    path: () => '/api/featured/submit',
    body: {
      wrongTypes: () => ({ url: 5 }),
      failing: ['url'],
      missing: { body: () => ({}), failing: ['url'] },
      unknownField: (f) => ({ url: `http://localhost:3000/${f.mag.num_id}/`, note: 'please' }),
      huge: () => ({ url: HUGE }),
    },
    refused: [
      { name: 'an address of another site', body: (f) => ({ url: `https://elsewhere.example/${f.mag.num_id}/` }), status: 400 },
      { name: 'no project at the address', body: () => ({ url: `http://localhost:3000/${GHOST_NUM_ID}/` }), status: 400 },
    ],
  },
  {
    route: 'POST /api/checkdomain',
    path: () => '/api/checkdomain',
    body: {
      wrongTypes: () => ({ domain: 5, num_id: 'first' }),
      failing: ['domain', 'num_id'],
      missing: { body: () => ({}), failing: ['domain'] },
      unknownField: () => ({ domain: 'a.example.com', tld: 'com' }),
      huge: () => ({ domain: HUGE }),
    },
    refused: [
      { name: 'an unknown project', body: () => ({ num_id: GHOST_NUM_ID, domain: 'a.example.com' }), status: 404 },
      { name: 'no domain name', body: () => ({ domain: 'http://a b/' }), status: 400 },
    ],
  },
  // ---- a visitor's calls to the published project
  {
    route: 'POST /api/ecommerce/stripe/webhook',
    path: () => '/api/ecommerce/stripe/webhook',
    as: 'visitor',
    refused: [{ name: 'an event without its Stripe-Signature', body: () => ({ id: 'evt_1', object: 'event', type: 'payment_intent.succeeded', data: { object: {} } }), status: 400 }],
  },
  {
    route: 'POST /api/countview/:numId',
    path: (f) => `/api/countview/${f.mag.num_id}`,
    as: 'visitor',
    refused: [
      { name: 'an unknown project', path: () => `/api/countview/${GHOST_NUM_ID}`, status: 404 },
      { name: 'a num_id that is no number', path: () => '/api/countview/first', status: 400 },
    ],
  },
  {
    route: 'POST /api/proxy/honeycomb',
    path: () => '/api/proxy/honeycomb',
    as: 'visitor',
    body: {
      wrongTypes: () => ({ dataset: 5, event: { mag_num_id: 'first', viewport: 1, start_page: 'one', widgets_count: -1, device: 'watch', timing: { first_render: 'soon' } } }),
      failing: ['dataset', 'event.mag_num_id', 'event.viewport', 'event.start_page', 'event.widgets_count', 'event.device', 'event.timing.first_render'],
      missing: { body: () => ({}), failing: ['dataset', 'event'] },
      unknownField: (f) => ({ dataset: 'frontend-rendering', event: { ...renderReport(f), visitor: 'someone' } }),
      huge: (f) => ({ dataset: 'frontend-rendering', event: { ...renderReport(f), viewport: HUGE } }),
    },
    refused: [
      { name: 'an unknown project', body: (f) => ({ dataset: 'frontend-rendering', event: { ...renderReport(f), mag_num_id: GHOST_NUM_ID } }), status: 404 },
      { name: 'a time past its limit', body: (f) => ({ dataset: 'frontend-rendering', event: { ...renderReport(f), timing: { first_render: 10 ** 9 } } }), status: 400 },
    ],
  },
  {
    route: 'POST /api/readymag/:numId/access',
    path: (f) => `/api/readymag/${f.mag.num_id}/access`,
    as: 'visitor',
    body: {
      wrongTypes: () => ({ pass: 5 }),
      failing: ['pass'],
      missing: { body: () => ({}), failing: ['pass'] },
      unknownField: () => ({ pass: PASS, remember: true }),
      huge: () => ({ pass: HUGE }),
    },
    refused: [
      { name: 'a wrong password', body: () => ({ pass: 'guess' }), status: 403 },
      { name: 'an unknown project', path: () => `/api/readymag/${GHOST_NUM_ID}/access`, body: () => ({ pass: PASS }), status: 404 },
    ],
  },
  {
    route: 'POST /api/forms/:numId/:widgetId',
    path: (f) => `/api/forms/${f.mag.num_id}/${f.form}`,
    as: 'visitor',
    body: {
      wrongTypes: () => ({ values: 'all' }),
      failing: ['values'],
      missing: { body: () => ({}), failing: ['values'] },
      unknownField: () => ({ values: { name: 'A' }, captcha: 'x' }),
      huge: () => ({ values: { name: HUGE } }),
    },
    refused: [
      { name: 'an unknown form', path: (f) => `/api/forms/${f.mag.num_id}/${ghost}`, body: () => ({ values: { name: 'A' } }), status: 404 },
      { name: 'an unknown project', path: (f) => `/api/forms/${GHOST_NUM_ID}/${f.form}`, body: () => ({ values: { name: 'A' } }), status: 404 },
      { name: 'an unknown field', body: () => ({ values: { name: 'A', colour: 'red' } }), status: 400 },
    ],
  },
  // ---- uploads (multipart): their own bad bodies are tried below; JSON is refused as for any route
  { route: 'POST /api/upload', path: () => '/api/upload', refused: [{ name: 'a JSON body', body: () => ({ upload: 'picture' }), status: 415 }] },
  { route: 'POST /api/upload/font', path: () => '/api/upload/font', refused: [{ name: 'a JSON body', body: () => ({ upload: 'font' }), status: 415 }] },
  { route: 'POST /api/shots/upload/video', path: () => '/api/shots/upload/video', refused: [{ name: 'a JSON body', body: (f) => ({ widgetId: f.form, upload: 'video' }), status: 415 }] },
  {
    route: 'POST /api/shots/convert/fromurl',
    path: () => '/api/shots/convert/fromurl',
    body: {
      wrongTypes: () => ({ videoUrl: 5, widgetId: [] }),
      failing: ['videoUrl', 'widgetId'],
      missing: { body: () => ({}), failing: ['videoUrl', 'widgetId'] },
      unknownField: () => ({ videoUrl: 'https://video.example.com/a.mp4', widgetId: ghost, quality: 'best' }),
      huge: () => ({ videoUrl: `https://video.example.com/${HUGE}`, widgetId: ghost }),
    },
    refused: [
      { name: 'an unknown widget', body: () => ({ videoUrl: 'https://video.example.com/a.mp4', widgetId: ghost }), status: 404 },
      { name: 'a widget that is no shot', body: (f) => ({ videoUrl: 'https://video.example.com/a.mp4', widgetId: f.form }), status: 404 },
      { name: 'an address that is not http(s)', body: (f) => ({ videoUrl: 'file:///etc/passwd', widgetId: f.form }), status: 400 },
    ],
  },
  // ---- custom fonts and font features (docs/api.md "Fonts")
  {
    route: 'POST /api/custom-font',
    path: () => '/api/custom-font',
    body: {
      wrongTypes: () => ({ _id: 5, name: [] }),
      failing: ['_id', 'name'],
      missing: { body: () => ({}), failing: ['_id', 'name'] },
      unknownField: (f) => ({ _id: f.customFont, name: 'Body', css_name: 'Other' }),
      huge: (f) => ({ _id: f.customFont, name: HUGE }),
    },
    refused: [
      { name: 'an unknown font', body: () => ({ _id: ghost, name: 'Body' }), status: 404 },
      { name: 'a blank name', body: (f) => ({ _id: f.customFont, name: '   ' }), status: 400 },
    ],
  },
  {
    route: 'PUT /api/custom-font/:id',
    path: (f) => `/api/custom-font/${f.customFont}`,
    body: {
      wrongTypes: () => ({ name: 5 }),
      failing: ['name'],
      missing: { body: () => ({}), failing: ['name'] },
      unknownField: () => ({ name: 'Body', blob_key: 'fonts/other.woff2' }),
      huge: () => ({ name: HUGE }),
    },
    refused: [
      { name: 'an unknown font', path: () => `/api/custom-font/${ghost}`, body: () => ({ name: 'Body' }), status: 404 },
      { name: 'an id that is no id', path: () => '/api/custom-font/..%2F..%2Fetc', body: () => ({ name: 'Body' }), status: 400 },
    ],
  },
  {
    route: 'POST /api/font-features',
    path: () => '/api/font-features',
    body: {
      wrongTypes: () => ({ font: 5, weight: 'bold', customFontId: 7 }),
      failing: ['font', 'weight', 'customFontId'],
      unknownField: () => ({ font: 'Roboto', size: 12 }),
      huge: () => ({ font: HUGE }),
    },
    refused: [
      { name: 'no font named', body: () => ({}), status: 400 },
      { name: 'two fonts named', body: () => ({ font: 'Roboto', systemFont: 'Georgia' }), status: 400 },
      { name: 'a system font', body: () => ({ systemFont: 'Georgia' }), status: 422 },
      { name: 'an address elsewhere (no request is made)', body: () => ({ url: 'http://169.254.169.254/latest/meta-data/' }), status: 400 },
      { name: 'an unknown custom font', body: () => ({ customFontId: ghost }), status: 404 },
    ],
  },
  // ---- swatches and named styles
  {
    route: 'PUT /api/swatches/project/:id',
    path: (f) => `/api/swatches/project/${f.mag._id}`,
    body: swatchBody,
    refused: [
      { name: 'an unknown project', path: () => `/api/swatches/project/${ghost}`, body: () => ({ colors: [] }), status: 404 },
      { name: 'no colour', body: () => ({ colors: ['red'] }), status: 400 },
    ],
  },
  {
    route: 'PUT /api/swatches/project/:id/move',
    path: (f) => `/api/swatches/project/${f.mag._id}/move`,
    body: swatchMoveBody,
    refused: [
      { name: 'an unknown project', path: () => `/api/swatches/project/${ghost}/move`, body: () => ({ from: 0, to: 1 }), status: 404 },
      { name: 'a position past the end', body: () => ({ from: 150, to: 0 }), status: 400 },
    ],
  },
  {
    route: 'PUT /api/swatches/project/:id/reset',
    path: (f) => `/api/swatches/project/${f.mag._id}/reset`,
    body: swatchBody,
    refused: [{ name: 'an unknown project', path: () => `/api/swatches/project/${ghost}/reset`, body: () => ({ colors: [] }), status: 404 }],
  },
  {
    route: 'PUT /api/swatches/global/:id',
    path: (f) => `/api/swatches/global/${f.user._id}`,
    body: swatchBody,
    refused: [{ name: "another author's id", path: () => `/api/swatches/global/${ghost}`, body: () => ({ colors: [] }), status: 404 }],
  },
  {
    route: 'PUT /api/swatches/global/:id/move',
    path: (f) => `/api/swatches/global/${f.user._id}/move`,
    body: swatchMoveBody,
    refused: [{ name: "another author's id", path: () => `/api/swatches/global/${ghost}/move`, body: () => ({ from: 0, to: 1 }), status: 404 }],
  },
  {
    // docs/api.md "Orders": no body; an order that is no one's, or an id past its length.
    route: 'POST /api/projects/:id/orders/:orderId/cancel',
    path: (f) => `/api/projects/${f.mag._id}/orders/or_unknown/cancel`,
    refused: [
      { name: 'an unknown order', status: 404 },
      { name: 'an unknown project', path: () => `/api/projects/${ghost}/orders/or_unknown/cancel`, status: 404 },
      { name: 'an order id past its length', path: (f) => `/api/projects/${f.mag._id}/orders/${'o'.repeat(65)}/cancel`, status: 400 },
    ],
  },
  {
    // docs/api.md "Orders": an order that is no one's; the body checked before it is looked for.
    route: 'POST /api/projects/:id/orders/:orderId/fulfil',
    path: (f) => `/api/projects/${f.mag._id}/orders/or_unknown/fulfil`,
    body: {
      wrongTypes: () => ({ trackingUrl: 5 }),
      failing: ['trackingUrl'],
      unknownField: () => ({ trackingUrl: null, carrier: 'post' }),
      huge: () => ({ trackingUrl: `https://track.example.com/${HUGE}` }),
    },
    refused: [
      { name: 'an unknown order', status: 404, body: () => ({}) },
      { name: 'an unknown project', path: () => `/api/projects/${ghost}/orders/or_unknown/fulfil`, body: () => ({}), status: 404 },
      { name: 'a tracking link that is no http(s) URL', body: () => ({ trackingUrl: 'javascript:alert(1)' }), status: 400 },
      { name: 'an order id past its length', path: (f) => `/api/projects/${f.mag._id}/orders/${'o'.repeat(65)}/fulfil`, body: () => ({}), status: 400 },
    ],
  },
  {
    // docs/api.md "Orders": an amount or items (not both), restock only with items; an order that is no one's.
    route: 'POST /api/projects/:id/orders/:orderId/refund',
    path: (f) => `/api/projects/${f.mag._id}/orders/or_unknown/refund`,
    body: {
      wrongTypes: () => ({ amount: '5', restock: 'yes' }),
      failing: ['amount', 'restock'],
      unknownField: () => ({ amount: 100, reason: 'damaged' }),
      huge: () => ({ items: [{ sku: HUGE, quantity: 1 }] }),
    },
    refused: [
      { name: 'an unknown order', status: 404, body: () => ({}) },
      { name: 'an unknown project', path: () => `/api/projects/${ghost}/orders/or_unknown/refund`, body: () => ({}), status: 404 },
      { name: 'an amount and items at once', body: () => ({ amount: 100, items: [{ sku: 'sku_1', quantity: 1 }] }), status: 400 },
      { name: 'a restock without items', body: () => ({ amount: 100, restock: true }), status: 400 },
      { name: 'an amount of zero', body: () => ({ amount: 0 }), status: 400 },
      { name: 'a fraction of a cent', body: () => ({ amount: 1.5 }), status: 400 },
      { name: 'no items', body: () => ({ items: [] }), status: 400 },
      { name: 'a quantity of zero', body: () => ({ items: [{ sku: 'sku_1', quantity: 0 }] }), status: 400 },
      { name: 'an order id past its length', path: (f) => `/api/projects/${f.mag._id}/orders/${'o'.repeat(65)}/refund`, body: () => ({}), status: 400 },
    ],
  },
  ...styleRoutes,
  ...templateRoutes,
  // ---- the shop's catalogue (the owner's, test mode)
  {
    route: 'POST /api/projects/:numId/ecommerce/stripe/products/',
    path: (f) => shop(f, 'products/'),
    body: {
      wrongTypes: () => ({ name: 5, active: 'yes' }),
      failing: ['name', 'active'],
      missing: { body: () => ({}), failing: ['name'] },
      unknownField: () => ({ name: 'Poster', price: 5 }),
      huge: () => ({ name: HUGE }),
    },
    refused: [
      { name: 'an unknown project', path: () => ghostShop('products/'), body: () => ({ name: 'Poster' }), status: 404 },
      { name: 'a picture address that is no http(s) URL', body: () => ({ name: 'Poster', images: ['javascript:alert(1)'] }), status: 400 },
    ],
  },
  {
    route: 'PATCH /api/projects/:numId/ecommerce/stripe/products/:id/',
    path: (f) => shop(f, `products/${f.product}/`),
    body: {
      wrongTypes: () => ({ name: [], shippable: 'no' }),
      failing: ['name', 'shippable'],
      missing: { body: () => ({}), failing: [''] },
      unknownField: () => ({ name: 'Poster', price: 5 }),
      huge: () => ({ name: HUGE }),
    },
    refused: [
      { name: 'an unknown product', path: (f) => shop(f, 'products/prod_unknown/'), body: () => ({ name: 'x' }), status: 404 },
      { name: 'a picture that is neither an http(s) URL nor an upload of this server', body: () => ({ images: ['/api/uploads/../x'] }), status: 400 },
      { name: 'a description past 1000 characters', body: () => ({ description: 'd'.repeat(1001) }), status: 400 },
    ],
  },
  {
    route: 'DELETE /api/projects/:numId/ecommerce/stripe/products/:id/',
    path: (f) => shop(f, `products/${f.product}/`),
    refused: [{ name: 'an unknown product', path: (f) => shop(f, 'products/prod_unknown/'), status: 404 }],
  },
  {
    route: 'POST /api/projects/:numId/ecommerce/stripe/skus/',
    path: (f) => shop(f, 'skus/'),
    body: {
      wrongTypes: (f) => ({ product: f.product, price: '15.00', inventory: 'lots' }),
      failing: ['price', 'inventory'],
      missing: { body: () => ({}), failing: ['product', 'price', 'inventory'] },
      unknownField: (f) => ({ product: f.product, price: 1, inventory: { type: 'infinite' }, discount: 5 }),
      huge: (f) => ({ product: f.product, price: 1, inventory: { type: 'infinite' }, attributes: { size: HUGE } }),
    },
    refused: [
      { name: 'an unknown product', body: () => ({ product: 'prod_unknown', price: 1, inventory: { type: 'infinite' } }), status: 404 },
      { name: 'a negative price', body: (f) => ({ product: f.product, price: -1, inventory: { type: 'infinite' } }), status: 400 },
      { name: 'a currency other than usd (sku orders are in usd)', body: (f) => ({ product: f.product, price: 1, currency: 'eur', inventory: { type: 'infinite' } }), status: 400 },
    ],
  },
  {
    route: 'PATCH /api/projects/:numId/ecommerce/stripe/skus/:id/',
    path: (f) => shop(f, `skus/${f.sku}/`),
    body: {
      wrongTypes: () => ({ price: 'free', active: 1 }),
      failing: ['price', 'active'],
      missing: { body: () => ({}), failing: [''] },
      unknownField: () => ({ price: 1, discount: 5 }),
      huge: () => ({ attributes: { size: HUGE } }),
    },
    refused: [
      { name: 'an unknown sku', path: (f) => shop(f, 'skus/sku_unknown/'), body: () => ({ price: 1 }), status: 404 },
      { name: 'a currency other than usd', body: () => ({ currency: 'gbp' }), status: 400 },
    ],
  },
  {
    route: 'DELETE /api/projects/:numId/ecommerce/stripe/skus/:id/',
    path: (f) => shop(f, `skus/${f.sku}/`),
    refused: [{ name: 'an unknown sku', path: (f) => shop(f, 'skus/sku_unknown/'), status: 404 }],
  },
  {
    route: 'POST /api/projects/:numId/ecommerce/stripe/prices/',
    path: (f) => shop(f, 'prices/'),
    body: {
      wrongTypes: (f) => ({ product: f.product, unit_amount: 'ten', currency: 5 }),
      failing: ['unit_amount', 'currency'],
      missing: { body: () => ({}), failing: ['product', 'unit_amount', 'currency'] },
      unknownField: (f) => ({ product: f.product, unit_amount: 1, currency: 'usd', interval: 'month' }),
      huge: (f) => ({ product: f.product, unit_amount: 1, currency: 'usd', nickname: HUGE }),
    },
    refused: [
      { name: 'an unknown product', body: () => ({ product: 'prod_unknown', unit_amount: 1, currency: 'usd' }), status: 404 },
      { name: 'a currency without cents (the cart shows two decimals)', body: (f) => ({ product: f.product, unit_amount: 500, currency: 'jpy' }), status: 400 },
    ],
  },
  {
    route: 'PATCH /api/projects/:numId/ecommerce/stripe/prices/:id/',
    path: (f) => shop(f, `prices/${f.price}/`),
    body: {
      wrongTypes: () => ({ active: 'no' }),
      failing: ['active'],
      missing: { body: () => ({}), failing: [''] },
      unknownField: () => ({ active: false, unit_amount: 1 }),
      huge: () => ({ nickname: HUGE }),
    },
    refused: [{ name: 'an unknown price', path: (f) => shop(f, 'prices/price_unknown/'), body: () => ({ active: false }), status: 404 }],
  },
  {
    route: 'PUT /api/projects/:numId/ecommerce/stripe/shipping_methods/',
    path: (f) => shop(f, 'shipping_methods/'),
    body: {
      wrongTypes: () => ({ shipping_methods: 'fast' }),
      failing: ['shipping_methods'],
      missing: { body: () => ({}), failing: ['shipping_methods'] },
      unknownField: () => ({ shipping_methods: [{ id: 'a', description: 'A', amount: 1, currency: 'usd' }], free: true }),
      huge: () => ({ shipping_methods: [{ id: 'a', description: HUGE, amount: 1, currency: 'usd' }] }),
    },
    refused: [
      { name: 'two methods of one id', body: () => ({ shipping_methods: [1, 2].map((amount) => ({ id: 'a', description: 'A', amount, currency: 'usd' })) }), status: 400 },
      { name: 'an unknown project', path: () => ghostShop('shipping_methods/'), body: () => ({ shipping_methods: [{ id: 'a', description: 'A', amount: 1, currency: 'usd' }] }), status: 404 },
    ],
  },
  {
    route: 'PUT /api/projects/:numId/ecommerce/stripe/shop_rules/',
    path: (f) => shop(f, 'shop_rules/'),
    body: {
      wrongTypes: () => ({ shipping_rules: 'fast', tax_rates: 19 }),
      failing: ['shipping_rules', 'tax_rates'],
      missing: { body: () => ({}), failing: ['shipping_rules', 'tax_rates'] },
      unknownField: () => ({ shipping_rules: [], tax_rates: [], currency: 'usd' }),
      huge: () => ({ shipping_rules: [{ id: 'a', description: HUGE, rates: [], rest_of_world: 1, free_over: null }], tax_rates: [] }),
    },
    refused: [
      { name: 'an unknown country', body: () => ({ shipping_rules: [{ id: 'a', description: 'A', rates: [{ country: 'XX', amount: 1 }], rest_of_world: null, free_over: null }], tax_rates: [] }), status: 400 },
      { name: 'a negative amount', body: () => ({ shipping_rules: [{ id: 'a', description: 'A', rates: [], rest_of_world: -1, free_over: null }], tax_rates: [] }), status: 400 },
      { name: 'a tax rate over 100 %', body: () => ({ shipping_rules: [], tax_rates: [{ country: 'DE', region: null, percent: 101, inclusive: false }] }), status: 400 },
      { name: 'an unknown project', path: () => ghostShop('shop_rules/'), body: () => ({ shipping_rules: [], tax_rates: [] }), status: 404 },
    ],
  },
  // ---- connecting the shop, and starting from a template: the GET pages ask, these POSTs change (issue 11, finding 3)
  {
    route: 'POST /api/connect/ecommerce/stripe/connect',
    path: (f) => `/api/connect/ecommerce/stripe/connect?num_id=${f.mag.num_id}`,
    refused: [
      { name: 'an unknown project', path: () => `/api/connect/ecommerce/stripe/connect?num_id=${GHOST_NUM_ID}`, status: 404 },
      { name: 'a num_id that is no number', path: () => '/api/connect/ecommerce/stripe/connect?num_id=first', status: 400 },
      { name: 'an unknown query field', path: (f) => `/api/connect/ecommerce/stripe/connect?num_id=${f.mag.num_id}&account=acct_x`, status: 400 },
    ],
  },
  {
    route: 'POST /api/connect/ecommerce/ecwid/connect',
    path: (f) => `/api/connect/ecommerce/ecwid/connect?num_id=${f.mag.num_id}&store_id=12345`,
    refused: [
      { name: 'a store id that is no number', path: (f) => `/api/connect/ecommerce/ecwid/connect?num_id=${f.mag.num_id}&store_id=<b>`, status: 400 },
      { name: 'no store id', path: (f) => `/api/connect/ecommerce/ecwid/connect?num_id=${f.mag.num_id}`, status: 400 },
      // The card provider holds the shop: one provider at a time.
      { name: 'another provider connected', status: 409 },
    ],
  },
  {
    route: 'POST /api/connect/ecommerce/:provider/disconnect',
    path: (f) => `/api/connect/ecommerce/stripe/disconnect?num_id=${f.mag.num_id}`,
    refused: [
      { name: 'an unknown provider', path: (f) => `/api/connect/ecommerce/paypal/disconnect?num_id=${f.mag.num_id}`, status: 404 },
      { name: 'an unknown project', path: () => `/api/connect/ecommerce/stripe/disconnect?num_id=${GHOST_NUM_ID}`, status: 404 },
      { name: 'no num_id', path: () => '/api/connect/ecommerce/stripe/disconnect', status: 400 },
    ],
  },
  ...['', '/'].map(
    (slash): WriteRoute => ({
      route: `POST /start-with-template/:id${slash}`,
      path: (f) => `/start-with-template/${f.template}${slash}`,
      refused: [
        { name: 'an unknown template', path: () => `/start-with-template/${ghost}${slash}`, status: 404 },
        { name: 'an id that is no id', path: () => `/start-with-template/..%2F..%2Fetc${slash}`, status: 404 },
      ],
    }),
  ),
  // ---- a buyer's orders, invoices and payments (as the buyer who made the customer)
  {
    route: 'POST /api/projects/:projectId/ecommerce/stripe/orders/',
    path: (f) => shop(f, 'orders/'),
    as: 'buyer',
    body: {
      wrongTypes: () => ({ currency: 5, items: 'all' }),
      failing: ['currency', 'items'],
      missing: { body: () => ({}), failing: ['currency', 'items'] },
      unknownField: (f) => ({ currency: 'usd', items: [{ type: 'sku', parent: f.sku, currency: 'usd', quantity: 1 }], coupon: 'FREE' }),
      huge: (f) => ({ currency: 'usd', items: [{ type: 'sku', parent: f.sku, currency: 'usd', quantity: 1 }], metadata: { note: HUGE } }),
    },
    refused: [
      { name: 'an unknown sku', body: () => ({ currency: 'usd', email: 'b@example.com', items: [{ type: 'sku', parent: 'sku_unknown', currency: 'usd', quantity: 1 }] }) },
      { name: 'an empty cart', body: () => ({ currency: 'usd', email: 'b@example.com', items: [] }), status: 400 },
      { name: 'a quantity of none', body: (f) => ({ currency: 'usd', items: [{ type: 'sku', parent: f.sku, currency: 'usd', quantity: 0 }] }), status: 400 },
    ],
  },
  {
    route: 'PATCH /api/projects/:numId/ecommerce/stripe/orders/:orderId/',
    path: (f) => shop(f, 'orders/or_unknown/'),
    as: 'buyer',
    body: {
      wrongTypes: () => ({ status: 5 }),
      // The body is one of two shapes (cancel, or choose a shipping method): the refusal names the body as a whole.
      failing: [''],
      missing: { body: () => ({}), failing: [''] },
      unknownField: () => ({ status: 'canceled', reason: 'x' }),
      huge: () => ({ selected_shipping_method: HUGE }),
    },
    refused: [{ name: 'an unknown order', body: () => ({ status: 'canceled' }), status: 404 }],
  },
  {
    route: 'POST /api/projects/:projectId/ecommerce/stripe/orders/:orderId/pay/',
    path: (f) => shop(f, 'orders/or_unknown/pay/'),
    as: 'buyer',
    body: {
      wrongTypes: () => ({ stripe_token: 5 }),
      failing: ['stripe_token'],
      missing: { body: () => ({}), failing: ['stripe_token'] },
      unknownField: () => ({ stripe_token: 'tok_x', amount: 0 }),
      huge: () => ({ stripe_token: HUGE }),
    },
    refused: [{ name: 'an unknown order', body: () => ({ stripe_token: 'tok_unknown' }), status: 404 }],
  },
  {
    route: 'POST /api/projects/:numId/ecommerce/stripe/tokens/',
    path: (f) => shop(f, 'tokens/'),
    as: 'buyer',
    body: {
      wrongTypes: () => ({ card: '4242' }),
      failing: ['card'],
      missing: { body: () => ({}), failing: ['card'] },
      unknownField: () => ({ card: { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2099, cvc: '123' }, save: true }),
      huge: () => ({ card: { number: HUGE, exp_month: 12, exp_year: 2099, cvc: '123' } }),
    },
    refused: [{ name: 'an unknown project', path: () => ghostShop('tokens/'), body: () => ({ card: { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2099, cvc: '123' } }), status: 404 }],
  },
  {
    route: 'POST /api/projects/:numId/ecommerce/stripe/customers/',
    path: (f) => shop(f, 'customers/'),
    as: 'buyer',
    body: {
      wrongTypes: () => ({ customer_data: 'me' }),
      failing: ['customer_data'],
      missing: { body: () => ({}), failing: ['customer_data'] },
      unknownField: () => ({ customer_data: CUSTOMER, vip: true }),
      huge: () => ({ customer_data: { ...CUSTOMER, name: HUGE } }),
    },
    refused: [{ name: 'an email that is no email', body: () => ({ customer_data: { ...CUSTOMER, email: 'buyer at example' } }), status: 400 }],
  },
  {
    route: 'POST /api/projects/:numId/ecommerce/stripe/invoice_items/',
    path: (f) => shop(f, 'invoice_items/'),
    as: 'buyer',
    body: {
      wrongTypes: () => ({ customer_id: 5, prices: 'all' }),
      failing: ['customer_id', 'prices'],
      missing: { body: () => ({}), failing: ['customer_id', 'prices'] },
      unknownField: (f) => ({ customer_id: f.customer, prices: [{ price: f.price, quantity: 1 }], discount: 1 }),
      huge: (f) => ({ customer_id: f.customer, prices: Array.from({ length: 10_000 }, () => ({ price: f.price, quantity: 1 })) }),
    },
    refused: [
      { name: 'an unknown price', body: (f) => ({ customer_id: f.customer, prices: [{ price: 'price_unknown', quantity: 1 }] }) },
      { name: 'an unknown customer', body: (f) => ({ customer_id: 'cus_unknown', prices: [{ price: f.price, quantity: 1 }] }) },
    ],
  },
  {
    route: 'POST /api/projects/:numId/ecommerce/stripe/invoices/',
    path: (f) => shop(f, 'invoices/'),
    as: 'buyer',
    body: {
      wrongTypes: () => ({ invoiceData: 5 }),
      failing: ['invoiceData'],
      missing: { body: () => ({}), failing: ['invoiceData'] },
      unknownField: (f) => ({ invoiceData: { customer: f.customer, collection_method: 'charge_automatically', auto_advance: false }, due: 'now' }),
      huge: (f) => ({ invoiceData: { customer: f.customer, collection_method: 'charge_automatically', auto_advance: false, metadata: { customer_note: HUGE } } }),
    },
    refused: [{ name: 'an unknown customer', body: () => ({ invoiceData: { customer: 'cus_unknown', collection_method: 'charge_automatically', auto_advance: false } }) }],
  },
  {
    route: 'DELETE /api/projects/:numId/ecommerce/stripe/invoices/:id/',
    path: (f) => shop(f, 'invoices/in_unknown/'),
    as: 'buyer',
    refused: [{ name: 'an unknown invoice', status: 404 }],
  },
  {
    route: 'POST /api/projects/:numId/ecommerce/stripe/invoices/:id/void/',
    path: (f) => shop(f, 'invoices/in_unknown/void/'),
    as: 'buyer',
    refused: [{ name: 'an unknown invoice', status: 404 }],
  },
  {
    route: 'POST /api/projects/:numId/ecommerce/stripe/invoices/:id/finalize/',
    path: (f) => shop(f, 'invoices/in_unknown/finalize/'),
    as: 'buyer',
    refused: [{ name: 'an unknown invoice', status: 404 }],
  },
  {
    route: 'PATCH /api/projects/:numId/ecommerce/stripe/payment_intents/:id/',
    path: (f) => shop(f, 'payment_intents/pi_unknown/'),
    as: 'buyer',
    body: {
      wrongTypes: () => ({ paymentIntentData: 5 }),
      failing: ['paymentIntentData'],
      missing: { body: () => ({}), failing: ['paymentIntentData'] },
      unknownField: () => ({ paymentIntentData: { receipt_email: 'b@example.com' }, amount: 1 }),
      huge: () => ({ paymentIntentData: { receipt_email: `${HUGE}@example.com` } }),
    },
    refused: [{ name: 'an unknown payment intent', body: () => ({ paymentIntentData: { receipt_email: 'b@example.com' } }), status: 404 }],
  },
  {
    route: 'POST /api/projects/:numId/ecommerce/stripe/payment_intents/:id/confirm/',
    path: (f) => shop(f, 'payment_intents/pi_unknown/confirm/'),
    as: 'buyer',
    body: {
      wrongTypes: () => ({ client_secret: 5, payment_method: 'card' }),
      failing: ['client_secret', 'payment_method'],
      missing: { body: () => ({}), failing: ['client_secret', 'payment_method'] },
      unknownField: () => ({ client_secret: 's', payment_method: { card: { number: '4242', exp_month: 1, exp_year: 2099, cvc: '1' } }, off_session: true }),
      huge: () => ({ client_secret: HUGE, payment_method: { card: { number: '4242', exp_month: 1, exp_year: 2099, cvc: '1' } } }),
    },
    refused: [
      {
        name: 'an unknown payment intent',
        body: () => ({ client_secret: 'pi_unknown_secret', payment_method: { card: { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2099, cvc: '123' } } }),
        status: 404,
      },
    ],
  },
];

/** A 4xx in the API's error shape. */
function expectRefusal(reply: { status: number; body: any }, label: string, status?: number) {
  if (status !== undefined) expect(reply.status, `${label}: ${JSON.stringify(reply.body)}`).toBe(status);
  expect(reply.status, `${label}: ${JSON.stringify(reply.body)}`).toBeGreaterThanOrEqual(400);
  expect(reply.status, label).toBeLessThan(500);
  expect(reply.body, label).toMatchObject({ message: expect.any(String), statusCode: reply.status });
}

const solidPng = () => sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 10, g: 20, b: 30 } } }).png().toBuffer();

describe.each(drivers)('bad input on every write route on %s', (driver) => {
  let server: TestServer;
  let owner: Client & { user: any };
  const clients = {} as Record<Who, Client>;
  let f: Fixture;

  beforeAll(async () => {
    server = await startTestServer(driver);
    owner = await signUp(server.baseUrl, 'Bad Input Author');
    clients.owner = owner;
    clients.visitor = new Client(server.baseUrl);
    clients.buyer = new Client(server.baseUrl);
    const draft = await createProject(owner);
    const shopOf = (rest: string) => `/api/projects/${draft.num_id}/ecommerce/stripe/${rest}`;
    const rev = (await owner.patch(`/api/mag/${draft._id}`, { revision: draft.revision, uri: 'bad-input' })).body.revision;
    const form = await owner.post(`/api/mag/${draft._id}/widgets`, {
      revision: rev,
      widgets: [{ type: 'form', pid: draft.pages[0]._id, x: 0, y: 300, w: 300, h: 200, fields: [{ id: 'name', kind: 'text', label: 'Name' }] }],
    });
    expect(form.status, JSON.stringify(form.body)).toBe(201);
    expect((await owner.post(`/api/connect/ecommerce/stripe/connect?num_id=${draft.num_id}`)).status).toBe(200);
    const product = (await owner.post(shopOf('products/'), { name: 'Poster' })).body.data.id;
    const sku = (await owner.post(shopOf('skus/'), { product, price: 1500, inventory: { type: 'infinite' } })).body.data.id;
    const price = (await owner.post(shopOf('prices/'), { product, unit_amount: 2500, currency: 'usd' })).body.data.id;
    const template = (await owner.post('/api/template/', { mag_id: draft._id, name: 'A template' })).body.id;
    for (const path of [`/api/swatches/project/${draft._id}`, `/api/swatches/global/${owner.user._id}`]) await owner.put(path, { colors: ['ff0000ff', '00ff00ff'] });
    // The second page is protected by a password: the access route has one to check.
    expect((await owner.post(`/api/privacy/mag/${draft.num_id}`, { is_private: false, isPrivatePages: [draft.pages[1]._id], pass: PASS })).status).toBe(200);
    expect((await owner.post(`/api/publish/${draft._id}`)).status).toBe(200);
    const fontUpload = new FormData();
    fontUpload.append('upload', new Blob([new Uint8Array(fixtureTtf)], { type: 'font/ttf' }), 'font.ttf');
    const uploadedFont = await owner.postForm('/api/upload/font', fontUpload);
    expect(uploadedFont.status, JSON.stringify(uploadedFont.body)).toBe(201);
    expect((await owner.post(`/api/projects/${draft._id}/members`, { email: MEMBER, role: 'editor' })).status).toBe(201);
    const customer = await clients.buyer.post(shopOf('customers/'), { customer_data: CUSTOMER });
    expect(customer.status, JSON.stringify(customer.body)).toBe(200);
    f = {
      mag: (await owner.get(`/api/projects/${draft._id}`)).body,
      user: owner.user,
      form: form.body.widgets[0]._id,
      product,
      sku,
      price,
      template,
      customer: customer.body.data.id,
      customFont: uploadedFont.body._id,
      version: (await owner.get(`/api/projects/${draft._id}/versions`)).body.versions[0]._id,
    };
  });
  afterAll(() => server.close());

  it('every write route registered has its row; every row names a registered route', () => {
    const registered = registeredRoutes();
    const rows = writeRoutes.map((row) => row.route);
    expect(registered.filter(isWriteMethod).filter((route) => !rows.includes(route)), 'write routes without a row').toEqual([]);
    expect(rows.filter((route) => !registered.includes(route)), 'rows of routes that no longer exist').toEqual([]);
    expect(new Set(rows).size, 'one row per route').toBe(rows.length);
  });

  for (const row of writeRoutes) {
    const [method] = row.route.split(' ') as [string];
    describe(row.route, () => {
      let before: Awaited<ReturnType<typeof storedState>>;
      const client = () => clients[row.as ?? 'owner'];
      const send = (body: unknown, path = row.path(f)) => client().request(method, path, body);
      const sendRaw = (raw: string, path = row.path(f)) => client().request(method, path, undefined, { raw });
      beforeAll(async () => {
        before = await storedState(server);
      });
      const expectNothingWritten = async () => expect(await storedState(server), 'nothing written').toEqual(before);

      it('malformed JSON → 400 {message, statusCode}', async () => {
        const reply = await sendRaw('{"title": ');
        expect(reply.status).toBe(400);
        expect(reply.body).toEqual({ message: apiMessages.malformedJson, statusCode: 400 });
        await expectNothingWritten();
      });

      it('a body that is no object (null, an array, a number, a string) → 400', async () => {
        const valid = row.body ? JSON.stringify(row.body.unknownField(f)) : '{}';
        for (const raw of ['null', '[]', `[${valid}]`, '42', '"text"', 'true']) {
          const reply = await sendRaw(raw);
          expect(reply.status, raw).toBe(400);
          expect(reply.body, raw).toEqual({ message: apiMessages.bodyNotObject, statusCode: 400 });
        }
        await expectNothingWritten();
      });

      it('an oversized body → 413 {message, statusCode}', async () => {
        const reply = await sendRaw(JSON.stringify({ title: 'x'.repeat(3 * 1024 * 1024) }));
        expect(reply.status).toBe(413);
        expect(reply.body).toEqual({ message: apiMessages.bodyTooLarge, statusCode: 413 });
        await expectNothingWritten();
      });

      it('text with a NUL character → 400', async () => {
        const reply = await sendRaw(JSON.stringify({ ...(row.body?.unknownField(f) as object), note: 'a\u0000b' }));
        expect(reply.status).toBe(400);
        expect(reply.body).toEqual({ message: apiMessages.nulCharacter, statusCode: 400 });
        await expectNothingWritten();
      });

      const { body } = row;
      if (body) {
        it('wrong types → 400 naming the failing fields', async () => {
          const reply = await send(body.wrongTypes(f));
          expect(reply.status, JSON.stringify(reply.body)).toBe(400);
          expect(reply.body).toMatchObject({ message: apiMessages.invalidBody, statusCode: 400 });
          expect(reply.body.errors.map((e: { path: string }) => e.path)).toEqual(expect.arrayContaining(body.failing));
          await expectNothingWritten();
        });

        if (body.missing) {
          const missing = body.missing;
          it('missing fields → 400 naming them', async () => {
            const reply = await send(missing.body(f));
            expect(reply.status, JSON.stringify(reply.body)).toBe(400);
            expect(reply.body).toMatchObject({ statusCode: 400, message: expect.any(String) });
            expect(reply.body.errors.map((e: { path: string }) => e.path)).toEqual(expect.arrayContaining(missing.failing));
            await expectNothingWritten();
          });
        }

        it('unknown fields → 400 naming them', async () => {
          const reply = await send(body.unknownField(f));
          expect(reply.status, JSON.stringify(reply.body)).toBe(400);
          expect(reply.body.statusCode).toBe(400);
          expect(reply.body.errors.some((e: { message: string }) => e.message === apiMessages.unknownField)).toBe(true);
          await expectNothingWritten();
        });

        it('a string or list far past its limit → 400 or 413 {message, statusCode}', async () => {
          const reply = await send(body.huge(f));
          expect([400, 413], JSON.stringify(reply.body).slice(0, 300)).toContain(reply.status);
          expect(reply.body).toMatchObject({ message: expect.any(String), statusCode: reply.status });
          // The refusal names the limit; it does not echo the text back.
          expect(JSON.stringify(reply.body).length).toBeLessThan(10_000);
          await expectNothingWritten();
        });
      }

      for (const refused of row.refused ?? []) {
        it(`${refused.name} → ${refused.status ?? '4xx'} {message, statusCode}`, async () => {
          const reply = await send(refused.body?.(f), refused.path?.(f));
          expectRefusal(reply, refused.name, refused.status);
          await expectNothingWritten();
        });
      }
    });
  }

  it('POST /api/upload: what is not one picture in the upload field → 4xx, nothing stored', async () => {
    const png = await solidPng();
    const form = (parts: [string, Blob | string, string?][]) => {
      const data = new FormData();
      for (const [name, value, file] of parts) {
        if (typeof value === 'string') data.append(name, value);
        else data.append(name, value, file);
      }
      return data;
    };
    const blob = (bytes: Uint8Array | string, type: string) => new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type });
    const cases: [string, FormData, number][] = [
      ['no file', form([['name', 'A picture']]), 400],
      ['the file in another field', form([['picture', blob(png, 'image/png'), 'a.png']]), 400],
      ['an empty file', form([['upload', blob(new Uint8Array(), 'image/png'), 'a.png']]), 400],
      ['text named .png', form([['upload', blob('not a picture', 'image/png'), 'a.png']]), 415],
      // SVG is accepted cleaned (svg-uploads.test.ts); these are not.
      ['an SVG declaring entities', form([['upload', blob('<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>', 'image/svg+xml'), 'a.svg']]), 415],
      ['an SVG that is no svg once read', form([['upload', blob('<svg-ish><svg ', 'image/svg+xml'), 'a.svg']]), 415],
      ['HTML named .png', form([['upload', blob('<!doctype html><script>alert(1)</script>', 'image/png'), 'a.png']]), 415],
      ['two files', form([['upload', blob(png, 'image/png'), 'a.png'], ['upload', blob(png, 'image/png'), 'b.png']]), 413],
    ];
    const before = await storedState(server);
    for (const [name, data, status] of cases) {
      const reply = await owner.postForm('/api/upload', data);
      // Two files: the multipart limit of one file refuses the second (a 4xx, whichever).
      if (name === 'two files') expectRefusal(reply, name);
      else expectRefusal(reply, name, status);
    }
    expect(await storedState(server)).toEqual(before);
  });

  it('POST /api/upload/font: what is not one whole font in the upload field → 4xx with a clear message, nothing stored', async () => {
    const form = (parts: [string, Blob | string, string?][]) => {
      const data = new FormData();
      for (const [name, value, file] of parts) {
        if (typeof value === 'string') data.append(name, value);
        else data.append(name, value, file);
      }
      return data;
    };
    const blob = (bytes: Uint8Array | string, type: string) => new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type });
    const font = blob(fixtureTtf, 'font/ttf');
    const cases: [string, FormData, number][] = [
      ['no file', form([['name', 'A font']]), 400],
      ['the file in another field', form([['font', font, 'a.ttf']]), 400],
      ['an empty file', form([['upload', blob(new Uint8Array(), 'font/ttf'), 'a.ttf']]), 400],
      ['text named .ttf', form([['upload', blob('not a font', 'font/ttf'), 'a.ttf']]), 415],
      ['a PNG named .woff2', form([['upload', blob(await pngBytes(), 'font/woff2'), 'a.woff2']]), 415],
      ['HTML named .otf', form([['upload', blob('<!doctype html><script>alert(1)</script>', 'font/otf'), 'a.otf']]), 415],
      ['a font cut short', form([['upload', blob(fixtureTtf.subarray(0, 20_000), 'font/ttf'), 'a.ttf']]), 400],
      ['two files', form([['upload', font, 'a.ttf'], ['upload', font, 'b.ttf']]), 413],
    ];
    const before = await storedState(server);
    for (const [name, data, status] of cases) {
      const reply = await owner.postForm('/api/upload/font', data);
      if (name === 'two files') expectRefusal(reply, name);
      else expectRefusal(reply, name, status);
    }
    expect(await storedState(server)).toEqual(before);
  });

  it('a __proto__ key is refused', async () => {
    const before = await storedState(server);
    const reply = await owner.request('PATCH', `/api/mag/${f.mag._id}`, undefined, { raw: `{"revision": ${f.mag.revision}, "__proto__": {"admin": true}}` });
    expect(reply.status).toBe(400);
    expect(await storedState(server)).toEqual(before);
  });

  it('duplicate page ids in isPrivatePages → 400', async () => {
    const before = await storedState(server);
    const pid = f.mag.pages[0]._id;
    const reply = await owner.post(`/api/privacy/mag/${f.mag.num_id}`, { is_private: false, isPrivatePages: [pid, pid], pass: 'pw' });
    expect(reply.status).toBe(400);
    expect(await storedState(server)).toEqual(before);
  });

  it('an unknown project id → 404 on every author route', async () => {
    for (const path of [`/api/projects/${'b'.repeat(24)}`, `/api/mag/${'b'.repeat(24)}/trash`]) {
      const reply = await owner.get(path);
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({ message: 'Not found', statusCode: 404 });
    }
  });

  it('an id past the longest the API takes → 4xx, not a 500', async () => {
    const long = 'a'.repeat(300);
    for (const [method, path] of [['GET', `/api/projects/${long}`], ['POST', `/api/publish/${long}`], ['DELETE', `/api/projects/${long}`], ['POST', `/api/countview/${long}`]] as const) {
      const reply = await owner.request(method, path);
      expectRefusal(reply, path);
    }
  });

  it('GET /api/proxy/: no url, a url past its limit, not http(s), with credentials, an unknown parameter → 400 naming the field; nothing fetched or written', async () => {
    const before = await storedState(server);
    for (const [query, field] of [
      ['', 'url'],
      [`?url=${encodeURIComponent(`https://vimeo.com/${HUGE.slice(0, 5_000)}`)}`, 'url'],
      [`?url=${encodeURIComponent('javascript:alert(1)')}`, 'url'],
      [`?url=${encodeURIComponent('file:///etc/passwd')}`, 'url'],
      [`?url=${encodeURIComponent('https://user:pass@vimeo.com/api/oembed.json')}`, 'url'],
      [`?url=${encodeURIComponent('https://vimeo.com/api/oembed.json')}&format=xml`, 'format'],
    ] as const) {
      const reply = await owner.get(`/api/proxy/${query}`);
      expect(reply.status, query).toBe(400);
      expect(reply.body).toMatchObject({ message: expect.any(String), statusCode: 400, errors: [expect.objectContaining({ path: field })] });
    }
    expect(await storedState(server)).toEqual(before);
  });

  it('a widget batch is all or nothing: one bad item in ten writes none of them', async () => {
    const before = await storedState(server);
    const pid = f.mag.pages[0]._id;
    const items = Array.from({ length: 10 }, (_, i) => ({ type: 'shape', pid, x: i, y: i, w: 10, h: 10, z: i }));
    (items[7] as Record<string, unknown>).w = -5;
    const reply = await owner.post(`/api/mag/${f.mag._id}/widgets`, { revision: f.mag.revision, widgets: items });
    expect(reply.status).toBe(400);
    expect(reply.body.errors[0].path).toBe('widgets.7.w');
    expect(await storedState(server)).toEqual(before);
  });

  it('changing a widget type is refused', async () => {
    const before = await storedState(server);
    const widget = f.mag.pages[0].wids[0];
    const reply = await owner.patch(`/api/mag/${f.mag._id}/widgets`, { revision: f.mag.revision, widgets: [{ _id: widget._id, type: 'picture' }] });
    expect(reply.status).toBe(400);
    expect(reply.body.errors[0].path).toBe('widgets.0.type');
    expect(await storedState(server)).toEqual(before);
  });

  it('trashing every page is refused: a project keeps at least one page', async () => {
    const reply = await owner.delete(`/api/mag/${f.mag._id}/pages`, { revision: f.mag.revision, pids: f.mag.pages.map((p: any) => p._id) });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ message: 'A project needs at least one page', statusCode: 400 });
  });
});
