import { z } from 'zod';
import { viewportNames } from './viewports';
import { reportDeviceClasses, telemetryConstants, telemetryDatasets } from './telemetry';

// The telemetry call's body (telemetry.ts), apart from its constants: the viewer, which sends it, carries no schemas.

const milliseconds = z.number().int().min(0).max(telemetryConstants.maxTimingMs);

/** The frontend-rendering report (viewer-and-project.md §7): times are ms from the navigation's start. */
export const frontendRenderingEventSchema = z.strictObject({
  mag_num_id: z.number().int().positive().max(2_147_483_647),
  viewport: z.enum(viewportNames),
  /** The number (1-based) of the page the visit started on. */
  start_page: z.number().int().min(1).max(telemetryConstants.maxStartPage),
  widgets_count: z.number().int().min(0).max(telemetryConstants.maxWidgetsCount),
  device: z.enum(reportDeviceClasses),
  timing: z.strictObject({
    /** The first contentful paint: the server's page drawn. */
    first_render: milliseconds,
    /** The viewer hydrated and listening. */
    hydrated: milliseconds.optional(),
    /** The first page's widgets, fonts and pictures loaded. */
    loaded: milliseconds.optional(),
  }),
});
export type FrontendRenderingEvent = z.infer<typeof frontendRenderingEventSchema>;

export const telemetryBodySchema = z.strictObject({
  dataset: z.enum(telemetryDatasets),
  event: frontendRenderingEventSchema,
});
export type TelemetryBody = z.infer<typeof telemetryBodySchema>;

