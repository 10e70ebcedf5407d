import { propertiesTexts, widgetTypes, type Widget, type WidgetType } from '@folio/model';
import { describe, expect, it } from 'vitest';
import { shapeWidget, TEST_PAGE_IDS, testId } from '../../core/test-editor';
import {
  changeAt,
  changesFor,
  cornersDiffer,
  kindSections,
  layoutSection,
  radiusChange,
  readPath,
  schemaAt,
  sectionsFor,
  type FieldDescription,
  type WidgetRecord,
} from './kind-fields';

const described = (type: WidgetType): FieldDescription[] => [...layoutSection.fields, ...kindSections[type].flatMap((section) => section.fields)];
const record = (widget: Widget) => widget as unknown as WidgetRecord & { _id: string; type: WidgetType };

/** A widget of any kind with the common fields filled in (text: version 3, or 2). */
function widgetOf(type: WidgetType, fields: Record<string, unknown> = {}) {
  return { _id: testId(1), pid: TEST_PAGE_IDS[0], type, x: 0, y: 0, w: 100, h: 100, ...(type === 'text' ? { version: 3 } : {}), ...fields } as unknown as WidgetRecord & {
    _id: string;
    type: WidgetType;
  };
}

describe('the panel of each kind', () => {
  it('exists for every kind of the model', () => {
    for (const type of widgetTypes) expect(kindSections[type], type).toBeDefined();
  });

  it('names only fields the kind’s schema has, at every depth', () => {
    for (const type of widgetTypes) {
      for (const field of described(type)) {
        if (field.control === 'custom') continue;
        const widget = widgetOf(type, type === 'text' && field.when && !field.when(widgetOf(type)) ? { version: 2 } : {});
        expect(schemaAt(widget, field.path), `${type}: ${field.path.join('.')}`).toBeDefined();
        if ('opacityPath' in field && field.opacityPath) expect(schemaAt(widget, field.opacityPath), `${type}: ${field.opacityPath.join('.')}`).toBeDefined();
      }
    }
  });

  it('offers only values the model accepts: every fallback and every choice can be written', () => {
    for (const type of widgetTypes) {
      for (const field of described(type)) {
        if (field.control === 'custom' || field.control === 'expiry') continue;
        const widget = widgetOf(type, type === 'text' && field.when && !field.when(widgetOf(type)) ? { version: 2 } : {});
        const values: unknown[] = field.control === 'select' ? field.options.map((option) => (field.numeric ? Number(option.value) : option.value)) : 'fallback' in field && field.fallback !== undefined ? [field.fallback] : [];
        for (const value of values) {
          if (field.path.join('.') === 'tp' && value === 'polygon') continue; // a polygon is written with its sides
          const result = changesFor([widget], [[field.path, value]]);
          expect(result, `${type}: ${field.path.join('.')} = ${String(value)}`).toMatchObject({ ok: true });
        }
      }
    }
  });

  it('shows a shape’s fields by its type: sides for polygons, line colour for lines, corners for rectangles', () => {
    const titles = (fields: Record<string, unknown>) => sectionsFor(widgetOf('shape', fields)).map((section) => section.id);
    const labels = (fields: Record<string, unknown>) => sectionsFor(widgetOf('shape', fields)).flatMap((section) => section.fields.map((field) => field.label));
    expect(titles({ tp: 'rectangle' })).toEqual(['layout', 'shape', 'fill', 'border', 'corners', 'page']);
    expect(titles({ tp: 'line' })).toEqual(['layout', 'shape', 'line', 'page']);
    expect(titles({ tp: 'icon' })).toEqual(['layout', 'shape', 'icon', 'page']);
    expect(labels({ tp: 'polygon', sides: 6 })).toContain(propertiesTexts.fields.sides);
    expect(labels({ tp: 'rectangle' })).not.toContain(propertiesTexts.fields.sides);
  });

  it('shows layout margins only where the layout rule is on, and “above” only for widgets on every page', () => {
    const labels = (fields: Record<string, unknown>) => sectionsFor(widgetOf('shape', fields)).flatMap((section) => section.fields.map((field) => field.label));
    expect(labels({})).not.toContain(propertiesTexts.fields.fullWidthMargin);
    expect(labels({ is_full_width: true })).toContain(propertiesTexts.fields.fullWidthMargin);
    expect(labels({ sticked: { left: true } })).toContain(propertiesTexts.fields.stickedMargin);
    expect(labels({})).not.toContain(propertiesTexts.fields.isAbove);
    expect(labels({ is_global: true })).toContain(propertiesTexts.fields.isAbove);
  });

  it('reads the text box fields of the text’s own version', () => {
    const paths = (version: number) => sectionsFor(widgetOf('text', { version })).flatMap((section) => section.fields.map((field) => field.path?.join('.')));
    expect(paths(3)).toContain('bgColor');
    expect(paths(3)).not.toContain('bg_color');
    expect(paths(2)).toContain('column_count');
  });

  it('shows a background’s media fields by its type', () => {
    const parts = (fields: Record<string, unknown>) => sectionsFor(widgetOf('background', fields)).flatMap((section) => section.fields.map((field) => (field.control === 'custom' ? field.part : field.path.join('.'))));
    expect(parts({ selectedType: 'video' })).not.toContain('backgroundPicture');
    expect(parts({})).toContain('backgroundPicture');
    expect(parts({ selectedType: 'video' })).toEqual(expect.arrayContaining(['backgroundVideoUrl', 'mute', 'loop']));
    expect(parts({ selectedType: 'slideshow' })).toEqual(expect.arrayContaining(['slideshow.delay', 'backgroundSlides']));
  });
});

describe('writing values', () => {
  it('writes a nested value into a copy of its object, keeping its neighbours', () => {
    const widget = record(shapeWidget(1, { borders: { width: 2, color: 'ff0000' } }));
    expect(changeAt(widget, ['borders', 'width'], 5)).toEqual(['borders', { width: 5, color: 'ff0000' }]);
    expect(changeAt(record(shapeWidget(1)), ['borders', 'style'], 'dashed')).toEqual(['borders', { style: 'dashed' }]);
    expect(readPath(widget, ['borders', 'color'])).toBe('ff0000');
    expect(readPath(widget, ['nothing', 'here'])).toBeUndefined();
  });

  it('writes a colour and its opacity as one change of each widget', () => {
    const widgets = [record(shapeWidget(1)), record(shapeWidget(2))];
    const result = changesFor(widgets, [
      [['borders', 'color'], '00ff00'],
      [['borders', 'opacity'], 0.5],
    ]);
    expect(result).toEqual({
      ok: true,
      changes: [
        { _id: testId(1), borders: { color: '00ff00', opacity: 0.5 } },
        { _id: testId(2), borders: { color: '00ff00', opacity: 0.5 } },
      ],
    });
  });

  it('refuses a value the model refuses, and writes nothing', () => {
    expect(changesFor([record(shapeWidget(1))], [[['opacity'], 2]])).toMatchObject({ ok: false });
    expect(changesFor([record(shapeWidget(1))], [[['bg_color'], 'blue']])).toMatchObject({ ok: false });
    expect(changesFor([record(shapeWidget(1))], [[['w'], -1]])).toMatchObject({ ok: false });
  });

  it('refuses a slideshow delay shorter than its crossfade (widgets-and-authoring.md §5)', () => {
    const slideshow = widgetOf('slideshow', { delay: 4, crossfade: 0.5 });
    expect(changesFor([slideshow], [[['delay'], 0.2]])).toEqual({ ok: false, error: propertiesTexts.errors.delayShorterThanCrossfade });
    expect(changesFor([slideshow], [[['delay'], 1]])).toMatchObject({ ok: true });
    const background = widgetOf('background', { selectedType: 'slideshow', slideshow: { delay: 4, crossfade: 0.5 } });
    expect(changesFor([background], [[['slideshow', 'crossfade'], 5]])).toEqual({ ok: false, error: propertiesTexts.errors.delayShorterThanCrossfade });
  });
});

describe('corner radii', () => {
  it('tells four equal corners from separate ones', () => {
    expect(cornersDiffer(undefined)).toBe(false);
    expect(cornersDiffer({ tl: 4, tr: 4, bl: 4, br: 4 })).toBe(false);
    expect(cornersDiffer({ tl: 4, tr: 0, bl: 4, br: 4 })).toBe(true);
  });

  it('writes one radius to every corner when the widget keeps corners of its own', () => {
    const kind = { single: 'radius', independent: 'radius_rect_independent' };
    expect(radiusChange(record(shapeWidget(1)), kind, 8)).toEqual({ radius: 8 });
    expect(radiusChange(record(shapeWidget(1, { radius_rect_independent: { tl: 1, tr: 2, bl: 3, br: 4 } })), kind, 8)).toEqual({
      radius: 8,
      radius_rect_independent: { tl: 8, tr: 8, bl: 8, br: 8 },
    });
  });
});
