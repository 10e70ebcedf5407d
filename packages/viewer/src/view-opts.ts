import { chromeConstants } from '@folio/model';
import type { PublishedMag } from './types';

// viewer-and-project.md §3: viewOpts and their defaults. The model's resolveViewOpts lives beside the zod
// schema, which the viewer's JavaScript budget cannot carry, so the few options the viewer reads are
// resolved here with the same defaults.
export interface ViewerOptions {
  arrows: boolean;
  menubutton: boolean;
  projectinfo: boolean;
  sharebutton: boolean;
  pagecounter: boolean;
  controlsontop: boolean;
  viewertype: 'vertical' | 'horizontal';
  slidein: boolean;
  sticky: boolean;
  scalewidth: number;
  lqip: boolean;
  branding: boolean;
  scalableviewer: boolean;
}

const defaults: ViewerOptions = {
  arrows: true,
  menubutton: true,
  projectinfo: true,
  sharebutton: true,
  pagecounter: true,
  controlsontop: false,
  viewertype: 'vertical',
  slidein: false,
  sticky: false,
  scalewidth: chromeConstants.defaultScaleWidth,
  lqip: false,
  branding: false,
  scalableviewer: false,
};

export function viewerOptions(mag: Pick<PublishedMag, 'opts'> | null | undefined): ViewerOptions {
  const opts = mag?.opts ?? {};
  const resolved = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof ViewerOptions)[]) {
    const value = opts[key];
    if (value !== undefined && typeof value === typeof defaults[key]) Object.assign(resolved, { [key]: value });
  }
  return resolved;
}
