// Issue 11, finding 11 (part): viewer pages send a Content-Security-Policy, and /login/ may be framed by the app's own
// pages only. The policy is checked where it matters: Chromium runs the demo's nine pages under it without one
// violation, pasted code still runs in its sandboxed frame, and a sign-in form cannot be framed by another site.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { addWidgets, createProject, DEMO, demoAddress, signUp } from './viewer-helpers';

/** Collects, in every frame of the page, the policy violations the browser reports (before any script of the page). */
async function recordViolations(page: Page): Promise<string[]> {
  const messages: string[] = [];
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`), true);
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) messages.push(message.text());
  });
  return messages;
}

/** The violations seen by the scripts of every frame so far, added to those of the console. */
async function violationsIn(page: Page, console: string[]): Promise<string[]> {
  const found = [...console];
  for (const frame of page.frames()) {
    const seen = await frame.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []).catch(() => []);
    found.push(...seen.map((text) => `${frame.url()}: ${text}`));
  }
  return found;
}

const hydrated = (page: Page) => page.waitForFunction(() => performance.getEntriesByName('folio:hydrated').length > 0);

test("finding 11: the demo's nine pages run under the viewer's policy without one violation", async ({ page }) => {
  const console = await recordViolations(page);
  for (const { num } of DEMO.pages) {
    const response = await page.goto(demoAddress(num));
    expect(response?.headers()['content-security-policy'], `page ${num}`).toContain("script-src 'self'");
    await hydrated(page);
    // Lazy frames near the screen (maps, social plugins, the embed) load, the runtime has measured the scale.
    await page.waitForLoadState('networkidle');
    await expect.poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--folio-scale')), { message: `page ${num}: the runtime measured the scale` }).not.toBe('');
    expect(await violationsIn(page, console), `page ${num}`).toEqual([]);
  }
});

test('finding 11: pasted code runs in its sandboxed frame under the policy', async ({ page, request }) => {
  const author = await signUp(request, 'csp');
  const project = await createProject(request, author, { title: 'Pasted code', pages: [{ title: 'One', height: 768, text: 'A page with pasted code' }], publish: false });
  const code = '<p id="out">waiting</p><script>document.getElementById("out").textContent = "the code ran"</script>';
  await addWidgets(request, project.id, [{ type: 'iframe', pid: project.pages[0]!._id, x: 40, y: 300, w: 300, h: 120, z: 5, code }]);
  expect((await request.post(`/api/publish/${project.id}`)).ok()).toBe(true);

  const console = await recordViolations(page);
  await page.goto(project.path);
  await hydrated(page);
  await expect(page.frameLocator('iframe.folio-embed').locator('#out')).toHaveText('the code ran');
  expect(await violationsIn(page, console)).toEqual([]);
});

test("finding 11: another site cannot frame /login/, while it may frame a viewer page (the embed code's use)", async ({ page, baseURL }) => {
  const app = new URL(baseURL!);
  // Another origin: the same server under another host name (origins differ by host name), so no outside host is needed.
  const otherSite = `${app.protocol}//localhost:${app.port}`;
  expect(app.hostname).not.toBe('localhost');
  const console: string[] = [];
  page.on('console', (message) => console.push(message.text()));
  /** Adds a frame of `address` to the page, once it has loaded (or failed to). */
  const frame = (address: string) =>
    page.evaluate(async (src) => {
      const element = document.createElement('iframe');
      element.src = src;
      const loaded = new Promise((resolve) => element.addEventListener('load', resolve, { once: true }));
      document.body.append(element);
      await loaded;
    }, address);

  await page.goto(`${otherSite}${DEMO.path}`);
  await frame(`${baseURL}${DEMO.path}`);
  await expect(page.frameLocator(`iframe[src="${baseURL}${DEMO.path}"]`).getByText(DEMO.coverText)).toBeVisible();

  await frame(`${baseURL}/login/`);
  await expect.poll(() => console.some((text) => text.includes('frame-ancestors')), { message: 'Chromium refused to frame /login/' }).toBe(true);
  await expect(page.frameLocator(`iframe[src="${baseURL}/login/"]`).locator('input[type="password"]')).toHaveCount(0);

  // The app's own pages may still frame it (viewer-and-project.md §2: a login view inside an iframe).
  await page.goto(DEMO.path);
  await frame('/login/');
  await expect(page.frameLocator('iframe[src="/login/"]').locator('input[type="password"]')).toBeVisible();
});
