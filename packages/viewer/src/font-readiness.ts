import { projectTypography, type Typography } from '@folio/model';
import type { PublishedMag } from './types';

// The project's named styles as the viewer draws its texts with them; how a text waits for its fonts is
// widget-loading.ts fontsReady.

const typographies = new WeakMap<PublishedMag, Typography>();

/** A mag's named styles, resolved once per mag (the page view and the lifecycle share them). */
export function typographyOf(mag: PublishedMag | null): Typography {
  if (!mag) return projectTypography(null);
  let typography = typographies.get(mag);
  if (!typography) typographies.set(mag, (typography = projectTypography(mag)));
  return typography;
}
