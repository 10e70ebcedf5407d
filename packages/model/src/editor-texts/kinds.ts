// The constructor's words and numbers for widget kinds as authors meet them: the add menu's labels and groups, new
// widgets' sizes and placement, and the placeholders empty media widgets draw on the canvas (docs/editor.md "Add
// menu"). The spec names no wording or sizes for them: ours.

// Kept apart from kindTexts so that constructorTexts can name them without reading a property (bundles leave out
// what nobody reads).
/** Each kind's name in the add menu, the properties panel, the layers panel and the context menu. */
export const kindLabels = {
  text: 'Text',
  picture: 'Picture',
  shape: 'Shape',
  button: 'Button',
  background: 'Background',
  slideshow: 'Slideshow',
  video: 'Video',
  audio: 'Audio',
  gmaps: 'Map',
  hotspot: 'Hotspot',
  form: 'Form',
  iframe: 'Embed',
  facebook: 'Facebook',
  twitter: 'Twitter',
  shots: 'Shots',
  rmheader: 'Header',
  rmfooter: 'Footer',
  addtocart: 'Add to cart',
  ecommercecart: 'Cart',
} as const;

/** The add menu's groups. */
export const kindGroups = { basic: 'Basic', media: 'Media', interactive: 'Interactive', layout: 'Page parts', shop: 'Shop' } as const;

export const kindTexts = {
  labels: kindLabels,
  groups: kindGroups,
  /** What an empty media widget says on the canvas (never in the viewer): what it is and how to fill it. */
  placeholders: {
    video: 'Paste a YouTube or Vimeo link in Properties',
    slideshow: 'Add pictures in Properties',
    gmaps: 'Type an address in Properties',
    iframe: 'Paste embed code in Properties',
    facebook: 'Paste a Facebook page or post link in Properties',
    twitter: 'Paste a post or profile link in Properties',
    shots: 'Upload a video in Properties',
    audio: 'Paste an audio file link in Properties',
  },
  /** A new form's fields. */
  newFormFields: { name: 'Name', email: 'Email' },
} as const;

export const kindConstants = {
  /** Pictograms are drawn on a 20 px grid with a 1.5 px line, in the text's colour. */
  pictogramGridPx: 20,
  pictogramStrokePx: 1.5,
  /**
   * A new widget lands at the middle of the canvas's view; the next ones added while the view stays the same land
   * this far right and down from the last (page px), so none hides another. A moved or zoomed view starts again.
   */
  placementStepPx: 24,
  /** After this many steps the cascade starts again at the middle (it would leave the view). */
  placementStepsMax: 8,
  /** The placeholder's pictogram and its words (screen px, whatever the zoom), and when a widget is too small for words. */
  placeholderPictogramPx: 28,
  placeholderWordsMinWidthPx: 120,
  placeholderWordsMinHeightPx: 72,
} as const;

export type KindGroup = keyof typeof kindTexts.groups;
