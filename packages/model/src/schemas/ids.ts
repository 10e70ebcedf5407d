import { z } from 'zod';

// Record ids are MongoDB-style ObjectIds: 12 bytes written as 24 lowercase hex characters.
const OBJECT_ID_BYTES = 12;
const OBJECT_ID_PATTERN = /^[0-9a-f]{24}$/;

export const objectIdSchema = z
  .string()
  .regex(OBJECT_ID_PATTERN, { message: 'Expected an id of 24 lowercase hex characters' });

export type ObjectId = z.infer<typeof objectIdSchema>;

/**
 * A fresh random id. The editor mints ids itself so that a new widget can be referenced (undo, animation
 * triggers) before the server has seen it; 96 random bits make collisions negligible.
 */
export function newObjectId(): string {
  const bytes = new Uint8Array(OBJECT_ID_BYTES);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
