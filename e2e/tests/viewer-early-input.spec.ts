// docs/viewer.md "Input before the scripts run": the server's page is on screen before the viewer's scripts run, and
// looks ready. A visitor who clicks a picture, presses an arrow key or types a password and presses Enter in that
// moment gets what they asked for once the viewer runs; a password form is never sent by the browser alone.
// The viewer's scripts are held back (page.route) until the test has acted, so the moment is as long as it needs.
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from '../fixtures';
import { authorContext, createProject, currentPage, expectCurrentPage, projectAddress, signUp, urlOf, type CreatedProject } from './viewer-helpers';

const PASSWORD = 'early bird';
let project: CreatedProject;
let locked: CreatedProject;
let lockedPage: CreatedProject;

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await authorContext(playwright, testInfo);
  const author = await signUp(request, 'early');
  project = await createProject(request, author, {
    title: 'Early input',
    publish: false,
    opts: { viewertype: 'horizontal' },
    pages: [
      { title: 'One', height: 600, text: 'First page' },
      { title: 'Two', uri: 'two', height: 600, text: 'Second page' },
    ],
  });
  const png = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#3a6ea5' } }).png().toBuffer();
  const upload = await request.post('/api/upload', { multipart: { name: 'Harbour', upload: { name: 'harbour.png', mimeType: 'image/png', buffer: png } } });
  expect(upload.status()).toBe(201);
  const { url } = await upload.json();
  const { revision } = await (await request.get(`/api/projects/${project.id}`)).json();
  const widgets = [{ type: 'picture', pid: project.pages[0]!._id, x: 80, y: 260, w: 320, h: 200, z: 2, picture: { url, type: 'image/png' }, alt: 'Harbour', preview_enabled: true }];
  expect((await request.post(`/api/mag/${project.id}/widgets`, { data: { revision, widgets } })).status()).toBe(201);
  expect((await request.post(`/api/publish/${project.id}`)).status()).toBe(200);

  locked = await createProject(request, author, { title: 'Early and private', pages: [{ title: 'Inside', height: 600, text: 'Behind the password' }] });
  expect((await request.post(`/api/mag/privacy/${locked.id}`, { data: { is_private: 'true', pass: PASSWORD } })).ok()).toBe(true);

  lockedPage = await createProject(request, author, {
    title: 'Early and one page locked',
    opts: { viewertype: 'horizontal' },
    pages: [
      { title: 'Open', height: 600, text: 'The open page' },
      { title: 'Shut', uri: 'shut', height: 600, text: 'Behind the page password' },
    ],
  });
  const isPrivatePages = [lockedPage.pages[1]!._id];
  expect((await request.post(`/api/privacy/mag/${lockedPage.numId}`, { data: { is_private: false, isPrivatePages, pass: PASSWORD } })).ok()).toBe(true);
  await request.dispose();
});

test.use({ viewport: { width: 1024, height: 700 } });

/**
 * Opens a viewer address with its scripts held back; returns the function that lets them load. The page is the
 * server's alone until then.
 */
async function openWithoutScripts(page: Page, path: string): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/viewer\/.*\.js(\?.*)?$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  return async () => {
    expect(await page.evaluate(() => performance.getEntriesByName('folio:hydrated').length), 'the viewer had not run yet').toBe(0);
    release();
    await page.waitForFunction(() => performance.getEntriesByName('folio:hydrated').length > 0);
  };
}

test('a picture clicked before the scripts run opens its preview once they do', async ({ page }) => {
  const release = await openWithoutScripts(page, projectAddress(project, 1));
  const thumb = currentPage(page).getByRole('button', { name: 'Open image preview: Harbour' });
  await thumb.click();
  await expect(page.getByRole('dialog', { name: 'Image preview' })).toHaveCount(0);
  await release();
  await expect(page.getByRole('dialog', { name: 'Image preview' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Image preview' })).toHaveCount(0);
  await expect(thumb).toBeFocused();
});

test('an arrow key pressed before the scripts run turns the page once they do', async ({ page }) => {
  const release = await openWithoutScripts(page, projectAddress(project, 1));
  await expect(currentPage(page).getByText('First page')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await release();
  await expectCurrentPage(page, 2);
  await expect(page).toHaveURL(urlOf(projectAddress(project, 2)));
});

test('a password typed and sent before the scripts run opens the project once they do, and the form never leaves the page', async ({ page }) => {
  const release = await openWithoutScripts(page, locked.path);
  const password = page.getByRole('main').getByLabel('Password', { exact: true });
  await password.click();
  await password.pressSequentially(PASSWORD);
  const posts: string[] = [];
  page.on('request', (request) => request.isNavigationRequest() && request.method() !== 'GET' && posts.push(request.url()));
  await page.keyboard.press('Enter');
  await expect(password).toHaveValue(PASSWORD);
  await release();
  await expect(currentPage(page).getByText('Behind the password')).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  // Sent by the browser alone, the form would have left the page with the password.
  expect(posts).toEqual([]);
  expect(new URL(page.url()).search).toBe('');
});

// Typed as soon as the field is there, the keys land before the scripts run, while the screen's chunk loads, while
// React hydrates and before the runtime has started: every one of them stays in the field (the password forms'
// field is the browser's own, screens/password-field.tsx), so the password opens what it protects.
test.describe('a password typed as soon as the page shows', () => {
  /** Holds back each script whose address matches by `ms`, so the moment it stands for lasts while keys are typed. */
  const delay = (page: Page, pattern: RegExp, ms: number) =>
    page.route(pattern, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.continue();
    });

  const ways: { name: string; slow?: (page: Page) => Promise<unknown>; keyDelay?: number }[] = [
    { name: 'at full speed' },
    // The screens' and dialogs' chunks load before hydration (client.tsx); the runtime's once it is committed.
    { name: 'with the screens’ and dialogs’ chunks slow', slow: (page) => delay(page, /\/viewer\/.*\/(screen-view|dialogs)-[^/]*\.js$/, 600), keyDelay: 40 },
    { name: 'with the runtime’s chunk slow', slow: (page) => delay(page, /\/viewer\/.*\/runtime-[^/]*\.js$/, 600), keyDelay: 40 },
    {
      name: 'on a slow network',
      slow: async (page) => {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 200 * 1024, uploadThroughput: 200 * 1024 });
      },
      keyDelay: 25,
    },
  ];

  for (const { name, slow, keyDelay } of ways) {
    test(`on a private project’s password screen, ${name}, opens the project`, async ({ page }) => {
      await slow?.(page);
      await page.goto(locked.path, { waitUntil: keyDelay ? 'commit' : 'load' });
      const password = page.getByRole('main').getByLabel('Password', { exact: true });
      await password.pressSequentially(PASSWORD, { delay: keyDelay });
      await page.keyboard.press('Enter');
      await expect(currentPage(page).getByText('Behind the password')).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
    });

    test(`in a protected page’s password form, ${name}, opens the page`, async ({ page }) => {
      await slow?.(page);
      await page.goto(projectAddress(lockedPage, 2), { waitUntil: keyDelay ? 'commit' : 'load' });
      const lock = page.locator('.fo-page-lock');
      await lock.getByLabel('Password', { exact: true }).pressSequentially(PASSWORD, { delay: keyDelay });
      await page.keyboard.press('Enter');
      await expect(currentPage(page).getByText('Behind the page password')).toBeVisible();
      await expect(lock).toHaveCount(0);
    });
  }
});
