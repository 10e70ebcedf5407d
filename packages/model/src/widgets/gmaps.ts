import { z } from 'zod';
import { defineWidgetKind } from './common';

// The ranges of latitude, longitude and web-map zoom levels.
const MAX_LATITUDE = 90;
const MAX_LONGITUDE = 180;
const MAX_ZOOM = 21;
const MAX_ADDRESS_LENGTH = 500;

/** Maps: fields not shown in the spec; a map centred on a point, at a zoom, in a style, with an optional marker. */
export const gmapsWidgetFields = {
  lat: z.number().min(-MAX_LATITUDE).max(MAX_LATITUDE).optional(),
  lng: z.number().min(-MAX_LONGITUDE).max(MAX_LONGITUDE).optional(),
  zoom: z.int().min(0).max(MAX_ZOOM).optional(),
  style: z.enum(['roadmap', 'satellite', 'hybrid', 'terrain']).optional(),
  /** Shows a marker at the centre. */
  marker: z.boolean().optional(),
  /** What the author searched for; shown in the panel. */
  address: z.string().max(MAX_ADDRESS_LENGTH).optional(),
};

export const gmapsWidgetSchema = defineWidgetKind('gmaps', gmapsWidgetFields);
export type GmapsWidget = z.infer<typeof gmapsWidgetSchema>;
