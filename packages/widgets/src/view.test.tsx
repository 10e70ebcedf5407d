import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { minifyTextStyles, type TextBlock, type TextV2Widget, type TextV3Widget, type ViewportName, type Widget } from '@folio/model';
import { WidgetView, widgetRenderError } from './view';
import { textV2Background } from './text/text-v2-view';
import { safeHref } from './text/link-href';

let ids = 0;
const newId = () => (++ids).toString(16).padStart(24, '0');
const PAGE = 'f'.repeat(24);
const base = () => ({ _id: newId(), pid: PAGE, type: 'text' as const, x: 10, y: 20, w: 300, h: 200 });

function v2(fields: Partial<TextV2Widget> = {}): TextV2Widget {
  return { ...base(), version: 2, text: '<p>Hello</p>', bg_color: 'ffffff', bg_opacity: 0, column_count: 1, column_gap: 16, ...fields };
}

type V3Block = Partial<TextBlock> & { text: string };

function v3(blocks: (string | V3Block)[], fields: Partial<TextV3Widget> = {}): TextV3Widget {
  return {
    ...base(),
    version: 3,
    verticalAlign: 'top',
    blocks: blocks.map((block, index) => {
      const b = typeof block === 'string' ? { text: block } : block;
      return { key: `b${index}`, depth: 0, entityRanges: [], ...b };
    }),
    ...fields,
  };
}

const render = (widget: Widget, viewport: ViewportName = 'default') => renderToString(<WidgetView widget={widget} viewport={viewport} pageId={PAGE} />);
/** Rendered markup of a widget whose data does not match its type (as stored data might not). */
const renderBad = (widget: unknown) => render(widget as Widget);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('text widget version 2 (widgets-and-authoring.md §3)', () => {
  it('draws the stored HTML as it is, in the default font (§3: 18 px, line 26 px, Roboto, weight 400)', () => {
    const html = render(v2({ text: '<h2>Title</h2><p>Some <strong>bold</strong> words</p>' }));
    expect(html).toContain('<h2>Title</h2><p>Some <strong>bold</strong> words</p>');
    expect(html).toMatch(/font-family:&quot;Roboto&quot;, &quot;Roboto Fallback&quot;, sans-serif;font-size:18px;font-weight:400;font-style:normal;line-height:26px/);
  });

  it('the default background (ffffff at opacity 0) is transparent: no background at all', () => {
    expect(render(v2())).not.toContain('background');
  });

  it('bg_opacity above 0.99 renders the opaque colour; 0.99 itself stays translucent (§3)', () => {
    expect(render(v2({ bg_color: '336699', bg_opacity: 1 }))).toContain('background:#336699');
    expect(render(v2({ bg_color: '336699', bg_opacity: 0.995 }))).toContain('background:#336699');
    expect(render(v2({ bg_color: '336699', bg_opacity: 0.99 }))).toContain('background:rgba(51, 102, 153, 0.99)');
    expect(render(v2({ bg_color: '336699', bg_opacity: 0.5 }))).toContain('background:rgba(51, 102, 153, 0.5)');
    expect(textV2Background(undefined, undefined)).toBeUndefined();
  });

  it('column_count and column_gap lay the text out in columns; one column draws none', () => {
    expect(render(v2({ column_count: 3, column_gap: 24 }))).toContain('column-count:3;column-gap:24px');
    expect(render(v2({ column_count: 2, column_gap: undefined as unknown as number }))).toContain('column-count:2;column-gap:16px');
    expect(render(v2())).not.toContain('column-count');
  });

  it("a viewport's variant overrides bg_color, bg_opacity, column_count and column_gap there only (§3)", () => {
    const widget = v2({
      bg_color: '000000',
      bg_opacity: 1,
      column_count: 3,
      viewport_phone_portrait: { bg_color: 'ff0000', bg_opacity: 0.5, column_count: 1 },
      viewport_tablet_portrait: { column_count: 2, column_gap: 40 },
    });
    expect(render(widget)).toContain('background:#000000');
    expect(render(widget)).toContain('column-count:3');
    const phone = render(widget, 'phone_portrait');
    expect(phone).toContain('background:rgba(255, 0, 0, 0.5)');
    expect(phone).not.toContain('column-count');
    expect(render(widget, 'tablet_portrait')).toContain('column-count:2;column-gap:40px');
  });

  it('a colour that is not hex draws no background (it could carry CSS of its own)', () => {
    expect(render(v2({ bg_color: 'red;background-image:url(https://evil.test/)', bg_opacity: 1 }))).not.toContain('evil');
  });
});

describe('text widget version 3 (widgets-and-authoring.md §3)', () => {
  it('each block is a paragraph; text styles H1…H6 map to headings with the default styles of §3 "Text style"', () => {
    const widget = v3(['Big', 'Second', 'Body', 'Small'], {
      blocksMeta: [
        { key: 'b0', data: { textStyle: 'H1' } },
        { key: 'b1', data: { textStyle: 'H2' } },
        { key: 'b3', data: { textStyle: 'Caption' } },
      ],
    });
    const html = render(widget);
    expect(html).toMatch(/<h1 style="margin:0;font-size:48px;font-weight:700;line-height:60px">Big<\/h1>/);
    expect(html).toMatch(/<h2 style="margin:0;font-family:&quot;Georgia&quot;, &quot;Georgia Fallback&quot;, sans-serif;font-size:24px;line-height:30px">Second<\/h2>/);
    expect(html).toContain('<p style="margin:0">Body</p>');
    expect(html).toMatch(/<p style="margin:0;font-size:14px;font-style:italic;line-height:18px">Small<\/p>/);
  });

  it('an empty block keeps its line (a <br>)', () => {
    expect(render(v3(['One', '', 'Two']))).toContain('<p style="margin:0"><br/></p>');
  });

  it('list blocks gather into ul/ol, deeper items nesting in the item before them; listStyle alone means a bulleted item', () => {
    const widget = v3(
      [
        'Intro',
        { text: 'Apples', type: 'unordered-list-item' },
        { text: 'Green', type: 'ordered-list-item', depth: 1 },
        { text: 'Red', type: 'ordered-list-item', depth: 1 },
        { text: 'Pears', type: 'unordered-list-item' },
        'Outro',
        { text: 'Styled item' },
      ],
      { blocksMeta: [{ key: 'b6', data: { listStyle: 'List item' } }] },
    );
    const html = render(widget).replace(/ style="[^"]*"/g, '');
    expect(html).toContain('<p>Intro</p><ul><li>Apples<ol><li>Green</li><li>Red</li></ol></li><li>Pears</li></ul><p>Outro</p><ul><li>Styled item</li></ul>');
  });

  it('an ordered list after a bulleted one at the same depth starts a list of its own', () => {
    const html = render(v3([{ text: 'a', type: 'unordered-list-item' }, { text: 'b', type: 'ordered-list-item' }])).replace(/ style="[^"]*"/g, '');
    expect(html).toContain('<ul><li>a</li></ul><ol><li>b</li></ol>');
  });

  it('inline style ranges become spans with their CSS (§3 "Inline styles"), sup/sub for the script features', () => {
    const widget = v3(['Hello bold world x2'], {
      // Written as whole-style runs and stored in the typed form (widgets-and-authoring.md §3), as the server does.
      styles: minifyTextStyles([
        {
          key: 'b0',
          ranges: [
            { offset: 6, length: 4, style: { fontWeight: 700, color: 'ff0000', fontSize: 30, fontFamily: 'Georgia', fontStyle: 'italic' } },
            { offset: 11, length: 5, style: { letterSpacing: 1.2, textDecoration: 'underline', textTransform: 'uppercase', stroke: { width: 2, color: '0000ff' } } },
            { offset: 18, length: 1, style: { script: 'superscript' } },
            { offset: 17, length: 1, style: { script: 'subscript', kerning: false, fontFeatures: { liga: false, ss01: true }, variableAxes: { wght: 550 } } },
          ],
        },
      ]),
    });
    const html = render(widget);
    expect(html).toMatch(/Hello <span style="font-family:&quot;Georgia&quot;, &quot;Georgia Fallback&quot;, sans-serif;font-size:30px;font-weight:700;font-style:italic;color:rgba\(255, 0, 0, 1\)">bold<\/span> /);
    expect(html).toContain('<span style="letter-spacing:1.2px;text-decoration:underline;text-transform:uppercase;-webkit-text-stroke:2px rgba(0, 0, 255, 1)">world</span> ');
    expect(html).toContain('<sub style="font-kerning:none;font-feature-settings:&quot;liga&quot; 0, &quot;ss01&quot; 1;font-variation-settings:&quot;wght&quot; 550">x</sub><sup>2</sup>');
  });

  it('a font family cannot end its declaration (no CSS of its own through the data)', () => {
    const widget = v3(['abc'], { styles: [{ key: 'b0', type: 'fontFamily', ranges: [{ offset: 0, length: 3, value: 'x;background:url(https://evil.test/)' }] }] });
    const html = render(widget);
    expect(html).not.toContain('url(');
    expect(html).not.toContain(';background');
  });

  it('link entities become <a> with their target; _blank links get rel noopener noreferrer (§3 "Link entity")', () => {
    const widget = v3([{ text: 'Visit our site or mail us', entityRanges: [{ offset: 6, length: 8, key: 'site' }, { offset: 18, length: 7, key: 'mail' }] }], {
      entityMap: {
        site: { type: 'URL', url: 'https://example.com/', target: '_blank' },
        mail: { type: 'Email', url: 'mailto:team@example.com', target: '_self' },
      },
    });
    const html = render(widget);
    expect(html).toContain('Visit <a class="maglink fo-link-default" href="https://example.com/" target="_blank" rel="noopener noreferrer">our site</a> or ');
    expect(html).toContain('<a class="maglink fo-link-default" href="mailto:team@example.com">mail us</a>');
  });

  it('a link spanning two style runs is one <a>; anchor links carry their position', () => {
    const widget = v3([{ text: 'go there', entityRanges: [{ offset: 0, length: 8, key: '0' }] }], {
      styles: [{ key: 'b0', type: 'fontWeight', ranges: [{ offset: 0, length: 2, value: 700 }] }],
      entityMap: { '0': { type: 'Anchor', pageId: 'a'.repeat(24), anchorPosition: 300, target: '_self' } },
    });
    expect(render(widget)).toContain(`<a class="maglink fo-link-default" href="anchor:${'a'.repeat(24)}" data-anchor-pos="300"><span style="font-weight:700">go</span> there</a>`);
  });

  it('a javascript: (or data:, vbscript:) link is drawn as plain text, whatever its case and spacing', () => {
    for (const url of ['javascript:alert(1)', '  JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x']) {
      const widget = v3([{ text: 'click me', entityRanges: [{ offset: 0, length: 5, key: 'x' }] }], { entityMap: { x: { type: 'URL', url, target: '_self' } } });
      const html = render(widget);
      expect(html).not.toContain('<a');
      expect(html.replaceAll('<!-- -->', '')).toContain('>click me</p>');
    }
    expect(safeHref('/demo/page/')).toBe('/demo/page/');
    expect(safeHref('tel:+4412345')).toBe('tel:+4412345');
    expect(safeHref('share.facebook.mag')).toBe('share.facebook.mag');
    expect(safeHref('\u0001javascript:alert(1)')).toBeUndefined();
  });

  it('an entity key the map lacks (or one on its prototype) is plain text', () => {
    const widget = v3([{ text: 'hello', entityRanges: [{ offset: 0, length: 5, key: 'constructor' }] }], { entityMap: {} });
    expect(render(widget)).not.toContain('<a');
  });

  it('blocksMeta align, lineHeight, textIndent and paddings style the block', () => {
    const widget = v3(['Para'], { blocksMeta: [{ key: 'b0', data: { align: 'center', lineHeight: 40, textIndent: 28, paddings: { top: 1, right: 2, bottom: 3, left: 4 } } }] });
    expect(render(widget)).toContain(
      '<p style="margin:0;line-height:40px;text-align:center;text-indent:28px;padding-top:1px;padding-right:2px;padding-bottom:3px;padding-left:4px">Para</p>',
    );
  });

  it('verticalAlign top, middle and bottom place the text in its box (flex)', () => {
    expect(render(v3(['x'], { verticalAlign: 'top' }))).not.toContain('justify-content');
    expect(render(v3(['x'], { verticalAlign: 'middle' }))).toContain('display:flex;flex-direction:column;justify-content:center');
    expect(render(v3(['x'], { verticalAlign: 'bottom' }))).toContain('justify-content:flex-end');
  });

  it('columns, bgColor and textDirection apply to the box', () => {
    const html = render(v3(['x'], { columns: { count: 2, gap: 30 }, bgColor: '00ff0080', textDirection: 'rtl' }));
    expect(html).toContain('dir="rtl"');
    expect(html).toContain('background:rgba(0, 255, 0, 0.5019607843137255)');
    expect(html).toContain('<div style="column-count:2;column-gap:30px">');
  });

  it('blank text renders nothing (§5: a text widget is valid only with non-blank content)', () => {
    expect(render(v2({ text: '<p> <br></p><p>&nbsp;\u200b</p>' }))).toBe('');
    expect(render(v2({ text: '', bg_color: '336699', bg_opacity: 1 }))).toBe('');
    expect(render(v2({ text: '<p>&amp;</p>' }))).toContain('data-widget-id');
    expect(render(v3([]))).toBe('');
    expect(render(v3([' ', '\u00a0\u200b', '']))).toBe('');
    expect(render({ ...v3([]), blocks: undefined })).toBe('');
  });

  it('block text is text: markup in it is escaped, never parsed', () => {
    const html = render(v3(['<img src=x onerror=alert(1)>']));
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('bad data never breaks a page (widgets issue)', () => {
  it('a widget with malformed data renders nothing and logs once; the widgets beside it still draw', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const bad = { ...v3(['x']), blocks: 'not a list' };
    const good = v2({ text: '<p>Still here</p>' });
    const page = () =>
      renderToString(
        <>
          <WidgetView widget={bad as unknown as Widget} viewport="default" pageId={PAGE} />
          <WidgetView widget={good} viewport="default" pageId={PAGE} />
        </>,
      );
    expect(page()).not.toContain(bad._id);
    expect(page()).toContain('Still here');
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]![0]).toBe(widgetRenderError);
    expect(error.mock.calls[0]![1]).toBe(bad._id);
  });

  it.each([
    ['a style range past the end of its block', { styles: [{ key: 'b0', ranges: [{ offset: 2, length: 10, style: { fontWeight: 700 } }] }] }],
    [
      'a typed style range past the end of its block, in any of its entries',
      {
        styles: [
          { key: 'b0', type: 'fontWeight', ranges: [{ offset: 2, length: 10, value: 700 }] },
          { key: 'b0', type: 'color', ranges: [{ offset: 0, length: 1, value: 'ff0000' }] },
        ],
      },
    ],
    ['a negative entity range', { blocks: [{ key: 'b0', text: 'abc', depth: 0, entityRanges: [{ offset: -1, length: 2, key: 'x' }] }] }],
    ['a block whose text is not a string', { blocks: [{ key: 'b0', text: 42, depth: 0, entityRanges: [] }] }],
    ['styles that are not a list', { styles: { key: 'b0' } }],
    ['an unknown version', { version: 7 }],
  ])('%s renders nothing', (_name, fields) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(renderBad({ ...v3(['abc']), ...fields })).toBe('');
    expect(console.error).toHaveBeenCalledTimes(1);
  });

  it('v2 text that is not a string renders nothing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(renderBad({ ...v2(), text: { __html: '<script>' } })).toBe('');
  });
});

describe('text widget version 3: white space', () => {
  it('keeps the author’s line breaks and runs of spaces, as the text editor shows them', () => {
    const html = render(v3(['Two  spaces\nand a break']));
    expect(html).toContain('white-space:pre-wrap');
    expect(html).toContain('Two  spaces\nand a break');
  });
});

describe('picture validity (viewer-and-project.md §5)', () => {
  const picture = (fields: Record<string, unknown>) => ({ ...base(), type: 'picture', ...fields }) as unknown as Widget;
  it('a picture widget without a picture, or with one that has neither a type nor any url, is not drawn at all', () => {
    expect(render(picture({}))).toBe('');
    expect(render(picture({ picture: {} }))).toBe('');
    expect(render(picture({ picture: { url: '' }, clickLink: 'https://example.com/' }))).toBe('');
  });
  it('a picture with any url, or only a type, is drawn (its box, even while it has nothing to show)', () => {
    expect(render(picture({ picture: { url: '/a.png' } }))).toContain('<img');
    expect(render(picture({ picture: { type: 'image/png' } }))).toContain('data-widget-id');
  });
});
