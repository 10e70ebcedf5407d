// The visitor's side of the shop (ecommerce.md §2, §4, §5, §7; docs/shop.md "Cart sidebar"): add-to-cart and cart
// widgets, the full checkout sidebar, the sku and price flows paid with the test-mode gateway's cards.
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures';
import { authorContext } from './viewer-helpers';
import { addButton, cartButton, createShopProject, field, openShop, payWithCard, sidebar, type ShopProject } from './shop-helpers';

const SHOTS = process.env.SHOP_SHOTS;
let project: ShopProject;

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await authorContext(playwright, testInfo);
  project = await createShopProject(request, 'shop');
  await request.dispose();
});

test('sku flow: two products, quantities, each shipping message once, the order, paid with 4242', async ({ page }) => {
  const steps: string[] = [];
  await page.exposeFunction('recordStep', (event: string) => steps.push(event));
  await page.addInitScript(() => window.addEventListener('folio:analytics', (event) => void (window as unknown as { recordStep(e: string): void }).recordStep((event as CustomEvent<{ event: string }>).detail.event)));
  await openShop(page, project.path);
  await expect(cartButton(page)).toHaveAttribute('data-count', '0');
  await addButton(page, 'Add T-shirt').click();
  await expect(cartButton(page)).toHaveAttribute('data-count', '1');
  // The add is confirmed for a moment in a live region (role status), then the confirmation goes.
  const added = page.getByRole('status').filter({ hasText: 'Added to cart' });
  await expect(added).toBeVisible();
  if (SHOTS) await page.setViewportSize({ width: 1440, height: 900 });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/added.png` });
  await expect(added).toBeHidden();
  await addButton(page, 'Add mug').click();
  await expect(cartButton(page)).toHaveAttribute('data-count', '2');

  await cartButton(page).click();
  const panel = sidebar(page);
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Your cart' })).toBeVisible();
  // ecommerce.md §2: no page scroll while the sidebar is open.
  await expect(page.locator('html')).toHaveClass(/fo-cart-open/);
  const tee = panel.locator('.fo-cart-item', { hasText: 'Folio T-shirt' });
  const mug = panel.locator('.fo-cart-item', { hasText: 'Folio mug' });
  await expect(tee).toContainText('size: M');
  await expect(mug.locator('.fo-cart-count')).toHaveText('1');
  // The decrease control shows only above 1.
  await expect(tee.getByRole('button', { name: /One less/ })).toHaveCount(0);
  await tee.getByRole('button', { name: /One more/ }).click();
  await tee.getByRole('button', { name: /One more/ }).click();
  await expect(tee.locator('.fo-cart-count')).toHaveText('3');
  await tee.getByRole('button', { name: /One less/ }).click();
  await expect(tee.locator('.fo-cart-count')).toHaveText('2');
  await expect(cartButton(page)).toHaveAttribute('data-count', '3');
  await expect(panel.locator('.fo-cart-total')).toContainText('62.50 USD');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/items.png` });

  await panel.getByRole('button', { name: 'Check out' }).click();
  // The form loads with its tab; Summary with nothing filled shows each required field's message once.
  await panel.getByRole('button', { name: 'Summary' }).click();
  for (const name of ['country', 'name', 'line1', 'city', 'email']) {
    await expect(field(page, name).locator('.fo-cart-field-error')).toHaveText('field is required');
  }
  await expect(panel.locator('.fo-cart-field-error')).toHaveCount(5);
  await field(page, 'country').locator('select').selectOption('GB');
  await expect(field(page, 'country').locator('.fo-cart-field-error')).toHaveCount(0);
  await field(page, 'name').locator('input').fill('Ada Lovelace');
  await field(page, 'line1').locator('input').fill('12 St James Square');
  await field(page, 'city').locator('input').fill('London');
  await field(page, 'phone').locator('input').fill('12');
  await field(page, 'email').locator('input').fill('ada@');
  await panel.getByRole('button', { name: 'Summary' }).click();
  await expect(field(page, 'phone').locator('.fo-cart-field-error')).toHaveText("it's not  phone number");
  await expect(field(page, 'email').locator('.fo-cart-field-error')).toHaveText("it's not email");
  await expect(panel.locator('.fo-cart-field-error')).toHaveCount(2);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/inputs.png` });
  await field(page, 'phone').locator('input').fill('020 7946 0018');
  await expect(field(page, 'phone').locator('.fo-cart-field-error')).toHaveCount(0);
  await field(page, 'email').locator('input').fill('ada@example.com');
  await expect(field(page, 'email').locator('.fo-cart-field-error')).toHaveCount(0);
  await panel.getByRole('button', { name: 'Summary' }).click();

  // The order: its id cut to 20 characters and an ellipsis, the address, two methods so a chooser, the totals.
  await expect(panel.locator('.fo-cart-grand-total')).toContainText('62.50 USD');
  const orderId = await panel.locator('.fo-cart-order-id').getAttribute('title');
  await expect(panel.locator('.fo-cart-order-id')).toHaveText(`${orderId!.slice(0, 20)}…`);
  await expect(panel.locator('.fo-cart-order')).toContainText('12 St James Square');
  await expect(panel.locator('.fo-cart-order')).toContainText('United Kingdom');
  await panel.getByLabel('Shipping method').selectOption('express');
  await expect(panel.locator('.fo-cart-grand-total')).toContainText('77.50 USD');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/order.png` });
  // Back navigation keeps the form.
  await panel.getByRole('button', { name: /Back/ }).click();
  await expect(field(page, 'city').locator('input')).toHaveValue('London');
  await panel.getByRole('button', { name: 'Summary' }).click();
  await panel.getByRole('button', { name: 'Go to payment' }).click();
  await expect(panel.getByRole('heading', { name: 'Pay with card' })).toBeVisible();
  // ecommerce.md §5: the holder name is required before paying.
  await panel.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(field(page, 'card-name').locator('.fo-cart-field-error')).toHaveText('Name on card is required');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/payment.png` });
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(panel.getByText('Payment completed')).toBeVisible();
  await expect(panel.getByText('Check your email for details')).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/paid.png` });
  expect(steps).toEqual(['Checkout 1st step completed', 'Checkout 2nd step completed', 'Checkout 2nd step completed', 'Checkout 3rd step completed']);

  // Closing after the payment empties the cart; the sidebar is gone 320 ms after hiding.
  await panel.getByRole('button', { name: 'Close' }).first().click();
  await expect(cartButton(page)).toHaveAttribute('data-count', '0');
  await expect(page.locator('.fo-cart')).toHaveCount(0);
  await expect(page.locator('html')).not.toHaveClass(/fo-cart-open/);
  // The stock left once: 5 − 2 T-shirts.
  const skus = await page.request.get(`/api/projects/${project.numId}/ecommerce/stripe/skus/?skus_ids=${project.skus.tee}`);
  expect((await skus.json()).data[0].inventory.quantity).toBe(3);
});

async function fillShipping(page: Page) {
  await field(page, 'country').locator('select').selectOption('US');
  await field(page, 'name').locator('input').fill('Grace Hopper');
  await field(page, 'line1').locator('input').fill('1 Navy Way');
  await field(page, 'city').locator('input').fill('Arlington');
  await field(page, 'email').locator('input').fill('grace@example.com');
  await sidebar(page).getByRole('button', { name: 'Summary' }).click();
}

test('sku flow: the declined card 4000…0002 shows Payment Failed, charges nothing and keeps the cart', async ({ page }) => {
  await openShop(page, project.path);
  await addButton(page, 'Add mug').click();
  await expect(cartButton(page)).toHaveAttribute('data-count', '1');
  await cartButton(page).click();
  const panel = sidebar(page);
  await panel.getByRole('button', { name: 'Check out' }).click();
  await fillShipping(page);
  await panel.getByRole('button', { name: 'Go to payment' }).click();
  await payWithCard(page, '4000 0000 0000 0002');
  await expect(panel.locator('.fo-cart-error')).toContainText('Payment Failed');
  await expect(panel.locator('.fo-cart-error')).toContainText('Your card was declined.');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/declined.png` });
  const orderId = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)!).order.id as string, `cart${project.numId}`);
  const order = await page.request.get(`/api/projects/${project.numId}/ecommerce/stripe/orders/${orderId}/`);
  expect((await order.json()).data.status).toBe('created');
  await panel.getByRole('button', { name: 'Close' }).first().click();
  await expect(cartButton(page)).toHaveAttribute('data-count', '1');
});

test('price flow: an invoice, declined with 4000…0002, then paid with 4242', async ({ page }) => {
  await openShop(page, project.path);
  await addButton(page, 'Add print').click();
  await expect(cartButton(page)).toHaveAttribute('data-count', '1');
  // ecommerce.md §5: skus and prices never share a cart.
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  await addButton(page, 'Add mug').click();
  await expect.poll(() => alerts).toEqual(["You can't buy all these products, try separately"]);
  await expect(cartButton(page)).toHaveAttribute('data-count', '1');
  await cartButton(page).click();
  const panel = sidebar(page);
  await panel.getByRole('button', { name: 'Check out' }).click();
  await fillShipping(page);
  await expect(panel.locator('.fo-cart-order')).toContainText('Art print');
  await expect(panel.locator('.fo-cart-grand-total')).toContainText('40.00 USD');
  await panel.getByRole('button', { name: 'Go to payment' }).click();
  await payWithCard(page, '4000 0000 0000 0002');
  await expect(panel.locator('.fo-cart-error')).toContainText('Payment Failed');
  const invoiceId = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)!).invoice.id as string, `cart${project.numId}`);
  const declined = await (await page.request.get(`/api/projects/${project.numId}/ecommerce/stripe/invoices/${invoiceId}/`)).json();
  expect(declined.data.status).toBe('open');
  expect(declined.data.amount_paid).toBe(0);
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(panel.getByText('Payment completed')).toBeVisible();
  const paid = await (await page.request.get(`/api/projects/${project.numId}/ecommerce/stripe/invoices/${invoiceId}/`)).json();
  expect(paid.data.status).toBe('paid');
});

test('a reload mid-checkout keeps the cart and the shipping form', async ({ page }) => {
  await openShop(page, project.path);
  await addButton(page, 'Add T-shirt').click();
  await addButton(page, 'Add T-shirt').click();
  await expect(cartButton(page)).toHaveAttribute('data-count', '2');
  await cartButton(page).click();
  await sidebar(page).getByRole('button', { name: 'Check out' }).click();
  await fillShipping(page);
  await expect(sidebar(page).getByRole('button', { name: 'Go to payment' })).toBeVisible();
  await page.reload();
  await expect(cartButton(page)).toHaveAttribute('data-count', '2');
  await cartButton(page).click();
  await expect(sidebar(page).locator('.fo-cart-item', { hasText: 'Folio T-shirt' }).locator('.fo-cart-count')).toHaveText('2');
  await sidebar(page).getByRole('button', { name: 'Check out' }).click();
  await expect(field(page, 'city').locator('input')).toHaveValue('Arlington');
  await expect(field(page, 'country').locator('select')).toHaveValue('US');
});

test('the stock refuses one T-shirt more than it holds with the out-of-stock text, and the increase control is disabled', async ({ page }) => {
  const skus = await page.request.get(`/api/projects/${project.numId}/ecommerce/stripe/skus/?skus_ids=${project.skus.tee}`);
  const inStock = (await skus.json()).data[0].inventory.quantity as number;
  await openShop(page, project.path);
  for (let i = 1; i <= inStock; i++) {
    await addButton(page, 'Add T-shirt').click();
    await expect(cartButton(page)).toHaveAttribute('data-count', String(i));
  }
  await addButton(page, 'Add T-shirt').click();
  // The project's out-of-stock text (default 'Out of stock'), not the spec's message naming the sku's id.
  await expect(sidebar(page).locator('.fo-cart-notice')).toHaveText('Out of stock');
  const tee = sidebar(page).locator('.fo-cart-item', { hasText: 'Folio T-shirt' });
  await expect(tee.getByRole('button', { name: /One more/ })).toBeDisabled();
  await tee.getByRole('button', { name: /Remove/ }).click();
  await expect(sidebar(page).getByText('Cart is empty')).toBeVisible();
  await expect(cartButton(page)).toHaveAttribute('data-count', '0');
});

test('Cancel order cancels the sku order and returns to the items tab, the cart kept', async ({ page }) => {
  await openShop(page, project.path);
  await addButton(page, 'Add mug').click();
  await expect(cartButton(page)).toHaveAttribute('data-count', '1');
  await cartButton(page).click();
  const panel = sidebar(page);
  await panel.getByRole('button', { name: 'Check out' }).click();
  await fillShipping(page);
  await panel.getByRole('button', { name: 'Go to payment' }).click();
  const orderId = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)!).order.id as string, `cart${project.numId}`);
  await panel.getByRole('button', { name: 'Cancel order' }).click();
  await expect(panel.getByRole('heading', { name: 'Your cart' })).toBeVisible();
  await expect(panel.locator('.fo-cart-item')).toHaveCount(1);
  const order = await page.request.get(`/api/projects/${project.numId}/ecommerce/stripe/orders/${orderId}/`);
  expect((await order.json()).data.status).toBe('canceled');
});

test('after a sale the products are reloaded: the T-shirts sold out, one more is refused at add, before any Summary', async ({ page, playwright }, testInfo) => {
  const request = await authorContext(playwright, testInfo);
  const soldOut = await createShopProject(request, 'sold-out');
  await request.dispose();
  await openShop(page, soldOut.path);
  // The whole stock of five T-shirts.
  for (let i = 1; i <= 5; i++) {
    await addButton(page, 'Add T-shirt').click();
    await expect(cartButton(page)).toHaveAttribute('data-count', String(i));
  }
  await cartButton(page).click();
  const panel = sidebar(page);
  await panel.getByRole('button', { name: 'Check out' }).click();
  await field(page, 'country').locator('select').selectOption('US');
  await field(page, 'name').locator('input').pressSequentially('Grace Hopper');
  await field(page, 'line1').locator('input').pressSequentially('1 Navy Way');
  await field(page, 'city').locator('input').pressSequentially('Arlington');
  await field(page, 'email').locator('input').pressSequentially('grace@example.com');
  await panel.getByRole('button', { name: 'Summary' }).click();
  await panel.getByRole('button', { name: 'Go to payment' }).click();
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(panel.getByText('Payment completed')).toBeVisible();
  await panel.getByRole('button', { name: 'Close' }).first().click();
  await expect(cartButton(page)).toHaveAttribute('data-count', '0');

  // Same page, no reload: the add is refused with the out-of-stock text and the cart stays empty.
  await addButton(page, 'Add T-shirt').click();
  await expect(sidebar(page).locator('.fo-cart-notice')).toHaveText('Out of stock');
  await expect(cartButton(page)).toHaveAttribute('data-count', '0');
});

test("products that cannot be loaded say 'Loading products error' and add nothing; the next add loads them", async ({ page }) => {
  await page.route('**/ecommerce/stripe/products/**', (route) => route.fulfill({ status: 500, json: { message: 'down', statusCode: 500 } }));
  await openShop(page, project.path);
  await addButton(page, 'Add mug').click();
  await expect(sidebar(page).locator('.fo-cart-notice')).toHaveText('Loading products error');
  await expect(cartButton(page)).toHaveAttribute('data-count', '0');
  await sidebar(page).getByRole('button', { name: 'Close' }).first().click();
  await page.unroute('**/ecommerce/stripe/products/**');
  if (SHOTS) await page.setViewportSize({ width: 390, height: 844 });
  await addButton(page, 'Add mug').click();
  await expect(cartButton(page)).toHaveAttribute('data-count', '1');
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart' })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/added-phone.png` });
});

test('nothing to invoice: the server\'s message shows above the items as the cart clears', async ({ page }) => {
  await page.route('**/ecommerce/stripe/invoices/', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 400, json: { message: 'Nothing to invoice', statusCode: 400, code: 'invoice_no_customer_line_items' } })
      : route.fallback(),
  );
  await openShop(page, project.path);
  await addButton(page, 'Add print').click();
  await expect(cartButton(page)).toHaveAttribute('data-count', '1');
  await cartButton(page).click();
  const panel = sidebar(page);
  await panel.getByRole('button', { name: 'Check out' }).click();
  await field(page, 'country').locator('select').selectOption('US');
  await field(page, 'name').locator('input').pressSequentially('Grace Hopper');
  await field(page, 'line1').locator('input').pressSequentially('1 Navy Way');
  await field(page, 'city').locator('input').pressSequentially('Arlington');
  await field(page, 'email').locator('input').pressSequentially('grace@example.com');
  await panel.getByRole('button', { name: 'Summary' }).click();
  await expect(panel.locator('.fo-cart-notice')).toHaveText('Nothing to invoice');
  await expect(panel.getByText('Cart is empty')).toBeVisible();
  await expect(cartButton(page)).toHaveAttribute('data-count', '0');
});
