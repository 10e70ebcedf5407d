// Who reaches a project's shop (docs/shop.md "Server and payments"): its owner always (preview and constructor);
// anyone else only while it is published, not suspended, and, when private, with the access cookie. The owner's
// can_use_e_commerce permission switches the whole shop on or off (ecommerce.md §2, §6).
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { apiMessages } from '@folio/model';
import type { App } from '../app';
import { accessOf } from '../auth/access';
import { requireUser } from '../auth/require-user';
import type { Db } from '../db/database';
import { mags, users } from '../db/schema';
import { ApiError, notFound } from '../errors';
import { parseNumId, type Access, type PublishedEntry } from '../published-cache';
import { allowed, type MagRow } from '../repositories/mags';
import { findConnection, isConnected, type ConnectionRow } from './connections';
import type { ShopGateway } from './gateway';
import { shopServerMessages } from './shop-messages';
import { StripeGateway, stripeClient } from './stripe-gateway';
import { TestGateway } from './test-gateway';

/** Who the route is for: the owner alone; the owner or visitors of the published project; visitors of it only. */
export type ShopAudience = 'owner' | 'shop' | 'published';

export interface ShopProject {
  mag: MagRow;
  isOwner: boolean;
  /** The published project as visitors see it; undefined for the owner of an unpublished one. */
  published: PublishedEntry | undefined;
  access: Access;
}

export interface ShopContext extends ShopProject {
  db: Db;
  connection: ConnectionRow;
  gateway: ShopGateway;
}

const OBJECT_ID = /^[0-9a-f]{24}$/;
// Connections made by the test-mode gateway carry an account id of this form; Stripe's are acct_ and 16 characters.
export const TEST_ACCOUNT_PREFIX = 'acct_test_';

/** A project by its num_id or its _id (ecommerce.md §7 uses both in the shop's paths). */
async function findProject(app: App, key: string): Promise<MagRow | undefined> {
  const numId = parseNumId(key);
  const where = numId !== undefined ? eq(mags.numId, numId) : OBJECT_ID.test(key) ? eq(mags.id, key) : undefined;
  if (!where) return undefined;
  return (await app.database.db.select().from(mags).where(where).limit(1))[0];
}

export async function shopProject(app: App, request: FastifyRequest, key: string, audience: ShopAudience): Promise<ShopProject> {
  const mag = await findProject(app, key);
  const user = audience === 'owner' ? await requireUser(request) : await request.currentUser();
  if (!mag) throw notFound();
  const isOwner = user?.id === mag.userId;
  // The owner's alone: a member of the project is refused (403), anyone else finds nothing.
  if (audience === 'owner' && !isOwner) await allowed(app.database.db, mag, user!, 'own');
  const published = isOwner && audience !== 'published' ? undefined : await app.published.byNumId(mag.numId);
  let access: Access = 'owner';
  if (!isOwner || audience === 'published') {
    if (!published) throw notFound();
    access = await accessOf(request, app.secret, published);
    if (published.isSuspended && access !== 'owner') throw notFound();
    if (published.isPrivate && access === 'restricted') throw new ApiError(403, apiMessages.forbidden, { forbidden: true });
  }
  const [owner] = await app.database.db.select({ permissions: users.permissions }).from(users).where(eq(users.id, mag.userId)).limit(1);
  if (!owner?.permissions.can_use_e_commerce) throw new ApiError(403, shopServerMessages.notAvailable);
  return { mag, isOwner, published, access };
}

/** Whether a connection was made in the mode the server runs in (a test-mode one does not reach Stripe). */
export const connectionFitsMode = (app: App, connection: ConnectionRow) => (connection.accountId ?? '').startsWith(TEST_ACCOUNT_PREFIX) === !app.config.stripe;

export function gatewayFor(app: App, mag: MagRow, connection: ConnectionRow): ShopGateway {
  const { stripe } = app.config;
  if (stripe) return new StripeGateway(stripeClient(stripe), app.database.db, mag.id, connection.accountId!);
  return new TestGateway(app.database.db, mag.id);
}

/** A project whose card payment provider is connected, with its gateway; 409 when none is. */
export async function shopContext(app: App, request: FastifyRequest, key: string, audience: ShopAudience): Promise<ShopContext> {
  const project = await shopProject(app, request, key, audience);
  const connection = await findConnection(app.database.db, project.mag.id);
  if (!isConnected(connection, 'stripe') || !connectionFitsMode(app, connection)) throw new ApiError(409, shopServerMessages.notConnected);
  return { ...project, db: app.database.db, connection, gateway: gatewayFor(app, project.mag, connection) };
}

/** The test-mode gateway of a shop, or 409 when the server runs with Stripe. */
export function testGatewayOf(context: ShopContext, message: string): TestGateway {
  if (!(context.gateway instanceof TestGateway)) throw new ApiError(409, message);
  return context.gateway;
}

export const isSecure = (app: App) => app.config.publicUrl.startsWith('https:');
