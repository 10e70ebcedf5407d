import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const TOKEN_BYTES = 32;

export const newToken = () => randomBytes(TOKEN_BYTES).toString('base64url');

// Session tokens are stored hashed: a leaked sessions table does not let anyone sign in.
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const sign = (secret: string, value: string) => createHmac('sha256', secret).update(value).digest('base64url');

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
