import { constructorConstants, propertiesTexts } from '@folio/model';
import { defineKindAuthoring, fittedSize } from '../kind-authoring/define';
import { colorField, not, optionsOf, px, tpIn, tpIs } from '../kind-authoring/fields';
import { PictogramFrame } from '../kind-authoring/pictogram';
import type { PictogramProps } from '../kind-authoring/types';

const { fields: t, sections: s, options: o } = propertiesTexts;
const NEW_SHAPE_SIZE = { w: 200, h: 200 };

export function ShapePictogram(props: PictogramProps) {
  return (
    <PictogramFrame {...props}>
      <rect x="2.75" y="2.75" width="8.5" height="8.5" rx="1.25" />
      <circle cx="12.75" cy="12.75" r="4.5" />
    </PictogramFrame>
  );
}

export const shapeAuthoring = defineKindAuthoring({
  type: 'shape',
  group: 'basic',
  Pictogram: ShapePictogram,
  defaultSize: (page) => fittedSize(NEW_SHAPE_SIZE, page),
  // Filled in the app's brand blue, so it shows on a white page.
  newWidget: (box) => ({ type: 'shape', ...box, tp: 'rectangle', bg_color: constructorConstants.newWidgetColor, bg_opacity: 1 }),
  corners: { single: 'radius', independent: 'radius_rect_independent' },
  sections: [
    {
      id: 'shape',
      title: s.shape,
      fields: [
        { control: 'select', path: ['tp'], label: t.shapeType, options: optionsOf(o.shapeType), fallback: 'rectangle' },
        { control: 'number', path: ['sides'], label: t.sides, fallback: 5, when: tpIs('rectangle', 'polygon') },
        { control: 'percent', path: ['opacity'], label: t.opacity, fallback: 1 },
      ],
    },
    {
      id: 'fill',
      title: s.fill,
      when: not(tpIs('rectangle', 'line', 'icon')),
      fields: [colorField(['bg_color'], t.fillColor, 'ffffff', { opacityPath: ['bg_opacity'], fallbackOpacity: 1 })],
    },
    {
      id: 'line',
      title: s.line,
      when: tpIs('rectangle', 'line'),
      fields: [
        colorField(['color'], t.lineColor, '000000'),
        px(['borders', 'width'], t.lineWidth, { fallback: 1 }),
        { control: 'select', path: ['borders', 'style'], label: t.borderStyle, options: optionsOf(o.strokeStyle), fallback: 'solid' },
      ],
    },
    { id: 'icon', title: s.icon, when: tpIs('rectangle', 'icon'), fields: [{ control: 'custom', part: 'shapeIconUpload', label: t.iconPicture }] },
    {
      id: 'border',
      title: s.border,
      when: not(tpIs('rectangle', 'line', 'icon')),
      fields: [
        px(['borders', 'width'], t.borderWidth),
        colorField(['borders', 'color'], t.borderColor, '000000', { opacityPath: ['borders', 'opacity'], fallbackOpacity: 1 }),
        { control: 'select', path: ['borders', 'style'], label: t.borderStyle, options: optionsOf(o.strokeStyle), fallback: 'solid' },
      ],
    },
    {
      id: 'corners',
      title: s.corners,
      when: tpIn('rectangle'),
      fields: [{ control: 'custom', part: 'corners', label: t.radius }],
    },
  ],
});
