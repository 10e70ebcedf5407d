/**
 * Part (d) of npm run bench:editor — deriving the phone layout of a 200-widget page (issue 13, "Benchmark"; docs/editor.md
 * "Phone layout"). The derivation is pure (packages/model/src/phone-layout.ts): the same code the viewer runs for a
 * phone visitor and the constructor's phone view runs when it draws a derived page. Measured here in Node (V8, as in
 * Chromium), on one page of PAGE_WIDGETS widgets of the kinds a page holds — texts of one to several paragraphs,
 * pictures, shapes, a few overlapping groups (a caption on its picture), a full-width band, a backdrop — spread over
 * the 1024 px desktop page, from a seeded random source so every run derives the same page:
 *  - derive: derivePhoneLayout alone, RUNS times after WARMUP runs;
 *  - phone view: the constructor's phone view of that page opening — the document view made in the phone viewport
 *    (the derivation, the "is it derived" check) and every widget read as drawn, RUNS times, each on a new widgets
 *    record (as after an edit, so nothing is cached).
 */
import { derivePhoneLayout, type Widget } from '@folio/model';
import { produce } from 'immer';
import { DocumentView } from '../src/core';
import { documentFromDraft } from '../src/core/document';
import { median, percentile } from '../../viewer/bench/percentiles';

export const PAGE_WIDGETS = 200;
const RUNS = 200;
const WARMUP = 20;
const PAGE_ID = 'd'.repeat(24);
const DESKTOP_WIDTH = 1024;
const ROW_HEIGHT = 150;

/** A small seeded random source (mulberry32), so every run derives the same page. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const id = (n: number) => n.toString(16).padStart(24, '0');
const WORDS = 'a magazine page of words set in columns beside pictures and shapes that a phone reads in one column'.split(' ');

/** The bench page: PAGE_WIDGETS widgets in rows down a tall desktop page. */
export function benchPage(): Widget[] {
  const next = random(13);
  const widgets: Widget[] = [];
  const add = (fields: Record<string, unknown>) => widgets.push({ _id: id(widgets.length + 1), pid: PAGE_ID, ...fields } as Widget);
  add({ type: 'shape', x: 0, y: 0, w: DESKTOP_WIDTH, h: 60, is_full_width: true });
  for (let row = 0; widgets.length < PAGE_WIDGETS; row += 1) {
    let x = 20 + Math.floor(next() * 40);
    while (x < DESKTOP_WIDTH - 120 && widgets.length < PAGE_WIDGETS) {
      const w = 120 + Math.floor(next() * 320);
      const y = 80 + row * ROW_HEIGHT + Math.floor(next() * 30);
      const kind = next();
      if (kind < 0.45) {
        const paragraphs = 1 + Math.floor(next() * 3);
        const blocks = Array.from({ length: paragraphs }, (_, index) => ({
          key: `b${index}`,
          text: Array.from({ length: 8 + Math.floor(next() * 40) }, () => WORDS[Math.floor(next() * WORDS.length)]).join(' '),
          depth: 0,
          entityRanges: [],
        }));
        add({ type: 'text', version: 3, x, y, w, h: 60 + paragraphs * 26, blocks, styles: [], blocksMeta: [] });
      } else if (kind < 0.75) {
        add({ type: 'picture', x, y, w, h: Math.round(w * (0.5 + next())), angle: next() < 0.1 ? Math.round(next() * 20 - 10) : 0 });
        // A caption laid on some pictures: kept with it as one group.
        if (next() < 0.3 && widgets.length < PAGE_WIDGETS) add({ type: 'text', version: 3, x: x + 10, y: y + 20, w: Math.max(60, w - 20), h: 40, blocks: [{ key: 'c', text: 'A caption', depth: 0, entityRanges: [] }], styles: [], blocksMeta: [] });
      } else {
        add({ type: 'shape', x, y, w, h: 40 + Math.floor(next() * 120) });
      }
      x += w + 20 + Math.floor(next() * 40);
    }
  }
  return widgets;
}

export interface PhoneLayoutBench {
  widgets: number;
  groups: number;
  height: number;
  derive: { p50: number; p95: number };
  phoneView: { p50: number; p95: number };
}

function timed(run: () => void): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

export function benchPhoneLayout(): PhoneLayoutBench {
  const widgets = benchPage();
  const page = { _id: PAGE_ID, height: 80 + Math.ceil(widgets.length / 4) * ROW_HEIGHT };
  for (let i = 0; i < WARMUP; i++) derivePhoneLayout(page, widgets);
  const derive = Array.from({ length: RUNS }, () => timed(() => derivePhoneLayout(page, widgets)));
  const layout = derivePhoneLayout(page, widgets);

  let document = documentFromDraft({ _id: 'e'.repeat(24), pages: [{ _id: PAGE_ID, num: 1, num_id: 1, height: page.height, wids: widgets }] });
  const session = { pageId: PAGE_ID, viewport: 'phone_portrait' as const, selectedIds: [], raised: null };
  const openView = () => {
    // A new widgets record each run, as an edit makes: the view derives again.
    document = produce(document, (draft) => void (draft.widgets[id(1)]!.z = (draft.widgets[id(1)]!.z ?? 0) + 1));
    const view = new DocumentView(document, session);
    for (const widgetId of view.stack({ drawn: true })) view.frame(widgetId);
    return view;
  };
  for (let i = 0; i < WARMUP; i++) openView();
  const phoneView: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    // The edit that makes the new record is not what is measured.
    document = produce(document, (draft) => void (draft.widgets[id(1)]!.z = (draft.widgets[id(1)]!.z ?? 0) + 1));
    const current = document;
    phoneView.push(
      timed(() => {
        const view = new DocumentView(current, session);
        for (const widgetId of view.stack({ drawn: true })) view.frame(widgetId);
      }),
    );
  }
  const figures = (values: number[]) => ({ p50: median(values), p95: percentile(values, 0.95) });
  return { widgets: widgets.length, groups: layout.groups.length, height: layout.height, derive: figures(derive), phoneView: figures(phoneView) };
}

export function printPhoneLayout(result: PhoneLayoutBench): void {
  const ms = (value: number) => value.toFixed(2);
  console.log(`\n(d) Deriving the phone layout of a ${result.widgets}-widget page (${result.groups} groups, phone page ${result.height} px high), ${RUNS} runs after ${WARMUP}:`);
  console.log('| what | p50 (ms) | p95 (ms) |\n|---|---:|---:|');
  console.log(`| derivePhoneLayout | ${ms(result.derive.p50)} | ${ms(result.derive.p95)} |`);
  console.log(`| the phone view's document view (derive, then every widget's frame) | ${ms(result.phoneView.p50)} | ${ms(result.phoneView.p95)} |`);
}
