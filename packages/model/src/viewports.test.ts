import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  deviceClass,
  effectiveWidget,
  maxPageHeight,
  minScaleWidth,
  selectViewport,
  viewportNames,
  viewports,
  type ViewportName,
} from './viewports';
import { widgetSchema, type Widget } from './widgets/registry';

const pageA = '5f1b2c3d4e5f6a7b8c9d0e1f';
const pageB = '0123456789abcdef01234567';

describe('viewports table', () => {
  it('viewer-and-project.md §3: default 1024 (max 2048, min height 400), tablet_portrait 768/926 deprecated, phone_portrait 320/568', () => {
    expect(viewports.default).toMatchObject({ width: 1024, maxWidth: 2048, minHeight: 400, deprecated: false });
    expect(viewports.tablet_portrait).toMatchObject({ width: 768, minHeight: 926, deprecated: true });
    expect(viewports.phone_portrait).toMatchObject({ width: 320, minHeight: 568, deprecated: false });
    expect(viewportNames).toEqual(['default', 'tablet_portrait', 'phone_portrait']);
  });

  it('viewer-and-project.md §3: max page height is 201600', () => {
    expect(maxPageHeight).toBe(201600);
  });

  it('viewer-and-project.md §3: min_scale_width is 769 with a custom viewport width flag, else 1024', () => {
    expect(minScaleWidth(true)).toBe(769);
    expect(minScaleWidth(false)).toBe(1024);
  });
});

describe('selectViewport', () => {
  it('viewer-and-project.md §3: phone portrait under 600 wide', () => {
    expect(selectViewport(320, { tabletPortraitEnabled: true })).toBe('phone_portrait');
    expect(selectViewport(599, { tabletPortraitEnabled: true })).toBe('phone_portrait');
  });

  it('viewer-and-project.md §3: tablet portrait 600-1024 when the page has it', () => {
    expect(selectViewport(600, { tabletPortraitEnabled: true })).toBe('tablet_portrait');
    expect(selectViewport(768, { tabletPortraitEnabled: true })).toBe('tablet_portrait');
    expect(selectViewport(1024, { tabletPortraitEnabled: true })).toBe('tablet_portrait');
  });

  it('viewer-and-project.md §3: otherwise default', () => {
    expect(selectViewport(1025, { tabletPortraitEnabled: true })).toBe('default');
    expect(selectViewport(2560, { tabletPortraitEnabled: false })).toBe('default');
  });

  it('viewer-and-project.md §3: tablets otherwise use the nearest viewport width', () => {
    expect(selectViewport(640, { tabletPortraitEnabled: false })).toBe('phone_portrait');
    expect(selectViewport(768, { tabletPortraitEnabled: false })).toBe('default');
    expect(selectViewport(672, { tabletPortraitEnabled: false })).toBe('default');
  });

  it('viewer-and-project.md §3: without a phone version, phones get the default viewport', () => {
    expect(selectViewport(320, { tabletPortraitEnabled: false, phonePortraitEnabled: false })).toBe('default');
    expect(selectViewport(640, { tabletPortraitEnabled: false, phonePortraitEnabled: false })).toBe('default');
  });
});

describe('deviceClass', () => {
  it('viewer-and-project.md §3: tablet is an iPad or a touch screen at least 600 wide; phone below', () => {
    expect(deviceClass({ width: 1366, isIPad: true, touch: true })).toBe('tablet');
    expect(deviceClass({ width: 1024, isIPad: true, touch: false })).toBe('tablet');
    expect(deviceClass({ width: 600, touch: true })).toBe('tablet');
    expect(deviceClass({ width: 599, touch: true })).toBe('phone');
  });

  it('viewer-and-project.md §3: desktop is a device without touch, whatever its width', () => {
    expect(deviceClass({ width: 1920, touch: false })).toBe('desktop');
    expect(deviceClass({ width: 500, touch: false })).toBe('desktop');
  });
});

const shapeArb = fc.record({
  type: fc.constant('shape' as const),
  _id: fc.constant(pageB),
  pid: fc.constant(pageA),
  x: fc.integer({ min: -500, max: 2000 }),
  y: fc.integer({ min: 0, max: 5000 }),
  w: fc.integer({ min: 0, max: 2000 }),
  h: fc.integer({ min: 0, max: 2000 }),
  z: fc.integer({ min: 0, max: 100 }),
  hidden: fc.boolean(),
  bg_color: fc.constantFrom('ff0000', '00ff00', '0000ff'),
});

const overrideArb = fc.record(
  {
    x: fc.integer({ min: -500, max: 2000 }),
    w: fc.integer({ min: 0, max: 2000 }),
    bg_color: fc.constantFrom('111111', '222222'),
    hidden: fc.record({ default: fc.boolean(), [pageA]: fc.boolean() }, { requiredKeys: [] }),
    z: fc.record({ default: fc.integer({ min: 0, max: 100 }), [pageA]: fc.integer({ min: 0, max: 100 }) }, { requiredKeys: [] }),
  },
  { requiredKeys: [] },
);

const viewportArb = fc.constantFrom<ViewportName>('phone_portrait', 'tablet_portrait');
const fieldOf = (viewport: ViewportName) => `viewport_${viewport}` as 'viewport_phone_portrait' | 'viewport_tablet_portrait';

describe('effectiveWidget', () => {
  it('viewer-and-project.md §3: the default viewport draws the base widget itself', () => {
    fc.assert(
      fc.property(shapeArb, overrideArb, viewportArb, fc.constantFrom(pageA, pageB), (base, override, viewport, pageId) => {
        const widget = widgetSchema.parse({ ...base, [fieldOf(viewport)]: override });
        return effectiveWidget(widget, 'default', pageId) === widget;
      }),
    );
  });

  it("viewer-and-project.md §3: a viewport's override fields win over the base", () => {
    fc.assert(
      fc.property(shapeArb, overrideArb, viewportArb, (base, override, viewport) => {
        const widget = widgetSchema.parse({ ...base, [fieldOf(viewport)]: override });
        const drawn = effectiveWidget(widget, viewport, pageA);
        const { hidden: _hidden, z: _z, ...fields } = override;
        for (const [name, value] of Object.entries(fields)) {
          expect(drawn[name as keyof Widget]).toEqual(value);
        }
        // Fields the override leaves alone keep the base value.
        expect(drawn.y).toBe(base.y);
        if (!('x' in override)) expect(drawn.x).toBe(base.x);
      }),
    );
  });

  it('viewer-and-project.md §3: hidden and z come from the page entry, else default, else the base', () => {
    fc.assert(
      fc.property(shapeArb, overrideArb, viewportArb, fc.constantFrom(pageA, pageB), (base, override, viewport, pageId) => {
        const widget = widgetSchema.parse({ ...base, [fieldOf(viewport)]: override });
        const drawn = effectiveWidget(widget, viewport, pageId);
        const hidden = override.hidden as Record<string, boolean> | undefined;
        const zMap = override.z as Record<string, number> | undefined;
        expect(drawn.hidden).toBe(hidden?.[pageId] ?? hidden?.default ?? base.hidden);
        expect(drawn.z).toBe(zMap?.[pageId] ?? zMap?.default ?? base.z);
      }),
    );
  });

  it('viewer-and-project.md §3: another viewport without an override draws the base widget', () => {
    const widget = widgetSchema.parse({ type: 'shape', _id: pageB, pid: pageA, x: 1, y: 2, w: 3, h: 4, viewport_tablet_portrait: { x: 9 } });
    expect(effectiveWidget(widget, 'phone_portrait', pageA)).toBe(widget);
    expect(effectiveWidget(widget, 'tablet_portrait', pageA).x).toBe(9);
    expect(widget.x).toBe(1);
  });

  it('viewer-and-project.md §3: a text widget keeps its kind and version in every viewport', () => {
    const widget = widgetSchema.parse({
      type: 'text',
      version: 2,
      _id: pageB,
      pid: pageA,
      x: 0,
      y: 0,
      w: 100,
      h: 100,
      bg_color: 'ffffff',
      viewport_phone_portrait: { column_count: 1, bg_color: '000000', hidden: { [pageB]: true } },
    });
    const drawn = effectiveWidget(widget, 'phone_portrait', pageB);
    expect(drawn).toMatchObject({ type: 'text', version: 2, bg_color: '000000', column_count: 1, hidden: true });
    expect(effectiveWidget(widget, 'phone_portrait', pageA).hidden).toBeUndefined();
  });
});
