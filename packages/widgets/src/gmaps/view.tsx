import { mapConstants, mapEmbedUrl, widgetKindTexts, type GmapsWidget, type MapStyle } from '@folio/model';
import { EmbedFrame } from '../embed-frame';
import type { KindViewProps } from '../on-demand';
import { booleanField, numberField, oneOfField, stringField } from '../widget-fields';

const STYLES = Object.keys(mapConstants.styleCodes) as MapStyle[];

/**
 * Maps (fields not shown in the spec): Google Maps' keyless embed of the point (lat, lng) or else the address, at
 * the zoom, in the style, lazily loaded. The address comes from the data alone, so the server's render and the
 * first client render are the same. Neither point nor address: the empty map box.
 */
export default function GmapsView({ widget }: KindViewProps<GmapsWidget>) {
  const address = stringField(widget, 'address')?.trim();
  const src = mapEmbedUrl({
    lat: numberField(widget, 'lat'),
    lng: numberField(widget, 'lng'),
    zoom: numberField(widget, 'zoom'),
    style: oneOfField(widget, 'style', STYLES),
    marker: booleanField(widget, 'marker'),
    address,
  });
  return <EmbedFrame className="folio-gmaps" src={src} title={address ? widgetKindTexts.mapOf(address) : widgetKindTexts.map} />;
}
