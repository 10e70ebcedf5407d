// The constructor's words and numbers for uploads, swatches and templates (docs/editor-library.md). The spec gives
// no wording for them (widgets-and-authoring.md §8: "Wording of upload and swatch errors: not shown"): ours.

const MEBIBYTE = 1024 * 1024;

/**
 * What POST /api/upload takes (docs/api.md "Pictures: uploads and variants"). The server reads its defaults from
 * here and the constructor checks files against the same numbers before sending them. Ours: the spec gives no
 * upload limits; 25 MB and 100 megapixels cover camera originals.
 */
export const pictureUploadLimits = {
  maxBytes: 25 * MEBIBYTE,
  maxPixels: 100_000_000,
  /** The types the server accepts (it reads the type from the bytes; SVG is refused). */
  types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'],
  /** File name endings of those types, for files the browser gives no type. */
  extensions: ['jpg', 'jpeg', 'jpe', 'png', 'webp', 'gif', 'avif'],
} as const;

export const libraryConstants = {
  /** Several pictures dropped at once land this far apart (page px), right and down, so none hides another. */
  dropCascadePx: 24,
  /** The colour the swatch form starts from: the brand blue, opaque. */
  newSwatchColor: '1D3557FF',
  /** A swatch colour is RRGGBBAA (docs/api.md "Swatches"): opaque is FF. */
  opaqueAlpha: 'FF',
} as const;

/** 25 MB, 3.2 MB, 800 KB: a file's size as an author reads it. */
export function formatFileSize(bytes: number): string {
  if (bytes >= MEBIBYTE) return `${Number((bytes / MEBIBYTE).toFixed(1))} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

const ACCEPTED_TYPES = 'a JPEG, PNG, WebP, GIF or AVIF file';

export const libraryTexts = {
  // Uploads
  pictureFromComputer: 'Picture from your computer…',
  choosePictureFile: 'Choose picture files',
  dropHint: 'Drop pictures to place them on the page',
  dropReplaceHint: 'Drop the picture here to replace this one',
  uploads: 'Uploads',
  uploading: (name: string) => `Uploading ${name}`,
  uploadPercent: (percent: number) => `${percent}%`,
  cancelUpload: (name: string) => `Cancel the upload of ${name}`,
  cancelUploadsHint: 'Press Escape to cancel',
  notAPicture: (name: string) => `${name} is not a picture that can be uploaded: choose ${ACCEPTED_TYPES}.`,
  svgRefused: (name: string) => `${name} is an SVG picture, which is not accepted because it can carry scripts: choose ${ACCEPTED_TYPES}.`,
  tooLarge: (name: string, size: string, max: string) => `${name} is too large (${size}): a picture can be at most ${max}.`,
  uploadFailed: (name: string, message: string) => `${name} could not be uploaded: ${message}`,
  uploadNoAnswer: 'The server could not be reached. Check your connection and try again.',
  uploadUnreadableAnswer: 'The server gave an answer that could not be read.',
  pictureReplaced: 'The picture was replaced.',

  // The library dialog
  library: 'Library',
  libraryTitle: 'Library',
  librarySections: 'Library sections',
  swatches: 'Swatches',
  templates: 'Templates',
  close: 'Close',
  cancel: 'Cancel',
  save: 'Save',
  loading: 'Loading…',
  saving: 'Saving…',

  // Swatches (docs/api.md "Swatches": a palette of RRGGBBAA colours without names)
  projectSwatches: 'This project',
  projectSwatchesHint: 'Colours of this project, copied with it.',
  globalSwatches: 'All my projects',
  globalSwatchesHint: 'Your colours, offered in every project.',
  noSwatches: 'No colours yet.',
  swatchHex: 'Hex colour',
  swatchHexHint: 'Six digits, or eight with opacity: 1D3557 or 1D3557CC',
  swatchOpacity: 'Opacity (%)',
  pickColor: 'Pick a colour',
  /** The swatch form's colour choices (recent colours, eyedropper): "Colours for Swatch". */
  swatchChoices: 'Swatch',
  addSwatch: 'Add colour',
  addSwatchTo: (list: string) => `Add to ${list.toLowerCase()}`,
  fromSelection: 'Use the selection’s colour',
  noSelectionColor: 'Select a widget with a colour to use it.',
  swatchLabel: (hex: string, opacity: number) => (opacity >= 100 ? `#${hex}` : `#${hex}, ${opacity}% opacity`),
  editSwatch: (label: string) => `Change ${label}`,
  changeSwatch: 'Change colour',
  deleteSwatch: (label: string) => `Delete ${label}`,
  moveSwatchLeft: (label: string) => `Move ${label} left`,
  moveSwatchRight: (label: string) => `Move ${label} right`,
  invalidHex: 'Enter a colour as 6 or 8 hex digits, such as 1D3557.',
  swatchesFull: (max: number) => `A list holds at most ${max} colours.`,
  swatchFailed: (message: string) => `The swatches could not be saved: ${message}`,
  swatchesFailed: (message: string) => `The swatches could not be loaded: ${message}`,

  // Templates (docs/api.md "Templates and copies")
  saveAsTemplate: 'Save this project as a template',
  saveAsTemplateHint: 'A frozen copy of the project as it is now, to start new projects from.',
  templateName: 'Template name',
  saveTemplate: 'Save as template',
  templateSaved: (name: string) => `Saved as the template “${name}”.`,
  myTemplates: 'My templates',
  noTemplates: 'No templates yet.',
  templatePages: (count: number) => `${count} ${count === 1 ? 'page' : 'pages'}`,
  templateSavedOn: (date: string) => `saved ${date}`,
  rename: 'Rename',
  renameTemplate: (name: string) => `Rename ${name}`,
  newTemplateName: (name: string) => `New name for ${name}`,
  delete: 'Delete',
  deleteTemplate: (name: string) => `Delete ${name}`,
  confirmDeleteTemplate: (name: string) => `Delete “${name}”? Projects made from it stay.`,
  yesDelete: 'Yes, delete',
  templateFailed: (message: string) => `The template could not be saved: ${message}`,
  templatesFailed: (message: string) => `The templates could not be loaded: ${message}`,
  templateDeleteFailed: (message: string) => `The template could not be deleted: ${message}`,
} as const;
