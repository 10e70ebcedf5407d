import { shotsConstants, type ShotConversion } from '../shots';

// The shots widget's video part of the properties panel (docs/distribution.md "Shots").
export const shotsPanelTexts = {
  upload: 'Upload video…',
  replace: 'Replace video…',
  fromAddress: 'Or convert the video at an address',
  addressHint: 'A link to a video file (MP4, MOV, WebM…), not a video page',
  convert: 'Convert',
  uploading: 'Uploading…',
  converting: 'Converting…',
  progress: 'Video conversion progress',
  cancel: 'Cancel',
  cancelled: 'The conversion was stopped: the shot keeps the video it had.',
  remove: 'Remove video',
  none: `No video yet: upload a short clip (up to ${shotsConstants.maxSeconds} s; longer ones are cut) or convert one from its address.`,
  preview: 'The shot’s video',
  done: ({ width, height, duration, truncated }: Pick<ShotConversion, 'width' | 'height' | 'duration' | 'truncated'>) =>
    `Converted: ${width} × ${height}, ${Math.round(duration)} s${truncated ? ', cut to a shot’s limit' : ''}.`,
  failed: (message: string) => `The video could not be converted: ${message}`,
  notAVideoFile: (name: string) => `${name} is not a video file.`,
  tooLarge: (name: string, size: string, max: string) => `${name} is ${size}: a video to convert may be up to ${max}.`,
  badAddress: 'Give the video’s http or https address.',
} as const;
