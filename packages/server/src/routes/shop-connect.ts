import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { shopEditorTexts, shopMessages, type EcommerceData } from '@folio/model';
import type { Db } from '../db/database';
import { ApiError } from '../errors';
import type { MagRow } from '../repositories/mags';
import { confirmationTexts } from '../pages/confirmation-texts';
import { acceptConfirmationForms, sendServerPage, type ServerPage } from '../pages/server-page';
import { publishConnectionState, subscribeConnectionState } from '../shop/connection-events';
import { ecommerceDataOf, findConnection, isConnected, removeConnection, saveConnection, type ConnectionRow } from '../shop/connections';
import { shopProject, TEST_ACCOUNT_PREFIX, type ShopProject } from '../shop/shop-access';
import { shopConnectTexts, shopServerMessages } from '../shop/shop-messages';
import { connectQuery, ecwidConnectQuery, numIdParams } from '../shop/shop-schemas';
import { shopId } from '../shop/shop-types';
import { onboardingState, startOnboarding, stripeClient } from '../shop/stripe-gateway';
import { clearCatalogue } from '../shop/test-catalogue';

const providerParams = z.object({ provider: z.string().max(40) });
// Ours: a comment line on the open state stream this often keeps proxies from closing it as idle.
const STREAM_HEARTBEAT_MS = 20_000;
// Where Cancel on a confirmation page goes: the author's dashboard.
const DASHBOARD_PATH = '/';

/**
 * Connecting and disconnecting the shop's provider (ecommerce.md §4, §7), by the project's owner; one provider at a
 * time. The constructor opens connect in a new window: a browser gets a short page, other clients JSON.
 *
 * Issue 11, finding 3: the spec's GET addresses change nothing. A GET answers a page asking for the change (a link
 * from another site, followed with the owner's cookie, must not disconnect the shop), whose button POSTs to the same
 * address; the POST makes the change. Stripe's return address stays a GET: Stripe sends the browser there, and it
 * only records what Stripe says of the account that is already pending.
 */
export const shopConnectRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const tags = ['shop'];
  const security = [{ session: [] }];

  // The open state streams, ended before the server closes (an open stream would keep it waiting).
  const streams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of streams) end();
    streams.clear();
  });

  const texts = (mag: MagRow) => (mag.data.ecommerce_data as EcommerceData | undefined)?.texts;
  const titleOf = (mag: MagRow) => (typeof mag.data.title === 'string' ? mag.data.title : '');
  acceptConfirmationForms(app);

  /** The page a GET answers: the question, and a button that POSTs to the address the page was read at. */
  function confirmation(request: FastifyRequest, reply: FastifyReply, page: Omit<ServerPage, 'confirm'>, button: string, danger = false) {
    return sendServerPage(reply, { ...page, confirm: { action: request.url, button, cancel: confirmationTexts.cancel, cancelHref: DASHBOARD_PATH, danger } });
  }

  function answer(request: FastifyRequest, reply: FastifyReply, mag: MagRow, connection: ConnectionRow | undefined, status = connection?.status ?? 'disconnected') {
    const data = ecommerceDataOf(connection, texts(mag));
    // Every answer of these calls follows a change (or a look) at the connection: the owner's open streams hear it.
    publishConnectionState(app.bus, mag.id, { ecommerce_data: data });
    if (!request.headers.accept?.includes('text/html')) return reply.send({ status, ecommerce_data: data });
    const connected = status === 'connected';
    const title = connected ? shopConnectTexts.connectedTitle : shopConnectTexts.pendingTitle;
    const lines = connected ? [shopConnectTexts.connectedBody, ...(app.config.stripe ? [] : [shopConnectTexts.testModeBody])] : [shopServerMessages.onboardingUnfinished];
    return sendServerPage(reply, { title, lines });
  }

  /** The owner's project and its connection, refusing when another provider holds the shop. */
  async function forConnecting(request: FastifyRequest, numId: number, provider: ConnectionRow['provider']): Promise<ShopProject & { connection?: ConnectionRow }> {
    const project = await shopProject(app, request, String(numId), 'owner');
    const connection = await findConnection(db, project.mag.id);
    if (connection && connection.provider !== provider) throw new ApiError(409, shopServerMessages.otherProviderConnected);
    return { ...project, connection };
  }

  app.get(
    '/api/connect/ecommerce/stripe/connect',
    { schema: { tags, security, summary: 'A page asking to connect the card payment provider; its button POSTs here', querystring: connectQuery } },
    async (request, reply) => {
      const { mag } = await forConnecting(request, request.query.num_id, 'stripe');
      const lines = [confirmationTexts.connectStripeBody, ...(app.config.stripe ? [] : [confirmationTexts.connectTestBody])];
      return confirmation(request, reply, { title: confirmationTexts.connectStripeTitle(titleOf(mag)), lines }, confirmationTexts.connectStripeButton);
    },
  );

  app.post(
    '/api/connect/ecommerce/stripe/connect',
    { schema: { tags, security, summary: 'Connect the card payment provider (Stripe onboarding, or the test-mode gateway at once)', querystring: connectQuery } },
    async (request, reply) => {
      const { num_id: numId } = request.query;
      const { mag, connection } = await forConnecting(request, numId, 'stripe');
      if (isConnected(connection, 'stripe')) return answer(request, reply, mag, connection);
      const { stripe } = app.config;
      if (!stripe) {
        const saved = await saveConnection(db, mag.id, { provider: 'stripe', status: 'connected', accountId: `${TEST_ACCOUNT_PREFIX}${shopId('x').slice(2)}`, storeId: null });
        return answer(request, reply, mag, saved);
      }
      const connectUrl = `${app.config.publicUrl}/api/connect/ecommerce/stripe`;
      const onboarding = await startOnboarding(stripeClient(stripe), connection?.accountId ?? null, {
        // An expired onboarding link sends the browser here (a GET): the page asks again, and its button starts anew.
        refreshUrl: `${connectUrl}/connect?num_id=${numId}`,
        returnUrl: `${connectUrl}/return?num_id=${numId}`,
      });
      const pending = await saveConnection(db, mag.id, { provider: 'stripe', status: 'pending', accountId: onboarding.accountId, storeId: null });
      publishConnectionState(app.bus, mag.id, { ecommerce_data: ecommerceDataOf(pending, texts(mag)) });
      // The window goes on to Stripe's onboarding (303: a GET there); a client that asked for JSON gets the address to open.
      if (request.headers.accept?.includes('text/html')) return reply.redirect(onboarding.url, 303);
      return reply.send({ status: pending.status, ecommerce_data: ecommerceDataOf(pending, texts(mag)), url: onboarding.url });
    },
  );

  app.get(
    '/api/connect/ecommerce/stripe/return',
    { schema: { tags, security, summary: 'Where Stripe sends the author back after onboarding', querystring: connectQuery } },
    async (request, reply) => {
      const { mag, connection } = await forConnecting(request, request.query.num_id, 'stripe');
      const { stripe } = app.config;
      if (stripe && connection?.status === 'pending' && connection.accountId) {
        const state = await onboardingState(stripeClient(stripe), connection.accountId);
        if (state.done) return answer(request, reply, mag, await saveConnection(db, mag.id, { ...connection, status: 'connected', accountCountry: state.country }));
      }
      return answer(request, reply, mag, connection);
    },
  );

  app.get(
    '/api/connect/ecommerce/ecwid/connect',
    { schema: { tags, security, summary: 'A page asking to connect the hosted-store provider by its store id; its button POSTs here', querystring: ecwidConnectQuery } },
    async (request, reply) => {
      const { mag } = await forConnecting(request, request.query.num_id, 'ecwid');
      const lines = [confirmationTexts.connectEcwidBody(request.query.store_id)];
      return confirmation(request, reply, { title: confirmationTexts.connectEcwidTitle(titleOf(mag)), lines }, confirmationTexts.connectEcwidButton);
    },
  );

  app.post(
    '/api/connect/ecommerce/ecwid/connect',
    { schema: { tags, security, summary: 'Connect the hosted-store provider by its store id', querystring: ecwidConnectQuery } },
    async (request, reply) => {
      const { mag } = await forConnecting(request, request.query.num_id, 'ecwid');
      const { store_id: storeId, public_token: publicToken = null } = request.query;
      const saved = await saveConnection(db, mag.id, { provider: 'ecwid', status: 'connected', accountId: null, storeId, publicToken });
      return answer(request, reply, mag, saved);
    },
  );

  /** The owner's project, for a provider this server knows. */
  async function forDisconnecting(request: FastifyRequest, provider: string, numId: number) {
    if (provider !== 'stripe' && provider !== 'ecwid') throw new ApiError(404, shopMessages.providerNotFound);
    return { provider, project: await shopProject(app, request, String(numId), 'owner') } as const;
  }

  app.get(
    '/api/connect/ecommerce/:provider/disconnect',
    { schema: { tags, security, summary: 'A page asking to disconnect the provider; its button POSTs here', params: providerParams, querystring: connectQuery } },
    async (request, reply) => {
      const { provider, project } = await forDisconnecting(request, request.params.provider, request.query.num_id);
      const title = confirmationTexts.disconnectTitle(shopEditorTexts.providerNames[provider] ?? provider, titleOf(project.mag));
      return confirmation(request, reply, { title, lines: [confirmationTexts.disconnectBody] }, confirmationTexts.disconnectButton, true);
    },
  );

  app.post(
    '/api/connect/ecommerce/:provider/disconnect',
    { schema: { tags, security, summary: 'Disconnect the provider; the test-mode gateway’s products are cleared', params: providerParams, querystring: connectQuery } },
    async (request, reply) => {
      const { provider, project } = await forDisconnecting(request, request.params.provider, request.query.num_id);
      const connection = await findConnection(db, project.mag.id);
      if (connection?.provider === provider) {
        await db.transaction(async (tx) => {
          await removeConnection(tx as unknown as Db, project.mag.id);
          await clearCatalogue(tx as unknown as Db, project.mag.id);
        });
      }
      // The status is the provider's asked about; ecommerce_data says what stays connected.
      return answer(request, reply, project.mag, connection?.provider === provider ? undefined : connection, 'disconnected');
    },
  );

  app.get(
    '/api/connect/ecommerce/socket',
    {
      schema: {
        tags,
        security,
        summary: 'The owner’s state stream (text/event-stream): a handshake event, then a state-update event with ecommerce_data at each connection change',
        querystring: connectQuery,
      },
    },
    async (request, reply) => {
      const user = await request.currentUser();
      const { mag } = await shopProject(app, request, String(request.query.num_id), 'owner');
      const data = ecommerceDataOf(await findConnection(db, mag.id), texts(mag));
      // The stream outlives this handler: Fastify (and its compression) let go of the response.
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', connection: 'keep-alive', 'x-accel-buffering': 'no' });
      const send = (event: string, payload: unknown) => raw.write(`event: ${event}\ndata: ${JSON.stringify(payload)}\n\n`);
      let closed = false;
      raw.once('close', () => (closed = true));
      // Listening before the handshake: a change made once the client has it is heard, on whichever process it is made.
      const unsubscribe = await subscribeConnectionState(app.bus, mag.id, (update) => send('state-update', update));
      if (closed) return unsubscribe();
      // ecommerce.md §6: the author's identity goes with the handshake; here the session names the author.
      send('handshake', { num_id: mag.numId, user: { id: user!.id, name: user!.name, email: user!.email }, ecommerce_data: data });
      const heartbeat = setInterval(() => raw.write(':\n\n'), STREAM_HEARTBEAT_MS);
      const stop = () => {
        clearInterval(heartbeat);
        unsubscribe();
      };
      const end = () => {
        stop();
        raw.end();
      };
      streams.add(end);
      request.raw.once('close', () => {
        streams.delete(end);
        stop();
      });
    },
  );

  app.get(
    '/api/projects/:numId/ecommerce/data/',
    { schema: { tags, summary: 'The project’s ecommerce_data and how its card payments run (test mode or Stripe)', params: numIdParams } },
    async (request) => {
      const project = await shopProject(app, request, request.params.numId, 'shop');
      const connection = await findConnection(db, project.mag.id);
      const projectTexts = project.published ? (JSON.parse(project.published.mag[project.access]) as { ecommerce_data?: EcommerceData }).ecommerce_data?.texts : texts(project.mag);
      const { stripe } = app.config;
      const gateway = stripe
        ? {
            mode: 'stripe',
            publishable_key: stripe.publishableKey ?? null,
            stripe_account: isConnected(connection, 'stripe') ? connection.accountId : null,
            country: isConnected(connection, 'stripe') ? (connection.accountCountry ?? null) : null,
          }
        : { mode: 'test' };
      return { data: { ecommerce_data: ecommerceDataOf(connection, projectTexts), gateway } };
    },
  );
};
