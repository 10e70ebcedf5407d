// The owner's Orders screen (docs/shop.md "Orders screen"): two visitors pay orders in test mode; the owner opens Orders
// from the dashboard, finds one by typing the buyer's e-mail, opens it with every detail, marks it fulfilled with a
// tracking link, refunds one item, and opens the project's orders from the constructor's Shop dialog too.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { test, expect } from '../fixtures';
import { authorContext } from './viewer-helpers';
import { createShopProject, type ShopProject } from './shop-helpers';

const SHOTS = process.env.SHOP_SHOTS;
const STAMP = Date.now().toString(36);
const BUYER = `orders-grace-${STAMP}@example.com`;
const OTHER = `orders-alan-${STAMP}@example.com`;
let project: ShopProject;
let orderId: string;
let ownerState: Awaited<ReturnType<APIRequestContext['storageState']>>;

/** A visitor's order, paid with a test card through the shop's API (docs/api.md "Orders (sku flow)"). */
async function paidOrder(visitor: APIRequestContext, email: string, name: string, items: { sku: string; quantity: number }[]): Promise<string> {
  const shop = (path: string) => `/api/projects/${project.numId}/ecommerce/stripe/${path}`;
  const created = await visitor.post(shop('orders/'), {
    data: {
      currency: 'usd',
      email,
      items: items.map((item) => ({ type: 'sku', parent: item.sku, currency: 'usd', quantity: item.quantity })),
      metadata: { note: 'Please ring twice' },
      shipping: { name, phone: '+1 202 555 0100', address: { line1: '1 Navy Way', city: 'Arlington', state: 'VA', country: 'US', postal_code: '22204' } },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const order = ((await created.json()) as { data: { id: string } }).data;
  const token = await visitor.post(shop('tokens/'), { data: { card: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123', name } } });
  expect(token.status(), await token.text()).toBe(201);
  const tokenId = ((await token.json()) as { data: { id: string } }).data.id;
  const paid = await visitor.post(shop(`orders/${order.id}/pay/`), { data: { stripe_token: tokenId, email } });
  expect(paid.ok(), await paid.text()).toBe(true);
  return order.id;
}

test.beforeAll(async ({ playwright }, testInfo) => {
  const owner = await authorContext(playwright, testInfo);
  project = await createShopProject(owner, 'orders');
  ownerState = await owner.storageState();
  await owner.dispose();
  const alan = await authorContext(playwright, testInfo);
  await paidOrder(alan, OTHER, 'Alan Turing', [{ sku: project.skus.mug, quantity: 1 }]);
  await alan.dispose();
  const grace = await authorContext(playwright, testInfo);
  orderId = await paidOrder(grace, BUYER, 'Grace Hopper', [
    { sku: project.skus.tee, quantity: 1 },
    { sku: project.skus.mug, quantity: 2 },
  ]);
  await grace.dispose();
});

async function ownerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ storageState: ownerState, viewport: { width: 1440, height: 900 } });
  return context.newPage();
}

test('the owner finds an order from the dashboard, reads every detail and marks it fulfilled with a tracking link', async ({ browser }) => {
  const owner = await ownerPage(browser);
  await owner.goto('/');
  await expect(owner.getByRole('heading', { level: 1, name: 'My projects' })).toBeVisible();
  await owner.getByRole('button', { name: 'Orders', exact: true }).click();
  const dialog = owner.getByRole('dialog', { name: 'Orders' });
  const table = dialog.getByRole('table', { name: 'Orders' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  // Newest first: Grace paid last.
  await expect(rows.first()).toContainText('Grace Hopper');
  await expect(rows.first()).toContainText('1 × Folio T-shirt (M), 2 × Folio mug');
  await expect(rows.first()).toContainText('$50.00');
  await expect(rows.first()).toContainText('Paid');
  await expect(rows.first()).toContainText('Unfulfilled');
  await expect(dialog.getByText('1–2 of 2')).toBeVisible();

  // The search asks the server once the owner stops typing.
  const search = dialog.getByLabel('Search');
  await search.click();
  await search.pressSequentially(BUYER);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(BUYER);
  await expect(dialog.getByText('1–1 of 1')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', `/api/orders/export.csv?q=${encodeURIComponent(BUYER)}`);
  if (SHOTS) await owner.screenshot({ path: `${SHOTS}/orders-list-desktop.png` });

  // The order, every detail.
  await rows.first().getByRole('button').click();
  const heading = dialog.getByRole('heading', { name: `Order ${orderId}` });
  await expect(heading).toBeFocused();
  await expect(dialog.getByRole('link', { name: BUYER })).toHaveAttribute('href', `mailto:${BUYER}`);
  await expect(dialog.getByText('+1 202 555 0100')).toBeVisible();
  const shipping = dialog.getByRole('region', { name: 'Shipping' });
  await expect(shipping).toContainText('1 Navy Way');
  await expect(shipping).toContainText('Arlington, VA 22204');
  await expect(shipping).toContainText('United States');
  await expect(shipping).toContainText('Standard');
  await expect(dialog.getByText('Please ring twice')).toBeVisible();
  const items = dialog.getByRole('region', { name: 'Items' });
  await expect(items.getByRole('row', { name: /Folio T-shirt/ })).toContainText('$25.00');
  await expect(items.getByRole('row', { name: /Folio mug/ })).toContainText('2');
  await expect(items).toContainText('Total$50.00');
  await expect(dialog.getByText('Not fulfilled yet.')).toBeVisible();

  // Mark fulfilled: a link that is not http(s) gets the server's message, then a good one.
  await dialog.getByRole('button', { name: 'Mark fulfilled' }).click();
  const form = dialog.getByRole('form', { name: 'Mark fulfilled' });
  const link = form.getByLabel('Tracking link (optional)');
  await expect(link).toBeFocused();
  await link.pressSequentially('ftp://tracking.example/1');
  await form.getByRole('button', { name: 'Mark fulfilled' }).click();
  await expect(form.getByRole('alert')).toHaveText('The tracking link must be an http(s) address');
  await link.press('ControlOrMeta+a');
  await link.pressSequentially('https://tracking.example/Z123');
  await form.getByRole('button', { name: 'Mark fulfilled' }).click();
  await expect(dialog.getByRole('status')).toHaveText('The order is marked fulfilled.');
  await expect(dialog.getByText('Fulfilled', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'https://tracking.example/Z123' })).toHaveAttribute('href', 'https://tracking.example/Z123');
  await expect(dialog.getByRole('button', { name: 'Mark fulfilled' })).toHaveCount(0);

  // Refund one mug, put back in stock.
  await dialog.getByRole('button', { name: 'Refund…' }).click();
  const refund = dialog.getByRole('form', { name: 'Refund' });
  await refund.getByRole('radio', { name: 'Items' }).check();
  const mugs = refund.getByLabel('Units of Folio mug to refund');
  await mugs.click();
  await mugs.press('ControlOrMeta+a');
  await mugs.pressSequentially('1');
  await expect(refund.getByLabel('Put back in stock')).toBeChecked();
  if (SHOTS) await owner.screenshot({ path: `${SHOTS}/orders-refund-desktop.png` });
  await refund.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText('The refund is made.');
  await expect(dialog.getByText('Partly refunded', { exact: true })).toBeVisible();
  const refunds = dialog.getByRole('region', { name: 'Refunds' });
  await expect(refunds).toContainText('1 × Folio mug');
  await expect(refunds).toContainText('−$12.50');
  await expect(items).toContainText('Refunded−$12.50');
  if (SHOTS) await owner.screenshot({ path: `${SHOTS}/orders-order-desktop.png` });

  // Back in the list, the row says Fulfilled and has the focus back.
  await dialog.getByRole('button', { name: 'Back to orders' }).click();
  await expect(rows.first()).toContainText('Fulfilled');
  await expect(rows.first()).toContainText('Partly refunded');
  await expect(rows.first().getByRole('button')).toBeFocused();
  await owner.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await owner.context().close();
});

test("the Shop dialog opens this project's orders", async ({ browser }) => {
  const owner = await ownerPage(browser);
  await owner.goto(`/edit/${project.numId}/`);
  await owner.getByRole('button', { name: 'Shop: provider and products' }).click();
  await owner.getByRole('dialog', { name: 'Shop' }).getByRole('button', { name: 'Orders…' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Orders of Shop' });
  const rows = dialog.getByRole('table', { name: 'Orders' }).locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await dialog.getByLabel('Status').selectOption('unfulfilled');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Alan Turing');
  await expect(dialog.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', `/api/projects/${project.id}/orders/export.csv?status=unfulfilled`);
  await owner.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(owner.getByRole('dialog', { name: 'Shop' })).toBeVisible();
  await owner.context().close();
});
