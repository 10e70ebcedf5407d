import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { layoutFrame } from './layout-frame';
import {
  derivedPhonePage,
  derivePhoneLayout,
  estimateTextHeight,
  isPhoneLayoutDerived,
  keptOnPhonePage,
  phoneLayoutConstants,
  readingOrder,
  type PhoneFrame,
} from './phone-layout';
import { viewports } from './viewports';
import type { Widget } from './widgets/registry';

const PAGE = '0000000000000000000000a1';
const page = { _id: PAGE, height: 768 };
let serial = 0;
const id = () => (serial += 1).toString(16).padStart(24, '0');

function shape(x: number, y: number, w: number, h: number, extra: Partial<Widget> = {}): Widget {
  return { _id: id(), pid: PAGE, type: 'shape', x, y, w, h, ...extra } as Widget;
}

function text(x: number, y: number, w: number, h: number, words: string, fontSize?: number): Widget {
  return {
    _id: id(),
    pid: PAGE,
    type: 'text',
    version: 3,
    x,
    y,
    w,
    h,
    blocks: [{ key: 'b1', text: words, depth: 0, entityRanges: [] }],
    styles: fontSize ? [{ key: 'b1', type: 'fontSize', ranges: [{ offset: 0, length: words.length, value: fontSize }] }] : [],
  } as unknown as Widget;
}

const PHONE_WIDTH = viewports.phone_portrait.width;
const DESKTOP_WIDTH = viewports.default.width;
const M = phoneLayoutConstants.sideMarginPx;

/** The upright box around a frame turned by an angle. */
function box(frame: PhoneFrame, angle = 0) {
  const turn = (angle * Math.PI) / 180;
  const w = frame.w * Math.abs(Math.cos(turn)) + frame.h * Math.abs(Math.sin(turn));
  const h = frame.w * Math.abs(Math.sin(turn)) + frame.h * Math.abs(Math.cos(turn));
  const cx = frame.x + frame.w / 2;
  const cy = frame.y + frame.h / 2;
  return { left: cx - w / 2, top: cy - h / 2, right: cx + w / 2, bottom: cy + h / 2 };
}
type Box = ReturnType<typeof box>;
// Rounding each edge to whole pixels may move a turned box's corners by under a pixel.
const EPSILON = 1;
const meet = (a: Box, b: Box, slack = 0) => a.left < b.right - slack && b.left < a.right - slack && a.top < b.bottom - slack && b.top < a.bottom - slack;

describe('derived phone layout: the rules', () => {
  it('a text at x = 429 on desktop lands inside the phone column', () => {
    const lonely = text(429, 120, 400, 60, 'Only text of the page, far to the right on desktop.');
    const layout = derivePhoneLayout(page, [lonely]);
    const frame = layout.frames[lonely._id]!;
    expect(frame.x).toBeGreaterThanOrEqual(M);
    expect(frame.x + frame.w).toBeLessThanOrEqual(PHONE_WIDTH - M);
    expect(frame.w).toBe(PHONE_WIDTH - 2 * M);
  });

  it('reads top to bottom, then left to right, and stacks the widgets in that order', () => {
    const right = shape(600, 100, 200, 100);
    const left = shape(100, 110, 200, 100);
    const below = shape(50, 400, 200, 100);
    const layout = derivePhoneLayout(page, [below, right, left]);
    expect(layout.groups).toEqual([[left._id], [right._id], [below._id]]);
    const [a, b, c] = [left, right, below].map((w) => layout.frames[w._id]!);
    expect(a!.y + a!.h).toBeLessThanOrEqual(b!.y);
    expect(b!.y + b!.h).toBeLessThanOrEqual(c!.y);
  });

  it('keeps widgets that overlap on desktop together, scaled as one', () => {
    const picture = shape(100, 100, 800, 400, { type: 'picture' } as Partial<Widget>);
    const caption = shape(500, 400, 300, 60);
    const layout = derivePhoneLayout(page, [picture, caption]);
    expect(layout.groups).toEqual([[picture._id, caption._id]]);
    const p = layout.frames[picture._id]!;
    const c = layout.frames[caption._id]!;
    const scale = (PHONE_WIDTH - 2 * M) / 800;
    expect(p.w).toBe(PHONE_WIDTH - 2 * M);
    expect(c.w).toBe(Math.round(c.x + 300 * scale) - c.x);
    // The caption keeps its place on the picture: 400 of 800 across, 300 of 400 down.
    expect(c.x - p.x).toBeCloseTo(400 * scale, 0);
    expect(c.y - p.y).toBeCloseTo(300 * scale, 0);
  });

  it('scales a picture to the column width keeping its ratio, and never enlarges a small one', () => {
    const wide = shape(0, 0, 1000, 500, { type: 'picture' } as Partial<Widget>);
    const icon = shape(984, 700, 40, 40, { type: 'picture' } as Partial<Widget>);
    const layout = derivePhoneLayout(page, [wide, icon]);
    const frame = layout.frames[wide._id]!;
    expect(frame.w).toBe(PHONE_WIDTH - 2 * M);
    expect(frame.h).toBe(Math.round(((PHONE_WIDTH - 2 * M) * 500) / 1000));
    expect(layout.frames[icon._id]).toMatchObject({ w: 40, h: 40 });
    // Its place across the page is kept: it was at the right edge, so it is at the column's right edge.
    expect(layout.frames[icon._id]!.x).toBe(PHONE_WIDTH - M - 40);
  });

  it('keeps a text at its font size and grows its height with its lines', () => {
    const words = 'A long paragraph of words that needs many more lines once it is as narrow as a phone column is. '.repeat(3);
    const paragraph = text(100, 100, 800, 60, words, 24);
    const layout = derivePhoneLayout(page, [paragraph]);
    const frame = layout.frames[paragraph._id]!;
    expect(frame.w).toBe(PHONE_WIDTH - 2 * M);
    expect(frame.h).toBeGreaterThan(60);
    expect(frame.h).toBe(Math.round(estimateTextHeight(paragraph, PHONE_WIDTH - 2 * M)));
  });

  it('a text estimate grows with the font size and shrinks with the width', () => {
    const words = 'Words '.repeat(40);
    expect(estimateTextHeight(text(0, 0, 10, 10, words, 36), 280)).toBeGreaterThan(estimateTextHeight(text(0, 0, 10, 10, words, 18), 280));
    expect(estimateTextHeight(text(0, 0, 10, 10, words), 200)).toBeGreaterThan(estimateTextHeight(text(0, 0, 10, 10, words), 600));
  });

  it('takes an exact text height from a measurer when the editor gives one', () => {
    const paragraph = text(0, 0, 800, 60, 'Some words');
    const layout = derivePhoneLayout(page, [paragraph], { measureText: () => 333 });
    expect(layout.frames[paragraph._id]!.h).toBe(333);
  });

  it('a grown text pushes down what lay below it in its group, so nothing new overlaps', () => {
    const backdrop = shape(50, 50, 700, 600);
    const title = text(100, 100, 600, 40, 'A title that takes a few lines on a phone, surely more than one of them', 40);
    const note = shape(100, 200, 200, 50);
    const layout = derivePhoneLayout(page, [backdrop, title, note]);
    const t = layout.frames[title._id]!;
    const n = layout.frames[note._id]!;
    expect(t.y + t.h).toBeLessThanOrEqual(n.y);
  });

  it('skips widgets hidden on phones and leaves the background to the page', () => {
    const hidden = shape(0, 0, 100, 100, { viewport_phone_portrait: { hidden: { default: true } } } as Partial<Widget>);
    const background = shape(0, 0, 1024, 768, { type: 'background' } as Partial<Widget>);
    const layout = derivePhoneLayout(page, [hidden, background]);
    expect(layout.frames).toEqual({});
    expect(layout.height).toBe(viewports.phone_portrait.minHeight);
  });

  it('a full-width widget spans the phone page less its margins', () => {
    const band = shape(0, 300, 100, 80, { is_full_width: true, full_width_margin: 10 });
    const layout = derivePhoneLayout(page, [band]);
    expect(layout.frames[band._id]).toMatchObject({ x: 10, w: PHONE_WIDTH - 20 });
  });

  it('a wide widget meeting every other is the backdrop: it covers the whole phone page', () => {
    const cover = shape(0, 0, 1024, 768, { type: 'picture' } as Partial<Widget>);
    const a = text(100, 100, 300, 50, 'Title');
    const b = text(600, 500, 300, 50, 'Note');
    const layout = derivePhoneLayout(page, [cover, a, b]);
    expect(layout.frames[cover._id]).toEqual({ x: 0, y: 0, w: PHONE_WIDTH, h: layout.height });
    expect(layout.groups).toEqual([[a._id], [b._id]]);
  });

  it('opens with the header, closes with the footer', () => {
    const header = shape(0, 0, 1024, 60, { type: 'rmheader' } as Partial<Widget>);
    const footer = shape(0, 700, 1024, 68, { type: 'rmfooter' } as Partial<Widget>);
    const body = shape(100, 200, 300, 200);
    const layout = derivePhoneLayout(page, [footer, body, header]);
    expect(layout.frames[header._id]).toEqual({ x: 0, y: 0, w: PHONE_WIDTH, h: 60 });
    const f = layout.frames[footer._id]!;
    expect(f.y + f.h).toBe(layout.height);
    expect(layout.frames[body._id]!.y).toBeGreaterThan(60);
  });

  it('a sticky header is a band at its height like a non-sticky one, and a sticky footer closes the page', () => {
    const header = shape(0, 0, 1024, 80, { type: 'rmheader', sticky: true } as Partial<Widget>);
    const plain = shape(0, 0, 1024, 80, { type: 'rmheader' } as Partial<Widget>);
    const footer = shape(0, 700, 1024, 68, { type: 'rmfooter', sticky: true } as Partial<Widget>);
    const body = shape(100, 200, 300, 200);
    const layout = derivePhoneLayout(page, [header, body, footer]);
    expect(layout.frames[header._id]).toEqual({ x: 0, y: 0, w: PHONE_WIDTH, h: 80 });
    expect(derivePhoneLayout(page, [plain, body]).frames[plain._id]).toEqual({ x: 0, y: 0, w: PHONE_WIDTH, h: 80 });
    expect(layout.frames[body._id]!.y).toBeGreaterThanOrEqual(80);
    expect(layout.frames[footer._id]).toEqual({ x: 0, y: layout.height - 68, w: PHONE_WIDTH, h: 68 });
  });

  it('a global header is a band across the phone page too, not shrunk to the phone’s width', () => {
    const header = shape(0, 0, 1024, 80, { type: 'rmheader', is_global: true } as Partial<Widget>);
    expect(derivePhoneLayout(page, [header]).frames[header._id]).toEqual({ x: 0, y: 0, w: PHONE_WIDTH, h: 80 });
  });

  it('fits a widget pinned to the window, or global, into the page: no taller than it either', () => {
    const tall = shape(900, 0, 100, 2000, { fixed_position: 'tr' });
    const global = shape(0, 0, 200, 1500, { is_global: true } as Partial<Widget>);
    const layout = derivePhoneLayout(page, [tall, global]);
    for (const widget of [tall, global]) {
      const frame = layout.frames[widget._id]!;
      expect(frame.y).toBeGreaterThanOrEqual(0);
      expect(frame.y + frame.h).toBeLessThanOrEqual(layout.height);
      expect(frame.x + frame.w).toBeLessThanOrEqual(PHONE_WIDTH);
      // Its ratio is kept.
      expect(frame.w / frame.h).toBeCloseTo(widget.w / widget.h, 1);
    }
  });

  it('a full-height widget spans the phone page’s height and does not set it', () => {
    const tallPage = { _id: PAGE, height: 3000 };
    const stripe = shape(800, 0, 200, 100, { is_full_height: true });
    const title = text(100, 200, 400, 60, 'A title');
    const layout = derivePhoneLayout(tallPage, [stripe, title]);
    expect(layout.height).toBe(viewports.phone_portrait.minHeight);
    expect(layout.groups).toEqual([[title._id]]);
    const frame = layout.frames[stripe._id]!;
    expect(frame).toMatchObject({ y: 0, h: layout.height });
    // Across, where it lay on desktop, scaled to the phone's width.
    expect(frame.x).toBe(Math.round((800 * PHONE_WIDTH) / DESKTOP_WIDTH));
    expect(frame.x + frame.w).toBeLessThanOrEqual(PHONE_WIDTH);
    const framed = shape(0, 0, 100, 100, { is_full_height: true, full_height_margin: 10, is_full_width: true, full_width_margin: 5 });
    const margins = derivePhoneLayout(tallPage, [framed]);
    expect(margins.frames[framed._id]).toEqual({ x: 5, y: 10, w: PHONE_WIDTH - 10, h: margins.height - 20 });
  });

  it('fits a widget pinned to the window into the page width', () => {
    const pinned = shape(800, 20, 400, 40, { fixed_position: 'tr' });
    const layout = derivePhoneLayout(page, [pinned]);
    const frame = layout.frames[pinned._id]!;
    expect(frame.x).toBeGreaterThanOrEqual(0);
    expect(frame.x + frame.w).toBeLessThanOrEqual(PHONE_WIDTH);
  });

  it('the page height follows its content, never under the phone minimum nor the height set for phones', () => {
    const tall = Array.from({ length: 8 }, (_, index) => shape(100, index * 300, 800, 250));
    expect(derivePhoneLayout(page, tall).height).toBeGreaterThan(viewports.phone_portrait.minHeight);
    expect(derivePhoneLayout(page, [shape(0, 0, 10, 10)]).height).toBe(viewports.phone_portrait.minHeight);
    expect(derivePhoneLayout({ ...page, viewport_phone_portrait: { height: 2000 } }, [shape(0, 0, 10, 10)]).height).toBe(2000);
  });

  it('is derived until a widget of the page carries a phone geometry override', () => {
    const a = shape(0, 0, 10, 10, { viewport_phone_portrait: { hidden: { default: true } } } as Partial<Widget>);
    const b = shape(0, 0, 10, 10);
    expect(isPhoneLayoutDerived(PAGE, [a, b])).toBe(true);
    const global = shape(0, 0, 10, 10, { is_global: true, viewport_phone_portrait: { x: 4 } } as Partial<Widget>);
    expect(isPhoneLayoutDerived(PAGE, [a, b, global])).toBe(true);
    const edited = { ...b, viewport_phone_portrait: { y: 40 } } as Widget;
    expect(isPhoneLayoutDerived(PAGE, [a, edited])).toBe(false);
    expect(derivedPhonePage(page, [a, edited])).toBeNull();
  });

  it('derivedPhonePage puts each derived frame into the phone override, switching stick rules off', () => {
    const stuck = shape(700, 100, 200, 100, { sticked: { right: true }, sticked_margin: 10 });
    const derived = derivedPhonePage(page, [stuck])!;
    const override = derived.widgets[0]!.viewport_phone_portrait as Record<string, unknown>;
    expect(override).toMatchObject({ w: 200, h: 100, sticked: {} });
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Property: random desktop pages

const widgetArb = fc.record({
  // What the widget is to the page: most are plain widgets of the column.
  role: fc.constantFrom('plain', 'plain', 'plain', 'plain', 'plain', 'pinned', 'global', 'header', 'footer', 'stuck', 'fullHeight'),
  sticky: fc.boolean(),
  anchor: fc.constantFrom('tl', 'tc', 'tr', 'cl', 'cc', 'cr', 'bl', 'bc', 'br'),
  side: fc.constantFrom('left', 'right', 'top', 'bottom'),
  margin: fc.integer({ min: 0, max: 60 }),
  kind: fc.constantFrom('shape', 'picture', 'text'),
  x: fc.integer({ min: -200, max: DESKTOP_WIDTH + 100 }),
  y: fc.integer({ min: -100, max: 3000 }),
  w: fc.integer({ min: 1, max: 1400 }),
  h: fc.integer({ min: 1, max: 900 }),
  angle: fc.oneof(fc.constant(0), fc.constant(0), fc.integer({ min: -180, max: 180 })),
  words: fc.integer({ min: 0, max: 400 }),
  fontSize: fc.integer({ min: 8, max: 96 }),
  fullWidth: fc.boolean().map((value) => value && Math.random() < 0.2),
});

type WidgetSpec = typeof widgetArb extends fc.Arbitrary<infer T> ? T : never;

function pageOf(specs: WidgetSpec[]): Widget[] {
  return specs.map((spec) => {
    const base =
      spec.kind === 'text'
        ? text(spec.x, spec.y, spec.w, spec.h, 'word '.repeat(spec.words), spec.fontSize)
        : shape(spec.x, spec.y, spec.w, spec.h, { type: spec.kind } as Partial<Widget>);
    const widget = { ...base, angle: spec.fullWidth ? 0 : spec.angle, is_full_width: spec.fullWidth || undefined } as Record<string, unknown>;
    if (spec.role === 'pinned') widget.fixed_position = spec.anchor;
    if (spec.role === 'global') widget.is_global = true;
    if (spec.role === 'header' || spec.role === 'footer') Object.assign(widget, { type: spec.role === 'header' ? 'rmheader' : 'rmfooter', sticky: spec.sticky });
    if (spec.role === 'stuck' && !(spec.fullWidth && (spec.side === 'left' || spec.side === 'right'))) Object.assign(widget, { sticked: { [spec.side]: true }, sticked_margin: spec.margin });
    if (spec.role === 'fullHeight') Object.assign(widget, { is_full_height: true, full_height_margin: spec.margin });
    return widget as Widget;
  });
}

/**
 * Widgets that float over the column rather than being laid in it: pinned to the window (a turned sticky header or
 * footer too), global (but upright headers and footers, which are bands), or spanning the page's height (as the
 * background does). They are kept inside the page but may lie over the column's widgets.
 */
function floats(widget: Widget): boolean {
  const part = widget.type === 'rmheader' || widget.type === 'rmfooter';
  const band = part && !widget.angle;
  return !!widget.fixed_position || !!widget.is_full_height || (widget.is_global === true && !band) || (part && !band && widget.sticky === true);
}

/** What a widget covers on desktop (placed by its layout rules): a full-width widget spans the window, so any width. */
function desktopBox(widget: Widget, height: number) {
  const { angle, ...frame } = layoutFrame(widget, { width: DESKTOP_WIDTH, height: Math.max(viewports.default.minHeight, height) });
  const covered = box(frame, angle);
  return widget.is_full_width ? { ...covered, left: -Infinity, right: Infinity } : covered;
}

const pageArb = (minLength: number, maxLength: number) =>
  fc.record({ height: fc.integer({ min: 0, max: 4000 }), specs: fc.array(widgetArb, { minLength, maxLength }) });

// 300 random pages each: a few seconds, more on a busy machine.
const PROPERTY_TIMEOUT_MS = 60_000;

describe('derived phone layout: property over random desktop pages', () => {
  it('no derived widget lies outside the phone page', () => {
    fc.assert(
      fc.property(pageArb(1, 30), ({ height, specs }) => {
        const widgets = pageOf(specs);
        const layout = derivePhoneLayout({ _id: PAGE, height }, widgets);
        for (const widget of widgets) {
          const frame = layout.frames[widget._id]!;
          const b = box(frame, widget.angle ?? 0);
          expect(b.left).toBeGreaterThanOrEqual(-EPSILON);
          expect(b.top).toBeGreaterThanOrEqual(-EPSILON);
          expect(b.right).toBeLessThanOrEqual(PHONE_WIDTH + EPSILON);
          expect(b.bottom).toBeLessThanOrEqual(layout.height + EPSILON);
          if (!widget.angle) {
            expect(frame.x).toBeGreaterThanOrEqual(0);
            expect(frame.y).toBeGreaterThanOrEqual(0);
            expect(frame.x + frame.w).toBeLessThanOrEqual(PHONE_WIDTH);
            expect(frame.y + frame.h).toBeLessThanOrEqual(layout.height);
          }
        }
      }),
      { numRuns: 300 },
    );
  }, PROPERTY_TIMEOUT_MS);

  it('no two widgets overlap on the phone that did not overlap on desktop', () => {
    fc.assert(
      fc.property(pageArb(2, 25), ({ height, specs }) => {
        const widgets = pageOf(specs);
        const layout = derivePhoneLayout({ _id: PAGE, height }, widgets);
        for (let i = 0; i < widgets.length; i += 1) {
          for (let j = i + 1; j < widgets.length; j += 1) {
            const [a, b] = [widgets[i]!, widgets[j]!];
            if (floats(a) || floats(b) || meet(desktopBox(a, height), desktopBox(b, height))) continue;
            const turned = !!a.angle || !!b.angle;
            expect(meet(box(layout.frames[a._id]!, a.angle ?? 0), box(layout.frames[b._id]!, b.angle ?? 0), turned ? EPSILON : 0)).toBe(false);
          }
        }
      }),
      { numRuns: 300 },
    );
  }, PROPERTY_TIMEOUT_MS);

  it('keeps the reading order: groups wholly above others are read first, and within a group what lay above stays above', () => {
    fc.assert(
      fc.property(pageArb(2, 25), ({ height, specs }) => {
        const widgets = pageOf(specs);
        const byId = new Map(widgets.map((widget) => [widget._id, widget]));
        const layout = derivePhoneLayout({ _id: PAGE, height }, widgets);
        const phoneBox = (member: string) => box(layout.frames[member]!, byId.get(member)!.angle ?? 0);
        const span = (ids: string[], of: (member: string) => Box) => ({
          top: Math.min(...ids.map((member) => of(member).top)),
          bottom: Math.max(...ids.map((member) => of(member).bottom)),
        });
        const desktop = layout.groups.map((ids) => span(ids, (member) => desktopBox(byId.get(member)!, height)));
        const phone = layout.groups.map((ids) => span(ids, phoneBox));
        for (let a = 0; a < desktop.length; a += 1) {
          for (let b = 0; b < desktop.length; b += 1) if (desktop[a]!.bottom <= desktop[b]!.top) expect(a).toBeLessThan(b);
          // Each group lies wholly below the one read before it.
          if (a > 0) expect(phone[a]!.top).toBeGreaterThanOrEqual(phone[a - 1]!.bottom - EPSILON);
        }
        for (const ids of layout.groups) {
          for (const a of ids) {
            for (const b of ids) {
              if (a === b || desktopBox(byId.get(a)!, height).bottom > desktopBox(byId.get(b)!, height).top) continue;
              expect(phoneBox(a).bottom).toBeLessThanOrEqual(phoneBox(b).top + EPSILON);
            }
          }
        }
      }),
      { numRuns: 300 },
    );
  }, PROPERTY_TIMEOUT_MS);

  it('readingOrder: top to bottom, then left to right within a row', () => {
    const boxes = [
      { box: { left: 500, top: 0, right: 600, bottom: 100 } },
      { box: { left: 0, top: 10, right: 100, bottom: 110 } },
      { box: { left: 0, top: 200, right: 100, bottom: 300 } },
    ];
    expect(readingOrder(boxes)).toEqual([boxes[1], boxes[0], boxes[2]]);
  });
});

describe('phone pages laid out by the author: visitors never get content off-screen', () => {
  const laid = (widget: Widget, at: { x: number; y: number; w: number; h: number }) => ({ ...widget, viewport_phone_portrait: at }) as Widget;

  it('draws the layout as it is while every widget lies on the page', () => {
    const on = laid(shape(0, 0, 100, 100), { x: 20, y: 40, w: 280, h: 100 });
    expect(keptOnPhonePage({ _id: PAGE, height: 768 }, [on])).toBeNull();
  });

  it('moves a widget beside the page onto it, shrinks one wider than the page keeping its shape, and grows a text to its lines', () => {
    const beside = laid(shape(0, 0, 100, 100), { x: 429, y: 100, w: 200, h: 80 });
    const wide = laid(shape(0, 0, 100, 100, { type: 'picture' } as Partial<Widget>), { x: -40, y: 300, w: 640, h: 320 });
    const words = laid(text(0, 0, 100, 100, 'A text laid wider than a phone, which visitors must read whole. '.repeat(3)), { x: 0, y: 700, w: 600, h: 52 });
    const kept = keptOnPhonePage({ _id: PAGE, height: 768 }, [beside, wide, words])!;
    expect(kept.frames[beside._id]).toEqual({ x: PHONE_WIDTH - 200, y: 100, w: 200, h: 80 });
    expect(kept.frames[wide._id]).toEqual({ x: 0, y: 380, w: PHONE_WIDTH, h: 160 });
    const frame = kept.frames[words._id]!;
    expect([frame.x, frame.w]).toEqual([0, PHONE_WIDTH]);
    expect(frame.h).toBeGreaterThan(52);
    // The page grows down to its lowest widget.
    expect(kept.height).toBe(frame.y + frame.h);
  });

  it('over random author layouts, every widget drawn on the page lies within its width, below its top and above its bottom', () => {
    const placed = fc.record({
      kind: fc.constantFrom('shape', 'picture', 'text'),
      x: fc.integer({ min: -400, max: 700 }),
      y: fc.integer({ min: -200, max: 2000 }),
      w: fc.integer({ min: 1, max: 900 }),
      h: fc.integer({ min: 1, max: 600 }),
      angle: fc.oneof(fc.constant(0), fc.integer({ min: -180, max: 180 })),
      words: fc.integer({ min: 0, max: 60 }),
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.array(placed, { minLength: 1, maxLength: 20 }), (height, specs) => {
        const widgets = specs.map((spec) => {
          const base = spec.kind === 'text' ? text(0, 0, 10, 10, 'word '.repeat(spec.words)) : shape(0, 0, 10, 10, { type: spec.kind } as Partial<Widget>);
          return laid({ ...base, angle: spec.angle } as Widget, { x: spec.x, y: spec.y, w: spec.w, h: spec.h });
        });
        const kept = keptOnPhonePage({ _id: PAGE, height }, widgets);
        const pageHeight = kept?.height ?? Math.max(viewports.phone_portrait.minHeight, height);
        for (const widget of widgets) {
          const own = widget.viewport_phone_portrait as PhoneFrame;
          const b = box(kept?.frames[widget._id] ?? own, widget.angle ?? 0);
          expect(b.left).toBeGreaterThanOrEqual(-EPSILON);
          expect(b.right).toBeLessThanOrEqual(PHONE_WIDTH + EPSILON);
          expect(b.top).toBeGreaterThanOrEqual(-EPSILON);
          expect(b.bottom).toBeLessThanOrEqual(pageHeight + EPSILON);
        }
      }),
      { numRuns: 300 },
    );
  }, PROPERTY_TIMEOUT_MS);
});
