import { propertiesTexts } from '@folio/model';
import { defineKindAuthoring, fittedSize, textOf } from '../kind-authoring/define';
import { PictogramFrame } from '../kind-authoring/pictogram';
import type { PictogramProps } from '../kind-authoring/types';

const { fields: t, sections: s } = propertiesTexts;
// 16:9, what most embedded players and pages expect.
const NEW_EMBED_SIZE = { w: 480, h: 270 };

export function EmbedPictogram(props: PictogramProps) {
  return (
    <PictogramFrame {...props}>
      <path d="M6.5 6L2.75 10l3.75 4M13.5 6l3.75 4-3.75 4M11.25 4.25l-2.5 11.5" />
    </PictogramFrame>
  );
}

export const iframeAuthoring = defineKindAuthoring({
  type: 'iframe',
  group: 'interactive',
  Pictogram: EmbedPictogram,
  defaultSize: (page) => fittedSize(NEW_EMBED_SIZE, page),
  // As the view decides: neither code nor an address, nothing drawn.
  isEmpty: (widget) => !textOf(widget, 'code') && !textOf(widget, 'url'),
  sections: [{ id: 'embed', title: s.embed, fields: [{ control: 'custom', part: 'embedCode', label: t.embedCode }] }],
});
