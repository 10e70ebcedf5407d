import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ANALYTICS_DOM_EVENT, sendAnalytics, setAnalyticsSink, viewerAnalyticsEvents } from './analytics';
import type { AnalyticsEvent } from './analytics';

// Node has EventTarget and CustomEvent; a bare EventTarget stands in for window.
type FakeWindow = EventTarget & { folioAnalytics?: AnalyticsEvent[] };
const globals = globalThis as unknown as { window?: FakeWindow };

describe('analytics sink (ARCHITECTURE.md: one pluggable sink; viewer-and-project.md §2 event names)', () => {
  beforeEach(() => {
    globals.window = new EventTarget();
  });
  afterEach(() => {
    setAnalyticsSink(null);
    delete globals.window;
  });

  it('§2: the spec names the link events', () => {
    expect(viewerAnalyticsEvents).toMatchObject({
      scrollTopLink: 'Scroll Top Link',
      externalLink: 'External Link',
      anchorLink: 'Anchor Link',
    });
  });

  it('the default sink pushes to window.folioAnalytics and dispatches folio:analytics, with no network', () => {
    const seen: AnalyticsEvent[] = [];
    globals.window!.folioAnalytics = [];
    globals.window!.addEventListener(ANALYTICS_DOM_EVENT, (event) => seen.push((event as CustomEvent<AnalyticsEvent>).detail));
    sendAnalytics('External Link', { target: 'https://example.com' });
    const expected = { event: 'External Link', data: { target: 'https://example.com' } };
    expect(globals.window!.folioAnalytics).toEqual([expected]);
    expect(seen).toEqual([expected]);
  });

  it('a plugged sink receives the events; a failing sink never throws', () => {
    const seen: unknown[] = [];
    setAnalyticsSink((event, data) => seen.push([event, data]));
    sendAnalytics('Anchor Link', { position: 120 });
    expect(seen).toEqual([['Anchor Link', { position: 120 }]]);
    setAnalyticsSink(() => {
      throw new Error('sink down');
    });
    expect(() => sendAnalytics('Scroll Top Link')).not.toThrow();
  });

  it('does nothing on the server (no window)', () => {
    delete globals.window;
    expect(() => sendAnalytics('Scroll Top Link')).not.toThrow();
  });
});
