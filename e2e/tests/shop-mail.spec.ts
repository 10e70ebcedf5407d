// The shop's e-mails (docs/shop.md "E-mail"): a visitor pays an order in the cart; the buyer's confirmation and the
// owner's notice reach the SMTP server the e2e global setup runs (e2e/mail-server.ts); the owner reads both in the
// dashboard's Outbox, marked sent.
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures';
import { authorContext } from './viewer-helpers';
import { arrived, addButton, cartButton, createShopProject, field, openShop, sidebar, type ShopProject } from './shop-helpers';

const SHOTS = process.env.SHOP_SHOTS;
const BUYER = `mail-buyer-${Date.now().toString(36)}@example.com`;
let project: ShopProject;
let ownerEmail: string;
let ownerState: Awaited<ReturnType<Awaited<ReturnType<typeof authorContext>>['storageState']>>;

async function typeInto(page: Page, name: string, text: string) {
  const input = field(page, name).locator('input');
  await input.click();
  await input.pressSequentially(text);
}

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await authorContext(playwright, testInfo);
  project = await createShopProject(request, 'mail');
  ownerEmail = ((await (await request.get('/api/auth/me')).json()) as { email: string }).email;
  ownerState = await request.storageState();
  await request.dispose();
});

test('a paid order e-mails the buyer and the owner; the owner reads both in the outbox, sent', async ({ page, browser }) => {
  await openShop(page, project.path);
  await addButton(page, 'Add mug').click();
  await expect(cartButton(page)).toHaveAttribute('data-count', '1');
  await cartButton(page).click();
  const panel = sidebar(page);
  await panel.getByRole('button', { name: 'Check out' }).click();
  await field(page, 'country').locator('select').selectOption('US');
  await typeInto(page, 'name', 'Grace <b>Hopper</b>');
  await typeInto(page, 'line1', '1 Navy Way');
  await typeInto(page, 'city', 'Arlington');
  await typeInto(page, 'email', BUYER);
  await panel.getByRole('button', { name: 'Summary' }).click();
  await panel.getByRole('button', { name: 'Go to payment' }).click();
  await panel.getByLabel('Card number').pressSequentially('4242424242424242');
  await panel.getByLabel('Expiry').pressSequentially('1234');
  await panel.getByLabel('CVC').pressSequentially('123');
  await panel.getByLabel('Name on card').pressSequentially('Grace Hopper');
  await panel.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(panel.getByText('Payment completed')).toBeVisible();
  await expect(panel.getByText('Check your email for details')).toBeVisible();

  // Both e-mails reach the SMTP server.
  await expect.poll(() => arrived().filter((mail) => mail.to === BUYER || (mail.to === ownerEmail && mail.subject.startsWith('New order'))).length, { timeout: 15_000 }).toBe(2);
  const toBuyer = arrived().find((mail) => mail.to === BUYER)!;
  expect(toBuyer.subject).toBe('Your order from Shop');
  expect(toBuyer.from).toContain('shop@e2e.test');
  expect(toBuyer.text).toContain('1 × Folio mug  $12.50');
  expect(toBuyer.text).toContain('Total: $12.50');
  expect(toBuyer.text).toContain('1 Navy Way');
  const toOwner = arrived().find((mail) => mail.to === ownerEmail)!;
  expect(toOwner.subject).toBe('New order on Shop: $12.50');
  expect(toOwner.text).toContain(`Email: ${BUYER}`);
  expect(toOwner.html).toContain('Grace &lt;b&gt;Hopper&lt;/b&gt;');
  expect(toOwner.html).not.toContain('<b>Hopper</b>');

  // The owner reads them in the dashboard's Outbox.
  const ownerContext = await browser.newContext({ storageState: ownerState, viewport: { width: 1440, height: 900 } });
  const owner = await ownerContext.newPage();
  await owner.goto('/');
  await expect(owner.getByRole('heading', { level: 1, name: 'My projects' })).toBeVisible();
  await owner.getByRole('button', { name: 'Outbox' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Outbox' });
  const list = dialog.getByRole('list', { name: 'Outbox' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  const confirmation = list.getByRole('button', { name: /Your order from Shop/ });
  await expect(confirmation).toContainText(`To ${BUYER}`);
  await expect(confirmation).toContainText('sent');
  await expect(list.getByRole('button', { name: /New order on Shop: \$12\.50/ })).toContainText('sent');
  if (SHOTS) await owner.screenshot({ path: `${SHOTS}/outbox-desktop.png` });
  await confirmation.click();
  await expect(dialog.getByRole('heading', { name: 'Your order from Shop' })).toBeVisible();
  await expect(owner.frameLocator('iframe.fo-outbox__html').getByText('Thank you for your order.')).toBeVisible();
  await dialog.getByText('Plain text').click();
  await expect(dialog.locator('pre')).toContainText('Total: $12.50');
  if (SHOTS) await owner.screenshot({ path: `${SHOTS}/outbox-message-desktop.png` });
  await owner.setViewportSize({ width: 390, height: 844 });
  if (SHOTS) await owner.screenshot({ path: `${SHOTS}/outbox-message-phone.png` });
  await dialog.getByRole('button', { name: 'Back to the outbox' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  if (SHOTS) await owner.screenshot({ path: `${SHOTS}/outbox-phone.png` });
  await ownerContext.close();
});
