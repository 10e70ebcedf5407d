import { propertiesTexts } from '@folio/model';
import { defineKindAuthoring, fittedSize } from '../kind-authoring/define';
import { colorField, is, optionsOf, px, text, toggle } from '../kind-authoring/fields';
import { PictogramFrame } from '../kind-authoring/pictogram';
import type { PictogramProps } from '../kind-authoring/types';

const { fields: t, sections: s, options: o } = propertiesTexts;
// A new picture's frame, 4:3 (an uploaded file takes its own proportions).
const NEW_PICTURE_SIZE = { w: 320, h: 240 };

export function PicturePictogram(props: PictogramProps) {
  return (
    <PictogramFrame {...props}>
      <rect x="2.75" y="3.75" width="14.5" height="12.5" rx="2" />
      <circle cx="7.25" cy="8" r="1.5" />
      <path d="M3 14l4.25-4 3.25 3 2.25-2 4.25 3.75" />
    </PictogramFrame>
  );
}

export const pictureAuthoring = defineKindAuthoring({
  type: 'picture',
  group: 'basic',
  Pictogram: PicturePictogram,
  defaultSize: (page) => fittedSize(NEW_PICTURE_SIZE, page),
  corners: { single: 'border_radius', independent: 'border_radius_independent' },
  sections: [
    {
      id: 'picture',
      title: s.picture,
      fields: [
        { control: 'custom', part: 'pictureUpload', label: t.replacePicture },
        text(['alt'], t.alt, { multiline: true, hint: t.altHint }),
      ],
    },
    {
      id: 'look',
      title: s.look,
      fields: [
        { control: 'percent', path: ['opacity'], label: t.opacity, fallback: 1 },
        px(['border_size'], t.borderWidth),
        colorField(['border_color'], t.borderColor, '000000'),
        { control: 'custom', part: 'corners', label: t.radius },
      ],
    },
    {
      id: 'crop',
      title: s.crop,
      closed: true,
      fields: [
        px(['cropX'], t.cropX),
        px(['cropY'], t.cropY),
        px(['cropW'], t.cropW),
        px(['cropH'], t.cropH),
        { control: 'select', path: ['fwpos'], label: t.fwpos, options: optionsOf(o.vpos), fallback: 'center', when: is('is_full_width') },
        { control: 'select', path: ['fhpos'], label: t.fhpos, options: optionsOf(o.hpos), fallback: 'center', when: is('is_full_height') },
      ],
    },
    {
      id: 'preview',
      title: s.preview,
      fields: [toggle(['preview_enabled'], t.previewEnabled), colorField(['preview_overlay_color'], t.previewOverlay, '000000', { when: is('preview_enabled') })],
    },
  ],
});
