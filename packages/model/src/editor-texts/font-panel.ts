// The constructor's words for the font family picker and the font features panel (docs/editor.md "Fonts"). The spec
// names the panel and its parts (widgets-and-authoring.md §2 "Font panel with font features and custom font upload",
// §3 "Inline styles") and one message (§8 "Can't detect font features"); every other label here is ours.

import type { FontCategory } from '../fonts/library';

export const fontPanelTexts = {
  // The family picker
  family: 'Font family',
  chooseFamily: (family: string) => `Font family: ${family}`,
  search: 'Search fonts',
  searchPlaceholder: 'Search fonts…',
  families: 'Font families',
  noMatch: (query: string) => `No font matches “${query}”.`,
  current: 'Current font',
  sections: {
    inUse: 'In this project',
    custom: 'My fonts',
    system: 'System',
  },
  /** The library's categories (FontCategory). */
  categories: {
    serif: 'Serif',
    'sans-serif': 'Sans serif',
    display: 'Display',
    monospace: 'Monospace',
    handwriting: 'Handwriting',
  } satisfies Record<FontCategory, string>,
  /** The line drawn in the face of the font under the pointer or the arrow keys. */
  previewSample: 'The quick brown fox jumps over the lazy dog 0123456789',
  previewOf: (family: string) => `Preview of ${family}`,
  variable: 'Variable',

  // Custom fonts (widgets-and-authoring.md §2: only with the permission can_use_custom_fonts)
  uploadFont: 'Upload font…',
  uploadFontHint: 'TTF, OTF, WOFF or WOFF2',
  chooseFontFile: 'Choose a font file',
  uploadNotAvailable: 'Uploading your own fonts is not available on this account.',
  uploading: (name: string) => `Uploading ${name}…`,
  uploadPercent: (percent: number) => `${percent}%`,
  uploaded: (family: string) => `${family} was added to My fonts and to this project.`,
  tooLarge: (name: string, size: string, max: string) => `${name} is too large (${size}): a font file can be at most ${max}.`,
  notAFont: (name: string) => `${name} is not a font that can be uploaded: choose a TTF, OTF, WOFF or WOFF2 file.`,
  uploadFailed: (name: string, message: string) => `${name} could not be uploaded: ${message}`,
  uploadNoAnswer: 'The server could not be reached. Check your connection and try again.',
  uploadUnreadableAnswer: 'The server gave an answer that could not be read.',
  customFontsFailed: 'Your fonts could not be loaded.',
  dismiss: 'Dismiss',

  // The features panel
  features: 'Font features',
  openFeatures: 'Font features…',
  loadingFeatures: 'Reading the font’s features…',
  // widgets-and-authoring.md §8: "Can't detect font features" — said politely to the author.
  cannotDetect: "Can't detect font features",
  cannotDetectHint: 'This font does not tell which OpenType features it has (system fonts never do).',
  featuresFailed: (message: string) => `The font’s features could not be read: ${message}`,
  retry: 'Try again',
  noFeatures: 'This font has no optional OpenType features.',
  groups: {
    ligatures: 'Ligatures',
    figures: 'Figures',
    fractions: 'Fractions',
    smallCaps: 'Small capitals',
    stylisticSets: 'Stylistic sets',
    position: 'Position',
    axes: 'Variable axes',
    stroke: 'Outline',
    spacing: 'Kerning',
  },
  featureNames: {
    liga: 'Standard ligatures',
    dlig: 'Discretionary ligatures',
    lnum: 'Lining figures',
    onum: 'Old-style figures',
    tnum: 'Tabular figures',
    pnum: 'Proportional figures',
    frac: 'Fractions',
    smcp: 'Small capitals',
    c2sc: 'Capitals to small capitals',
    sups: 'Superior figures',
    subs: 'Inferior figures',
  } as Readonly<Record<string, string>>,
  stylisticSet: (n: number) => `Stylistic set ${n}`,
  figureStyle: 'Figure style',
  figureSpacing: 'Figure spacing',
  figureDefault: 'Font default',
  axisValue: (name: string) => `${name} axis`,
  resetAxis: (name: string) => `Reset ${name}`,
  kerning: 'Kerning',
  strokeWidth: 'Outline width',
  strokeColor: 'Outline colour',
  script: 'Superscript and subscript',
  scripts: {
    none: 'Normal',
    superscript: 'Superscript',
    subscript: 'Subscript',
  },
} as const;
