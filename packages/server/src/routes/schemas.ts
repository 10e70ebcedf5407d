import { z } from 'zod';

// Shared pieces of request schemas. Bodies are strict: an unknown field is an error, not ignored.
export const magIdParams = z.object({ id: z.string().max(64).describe('The project _id') });
// A PostgreSQL integer: larger values are no id of ours.
export const numIdParams = z.object({ numId: z.coerce.number().int().positive().max(2_147_483_647).describe('The project num_id') });

export const skipChangedQuery = z.strictObject({
  skipChanged: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => value === 'true' || value === '1')
    .describe('Save even when the project changed since `revision` (the newer change is overwritten)'),
});

export const revisionField = z
  .number()
  .int()
  .nonnegative()
  .describe('The project revision the client last saw; a stale one answers 409 unless skipChanged is set');

/** Batches are bounded so one request cannot hold the project lock for long. */
export const MAX_BATCH = 500;
export const idList = z.array(z.string().min(1).max(64)).min(1).max(MAX_BATCH);
