// widgets-and-authoring.md §1 "form" and docs/api.md "Forms": a visitor answers a published form in the viewer
// (checked in the browser first, then stored on the server); the owner finds the answer in the CSV export.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { authorContext, createProject, currentPage, signUp, type Author, type CreatedProject } from './viewer-helpers';

let project: CreatedProject;
let author: Author;
let formId: string;
const SUCCESS = 'Thanks, we got it!';

/** The viewer's client has hydrated the server's page (its performance mark): the form now checks and posts. */
const hydrated = (page: Page) => page.waitForFunction(() => performance.getEntriesByName('folio:hydrated').length > 0);

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await authorContext(playwright, testInfo);
  author = await signUp(request, 'form');
  project = await createProject(request, author, {
    title: 'Form issue',
    publish: false,
    pages: [{ title: 'Contact', height: 900, text: 'Write to us' }],
  });
  const { revision } = await (await request.get(`/api/projects/${project.id}`)).json();
  const made = await request.post(`/api/mag/${project.id}/widgets`, {
    data: {
      revision,
      widgets: [
        {
          type: 'form',
          pid: project.pages[0]!._id,
          x: 80,
          y: 240,
          w: 420,
          h: 520,
          z: 2,
          fields: [
            { id: 'name', kind: 'text', label: 'Your name', required: true },
            { id: 'email', kind: 'email', label: 'Email', required: true },
            { id: 'topic', kind: 'select', label: 'Topic', options: ['Subscriptions', 'Advertising'] },
            { id: 'message', kind: 'textarea', label: 'Message' },
            { id: 'agree', kind: 'checkbox', label: 'You may write back', required: true },
          ],
          submit_label: 'Send it',
          success_message: SUCCESS,
        },
      ],
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  formId = (await made.json()).widgets[0]._id;
  expect((await request.post(`/api/publish/${project.id}`)).status()).toBe(200);
  await request.dispose();
});

test.use({ viewport: { width: 1024, height: 900 } });

test('a visitor answers the published form; a required field left empty is named first, and nothing is sent until it is answered', async ({ page, playwright }, testInfo) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/forms/')) posts.push(request.postData() ?? '');
  });
  await page.goto(project.path);
  await hydrated(page);
  const form = currentPage(page).locator('form.folio-form');
  const name = form.getByLabel('Your name');
  const status = form.getByRole('status');

  await form.getByLabel('Email').fill('reader@example.com');
  await form.getByRole('button', { name: 'Send it' }).click();
  await expect(form.getByText('This field is required').first()).toBeVisible();
  await expect(status).toHaveText('Please check the highlighted fields.');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toBeFocused();
  const nameProblem = await name.getAttribute('aria-describedby');
  await expect(page.locator(`[id="${nameProblem}"]`)).toHaveText('This field is required');
  expect(posts).toEqual([]);

  // By keyboard: type the name, tick the box, choose a topic, then send with Enter.
  await page.keyboard.type('Ada Reader');
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Topic').selectOption('Advertising');
  await form.getByLabel('Message').fill('Hello, "Folio", = 1 + 1');
  await form.getByLabel('You may write back').check();
  await name.press('Enter');
  await expect(status).toHaveText(SUCCESS);
  await expect(form.getByLabel('Your name')).toHaveCount(0);
  expect(posts).toHaveLength(1);
  expect(JSON.parse(posts[0]!)).toEqual({
    values: { name: 'Ada Reader', email: 'reader@example.com', topic: 'Advertising', message: 'Hello, "Folio", = 1 + 1', agree: true },
  });

  // The owner downloads the CSV through the API and finds the answer.
  const owner = await authorContext(playwright, testInfo);
  expect((await owner.post('/api/auth/login', { data: { email: author.email, password: author.password } })).ok()).toBe(true);
  const forms = await (await owner.get(`/api/mag/${project.id}/forms`)).json();
  expect(forms.forms).toEqual([expect.objectContaining({ _id: formId, published: true, submissions: 1 })]);
  const csv = await owner.get(`/api/mag/${project.id}/forms/${formId}/submissions.csv`);
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-disposition']).toBe(`attachment; filename="form-${formId}.csv"`);
  const lines = (await csv.text()).replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe('Your name,Email,Topic,Message,You may write back,Submitted at');
  expect(lines[1]).toMatch(/^Ada Reader,reader@example\.com,Advertising,"Hello, ""Folio"", = 1 \+ 1",yes,\d{4}-\d\d-\d\dT/);
  await owner.dispose();
});

test('the server’s refusal is shown as it says, and the form stays for another try', async ({ page }) => {
  await page.route(`**/api/forms/${project.numId}/${formId}`, (route) =>
    route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ message: 'Too many submissions; wait a minute and try again', statusCode: 429 }) }),
  );
  await page.goto(project.path);
  await hydrated(page);
  const form = currentPage(page).locator('form.folio-form');
  await form.getByLabel('Your name').fill('Bo');
  await form.getByLabel('Email').fill('bo@example.com');
  await form.getByLabel('You may write back').check();
  await form.getByRole('button', { name: 'Send it' }).click();
  await expect(form.getByRole('status')).toHaveText('Too many submissions; wait a minute and try again');
  await expect(form.getByRole('button', { name: 'Send it' })).toBeEnabled();
  await expect(form.getByLabel('Your name')).toHaveValue('Bo');
});
