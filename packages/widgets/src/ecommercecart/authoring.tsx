import { FULL_CHECKOUT_CART_VERSION, HOSTED_STORE_CART_VERSION, propertiesTexts, shopWidgetConstants } from '@folio/model';
import { barSize, defineKindAuthoring } from '../kind-authoring/define';
import { colorField, optionsOf, text, toggle, weightOptions } from '../kind-authoring/fields';
import { PictogramFrame } from '../kind-authoring/pictogram';
import type { PictogramProps } from '../kind-authoring/types';

const { fields: t, sections: s, options: o, units } = propertiesTexts;
// Its icon, count and title in a row (the title shows from shopWidgetConstants.cartTitleMinWidthPx).
const NEW_CART_SIZE = { w: 140, h: 48 };

export function CartPictogram(props: PictogramProps) {
  return (
    <PictogramFrame {...props}>
      <path d="M2.25 3.25h2.25l1.9 9h8.85l1.75-6.5H5.3" />
      <circle cx="7.75" cy="16" r="1.25" />
      <circle cx="14.25" cy="16" r="1.25" />
    </PictogramFrame>
  );
}

export const ecommercecartAuthoring = defineKindAuthoring({
  type: 'ecommercecart',
  group: 'shop',
  Pictogram: CartPictogram,
  defaultSize: (page) => barSize(NEW_CART_SIZE, page),
  // The full checkout sidebar (ecommerce.md §1), for card payments; the cart's panel switches it for a hosted store.
  newWidget: (box) => ({ type: 'ecommercecart', ...box, version: FULL_CHECKOUT_CART_VERSION }),
  sections: [
    {
      id: 'cart',
      title: s.cart,
      fields: [
        { control: 'select', path: ['version'], label: t.cartCheckoutKind, options: optionsOf(o.cartCheckout), fallback: String(HOSTED_STORE_CART_VERSION), numeric: true },
        colorField(['bar-color'], t.cartColor, shopWidgetConstants.cartColor, { opacityPath: ['bar-color-opacity'], fallbackOpacity: 1 }),
        colorField(['bar-background-color'], t.cartBackground, shopWidgetConstants.cartBackgroundColor, { opacityPath: ['bar-background-color-opacity'], fallbackOpacity: 1 }),
        toggle(['bar-shadow'], t.cartShadow),
        text(['bar-font-family'], t.fontFamily),
        { control: 'select', path: ['bar-font-weight'], label: t.fontWeight, options: weightOptions, fallback: '400', numeric: true },
        { control: 'select', path: ['bar-font-style'], label: t.fontStyle, options: optionsOf(o.fontStyle), fallback: 'normal' },
        { control: 'number', path: ['bar-letter-spacing'], label: t.letterSpacing, unit: units.px, step: 0.2, fallback: 0 },
      ],
    },
    {
      id: 'cartLabels',
      title: s.cartLabels,
      closed: true,
      fields: [
        text(['bar-title'], t.cartTitle),
        text(['bar-empty-title'], t.cartEmptyTitle),
        text(['bar-checkout-button'], t.cartCheckout),
        text(['bar-price-caption'], t.cartPriceCaption),
        text(['bar-quantity-caption'], t.cartQuantityCaption),
      ],
    },
  ],
});
