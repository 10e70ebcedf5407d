import { eq } from 'drizzle-orm';
import { authoringMessages, moveSwatchColor, type Swatch, type SwatchMoveBody } from '@folio/model';
import type { Db } from '../db/database';
import { projectSwatches, userSwatches } from '../db/schema';
import { ApiError, notFound, type FieldError } from '../errors';
import { findMagFor, lockMagFor } from './mags';
import type { UserRow } from './users';

/**
 * Whose swatches, asked for by whom: a project's palette (its owner's alone), or an author's own, shared by all
 * their projects (their own alone). Anyone else finds nothing (404).
 */
export type SwatchOwner = { scope: 'project'; magId: string; user: UserRow } | { scope: 'global'; userId: string; user: UserRow };

function assertOwnAccount(owner: SwatchOwner): void {
  if (owner.scope === 'global' && owner.userId !== owner.user.id) throw notFound();
}

/** The swatches as stored (none stored is no colours), locked for the rest of the transaction when `lock` is set. */
async function readColors(db: Db, owner: SwatchOwner, lock: boolean): Promise<string[]> {
  if (owner.scope === 'project') {
    const query = db.select({ colors: projectSwatches.colors }).from(projectSwatches).where(eq(projectSwatches.magId, owner.magId));
    return (await (lock ? query.for('update') : query))[0]?.colors ?? [];
  }
  const query = db.select({ colors: userSwatches.colors }).from(userSwatches).where(eq(userSwatches.userId, owner.userId));
  return (await (lock ? query.for('update') : query))[0]?.colors ?? [];
}

async function storeColors(tx: Db, owner: SwatchOwner, colors: string[]): Promise<Swatch> {
  const updatedAt = new Date();
  if (owner.scope === 'project') {
    await tx
      .insert(projectSwatches)
      .values({ magId: owner.magId, colors, updatedAt })
      .onConflictDoUpdate({ target: projectSwatches.magId, set: { colors, updatedAt } });
  } else {
    await tx
      .insert(userSwatches)
      .values({ userId: owner.userId, colors, updatedAt })
      .onConflictDoUpdate({ target: userSwatches.userId, set: { colors, updatedAt } });
  }
  return { colors };
}

/** A change of the swatches in one transaction, the project held (not deleted meanwhile) while it runs. */
async function changeSwatch(db: Db, owner: SwatchOwner, change: (tx: Db) => Promise<Swatch>): Promise<Swatch> {
  assertOwnAccount(owner);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    if (owner.scope === 'project') await lockMagFor(tx, owner.magId, owner.user, 'edit');
    return change(tx);
  });
}

export async function readSwatch(db: Db, owner: SwatchOwner): Promise<Swatch> {
  assertOwnAccount(owner);
  if (owner.scope === 'project') await findMagFor(db, owner.magId, owner.user, 'view');
  return { colors: await readColors(db, owner, false) };
}

/** Stores the swatches whole (PUT and reset): the list given is the list kept, in its order. */
export function writeSwatch(db: Db, owner: SwatchOwner, swatch: Swatch): Promise<Swatch> {
  return changeSwatch(db, owner, (tx) => storeColors(tx, owner, swatch.colors));
}

/**
 * PUT …/move: the colour at `from` moves to `to`, the others keep their order. Both are positions in the swatches as
 * they are; one past the end is 400 and nothing moves. Locked, so two moves at once both apply.
 */
export function moveSwatch(db: Db, owner: SwatchOwner, move: SwatchMoveBody): Promise<Swatch> {
  return changeSwatch(db, owner, async (tx) => {
    const colors = await readColors(tx, owner, true);
    const errors: FieldError[] = (['from', 'to'] as const)
      .filter((field) => move[field] >= colors.length)
      .map((field) => ({ path: field, message: authoringMessages.swatchPositionMissing(move[field]) }));
    if (errors.length) throw new ApiError(400, errors[0]!.message, { errors });
    return storeColors(tx, owner, moveSwatchColor({ colors }, move).colors);
  });
}
