import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { mapConstants, propertiesTexts } from '@folio/model';
import { formatNumber, stepNumber } from '../field-values';
import { NumberField } from './number-field';

// No DOM library is installed: this checks what the field renders for each kind of value.
const inputOf = (html: string) => /<input[^>]*>/.exec(html)?.[0] ?? '';
const field = (value: number | null | undefined, decimals?: number) =>
  inputOf(renderToStaticMarkup(<NumberField label="Latitude" value={value} {...(decimals !== undefined ? { decimals } : {})} onCommit={() => {}} />));

describe('NumberField', () => {
  it('a value no widget has yet (one new map) is blank, not "Mixed"; widgets that differ show "Mixed"', () => {
    expect(field(undefined)).not.toContain(`placeholder="${propertiesTexts.mixed}"`);
    expect(field(undefined)).toContain('value=""');
    expect(field(null)).toContain(`placeholder="${propertiesTexts.mixed}"`);
  });

  it("keeps the decimals it is given (a map's coordinates), the geometry's two otherwise", () => {
    expect(field(48.858372, mapConstants.coordinateDecimals)).toContain('value="48.858372"');
    expect(field(12.3456)).toContain('value="12.35"');
  });
});

describe("a map's Latitude and Longitude", () => {
  it('show and step six decimals, as typed (the panel itself: e2e/tests/bugs-13.spec.ts)', () => {
    expect(formatNumber(2.294481, mapConstants.coordinateDecimals)).toBe('2.294481');
    expect(stepNumber(48.858372, 0.001, 1, false, {}, mapConstants.coordinateDecimals)).toBe(48.859372);
  });
});
