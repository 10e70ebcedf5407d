import { mediaUrlOf, propertiesTexts } from '@folio/model';
import { defineKindAuthoring, fittedSize, textOf } from '../kind-authoring/define';
import { text, toggle } from '../kind-authoring/fields';
import { PictogramFrame } from '../kind-authoring/pictogram';
import type { PictogramProps } from '../kind-authoring/types';

const { fields: t, sections: s } = propertiesTexts;
// A short clip stands upright, 9:16, as phones film it.
const NEW_SHOTS_SIZE = { w: 270, h: 480 };

export function ShotsPictogram(props: PictogramProps) {
  return (
    <PictogramFrame {...props}>
      <rect x="5.25" y="2.25" width="9.5" height="15.5" rx="2" />
      <path d="M8.75 7.75v4.5L12.5 10z" />
    </PictogramFrame>
  );
}

export const shotsAuthoring = defineKindAuthoring({
  type: 'shots',
  group: 'interactive',
  Pictogram: ShotsPictogram,
  defaultSize: (page) => fittedSize(NEW_SHOTS_SIZE, page),
  // As the view decides: neither a clip nor its poster, nothing drawn.
  isEmpty: (widget) => !mediaUrlOf(textOf(widget, 'video_url') || undefined) && !mediaUrlOf(textOf(widget, 'poster_url') || undefined),
  sections: [
    {
      id: 'shots',
      title: s.shots,
      fields: [
        // Upload, or convert from an address, with progress (the editor's part); the poster follows the video.
        { control: 'custom', part: 'shotsVideo', label: t.shotsVideo },
        text(['poster_url'], t.shotsPoster),
        toggle(['autoplay'], t.autoplay),
        toggle(['loop'], t.loop),
        toggle(['mute'], t.mute),
      ],
    },
  ],
});
