import { newObjectId, widgetSchema, type Widget } from '@folio/model';

/**
 * The widgets of the benchmark's one page: WIDGET_COUNT widgets of every kind in packages/widgets/src, in the
 * proportions of a busy magazine page (mostly text, pictures and shapes), each valid by the model's schemas.
 * Nothing on the page reaches the internet: pictures and posters are on the benchmark's server, the video and
 * audio players load nothing until played, embeds are pasted code or an address on the same server.
 */

export const WIDGET_COUNT = 200;
const PAGE_WIDTH = 1024;
const COLUMNS = 5;
const CELL_W = 180;
const CELL_H = 120;
const GAP = 20;
const SMALL_PICTURE_W = 120;

/** How many widgets of each kind; they add up to WIDGET_COUNT. */
export const kindCounts = {
  background: 1,
  'text v2': 40,
  'text v3': 40,
  picture: 30,
  shape: 30,
  button: 20,
  slideshow: 10,
  video: 10,
  iframe: 10,
  audio: 9,
} as const;
export type BenchKind = keyof typeof kindCounts;

export interface PagePictures {
  /** An uploaded picture (/api/images/{key}) with its size and placeholder. */
  url: string;
  width: number;
  height: number;
  lqipUrl: string;
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
  z: number;
}

/** The page's height for WIDGET_COUNT widgets laid out COLUMNS to a row. */
export const pageHeight = GAP + Math.ceil(WIDGET_COUNT / COLUMNS) * (CELL_H + GAP);

const words = 'the quick brown fox jumps over the lazy dog while the magazine turns its pages'.split(' ');
const sentence = (i: number, length: number) => Array.from({ length }, (_, k) => words[(i + k) % words.length]).join(' ');

function textV2(i: number): Record<string, unknown> {
  return {
    type: 'text',
    version: 2,
    text: `<h3>Note ${i}</h3><p>${sentence(i, 12)} <strong>${sentence(i + 3, 3)}</strong> <a href="https://example.com/${i}" target="_blank">more</a></p>`,
    bg_color: 'f1faee',
    bg_opacity: i % 2 ? 1 : 0,
    column_count: 1,
    column_gap: 16,
  };
}

function textV3(i: number): Record<string, unknown> {
  const title = `Story ${i}`;
  const body = sentence(i, 14);
  return {
    type: 'text',
    version: 3,
    verticalAlign: 'top',
    blocks: [
      { key: `t${i}`, text: title, depth: 0, entityRanges: [] },
      { key: `b${i}`, text: body, depth: 0, entityRanges: [{ offset: 0, length: 9, key: 'link' }] },
      { key: `l${i}`, text: sentence(i + 5, 4), depth: 0, entityRanges: [], type: 'unordered-list-item' },
    ],
    styles: [{ key: `b${i}`, ranges: [{ offset: 4, length: 5, style: { fontWeight: 700, color: 'b5452b' } }] }],
    entityMap: { link: { type: 'URL', url: `https://example.com/story-${i}`, target: '_blank' } },
    blocksMeta: [
      { key: `t${i}`, data: { textStyle: 'H2' } },
      { key: `b${i}`, data: { textStyle: 'Text', align: 'left', lineHeight: 22 } },
    ],
  };
}

function picture(i: number, box: Box, pictures: PagePictures): Record<string, unknown> {
  const cropped = i % 3 === 0;
  return {
    type: 'picture',
    picture: { url: pictures.url, type: 'image/jpeg', lqipUrl: pictures.lqipUrl },
    originalW: pictures.width,
    originalH: pictures.height,
    alt: `Picture ${i}`,
    ...(cropped ? { cropX: 100, cropY: 100, cropW: Math.round(pictures.width / 2), cropH: Math.round(pictures.height / 2) } : {}),
    border_radius: i % 2 ? 8 : 0,
    // Every other picture smaller: the page asks for more than one size of the picture.
    ...(i % 2 ? { w: SMALL_PICTURE_W, h: Math.round((SMALL_PICTURE_W * box.h) / box.w) } : {}),
  };
}

const shapeTypes = ['rectangle', 'ellipse', 'polygon', 'line'] as const;
function shape(i: number): Record<string, unknown> {
  const tp = shapeTypes[i % shapeTypes.length];
  return {
    type: 'shape',
    tp,
    ...(tp === 'polygon' ? { sides: 3 + (i % 5) } : {}),
    bg_color: ['2a9d8f', 'e9c46a', 'f4a261', 'e76f51'][i % 4],
    bg_opacity: 1,
    radius: tp === 'rectangle' ? 12 : undefined,
    borders: { width: 2, color: '264653', style: i % 2 ? 'solid' : 'dashed' },
    angle: i % 7 === 0 ? 15 : undefined,
  };
}

function button(i: number): Record<string, unknown> {
  return {
    type: 'button',
    tp: 'text',
    form: 'rectangle',
    text: `Read ${i}`,
    clickLink: i % 2 ? 'https://example.com/' : '#',
    'background-color': '1d3557',
    color: 'ffffff',
    'border-radius': 20,
    'font-size': 16,
    'hover-background-color': 'e63946',
    transition: true,
  };
}

function slideshow(i: number): Record<string, unknown> {
  return {
    type: 'slideshow',
    name: `Slideshow ${i}`,
    pictures: [
      { uuid: `s${i}-1`, num: 1, url: '/assets/demo/cover.svg' },
      { uuid: `s${i}-2`, num: 2, url: '/assets/demo/still-life.svg' },
      { uuid: `s${i}-3`, num: 3, url: '/assets/demo/cover.svg' },
    ],
    delay: 4,
    crossfade: 0.5,
  };
}

function video(i: number): Record<string, unknown> {
  // The player (YouTube's) is only created on play; the poster is ours.
  return { type: 'video', provider_name: 'YouTube', video_id: 'aqz-KE-bpKQ', custom_thumbnail: '/assets/demo/still-life.svg', controls: true, loop: i % 2 === 0 };
}

function iframe(i: number, base: string): Record<string, unknown> {
  // Half pasted code (drawn with srcdoc), half an address (a lazy iframe) on the benchmark's own server.
  return i % 2
    ? { type: 'iframe', code: `<div style="font:14px sans-serif;padding:8px">Embedded note ${i}</div>` }
    : { type: 'iframe', url: `${base}/assets/demo/cover.svg` };
}

function audio(i: number): Record<string, unknown> {
  // preload="none": nothing is fetched until the visitor presses play.
  return { type: 'audio', url: `/assets/bench/track-${i}.mp3`, title: `Track ${i}` };
}

function widgetOfKind(kind: BenchKind, i: number, box: Box, pictures: PagePictures, base: string): Record<string, unknown> {
  switch (kind) {
    case 'background':
      return { type: 'background', selectedType: 'picture', color: 'fafafa', picture: { url: '/assets/demo/cover.svg' } };
    case 'text v2':
      return textV2(i);
    case 'text v3':
      return textV3(i);
    case 'picture':
      return picture(i, box, pictures);
    case 'shape':
      return shape(i);
    case 'button':
      return button(i);
    case 'slideshow':
      return slideshow(i);
    case 'video':
      return video(i);
    case 'iframe':
      return iframe(i, base);
    case 'audio':
      return audio(i);
  }
}

/** The kinds in page order: interleaved, so every part of the page holds several kinds. */
function kindSequence(): BenchKind[] {
  const left = new Map<BenchKind, number>(Object.entries(kindCounts) as [BenchKind, number][]);
  const sequence: BenchKind[] = ['background'];
  left.set('background', left.get('background')! - 1);
  while (sequence.length < WIDGET_COUNT) {
    for (const [kind, count] of left) {
      if (count === 0) continue;
      sequence.push(kind);
      left.set(kind, count - 1);
    }
  }
  return sequence;
}

/** The page's widgets (validated with the model's widget schema, as the server will), for page `pid`. */
export function widgetsPageWidgets(pid: string, pictures: PagePictures, base: string): Widget[] {
  let cell = 0;
  return kindSequence().map((kind, i) => {
    let box: Box;
    if (kind === 'background') {
      box = { x: 0, y: 0, w: PAGE_WIDTH, h: pageHeight, z: 0 };
    } else {
      const column = cell % COLUMNS;
      const row = Math.floor(cell / COLUMNS);
      cell += 1;
      box = { x: GAP + column * (CELL_W + GAP), y: GAP + row * (CELL_H + GAP), w: CELL_W, h: CELL_H, z: i };
    }
    const fields = widgetOfKind(kind, i, box, pictures, base);
    return widgetSchema.parse({ _id: newObjectId(), pid, ...box, ...fields });
  });
}
