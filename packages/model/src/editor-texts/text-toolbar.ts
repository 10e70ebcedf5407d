// The constructor's words for the text toolbar shown while a text is edited (docs/editor.md "Text toolbar"). The spec
// names what it sets (widgets-and-authoring.md §3 "Inline styles", "Text style", list types and alignment; §9 keys)
// but shows no toolbar: every label here is ours.

/** Names of the weights a family may have (widgets-and-authoring.md §3: n1…n9 / i1…i9, weights 100…900). */
const WEIGHT_NAMES: Readonly<Record<number, string>> = {
  100: 'Thin',
  200: 'Extra light',
  300: 'Light',
  400: 'Regular',
  500: 'Medium',
  600: 'Semibold',
  700: 'Bold',
  800: 'Extra bold',
  900: 'Black',
};

export const textToolbarTexts = {
  toolbar: 'Text formatting',
  /** How to reach the toolbar from the text, read with the text's own hint. */
  reachHint: 'Press Alt+F10 to reach the formatting toolbar.',
  mixed: 'Mixed',

  // Text style (named styles, §3)
  textStyle: 'Text style',
  noTextStyle: 'No style',
  editStyles: 'Edit styles…',
  textStyleOption: (label: string) => label,

  // Font
  weight: 'Weight',
  weightName: (weight: number, italic: boolean) => {
    const name = WEIGHT_NAMES[weight] ?? String(weight);
    return italic ? (weight === 400 ? 'Italic' : `${name} italic`) : name;
  },
  fontSize: 'Font size',
  color: 'Text colour',
  colorOf: (hex: string, opacity: number) => `Text colour: #${hex}, ${opacity}%`,
  colorMixed: 'Text colour: mixed',
  hex: 'Hex colour',
  opacity: 'Opacity',
  picker: 'Pick a colour',
  defaultColor: 'The style’s colour',
  notAColour: 'Enter a colour as 6 hex digits, such as 1d3557.',

  // Spacing
  lineHeight: 'Line height',
  letterSpacing: 'Letter spacing',

  // Style of the characters
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  lineThrough: 'Strikethrough',
  decoration: 'Decoration',
  textCase: 'Case',
  cases: {
    none: 'As typed',
    uppercase: 'UPPERCASE',
    lowercase: 'lowercase',
    capitalize: 'Capitalize Words',
  },
  script: 'Position',
  superscript: 'Superscript',
  subscript: 'Subscript',

  // Paragraphs
  align: 'Alignment',
  alignLeft: 'Align left',
  alignCenter: 'Align centre',
  alignRight: 'Align right',
  alignJustify: 'Justify',
  lists: 'Lists',
  bulletList: 'Bulleted list',
  numberList: 'Numbered list',
  indentation: 'Indentation',
  indent: 'Increase indent',
  outdent: 'Decrease indent',
  paddings: 'Paddings',
  paddingsOfBlock: 'Paddings of the paragraph',

  more: 'More',
  moreTitle: 'Font features, axes, outline and kerning',
  link: 'Link',
  /** A control's tooltip: its name and its key (Ctrl+B, ⌘B). */
  withShortcut: (label: string, keys: string) => `${label} (${keys})`,
} as const;
