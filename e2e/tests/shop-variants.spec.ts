// The add-to-cart's variant picker (issue 17; ecommerce.md §3, §5; docs/shop.md "Variant picker"): a product of
// several skus differing by size and colour sold from one add-to-cart widget. The owner lets the visitor pick, with the
// price and stock shown; the canvas shows the picker's layout; once published, a visitor picks with the keyboard and
// the mouse, adds two different variants and the cart lists both with their attributes; a sold-out one cannot be added.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { seriousViolations } from './axe-helpers';
import { cartButton, openShop, sidebar } from './shop-helpers';
import { centerOf } from './constructor-helpers';
import { publishFromPanel } from './publish-helpers';
import { addWidgets, signUp } from './viewer-helpers';

const SHOTS = process.env.SHOP_SHOTS;
test.use({ viewport: { width: 1440, height: 900 } });

async function shopWithHoodie(page: Page) {
  const author = await signUp(page.request, 'shop-variants');
  const reply = await page.request.post('/api/projects', { data: { title: 'Hoodies' } });
  expect(reply.status()).toBe(201);
  const project = (await reply.json()) as { _id: string; num_id: number; pages: { _id: string }[] };
  expect((await page.request.post(`/api/connect/ecommerce/stripe/connect?num_id=${project.num_id}`)).ok()).toBe(true);
  const shop = (path: string) => `/api/projects/${project.num_id}/ecommerce/stripe/${path}`;
  const made = async (path: string, data: Record<string, unknown>) => {
    const answer = await page.request.post(shop(path), { data });
    expect(answer.ok(), await answer.text()).toBe(true);
    return ((await answer.json()) as { data: { id: string } }).data.id;
  };
  const hoodie = await made('products/', { name: 'Folio hoodie', shippable: true });
  const variant = (size: string, colour: string, price: number, inventory: Record<string, unknown>) =>
    made('skus/', { product: hoodie, price, currency: 'usd', attributes: { size, colour }, inventory });
  await variant('S', 'Black', 3000, { type: 'finite', quantity: 4 });
  await variant('M', 'Black', 3200, { type: 'finite', quantity: 3 });
  await variant('S', 'Grey', 3000, { type: 'finite', quantity: 0 });
  await variant('M', 'Grey', 3200, { type: 'infinite' });
  const pid = project.pages[0]!._id;
  await addWidgets(page.request, project._id, [
    { type: 'addtocart', label: 'Add hoodie', product_id: hoodie, pid, x: 80, y: 120, w: 200, h: 48, z: 1 },
    { type: 'ecommercecart', version: 3, 'bar-title': 'Your cart', pid, x: 760, y: 40, w: 160, h: 64, z: 2 },
  ]);
  return { author, project };
}

test('the owner lets the visitor pick; a visitor adds two variants of one product and cannot add a sold-out one', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const { author, project } = await shopWithHoodie(page);

  // The owner: the add-to-cart set to "the visitor picks", with price and stock; the canvas shows the picker's layout.
  await page.goto(`/edit/${project.num_id}/`);
  await expect(page.getByRole('toolbar', { name: 'Constructor tools' })).toBeVisible();
  const drawn = page.locator('.fo-canvas__page .folio-widget-addtocart');
  const at = await centerOf(drawn);
  await page.mouse.click(at.x, at.y);
  const properties = page.getByRole('complementary', { name: /Properties/ });
  await expect(properties.getByLabel('Product')).toHaveValue(/^prod_/);
  await properties.getByRole('switch', { name: 'Let the visitor pick (size, colour, options)' }).click();
  await expect(properties.getByLabel('Variant', { exact: true })).toHaveCount(0);
  await properties.getByRole('switch', { name: 'Show price' }).click();
  await properties.getByRole('switch', { name: 'Show stock' }).click();
  await expect(page.locator('.fo-save')).toContainText('All changes saved');
  // The widget grew to fit two fields, the price line and the button; the canvas draws them, inert.
  await expect(drawn.locator('select')).toHaveCount(2);
  await expect(drawn.locator('.folio-addtocart-picker')).toHaveAttribute('inert', '');
  const draft = await (await page.request.get(`/api/projects/${project._id}`)).json();
  // Two fields of 36 px and the price line of 22 px, each with an 8 px gap, over a 44 px button; 280 px wide.
  expect(draft.pages[0].wids.find((item: { type: string }) => item.type === 'addtocart')).toMatchObject({ visitor_picks: true, show_price: true, show_stock: true, w: 280, h: 162 });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/shop-variants-constructor.png` });
  await publishFromPanel(page);

  for (const viewport of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
    const visitor = await browser.newContext({ viewport });
    const shop = await visitor.newPage();
    await openShop(shop, `/${author.uri}/${project.num_id}/`);
    const size = shop.getByLabel('size', { exact: true });
    const colour = shop.getByLabel('colour', { exact: true });
    const add = shop.locator('.folio-widget-addtocart button');
    // Nothing to add until a full combination is chosen; the button says what is missing.
    await expect(add).toHaveText('Choose size and colour');
    await expect(add).toBeDisabled();
    await expect(shop.locator('.folio-addtocart-info')).toHaveText('From 30.00 USD');

    // The keyboard: the size field, then M.
    await size.focus();
    await shop.keyboard.press('ArrowDown');
    await shop.keyboard.press('ArrowDown');
    await expect(size).toHaveValue('M');
    await expect(add).toHaveText('Choose colour');
    // The mouse: Black.
    await colour.selectOption('Black');
    await expect(shop.locator('.folio-addtocart-info')).toHaveText('32.00 USD · 3 in stock');
    await expect(add).toHaveText('Add hoodie');
    await add.click();
    await expect(cartButton(shop)).toHaveAttribute('data-count', '1');

    // The second variant: S, Black.
    await size.selectOption('S');
    await expect(shop.locator('.folio-addtocart-info')).toHaveText('30.00 USD · 4 in stock');
    await add.click();
    await expect(cartButton(shop)).toHaveAttribute('data-count', '2');

    // S in grey is sold out: marked, and the button cannot add it.
    await expect(colour.locator('option', { hasText: 'Grey' })).toHaveText('Grey (sold out)');
    await colour.selectOption('Grey');
    await expect(add).toHaveText('Out of stock');
    await expect(add).toBeDisabled();
    await expect(shop.locator('.folio-addtocart-info')).toHaveText('30.00 USD · Out of stock');
    if (SHOTS) await shop.screenshot({ path: `${SHOTS}/shop-variants-${viewport.width}.png` });
    expect(await seriousViolations(shop)).toEqual([]);

    // The cart: two lines of the hoodie, each with its attributes.
    await cartButton(shop).click();
    const lines = sidebar(shop).locator('.fo-cart-item', { hasText: 'Folio hoodie' });
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0)).toContainText('size: M');
    await expect(lines.nth(0)).toContainText('colour: Black');
    await expect(lines.nth(1)).toContainText('size: S');
    await expect(lines.nth(1)).toContainText('colour: Black');
    if (SHOTS) await shop.screenshot({ path: `${SHOTS}/shop-variants-cart-${viewport.width}.png` });
    await visitor.close();
  }
});
