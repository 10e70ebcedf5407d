// The author's side of the sidebar in preview (ecommerce.md §2 "Settings panel"; docs/shop.md "Cart sidebar"): the
// settings panel edits the labels and styling, saved by patching the cart widget; an emptied label reverts.
import { test, expect } from '../fixtures';
import { addButton, cartButton, createShopProject, openShop, sidebar } from './shop-helpers';

test('in preview the owner edits the cart’s labels and colours; the cart widget is patched', async ({ page }) => {
  // The page's own request context signs the author up, so the browser is the owner.
  const project = await createShopProject(page.request, 'preview');
  await openShop(page, `${project.path}preview/`);
  await addButton(page, 'Add mug').click();
  await expect(cartButton(page)).toHaveAttribute('data-count', '1');
  await cartButton(page).click();
  const panel = sidebar(page);
  await panel.getByRole('button', { name: 'Cart settings' }).click();
  const settings = panel.getByRole('region', { name: 'Cart settings' });
  const title = settings.getByLabel('Title', { exact: true });
  await expect(title).toHaveValue('Your cart');
  await expect(title).toHaveAttribute('maxlength', '32');
  // An emptied label goes back to its previous text.
  await title.fill('');
  await title.blur();
  await expect(title).toHaveValue('Your cart');
  await title.fill('Basket');
  await title.blur();
  await settings.getByLabel('Background', { exact: true }).fill('#1d3557');
  // The shadow setting styles the panel: none until it is checked.
  await expect(panel).toHaveCSS('box-shadow', 'none');
  await settings.getByLabel('Shadow').check();
  await expect(panel).toHaveCSS('box-shadow', 'rgba(0, 0, 0, 0.18) -12px 0px 40px 0px');
  await page.screenshot({ path: `${process.env.SHOP_SHOTS ?? '/tmp'}/settings.png` }).catch(() => undefined);
  await panel.getByRole('button', { name: 'Cart settings' }).click();
  await expect(panel.getByRole('heading', { name: 'Basket' })).toBeVisible();
  await expect(page.locator('.fo-cart')).toHaveCSS('--fo-cart-bg', 'rgba(29, 53, 87, 1)');
  await expect
    .poll(async () => {
      const draft = await (await page.request.get(`/api/projects/${project.id}`)).json();
      const cart = (draft.pages[0].wids ?? draft.widgets ?? []).find((w: { type: string }) => w.type === 'ecommercecart');
      return cart && { title: cart['bar-title'], background: cart['bar-background-color'], shadow: cart['bar-shadow'] };
    })
    .toEqual({ title: 'Basket', background: '1d3557', shadow: true });
});

test('visitors of the published project get no settings', async ({ page, playwright }, testInfo) => {
  const author = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const project = await createShopProject(author, 'nosettings');
  await author.dispose();
  await openShop(page, project.path);
  await cartButton(page).click();
  await expect(sidebar(page).getByRole('heading', { name: 'Your cart' })).toBeVisible();
  await expect(sidebar(page).getByRole('button', { name: 'Cart settings' })).toHaveCount(0);
});
