import { describe, expect, it } from 'vitest';
import { booleanField, numberField, oneOfField, stringField } from './widget-fields';

const widget = { type: 'hotspot', text: 'hi', n: 2, nan: Number.NaN, flag: false, pos: 'top', nothing: null };

describe('a kind’s fields, type-checked', () => {
  it('reads fields of the right type; absent or null is undefined', () => {
    expect(stringField(widget, 'text')).toBe('hi');
    expect(numberField(widget, 'n')).toBe(2);
    expect(booleanField(widget, 'flag')).toBe(false);
    expect(oneOfField(widget, 'pos', ['top', 'left'])).toBe('top');
    expect(stringField(widget, 'missing')).toBeUndefined();
    expect(numberField(widget, 'nothing')).toBeUndefined();
  });

  it('throws, naming the kind and the field, on the wrong type', () => {
    expect(() => stringField(widget, 'n')).toThrow(new TypeError('hotspot: n is not a string'));
    expect(() => numberField(widget, 'text')).toThrow(TypeError);
    expect(() => numberField(widget, 'nan')).toThrow(TypeError);
    expect(() => booleanField(widget, 'text')).toThrow(TypeError);
    expect(() => oneOfField(widget, 'pos', ['left', 'right'])).toThrow('hotspot: pos is not one of left, right');
  });
});
