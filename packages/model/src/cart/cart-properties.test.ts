// Property tests of the cart lifecycle (ecommerce.md §4, §5): whatever visitors do, in whatever order.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartConstants } from '../shop-constants';
import { cartItemCount, cartTotal, lineTotal, unitPrice } from './cart-money';
import {
  addToCart,
  cartLines,
  clearCart,
  decreaseLine,
  emptyCart,
  increaseLine,
  removeLine,
  type CartLineRef,
} from './cart-operations';
import { hostedStock } from './stock';
import type { CartData, CartItemInput, SkuInventory } from './types';
import { T0 } from './test-items';

const inventoryArb: fc.Arbitrary<SkuInventory> = fc.oneof(
  fc.constant<SkuInventory>({ type: 'infinite' }),
  fc.nat({ max: 4 }).map((quantity): SkuInventory => ({ type: 'finite', quantity })),
  fc.constantFrom<SkuInventory>({ type: 'bucket', value: 'in_stock' }, { type: 'bucket', value: 'limited' }, { type: 'bucket', value: 'out_of_stock' }),
);
const amountArb = fc.integer({ min: 0, max: 100_000 });

const skuArb = fc.record({ n: fc.nat({ max: 34 }), price: amountArb, inventory: inventoryArb }).map(
  ({ n, price, inventory }): CartItemInput => ({ id: `sku_${n}`, object: 'sku', currency: 'usd', price, inventory, productObject: { name: `Sku ${n}`, shippable: n % 2 === 0 } }),
);
const priceArb = fc.record({ n: fc.nat({ max: 34 }), unit_amount: amountArb }).map(
  ({ n, unit_amount }): CartItemInput => ({ id: `price_${n}`, object: 'price', active: true, currency: 'usd', unit_amount }),
);
const sizes = { name: 'Size', type: 'SIZE', choices: [{ text: 'S' }, { text: 'L', priceModifier: 15, priceModifierType: 'PERCENT' as const }] };
// A hosted product's stock is the same for every add of it (its id decides it), as a real store's would be.
const hostedArb = fc.record({ n: fc.nat({ max: 34 }), size: fc.constantFrom('S', 'L', undefined) }).map(
  ({ n, size }): CartItemInput => ({
    id: `${n}`,
    object: 'product',
    currency: 'usd',
    unit_amount: 100 * (n + 1),
    inStock: n % 7 !== 0,
    quantity: n % 3 === 0 ? undefined : n % 5,
    options: [sizes],
    ...(size ? { selectedOptions: { Size: size } } : {}),
  }),
);

type Op =
  | { type: 'add'; item: CartItemInput }
  | { type: 'increase' | 'decrease' | 'remove'; pick: number }
  | { type: 'clear' };
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 6, arbitrary: fc.oneof(skuArb, priceArb, hostedArb).map((item): Op => ({ type: 'add', item })) },
  { weight: 3, arbitrary: fc.record({ type: fc.constantFrom('increase' as const, 'decrease' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('remove' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.constant<Op>({ type: 'clear' }) },
);

function pickLine(cart: CartData, pick: number): CartLineRef {
  const lines = cartLines(cart);
  const entry = lines[pick % Math.max(1, lines.length)];
  return entry ? { kind: entry.kind, key: entry.key } : { kind: 'sku', key: 'none' };
}

function apply(cart: CartData, op: Op): CartData {
  switch (op.type) {
    case 'add': {
      const result = addToCart(cart, op.item);
      return result.ok ? result.value : cart;
    }
    case 'increase': {
      const result = increaseLine(cart, pickLine(cart, op.pick));
      return result.ok ? result.value : cart;
    }
    case 'decrease':
      return decreaseLine(cart, pickLine(cart, op.pick));
    case 'remove':
      return removeLine(cart, pickLine(cart, op.pick));
    case 'clear':
      return clearCart(cart);
  }
}

/** Runs the ops, checking the invariant after every one. */
function everyStep(ops: Op[], check: (cart: CartData) => void) {
  let cart = emptyCart(null, T0);
  for (const op of ops) {
    cart = apply(cart, op);
    check(cart);
  }
}

const opsArb = fc.array(opArb, { maxLength: 80, size: 'max' });

describe('ecommerce.md §4, §5: cart operations, whatever the order', () => {
  it('counts are never below 1', () => {
    fc.assert(fc.property(opsArb, (ops) => everyStep(ops, (cart) => {
      for (const { line } of cartLines(cart)) expect(line.cart_count).toBeGreaterThanOrEqual(cartConstants.minLineCount);
    })));
  });

  it('counts are never above stock: a finite sku its quantity; a hosted product its stock quantity', () => {
    fc.assert(fc.property(opsArb, (ops) => everyStep(ops, (cart) => {
      for (const line of Object.values(cart.skus)) {
        if (line.inventory.type === 'finite') expect(line.cart_count).toBeLessThanOrEqual(line.inventory.quantity ?? 0);
        if (line.inventory.type === 'bucket') expect(line.inventory.value).not.toBe('out_of_stock');
      }
      const units = new Map<string, { units: number; quantity: number | null; inStock: boolean }>();
      for (const line of Object.values(cart.prices)) {
        if (line.object !== 'product') continue;
        const stock = hostedStock(line);
        const seen = units.get(stock.key) ?? { units: 0, quantity: stock.quantity, inStock: stock.inStock };
        units.set(stock.key, { ...seen, units: seen.units + line.cart_count });
      }
      for (const stock of units.values()) {
        expect(stock.inStock).toBe(true);
        if (stock.quantity !== null) expect(stock.units).toBeLessThanOrEqual(stock.quantity);
      }
    })));
  });

  it('never more than 25 distinct items per kind, and the distinct counts match the lines', () => {
    fc.assert(fc.property(opsArb, (ops) => everyStep(ops, (cart) => {
      expect(Object.keys(cart.skus).length).toBeLessThanOrEqual(cartConstants.maxDistinctItemsPerKind);
      expect(Object.keys(cart.prices).length).toBeLessThanOrEqual(cartConstants.maxDistinctItemsPerKind);
      expect(cart.uniqSkusCount).toBe(Object.keys(cart.skus).length);
      expect(cart.uniqPricesCount).toBe(Object.keys(cart.prices).length);
    })));
  });

  it('never more than 25 distinct items, however many different ones a visitor adds of one kind', () => {
    const fill = (arb: fc.Arbitrary<CartItemInput>) => fc.array(arb.map((item): Op => ({ type: 'add', item })), { minLength: 30, maxLength: 90, size: 'max' });
    fc.assert(fc.property(fc.oneof(fill(skuArb), fill(priceArb), fill(hostedArb)), (ops) => everyStep(ops, (cart) => {
      expect(cartLines(cart).length).toBeLessThanOrEqual(cartConstants.maxDistinctItemsPerKind);
    })));
  });

  it('kinds are never mixed: a cart holds sku items or price items, never both', () => {
    fc.assert(fc.property(opsArb, (ops) => everyStep(ops, (cart) => {
      expect(Object.keys(cart.skus).length === 0 || Object.keys(cart.prices).length === 0).toBe(true);
    })));
  });

  it('the total equals the sum of the lines (unit price times count), and the item count the sum of counts', () => {
    fc.assert(fc.property(opsArb, (ops) => everyStep(ops, (cart) => {
      const lines = cartLines(cart).map((entry) => entry.line);
      expect(cartTotal(cart)).toBe(lines.reduce((sum, line) => sum + unitPrice(line) * line.cart_count, 0));
      expect(cartTotal(cart)).toBe(lines.reduce((sum, line) => sum + lineTotal(line), 0));
      expect(cartItemCount(cart)).toBe(lines.reduce((sum, line) => sum + line.cart_count, 0));
      expect(Number.isInteger(cartTotal(cart))).toBe(true);
    })));
  });

  it('a refused add changes nothing; an accepted one adds exactly one unit', () => {
    fc.assert(fc.property(opsArb, fc.oneof(skuArb, priceArb, hostedArb), (ops, item) => {
      const cart = ops.reduce(apply, emptyCart(null, T0));
      const result = addToCart(cart, item);
      if (result.ok) expect(cartItemCount(result.value)).toBe(cartItemCount(cart) + 1);
      else expect(addToCart(cart, item)).toEqual(result);
    }));
  });

  it('decrease then increase (when allowed) comes back to the same count', () => {
    fc.assert(fc.property(opsArb, fc.nat(), (ops, pick) => {
      const cart = ops.reduce(apply, emptyCart(null, T0));
      const ref = pickLine(cart, pick);
      const lowered = decreaseLine(cart, ref);
      if (lowered === cart) return;
      const raised = increaseLine(lowered, ref);
      expect(raised.ok).toBe(true);
      if (raised.ok) expect(cartItemCount(raised.value)).toBe(cartItemCount(cart));
    }));
  });
});
