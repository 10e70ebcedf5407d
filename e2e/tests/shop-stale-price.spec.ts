// Issue 11, finding 9 (docs/shop.md "Cart sidebar"): the owner reprices a sku while a visitor is on the payment tab.
// Paying the order made at the old price is refused and nothing is charged; the visitor is back on the cart, which
// shows why and today's price, and the next checkout pays that price.
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from '../fixtures';
import { authorContext } from './viewer-helpers';
import { addButton, cartButton, createShopProject, field, openShop, sidebar, type ShopProject } from './shop-helpers';

let owner: APIRequestContext;
let project: ShopProject;

test.beforeAll(async ({ playwright }, testInfo) => {
  owner = await authorContext(playwright, testInfo);
  project = await createShopProject(owner, 'stale');
});
test.afterAll(() => owner.dispose());

async function typeInto(page: Page, name: string, text: string) {
  const input = field(page, name).locator('input');
  await input.click();
  await input.pressSequentially(text);
}

async function payByTyping(page: Page) {
  const panel = sidebar(page);
  for (const [label, text] of [
    ['Card number', '4242424242424242'],
    ['Expiry', '1234'],
    ['CVC', '123'],
    ['Name on card', 'Ada Lovelace'],
  ] as const) {
    await panel.getByLabel(label).click();
    await panel.getByLabel(label).pressSequentially(text);
  }
  await panel.getByRole('button', { name: 'Pay', exact: true }).click();
}

test('finding 9: an order repriced before it is paid is refused; the cart shows why and the new price; the next order pays it', async ({ page }) => {
  await openShop(page, project.path);
  await addButton(page, 'Add T-shirt').click();
  await expect(cartButton(page)).toHaveAttribute('data-count', '1');
  await cartButton(page).click();
  const panel = sidebar(page);
  await panel.getByRole('button', { name: 'Check out' }).click();
  await field(page, 'country').locator('select').selectOption('US');
  await typeInto(page, 'name', 'Grace Hopper');
  await typeInto(page, 'line1', '1 Navy Way');
  await typeInto(page, 'city', 'Arlington');
  await typeInto(page, 'email', 'grace@example.com');
  await panel.getByRole('button', { name: 'Summary' }).click();
  await expect(panel.locator('.fo-cart-grand-total')).toContainText('25.00 USD');
  await panel.getByRole('button', { name: 'Go to payment' }).click();

  // Meanwhile the owner raises the price.
  const repriced = await owner.patch(`/api/projects/${project.numId}/ecommerce/stripe/skus/${project.skus.tee}/`, { data: { price: 3000 } });
  expect(repriced.ok(), await repriced.text()).toBe(true);
  await payByTyping(page);

  const notice = panel.locator('[data-tab-name="items"] .fo-cart-notice');
  await expect(notice).toHaveText('The price of Folio T-shirt (M) changed after this order was made. Your cart shows the new price: check it and order again.');
  await expect(panel.locator('.fo-cart-total')).toContainText('30.00 USD');
  await expect(panel.getByText('Payment completed')).toHaveCount(0);
  // Nothing was taken: the T-shirt's stock is whole.
  const stock = await page.request.get(`/api/projects/${project.numId}/ecommerce/stripe/skus/?skus_ids=${project.skus.tee}`);
  expect((await stock.json()).data[0].inventory.quantity).toBe(5);

  // The next checkout makes a new order at today's price, and it is paid.
  await panel.getByRole('button', { name: 'Check out' }).click();
  await expect(notice).toHaveCount(0);
  await panel.getByRole('button', { name: 'Summary' }).click();
  await expect(panel.locator('.fo-cart-grand-total')).toContainText('30.00 USD');
  await panel.getByRole('button', { name: 'Go to payment' }).click();
  await payByTyping(page);
  await expect(panel.getByText('Payment completed')).toBeVisible();
});
