import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { kindTexts, propertiesTexts, viewports, widgetSchema, widgetTypes, type WidgetType } from '@folio/model';
import {
  authoringGroups,
  authoringKinds,
  changeAt,
  changesFor,
  cornersDiffer,
  emptyPlaceholder,
  kindAuthoring,
  layoutSection,
  radiusChange,
  readPath,
  schemaAt,
  sectionsFor,
  type FieldDescription,
  type WidgetRecord,
} from './authoring';

const ID = 'a'.repeat(24);
const PAGE_ID = 'b'.repeat(24);
type Record_ = WidgetRecord & { _id: string; type: WidgetType };

/** A widget of any kind with the common fields filled in (text: version 3, or 2). */
function widgetOf(type: WidgetType, fields: Record<string, unknown> = {}): Record_ {
  return { _id: ID, pid: PAGE_ID, type, x: 0, y: 0, w: 100, h: 100, ...(type === 'text' ? { version: 3 } : {}), ...fields } as unknown as Record_;
}
const described = (type: WidgetType): FieldDescription[] => [...layoutSection.fields, ...kindAuthoring(type).sections.flatMap((section) => section.fields)];
const pages = Object.values(viewports).map((viewport) => ({ width: viewport.width, height: viewport.minHeight }));

describe('the authoring registry', () => {
  it('registers every widget kind of the model exactly once, with every part', () => {
    expect(authoringKinds.map((kind) => kind.type).sort()).toEqual([...widgetTypes].sort());
    for (const kind of authoringKinds) {
      expect(kind.label, kind.type).toBe(kindTexts.labels[kind.type]);
      expect(Object.keys(kindTexts.groups), kind.type).toContain(kind.group);
      expect(typeof kind.defaultSize, kind.type).toBe('function');
      expect(typeof kind.newWidget, kind.type).toBe('function');
      expect(kind.sections.length, kind.type).toBeGreaterThan(0);
      expect(kindAuthoring(kind.type)).toBe(kind);
    }
  });

  it('draws each kind’s pictogram as a 20 px line drawing in the text’s colour, hidden from assistive technology', () => {
    const drawings = new Set<string>();
    for (const { type, Pictogram } of authoringKinds) {
      const svg = renderToStaticMarkup(<Pictogram />);
      expect(svg, type).toMatch(/^<svg[^>]*viewBox="0 0 20 20"/);
      expect(svg, type).toContain('stroke="currentColor"');
      expect(svg, type).toContain('aria-hidden="true"');
      expect(renderToStaticMarkup(<Pictogram size={28} />), type).toContain('width="28"');
      drawings.add(svg);
    }
    expect(drawings.size, 'every kind its own drawing').toBe(authoringKinds.length);
  });

  it('groups the add menu: every kind in one group, no group empty', () => {
    expect(authoringGroups.flatMap((group) => group.kinds)).toHaveLength(authoringKinds.length);
    for (const group of authoringGroups) expect(group.kinds.length, group.group).toBeGreaterThan(0);
  });

  it.each(widgetTypes)('makes a new %s the model accepts, its default size inside the page of every viewport', (type) => {
    const kind = kindAuthoring(type);
    for (const page of pages) {
      const { w, h } = kind.defaultSize(page);
      expect(w, `${type} on ${page.width}`).toBeGreaterThan(0);
      expect(w, `${type} on ${page.width}`).toBeLessThanOrEqual(page.width);
      expect(h, `${type} on ${page.width}`).toBeLessThanOrEqual(page.height);
      const made = kind.newWidget({ x: 0, y: 0, w, h }, { page, random: () => 0 });
      const widget = widgetSchema.parse({ _id: ID, pid: PAGE_ID, ...made });
      expect(widget.type).toBe(type);
      expect(widget.x + widget.w, type).toBeLessThanOrEqual(page.width);
      expect(widget.y + widget.h, type).toBeLessThanOrEqual(page.height);
    }
  });

  it('gives kinds sizes that suit them: a button-sized add to cart, 16:9 video, 4:3 map, an audio bar, full-width page parts', () => {
    const page = { width: 1024, height: 768 };
    const size = (type: WidgetType) => kindAuthoring(type).defaultSize(page);
    expect(size('addtocart').h).toBeLessThanOrEqual(56);
    expect(size('addtocart').w).toBeLessThanOrEqual(200);
    expect(kindAuthoring('addtocart').newWidget({ x: 0, y: 0, ...size('addtocart') }, { page, random: Math.random })).toMatchObject({ label: 'Add to cart' });
    expect(size('video').w / size('video').h).toBeCloseTo(16 / 9, 2);
    expect(size('iframe').w / size('iframe').h).toBeCloseTo(16 / 9, 2);
    expect(size('gmaps').w / size('gmaps').h).toBeCloseTo(4 / 3, 2);
    expect(size('audio').h).toBeLessThan(size('audio').w / 4);
    expect(size('rmheader').w).toBe(page.width);
    expect(size('rmfooter').w).toBe(page.width);
    expect(kindAuthoring('rmfooter').newWidget({ x: 0, y: 0, ...size('rmfooter') }, { page, random: Math.random })).toMatchObject({ y: page.height - size('rmfooter').h, is_full_width: true });
    // A new header or footer shows on a white page: a colour of its own, not the page's white.
    for (const bar of ['rmheader', 'rmfooter'] as const) {
      const made = kindAuthoring(bar).newWidget({ x: 0, y: 0, ...size(bar) }, { page, random: Math.random }) as { bg_color?: string };
      expect(made.bg_color, bar).toMatch(/^[0-9a-f]{6}$/);
      expect(made.bg_color, bar).not.toBe('ffffff');
      expect(widgetSchema.safeParse({ _id: '0'.repeat(24), pid: '1'.repeat(24), ...made }).success, bar).toBe(true);
    }
    // On a phone page the proportions stay.
    const phone = kindAuthoring('video').defaultSize({ width: 320, height: 568 });
    expect(phone.w).toBeLessThanOrEqual(320);
    expect(phone.w / phone.h).toBeCloseTo(16 / 9, 1);
  });

  it('a new form holds its fields, a new text a sample quote, a new button its label', () => {
    const page = { width: 1024, height: 768 };
    const box = { x: 0, y: 0, w: 100, h: 100 };
    expect(kindAuthoring('form').newWidget(box, { page, random: Math.random })).toMatchObject({ fields: [{ kind: 'text' }, { kind: 'email' }] });
    expect(kindAuthoring('text').newWidget(box, { page, random: () => 0 })).toMatchObject({ version: 3, blocks: [{ text: expect.any(String) }] });
    expect(kindAuthoring('button').newWidget(box, { page, random: Math.random })).toMatchObject({ text: 'Button', color: 'ffffff' });
  });
});

describe('empty media placeholders', () => {
  const placeholderKinds: WidgetType[] = ['video', 'slideshow', 'gmaps', 'iframe', 'facebook', 'twitter', 'shots', 'audio'];

  it.each(placeholderKinds)('an empty %s has a labelled placeholder naming the kind and how to fill it', (type) => {
    const placeholder = emptyPlaceholder(widgetOf(type));
    expect(placeholder).toEqual({ label: kindTexts.labels[type], words: expect.stringContaining('Properties') });
  });

  it('a filled one has none, nor do kinds that always show something', () => {
    expect(emptyPlaceholder(widgetOf('video', { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }))).toBeUndefined();
    expect(emptyPlaceholder(widgetOf('gmaps', { address: 'Berlin' }))).toBeUndefined();
    expect(emptyPlaceholder(widgetOf('gmaps', { lat: 1, lng: 2 }))).toBeUndefined();
    expect(emptyPlaceholder(widgetOf('iframe', { code: '<p>hi</p>' }))).toBeUndefined();
    expect(emptyPlaceholder(widgetOf('audio', { url: 'https://example.com/a.mp3' }))).toBeUndefined();
    expect(emptyPlaceholder(widgetOf('twitter', { url: 'https://x.com/folio/status/123' }))).toBeUndefined();
    expect(emptyPlaceholder(widgetOf('facebook', { url: 'https://www.facebook.com/folio' }))).toBeUndefined();
    expect(emptyPlaceholder(widgetOf('shots', { poster_url: 'https://example.com/p.jpg' }))).toBeUndefined();
    expect(emptyPlaceholder(widgetOf('slideshow', { pictures: [{ url: 'https://example.com/p.jpg' }] }))).toBeUndefined();
    for (const type of ['text', 'picture', 'shape', 'button', 'form', 'hotspot', 'addtocart'] as const) expect(emptyPlaceholder(widgetOf(type)), type).toBeUndefined();
  });
});

describe('the panel of each kind', () => {
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
  const shape = (fields: Record<string, unknown> = {}, id = ID) => ({ ...widgetOf('shape', fields), _id: id });

  it('writes a nested value into a copy of its object, keeping its neighbours', () => {
    const widget = shape({ borders: { width: 2, color: 'ff0000' } });
    expect(changeAt(widget, ['borders', 'width'], 5)).toEqual(['borders', { width: 5, color: 'ff0000' }]);
    expect(changeAt(shape(), ['borders', 'style'], 'dashed')).toEqual(['borders', { style: 'dashed' }]);
    expect(readPath(widget, ['borders', 'color'])).toBe('ff0000');
    expect(readPath(widget, ['nothing', 'here'])).toBeUndefined();
  });

  it('writes a colour and its opacity as one change of each widget', () => {
    const other = 'c'.repeat(24);
    const result = changesFor(
      [shape(), shape({}, other)],
      [
        [['borders', 'color'], '00ff00'],
        [['borders', 'opacity'], 0.5],
      ],
    );
    expect(result).toEqual({
      ok: true,
      changes: [
        { _id: ID, borders: { color: '00ff00', opacity: 0.5 } },
        { _id: other, borders: { color: '00ff00', opacity: 0.5 } },
      ],
    });
  });

  it('refuses a value the model refuses, and writes nothing', () => {
    expect(changesFor([shape()], [[['opacity'], 2]])).toMatchObject({ ok: false });
    expect(changesFor([shape()], [[['bg_color'], 'blue']])).toMatchObject({ ok: false });
    expect(changesFor([shape()], [[['w'], -1]])).toMatchObject({ ok: false });
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
    const kind = kindAuthoring('shape').corners!;
    expect(radiusChange(widgetOf('shape'), kind, 8)).toEqual({ radius: 8 });
    expect(radiusChange(widgetOf('shape', { radius_rect_independent: { tl: 1, tr: 2, bl: 3, br: 4 } }), kind, 8)).toEqual({
      radius: 8,
      radius_rect_independent: { tl: 8, tr: 8, bl: 8, br: 8 },
    });
  });
});
