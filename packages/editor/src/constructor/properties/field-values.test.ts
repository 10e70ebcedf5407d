import { propertiesTexts, shapeWidgetFields, slideshowWidgetFields } from '@folio/model';
import { describe, expect, it } from 'vitest';
import {
  alphaOf,
  commonValue,
  formatNumber,
  fromLocalDateTime,
  fromPercent,
  maxLengthOf,
  normalizeAngle,
  numberBoundsOf,
  parseHexColor,
  parseNumber,
  stepNumber,
  toLocalDateTime,
  toPercent,
  withAlpha,
} from './field-values';

const { errors } = propertiesTexts;

describe('typed numbers', () => {
  it('reads what authors type: spaces, a decimal comma, a minus sign', () => {
    expect(parseNumber(' 12 ')).toEqual({ ok: true, value: 12 });
    expect(parseNumber('12,5')).toEqual({ ok: true, value: 12.5 });
    expect(parseNumber('\u22123')).toEqual({ ok: true, value: -3 });
  });

  it('refuses what is not a number, with the reason', () => {
    expect(parseNumber('')).toEqual({ ok: false, error: errors.notANumber });
    expect(parseNumber('12px')).toEqual({ ok: false, error: errors.notANumber });
  });

  it('keeps a number within its bounds and whole where it must be', () => {
    expect(parseNumber('-1', { min: 0 })).toEqual({ ok: false, error: errors.atLeast(0) });
    expect(parseNumber('101', { max: 100 })).toEqual({ ok: false, error: errors.atMost(100) });
    expect(parseNumber('3.5', { integer: true })).toEqual({ ok: false, error: errors.notAWholeNumber });
  });

  it('shows numbers without float noise and blank when there is none', () => {
    expect(formatNumber(0.1 + 0.2)).toBe('0.3');
    expect(formatNumber(12)).toBe('12');
    expect(formatNumber(null)).toBe('');
  });
});

describe('arrow-key steps', () => {
  it('steps by one, ten with shift, up and down', () => {
    expect(stepNumber(10, 1, 1, false)).toBe(11);
    expect(stepNumber(10, 1, -1, true)).toBe(0);
  });

  it('steps decimals exactly (letter spacing by 0.2, widgets-and-authoring.md §5)', () => {
    expect(stepNumber(stepNumber(stepNumber(0, 0.2, 1, false), 0.2, 1, false), 0.2, 1, false)).toBe(0.6);
  });

  it('stops at the bounds', () => {
    expect(stepNumber(3, 1, -1, true, { min: 0 })).toBe(0);
    expect(stepNumber(95, 1, 1, true, { max: 100 })).toBe(100);
  });
});

describe('angles', () => {
  it('keeps rotations in [0, 360)', () => {
    expect(normalizeAngle(370)).toBe(10);
    expect(normalizeAngle(-90)).toBe(270);
    expect(normalizeAngle(360)).toBe(0);
  });
});

describe('colours', () => {
  it('takes 6 or 8 hex digits, with or without #, stored without it', () => {
    expect(parseHexColor('#FF0000')).toEqual({ ok: true, value: 'FF0000' });
    expect(parseHexColor('0080FF64')).toEqual({ ok: true, value: '0080FF64' });
  });

  it('refuses anything else', () => {
    expect(parseHexColor('red')).toEqual({ ok: false, error: errors.notAColour });
    expect(parseHexColor('fff')).toEqual({ ok: false, error: errors.notAColour });
  });

  it('reads and writes an alpha in RRGGBBAA', () => {
    expect(alphaOf('ff000080')).toBe(0.5);
    expect(alphaOf('ff0000')).toBe(1);
    expect(withAlpha('ff0000', 1)).toBe('ff0000ff');
    expect(withAlpha('ff000080', 0)).toBe('ff000000');
  });

  it('shows opacity in percent and stores it 0–1', () => {
    expect(toPercent(0.35)).toBe(35);
    expect(fromPercent(35)).toBe(0.35);
  });
});

describe('several selected widgets', () => {
  it('answer their shared value, or null (blank) when they differ', () => {
    expect(commonValue([4, 4, 4])).toBe(4);
    expect(commonValue([4, 5])).toBeNull();
    expect(commonValue([{ a: 1 }, { a: 1 }])).toEqual({ a: 1 });
    expect(commonValue([])).toBeNull();
  });
});

describe('bounds from the model', () => {
  it('reads a number schema’s bounds through optional and default', () => {
    expect(numberBoundsOf(shapeWidgetFields.opacity)).toEqual({ min: 0, max: 1, integer: false });
    expect(numberBoundsOf(shapeWidgetFields.sides)).toEqual({ min: 3, max: 100, integer: true });
    expect(numberBoundsOf(slideshowWidgetFields.delay)).toMatchObject({ integer: false });
    expect(numberBoundsOf(shapeWidgetFields.tp)).toEqual({});
  });

  it('reads a string schema’s largest length', () => {
    expect(maxLengthOf(slideshowWidgetFields.name)).toBe(200);
    expect(maxLengthOf(shapeWidgetFields.opacity)).toBeUndefined();
  });
});

describe('expiry', () => {
  it('goes from a stored date-time to the field and back', () => {
    const local = toLocalDateTime('2030-01-31T18:30:00.000Z');
    expect(local).toMatch(/^2030-0\d-\d\dT\d\d:30$/);
    const back = fromLocalDateTime(local);
    expect(back).toEqual({ ok: true, value: '2030-01-31T18:30:00.000Z' });
  });

  it('clears to null (never expires)', () => {
    expect(fromLocalDateTime('')).toEqual({ ok: true, value: null });
    expect(toLocalDateTime(null)).toBe('');
  });
});
