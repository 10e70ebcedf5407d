// Issue 17: a paid invoice of the price flow is on the owner's Orders screen beside the orders. A visitor buys a print
// sold by a price (the price flow, paid in test mode through the shop's API); the owner opens Orders from the
// dashboard, finds the row marked Invoice by typing the buyer's e-mail, reads it (the print, shipping address, total),
// sees no refund or cancel on it, and marks it fulfilled typing a tracking link.
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from '../fixtures';
import { authorContext } from './viewer-helpers';
import { createShopProject, type ShopProject } from './shop-helpers';

const STAMP = Date.now().toString(36);
const BUYER = `invoice-ada-${STAMP}@example.com`;
let project: ShopProject;
let invoiceId: string;
let ownerState: Awaited<ReturnType<APIRequestContext['storageState']>>;

async function answered<T>(reply: Awaited<ReturnType<APIRequestContext['post']>>, what: string): Promise<T> {
  expect(reply.ok(), `${what}: ${await reply.text()}`).toBe(true);
  return ((await reply.json()) as { data: T }).data;
}

/** A visitor's invoice for one print, finalized and paid with a test card (docs/api.md "Invoices (price flow)"). */
async function paidInvoice(visitor: APIRequestContext): Promise<string> {
  const shop = (path: string) => `/api/projects/${project.numId}/ecommerce/stripe/${path}`;
  const shipping = { name: 'Ada Lovelace', phone: '+44 20 7946 0000', address: { line1: '12 St James Square', city: 'London', postal_code: 'SW1Y 4JH', country: 'GB' } };
  const customer = await answered<{ id: string }>(await visitor.post(shop('customers/'), { data: { customer_data: { email: BUYER, name: shipping.name, phone: shipping.phone, shipping } } }), 'customer');
  await answered(await visitor.post(shop('invoice_items/'), { data: { customer_id: customer.id, prices: [{ price: project.prices.print, quantity: 1 }] } }), 'invoice items');
  const draft = await answered<{ id: string }>(
    await visitor.post(shop('invoices/'), { data: { invoiceData: { customer: customer.id, collection_method: 'charge_automatically', auto_advance: false } } }),
    'invoice',
  );
  const open = await answered<{ payment_intent: string }>(await visitor.post(shop(`invoices/${draft.id}/finalize/`)), 'finalize');
  const intent = await answered<{ id: string; client_secret: string }>(await visitor.get(shop(`payment_intents/${open.payment_intent}/`)), 'payment intent');
  const card = { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' };
  const paid = await answered<{ status: string }>(
    await visitor.post(shop(`payment_intents/${intent.id}/confirm/`), { data: { client_secret: intent.client_secret, payment_method: { card } } }),
    'confirm',
  );
  expect(paid.status).toBe('succeeded');
  return draft.id;
}

test.beforeAll(async ({ playwright }, testInfo) => {
  const owner = await authorContext(playwright, testInfo);
  project = await createShopProject(owner, 'invoices');
  ownerState = await owner.storageState();
  await owner.dispose();
  const ada = await authorContext(playwright, testInfo);
  invoiceId = await paidInvoice(ada);
  await ada.dispose();
});

test('a paid invoice is on the Orders screen, marked Invoice, and is marked fulfilled with a tracking link', async ({ browser }) => {
  const context = await browser.newContext({ storageState: ownerState, viewport: { width: 1440, height: 900 } });
  const owner = await context.newPage();
  await owner.goto('/');
  await expect(owner.getByRole('heading', { level: 1, name: 'My projects' })).toBeVisible();
  await owner.getByRole('button', { name: 'Orders', exact: true }).click();
  const dialog = owner.getByRole('dialog', { name: 'Orders' });
  const rows = dialog.getByRole('table', { name: 'Orders' }).locator('tbody tr');
  const search = dialog.getByLabel('Search');
  await search.click();
  await search.pressSequentially(BUYER);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Invoice');
  await expect(rows.first()).toContainText('Ada Lovelace');
  await expect(rows.first()).toContainText('1 × Art print');
  await expect(rows.first()).toContainText('$40.00');
  await expect(rows.first()).toContainText('Unfulfilled');
  await owner.screenshot({ path: test.info().outputPath('orders-invoice-row.png') });

  await rows.first().getByRole('button').click();
  await expect(dialog.getByRole('heading', { name: `Invoice ${invoiceId}` })).toBeFocused();
  await expect(dialog.getByRole('region', { name: 'Shipping' })).toContainText('12 St James Square');
  await expect(dialog.getByText("An invoice is refunded in the card provider's dashboard.")).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Refund…' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Mark fulfilled' }).click();
  const form = dialog.getByRole('form', { name: 'Mark fulfilled' });
  const link = form.getByLabel('Tracking link (optional)');
  await expect(link).toBeFocused();
  await link.pressSequentially('https://tracking.example/INV1');
  await form.getByRole('button', { name: 'Mark fulfilled' }).click();
  await expect(dialog.getByRole('status')).toHaveText('The order is marked fulfilled.');
  await expect(dialog.getByRole('link', { name: 'https://tracking.example/INV1' })).toHaveAttribute('href', 'https://tracking.example/INV1');
  await owner.screenshot({ path: test.info().outputPath('orders-invoice-fulfilled.png') });

  await dialog.getByRole('button', { name: 'Back to orders' }).click();
  await expect(rows.first()).toContainText('Fulfilled');
  await context.close();
});
