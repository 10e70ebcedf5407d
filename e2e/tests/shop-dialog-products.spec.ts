// The Shop dialog in the owner's words (issue 17; docs/shop.md "Products, skus and prices"): a product's picture,
// uploaded from the computer, and its description, on the product's card and in the visitor's cart row; a price's
// currency chosen among those the price flow takes (no yen: the cart shows two decimals); a variant's currency is
// usd, said rather than offered; and with Stripe, a variant's stock set from the dialog. The e2e server runs the
// test-mode gateway, so the Stripe case tells the browser the shop runs on Stripe by rewriting the gateway of
// GET …/ecommerce/data/ (as shop-stripe.spec.ts does); the server's Stripe side of the same calls is tested in
// packages/server/test/shop/shop-catalogue-owner.test.ts against the loopback stand-in of Stripe's API.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { seriousViolations } from './axe-helpers';
import { addButton, cartButton, openShop, sidebar } from './shop-helpers';
import { png } from './upload-helpers';
import { addWidgets, createProject, signUp } from './viewer-helpers';

test.use({ viewport: { width: 1440, height: 900 } });

const shopDialog = (page: Page) => page.getByRole('dialog', { name: 'Shop' });

/** A connected test-mode shop of a new author, opened in the constructor with the Shop dialog showing. */
async function openDialog(page: Page, label: string) {
  const author = await signUp(page.request, label);
  const project = await createProject(page.request, author, { title: 'Shop dialog', pages: [{ title: 'Shop', height: 900, text: 'The shop' }], publish: false });
  const connected = await page.request.post(`/api/connect/ecommerce/stripe/connect?num_id=${project.numId}`);
  expect(connected.ok(), await connected.text()).toBe(true);
  return { project, shop: (path: string) => `/api/projects/${project.numId}/ecommerce/stripe/${path}` };
}

async function showDialog(page: Page, numId: number): Promise<Locator> {
  await page.goto(`/edit/${numId}/`);
  await expect(page.getByRole('toolbar', { name: 'Constructor tools' })).toBeVisible();
  await page.getByRole('button', { name: 'Shop: provider and products' }).click();
  const dialog = shopDialog(page);
  await expect(dialog.locator('.fo-shop__provider')).toContainText('Connected');
  return dialog;
}

test('the owner gives a product a picture and a description, prices it in an offered currency; the visitor’s cart row shows the picture', async ({ page, browser }, testInfo) => {
  test.setTimeout(150_000);
  const { project, shop } = await openDialog(page, 'shop-dialog-products');
  const dialog = await showDialog(page, project.numId);

  await dialog.getByLabel('Product name').pressSequentially('Stoneware mug');
  await dialog.getByRole('button', { name: 'Add product' }).click();
  const mug = dialog.getByRole('article', { name: 'Stoneware mug' });
  await expect(mug.getByText('No picture')).toBeVisible();

  // The picture, from the computer through the project's upload route.
  const chooser = page.waitForEvent('filechooser');
  await mug.getByRole('button', { name: 'Add picture' }).click();
  await (await chooser).setFiles({ name: 'mug.png', mimeType: 'image/png', buffer: Buffer.from(png(96, 96, [40, 110, 200])) });
  const picture = mug.getByRole('img', { name: 'Picture of Stoneware mug' });
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute('src', /\/api\/images\//);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(96);
  await expect(mug.getByRole('button', { name: 'Change picture' })).toBeVisible();
  // Change picture and Delete do not overlap.
  const change = (await mug.getByRole('button', { name: 'Change picture' }).boundingBox())!;
  const remove = (await mug.getByRole('button', { name: 'Remove the picture of Stoneware mug' }).boundingBox())!;
  expect(remove.y >= change.y + change.height || remove.x >= change.x + change.width).toBe(true);

  // The description, typed and saved.
  const description = mug.getByLabel('Description of Stoneware mug');
  await description.click();
  await description.pressSequentially('Glazed stoneware, 300 ml.');
  await mug.getByRole('button', { name: 'Save description' }).click();
  await expect(mug.getByRole('status')).toHaveText('Description saved.');
  await expect(mug.getByRole('button', { name: 'Save description' })).toBeDisabled();

  // A variant: its currency is said (USD), not offered.
  await mug.getByRole('button', { name: 'Add a variant to Stoneware mug' }).click();
  const skuForm = mug.getByRole('form', { name: 'Add variant' });
  await expect(skuForm.locator('output')).toHaveText('USD');
  await expect(skuForm.getByText('Variants are charged in US dollars.')).toBeVisible();
  await expect(skuForm.getByRole('combobox', { name: 'Currency' })).toHaveCount(0);
  await skuForm.getByLabel('Price').pressSequentially('18');
  await skuForm.getByLabel('Quantity').pressSequentially('4');
  await skuForm.getByRole('button', { name: 'Add variant' }).click();
  await expect(mug.locator('.fo-shop__line[data-sku-id]')).toContainText('$18.00');

  // A price: only currencies with cents are offered, with the reason.
  await mug.getByRole('button', { name: 'Add a price to Stoneware mug' }).click();
  const priceForm = mug.getByRole('form', { name: 'Add price' });
  const currency = priceForm.getByRole('combobox', { name: 'Currency' });
  const offered = await currency.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  expect(offered).toContain('usd');
  expect(offered).toContain('eur');
  expect(offered).not.toContain('jpy');
  expect(offered).not.toContain('kwd');
  await expect(priceForm.getByText('Only currencies with cents are offered')).toBeVisible();
  await currency.selectOption('eur');
  await priceForm.getByLabel('Amount').pressSequentially('22');
  await priceForm.getByRole('button', { name: 'Add price' }).click();
  await expect(mug.locator('.fo-shop__line[data-price-id]')).toContainText('€22.00');
  expect(await seriousViolations(page)).toEqual([]);
  await mug.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: testInfo.outputPath('shop-dialog-1440x900.png') });

  // Kept with the product: the dialog opened again shows them.
  await page.reload();
  const again = await showDialog(page, project.numId);
  const kept = again.getByRole('article', { name: 'Stoneware mug' });
  await expect(kept.getByRole('img', { name: 'Picture of Stoneware mug' })).toHaveAttribute('src', /\/api\/images\//);
  await expect(kept.getByLabel('Description of Stoneware mug')).toHaveValue('Glazed stoneware, 300 ml.');

  // The visitor's cart row shows the product's picture (ecommerce.md §3 productObject images).
  const products = ((await (await page.request.get(shop('products/'))).json()) as { data: { id: string; images: string[]; articles: { id: string }[] }[] }).data;
  const [product] = products;
  await addWidgets(page.request, project.id, [
    { type: 'addtocart', label: 'Add mug', product_id: product!.id, sku_id: product!.articles[0]!.id, x: 80, y: 260, w: 200, h: 48, z: 2, pid: project.pages[0]!._id },
    { type: 'ecommercecart', version: 3, x: 760, y: 250, w: 160, h: 64, z: 2, pid: project.pages[0]!._id },
  ]);
  expect((await page.request.post(`/api/publish/${project.id}`)).ok()).toBe(true);
  const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await openShop(visitor, project.path);
  await addButton(visitor, 'Add mug').click();
  await cartButton(visitor).click();
  const row = sidebar(visitor).locator('.fo-cart-item').first();
  await expect(row).toContainText('Stoneware mug');
  await expect(row.locator('.fo-cart-item-picture img')).toHaveAttribute('src', product!.images[0]!);
  await expect.poll(() => row.locator('.fo-cart-item-picture img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(96);
  await visitor.screenshot({ path: testInfo.outputPath('cart-row-390x844.png') });
  await visitor.close();
});

test('with Stripe the dialog sets a variant’s stock (counted: 2), its picture and description, and leaves the rest to the Stripe dashboard', async ({ page }, testInfo) => {
  const { project, shop } = await openDialog(page, 'shop-dialog-stripe-stock');
  const product = ((await (await page.request.post(shop('products/'), { data: { name: 'Linen tote', shippable: true } })).json()) as { data: { id: string } }).data;
  const sku = ((await (await page.request.post(shop('skus/'), { data: { product: product.id, price: 3200, attributes: { colour: 'sand' }, inventory: { type: 'infinite' } } })).json()) as { data: { id: string } }).data;
  // The browser is told the shop runs on Stripe.
  await page.route(`**/api/projects/*/ecommerce/data/`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    await route.fulfill({ response, json: { data: { ...body.data, gateway: { mode: 'stripe', publishable_key: 'pk_test_e2e', stripe_account: 'acct_e2e' } } } });
  });
  const dialog = await showDialog(page, project.numId);
  await expect(dialog.getByText('Names, variants and prices of a Stripe account are edited in its Stripe dashboard.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Add product' })).toHaveCount(0);
  const tote = dialog.getByRole('article', { name: 'Linen tote' });
  await expect(tote.getByRole('button', { name: 'Edit variant colour: sand' })).toHaveCount(0);

  const line = tote.locator(`.fo-shop__line[data-sku-id="${sku.id}"]`);
  await expect(line).toContainText('Unlimited');
  await line.getByRole('button', { name: 'Set the stock of variant colour: sand' }).click();
  const stockForm = line.getByRole('form', { name: 'Save stock' });
  await expect(stockForm.getByLabel('Price')).toHaveCount(0);
  await expect(stockForm.getByLabel('Attributes')).toHaveCount(0);
  await stockForm.getByLabel('Inventory').selectOption('finite');
  await stockForm.getByLabel('Quantity').pressSequentially('2');
  const patched = page.waitForRequest((request) => request.method() === 'PATCH' && request.url().includes(`/skus/${sku.id}/`));
  await stockForm.getByRole('button', { name: 'Save stock' }).click();
  // Only the inventory is sent: the Stripe gateway refuses anything else (409).
  expect((await patched).postDataJSON()).toEqual({ inventory: { type: 'finite', quantity: 2 } });
  await expect(line).toContainText('2 in stock');
  const listed = ((await (await page.request.get(shop('products/'))).json()) as { data: { articles: { id: string; inventory: unknown }[] }[] }).data;
  expect(listed[0]!.articles[0]).toMatchObject({ id: sku.id, inventory: { type: 'finite', quantity: 2 } });

  // The description is the owner's here too.
  const description = tote.getByLabel('Description of Linen tote');
  await description.click();
  await description.pressSequentially('Undyed linen.');
  await tote.getByRole('button', { name: 'Save description' }).click();
  await expect(tote.getByRole('status')).toHaveText('Description saved.');
  expect(await seriousViolations(page)).toEqual([]);
  // The row's button is drawn whole (it was squeezed to nothing by the line's last column once).
  expect((await line.getByRole('button', { name: 'Set the stock of variant colour: sand' }).boundingBox())!.width).toBeGreaterThan(40);
  await tote.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('shop-dialog-stripe-1440x900.png') });
});
