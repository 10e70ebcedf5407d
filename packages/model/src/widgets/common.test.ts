import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { defineWidgetKind, optionalWithoutDefaults, perPageValueSchema, viewportOverrideSchema } from './common';

const pageId = '5f1b2c3d4e5f6a7b8c9d0e1f';
const widgetId = '0123456789abcdef01234567';
const geometry = { _id: widgetId, pid: pageId, x: 10, y: 20, w: 100, h: 50 };

const demoWidgetSchema = defineWidgetKind('demo', { color: z.string().default('red'), size: z.number().optional() });

describe('common widget fields', () => {
  it('widgets-and-authoring.md §1: every common widget field is accepted', () => {
    const widget = {
      type: 'demo',
      ...geometry,
      z: 3,
      angle: 45,
      flip_h: true,
      flip_v: false,
      hidden: false,
      is_global: true,
      is_above: false,
      fixed_position: 'tr',
      is_full_width: true,
      is_full_height: false,
      full_width_margin: 10,
      full_height_margin: 0,
      sticked: { left: true, right: false, top: true, bottom: false },
      sticked_margin: 8,
      clickLink: 'https://example.com',
      clickTarget: '_blank',
      anchor_link_pos: 400,
      expiry: '2030-01-01T00:00:00.000Z',
      animation: [{ type: 'load', steps: [{ duration: 1, loop: 'swing' }] }],
      color: 'blue',
    };
    expect(demoWidgetSchema.parse(widget)).toEqual(widget);
  });

  it('widgets-and-authoring.md §1: only _id, pid, type and geometry x, y, w, h are required', () => {
    expect(demoWidgetSchema.parse({ type: 'demo', ...geometry })).toEqual({ type: 'demo', ...geometry, color: 'red' });
    for (const field of ['_id', 'pid', 'x', 'y', 'w', 'h'] as const) {
      const { [field]: _omitted, ...rest } = geometry;
      expect(demoWidgetSchema.safeParse({ type: 'demo', ...rest }).error?.issues[0]?.path, field).toEqual([field]);
    }
  });

  it('widgets-and-authoring.md §1: geometry is finite, w and h not negative, z an integer', () => {
    expect(demoWidgetSchema.safeParse({ type: 'demo', ...geometry, x: -50 }).success).toBe(true);
    expect(demoWidgetSchema.safeParse({ type: 'demo', ...geometry, w: -1 }).success).toBe(false);
    expect(demoWidgetSchema.safeParse({ type: 'demo', ...geometry, x: Infinity }).success).toBe(false);
    expect(demoWidgetSchema.safeParse({ type: 'demo', ...geometry, y: Number.NaN }).success).toBe(false);
    expect(demoWidgetSchema.safeParse({ type: 'demo', ...geometry, z: 1.5 }).error?.issues[0]?.path).toEqual(['z']);
  });

  it('widgets-and-authoring.md §1: expiry is an ISO date-time or null', () => {
    expect(demoWidgetSchema.safeParse({ type: 'demo', ...geometry, expiry: null }).success).toBe(true);
    expect(demoWidgetSchema.safeParse({ type: 'demo', ...geometry, expiry: '2030-01-01T00:00:00+02:00' }).success).toBe(true);
    expect(demoWidgetSchema.safeParse({ type: 'demo', ...geometry, expiry: 'tomorrow' }).success).toBe(false);
  });

  it('widgets-and-authoring.md §1: unknown fields are refused, in the widget and in nested objects', () => {
    expect(demoWidgetSchema.safeParse({ type: 'demo', ...geometry, colour: 'red' }).error?.issues[0]?.code).toBe(
      'unrecognized_keys',
    );
    expect(demoWidgetSchema.safeParse({ type: 'demo', ...geometry, sticked: { middle: true } }).error?.issues[0]?.path).toEqual([
      'sticked',
    ]);
  });

  it('widgets-and-authoring.md §1: a click link cannot run script', () => {
    expect(demoWidgetSchema.safeParse({ type: 'demo', ...geometry, clickLink: 'javascript:alert(1)' }).success).toBe(false);
  });
});

describe('per-viewport overrides', () => {
  it('viewer-and-project.md §3: hidden and z are stored per page id with a default entry', () => {
    const widget = {
      type: 'demo',
      ...geometry,
      viewport_phone_portrait: { hidden: { default: false, [pageId]: true }, z: { default: 2 } },
    };
    expect(demoWidgetSchema.parse(widget).viewport_phone_portrait).toEqual(widget.viewport_phone_portrait);
    const plainHidden = demoWidgetSchema.safeParse({ type: 'demo', ...geometry, viewport_phone_portrait: { hidden: true } });
    expect(plainHidden.error?.issues[0]?.path).toEqual(['viewport_phone_portrait', 'hidden']);
    const badKey = demoWidgetSchema.safeParse({ type: 'demo', ...geometry, viewport_tablet_portrait: { z: { page2: 1 } } });
    expect(badKey.error?.issues[0]?.path).toEqual(['viewport_tablet_portrait', 'z', 'page2']);
  });

  it('viewer-and-project.md §3: an override may change geometry and kind fields, all optional, nothing else', () => {
    const override = { x: 1, w: 300, color: 'green', sticked: { top: true } };
    expect(demoWidgetSchema.parse({ type: 'demo', ...geometry, viewport_phone_portrait: override }).viewport_phone_portrait).toEqual(
      override,
    );
    for (const field of ['type', '_id', 'pid', 'is_global', 'expiry', 'viewport_phone_portrait', 'unknown']) {
      const parsed = demoWidgetSchema.safeParse({ type: 'demo', ...geometry, viewport_phone_portrait: { [field]: 1 } });
      expect(parsed.success, field).toBe(false);
    }
  });

  it('viewer-and-project.md §3: an override does not get the kind defaults filled in', () => {
    const parsed = demoWidgetSchema.parse({ type: 'demo', ...geometry, viewport_phone_portrait: {} });
    expect(parsed.viewport_phone_portrait).toEqual({});
    expect(parsed.color).toBe('red');
    expect(viewportOverrideSchema({ n: z.number().default(4) }).parse({})).toEqual({});
    expect(optionalWithoutDefaults({ n: z.number().default(4) }).n.parse(undefined)).toBeUndefined();
  });

  it('viewer-and-project.md §3: per-page values accept only page ids and default as keys', () => {
    const schema = perPageValueSchema(z.boolean());
    expect(schema.safeParse({ default: true, [pageId]: false }).success).toBe(true);
    expect(schema.safeParse({}).success).toBe(true);
    expect(schema.safeParse({ DEFAULT: true }).success).toBe(false);
  });

  it('viewer-and-project.md §3: the inferred type keeps kind fields and per-page maps', () => {
    type Demo = z.infer<typeof demoWidgetSchema>;
    expectTypeOf<Demo['type']>().toEqualTypeOf<'demo'>();
    expectTypeOf<Demo['color']>().toEqualTypeOf<string>();
    expectTypeOf<NonNullable<Demo['viewport_phone_portrait']>['hidden']>().toEqualTypeOf<Record<string, boolean> | undefined>();
    expectTypeOf<NonNullable<Demo['viewport_phone_portrait']>['color']>().toEqualTypeOf<string | undefined>();
  });
});

describe('editor fields', () => {
  it('a widget may be locked (docs/editor.md "Editor core"), and locked is a boolean', () => {
    expect(demoWidgetSchema.parse({ type: 'demo', ...geometry, locked: true }).locked).toBe(true);
    expect(demoWidgetSchema.safeParse({ type: 'demo', ...geometry, locked: 'yes' }).success).toBe(false);
  });
});

describe('widget name (ours: the layers panel)', () => {
  it('takes a name up to widgetNameMaxLength characters, one for every viewport', async () => {
    const { layersConstants } = await import('../layers');
    const max = layersConstants.widgetNameMaxLength;
    expect(demoWidgetSchema.safeParse({ type: 'demo', ...geometry, layer_name: 'Hero title' }).success).toBe(true);
    expect(demoWidgetSchema.safeParse({ type: 'demo', ...geometry, layer_name: 'x'.repeat(max) }).success).toBe(true);
    const tooLong = demoWidgetSchema.safeParse({ type: 'demo', ...geometry, layer_name: 'x'.repeat(max + 1) });
    expect(tooLong.error?.issues[0]).toMatchObject({ code: 'too_big', path: ['layer_name'], message: `A widget name holds at most ${max} characters` });
    // A viewport override holds layout and kind fields only: no name of its own.
    expect(demoWidgetSchema.safeParse({ type: 'demo', ...geometry, viewport_phone_portrait: { layer_name: 'Phone' } }).success).toBe(false);
  });
});
