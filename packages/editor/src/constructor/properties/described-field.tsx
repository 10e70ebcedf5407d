import { propertiesTexts, type Widget } from '@folio/model';
import { ColorField, type ColorValue } from './controls/color-field';
import { NumberField } from './controls/number-field';
import { SelectField } from './controls/select-field';
import { SliderField } from './controls/slider-field';
import { TextField } from './controls/text-field';
import { ToggleField } from './controls/toggle-field';
import { DateTimeField } from './controls/date-time-field';
import { commonValue, alphaOf, fromLocalDateTime, fromPercent, maxLengthOf, normalizeAngle, numberBoundsOf, rgbOf, toLocalDateTime, toPercent, withAlpha } from './field-values';
import { schemaAt, valuesAt, type FieldDescription, type FieldPath } from '@folio/widgets/authoring';
import { KindPart } from './kind-parts';
import { useFieldWrites } from './use-field-writes';
import { useLiveGeometry } from './use-live-geometry';

type Entries = readonly (readonly [FieldPath, unknown])[];

/** One described field (a kind's authoring.tsx in @folio/widgets) for the selected widgets, drawn with its control. */
export function DescribedField({ field, widgets }: { field: FieldDescription; widgets: readonly Widget[] }) {
  const owner = `${field.path?.join('.') ?? field.label}:${widgets.map((widget) => widget._id).join(',')}`;
  const writes = useFieldWrites(widgets, owner);
  // x, y, w, h and angle follow a drag, resize or rotation live (once a frame); the rest when the gesture ends.
  const live = useLiveGeometry(widgets, field.control === 'number' ? field.path : undefined, field.control === 'number' ? field.fallback : undefined);
  if (field.control === 'custom') return <KindPart part={field.part} label={field.label} widgets={widgets} />;
  const { path, label } = field;
  const records = widgets as unknown as Readonly<Record<string, unknown>>[];
  const first = widgets[0]!;
  const schema = schemaAt(first, path);

  switch (field.control) {
    case 'number': {
      // undefined: no widget has the value yet (a new map's coordinates): blank, not "Mixed".
      const value = commonValue(live ?? valuesAt(records, path, field.fallback)) as number | null | undefined;
      const bounds = numberBoundsOf(schema);
      const min = Math.max(bounds.min ?? Number.NEGATIVE_INFINITY, field.min ?? Number.NEGATIVE_INFINITY);
      const written = (next: number) => (field.angle ? normalizeAngle(next) : next);
      return (
        <NumberField
          label={label}
          {...(field.short ? { short: field.short } : {})}
          value={value}
          {...(field.decimals !== undefined ? { decimals: field.decimals } : {})}
          {...(field.unit ? { unit: field.unit } : {})}
          step={field.step ?? 1}
          {...(Number.isFinite(min) ? { min } : {})}
          {...(bounds.max !== undefined ? { max: bounds.max } : {})}
          integer={bounds.integer}
          validate={(next) => writes.problem([[path, written(next)]])}
          onCommit={(next) => writes.commit([[path, written(next)]])}
          onPreview={(next) => writes.preview([[path, written(next)]])}
          onCancel={writes.cancel}
        />
      );
    }
    case 'percent': {
      const value = commonValue(valuesAt(records, path, field.fallback)) as number | null;
      return (
        <SliderField
          label={label}
          value={value === null ? null : toPercent(value)}
          min={0}
          max={100}
          unit={propertiesTexts.units.percent}
          onPreview={(next) => writes.preview([[path, fromPercent(next)]])}
          onCommit={(next) => writes.commit([[path, fromPercent(next)]])}
          onCancel={writes.cancel}
        />
      );
    }
    case 'color': {
      const stored = commonValue(valuesAt(records, path, field.fallback)) as string | null;
      const { opacityPath, alphaInHex } = field;
      const opacity = opacityPath ? (commonValue(valuesAt(records, opacityPath, field.fallbackOpacity ?? 1)) as number | null) : alphaInHex ? (stored === null ? null : alphaOf(stored)) : undefined;
      const entries = ({ color, opacity: nextOpacity }: ColorValue): Entries => {
        if (alphaInHex) return [[path, withAlpha(color, nextOpacity ?? 1)]];
        return opacityPath && nextOpacity !== undefined ? [[path, color], [opacityPath, nextOpacity]] : [[path, color]];
      };
      return (
        <ColorField
          label={label}
          color={alphaInHex && stored !== null ? rgbOf(stored) : stored}
          {...(opacity !== undefined ? { opacity } : {})}
          onPreview={(next) => writes.preview(entries(next))}
          onCommit={(next) => void writes.commit(entries(next))}
          onCancel={writes.cancel}
        />
      );
    }
    case 'select': {
      const value = commonValue(valuesAt(records, path, field.fallback)) as string | number | null;
      return (
        <SelectField
          label={label}
          value={value === null ? null : String(value)}
          options={field.options}
          onChange={(next) => writes.commit([[path, field.numeric ? Number(next) : next]])}
        />
      );
    }
    case 'toggle': {
      const value = commonValue(valuesAt(records, path, field.fallback)) as boolean | null;
      return <ToggleField label={label} checked={value} onChange={(next) => writes.commit([[path, next]])} />;
    }
    case 'text': {
      const value = commonValue(valuesAt(records, path, field.fallback ?? '')) as string | null;
      const maxLength = maxLengthOf(schema);
      return (
        <TextField
          label={label}
          value={value}
          {...(field.multiline ? { multiline: true } : {})}
          {...(field.hint ? { hint: field.hint } : {})}
          {...(maxLength !== undefined ? { maxLength } : {})}
          validate={(next) => writes.problem([[path, next]])}
          onCommit={(next) => writes.commit([[path, next]])}
        />
      );
    }
    case 'expiry': {
      const value = commonValue(valuesAt(records, path, null)) as string | null;
      return (
        <DateTimeField
          label={label}
          value={toLocalDateTime(value)}
          parse={fromLocalDateTime}
          validate={(next) => writes.problem([[path, next]])}
          onCommit={(next) => writes.commit([[path, next]])}
        />
      );
    }
  }
}
