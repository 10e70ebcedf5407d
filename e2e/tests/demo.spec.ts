import { expect, test } from '../fixtures';

const DEMO = { email: 'demo@folio.local', password: 'folio-demo' };

test('the seeded demo project is published', async ({ page }) => {
  const res = await page.request.get('/api/readymag/demo/demo');
  expect(res.status()).toBe(200);
  const mag = (await res.json()) as { num_id?: unknown; pages?: unknown };
  expect(mag.num_id).toBeDefined();
  expect(mag.num_id).not.toBeNull();
  expect(Array.isArray(mag.pages)).toBe(true);
  expect((mag.pages as unknown[]).length).toBeGreaterThan(0);
});

test('the demo account can sign in', async ({ page }) => {
  const login = await page.request.post('/api/auth/login', { data: DEMO });
  expect(login.ok(), `login answered ${login.status()}: ${await login.text()}`).toBe(true);

  // page.request shares the browser context's cookies, so the session cookie is sent along.
  const me = await page.request.get('/api/auth/me');
  expect(me.status()).toBe(200);
  const body = (await me.json()) as { email?: string; user?: { email?: string } };
  expect(body.email ?? body.user?.email).toBe(DEMO.email);
});
