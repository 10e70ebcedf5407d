// ecommerce.md §8: the cart error type, with the spec's message and its optional kind (outOfStock, nothingToInvoice).
import type { CartErrorCode, CartErrorKind } from './types';

export class CartError extends Error {
  override readonly name = 'CartError';
  constructor(
    message: string,
    /** Which rule refused. */
    readonly code: CartErrorCode,
    /** ecommerce.md §8: outOfStock or nothingToInvoice, where the spec gives one. */
    readonly kind?: CartErrorKind,
  ) {
    super(message);
  }
}
