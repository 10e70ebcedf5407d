// Shared helpers of the viewer specs (viewer-*.spec.ts): the demo project's facts, locators of the viewer's
// DOM, and set-up through the real API (docs/api.md) for projects the specs make themselves.
import type { APIRequestContext, APIResponse, Locator, Page, PlaywrightWorkerArgs, TestInfo } from '@playwright/test';
import { expect } from '../fixtures';

export const DEMO_ACCOUNT = { email: 'demo@folio.local', password: 'folio-demo' };

/** The seeded demo project: five pages, horizontal layout, at /demo/demo/. */
export const DEMO = {
  path: '/demo/demo/',
  pages: [
    { num: 1, uri: '', title: 'Cover', documentTitle: 'Folio demo' },
    { num: 2, uri: 'shapes', title: 'Shapes', documentTitle: 'Shapes' },
    { num: 3, uri: 'pictures', title: 'Pictures', documentTitle: 'Pictures' },
    { num: 4, uri: 'slideshow', title: 'Slideshow', documentTitle: 'Slideshow' },
    { num: 5, uri: 'media', title: 'Media', documentTitle: 'Media' },
    { num: 6, uri: 'places', title: 'Places', documentTitle: 'Places' },
    { num: 7, uri: 'social', title: 'Social', documentTitle: 'Social' },
    { num: 8, uri: 'shop', title: 'Shop', documentTitle: 'Shop' },
    { num: 9, uri: 'the-end', title: 'The end', documentTitle: 'The end' },
  ],
  coverText: 'Interactive magazines, made by hand and read anywhere.',
} as const;

/** The address of a demo page (1-based number), as the viewer writes it. */
export const demoAddress = (num: number) => {
  const uri = DEMO.pages[num - 1]!.uri;
  return uri ? `${DEMO.path}${uri}/` : DEMO.path;
};

/** The current page: the section at data-position=center. */
export const currentPage = (page: Page): Locator => page.locator('section.folio-page[data-position="center"]');

/** Asserts the current page's number (data-page-num). */
export async function expectCurrentPage(page: Page, num: number) {
  await expect(currentPage(page)).toHaveCount(1);
  await expect(currentPage(page)).toHaveAttribute('data-page-num', String(num));
}

/** The URL matcher of a path on the app (any host: toHaveURL gets the absolute URL). */
export const urlOf = (path: string) => new RegExp(`^https?://[^/]+${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\?.*)?$`);

/**
 * Waits until the horizontal viewer is hydrated and started: the page arrows only ever appear on the client,
 * 1000 ms after start (viewer-and-project.md §4), after the keyboard and touch listeners are attached.
 */
export async function waitForHorizontalViewer(page: Page) {
  await expect(page.locator('.fo-arrow').first()).toBeVisible();
}

/** The toolbar's page counter (role=status, "N of total" while shown). */
export const pageCounter = (page: Page): Locator => page.locator('.fo-toolbar').getByRole('status');

async function ok(response: APIResponse, what: string) {
  expect(response.ok(), `${what} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return response.json();
}

export interface Author {
  uri: string;
  email: string;
  password: string;
}

/** Signs up a fresh author in this request context (the session cookie stays in it). */
export async function signUp(request: APIRequestContext, label: string): Promise<Author> {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  const email = `${label}-${unique}@e2e.test`;
  const password = `pw-${unique}-secret`;
  const response = await request.post('/api/auth/signup', { data: { email, password, name: `E2E ${label} ${unique}` } });
  expect(response.status(), `sign-up answered ${response.status()}: ${await response.text()}`).toBe(201);
  const user = (await response.json()) as { uri: string };
  return { uri: user.uri, email, password };
}

export interface PageSeed {
  title: string;
  /** Omitted for page 1, whose path is always empty. */
  uri?: string;
  height: number;
  /** A text widget's visible text. */
  text: string;
}

export interface CreatedProject {
  id: string;
  numId: number;
  userUri: string;
  /** The project's address: /{user}/{num_id}/. */
  path: string;
  pages: { _id: string; num: number; num_id: number; uri?: string; text: string }[];
}

/**
 * Creates a project through the author API: its options, the pages (the first one exists already) and one text
 * widget per page; then publishes it unless told not to.
 */
export async function createProject(
  request: APIRequestContext,
  author: Author,
  { title, opts, pages, publish = true }: { title: string; opts?: Record<string, unknown>; pages: PageSeed[]; publish?: boolean },
): Promise<CreatedProject> {
  const draft = (await ok(await request.post('/api/projects', { data: { title } }), 'POST /api/projects')) as {
    _id: string;
    num_id: number;
    revision: number;
    pages: { _id: string; num: number; num_id: number }[];
  };
  const id = draft._id;
  let revision = draft.revision;
  if (opts) {
    revision = (await ok(await request.patch(`/api/mag/${id}`, { data: { revision, opts } }), 'PATCH /api/mag')).revision;
  }
  const created: CreatedProject['pages'] = [];
  for (const [index, seed] of pages.entries()) {
    const fields = { title: seed.title, height: seed.height, ...(seed.uri ? { uri: seed.uri } : {}) };
    if (index === 0) {
      const first = draft.pages[0]!;
      const answer = await ok(await request.patch(`/api/mag/${id}/pages/${first._id}`, { data: { revision, ...fields } }), 'PATCH page');
      revision = answer.revision;
      created.push({ _id: first._id, num: first.num, num_id: first.num_id, uri: seed.uri, text: seed.text });
    } else {
      const answer = await ok(await request.post(`/api/mag/${id}/pages`, { data: { revision, page: fields } }), 'POST page');
      revision = answer.revision;
      created.push({ _id: answer.page._id, num: answer.page.num, num_id: answer.page.num_id, uri: seed.uri, text: seed.text });
    }
  }
  const widgets = created.map((page) => ({
    type: 'text',
    version: 2,
    text: `<p>${page.text}</p>`,
    pid: page._id,
    x: 80,
    y: 80,
    w: 600,
    h: 120,
    z: 1,
  }));
  revision = (await ok(await request.post(`/api/mag/${id}/widgets`, { data: { revision, widgets } }), 'POST widgets')).revision;
  if (publish) await ok(await request.post(`/api/publish/${id}`), 'POST /api/publish');
  return { id, numId: draft.num_id, userUri: author.uri, path: `/${author.uri}/${draft.num_id}/`, pages: created };
}

/** The address of a created project's page (page 1: the project's address). */
export const projectAddress = (project: CreatedProject, num: number) => {
  const page = project.pages[num - 1]!;
  return num === 1 ? project.path : `${project.path}${page.uri ?? page.num}/`;
};

/**
 * An API context of its own for an author, for beforeAll hooks (the `request` fixture is per test). Its cookies
 * are never the browser's, so the page stays an anonymous visitor. Dispose of it when done.
 */
export function authorContext(playwright: PlaywrightWorkerArgs['playwright'], testInfo: TestInfo): Promise<APIRequestContext> {
  return playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
}

/** Adds widgets to a project's draft through the author API (POST /api/mag/{id}/widgets at its current revision). */
export async function addWidgets(request: APIRequestContext, projectId: string, widgets: Record<string, unknown>[]) {
  const { revision } = await (await request.get(`/api/projects/${projectId}`)).json();
  const reply = await request.post(`/api/mag/${projectId}/widgets`, { data: { revision, widgets } });
  expect(reply.status(), await reply.text()).toBe(201);
}
