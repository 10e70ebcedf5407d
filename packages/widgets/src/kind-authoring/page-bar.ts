import { pageBarConstants, propertiesTexts } from '@folio/model';
import { colorField, toggle, type SectionDescription } from './fields';

const { fields: t, sections: s } = propertiesTexts;

/** A header's and a footer's panel: one colour and whether it sticks to the window. */
export const pageBarSection: SectionDescription = {
  id: 'bar',
  title: s.bar,
  fields: [
    colorField(['bg_color'], t.barColor, pageBarConstants.defaultBgColor, { opacityPath: ['bg_opacity'], fallbackOpacity: pageBarConstants.defaultBgOpacity }),
    toggle(['sticky'], t.sticky),
  ],
};

/** A header or footer is as tall as this (page px) when new, and spans the window's width. */
export const NEW_PAGE_BAR_HEIGHT = 80;
