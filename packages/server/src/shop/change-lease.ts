// One change at a time (ecommerce.md §4 "a second attempt is rejected"; docs/shop.md "One order change at a time"): an
// order or an invoice is taken by one conditional UPDATE that writes a change token and a lease, only when no other
// change holds it. The database decides, so it holds on PGlite and PostgreSQL alike and across server processes.
import { isNull, lt, or, sql, type Column } from 'drizzle-orm';

// Ours: a change holds its order or invoice for at most this long; a server that died mid-change frees it then.
export const CHANGE_LEASE_SECONDS = 120;

/** When a lease taken now runs out. */
export const leaseEnd = () => sql`now() + ${sql.raw(`interval '${CHANGE_LEASE_SECONDS} seconds'`)}`;

/** No change holds the row: none ever did, or its lease ran out. */
export const isFree = (token: Column, until: Column) => or(isNull(token), lt(until, sql`now()`));
