import { constructorConstants, constructorTexts, propertiesTexts } from '@folio/model';
import { barSize, defineKindAuthoring } from '../kind-authoring/define';
import { colorField, optionsOf, px, text, toggle, tpIs, weightOptions, type FieldDescription, type FieldPath } from '../kind-authoring/fields';
import { PictogramFrame } from '../kind-authoring/pictogram';
import type { PictogramProps } from '../kind-authoring/types';

const { fields: t, sections: s, options: o, units } = propertiesTexts;
const NEW_BUTTON_SIZE = { w: 160, h: 48 };

/** The styles of one button state (widgets-and-authoring.md §3: default, hover- and current- variants). */
function buttonStateFields(prefix: '' | 'hover-' | 'current-'): FieldDescription[] {
  const at = (name: string): FieldPath => [`${prefix}${name}`];
  return [
    colorField(at('background-color'), t.backgroundColor, 'ffffff', { opacityPath: at('background-color-opacity'), fallbackOpacity: 1 }),
    colorField(at('color'), t.textColor, '000000', { opacityPath: at('color-opacity'), fallbackOpacity: 1 }),
    text(at('font-family'), t.fontFamily),
    { control: 'select', path: at('font-weight'), label: t.fontWeight, options: weightOptions, fallback: '400', numeric: true },
    { control: 'select', path: at('font-style'), label: t.fontStyle, options: optionsOf(o.fontStyle), fallback: 'normal' },
    { control: 'number', path: at('font-size'), label: t.fontSize, unit: units.px, fallback: 18 },
    { control: 'number', path: at('letter-spacing'), label: t.letterSpacing, unit: units.px, step: 0.2, fallback: 0 },
    px(at('border-width'), t.borderWidth),
    colorField(at('border-color'), t.borderColor, '000000', { opacityPath: at('border-color-opacity'), fallbackOpacity: 1 }),
    px(at('border-radius'), t.radius),
  ];
}

export function ButtonPictogram(props: PictogramProps) {
  return (
    <PictogramFrame {...props}>
      <rect x="2.25" y="5.75" width="15.5" height="8.5" rx="4.25" />
      <path d="M7 10h6" />
    </PictogramFrame>
  );
}

export const buttonAuthoring = defineKindAuthoring({
  type: 'button',
  group: 'basic',
  Pictogram: ButtonPictogram,
  defaultSize: (page) => barSize(NEW_BUTTON_SIZE, page),
  // Labelled, in the app's brand blue with white words and round corners, so it reads as a button at once.
  newWidget: (box) => ({
    type: 'button',
    ...box,
    text: constructorTexts.buttonLabel,
    'background-color': constructorConstants.newWidgetColor,
    color: 'ffffff',
    'border-radius': constructorConstants.newButtonRadiusPx,
  }),
  sections: [
    {
      id: 'button',
      title: s.button,
      fields: [
        text(['text'], t.buttonText, { when: tpIs('text', 'text', 'text_and_icon') }),
        { control: 'select', path: ['tp'], label: t.buttonType, options: optionsOf(o.buttonType), fallback: 'text' },
        { control: 'select', path: ['form'], label: t.buttonForm, options: optionsOf(o.buttonForm), fallback: 'rectangle' },
        { control: 'select', path: ['icon_pos'], label: t.iconPosition, options: optionsOf(o.iconPosition), fallback: 'left', when: tpIs('text', 'text_and_icon') },
        px(['icon_w'], t.iconW, { when: tpIs('text', 'icon', 'text_and_icon') }),
        px(['icon_h'], t.iconH, { when: tpIs('text', 'icon', 'text_and_icon') }),
        { control: 'custom', part: 'buttonIcons', label: t.buttonIcon, when: tpIs('text', 'icon', 'text_and_icon') },
      ],
    },
    { id: 'buttonDefault', title: s.buttonDefault, fields: buttonStateFields('') },
    {
      id: 'buttonHover',
      title: s.buttonHover,
      closed: true,
      fields: [
        toggle(['transition'], t.transition),
        { control: 'number', path: ['hover-tansition-duration'], label: t.transitionDuration, unit: units.seconds, step: 0.1, fallback: 0 },
        { control: 'select', path: ['hover-cursor'], label: t.cursor, options: optionsOf(o.cursor), fallback: 'pointer' },
        ...buttonStateFields('hover-'),
      ],
    },
    { id: 'buttonCurrent', title: s.buttonCurrent, closed: true, fields: buttonStateFields('current-') },
  ],
});
