/** Crop mode on the canvas (docs/editor.md "Cropping a picture"): texts and numbers. */
export const cropConstants = {
  // Ours: a crop is never narrower or lower than 8 screen px, so its handles stay apart.
  minSizeScreenPx: 8,
  // Ours: the dimmed part of the picture outside the crop, black at this opacity.
  dimOpacity: 0.55,
} as const;

export type CropUnavailableReason = 'notPicture' | 'empty' | 'locked' | 'rotated' | 'fullSize' | 'croppedCopyOnly' | 'unknownSize';

export const cropTexts = {
  bar: 'Crop — Enter to apply, Esc to cancel',
  barLabel: 'Crop the picture',
  apply: 'Apply',
  cancel: 'Cancel',
  reset: 'Reset',
  resetHint: 'Show the whole picture',
  menuItem: 'Crop',
  measuring: 'Reading the picture’s size…',
  frameLabel: 'Crop frame: drag inside to move the picture, drag a handle to crop, arrows nudge the picture',
  handle: (name: string) => `Crop ${name} edge`,
  size: (w: number, h: number) => `${w} × ${h} px of the picture`,
  dismiss: 'Close',
  unavailable: {
    notPicture: 'Only a picture can be cropped.',
    empty: 'Crop is unavailable: this picture widget holds no picture yet.',
    locked: 'Crop is unavailable: the picture is locked. Unlock it to crop.',
    rotated: 'Crop is unavailable on a turned picture: set its rotation to 0° to crop, then turn it again.',
    fullSize: 'Crop is unavailable while the picture fills the page’s width or height: turn that off to crop.',
    croppedCopyOnly: 'Crop is unavailable: this picture keeps only a cropped copy, not the whole picture. Upload it again to crop.',
    unknownSize: 'Crop is unavailable: the picture’s size could not be read (it did not load). Upload it again to crop.',
  } satisfies Record<CropUnavailableReason, string>,
} as const;
