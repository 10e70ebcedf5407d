import { propertiesTexts, slideshowConstants } from '@folio/model';
import { defineKindAuthoring } from '../kind-authoring/define';
import { colorField, optionsOf, toggle, type Condition } from '../kind-authoring/fields';
import { PictogramFrame } from '../kind-authoring/pictogram';
import type { PictogramProps } from '../kind-authoring/types';

const { fields: t, sections: s, options: o, units } = propertiesTexts;

const backgroundIs = (type: string): Condition => (widget) => ((widget.selectedType as string | undefined) ?? 'picture') === type;

export function BackgroundPictogram(props: PictogramProps) {
  return (
    <PictogramFrame {...props}>
      <rect x="2.75" y="3.25" width="14.5" height="13.5" rx="1.75" />
      <path d="M2.75 9.5l6.25-6.25M2.75 16l12.75-12.75M9.25 16.75l8-8" />
    </PictogramFrame>
  );
}

export const backgroundAuthoring = defineKindAuthoring({
  type: 'background',
  group: 'layout',
  Pictogram: BackgroundPictogram,
  defaultSize: (page) => ({ w: page.width, h: page.height }),
  // The whole page.
  newWidget: (_box, { page }) => ({ type: 'background', x: 0, y: 0, w: page.width, h: page.height }),
  sections: [
    {
      id: 'background',
      title: s.background,
      fields: [
        colorField(['color'], t.backgroundColor2, 'ffffff'),
        { control: 'select', path: ['selectedType'], label: t.backgroundType, options: optionsOf(o.backgroundType), fallback: 'picture' },
        { control: 'custom', part: 'backgroundPicture', label: t.backgroundPicture, when: backgroundIs('picture') },
        { control: 'custom', part: 'backgroundVideoUrl', label: t.videoUrl, when: backgroundIs('video') },
        toggle(['mute'], t.mute, backgroundIs('video')),
        toggle(['loop'], t.loop, backgroundIs('video')),
      ],
    },
    {
      id: 'backgroundSlides',
      title: s.slides,
      when: backgroundIs('slideshow'),
      fields: [
        { control: 'number', path: ['slideshow', 'delay'], label: t.delay, unit: units.seconds, step: 0.5, fallback: slideshowConstants.defaultDelaySeconds },
        { control: 'number', path: ['slideshow', 'crossfade'], label: t.crossfade, unit: units.seconds, step: 0.1, fallback: slideshowConstants.defaultCrossfadeSeconds },
        { control: 'custom', part: 'backgroundSlides', label: s.slides },
      ],
    },
  ],
});
