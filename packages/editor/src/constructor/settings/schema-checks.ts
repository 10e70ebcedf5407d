import { apiMessages } from '@folio/model';

interface Checkable {
  safeParse: (value: unknown) => { success: boolean; error?: { issues: { message: string }[] } };
}

/** The first message of a schema's refusal of a value, or null when the schema takes it. */
export function refusal(schema: Checkable, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error?.issues[0]?.message ?? apiMessages.invalidBody);
}

/**
 * The longest text a model schema takes (through optional and nullable wrappers), so the dialogs show and check the
 * server's own limits rather than copies of them.
 */
export function maxLengthOf(schema: unknown): number | undefined {
  const bag = schema as { maxLength?: number | null; unwrap?: () => unknown };
  if (typeof bag.maxLength === 'number') return bag.maxLength;
  return typeof bag.unwrap === 'function' ? maxLengthOf(bag.unwrap()) : undefined;
}

/** The fields of an object schema (through optional and nullable wrappers). */
export function shapeOf(schema: unknown): Record<string, unknown> {
  const bag = schema as { shape?: Record<string, unknown>; unwrap?: () => unknown };
  return bag.shape ?? (typeof bag.unwrap === 'function' ? shapeOf(bag.unwrap()) : {});
}
