// Shared set-up of the shop specs (shop-*.spec.ts): a published project with a connected test-mode shop, products made
// through the owner's shop API (docs/api.md "Shop API"), add-to-cart widgets and a cart widget; locators of the sidebar.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';
import type { ArrivedMail } from '../mail-server';
import { addWidgets, createProject, signUp, type CreatedProject } from './viewer-helpers';

async function data<T = Record<string, unknown>>(reply: Awaited<ReturnType<APIRequestContext['post']>>, what: string): Promise<T> {
  expect(reply.ok(), `${what} answered ${reply.status()}: ${await reply.text()}`).toBe(true);
  return ((await reply.json()) as { data: T }).data;
}

export interface ShopProject extends CreatedProject {
  skus: { tee: string; mug: string };
  prices: { print: string };
  products: { tee: string; mug: string; print: string };
}

/**
 * A project with one page holding: add-to-cart buttons for a shippable T-shirt sku (5 in stock), a mug sku (unlimited)
 * and a print sold by a price, and a cart widget; the card provider connected in test mode; two shipping methods.
 */
export async function createShopProject(request: APIRequestContext, label: string, options: { cart?: Record<string, unknown> } = {}): Promise<ShopProject> {
  const author = await signUp(request, label);
  const project = await createProject(request, author, { title: 'Shop', pages: [{ title: 'Shop', height: 900, text: 'The shop' }], publish: false });
  const connected = await request.post(`/api/connect/ecommerce/stripe/connect?num_id=${project.numId}`);
  expect(connected.ok(), await connected.text()).toBe(true);
  const shop = (path: string) => `/api/projects/${project.numId}/ecommerce/stripe/${path}`;
  const tee = await data<{ id: string }>(await request.post(shop('products/'), { data: { name: 'Folio T-shirt', shippable: true, images: [] } }), 'tee');
  const teeSku = await data<{ id: string }>(
    await request.post(shop('skus/'), { data: { product: tee.id, price: 2500, currency: 'usd', attributes: { size: 'M' }, inventory: { type: 'finite', quantity: 5 } } }),
    'tee sku',
  );
  const mug = await data<{ id: string }>(await request.post(shop('products/'), { data: { name: 'Folio mug', shippable: true } }), 'mug');
  const mugSku = await data<{ id: string }>(await request.post(shop('skus/'), { data: { product: mug.id, price: 1250, currency: 'usd', inventory: { type: 'infinite' } } }), 'mug sku');
  const print = await data<{ id: string }>(await request.post(shop('products/'), { data: { name: 'Art print', shippable: true } }), 'print');
  const printPrice = await data<{ id: string }>(await request.post(shop('prices/'), { data: { product: print.id, unit_amount: 4000, currency: 'usd' } }), 'print price');
  await data(
    await request.put(shop('shipping_methods/'), {
      data: {
        shipping_methods: [
          { id: 'standard', description: 'Standard', amount: 0, currency: 'usd' },
          { id: 'express', description: 'Express', amount: 1500, currency: 'usd' },
        ],
      },
    }),
    'shipping methods',
  );
  const pid = project.pages[0]!._id;
  const at = (x: number, y: number, w: number, h: number) => ({ x, y, w, h, z: 2, pid });
  await addWidgets(request, project.id, [
    { type: 'addtocart', label: 'Add T-shirt', product_id: tee.id, sku_id: teeSku.id, ...at(80, 260, 200, 48) },
    { type: 'addtocart', label: 'Add mug', product_id: mug.id, sku_id: mugSku.id, ...at(300, 260, 200, 48) },
    { type: 'addtocart', label: 'Add print', product_id: print.id, price_id: printPrice.id, ...at(520, 260, 200, 48) },
    { type: 'ecommercecart', version: 3, 'bar-title': 'Your cart', ...options.cart, ...at(760, 250, 160, 64) },
  ]);
  const published = await request.post(`/api/publish/${project.id}`);
  expect(published.ok(), await published.text()).toBe(true);
  return {
    ...project,
    skus: { tee: teeSku.id, mug: mugSku.id },
    prices: { print: printPrice.id },
    products: { tee: tee.id, mug: mug.id, print: print.id },
  };
}

export const sidebar = (page: Page): Locator => page.locator('.fo-cart-panel');
export const cartButton = (page: Page): Locator => page.locator('.folio-ecommercecart');
export const addButton = (page: Page, label: string): Locator => page.getByRole('button', { name: label, exact: true });
export const field = (page: Page, name: string): Locator => sidebar(page).locator(`[data-field="${name}"]`);

/** Fills a card and pays. */
export async function payWithCard(page: Page, number: string) {
  const panel = sidebar(page);
  await panel.getByLabel('Card number').fill(number);
  await panel.getByLabel('Expiry').fill('12 / 34');
  await panel.getByLabel('CVC').fill('123');
  await panel.getByLabel('Name on card').fill('Ada Lovelace');
  await panel.getByRole('button', { name: 'Pay', exact: true }).click();
}

/** Opens a shop page and waits for hydration (the viewer's folio:hydrated mark), so that a click reaches the cart. */
export async function openShop(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => performance.getEntriesByName('folio:hydrated').length > 0);
}

/** The e-mails the SMTP server of the e2e global setup has received so far (e2e/mail-server.ts). */
export function arrived(): ArrivedMail[] {
  const dir = process.env.FOLIO_E2E_MAIL_DIR!;
  let names: string[] = [];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as ArrivedMail);
}
