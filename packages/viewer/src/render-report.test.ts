import { describe, expect, it } from 'vitest';
import { frontendRenderingEventSchema, loadingConstants, telemetryBodySchema } from '@folio/model';
import { renderReport, startRenderReport, type RenderReportBody, type ReportHost } from './render-report';
import { sampleBoot } from './test-boot';
import type { BootData } from './types';
import { createViewerStore } from './viewer-state';

/** A browser whose clock, timers and paint entries the test decides; what it sends is kept. */
function fakeHost(times: { firstRender?: number; hydrated?: number } = { firstRender: 412.6, hydrated: 731.2 }) {
  let now = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  let next = 1;
  const sent: RenderReportBody[] = [];
  const host: ReportHost = {
    now: () => now,
    timings: () => ({ first_render: times.firstRender, hydrated: times.hydrated }),
    setTimeout(run, ms) {
      timers.set(next, { at: now + ms, run });
      return next++;
    },
    clearTimeout: (handle) => void timers.delete(handle as number),
    send: (body) => void sent.push(body),
    dispose: () => undefined,
  };
  const advance = (ms: number) => {
    now += ms;
    for (const [handle, timer] of [...timers]) {
      if (timer.at > now) continue;
      timers.delete(handle);
      timer.run();
    }
  };
  return { host, sent, advance, pending: () => timers.size };
}

const storeOf = (overrides: Partial<BootData> = {}) => createViewerStore(sampleBoot(overrides));

describe('the frontend-rendering report (viewer-and-project.md §7)', () => {
  it('is sent once, 10 s after the viewer starts, with the visit\'s project, viewport, start page, widgets, device and times', () => {
    const store = storeOf({ viewport: 'phone_portrait', deviceClass: 'phone' });
    const { host, sent, advance } = fakeHost();
    startRenderReport(store, host);
    advance(250);
    store.setState({ loadedPages: { page1: true } });
    advance(loadingConstants.performanceReportDelayMs - 251);
    expect(sent).toEqual([]);
    advance(1);
    expect(sent).toEqual([
      {
        event: { mag_num_id: 77, viewport: 'phone_portrait', start_page: 1, widgets_count: 1, device: 'phone', timing: { first_render: 413, hydrated: 731, loaded: 250 } },
        dataset: 'frontend-rendering',
      },
    ]);
    // What the server accepts, field for field.
    expect(telemetryBodySchema.parse(sent[0])).toEqual(sent[0]);
    advance(loadingConstants.performanceReportDelayMs * 3);
    expect(sent).toHaveLength(1);
  });

  it('names the page the visit started on, even when the visitor has turned pages since', () => {
    const store = storeOf({ pageIndex: 2, pages: { page3: { ...sampleBoot().mag!.pages[2]!, wids: [] } } });
    const { host, sent, advance } = fakeHost();
    startRenderReport(store, host);
    store.setState({ pageIndex: 4 });
    advance(loadingConstants.performanceReportDelayMs);
    expect(sent[0]!.event).toMatchObject({ start_page: 3, widgets_count: 0 });
    // A page whose widgets never loaded in those 10 s has no loaded time.
    expect(sent[0]!.event.timing).toEqual({ first_render: 413, hydrated: 731 });
    expect(frontendRenderingEventSchema.safeParse(sent[0]!.event).success).toBe(true);
  });

  it('is not sent from the owner\'s preview, an export, a service screen, or without a first paint', () => {
    expect(renderReport(storeOf({ env: 'preview' }).getState(), 0, { first_render: 1 })).toBeNull();
    expect(renderReport(storeOf({ env: 'export' }).getState(), 0, { first_render: 1 })).toBeNull();
    expect(renderReport(storeOf({ screen: { kind: 'notFound' } }).getState(), 0, { first_render: 1 })).toBeNull();
    expect(renderReport(storeOf().getState(), 0, {})).toBeNull();
    expect(renderReport(storeOf().getState(), 0, { first_render: 1 })).not.toBeNull();

    const { host, sent, advance } = fakeHost({ hydrated: 5 });
    startRenderReport(storeOf(), host);
    advance(loadingConstants.performanceReportDelayMs);
    expect(sent).toEqual([]);
  });

  it('is not sent once the viewer stops before the 10 s are up', () => {
    const { host, sent, advance, pending } = fakeHost();
    const stop = startRenderReport(storeOf(), host);
    advance(1000);
    stop();
    expect(pending()).toBe(0);
    advance(loadingConstants.performanceReportDelayMs);
    expect(sent).toEqual([]);
  });
});
