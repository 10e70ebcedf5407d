// The shop's author side in the constructor (ecommerce.md §4, §5, §6; docs/shop.md "Constructor"): the Shop dialog
// connects the test-mode card provider through the authorisation window and the state socket, builds a product with
// a sku and its stock, an add-to-cart from the add menu is invalid until its product is chosen, and once published a
// visitor buys it with 4242 4242 4242 4242. Disconnecting clears the products.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { seriousViolations } from './axe-helpers';
import { cartButton, field, openShop, payWithCard, sidebar } from './shop-helpers';
import { addWidgets, signUp } from './viewer-helpers';
import { publishFromPanel } from './publish-helpers';

test.use({ viewport: { width: 1600, height: 1000 } });
const SHOTS = process.env.SHOP_SHOTS;

const shopDialog = (page: Page) => page.getByRole('dialog', { name: 'Shop' });

async function openConstructor(page: Page) {
  const author = await signUp(page.request, 'constructor-shop');
  const reply = await page.request.post('/api/projects', { data: { title: 'Shop in the constructor' } });
  expect(reply.status()).toBe(201);
  const project = (await reply.json()) as { _id: string; num_id: number; pages: { _id: string }[] };
  // The cart widget opens the full checkout sidebar (version 3); the add-to-cart comes from the add menu below.
  await addWidgets(page.request, project._id, [{ type: 'ecommercecart', version: 3, pid: project.pages[0]!._id, x: 760, y: 40, w: 160, h: 64, z: 1 }]);
  await page.goto(`/edit/${project.num_id}/`);
  await expect(page.getByRole('toolbar', { name: 'Constructor tools' })).toBeVisible();
  return { author, project };
}

test('connect the test-mode provider, build a product, sell it from an add-to-cart, pay with 4242; disconnecting clears the products', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const { author, project } = await openConstructor(page);

  // The Shop dialog from the top bar, before anything is connected.
  await page.getByRole('button', { name: 'Shop: provider and products' }).click();
  const dialog = shopDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('No provider is connected.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Connecting opens the authorisation window; the socket's state update closes it and the dialog shows the provider.
  const popupOpened = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Connect card payments' }).click();
  const popup = await popupOpened;
  await expect(dialog.getByText('Card payments (Stripe) connected.')).toBeVisible();
  await expect.poll(() => popup.isClosed()).toBe(true);
  await expect(dialog.locator('.fo-shop__provider')).toContainText('Connected');
  await expect(dialog.getByRole('button', { name: 'Connect hosted store' })).toHaveCount(0);

  // A product, then a sku: a wrong price is refused with its message before anything is sent.
  await dialog.getByLabel('Product name').fill('Folio poster');
  await dialog.getByRole('button', { name: 'Add product' }).click();
  const poster = dialog.getByRole('article', { name: 'Folio poster' });
  await expect(poster).toBeVisible();
  await poster.getByRole('button', { name: 'Add a variant to Folio poster' }).click();
  const skuForm = poster.getByRole('form', { name: 'Add variant' });
  await skuForm.getByLabel('Attributes').fill('size=A2');
  await skuForm.getByLabel('Price').fill('twelve');
  await skuForm.getByLabel('Quantity').fill('3');
  await skuForm.getByRole('button', { name: 'Add variant' }).click();
  await expect(skuForm.getByText('Enter a price such as 12.50')).toBeVisible();
  await expect(skuForm.getByLabel('Price')).toHaveAttribute('aria-invalid', 'true');
  await skuForm.getByLabel('Price').fill('25');
  await skuForm.getByRole('button', { name: 'Add variant' }).click();
  const skuLine = poster.locator('.fo-shop__line[data-sku-id]');
  await expect(skuLine).toContainText('size: A2');
  await expect(skuLine).toContainText('$25.00');
  await expect(skuLine).toContainText('3 in stock');

  // A price: added, renamed, archived (its amount never changes).
  await poster.getByRole('button', { name: 'Add a price to Folio poster' }).click();
  const priceForm = poster.getByRole('form', { name: 'Add price' });
  await priceForm.getByLabel('Amount').fill('40');
  await priceForm.getByRole('button', { name: 'Add price' }).click();
  const priceLine = poster.locator('.fo-shop__line[data-price-id]');
  await expect(priceLine).toContainText('$40.00');
  await priceLine.getByRole('button', { name: 'Rename price $40.00' }).click();
  await priceLine.getByLabel('Price name').fill('Framed');
  await priceLine.getByRole('button', { name: 'Save' }).click();
  await expect(priceLine).toContainText('Framed');
  await priceLine.getByRole('button', { name: 'Archive price Framed' }).click();
  await expect(priceLine).toContainText('Archived');
  await expect(priceLine.getByRole('button', { name: 'Restore price Framed' })).toBeVisible();

  expect(await seriousViolations(page)).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/constructor-shop-dialog.png` });
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toHaveCount(0);

  // An add-to-cart from the add menu: invalid until its product is chosen from the loaded list.
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('menu', { name: 'Add a widget' }).getByRole('menuitem', { name: 'Add to cart', exact: true }).click();
  const properties = page.getByRole('complementary', { name: /Properties/ });
  const problem = properties.locator('.fo-shop-fields__problem');
  await expect(problem).toContainText('Choose the product this button adds to the cart.');
  await expect(properties.getByLabel('Product')).toHaveAttribute('aria-invalid', 'true');
  // The canvas marks it too, over the widget, with the same words.
  const mark = page.locator('.fo-canvas .fo-cart-mark');
  await expect(mark).toHaveAttribute('title', 'Choose the product this button adds to the cart.');
  const drawnButton = (await page.locator('.fo-canvas__page .folio-widget-addtocart').boundingBox())!;
  const markBox = (await mark.boundingBox())!;
  expect([markBox.x, markBox.y, markBox.width, markBox.height].map(Math.round)).toEqual([drawnButton.x, drawnButton.y, drawnButton.width, drawnButton.height].map(Math.round));
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/constructor-shop-invalid.png` });
  await properties.getByLabel('Product').selectOption({ label: 'Folio poster' });
  await expect(problem).toHaveCount(0);
  await expect(mark).toHaveCount(0);
  await properties.getByLabel('Variant').selectOption({ index: 1 });
  await properties.getByLabel('Button label').fill('Buy the poster');
  await properties.getByLabel('Button label').press('Enter');
  // The shop's out-of-stock text is the project's (ecommerce_data.texts), at most 32 characters.
  await expect(properties.getByLabel('Out of stock message')).toHaveAttribute('maxlength', '32');
  await properties.getByLabel('Out of stock message').fill('Sold out, back soon');
  await properties.getByLabel('Out of stock message').press('Enter');
  await expect(page.locator('.fo-save')).toContainText('All changes saved');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/constructor-shop-fields.png` });

  // Publish, then a visitor buys it.
  await publishFromPanel(page);
  const draft = await (await page.request.get(`/api/projects/${project._id}`)).json();
  const widget = draft.pages[0].wids.find((item: { type: string }) => item.type === 'addtocart');
  expect(draft.ecommerce_data?.texts).toEqual({ out_of_stock: 'Sold out, back soon' });
  expect(widget).toMatchObject({ label: 'Buy the poster', product_id: expect.stringMatching(/^prod_/), sku_id: expect.stringMatching(/^sku_/) });

  const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const shop = await visitor.newPage();
  await openShop(shop, `/${author.uri}/${project.num_id}/`);
  await shop.getByRole('button', { name: 'Buy the poster', exact: true }).click();
  await expect(cartButton(shop)).toHaveAttribute('data-count', '1');
  await cartButton(shop).click();
  const panel = sidebar(shop);
  await expect(panel.locator('.fo-cart-item', { hasText: 'Folio poster' })).toContainText('size: A2');
  await panel.getByRole('button', { name: 'Check out' }).click();
  await field(shop, 'country').locator('select').selectOption('US');
  await field(shop, 'name').locator('input').fill('Grace Hopper');
  await field(shop, 'line1').locator('input').fill('1 Navy Way');
  await field(shop, 'city').locator('input').fill('Arlington');
  await field(shop, 'email').locator('input').fill('grace@example.com');
  await panel.getByRole('button', { name: 'Summary' }).click();
  await panel.getByRole('button', { name: 'Go to payment' }).click();
  await payWithCard(shop, '4242 4242 4242 4242');
  await expect(panel.getByText('Payment completed')).toBeVisible();
  await visitor.close();
  // The stock left: 3 − 1.
  const skus = await page.request.get(`/api/projects/${project.num_id}/ecommerce/stripe/skus/?skus_ids=${widget.sku_id}`);
  expect((await skus.json()).data[0].inventory.quantity).toBe(2);

  // Disconnecting clears the products: the dialog has none, and the add-to-cart's product is no longer in the list.
  await page.getByRole('button', { name: 'Shop: provider and products' }).click();
  await dialog.getByRole('button', { name: 'Disconnect' }).click();
  await expect(dialog.getByText('Disconnecting deletes this project’s products')).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes, disconnect' }).click();
  await expect(dialog.getByText('Provider disconnected; its products were removed.')).toBeVisible();
  await expect(dialog.getByRole('article')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Connect card payments' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(problem).toContainText('The chosen product is not among the shop’s products.');
  // Connecting again starts with no products.
  expect((await page.request.post(`/api/connect/ecommerce/stripe/connect?num_id=${project.num_id}`)).ok()).toBe(true);
  expect((await (await page.request.get(`/api/projects/${project.num_id}/ecommerce/stripe/products/`)).json()).data).toEqual([]);
});

test('without can_use_e_commerce the Shop button is not shown', async ({ page }) => {
  // The signed-in author comes with the editor's HTML shell (and from /api/auth/me without it): both say no shop.
  const noShop = (text: string) => text.replaceAll('"can_use_e_commerce":true', '"can_use_e_commerce":false');
  await page.route(/\/edit\/\d+\/$|\/api\/auth\/me$/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: noShop(await response.text()) });
  });
  await openConstructor(page);
  await expect(page.getByRole('button', { name: 'Publish' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Shop: provider and products' })).toHaveCount(0);
});
