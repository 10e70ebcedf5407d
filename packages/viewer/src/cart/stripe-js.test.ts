import { describe, expect, it } from 'vitest';
import { createStripeLoader, stripeArguments, stripeJsUrl, type StripeFactory } from './stripe-js';
import { stripeTexts } from './stripe-texts';

const factory = (() => ({})) as unknown as StripeFactory;

describe('Stripe.js loading (docs/shop.md "Payment with Stripe")', () => {
  it('loads https://js.stripe.com/v3/ once, however many callers ask', async () => {
    const loads: string[] = [];
    let defined: StripeFactory | undefined;
    const load = createStripeLoader({ loadScript: async (url) => void (loads.push(url), (defined = factory)), factory: () => defined });
    const [a, b] = await Promise.all([load(), load()]);
    expect(await load()).toBe(factory);
    expect(a).toBe(factory);
    expect(b).toBe(factory);
    expect(loads).toEqual([stripeJsUrl]);
    expect(stripeJsUrl).toBe('https://js.stripe.com/v3/');
  });

  it('a script already on the page is used as it is', async () => {
    const loads: string[] = [];
    const load = createStripeLoader({ loadScript: async (url) => void loads.push(url), factory: () => factory });
    expect(await load()).toBe(factory);
    expect(loads).toEqual([]);
  });

  it('a failed load rejects with a clear message and the next call tries again', async () => {
    let fail = true;
    let defined: StripeFactory | undefined;
    let loads = 0;
    const load = createStripeLoader({
      loadScript: async () => {
        loads += 1;
        if (fail) throw new Error('net::ERR_BLOCKED');
        defined = factory;
      },
      factory: () => defined,
    });
    await expect(load()).rejects.toThrow(stripeTexts.scriptFailed);
    fail = false;
    expect(await load()).toBe(factory);
    expect(loads).toBe(2);
  });

  it('a script that defines no Stripe counts as a failed load', async () => {
    const page: { Stripe?: StripeFactory } = {};
    let loads = 0;
    const load = createStripeLoader({ loadScript: async () => void (loads += 1), factory: () => page.Stripe });
    await expect(load()).rejects.toThrow(stripeTexts.scriptFailed);
    page.Stripe = factory;
    expect(await load()).toBe(factory);
    expect(loads).toBe(1);
  });

  it('Stripe() gets the publishable key and the connected account; without either, card payments are not set up', () => {
    expect(stripeArguments({ mode: 'stripe', publishable_key: 'pk_test_1', stripe_account: 'acct_1' })).toEqual(['pk_test_1', { stripeAccount: 'acct_1' }]);
    expect(() => stripeArguments({ mode: 'stripe', publishable_key: null, stripe_account: 'acct_1' })).toThrow(stripeTexts.notConfigured);
    expect(() => stripeArguments({ mode: 'stripe', publishable_key: 'pk_test_1', stripe_account: null })).toThrow(stripeTexts.notConfigured);
  });
});
