import { propertiesTexts, videoRefOf, type VideoWidget } from '@folio/model';
import { defineKindAuthoring, fittedSize } from '../kind-authoring/define';
import { toggle } from '../kind-authoring/fields';
import { PictogramFrame } from '../kind-authoring/pictogram';
import type { PictogramProps } from '../kind-authoring/types';

const { fields: t, sections: s, units } = propertiesTexts;
// 16:9, the players' own proportions.
const NEW_VIDEO_SIZE = { w: 480, h: 270 };

export function VideoPictogram(props: PictogramProps) {
  return (
    <PictogramFrame {...props}>
      <rect x="2.25" y="4.25" width="15.5" height="11.5" rx="2.25" />
      <path d="M8.5 7.5v5l4.25-2.5z" />
    </PictogramFrame>
  );
}

export const videoAuthoring = defineKindAuthoring({
  type: 'video',
  group: 'media',
  Pictogram: VideoPictogram,
  defaultSize: (page) => fittedSize(NEW_VIDEO_SIZE, page),
  // As the view decides: no player address, nothing drawn.
  isEmpty: (widget) => !videoRefOf(widget as VideoWidget),
  sections: [
    {
      id: 'video',
      title: s.video,
      fields: [
        { control: 'custom', part: 'videoUrl', label: t.videoUrl },
        { control: 'number', path: ['start_time'], label: t.startTime, unit: units.seconds, fallback: 0 },
      ],
    },
    {
      id: 'playback',
      title: s.playback,
      fields: [toggle(['autoplay'], t.autoplay), toggle(['loop'], t.loop), toggle(['mute'], t.mute), { control: 'toggle', path: ['controls'], label: t.controls, fallback: true }],
    },
    { id: 'poster', title: s.poster, fields: [{ control: 'custom', part: 'videoPoster', label: t.customPoster }] },
  ],
});
