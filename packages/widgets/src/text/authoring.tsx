import { constructorTexts, newObjectId, propertiesTexts } from '@folio/model';
import { defineKindAuthoring, barSize } from '../kind-authoring/define';
import { colorField, not, px, toggle, optionsOf, type Condition } from '../kind-authoring/fields';
import { PictogramFrame } from '../kind-authoring/pictogram';
import type { PictogramProps } from '../kind-authoring/types';

const { fields: t, sections: s, options: o } = propertiesTexts;
// A new text holds a line or two of the sample quote at the default style.
const NEW_TEXT_SIZE = { w: 320, h: 104 };
const BLOCK_KEY_LENGTH = 5;

const isTextV2: Condition = (widget) => widget.version === 2;

/** A sample quote (widgets-and-authoring.md §3: new text widgets get one when no text is given). */
export function sampleQuote(random: () => number = Math.random): string {
  const quotes = constructorTexts.sampleQuotes;
  return quotes[Math.floor(random() * quotes.length) % quotes.length]!;
}

export function TextPictogram(props: PictogramProps) {
  return (
    <PictogramFrame {...props}>
      <path d="M4 5.5V4h12v1.5M10 4v12.5M7.5 16.5h5" />
    </PictogramFrame>
  );
}

export const textAuthoring = defineKindAuthoring({
  type: 'text',
  group: 'basic',
  Pictogram: TextPictogram,
  defaultSize: (page) => barSize(NEW_TEXT_SIZE, page),
  newWidget: (box, { random }) => ({
    type: 'text',
    version: 3,
    ...box,
    blocks: [{ key: newObjectId().slice(0, BLOCK_KEY_LENGTH), text: sampleQuote(random), depth: 0, entityRanges: [] }],
  }),
  sections: [
    {
      id: 'text',
      title: s.text,
      fields: [
        colorField(['bg_color'], t.textBackground, 'ffffff', { opacityPath: ['bg_opacity'], fallbackOpacity: 0, when: isTextV2 }),
        { control: 'number', path: ['column_count'], label: t.columns, fallback: 1, when: isTextV2 },
        px(['column_gap'], t.columnGap, { fallback: 16, when: isTextV2 }),
        colorField(['bgColor'], t.textBackground, 'ffffff00', { alphaInHex: true, when: not(isTextV2) }),
        { control: 'number', path: ['columns', 'count'], label: t.columns, fallback: 1, when: not(isTextV2) },
        px(['columns', 'gap'], t.columnGap, { fallback: 16, when: not(isTextV2) }),
        { control: 'select', path: ['verticalAlign'], label: t.verticalAlign, options: optionsOf(o.verticalAlign), fallback: 'top', when: not(isTextV2) },
        toggle(['autosize'], t.autosize, not(isTextV2)),
        { control: 'select', path: ['textDirection'], label: t.textDirection, options: optionsOf(o.textDirection), fallback: 'ltr', when: not(isTextV2) },
      ],
    },
  ],
});
