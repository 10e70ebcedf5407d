import { propertiesTexts, slideshowConstants, type SlideshowWidget } from '@folio/model';
import { defineKindAuthoring, fittedSize } from '../kind-authoring/define';
import { text } from '../kind-authoring/fields';
import { PictogramFrame } from '../kind-authoring/pictogram';
import type { PictogramProps } from '../kind-authoring/types';
import { slidesOf } from './loop';

const { fields: t, sections: s, units } = propertiesTexts;
// 3:2, the proportions of most camera pictures.
const NEW_SLIDESHOW_SIZE = { w: 480, h: 320 };

export function SlideshowPictogram(props: PictogramProps) {
  return (
    <PictogramFrame {...props}>
      <rect x="2.75" y="5.25" width="12" height="10" rx="1.5" />
      <path d="M5.75 2.75h9.5a2 2 0 0 1 2 2v7.5" />
      <path d="M2.75 13l3.5-3 3 2.5 2-1.5 3.5 2.5" />
    </PictogramFrame>
  );
}

export const slideshowAuthoring = defineKindAuthoring({
  type: 'slideshow',
  group: 'media',
  Pictogram: SlideshowPictogram,
  defaultSize: (page) => fittedSize(NEW_SLIDESHOW_SIZE, page),
  isEmpty: (widget) => slidesOf((widget as Partial<SlideshowWidget>).pictures).length === 0,
  sections: [
    {
      id: 'timing',
      title: s.timing,
      fields: [
        text(['name'], t.slideshowName),
        { control: 'number', path: ['delay'], label: t.delay, unit: units.seconds, step: 0.5, fallback: slideshowConstants.defaultDelaySeconds },
        { control: 'number', path: ['crossfade'], label: t.crossfade, unit: units.seconds, step: 0.1, fallback: slideshowConstants.defaultCrossfadeSeconds },
      ],
    },
    { id: 'slides', title: s.slides, fields: [{ control: 'custom', part: 'slides', label: s.slides }] },
  ],
});
