// Issue 11, finding 3: a GET changes nothing. /start-with-template/{id} read by a GET (a link from anywhere) answers a
// page asking first, whose button POSTs; the viewer's in-project link POSTs on the click and opens the new project in
// the constructor. (The Shop dialog's connect and disconnect POST too: constructor-shop.spec.ts.)
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from '../fixtures';
import { seriousViolations } from './axe-helpers';
import { addWidgets, createProject, signUp, type Author } from './viewer-helpers';

async function template(request: APIRequestContext, author: Author, name: string): Promise<string> {
  const source = await createProject(request, author, { title: `${name} source`, pages: [{ title: 'Cover', height: 800, text: 'From the template' }], publish: false });
  const saved = await request.post('/api/template/', { data: { mag_id: source.id, name } });
  expect(saved.status(), await saved.text()).toBe(201);
  return ((await saved.json()) as { id: string }).id;
}

const projectTitles = async (request: APIRequestContext) => ((await (await request.get('/api/projects')).json()) as { title: string }[]).map((mag) => mag.title);

test('finding 3: a start-with-template link in a project POSTs on the click and opens the new project', async ({ page }) => {
  const author = await signUp(page.request, 'template-link');
  const id = await template(page.request, author, 'Linked template');
  const project = await createProject(page.request, author, { title: 'With a template link', pages: [{ title: 'Cover', height: 800, text: 'Cover' }], publish: false });
  // widgets-and-authoring.md §1: a widget made a link (clickLink), which the viewer's router takes.
  await addWidgets(page.request, project.id, [
    { type: 'text', version: 2, text: '<p>Use the linked template</p>', clickLink: `/start-with-template/${id}`, pid: project.pages[0]!._id, x: 80, y: 300, w: 400, h: 60, z: 2 },
  ]);
  expect((await page.request.post(`/api/publish/${project.id}`)).ok()).toBe(true);
  await page.goto(project.path);
  const started = page.waitForRequest((request) => request.url().endsWith(`/start-with-template/${id}/`));
  await page.getByRole('link', { name: 'Use the linked template' }).click();
  expect((await started).method()).toBe('POST');
  await page.waitForURL(/\/edit\/\d+\/$/);
  expect(await projectTitles(page.request)).toContain('Linked template');
});

test('finding 3: the address read by a GET asks first; its button (pressed with the keyboard) makes the project, Cancel leaves', async ({ page }) => {
  const author = await signUp(page.request, 'template-page');
  const id = await template(page.request, author, 'Asked template');
  const before = await projectTitles(page.request);

  await page.goto(`/start-with-template/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Start a new project from the template “Asked template”?' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await projectTitles(page.request)).toEqual(before);

  await page.getByRole('link', { name: 'Cancel' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  expect(await projectTitles(page.request)).toEqual(before);

  await page.goto(`/start-with-template/${id}/`);
  const button = page.getByRole('button', { name: 'Start the project' });
  await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/edit\/\d+\/$/);
  expect(await projectTitles(page.request)).toHaveLength(before.length + 1);
});
