import { describe, expect, it } from 'vitest';
import type { Widget } from '../widgets/registry';
import { pageFontUses, projectFontUses, widgetFontUses } from './page-fonts';
import { projectTypography } from './resolve';

const text = (fields: object) => ({ _id: 't', pid: 'p1', type: 'text', x: 0, y: 0, w: 100, h: 100, version: 3, verticalAlign: 'top', ...fields }) as unknown as Widget;

describe('pageFontUses (viewer-and-project.md §4: text widgets wait for fonts)', () => {
  const typography = projectTypography({ textStyles: { project: [{ name: 'H1', tag: 'h1', cssProperties: { fontFamily: 'Lora', fontWeight: 700 } }] } });
  const title = text({ _id: 'a', blocks: [{ key: 'k', text: 'Title', depth: 0, entityRanges: [] }], blocksMeta: [{ key: 'k', data: { textStyle: 'H1' } }] });
  const body = text({ _id: 'b', blocks: [{ key: 'k', text: 'body', depth: 0, entityRanges: [] }] });

  it("gathers the faces of a page's texts, each face once with all its characters", () => {
    const more = text({ _id: 'c', blocks: [{ key: 'k', text: 'ok', depth: 0, entityRanges: [] }] });
    expect(pageFontUses([title, body, more], typography, 'default', 'p1')).toEqual([
      { family: 'Lora', weight: 700, style: 'normal', text: 'Title' },
      { family: 'Roboto', weight: 400, style: 'normal', text: 'bodyk' },
    ]);
  });

  it('leaves out texts hidden in the viewport, and widgets that are not text', () => {
    const hidden = { ...body, viewport_phone_portrait: { hidden: { default: true } } } as unknown as Widget;
    const shape = { _id: 's', pid: 'p1', type: 'shape', x: 0, y: 0, w: 1, h: 1 } as unknown as Widget;
    expect(pageFontUses([hidden, shape], typography, 'phone_portrait', 'p1')).toEqual([]);
    expect(pageFontUses([hidden], typography, 'default', 'p1')).toHaveLength(1);
  });
});


describe('widgetFontUses and projectFontUses (what a published project declares)', () => {
  it("reads a button's label in each of its states' faces", () => {
    const button = { _id: 'b', pid: 'p1', type: 'button', x: 0, y: 0, w: 1, h: 1, text: 'Buy', 'font-family': 'Lora', 'hover-font-weight': 700 } as unknown as Widget;
    expect(widgetFontUses(button)).toEqual([
      { family: 'Lora', weight: 500, style: 'normal', text: 'Buy' },
      { family: 'Lora', weight: 700, style: 'normal', text: 'Buy' },
    ]);
  });

  it('gathers every page in every viewport, hidden widgets too (a page may show them elsewhere)', () => {
    const phoneOnly = text({ _id: 'p', blocks: [{ key: 'k', text: 'x', depth: 0, entityRanges: [] }], hidden: true, viewport_phone_portrait: { hidden: { default: false } } });
    const styled = text({ _id: 'q', blocks: [{ key: 'k', text: 'y', depth: 0, entityRanges: [] }], styles: [{ key: 'k', ranges: [{ offset: 0, length: 1, style: { fontFamily: 'Inter' } }] }] });
    expect(projectFontUses([{ _id: 'p1', wids: [phoneOnly] }, { _id: 'p2', wids: [styled] }], projectTypography(null)).map((use) => use.family)).toEqual(['Roboto', 'Inter']);
  });
});
