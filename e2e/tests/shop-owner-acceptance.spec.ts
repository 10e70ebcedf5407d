// The shop for a real owner, end to end (issue 17's acceptance; docs/shop.md): a visitor buys two variants of one
// product from one add-to-cart, shipped to Germany with its shipping rate and 19 % tax; both e-mails reach the SMTP
// server; the owner finds the order on the Orders screen with every detail, marks it fulfilled with a tracking link
// (the buyer's e-mail arrives) and refunds one item (the order and the buyer's e-mail show it).
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from '../fixtures';
import { addWidgets, authorContext, signUp } from './viewer-helpers';
import { arrived, cartButton, field, openShop, sidebar } from './shop-helpers';

const SHOTS = process.env.SHOP_SHOTS;
const BUYER = `acceptance-${Date.now().toString(36)}@example.com`;

const toBuyer = (subject: string) => arrived().filter((mail) => mail.to === BUYER && mail.subject === subject);

interface Shop {
  path: string;
  ownerEmail: string;
  ownerState: Awaited<ReturnType<APIRequestContext['storageState']>>;
}

/** A published project selling a hoodie in two sizes from one add-to-cart ("the visitor picks"), a courier to Germany and German tax. */
async function hoodieShop(request: APIRequestContext): Promise<Shop> {
  const me = await signUp(request, 'acceptance');
  const created = await request.post('/api/projects', { data: { title: 'Hoodies' } });
  expect(created.status()).toBe(201);
  const project = (await created.json()) as { _id: string; num_id: number; pages: { _id: string }[] };
  expect((await request.post(`/api/connect/ecommerce/stripe/connect?num_id=${project.num_id}`)).ok()).toBe(true);
  const shop = (path: string) => `/api/projects/${project.num_id}/ecommerce/stripe/${path}`;
  const made = async (path: string, data: Record<string, unknown>) => {
    const answer = await request.post(shop(path), { data });
    expect(answer.ok(), await answer.text()).toBe(true);
    return ((await answer.json()) as { data: { id: string } }).data.id;
  };
  const hoodie = await made('products/', { name: 'Folio hoodie', shippable: true });
  await made('skus/', { product: hoodie, price: 3000, currency: 'usd', attributes: { size: 'S' }, inventory: { type: 'finite', quantity: 4 } });
  await made('skus/', { product: hoodie, price: 3200, currency: 'usd', attributes: { size: 'M' }, inventory: { type: 'finite', quantity: 3 } });
  const rules = await request.put(shop('shop_rules/'), {
    data: {
      shipping_rules: [{ id: 'courier', description: 'Courier', rates: [{ country: 'DE', amount: 750 }], rest_of_world: 2000, free_over: null }],
      tax_rates: [{ country: 'DE', region: null, percent: 19, inclusive: false }],
    },
  });
  expect(rules.ok(), await rules.text()).toBe(true);
  const pid = project.pages[0]!._id;
  await addWidgets(request, project._id, [
    { type: 'addtocart', label: 'Add hoodie', product_id: hoodie, visitor_picks: true, show_price: true, pid, x: 80, y: 120, w: 280, h: 162, z: 1 },
    { type: 'ecommercecart', version: 3, 'bar-title': 'Your cart', pid, x: 760, y: 40, w: 160, h: 64, z: 2 },
  ]);
  const published = await request.post(`/api/publish/${project._id}`);
  expect(published.ok(), await published.text()).toBe(true);
  return { path: `/${me.uri}/${project.num_id}/`, ownerEmail: me.email, ownerState: await request.storageState() };
}

test('a visitor buys two variants shipped abroad with tax; the owner sees, fulfils and partly refunds the order, and every e-mail arrives', async ({ page, browser, playwright }, testInfo) => {
  test.setTimeout(240_000);
  const owner = await authorContext(playwright, testInfo);
  const { path, ownerEmail, ownerState } = await hoodieShop(owner);
  await owner.dispose();

  // The visitor picks M, adds it, then S, adds it.
  await page.setViewportSize({ width: 1440, height: 900 });
  await openShop(page, path);
  const size = page.getByLabel('size', { exact: true });
  const add = page.locator('.folio-widget-addtocart button');
  await size.selectOption('M');
  await expect(page.locator('.folio-addtocart-info')).toHaveText('32.00 USD');
  await add.click();
  await expect(cartButton(page)).toHaveAttribute('data-count', '1');
  await size.selectOption('S');
  await add.click();
  await expect(cartButton(page)).toHaveAttribute('data-count', '2');

  // Checkout to Germany: 62.00 of goods, Courier 7.50, 19 % of 62.00 = 11.78 tax; 81.28 in all.
  await cartButton(page).click();
  const panel = sidebar(page);
  await expect(panel.locator('.fo-cart-item', { hasText: 'Folio hoodie' })).toHaveCount(2);
  await panel.getByRole('button', { name: 'Check out' }).click();
  await field(page, 'country').locator('select').selectOption('DE');
  for (const [name, text] of [
    ['name', 'Emmy Noether'],
    ['phone', '+49 551 39 0'],
    ['line1', 'Bunsenstr. 3'],
    ['city', 'Göttingen'],
    ['postal_code', '37073'],
    ['email', BUYER],
  ] as const) {
    const input = field(page, name).locator('input');
    await input.click();
    await input.pressSequentially(text);
  }
  await panel.getByRole('button', { name: 'Summary' }).click();
  await expect(panel.locator('.fo-cart-order')).toContainText('Courier — 7.50 USD');
  await expect(panel.locator('.fo-cart-order')).toContainText('11.78 USD');
  await expect(panel.locator('.fo-cart-grand-total')).toContainText('81.28 USD');
  await panel.getByRole('button', { name: 'Go to payment' }).click();
  await panel.getByLabel('Card number').pressSequentially('4242424242424242');
  await panel.getByLabel('Expiry').pressSequentially('1234');
  await panel.getByLabel('CVC').pressSequentially('123');
  await panel.getByLabel('Name on card').pressSequentially('Emmy Noether');
  await panel.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(panel.getByText('Payment completed')).toBeVisible();

  // One e-mail for each side.
  await expect.poll(() => toBuyer('Your order from Hoodies').length, { timeout: 15_000 }).toBe(1);
  await expect.poll(() => arrived().filter((mail) => mail.to === ownerEmail && mail.subject === 'New order on Hoodies: $81.28').length, { timeout: 15_000 }).toBe(1);
  expect(toBuyer('Your order from Hoodies')[0]!.text).toContain('Total: $81.28');

  // The owner: the Orders screen from the dashboard, the order with every detail.
  const ownerContext = await browser.newContext({ storageState: ownerState, viewport: { width: 1440, height: 900 } });
  const screen = await ownerContext.newPage();
  await screen.goto('/');
  await screen.getByRole('button', { name: 'Orders', exact: true }).click();
  const dialog = screen.getByRole('dialog', { name: 'Orders' });
  const rows = dialog.getByRole('table', { name: 'Orders' }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Emmy Noether');
  await expect(rows.first()).toContainText('$81.28');
  await rows.first().getByRole('button').click();
  await expect(dialog.getByRole('link', { name: BUYER })).toHaveAttribute('href', `mailto:${BUYER}`);
  await expect(dialog.getByText('+49 551 39 0')).toBeVisible();
  const shipping = dialog.getByRole('region', { name: 'Shipping' });
  await expect(shipping).toContainText('Bunsenstr. 3');
  await expect(shipping).toContainText('Göttingen');
  await expect(shipping).toContainText('Germany');
  await expect(shipping).toContainText('Courier');
  const items = dialog.getByRole('region', { name: 'Items' });
  await expect(items.getByRole('row', { name: /Folio hoodie/ })).toHaveCount(2);
  await expect(items).toContainText('$11.78');
  await expect(items).toContainText('Total$81.28');

  // Fulfilled with a tracking link: the buyer is told, with the link.
  await dialog.getByRole('button', { name: 'Mark fulfilled' }).click();
  const form = dialog.getByRole('form', { name: 'Mark fulfilled' });
  await form.getByLabel('Tracking link (optional)').pressSequentially('https://tracking.example/DE-42');
  await form.getByRole('button', { name: 'Mark fulfilled' }).click();
  await expect(dialog.getByRole('status')).toHaveText('The order is marked fulfilled.');
  await expect(dialog.getByRole('link', { name: 'https://tracking.example/DE-42' })).toBeVisible();
  await expect.poll(() => toBuyer('Your order from Hoodies is on its way').length, { timeout: 15_000 }).toBe(1);
  expect(toBuyer('Your order from Hoodies is on its way')[0]!.text).toContain('https://tracking.example/DE-42');

  // One item refunded: the S hoodie, 30.00 and its 19 % tax share, 5.70.
  await dialog.getByRole('button', { name: 'Refund…' }).click();
  const refund = dialog.getByRole('form', { name: 'Refund' });
  await refund.getByRole('radio', { name: 'Items' }).check();
  const small = refund.getByLabel('Units of Folio hoodie (S) to refund');
  await small.click();
  await small.press('ControlOrMeta+a');
  await small.pressSequentially('1');
  await refund.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText('The refund is made.');
  await expect(dialog.getByText('Partly refunded', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Refunds' })).toContainText('−$35.70');
  if (SHOTS) await screen.screenshot({ path: `${SHOTS}/acceptance-order.png` });
  await expect.poll(() => toBuyer('A refund from Hoodies').length, { timeout: 15_000 }).toBe(1);
  expect(toBuyer('A refund from Hoodies')[0]!.text).toContain('$35.70');
  await ownerContext.close();
});
