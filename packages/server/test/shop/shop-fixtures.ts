import { afterAll, beforeAll, expect } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { shopPrices, shopProducts, shopSkus } from '../../src/db/schema';
import { Client, createProject, signUp, startTestServer, type Driver, type TestServer } from '../support/harness';
import { FakeStripe } from '../support/fake-stripe';

export const CARD_OK = '4242 4242 4242 4242';
export const CARD_DECLINED = '4000 0000 0000 0002';
export const SHIPPING = { name: 'Ada Buyer', phone: '+1 415 555 0100', address: { line1: '1 Main St', city: 'Springfield', state: 'IL', postal_code: '62701', country: 'US' } };

export const shopPath = (numId: number, rest: string) => `/api/projects/${numId}/ecommerce/stripe/${rest}`;

/** How many products, skus and prices a project's test-mode catalogue holds (to see that nothing was written). */
export async function catalogueRows(server: TestServer, magId: string) {
  const db = server.database.db;
  const [products, skus, prices] = await Promise.all([
    db.select({ n: count() }).from(shopProducts).where(eq(shopProducts.magId, magId)),
    db.select({ n: count() }).from(shopSkus).where(eq(shopSkus.magId, magId)),
    db.select({ n: count() }).from(shopPrices).where(eq(shopPrices.magId, magId)),
  ]);
  return { products: products[0]!.n, skus: skus[0]!.n, prices: prices[0]!.n };
}

/** A published project of `owner` whose card provider is connected (the test-mode gateway unless the server has Stripe). */
export async function openShop(owner: Client, title = 'Shop issue'): Promise<{ mag: any; numId: number }> {
  const mag = await createProject(owner, title);
  const connected = await owner.post(`/api/connect/ecommerce/stripe/connect?num_id=${mag.num_id}`);
  expect(connected.status, JSON.stringify(connected.body)).toBe(200);
  expect((await owner.post(`/api/publish/${mag._id}`)).status).toBe(200);
  return { mag, numId: mag.num_id };
}

/** A server whose card provider is the loopback Stripe stand-in, and its shop owner; started and stopped around the tests of the describe block that calls it. */
export function useStripeServer(driver: Driver) {
  const context = {} as { server: Awaited<ReturnType<typeof startTestServer>>; fake: FakeStripe; owner: Client & { user: any } };
  beforeAll(async () => {
    context.fake = await new FakeStripe().start();
    context.server = await startTestServer(driver, { stripe: context.fake.config() });
    context.owner = await signUp(context.server.baseUrl, 'Stripe Owner');
  });
  afterAll(async () => {
    await context.server.close();
    await context.fake.stop();
  });
  return context;
}

/**
 * A project of `owner` connected to a Stripe account of the stand-in that finished onboarding, then published
 * (`prepare` runs before publishing); answers the account id.
 */
export async function connectStripeShop(owner: Client, fake: FakeStripe, prepare?: (mag: any) => Promise<void>): Promise<{ mag: any; numId: number; account: string }> {
  const mag = await createProject(owner, 'Stripe shop');
  const started = await owner.post(`/api/connect/ecommerce/stripe/connect?num_id=${mag.num_id}`);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const account = started.body.ecommerce_data.stripe.stripe_data.stripe_user_id;
  fake.accounts.get(account)!.details_submitted = true;
  expect((await owner.get(`/api/connect/ecommerce/stripe/return?num_id=${mag.num_id}`)).body.status).toBe('connected');
  await prepare?.(mag);
  expect((await owner.post(`/api/publish/${mag._id}`)).status).toBe(200);
  return { mag, numId: mag.num_id, account };
}

/** A product with one sku of the given inventory; answers the sku. */
export async function addSku(owner: Client, numId: number, sku: { price?: number; inventory?: unknown; attributes?: Record<string, string> } = {}, product: { name?: string; shippable?: boolean } = {}) {
  const made = await owner.post(shopPath(numId, 'products/'), { name: product.name ?? 'Poster', shippable: product.shippable ?? false });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const created = await owner.post(shopPath(numId, 'skus/'), {
    product: made.body.data.id,
    price: sku.price ?? 1500,
    attributes: sku.attributes ?? {},
    inventory: sku.inventory ?? { type: 'infinite' },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data;
}

export async function addPrice(owner: Client, numId: number, unitAmount = 2500, currency = 'usd', name = 'Subscription') {
  const made = await owner.post(shopPath(numId, 'products/'), { name, shippable: false });
  const price = await owner.post(shopPath(numId, 'prices/'), { product: made.body.data.id, unit_amount: unitAmount, currency });
  expect(price.status, JSON.stringify(price.body)).toBe(201);
  return price.body.data;
}

export const orderOf = (skus: { id: string; quantity?: number }[], extra: Record<string, unknown> = {}) => ({
  currency: 'usd',
  email: 'buyer@example.com',
  items: skus.map((sku) => ({ type: 'sku', parent: sku.id, currency: 'usd', quantity: sku.quantity ?? 1 })),
  ...extra,
});

/** A card token of the test-mode gateway. */
export async function cardToken(client: Client, numId: number, number = CARD_OK): Promise<string> {
  const made = await client.post(shopPath(numId, 'tokens/'), { card: { number, exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123', name: 'Ada Buyer' } });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.data.id;
}

export const visitorOf = (server: TestServer) => new Client(server.baseUrl);
