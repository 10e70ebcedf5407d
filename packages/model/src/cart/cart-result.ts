// Building CartResult values; internal to the cart model (not exported from the package).
import { CartError } from './cart-error';
import type { CartErrorCode, CartErrorKind, CartResult } from './types';

export const ok = <T>(value: T): CartResult<T> => ({ ok: true, value });

export const fail = <T = never>(message: string, code: CartErrorCode, kind?: CartErrorKind): CartResult<T> => ({
  ok: false,
  error: new CartError(message, code, kind),
});
