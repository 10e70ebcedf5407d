import { mapConstants, mapEmbedUrl, propertiesTexts } from '@folio/model';
import { defineKindAuthoring, fittedSize, textOf } from '../kind-authoring/define';
import { optionsOf, text, toggle } from '../kind-authoring/fields';
import { PictogramFrame } from '../kind-authoring/pictogram';
import type { PictogramProps } from '../kind-authoring/types';

const { fields: t, sections: s, options: o } = propertiesTexts;
// 4:3.
const NEW_MAP_SIZE = { w: 400, h: 300 };

export function MapPictogram(props: PictogramProps) {
  return (
    <PictogramFrame {...props}>
      <path d="M10 17.25s-5.25-4.75-5.25-9a5.25 5.25 0 0 1 10.5 0c0 4.25-5.25 9-5.25 9z" />
      <circle cx="10" cy="8.25" r="2" />
    </PictogramFrame>
  );
}

const numberOf = (widget: Readonly<Record<string, unknown>>, name: string) => (typeof widget[name] === 'number' ? (widget[name] as number) : undefined);

export const gmapsAuthoring = defineKindAuthoring({
  type: 'gmaps',
  group: 'media',
  Pictogram: MapPictogram,
  defaultSize: (page) => fittedSize(NEW_MAP_SIZE, page),
  // As the view decides: neither a point nor an address, no map.
  isEmpty: (widget) => {
    const record = widget as Readonly<Record<string, unknown>>;
    return !mapEmbedUrl({ lat: numberOf(record, 'lat'), lng: numberOf(record, 'lng'), address: textOf(record, 'address') || undefined });
  },
  sections: [
    {
      id: 'map',
      title: s.map,
      fields: [
        text(['address'], t.address),
        { control: 'number', path: ['lat'], label: t.lat, step: 0.001, decimals: mapConstants.coordinateDecimals },
        { control: 'number', path: ['lng'], label: t.lng, step: 0.001, decimals: mapConstants.coordinateDecimals },
        { control: 'number', path: ['zoom'], label: t.zoom, fallback: mapConstants.defaultZoom },
        { control: 'select', path: ['style'], label: t.mapStyle, options: optionsOf(o.mapStyle), fallback: 'roadmap' },
        toggle(['marker'], t.marker),
      ],
    },
  ],
});
