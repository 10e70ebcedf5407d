// A kind's stored fields, read with their type checked: a field of the wrong type throws, so the dispatcher logs
// the widget and skips it (bad data never breaks a page). An absent field (undefined or null) is undefined.
type Fields = Readonly<Record<string, unknown>>;

function read<T>(widget: object, name: string, ok: (value: unknown) => value is T, what: string): T | undefined {
  const value = (widget as Fields)[name];
  if (value === undefined || value === null) return undefined;
  if (!ok(value)) throw new TypeError(`${String((widget as Fields).type)}: ${name} is not ${what}`);
  return value;
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

export const stringField = (widget: object, name: string) => read(widget, name, isString, 'a string');
export const numberField = (widget: object, name: string) => read(widget, name, isNumber, 'a number');
export const booleanField = (widget: object, name: string) => read(widget, name, isBoolean, 'true or false');

/** One of a list of words (an enum field). */
export function oneOfField<T extends string>(widget: object, name: string, values: readonly T[]): T | undefined {
  return read(widget, name, (value): value is T => values.includes(value as T), `one of ${values.join(', ')}`);
}
