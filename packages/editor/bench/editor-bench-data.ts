import { newObjectId, widgetSchema, type Widget } from '@folio/model';

/**
 * The widgets of the editor benchmark's projects: a busy mix of the kinds authors place most (text v3 and v2,
 * shapes, buttons, pictures), laid out in a grid of square cells with empty gaps between them, so a marquee drawn
 * from a gap selects an exact block of widgets. Every widget is valid by the model's widget schema.
 */

export const PAGE_WIDTH = 1024;

/** The grid: cells of `cell` px holding a widget of `size` px, `gap` px from the cell's top left. */
export interface Grid {
  columns: number;
  cell: number;
  size: number;
  gap: number;
}

/** The 1,000-widget page: 20 columns × 50 rows of 40 px widgets in 50 px cells. */
export const dragPageGrid: Grid = { columns: 20, cell: 50, size: 40, gap: 10 };
export const DRAG_PAGE_WIDGETS = 1000;

/** Each page of the 50-page project: 10 columns × 10 rows of 90 px widgets in 100 px cells. */
export const openProjectGrid: Grid = { columns: 10, cell: 100, size: 90, gap: 10 };
export const OPEN_PROJECT_PAGES = 50;
export const OPEN_PAGE_WIDGETS = 100;

export const gridHeight = (grid: Grid, count: number) => grid.gap + Math.ceil(count / grid.columns) * grid.cell;

/** The picture the picture widgets show (uploaded by the benchmark). */
export interface BenchPicture {
  url: string;
  width: number;
  height: number;
  lqipUrl: string;
}

// The mix, one in ten: 3 text v3, 1 text v2, 3 shapes, 2 buttons... and a picture.
const KIND_CYCLE = ['text v3', 'shape', 'button', 'text v3', 'shape', 'picture', 'text v3', 'shape', 'button', 'text v2'] as const;
type BenchKind = (typeof KIND_CYCLE)[number];

const words = 'the quick brown fox jumps over the lazy dog while the magazine turns its pages'.split(' ');
const sentence = (i: number, length: number) => Array.from({ length }, (_, k) => words[(i + k) % words.length]).join(' ');

function fieldsOf(kind: BenchKind, i: number, picture: BenchPicture): Record<string, unknown> {
  switch (kind) {
    case 'text v3':
      return {
        type: 'text',
        version: 3,
        verticalAlign: 'top',
        blocks: [
          { key: `t${i}`, text: `Story ${i}`, depth: 0, entityRanges: [] },
          { key: `b${i}`, text: sentence(i, 8), depth: 0, entityRanges: [] },
        ],
        styles: [{ key: `b${i}`, ranges: [{ offset: 4, length: 5, style: { fontWeight: 700, color: 'b5452b' } }] }],
        entityMap: {},
        blocksMeta: [{ key: `t${i}`, data: { textStyle: 'H2' } }],
      };
    case 'text v2':
      return { type: 'text', version: 2, text: `<p>${sentence(i, 6)} <strong>${sentence(i + 3, 2)}</strong></p>` };
    case 'shape':
      return {
        type: 'shape',
        tp: i % 2 ? 'rectangle' : 'ellipse',
        bg_color: ['2a9d8f', 'e9c46a', 'f4a261', 'e76f51'][i % 4],
        bg_opacity: 1,
        borders: { width: 2, color: '264653', style: 'solid' },
      };
    case 'button':
      return { type: 'button', tp: 'text', form: 'rectangle', text: `Read ${i}`, clickLink: '#', 'background-color': '1d3557', color: 'ffffff', 'font-size': 12 };
    case 'picture':
      return {
        type: 'picture',
        picture: { url: picture.url, type: 'image/jpeg', lqipUrl: picture.lqipUrl },
        originalW: picture.width,
        originalH: picture.height,
        alt: `Picture ${i}`,
      };
  }
}

/** `count` widgets for page `pid`, cell by cell, row after row; z in that order. */
export function gridWidgets(pid: string, grid: Grid, count: number, picture: BenchPicture): Widget[] {
  return Array.from({ length: count }, (_, i) => {
    const column = i % grid.columns;
    const row = Math.floor(i / grid.columns);
    const box = { x: grid.gap + column * grid.cell, y: grid.gap + row * grid.cell, w: grid.size, h: grid.size, z: i + 1 };
    return widgetSchema.parse({ _id: newObjectId(), pid, ...box, ...fieldsOf(KIND_CYCLE[i % KIND_CYCLE.length]!, i, picture) });
  });
}

/** How many widgets of each kind `count` widgets hold. */
export function kindCounts(count: number): string {
  const counts = new Map<string, number>();
  for (let i = 0; i < count; i++) {
    const kind = KIND_CYCLE[i % KIND_CYCLE.length]!;
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  return [...counts].map(([kind, n]) => `${kind} ${n}`).join(', ');
}

/** A shape of the tldraw peer (peers/tldraw/main.tsx): the same place, kind and words as the Folio widget. */
export interface PeerShape {
  kind: 'text' | 'shape' | 'button' | 'picture';
  x: number;
  y: number;
  w: number;
  h: number;
  text: string;
  ellipse?: boolean;
}

/** The peer's document: its pages of shapes, the picture, and where the first page's origin sits in the window. */
export interface PeerLayout {
  pages: PeerShape[][];
  picture: { url: string; width: number; height: number };
  camera: { x: number; y: number };
}

/** The peer's version of gridWidgets: text for both text kinds, geo shapes for shapes and (labelled) buttons. */
export function peerShapes(grid: Grid, count: number): PeerShape[] {
  return Array.from({ length: count }, (_, i) => {
    const column = i % grid.columns;
    const row = Math.floor(i / grid.columns);
    const box = { x: grid.gap + column * grid.cell, y: grid.gap + row * grid.cell, w: grid.size, h: grid.size };
    const kind = KIND_CYCLE[i % KIND_CYCLE.length]!;
    switch (kind) {
      case 'text v3':
        return { kind: 'text', ...box, text: `Story ${i}\n${sentence(i, 8)}` };
      case 'text v2':
        return { kind: 'text', ...box, text: `${sentence(i, 6)} ${sentence(i + 3, 2)}` };
      case 'shape':
        return { kind: 'shape', ...box, text: '', ellipse: i % 2 === 0 };
      case 'button':
        return { kind: 'button', ...box, text: `Read ${i}` };
      case 'picture':
        return { kind: 'picture', ...box, text: '' };
    }
  });
}
