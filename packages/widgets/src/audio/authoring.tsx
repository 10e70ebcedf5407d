import { propertiesTexts } from '@folio/model';
import { barSize, defineKindAuthoring, textOf } from '../kind-authoring/define';
import { text, toggle } from '../kind-authoring/fields';
import { PictogramFrame } from '../kind-authoring/pictogram';
import type { PictogramProps } from '../kind-authoring/types';

const { fields: t, sections: s } = propertiesTexts;
// A bar: the browser's audio controls are about 54 px tall.
const NEW_AUDIO_SIZE = { w: 360, h: 56 };

export function AudioPictogram(props: PictogramProps) {
  return (
    <PictogramFrame {...props}>
      <path d="M3.5 8.5v3M6.5 6v8M9.5 3.5v13M12.5 6.5v7M15.5 8v4" />
    </PictogramFrame>
  );
}

export const audioAuthoring = defineKindAuthoring({
  type: 'audio',
  group: 'media',
  Pictogram: AudioPictogram,
  defaultSize: (page) => barSize(NEW_AUDIO_SIZE, page),
  isEmpty: (widget) => !textOf(widget, 'url'),
  sections: [
    {
      id: 'audio',
      title: s.audio,
      fields: [text(['url'], t.audioUrl), text(['title'], t.audioTitle), toggle(['autoplay'], t.autoplay), toggle(['loop'], t.loop)],
    },
  ],
});
