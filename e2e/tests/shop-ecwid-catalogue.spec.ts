// The hosted store's catalogue in the cart (issue 17; ecommerce.md §3 "Product (hosted-store provider)", §5, §8;
// docs/shop.md "The hosted store's catalogue"): the owner gives the store's public token in the Shop dialog, the server
// reads the store's products from the provider's API (a loopback stand-in, hosted-store.ts), and a visitor's cart rows
// show their names, prices and pictures; a product with one in stock cannot be added twice. Without a token the cart
// still adds products by id and says 'Loading products error'; a storage that refuses the cart says 'Update cart data
// error'.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { HOSTED_STORE_TOKEN } from '../hosted-store';
import { addButton, cartButton, openShop, sidebar } from './shop-helpers';
import { addWidgets, signUp } from './viewer-helpers';

const STORE_ID = '2026';
const SHOTS = process.env.SHOP_SHOTS;

/** Ecwid's storefront script as a stand-in (the sidebar loads it when it opens); the hand-over is shop-ecwid.spec.ts's. */
async function serveEcwidScript(page: Page) {
  await page.route('https://app.ecwid.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: 'window.Ecwid = { Cart: { clear: function () {}, addProduct: function () {}, gotoCheckout: function () {} } };' }),
  );
}

/** An owner's project with add-to-cart buttons for the store's lamp and vase and a simple cart widget; not connected. */
async function ownerProject(browser: Browser, label: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const owner = await context.newPage();
  const author = await signUp(owner.request, label);
  const reply = await owner.request.post('/api/projects', { data: { title: 'Hosted store' } });
  expect(reply.status()).toBe(201);
  const project = (await reply.json()) as { _id: string; num_id: number; pages: { _id: string }[] };
  const pid = project.pages[0]!._id;
  await addWidgets(owner.request, project._id, [
    { type: 'addtocart', label: 'Add the lamp', product_id: '7101', pid, x: 80, y: 260, w: 200, h: 48, z: 2 },
    { type: 'addtocart', label: 'Add the vase', product_id: '7303', pid, x: 300, y: 260, w: 200, h: 48, z: 2 },
    { type: 'ecommercecart', version: 2, pid, x: 760, y: 250, w: 160, h: 64, z: 2 },
  ]);
  const publish = async () => {
    const published = await owner.request.post(`/api/publish/${project._id}`);
    expect(published.ok(), await published.text()).toBe(true);
  };
  return { context, owner, project, path: `/${author.uri}/${project.num_id}/`, publish };
}

test('the owner types the public token in the Shop dialog; a visitor’s cart shows the store’s names, prices and pictures, and one in stock is added once', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const { context, owner, project, path, publish } = await ownerProject(browser, 'ecwid-catalogue');

  // The owner connects the hosted store in the Shop dialog with its store id and public token, typed.
  await owner.goto(`/edit/${project.num_id}/`);
  await owner.getByRole('button', { name: 'Shop: provider and products' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Shop' });
  await dialog.getByLabel('Ecwid store id').pressSequentially(STORE_ID);
  const token = dialog.getByLabel('Public token (optional)');
  await expect(dialog.getByText('Never paste the secret token.')).toBeVisible();
  // A secret token is refused before anything is sent.
  await token.pressSequentially('secret_NotForBrowsers1');
  await dialog.getByRole('button', { name: 'Connect hosted store' }).click();
  await expect(dialog.getByText('The public token starts with public_ followed by letters and digits')).toBeVisible();
  await expect(token).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.locator('.fo-shop__provider')).toHaveCount(0);
  await token.clear();
  await token.pressSequentially(HOSTED_STORE_TOKEN);
  if (SHOTS) await owner.screenshot({ path: `${SHOTS}/ecwid-connect-form-1440.png` });
  await dialog.getByRole('button', { name: 'Connect hosted store' }).click();
  await expect(dialog.getByText('Hosted store (Ecwid) connected.')).toBeVisible();
  // The dialog reads the catalogue as the cart will: the token works.
  await expect(dialog.getByText('The store’s catalogue is read: 2 products.')).toBeVisible();
  // The token is editable: saving an empty field removes it (the catalogue cannot be read then), saving it again
  // brings the catalogue back.
  await dialog.getByRole('button', { name: 'Save token' }).click();
  await expect(dialog.getByText('Public token removed: the cart adds products by id only.')).toBeVisible();
  await expect(dialog.getByText('Add the store’s public token in the Shop dialog to show its products here')).toBeVisible();
  await dialog.getByLabel('Public token (optional)').pressSequentially(HOSTED_STORE_TOKEN);
  await dialog.getByRole('button', { name: 'Save token' }).click();
  await expect(dialog.getByText('Public token saved.')).toBeVisible();
  await expect(dialog.getByText('The store’s catalogue is read: 2 products.')).toBeVisible();
  if (SHOTS) await owner.screenshot({ path: `${SHOTS}/ecwid-token-dialog-1440.png` });
  await publish();
  await context.close();

  // A visitor adds the lamp twice and the vase once: the rows show the store's names, prices and pictures.
  await page.setViewportSize({ width: 1440, height: 900 });
  await serveEcwidScript(page);
  await openShop(page, path);
  await addButton(page, 'Add the lamp').click();
  await expect(cartButton(page)).toHaveAttribute('data-count', '1');
  await addButton(page, 'Add the lamp').click();
  await addButton(page, 'Add the vase').click();
  await expect(cartButton(page)).toHaveAttribute('data-count', '3');

  // §5: the vase has one in stock; a second is refused with the project's out-of-stock text (§8 default) and the
  // cart keeps one.
  await addButton(page, 'Add the vase').click();
  const panel = sidebar(page);
  await expect(panel.locator('.fo-cart-notice')).toHaveText('Out of stock');
  await expect(cartButton(page)).toHaveAttribute('data-count', '3');

  const lamp = panel.locator('.fo-cart-item').filter({ hasText: 'Brass desk lamp' });
  const vase = panel.locator('.fo-cart-item').filter({ hasText: 'Last blue vase' });
  await expect(lamp.locator('.fo-cart-item-price')).toContainText('24.50 USD');
  await expect(lamp.locator('.fo-cart-item-total')).toHaveText('49.00');
  await expect(lamp.locator('.fo-cart-count')).toHaveText('2');
  await expect(vase.locator('.fo-cart-item-price')).toContainText('99.00 USD');
  await expect(vase.locator('.fo-cart-count')).toHaveText('1');
  await expect(vase.getByRole('button', { name: 'One more: Last blue vase' })).toBeDisabled();
  const picture = lamp.locator('.fo-cart-item-picture img');
  await expect(picture).toHaveAttribute('src', /\/pictures\/lamp\.svg$/);
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/ecwid-cart-1440.png` });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(vase.locator('.fo-cart-item-picture img')).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/ecwid-cart-390.png` });
});

test("without a public token the cart adds products by id and says 'Loading products error'", async ({ page, browser }) => {
  const { context, owner, project, path, publish } = await ownerProject(browser, 'ecwid-no-token');
  const connected = await owner.request.post(`/api/connect/ecommerce/ecwid/connect?num_id=${project.num_id}&store_id=${STORE_ID}`);
  expect(connected.ok(), await connected.text()).toBe(true);
  await publish();
  await context.close();

  await serveEcwidScript(page);
  await openShop(page, path);
  await addButton(page, 'Add the vase').click();
  await addButton(page, 'Add the vase').click();
  await expect(cartButton(page)).toHaveAttribute('data-count', '2');
  await cartButton(page).click();
  const panel = sidebar(page);
  await expect(panel.locator('.fo-cart-notice')).toHaveText('Loading products error');
  // The store's checkout still knows the product by its id: the row shows the id and no price.
  await expect(panel.locator('.fo-cart-item-name')).toHaveText('7303');
  await expect(panel.locator('.fo-cart-item-price')).toHaveCount(0);
});

test("a browser storage that refuses the cart says 'Update cart data error'; the cart still works in the page", async ({ page, browser }) => {
  const { context, owner, project, path, publish } = await ownerProject(browser, 'ecwid-storage');
  const connected = await owner.request.post(`/api/connect/ecommerce/ecwid/connect?num_id=${project.num_id}&store_id=${STORE_ID}&public_token=${HOSTED_STORE_TOKEN}`);
  expect(connected.ok(), await connected.text()).toBe(true);
  await publish();
  await context.close();

  // A full storage: every write is refused as browsers do when the quota is reached.
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await serveEcwidScript(page);
  await openShop(page, path);
  await addButton(page, 'Add the lamp').click();
  await expect(cartButton(page)).toHaveAttribute('data-count', '1');
  await cartButton(page).click();
  const panel = sidebar(page);
  await expect(panel.locator('.fo-cart-notice')).toHaveText('Update cart data error');
  await expect(panel.locator('.fo-cart-item-name')).toHaveText('Brass desk lamp');
});
