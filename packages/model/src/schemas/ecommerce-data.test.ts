import { describe, expect, it } from 'vitest';
import { connectedProvider, ecommerceDataSchema } from './ecommerce-data';

describe('project ecommerce data', () => {
  it('ecommerce.md §3: stripe {status, stripe_data {stripe_user_id}}, ecwid {status}, texts', () => {
    const data = {
      stripe: { status: 'connected', stripe_data: { stripe_user_id: 'acct_1' } },
      ecwid: { status: 'disconnected' },
      texts: { out_of_stock: 'Sold out' },
    };
    expect(ecommerceDataSchema.parse(data)).toEqual(data);
    expect(ecommerceDataSchema.safeParse({ texts: { 'Out Of Stock': 'x' } }).success).toBe(false);
  });

  it("ecommerce.md §3: status 'connected' marks the connected provider", () => {
    expect(connectedProvider({ stripe: { status: 'connected' } })).toBe('stripe');
    expect(connectedProvider({ ecwid: { status: 'connected' }, stripe: { status: 'disconnected' } })).toBe('ecwid');
    expect(connectedProvider({ stripe: { status: 'pending' } })).toBeNull();
    expect(connectedProvider(undefined)).toBeNull();
  });
});
