// The constructor's words for the named style panels, the paddings editor and "Grow with the text" (docs/editor.md
// "Text styles", "Paddings", "Grow with the text"). The spec names the fields (widgets-and-authoring.md §3 "Text
// style", "Link style", list style) and the rules (§5) but shows no panel: every label here is ours.

export const stylesPanelConstants = {
  /** The panel's width (px), beside the properties panel. */
  widthPx: 380,
  /** The font sizes the size field steps within (widgets-and-authoring.md §5 gives only the step, 1). Ours. */
  minFontSize: 1,
  maxFontSize: 999,
  /** A new style or a copy is named with the first number not yet taken, from 2 ("Style 2", "H1 2"). */
  firstCopyNumber: 2,
  /** The underline thickness and offset a link style's states step within (ours). */
  maxLinkLine: 50,
} as const;

export const paddingsTexts = {
  group: 'Paddings of the paragraph',
  sides: { top: 'Top padding', right: 'Right padding', bottom: 'Bottom padding', left: 'Left padding' },
  short: { top: 'T', right: 'R', bottom: 'B', left: 'L' },
  handle: (side: string) => `Drag to change the ${side.toLowerCase()}`,
  notAPadding: 'Type a whole number of 0 or more.',
  hint: 'Arrow keys change it by 1, with Shift by 10.',
} as const;

export const stylesTexts = {
  /** The top bar's button and the text toolbar's entry. */
  open: 'Styles',
  editStyles: 'Edit styles…',
  title: 'Styles',
  close: 'Close styles',
  kinds: { text: 'Text', link: 'Links', list: 'Lists' },
  kindsLabel: 'Kind of style',
  scopes: { project: 'This project', global: 'My styles' },
  scopesLabel: 'Where the styles are kept',
  projectHint: 'Texts of this project use these styles by name: a change shows on every page at once.',
  globalHint: 'Your own styles, for all your projects. Add one to this project to use it.',
  styleList: { text: 'Text styles', link: 'Link styles', list: 'List styles' },
  newStyle: 'New style',
  /** A new style's name before its number ("Style 2"). */
  newStyleBase: { text: 'Style', link: 'Link style', list: 'List' },
  duplicate: 'Duplicate',
  delete: 'Delete',
  deleteStyle: (name: string) => `Delete ${name}`,
  confirmDeleteTitle: (name: string) => `Delete the style ${name}?`,
  confirmDeleteText: (kind: 'text' | 'link' | 'list') =>
    ({
      text: 'Texts that use it go back to the base text style (Roboto 18 px). You can undo this with Ctrl/Cmd+Z.',
      link: 'Links that use it go back to the default link style. You can undo this with Ctrl/Cmd+Z.',
      list: 'Lists that use it go back to the default list style. You can undo this with Ctrl/Cmd+Z.',
    })[kind],
  confirmDelete: 'Delete style',
  cancel: 'Cancel',
  saveToMine: 'Save to My styles',
  savedToMine: (name: string) => `${name} is saved to My styles.`,
  replacedInMine: (name: string) => `${name} is replaced in My styles.`,
  addToProject: 'Add to this project',
  addedToProject: (name: string) => `${name} is added to this project.`,
  replacedInProject: (name: string) => `${name} in this project is replaced.`,
  globalLoading: 'Loading your styles…',
  globalFailed: (message: string) => `Your styles could not be loaded: ${message}`,
  globalSaveFailed: (message: string) => `Your styles could not be saved: ${message}`,
  noStyles: 'No styles yet.',
  applyToSelection: 'Apply to selection',
  usedBy: (count: number, kind: 'text' | 'link' | 'list') => {
    const [one, many] = kind === 'link' ? ['link', 'links'] : ['paragraph', 'paragraphs'];
    return count === 0 ? 'Not used in this project yet' : `Used in ${count} ${count === 1 ? one : many}`;
  },
  preview: 'The quick brown fox',

  // Fields of a style, in sections
  sections: { style: 'Style', type: 'Type', layout: 'Alignment and case', paddings: 'Paddings', states: 'States' },
  name: 'Name',
  nameTaken: (name: string) => `Another style is already named ${name}.`,
  nameEmpty: 'A style needs a name.',
  label: 'Label',
  labelHint: 'Shown in the style lists; the name is what texts refer to.',
  tag: 'Tag',
  tags: { p: 'Paragraph (p)', h1: 'Heading 1 (h1)', h2: 'Heading 2 (h2)', h3: 'Heading 3 (h3)', h4: 'Heading 4 (h4)', h5: 'Heading 5 (h5)', h6: 'Heading 6 (h6)' },
  family: 'Font',
  weight: 'Weight',
  weights: { 100: 'Thin 100', 200: 'Extra light 200', 300: 'Light 300', 400: 'Regular 400', 500: 'Medium 500', 600: 'Semibold 600', 700: 'Bold 700', 800: 'Extra bold 800', 900: 'Black 900' } as Record<number, string>,
  italic: 'Italic',
  size: 'Size',
  lineHeight: 'Line height',
  letterSpacing: 'Letter spacing',
  color: 'Colour',
  align: 'Alignment',
  aligns: { left: 'Left', center: 'Centre', right: 'Right', justify: 'Justify' },
  decoration: 'Decoration',
  decorations: { none: 'None', underline: 'Underline', 'line-through': 'Strike through', 'underline line-through': 'Underline and strike through' },
  transform: 'Case',
  transforms: { none: 'As typed', uppercase: 'UPPERCASE', lowercase: 'lowercase', capitalize: 'Capitalize' },
  paddings: 'Paddings',
  unit: 'px',

  // Link styles
  states: { link: 'Link', hover: 'Hover', current: 'Current page' },
  statesLabel: 'State of the link',
  textColor: 'Text colour',
  lineColor: 'Underline colour',
  lineSize: 'Underline thickness',
  linePadding: 'Underline offset',
  lineType: 'Underline',
  lineTypes: { none: 'None', solid: 'Solid', dotted: 'Dotted', dashed: 'Dashed' },
  sameAsLink: 'Same as the link',

  // List styles
  listType: 'Type',
  listTypes: { unordered: 'Bullets', ordered: 'Numbers' },
  itemStyle: 'Text style of the items',
  itemStyleNone: 'The paragraph’s own',

  // The link panel's choice
  linkStyle: 'Link style',
  linkStyleDefault: 'Default',
} as const;
