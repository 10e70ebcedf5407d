import { propertiesTexts, twitterEmbedOf } from '@folio/model';
import { defineKindAuthoring, fittedSize, textOf } from '../kind-authoring/define';
import { text } from '../kind-authoring/fields';
import { PictogramFrame } from '../kind-authoring/pictogram';
import type { PictogramProps } from '../kind-authoring/types';

const { fields: t, sections: s } = propertiesTexts;
// A post or a profile's timeline, about as wide as Twitter draws them.
const NEW_TWITTER_SIZE = { w: 340, h: 480 };

export function TwitterPictogram(props: PictogramProps) {
  return (
    <PictogramFrame {...props}>
      <path d="M4.25 3.75h11.5a1.5 1.5 0 0 1 1.5 1.5v7.5a1.5 1.5 0 0 1-1.5 1.5H9.5l-3.75 3v-3h-1.5a1.5 1.5 0 0 1-1.5-1.5v-7.5a1.5 1.5 0 0 1 1.5-1.5z" />
      <path d="M6.5 7.5h7M6.5 10.5h4.5" />
    </PictogramFrame>
  );
}

export const twitterAuthoring = defineKindAuthoring({
  type: 'twitter',
  group: 'interactive',
  Pictogram: TwitterPictogram,
  defaultSize: (page) => fittedSize(NEW_TWITTER_SIZE, page),
  isEmpty: (widget) => !twitterEmbedOf(textOf(widget, 'url') || undefined),
  sections: [{ id: 'feed', title: s.feed, fields: [text(['url'], t.feedUrl, { hint: t.twitterHint })] }],
});
