// Issue 11, finding 6: after signing in, /login/?next=/%09/evil.example/ sent the browser to //evil.example (it drops the
// tab the query decodes to). The sign-in view now goes on only to a path on its own origin (screens/safe-next.ts).
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures';
import { signUp } from './viewer-helpers';

async function signIn(page: Page, author: { email: string; password: string }) {
  await page.getByLabel('Email').pressSequentially(author.email);
  await page.getByLabel('Password').pressSequentially(author.password);
  const signedIn = page.waitForResponse((response) => response.url().endsWith('/api/auth/login') && response.request().method() === 'POST');
  await page.keyboard.press('Enter');
  expect((await signedIn).status()).toBe(200);
}

test('finding 6: signing in with next=/%09/evil.example/ stays on this origin', async ({ page, request, baseURL, externalRequests }) => {
  const author = await signUp(request, 'next-tab');
  await page.goto('/login/?next=/%09/evil.example/');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  // An address that is not this origin's path is dropped: the view reloads where it is.
  const reloaded = page.waitForEvent('load');
  await signIn(page, author);
  await reloaded;
  expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
  expect(new URL(page.url()).pathname).toBe('/login/');
  expect(externalRequests).toEqual([]);
  // Signed in: the session is this origin's.
  expect((await page.request.get('/api/auth/me')).status()).toBe(200);
});

test('finding 6: a path on this origin is followed with its query and hash', async ({ page, request, baseURL }) => {
  const author = await signUp(request, 'next-path');
  await page.goto(`/login/?next=${encodeURIComponent('/login/?after=1#done')}`);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await signIn(page, author);
  await expect(page).toHaveURL(`${new URL(baseURL!).origin}/login/?after=1#done`);
});
