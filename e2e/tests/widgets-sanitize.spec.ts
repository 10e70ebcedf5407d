// The Widgets issue: text HTML and form labels cannot run script. A published page holds hostile text (v2 HTML,
// links), a hostile button and picture link and a form with hostile labels; visiting it runs none of it.
import { expect, test } from '../fixtures';
import { authorContext, createProject, currentPage, projectAddress, signUp, type CreatedProject } from './viewer-helpers';

const HOSTILE = `<img src=x onerror="window.__pwned='img'"><script>window.__pwned='script'</script><a href="javascript:window.__pwned='href'">Click me</a><svg onload="window.__pwned='svg'"></svg>`;
let project: CreatedProject;

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await authorContext(playwright, testInfo);
  const author = await signUp(request, 'hostile');
  project = await createProject(request, author, { title: 'Hostile', publish: false, pages: [{ title: 'One', height: 800, text: 'Plain text' }] });
  const pid = project.pages[0]!._id;
  const { revision } = await (await request.get(`/api/projects/${project.id}`)).json();
  const widgets = [
    { type: 'text', version: 2, text: `<p>Before ${HOSTILE} after</p>`, x: 40, y: 200, w: 400, h: 100 },
    { type: 'form', x: 500, y: 200, w: 300, h: 300, fields: [{ id: 'name', kind: 'text', label: `Name ${HOSTILE}`, required: true }], submit_label: `<b onmouseover="window.__pwned='submit'">Send</b>` },
  ].map((widget) => ({ ...widget, pid }));
  // A v3 text link that would run script is refused on write, and nothing is written.
  const scriptLink = {
    type: 'text', version: 3, pid, x: 40, y: 320, w: 400, h: 60,
    blocks: [{ key: 'a', text: 'A script link', depth: 0, entityRanges: [{ offset: 2, length: 6, key: '0' }] }],
    entityMap: { 0: { type: 'URL', url: "javascript:window.__pwned='v3'" } },
  };
  const refused = await request.post(`/api/mag/${project.id}/widgets`, { data: { revision, widgets: [...widgets, scriptLink] } });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).errors[0].path).toMatch(/^widgets\.2\.entityMap/);
  const reply = await request.post(`/api/mag/${project.id}/widgets`, { data: { revision, widgets } });
  expect(reply.status(), await reply.text()).toBe(201);
  expect((await request.post(`/api/publish/${project.id}`)).status()).toBe(200);
  await request.dispose();
});

test('hostile text, links and form labels are drawn as harmless text and run nothing', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(projectAddress(project, 1));
  const section = currentPage(page);
  await expect(section.getByText('Before')).toBeVisible();
  await expect(section.getByLabel(/^Name/)).toBeVisible();
  // Hovering and clicking everything that could carry a handler.
  for (const text of ['Before', 'Click me']) {
    const target = section.getByText(text).first();
    if (await target.count()) {
      await target.hover();
      await target.click({ force: true }).catch(() => {});
    }
  }
  await section.getByRole('button', { name: /Send/ }).hover();
  expect(await page.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(await section.locator('script, [onerror], [onload], [onmouseover], a[href^="javascript:" i]').count()).toBe(0);
});
