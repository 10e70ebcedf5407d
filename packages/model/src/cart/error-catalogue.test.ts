// ecommerce.md §8, the error catalogue: one test per message, verbatim (curly apostrophes written as \u2019), and
// where the cart model gives the message, the rule that gives it and its kind.
import { describe, expect, it } from 'vitest';
import { paymentMessages, shopMessages } from '../shop-messages';
import { CartError } from './cart-error';
import { addHostedProduct, addPrice, addSku, addToCart, emptyCart, increaseLine } from './cart-operations';
import { buildOrderRequest, nothingToInvoiceError, refreshCartSkus } from './checkout';
import { emptyShippingForm } from './shipping-form';
import { errorOf, finiteSku, hosted, price, sku, T0, value } from './test-items';

const empty = () => emptyCart('stripe', T0);
const form = { ...emptyShippingForm(), email: 'ada@example.com' };

describe('ecommerce.md §8: the cart error type', () => {
  it('carries the message and an optional kind: outOfStock or nothingToInvoice', () => {
    const error = new CartError('m', 'outOfStock', 'outOfStock');
    expect(error).toBeInstanceOf(Error);
    expect([error.message, error.kind, error.name]).toEqual(['m', 'outOfStock', 'CartError']);
    expect(new CartError('m', 'invalidSku').kind).toBeUndefined();
  });
});

describe('ecommerce.md §8: messages the cart model gives', () => {
  it("'Sku data isn't valid or doesn’t have an id'", () => {
    expect(errorOf(addSku(empty(), sku(''))).message).toBe("Sku data isn't valid or doesn\u2019t have an id");
  });

  it("'Price data isn't valid or doesn’t have an id'", () => {
    expect(errorOf(addPrice(empty(), price(''))).message).toBe("Price data isn't valid or doesn\u2019t have an id");
  });

  it("'Product data isn't valid or doesn’t have an id'", () => {
    expect(errorOf(addHostedProduct(empty(), hosted(''))).message).toBe("Product data isn't valid or doesn\u2019t have an id");
  });

  it("'You can’t add more than 25 items to the cart'", () => {
    let cart = empty();
    for (let i = 0; i < 25; i++) cart = value(addSku(cart, sku(`s${i}`)));
    expect(errorOf(addSku(cart, sku('s25'))).message).toBe('You can\u2019t add more than 25 items to the cart');
  });

  it("'You can’t add this product with attribute {id}. It's out of stock' (outOfStock)", () => {
    const error = errorOf(addSku(empty(), finiteSku('sku_1', 0)));
    expect(error.message).toBe("You can\u2019t add this product with attribute sku_1. It's out of stock");
    expect(error.kind).toBe('outOfStock');
  });

  it("'You can’t add more this product with attribute {id}. It's out of stock'", () => {
    const cart = value(addSku(empty(), finiteSku('sku_1', 1)));
    const error = errorOf(increaseLine(cart, { kind: 'sku', key: 'sku_1' }));
    expect(error.message).toBe("You can\u2019t add more this product with attribute sku_1. It's out of stock");
    expect(error.kind).toBeUndefined();
  });

  it("'You can’t add more product {id} items to the cart' (outOfStock)", () => {
    const cart = value(addHostedProduct(empty(), hosted('77', { quantity: 1 })));
    const error = errorOf(addHostedProduct(cart, hosted('77', { quantity: 1 })));
    expect(error.message).toBe('You can\u2019t add more product 77 items to the cart');
    expect(error.kind).toBe('outOfStock');
  });

  it("'You can’t add this product {id}. It's out of stock' (outOfStock)", () => {
    const error = errorOf(addHostedProduct(empty(), hosted('77', { inStock: false })));
    expect(error.message).toBe("You can\u2019t add this product 77. It's out of stock");
    expect(error.kind).toBe('outOfStock');
  });

  it("'provider not found' for an unknown object kind", () => {
    expect(errorOf(addToCart(empty(), { object: 'subscription' })).message).toBe('provider not found');
  });

  it("'Empty cart'", () => {
    expect(errorOf(buildOrderRequest(empty(), form)).message).toBe('Empty cart');
  });

  it("'This item(s) cannot be used to create an order: {names} is/are out of stock' (outOfStock), after a sku refresh", () => {
    const cart = value(addSku(empty(), finiteSku('sku_1', 3, { productObject: { name: 'Mug' } })));
    const { error } = refreshCartSkus(cart, [finiteSku('sku_1', 0, { productObject: { name: 'Mug' } })]);
    expect(error?.message).toBe('This item(s) cannot be used to create an order: Mug is/are out of stock');
    expect(error?.kind).toBe('outOfStock');
  });

  it("'mixed currencies'", () => {
    const cart = value(addSku(value(addSku(empty(), sku('a'))), sku('b', { currency: 'eur' })));
    expect(errorOf(buildOrderRequest(cart, form)).message).toBe('mixed currencies');
  });

  it("'You can't buy all these products, try separately' (alert)", () => {
    const cart = value(addSku(empty(), sku('a')));
    expect(errorOf(addPrice(cart, price('p'))).message).toBe("You can't buy all these products, try separately");
  });

  it("'Email is required'", () => {
    const cart = value(addSku(empty(), sku('a')));
    expect(errorOf(buildOrderRequest(cart, { ...form, email: '' })).message).toBe('Email is required');
  });

  it('invoice_no_customer_line_items: the server message with kind nothingToInvoice', () => {
    const error = nothingToInvoiceError({ code: 'invoice_no_customer_line_items', message: 'No line items' });
    expect([error?.message, error?.kind]).toEqual(['No line items', 'nothingToInvoice']);
  });
});

describe('ecommerce.md §8: messages the sidebar shows, verbatim', () => {
  it("'Loading products error'", () => expect(shopMessages.loadingProductsError).toBe('Loading products error'));
  it("'Update cart data error'", () => expect(shopMessages.updateCartDataError).toBe('Update cart data error'));
  it("'Error occurred while updating the skus:'", () => expect(shopMessages.skusUpdateError).toBe('Error occurred while updating the skus:'));
  it("'No order'", () => expect(shopMessages.noOrder).toBe('No order'));
  it("'Not valid response'", () => expect(shopMessages.invalidResponse).toBe('Not valid response'));
  it("'Not valid response, getInvoice'", () => expect(shopMessages.invalidInvoiceResponse).toBe('Not valid response, getInvoice'));
  it("'No Ecwid' (alert)", () => expect(shopMessages.noEcwid).toBe('No Ecwid'));
  it("'can't cancel old order'", () => expect(shopMessages.cantCancelOldOrder).toBe("can't cancel old order"));
  it("'can't create order'", () => expect(shopMessages.cantCreateOrder).toBe("can't create order"));
  it("'Customer not found'", () => expect(paymentMessages.customerNotFound).toBe('Customer not found'));
  it("'Invoice not found'", () => expect(paymentMessages.invoiceNotFound).toBe('Invoice not found'));
  it("'Payment Failed on confirmCardPayment'", () => expect(paymentMessages.confirmCardPaymentFailed).toBe('Payment Failed on confirmCardPayment'));
  it("'Not client secret'", () => expect(paymentMessages.noClientSecret).toBe('Not client secret'));
  it("'Order not found'", () => expect(paymentMessages.orderNotFound).toBe('Order not found'));
  it("'Payment Failed'", () => expect(paymentMessages.paymentFailed).toBe('Payment Failed'));
  it("default shop text for out of stock: 'Out of stock'", () => expect(shopMessages.outOfStock).toBe('Out of stock'));
});
