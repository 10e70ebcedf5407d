import { facebookEmbedOf, propertiesTexts } from '@folio/model';
import { defineKindAuthoring, fittedSize, textOf } from '../kind-authoring/define';
import { text } from '../kind-authoring/fields';
import { PictogramFrame } from '../kind-authoring/pictogram';
import type { PictogramProps } from '../kind-authoring/types';

const { fields: t, sections: s } = propertiesTexts;
// Facebook's page plugin: 340 px wide by default, 500 px tall.
const NEW_FACEBOOK_SIZE = { w: 340, h: 500 };

export function FacebookPictogram(props: PictogramProps) {
  return (
    <PictogramFrame {...props}>
      <rect x="2.75" y="2.75" width="14.5" height="14.5" rx="3.25" />
      <path d="M13 6.5h-1.25a2 2 0 0 0-2 2v8.75M7.75 10.75h4.75" />
    </PictogramFrame>
  );
}

export const facebookAuthoring = defineKindAuthoring({
  type: 'facebook',
  group: 'interactive',
  Pictogram: FacebookPictogram,
  defaultSize: (page) => fittedSize(NEW_FACEBOOK_SIZE, page),
  isEmpty: (widget) => !facebookEmbedOf(textOf(widget, 'url') || undefined, { width: NEW_FACEBOOK_SIZE.w, height: NEW_FACEBOOK_SIZE.h }),
  sections: [{ id: 'feed', title: s.feed, fields: [text(['url'], t.feedUrl, { hint: t.facebookHint })] }],
});
