import { hotspotConstants, propertiesTexts } from '@folio/model';
import { defineKindAuthoring, fittedSize } from '../kind-authoring/define';
import { colorField, optionsOf, px, text } from '../kind-authoring/fields';
import { PictogramFrame } from '../kind-authoring/pictogram';
import type { PictogramProps } from '../kind-authoring/types';

const { fields: t, sections: s, options: o } = propertiesTexts;
// A spot a finger can tap (WCAG's 24 px and more), small enough to sit on a picture's detail.
const NEW_HOTSPOT_SIZE = { w: 32, h: 32 };

export function HotspotPictogram(props: PictogramProps) {
  return (
    <PictogramFrame {...props}>
      <circle cx="10" cy="10" r="6.75" />
      <circle cx="10" cy="10" r="2.25" fill="currentColor" />
    </PictogramFrame>
  );
}

export const hotspotAuthoring = defineKindAuthoring({
  type: 'hotspot',
  group: 'interactive',
  Pictogram: HotspotPictogram,
  defaultSize: (page) => fittedSize(NEW_HOTSPOT_SIZE, page),
  sections: [
    {
      id: 'hotspot',
      title: s.hotspot,
      fields: [
        text(['tip_text'], t.tipText, { multiline: true }),
        { control: 'select', path: ['tip_position'], label: t.tipPosition, options: optionsOf(o.tipPosition), fallback: hotspotConstants.defaultTipPosition },
        px(['tip_w'], t.tipWidth, { fallback: hotspotConstants.defaultTipWidthPx }),
        colorField(['color'], t.spotColor, hotspotConstants.defaultColor),
      ],
    },
  ],
});
