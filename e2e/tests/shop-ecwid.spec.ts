// The hosted-store provider's simple sidebar (ecommerce.md §2 "Simple version"; docs/shop.md "Cart sidebar"): the
// provider's script loaded by store id (a stand-in served at its address), its cart cleared, each product added with
// its quantity, its checkout opened; 'No Ecwid' without the script; the cart cleared after an order.
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures';
import { addWidgets, authorContext, createProject, signUp, type CreatedProject } from './viewer-helpers';
import { addButton, cartButton, openShop, sidebar } from './shop-helpers';

const STORE_ID = '1003';
let project: CreatedProject;

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await authorContext(playwright, testInfo);
  const author = await signUp(request, 'ecwid');
  project = await createProject(request, author, { title: 'Ecwid shop', pages: [{ title: 'Shop', height: 900, text: 'The store' }], publish: false });
  const connected = await request.post(`/api/connect/ecommerce/ecwid/connect?num_id=${project.numId}&store_id=${STORE_ID}`);
  expect(connected.ok(), await connected.text()).toBe(true);
  const pid = project.pages[0]!._id;
  await addWidgets(request, project.id, [
    { type: 'addtocart', label: 'Add lamp', product_id: '101', pid, x: 80, y: 260, w: 200, h: 48, z: 2 },
    { type: 'addtocart', label: 'Add chair', product_id: '202', pid, x: 300, y: 260, w: 200, h: 48, z: 2 },
    { type: 'ecommercecart', version: 2, pid, x: 760, y: 250, w: 160, h: 64, z: 2 },
  ]);
  const published = await request.post(`/api/publish/${project.id}`);
  expect(published.ok(), await published.text()).toBe(true);
  await request.dispose();
});

/** Ecwid's storefront API as a stand-in that records every call in window.ecwidCalls. */
const FAKE_ECWID = `
window.ecwidCalls = [];
window.ecwidOrderPlaced = [];
window.Ecwid = {
  OnAPILoaded: { add: function (fn) { window.ecwidCalls.push(['OnAPILoaded']); setTimeout(fn, 0); } },
  OnOrderPlaced: { add: function (fn) { window.ecwidOrderPlaced.push(fn); } },
  Cart: {
    clear: function (cb) { window.ecwidCalls.push(['clear']); setTimeout(cb, 0); },
    addProduct: function (p) { window.ecwidCalls.push(['addProduct', { id: p.id, quantity: p.quantity, options: p.options }]); setTimeout(p.callback, 0); },
    gotoCheckout: function () { window.ecwidCalls.push(['gotoCheckout']); },
  },
};`;

async function serveEcwid(page: Page, body: string) {
  const requested: string[] = [];
  await page.route('https://app.ecwid.com/**', async (route) => {
    requested.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'application/javascript', body });
  });
  return requested;
}

test('Checkout loads the store by id, clears its cart, adds each product with its quantity and opens its checkout; an order clears the cart', async ({ page }) => {
  const requested = await serveEcwid(page, FAKE_ECWID);
  await openShop(page, project.path);
  await addButton(page, 'Add lamp').click();
  await addButton(page, 'Add lamp').click();
  await addButton(page, 'Add chair').click();
  await expect(cartButton(page)).toHaveAttribute('data-count', '3');
  await cartButton(page).click();
  const panel = sidebar(page);
  await expect(panel.locator('.fo-cart-item')).toHaveCount(2);
  await panel.getByRole('button', { name: 'Checkout', exact: true }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { ecwidCalls: unknown[] }).ecwidCalls)).toEqual([
    ['OnAPILoaded'],
    ['clear'],
    ['addProduct', { id: 101, quantity: 2 }],
    ['addProduct', { id: 202, quantity: 1 }],
    ['gotoCheckout'],
  ]);
  expect(requested).toEqual([`https://app.ecwid.com/script.js?${STORE_ID}&data_platform=code`]);
  // The provider's checkout takes over: the sidebar hides.
  await expect(page.locator('.fo-cart')).toHaveCount(0);
  await page.evaluate(() => (window as unknown as { ecwidOrderPlaced: ((order: unknown) => void)[] }).ecwidOrderPlaced.forEach((fn) => fn({ orderNumber: 1 })));
  await expect(cartButton(page)).toHaveAttribute('data-count', '0');
});

test("without the provider's script, Checkout alerts 'No Ecwid' and the cart stays", async ({ page }) => {
  await serveEcwid(page, '/* not the store */');
  await openShop(page, project.path);
  await addButton(page, 'Add chair').click();
  await expect(cartButton(page)).toHaveAttribute('data-count', '1');
  await cartButton(page).click();
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  await sidebar(page).getByRole('button', { name: 'Checkout', exact: true }).click();
  await expect.poll(() => alerts).toEqual(['No Ecwid']);
  await expect(sidebar(page).locator('.fo-cart-item')).toHaveCount(1);
  await expect(cartButton(page)).toHaveAttribute('data-count', '1');
});
