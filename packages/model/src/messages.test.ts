import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartConstants } from './shop-constants';
import {
  analyticsEvents,
  apiMessages,
  cartTexts,
  defaultDescription,
  pageCounterText,
  shareCaptions,
  viewerMessages,
  widgetMessages,
} from './messages';
import { paymentMessages, shippingFormMessages, shopMessages } from './shop-messages';

// Curly apostrophes are written as \u2019 here so a reader sees which quote each message uses.
describe('viewer messages', () => {
  it('viewer-and-project.md §2: default description text', () => {
    expect(defaultDescription).toBe('Built with a tool to design anything on the web.');
  });

  it('viewer-and-project.md §2: the page counter reads "N of total"', () => {
    expect(pageCounterText(3, 12)).toBe('3 of 12');
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (n, total) => pageCounterText(n, total) === `${n} of ${total}`),
    );
  });

  it('viewer-and-project.md §3: an unpublished project shows "unpublished"', () => {
    expect(viewerMessages.unpublished).toBe('unpublished');
  });

  it('viewer-and-project.md §2: share popup captions and embed sizes', () => {
    expect(Object.values(shareCaptions)).toEqual([
      'Share',
      'Project',
      'Current Page',
      'Tweet',
      'Pin',
      'Linkedin',
      'Embed',
      'Close',
      'Report',
      'Back',
      'Responsive',
      '512x383',
      '288x236',
    ]);
  });

  it('viewer-and-project.md §8, widgets-and-authoring.md §8: "Error page rendering." with its full stop', () => {
    expect(viewerMessages.pageRenderError).toBe('Error page rendering.');
    expect(widgetMessages.pageRenderError).toBe('Error page rendering.');
  });
});

describe('widget messages', () => {
  it('widgets-and-authoring.md §8: stylesheet, font features and text styles errors', () => {
    expect(widgetMessages.stylesheetFetchError).toBe('Error while getting stylesheet from url');
    expect(widgetMessages.fontFeaturesError).toBe("Can't detect font features");
    expect(widgetMessages.textStylesLoadError).toBe('Cannot load text styles');
  });
});

describe('shop messages', () => {
  it('ecommerce.md §2: cart sidebar captions', () => {
    expect(cartTexts.title).toBe('Cart');
    expect(cartTexts.emptyCart).toBe('Cart is empty');
    expect(cartTexts.checkOut).toBe('Check out');
    expect(cartTexts.addShippingDetails).toBe('Add shipping details');
    expect(cartTexts.payWithCard).toBe('Pay with card');
    expect(cartTexts.cancelOrder).toBe('Cancel order');
    expect(cartTexts.paymentCompleted).toBe('Payment completed');
    expect(cartTexts.checkYourEmail).toBe('Check your email for details');
    expect(cartTexts.error).toBe('Error');
    expect(cartTexts.country).toBe('Country');
    expect(cartTexts.outOfStock).toBe('Out of stock');
  });

  it("ecommerce.md §5: shipping form messages, with the phone message's double space", () => {
    expect(shippingFormMessages.required).toBe('field is required');
    expect(shippingFormMessages.email).toBe("it's not email");
    expect(shippingFormMessages.phone).toBe("it's not  phone number");
    expect(shippingFormMessages.phone).toContain('not  phone');
  });

  it('ecommerce.md §8: invalid-data messages mix a straight and a curly apostrophe', () => {
    expect(shopMessages.invalidSku).toBe("Sku data isn't valid or doesn\u2019t have an id");
    expect(shopMessages.invalidPrice).toBe("Price data isn't valid or doesn\u2019t have an id");
    expect(shopMessages.invalidProduct).toBe("Product data isn't valid or doesn\u2019t have an id");
  });

  it('ecommerce.md §8: the cart limit message names the limit of ecommerce.md §9', () => {
    expect(shopMessages.tooManyItems).toBe('You can\u2019t add more than 25 items to the cart');
    expect(shopMessages.tooManyItems).toContain(String(cartConstants.maxDistinctItemsPerKind));
  });

  it('ecommerce.md §8: out-of-stock messages put the id where {id} stands', () => {
    expect(shopMessages.skuOutOfStock('sku_1')).toBe("You can\u2019t add this product with attribute sku_1. It's out of stock");
    expect(shopMessages.skuNoMoreInStock('sku_1')).toBe(
      "You can\u2019t add more this product with attribute sku_1. It's out of stock",
    );
    expect(shopMessages.productNoMoreInStock('p1')).toBe('You can\u2019t add more product p1 items to the cart');
    expect(shopMessages.productOutOfStock('p1')).toBe("You can\u2019t add this product p1. It's out of stock");
  });

  it('ecommerce.md §8: the refreshed-skus message lists the names where {names} stands', () => {
    expect(shopMessages.itemsOutOfStock(['Mug', 'Cap'])).toBe(
      'This item(s) cannot be used to create an order: Mug, Cap is/are out of stock',
    );
    expect(shopMessages.itemsOutOfStock('Mug')).toBe('This item(s) cannot be used to create an order: Mug is/are out of stock');
  });

  it('ecommerce.md §8: other cart and order messages, verbatim', () => {
    expect(shopMessages.loadingProductsError).toBe('Loading products error');
    expect(shopMessages.updateCartDataError).toBe('Update cart data error');
    expect(shopMessages.providerNotFound).toBe('provider not found');
    expect(shopMessages.emptyCart).toBe('Empty cart');
    expect(shopMessages.skusUpdateError).toBe('Error occurred while updating the skus:');
    expect(shopMessages.noOrder).toBe('No order');
    expect(shopMessages.invalidResponse).toBe('Not valid response');
    expect(shopMessages.invalidInvoiceResponse).toBe('Not valid response, getInvoice');
    expect(shopMessages.mixedCurrencies).toBe('mixed currencies');
    expect(shopMessages.cantCancelOldOrder).toBe("can't cancel old order");
    expect(shopMessages.cantCreateOrder).toBe("can't create order");
    expect(shopMessages.noEcwid).toBe('No Ecwid');
    expect(shopMessages.mixedCartKinds).toBe("You can't buy all these products, try separately");
  });

  it('ecommerce.md §8: payment messages, verbatim', () => {
    expect(paymentMessages.customerNotFound).toBe('Customer not found');
    expect(paymentMessages.invoiceNotFound).toBe('Invoice not found');
    expect(paymentMessages.confirmCardPaymentFailed).toBe('Payment Failed on confirmCardPayment');
    expect(paymentMessages.noClientSecret).toBe('Not client secret');
    expect(paymentMessages.emailRequired).toBe('Email is required');
    expect(paymentMessages.orderNotFound).toBe('Order not found');
    expect(paymentMessages.paymentFailed).toBe('Payment Failed');
  });

  it("ecommerce.md §4: analytics event 'Checkout 1st step completed'", () => {
    expect(analyticsEvents.checkoutStep1).toBe('Checkout 1st step completed');
    expect(analyticsEvents.scrollTopLink).toBe('Scroll Top Link');
    expect(analyticsEvents.anchorLink).toBe('Anchor Link');
    expect(analyticsEvents.externalLink).toBe('External Link');
  });
});

describe('api messages', () => {
  it('ARCHITECTURE.md: a stale revision tells the client how to recover', () => {
    expect(apiMessages.staleRevision).toBe('The project was changed elsewhere; reload or save with skipChanged');
    expect(apiMessages.notFound).toBe('Not found');
    expect(apiMessages.invalidBody).toBe('Invalid request body');
  });

  it('STYLE.md §14: every API message is a short non-empty sentence on one line', () => {
    for (const message of Object.values(apiMessages)) {
      const text = typeof message === 'function' ? message('0123456789abcdef01234567') : message;
      expect(text).toMatch(/^\S[^\n]*$/);
    }
  });
});
