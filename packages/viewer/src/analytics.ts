// The viewer's one analytics sink (ARCHITECTURE.md "Viewer"). By default nothing leaves the browser:
// events go to a `window.folioAnalytics` array when the page defines one, and to a `folio:analytics`
// CustomEvent on window so tests and host pages can observe them. A deployment plugs its own sink.
import { analyticsEvents } from '@folio/model';

export type AnalyticsData = Record<string, unknown>;
export interface AnalyticsEvent {
  event: string;
  data: AnalyticsData;
}
export type AnalyticsSink = (event: string, data: AnalyticsData) => void;

export const ANALYTICS_DOM_EVENT = 'folio:analytics';

/**
 * Event names: the spec's (viewer-and-project.md §2: Scroll Top Link, External Link with the target,
 * Anchor Link with the position), and the chrome's share events and a button's click, which the spec does not name (ours).
 */
export const viewerAnalyticsEvents = {
  scrollTopLink: analyticsEvents.scrollTopLink,
  externalLink: analyticsEvents.externalLink,
  anchorLink: analyticsEvents.anchorLink,
  share: 'Share',
  embedCodeCopied: 'Embed Code Copied',
  // widgets-and-authoring.md §7 sends an event on a button's click and names none: ours, with the widget's id and text.
  buttonClick: 'Button Click',
} as const;

declare global {
  interface Window {
    folioAnalytics?: AnalyticsEvent[];
  }
}

export const defaultAnalyticsSink: AnalyticsSink = (event, data) => {
  if (typeof window === 'undefined') return;
  const detail: AnalyticsEvent = { event, data };
  if (Array.isArray(window.folioAnalytics)) window.folioAnalytics.push(detail);
  window.dispatchEvent(new CustomEvent(ANALYTICS_DOM_EVENT, { detail }));
};

let sink: AnalyticsSink = defaultAnalyticsSink;

/** Plugs a sink in; null restores the default. */
export function setAnalyticsSink(next: AnalyticsSink | null): void {
  sink = next ?? defaultAnalyticsSink;
}

/** Sends one event; a failing sink never breaks the viewer. */
export function sendAnalytics(event: string, data: AnalyticsData = {}): void {
  try {
    sink(event, data);
  } catch {
    // Analytics are best effort.
  }
}
