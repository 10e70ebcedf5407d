import type { DeviceClass } from './viewports';

// The viewer's telemetry (viewer-and-project.md §7): POST /api/proxy/honeycomb with {event, dataset}; the one dataset
// is the frontend-rendering performance report, sent 10 s after render (loadingConstants.performanceReportDelayMs).
// Stored by the server and shown to the project's owner as medians per device class (docs/api.md "Telemetry").

/** viewer-and-project.md §7: the performance report's name. */
export const FRONTEND_RENDERING_DATASET = 'frontend-rendering';
export const telemetryDatasets = [FRONTEND_RENDERING_DATASET] as const;
export const TELEMETRY_PATH = '/api/proxy/honeycomb';

/** The device classes the owner's view lists, in this order. */
export const reportDeviceClasses = ['phone', 'tablet', 'desktop'] as const satisfies readonly DeviceClass[];

export const telemetryConstants = {
  // Ours: a visitor opens a few pages a minute, each sending one report; more from one address is a script.
  maxReportsPerClient: 20,
  reportWindowMs: 60_000,
  // Ours: the medians are of a project's newest reports; older ones are dropped as new ones come.
  keptReportsPerProject: 1000,
  // A report's body is a few hundred bytes; anything near this is no report.
  maxBodyBytes: 4096,
  // A time past ten minutes is a tab left in the background, not a render.
  maxTimingMs: 600_000,
  maxWidgetsCount: 100_000,
  maxStartPage: 100_000,
} as const;

/** GET /api/projects/{id}/performance: per device class, how many reports and the median first render (ms). */
export interface PerformanceSummary {
  dataset: typeof FRONTEND_RENDERING_DATASET;
  devices: { device: DeviceClass; reports: number; median_first_render: number | null }[];
}

export const telemetryMessages = {
  tooManyReports: 'Too many reports; wait a minute and try again',
} as const;

/** The owner's performance view (the project settings' Performance tab). */
export const performanceTexts = {
  tab: 'Performance',
  lead: 'How long visitors waited for the first page of the published project to show, in the median of its latest reports.',
  device: 'Device',
  reports: 'Reports',
  medianFirstRender: 'Median first render',
  deviceNames: { phone: 'Phone', tablet: 'Tablet', desktop: 'Desktop' } satisfies Record<DeviceClass, string>,
  noReports: 'No reports yet',
  loading: 'Loading…',
  failed: 'The figures could not be loaded.',
  seconds: (ms: number) => `${(ms / 1000).toFixed(2)} s`,
} as const;
