import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { shopConnections, shopProducts, users } from '../../src/db/schema';
import { createProject, drivers, signUp, startWithPeople, type Client, type TestServer } from '../support/harness';
import { addPrice, addSku, openShop, shopPath, visitorOf } from './shop-fixtures';

// ecommerce.md §1, §4, §7: connecting and disconnecting the provider, one at a time; can_use_e_commerce.
describe.each(drivers)('shop provider connection on %s', (driver) => {
  let server: TestServer;
  let owner: Client & { user: any };
  let stranger: Client & { user: any };

  beforeAll(async () => {
    ({ server, owner, stranger } = await startWithPeople(driver, { ownerName: 'Shop Owner' }));
  });
  afterAll(() => server.close());

  const connect = (client: Client, numId: number, provider = 'stripe', extra = '') => client.post(`/api/connect/ecommerce/${provider}/connect?num_id=${numId}${extra}`);
  const disconnect = (client: Client, numId: number, provider = 'stripe') => client.post(`/api/connect/ecommerce/${provider}/disconnect?num_id=${numId}`);

  it('connecting the card provider in test mode connects at once; ecommerce_data says so', async () => {
    const mag = await createProject(owner);
    const reply = await connect(owner, mag.num_id);
    expect(reply.status).toBe(200);
    expect(reply.body.status).toBe('connected');
    expect(reply.body.ecommerce_data.stripe.status).toBe('connected');
    expect(reply.body.ecommerce_data.stripe.stripe_data.stripe_user_id).toMatch(/^acct_test_/);
    const data = await owner.get(`/api/projects/${mag.num_id}/ecommerce/data/`);
    expect(data.body.data).toMatchObject({ ecommerce_data: { stripe: { status: 'connected' } }, gateway: { mode: 'test' } });
    // Connecting again keeps the same account.
    expect((await connect(owner, mag.num_id)).body.ecommerce_data).toEqual(reply.body.ecommerce_data);
  });

  it('the authorisation window gets a page when a browser opens it', async () => {
    const mag = await createProject(owner);
    const reply = await owner.request('POST', `/api/connect/ecommerce/stripe/connect?num_id=${mag.num_id}`, undefined, { headers: { accept: 'text/html' } });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/text\/html/);
    expect(reply.body).toContain('Shop connected');
  });

  it('one provider at a time: the hosted store cannot connect while the card provider is, and the other way round', async () => {
    const mag = await createProject(owner);
    await connect(owner, mag.num_id);
    const ecwid = await connect(owner, mag.num_id, 'ecwid', '&store_id=12345');
    expect(ecwid.status).toBe(409);
    expect(ecwid.body.message).toMatch(/disconnect it first/);
    expect((await disconnect(owner, mag.num_id)).body).toMatchObject({ status: 'disconnected', ecommerce_data: {} });
    const now = await connect(owner, mag.num_id, 'ecwid', '&store_id=12345');
    expect(now.status).toBe(200);
    expect(now.body.ecommerce_data).toEqual({ ecwid: { status: 'connected', store_id: '12345' } });
    expect((await connect(owner, mag.num_id)).status).toBe(409);
    // Disconnecting the provider that is not connected leaves the other one.
    expect((await disconnect(owner, mag.num_id, 'stripe')).body).toEqual({ status: 'disconnected', ecommerce_data: { ecwid: { status: 'connected', store_id: '12345' } } });
    const [row] = await server.database.db.select().from(shopConnections).where(eq(shopConnections.magId, mag._id));
    expect(row!.provider).toBe('ecwid');
  });

  it('disconnecting clears the products (with their skus and prices); the shop is then closed', async () => {
    const { mag, numId } = await openShop(owner);
    await addSku(owner, numId);
    await addPrice(owner, numId);
    const productsOf = async () => (await server.database.db.select({ n: count() }).from(shopProducts).where(eq(shopProducts.magId, mag._id)))[0]!.n;
    expect(await productsOf()).toBe(2);
    const reply = await disconnect(owner, numId);
    expect(reply.status).toBe(200);
    expect(reply.body.status).toBe('disconnected');
    expect(await productsOf()).toBe(0);
    const closed = await visitorOf(server).get(shopPath(numId, 'products/'));
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe('No card payment provider is connected to this project');
    // Connecting again starts with no products.
    await connect(owner, numId);
    expect((await owner.get(shopPath(numId, 'products/'))).body.data).toEqual([]);
  });

  it('only the owner connects or disconnects: a visitor gets 401, another author 404, and nothing changes', async () => {
    const mag = await createProject(owner);
    // The pages that ask first are the owner's too.
    expect((await visitorOf(server).get(`/api/connect/ecommerce/stripe/connect?num_id=${mag.num_id}`)).status).toBe(401);
    expect((await stranger.get(`/api/connect/ecommerce/stripe/disconnect?num_id=${mag.num_id}`)).status).toBe(404);
    expect((await connect(visitorOf(server), mag.num_id)).status).toBe(401);
    expect((await connect(stranger, mag.num_id)).status).toBe(404);
    expect((await connect(stranger, mag.num_id, 'ecwid', '&store_id=1')).status).toBe(404);
    await connect(owner, mag.num_id);
    expect((await disconnect(stranger, mag.num_id)).status).toBe(404);
    expect((await disconnect(visitorOf(server), mag.num_id)).status).toBe(401);
    const [row] = await server.database.db.select().from(shopConnections).where(eq(shopConnections.magId, mag._id));
    expect(row?.status).toBe('connected');
  });

  it('bad input: an unknown provider is "provider not found"; a bad num_id or store id 400', async () => {
    const mag = await createProject(owner);
    expect((await disconnect(owner, mag.num_id, 'paypal')).body).toMatchObject({ statusCode: 404, message: 'provider not found' });
    expect((await owner.post('/api/connect/ecommerce/stripe/connect?num_id=abc')).status).toBe(400);
    expect((await owner.get('/api/connect/ecommerce/stripe/connect?num_id=abc')).status).toBe(400);
    expect((await connect(owner, mag.num_id, 'ecwid', '&store_id=<script>')).status).toBe(400);
    expect((await connect(owner, 999_999)).status).toBe(404);
    const rows = await server.database.db.select().from(shopConnections).where(eq(shopConnections.magId, mag._id));
    expect(rows).toEqual([]);
  });

  it('without can_use_e_commerce the shop is closed to everyone: 403, nothing connected', async () => {
    const author = await signUp(server.baseUrl, 'No Shop');
    await server.database.db.update(users).set({ permissions: { can_use_custom_fonts: true, can_use_e_commerce: false } }).where(eq(users.id, author.user._id));
    const mag = await createProject(author);
    const refused = await connect(author, mag.num_id);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('E-commerce is not available for this project');
    expect(await server.database.db.select().from(shopConnections).where(eq(shopConnections.magId, mag._id))).toEqual([]);

    // A shop opened while allowed closes when the permission goes.
    const setPermission = (allowed: boolean) =>
      server.database.db.update(users).set({ permissions: { can_use_custom_fonts: true, can_use_e_commerce: allowed } }).where(eq(users.id, author.user._id));
    await setPermission(true);
    const { numId } = await openShop(author);
    await addSku(author, numId);
    expect((await visitorOf(server).get(shopPath(numId, 'products/'))).status).toBe(200);
    await setPermission(false);
    expect((await visitorOf(server).get(shopPath(numId, 'products/'))).status).toBe(403);
    expect((await author.post(shopPath(numId, 'products/'), { name: 'Late' })).status).toBe(403);
  });
});
