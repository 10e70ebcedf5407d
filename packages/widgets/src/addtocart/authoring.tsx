import { propertiesTexts, widgetKindTexts } from '@folio/model';
import { barSize, defineKindAuthoring } from '../kind-authoring/define';
import { PictogramFrame } from '../kind-authoring/pictogram';
import type { PictogramProps } from '../kind-authoring/types';

const { sections: s } = propertiesTexts;
// A button: room for "Add to cart" at the view's 16 px type.
const NEW_ADD_TO_CART_SIZE = { w: 180, h: 48 };

export function AddToCartPictogram(props: PictogramProps) {
  return (
    <PictogramFrame {...props}>
      <path d="M4.5 6.75h11l.75 10.5H3.75z" />
      <path d="M7.5 6.75V5.5a2.5 2.5 0 0 1 5 0v1.25M10 9.75v4.5M7.75 12h4.5" />
    </PictogramFrame>
  );
}

export const addtocartAuthoring = defineKindAuthoring({
  type: 'addtocart',
  group: 'shop',
  Pictogram: AddToCartPictogram,
  defaultSize: (page) => barSize(NEW_ADD_TO_CART_SIZE, page),
  // Labelled from the start: the panel shows the words the button draws.
  newWidget: (box) => ({ type: 'addtocart', ...box, label: widgetKindTexts.addToCart }),
  sections: [{ id: 'product', title: s.product, fields: [{ control: 'custom', part: 'addToCart', label: s.product }] }],
});
