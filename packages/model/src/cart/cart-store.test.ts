import { describe, expect, it } from 'vitest';
import { cartModelConstants } from '../shop-constants';
import { shopMessages } from '../shop-messages';
import { addSku, emptyCart } from './cart-operations';
import { createMemoryStorage, saveCartBackup } from './cart-storage';
import { createCartStore, type CartChangedEvent } from './cart-store';
import { finiteSku, sku, T0, value } from './test-items';

function setup(start = T0) {
  let time = start.getTime();
  const storage = createMemoryStorage();
  const clock = () => new Date(time);
  const tick = (ms = 1000) => void (time += ms);
  const store = createCartStore({ storage, numId: 42, provider: 'stripe', now: clock });
  const events: CartChangedEvent[] = [];
  store.subscribe((event) => events.push(event));
  return { store, storage, events, tick, clock };
}

describe('ecommerce.md §4: every change stamps, backs up and fires cart-changed', () => {
  it('an add stamps changed, backs the cart up under cart + num_id and fires the event', () => {
    const { store, storage, events, tick, clock } = setup();
    tick();
    const result = store.add({ ...sku('a'), object: 'sku' });
    expect(result.ok).toBe(true);
    const cart = store.getCart();
    expect(cart.changed).toBe(clock().toISOString());
    expect(cart.backuped).toBe(clock().toISOString());
    expect(JSON.parse(storage.getItem('cart42')!)).toEqual(cart);
    expect(events).toEqual([{ type: 'cart-changed', cart, stamped: true }]);
    expect(events[0]?.type).toBe(cartModelConstants.changedEvent);
  });

  it('increase, decrease, remove and clear each stamp and fire', () => {
    const { store, events } = setup();
    store.add({ ...sku('a'), object: 'sku' });
    store.increase({ kind: 'sku', key: 'a' });
    store.decrease({ kind: 'sku', key: 'a' });
    store.remove({ kind: 'sku', key: 'a' });
    store.clear();
    expect(events.map((event) => event.stamped)).toEqual([true, true, true, true, true]);
  });

  it('a refused change keeps the cart, writes nothing and fires nothing', () => {
    const { store, storage, events } = setup();
    store.add({ ...finiteSku('f', 1), object: 'sku' });
    const before = storage.getItem('cart42');
    const result = store.add({ ...finiteSku('f', 1), object: 'sku' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toBe(shopMessages.skuNoMoreInStock('f'));
    expect(events).toHaveLength(1);
    expect(storage.getItem('cart42')).toBe(before);
  });

  it('a decrease at 1 changes nothing and fires nothing', () => {
    const { store, events } = setup();
    store.add({ ...sku('a'), object: 'sku' });
    store.decrease({ kind: 'sku', key: 'a' });
    expect(events).toHaveLength(1);
  });

  it('a checkout record (order) is backed up and announced without stamping changed', () => {
    const { store, events, tick } = setup();
    store.add({ ...sku('a'), object: 'sku' });
    const changed = store.getCart().changed;
    tick();
    store.record((cart) => ({ ...cart, order: { id: 'or_1' } as never }));
    expect(store.getCart().changed).toBe(changed);
    expect(store.getCart().order).toEqual({ id: 'or_1' });
    expect(events.at(-1)?.stamped).toBe(false);
  });

  it('unsubscribing stops the events', () => {
    const { store } = setup();
    const seen: unknown[] = [];
    const stop = store.subscribe((event) => seen.push(event));
    stop();
    store.add({ ...sku('a'), object: 'sku' });
    expect(seen).toEqual([]);
  });
});

describe('ecommerce.md §4: opening the cart restores its backup', () => {
  it('a valid backup of the project is the starting cart', () => {
    const storage = createMemoryStorage();
    const saved = saveCartBackup(storage, 42, value(addSku(emptyCart('stripe', T0), sku('a'))), T0).cart;
    const store = createCartStore({ storage, numId: 42, provider: 'stripe', now: () => T0 });
    expect(store.getCart()).toEqual(saved);
  });

  it('an expired backup gives an empty cart (and is removed)', () => {
    const storage = createMemoryStorage();
    saveCartBackup(storage, 42, value(addSku(emptyCart('stripe', T0), sku('a'))), T0);
    const later = new Date(T0.getTime() + 25 * 60 * 60 * 1000);
    const store = createCartStore({ storage, numId: 42, provider: 'stripe', now: () => later });
    expect(store.getCart().uniqSkusCount).toBe(0);
    expect(storage.getItem('cart42')).toBeNull();
  });
});
