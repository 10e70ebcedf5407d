import type { DeviceClass, ViewportName } from '@folio/model';

/**
 * The server's first guess of the visitor's screen, from the user agent: the page is drawn for it, and
 * the client re-selects from the real window width after hydration (viewer-and-project.md §3).
 */
export function requestDevice(userAgent: string | undefined): { viewport: ViewportName; deviceClass: DeviceClass } {
  const agent = userAgent ?? '';
  if (/iPad|Tablet|Android(?!.*Mobile)/i.test(agent)) return { viewport: 'default', deviceClass: 'tablet' };
  if (/Mobi|iPhone|Android/i.test(agent)) return { viewport: 'phone_portrait', deviceClass: 'phone' };
  return { viewport: 'default', deviceClass: 'desktop' };
}
