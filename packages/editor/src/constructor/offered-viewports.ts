import type { ViewportName } from '@folio/model';

/**
 * The viewports the switcher offers: desktop and phone always; tablet portrait (deprecated for new designs,
 * viewer-and-project.md §3) when the page has it enabled, or while it is the one open.
 */
export function offeredViewports(tabletEnabled: boolean, current: ViewportName): ViewportName[] {
  return tabletEnabled || current === 'tablet_portrait' ? ['default', 'tablet_portrait', 'phone_portrait'] : ['default', 'phone_portrait'];
}
