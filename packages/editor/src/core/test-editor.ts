import { editorConstants, widgetSchema, type Page, type ViewportName, type Widget } from '@folio/model';
import type { NewWidget } from './actions/edit';
import type { DocumentChanges } from './changes';
import { Editor } from './editor';
import type { Box, Frame, Point } from './geometry';
import type { KeyInput, PointerInput } from './input';
import type { Handle } from './session';
import type { SnapGuide } from './snap';
import { handlePoint } from './transforms';

// A harness that drives the editor core as a person would, with pointer, keyboard and clipboard events in page
// coordinates, and reads back what tests assert: selection, boxes, history, guides and the change stream. It never
// imports a test runner: its expect… helpers throw an Error that says what differed.

export type Modifiers = Pick<PointerInput, 'shiftKey' | 'altKey' | 'ctrlKey' | 'metaKey'>;

/** A test id: 24 hex characters ending in the given number, so ids read in tests (`testId(1)`). */
export function testId(n: number): string {
  return n.toString(16).padStart(24, '0');
}

export const TEST_MAG_ID = 'a'.repeat(24);
/** The pages a TestEditor has unless told otherwise: two, so tests can paste across pages. */
export const TEST_PAGE_IDS = ['b'.repeat(24), 'c'.repeat(24)] as const;

/** A shape widget with the common fields filled in; `id` is the number given to testId. */
export function shapeWidget(id: number, fields: Partial<Omit<Extract<Widget, { type: 'shape' }>, '_id'>> = {}): Widget {
  return widgetSchema.parse({ _id: testId(id), pid: TEST_PAGE_IDS[0], type: 'shape', x: 0, y: 0, w: 100, h: 100, ...fields });
}

export interface TestEditorOptions {
  /** Widgets of the first page (a widget's pid may put it on another page). */
  widgets?: readonly Widget[];
  pages?: readonly Partial<Page>[];
  viewport?: ViewportName;
}

const PRIMARY = 0;

export class TestEditor extends Editor {
  /** Every step of the change stream since the editor was made. */
  readonly changes: DocumentChanges[] = [];
  private readonly modifiers: Modifiers = {};

  constructor(options: TestEditorOptions = {}) {
    const pages = (options.pages ?? TEST_PAGE_IDS.map((_id) => ({ _id }))).map((page, index) => ({ num: index + 1, num_id: index + 1, ...page }) as Page);
    const widgets = options.widgets ?? [];
    super({
      draft: { _id: TEST_MAG_ID, revision: 0, pages: pages.map((page) => ({ ...page, wids: widgets.filter((widget) => widget.pid === page._id) })) },
      viewport: options.viewport,
    });
    this.subscribeChanges((changes) => {
      // Every widget the stream sends must be one the API accepts.
      for (const widget of [...changes.widgets.created, ...changes.widgets.updated]) widgetSchema.parse(widget);
      this.changes.push(changes);
    });
  }

  // Pointer -----------------------------------------------------------------------------------------------

  private pointer(point: Point | [number, number], modifiers: Modifiers = {}, handle?: Handle): PointerInput {
    const at = Array.isArray(point) ? { x: point[0], y: point[1] } : point;
    return { point: at, button: PRIMARY, ...this.modifiers, ...modifiers, handle };
  }

  down(point: Point | [number, number], modifiers?: Modifiers): this {
    this.pointerDown(this.pointer(point, modifiers));
    return this;
  }

  move(point: Point | [number, number], modifiers?: Modifiers): this {
    this.pointerMove(this.pointer(point, modifiers));
    return this;
  }

  up(point?: Point | [number, number], modifiers?: Modifiers): this {
    this.pointerUp(this.pointer(point ?? this.input.current, modifiers));
    return this;
  }

  click(point: Point | [number, number], modifiers?: Modifiers): this {
    return this.down(point, modifiers).up(point, modifiers);
  }

  /** Press, move in `steps` moves, and (unless `release` is false) release. */
  drag(from: Point | [number, number], to: Point | [number, number], options: Modifiers & { steps?: number; release?: boolean } = {}): this {
    const { steps = 4, release = true, ...modifiers } = options;
    const a = Array.isArray(from) ? { x: from[0], y: from[1] } : from;
    const b = Array.isArray(to) ? { x: to[0], y: to[1] } : to;
    this.down(a, modifiers);
    for (let step = 1; step <= steps; step += 1) {
      this.move({ x: a.x + ((b.x - a.x) * step) / steps, y: a.y + ((b.y - a.y) * step) / steps }, modifiers);
    }
    if (release) this.up(b, modifiers);
    return this;
  }

  /** Where a handle of the selection frame is now, in page coordinates. */
  handlePoint(handle: Handle): Point {
    const frame = this.getSelectionFrame();
    if (!frame) throw new Error('Nothing selected: no handles');
    return handlePoint(frame, handle, editorConstants.rotateHandleOffsetPx / this.session.zoom);
  }

  /** Drags a selection handle by dx, dy. */
  dragHandle(handle: Handle, dx: number, dy: number, options: Modifiers & { release?: boolean } = {}): this {
    const from = this.handlePoint(handle);
    return this.drag(from, { x: from.x + dx, y: from.y + dy }, options);
  }

  // Keyboard ----------------------------------------------------------------------------------------------

  private static codeOf(key: string): string | undefined {
    if (/^[a-z]$/i.test(key)) return `Key${key.toUpperCase()}`;
    if (/^[0-9]$/.test(key)) return `Digit${key}`;
    return { '[': 'BracketLeft', ']': 'BracketRight', '=': 'Equal', '-': 'Minus', ' ': 'Space' }[key];
  }

  private keyInput(key: string, modifiers: Modifiers): KeyInput {
    return { key, code: TestEditor.codeOf(key), ...this.modifiers, ...modifiers };
  }

  /** A key press and release: `press('z', { metaKey: true })`, `press('ArrowLeft', { shiftKey: true })`. */
  press(key: string, modifiers: Modifiers = {}): this {
    this.keyDown(this.keyInput(key, modifiers));
    this.keyUp(this.keyInput(key, modifiers));
    return this;
  }

  /** Holds a modifier key down (its flag is on every later event) until `release`. */
  hold(key: 'Shift' | 'Alt' | 'Control' | 'Meta'): this {
    const flag = TestEditor.flagOf(key);
    this.modifiers[flag] = true;
    this.keyDown({ key, ...this.modifiers });
    return this;
  }

  release(key: 'Shift' | 'Alt' | 'Control' | 'Meta'): this {
    const flag = TestEditor.flagOf(key);
    this.modifiers[flag] = false;
    this.keyUp({ key, ...this.modifiers });
    return this;
  }

  private static flagOf(key: 'Shift' | 'Alt' | 'Control' | 'Meta'): keyof Modifiers {
    return key === 'Shift' ? 'shiftKey' : key === 'Alt' ? 'altKey' : key === 'Control' ? 'ctrlKey' : 'metaKey';
  }

  // Reading -----------------------------------------------------------------------------------------------

  /** The box where a widget is drawn now (its layout applied), without its angle. */
  box(id: string | number): Box {
    const frame = this.frameOf(id);
    return { x: frame.x, y: frame.y, w: frame.w, h: frame.h };
  }

  frameOf(id: string | number): Frame {
    const frame = this.getFrame(typeof id === 'number' ? testId(id) : id);
    if (!frame) throw new Error(`No widget ${String(id)}`);
    return frame;
  }

  /** The stored widget (with its overrides). */
  stored(id: string | number): Widget {
    const widget = this.document.widgets[typeof id === 'number' ? testId(id) : id];
    if (!widget) throw new Error(`No widget ${String(id)}`);
    return widget;
  }

  get guides(): SnapGuide[] {
    return this.session.guides;
  }

  get historyNames(): { undo: string[]; redo: string[] } {
    return this.history.names;
  }

  /** Adds widgets the way a toolbar would (one history entry). */
  add(...widgets: NewWidget[]): this {
    this.run('createWidgets', { widgets });
    return this;
  }

  // Assertions --------------------------------------------------------------------------------------------

  expectSelection(...ids: (string | number)[]): this {
    const want = ids.map((id) => (typeof id === 'number' ? testId(id) : id)).sort();
    const have = [...this.selectedIds].sort();
    if (JSON.stringify(want) !== JSON.stringify(have)) throw new Error(`Selection: expected [${want.join(', ')}], got [${have.join(', ')}]`);
    return this;
  }

  /** The widget's drawn box has these fields (to 1/100 px). */
  expectBox(id: string | number, want: Partial<Frame>): this {
    const have = this.frameOf(id);
    for (const [field, value] of Object.entries(want) as [keyof Frame, number][]) {
      if (Math.abs(have[field] - value) > 0.01) throw new Error(`Widget ${String(id)} ${field}: expected ${value}, got ${have[field]} (${JSON.stringify(have)})`);
    }
    return this;
  }

  /** The session's guides are exactly these (in any order). */
  expectGuides(...want: SnapGuide[]): this {
    const key = (guide: SnapGuide) => `${guide.axis}@${guide.position}:${guide.from}-${guide.to}`;
    const [a, b] = [want.map(key).sort(), this.guides.map(key).sort()];
    if (JSON.stringify(a) !== JSON.stringify(b)) throw new Error(`Guides: expected [${a.join(', ')}], got [${b.join(', ')}]`);
    return this;
  }

  expectHistory(undo: string[], redo: string[] = []): this {
    const have = this.history.names;
    if (JSON.stringify(have) !== JSON.stringify({ undo, redo })) throw new Error(`History: expected ${JSON.stringify({ undo, redo })}, got ${JSON.stringify(have)}`);
    return this;
  }
}
