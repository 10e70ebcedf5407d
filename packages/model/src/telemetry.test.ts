import { describe, expect, it } from 'vitest';
import { telemetryConstants } from './telemetry';
import { telemetryBodySchema } from './telemetry-schema';

const report = { mag_num_id: 7, viewport: 'phone_portrait', start_page: 2, widgets_count: 12, device: 'phone', timing: { first_render: 850, hydrated: 1400, loaded: 2100 } };

describe('telemetry (viewer-and-project.md §7)', () => {
  it('the frontend-rendering report carries mag_num_id, viewport, start_page, widgets_count, device and timing', () => {
    expect(telemetryBodySchema.parse({ dataset: 'frontend-rendering', event: report })).toEqual({ dataset: 'frontend-rendering', event: report });
  });

  it('refuses other datasets, unknown fields and times past the limit', () => {
    expect(telemetryBodySchema.safeParse({ dataset: 'clicks', event: report }).success).toBe(false);
    expect(telemetryBodySchema.safeParse({ dataset: 'frontend-rendering', event: { ...report, ip: '1.2.3.4' } }).success).toBe(false);
    expect(telemetryBodySchema.safeParse({ dataset: 'frontend-rendering', event: { ...report, timing: { first_render: telemetryConstants.maxTimingMs + 1 } } }).success).toBe(false);
  });
});
