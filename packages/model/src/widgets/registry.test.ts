import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import {
  alwaysLoadedWidgetTypes,
  isWidgetType,
  onDemandWidgetTypes,
  widgetKinds,
  widgetSchema,
  widgetTypes,
  type Widget,
  type WidgetOfType,
  type WidgetType,
} from './registry';

const base = { _id: '0123456789abcdef01234567', pid: '5f1b2c3d4e5f6a7b8c9d0e1f', x: 0, y: 0, w: 10, h: 10 };

// viewer-and-project.md §3 "Widget (common)".
const SPEC_ALWAYS_LOADED = ['background', 'button', 'picture', 'shape', 'text'];
const SPEC_ON_DEMAND = [
  'addtocart',
  'audio',
  'ecommercecart',
  'facebook',
  'form',
  'gmaps',
  'hotspot',
  'iframe',
  'slideshow',
  'twitter',
  'video',
  'rmheader',
  'rmfooter',
  'shots',
];

/** The smallest valid widget of each kind. */
function minimalWidget(type: WidgetType): Record<string, unknown> {
  return type === 'text' ? { type, version: 3, ...base } : { type, ...base };
}

describe('widget registry', () => {
  it('viewer-and-project.md §3: the registry lists every widget kind exactly once', () => {
    const types = widgetKinds.map((kind) => kind.type);
    expect(new Set(types).size).toBe(types.length);
    expect([...types].sort()).toEqual([...SPEC_ALWAYS_LOADED, ...SPEC_ON_DEMAND].sort());
    expect(widgetTypes).toEqual(types);
  });

  it('viewer-and-project.md §3: background, button, picture, shape and text are always loaded; the rest on demand', () => {
    expect([...alwaysLoadedWidgetTypes].sort()).toEqual([...SPEC_ALWAYS_LOADED].sort());
    expect([...onDemandWidgetTypes].sort()).toEqual([...SPEC_ON_DEMAND].sort());
  });

  it("viewer-and-project.md §3: each kind's schema accepts exactly its own type", () => {
    for (const kind of widgetKinds) {
      expect(kind.schema.safeParse(minimalWidget(kind.type)).success, kind.type).toBe(true);
      const other = kind.type === 'shape' ? 'picture' : 'shape';
      expect(kind.schema.safeParse({ ...minimalWidget(kind.type), type: other }).success, kind.type).toBe(false);
      expect(widgetSchema.parse(minimalWidget(kind.type)).type).toBe(kind.type);
    }
  });

  it('widgets-and-authoring.md §1: an unknown widget type is rejected at the type path', () => {
    const result = widgetSchema.safeParse({ type: 'marquee', ...base });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['type']);
  });

  it('widgets-and-authoring.md §1: an unknown field is rejected with the path of its object and its name', () => {
    for (const kind of widgetKinds) {
      const result = widgetSchema.safeParse({ ...minimalWidget(kind.type), surprise: 1 });
      expect(result.success, kind.type).toBe(false);
      const issue = result.error?.issues[0];
      expect(issue?.code, kind.type).toBe('unrecognized_keys');
      expect(issue?.path, kind.type).toEqual([]);
      expect(issue && 'keys' in issue ? issue.keys : [], kind.type).toEqual(['surprise']);
    }
    const nested = widgetSchema.safeParse({ type: 'picture', ...base, picture: { url: '/a.jpg', size: 3 } });
    expect(nested.error?.issues[0]?.path).toEqual(['picture']);
    const inOverride = widgetSchema.safeParse({ type: 'shape', ...base, viewport_phone_portrait: { surprise: 1 } });
    expect(inOverride.error?.issues[0]?.path).toEqual(['viewport_phone_portrait']);
  });

  it('widgets-and-authoring.md §1: a field of the wrong type is rejected with its path', () => {
    expect(widgetSchema.safeParse({ type: 'shape', ...base, x: '10' }).error?.issues[0]?.path).toEqual(['x']);
    expect(widgetSchema.safeParse({ type: 'video', ...base, autoplay: 'yes' }).error?.issues[0]?.path).toEqual(['autoplay']);
    expect(
      widgetSchema.safeParse({ type: 'text', version: 3, ...base, blocks: [{ key: 'a', text: 1, depth: 0, entityRanges: [] }] })
        .error?.issues[0]?.path,
    ).toEqual(['blocks', 0, 'text']);
    expect(
      widgetSchema.safeParse({ type: 'shape', ...base, animation: [{ steps: [{ scale: 0 }] }] }).error?.issues[0]?.path,
    ).toEqual(['animation', 0, 'steps', 0, 'scale']);
  });

  it('widgets-and-authoring.md §1: every kind can be described as JSON Schema for the OpenAPI document', () => {
    expect(() => z.toJSONSchema(widgetSchema, { io: 'input' })).not.toThrow();
    expect(() => z.toJSONSchema(widgetSchema, { io: 'output' })).not.toThrow();
  });

  it('viewer-and-project.md §3: isWidgetType recognises exactly the registered kinds', () => {
    expect(isWidgetType('hotspot')).toBe(true);
    expect(isWidgetType('marquee')).toBe(false);
    expect(isWidgetType(undefined)).toBe(false);
  });

  it('widgets-and-authoring.md §1: the Widget type is a union narrowed by type', () => {
    expectTypeOf<WidgetType>().toEqualTypeOf<
      | 'background'
      | 'button'
      | 'picture'
      | 'shape'
      | 'text'
      | 'addtocart'
      | 'audio'
      | 'ecommercecart'
      | 'facebook'
      | 'form'
      | 'gmaps'
      | 'hotspot'
      | 'iframe'
      | 'slideshow'
      | 'twitter'
      | 'video'
      | 'rmheader'
      | 'rmfooter'
      | 'shots'
    >();
    expectTypeOf<WidgetOfType<'slideshow'>['delay']>().toEqualTypeOf<number>();
    expectTypeOf<Extract<Widget, { type: 'text'; version: 2 }>['bg_color']>().toEqualTypeOf<string>();
  });
});
