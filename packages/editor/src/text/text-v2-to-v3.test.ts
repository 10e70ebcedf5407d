import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blockStyleRuns } from '@folio/model';
import { decodeEntities, tokenizeHtml } from './html-tokens';
import { normalizeTextV3 } from './text-v3-content';
import { textV2ToV3 } from './text-v2-to-v3';

/** Blocks as [text, type?, depth] for reading at a glance. */
const blocksOf = (html: string) => textV2ToV3(html).blocks.map((b) => (b.type ? [b.text, b.type, b.depth] : b.text));

describe('HTML tokens', () => {
  it('reads start and end tags with attributes in any quoting, and text', () => {
    expect(tokenizeHtml('<p class=x style="color: red">a &amp; b</p><br/><A HREF=\'u\'>l</A>')).toEqual([
      { kind: 'start', name: 'p', attributes: { class: 'x', style: 'color: red' }, selfClosing: false },
      { kind: 'text', text: 'a & b' },
      { kind: 'end', name: 'p' },
      { kind: 'start', name: 'br', attributes: {}, selfClosing: true },
      { kind: 'start', name: 'a', attributes: { href: 'u' }, selfClosing: false },
      { kind: 'text', text: 'l' },
      { kind: 'end', name: 'a' },
    ]);
  });

  it('skips comments, doctypes and script content; a stray < is text', () => {
    expect(tokenizeHtml('<!-- c --><!doctype html>1 < 2<script>x<y</script>z')).toEqual([
      { kind: 'text', text: '1 < 2' },
      { kind: 'start', name: 'script', attributes: {}, selfClosing: false },
      { kind: 'end', name: 'script' },
      { kind: 'text', text: 'z' },
    ]);
  });

  it('decodes named and numeric references, leaving unknown ones', () => {
    expect(decodeEntities('&lt;&gt;&quot;&#39;&nbsp;&mdash;&#x1F600;&#128512;&bogus;&#0;')).toBe('<>"\'\u00a0\u2014😀😀&bogus;\ufffd');
  });

  it('never throws, whatever it is given', () => {
    fc.assert(fc.property(fc.string(), (html) => void tokenizeHtml(html)));
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom('<', '>', '/', 'p', 'a', '"', "'", '=', ' ', '&', ';', '!', '-', 'x') }), (html) => void textV2ToV3(html)));
  });
});

describe('text v2 → v3 (widgets-and-authoring.md §3)', () => {
  it('paragraphs and headings become blocks; headings get the text style of their level', () => {
    const doc = textV2ToV3('<h1>Title</h1><h2>Sub</h2><p>Body</p><h4>Small</h4>');
    expect(doc.blocks.map((b) => b.text)).toEqual(['Title', 'Sub', 'Body', 'Small']);
    expect(doc.blocksMeta.map((m) => m.data.textStyle)).toEqual(['H1', 'H2', 'H4']);
  });

  it('b, strong, i, em, u, s, sub and sup become inline styles, nested ones combined', () => {
    const doc = textV2ToV3('<p><b>b</b><strong>s</strong><i>i</i><em>e</em><u>u<s>x</s></u><sub>2</sub><sup>3</sup></p>');
    expect(blockStyleRuns(doc.styles, 'b0')).toEqual([
      { offset: 0, length: 2, style: { fontWeight: 700 } },
      { offset: 2, length: 2, style: { fontStyle: 'italic' } },
      { offset: 4, length: 1, style: { textDecoration: 'underline' } },
      { offset: 5, length: 1, style: { textDecoration: 'underline line-through' } },
      { offset: 6, length: 1, style: { script: 'subscript' } },
      { offset: 7, length: 1, style: { script: 'superscript' } },
    ]);
    // Stored typed (widgets-and-authoring.md §3 "styles: key, type, inline styles (minified form)").
    expect(doc.styles).toEqual([
      { key: 'b0', type: 'fontWeight', ranges: [{ offset: 0, length: 2, value: 700 }] },
      { key: 'b0', type: 'fontStyle', ranges: [{ offset: 2, length: 2, value: 'italic' }] },
      {
        key: 'b0',
        type: 'textDecoration',
        ranges: [
          { offset: 4, length: 1, value: 'underline' },
          { offset: 5, length: 1, value: 'underline line-through' },
        ],
      },
      {
        key: 'b0',
        type: 'script',
        ranges: [
          { offset: 6, length: 1, value: 'subscript' },
          { offset: 7, length: 1, value: 'superscript' },
        ],
      },
    ]);
  });

  it('inline CSS with an exact v3 inline style is kept', () => {
    const doc = textV2ToV3(
      '<p><span style="color: #F00; font-size: 20px; font-weight: 600; font-family: Georgia, serif; letter-spacing: 1.5px; text-transform: uppercase">a</span>' +
        '<span style="color: rgba(0, 128, 255, 0.5); font-size: large; background-color: red">b</span></p>',
    );
    expect(blockStyleRuns(doc.styles, 'b0')).toEqual([
      { offset: 0, length: 1, style: { letterSpacing: 1.5, color: 'ff0000', fontSize: 20, fontFamily: 'Georgia, serif', fontWeight: 600, textTransform: 'uppercase' } },
      { offset: 1, length: 1, style: { color: '0080ff80' } },
    ]);
  });

  it('links become entities typed by their address, target kept', () => {
    const doc = textV2ToV3('<p>Write <a href="mailto:a@b.c">me</a>, see <a href="https://x.example" target="_blank" rel="noopener">this</a> or <a>nothing</a></p>');
    const block = doc.blocks[0]!;
    expect(block.entityRanges.map((r) => [block.text.slice(r.offset, r.offset + r.length), doc.entityMap[r.key]])).toEqual([
      ['me', { url: 'mailto:a@b.c', target: '_self', type: 'Email' }],
      ['this', { url: 'https://x.example', target: '_blank', type: 'URL' }],
    ]);
  });

  it('nested ul and ol give list blocks with their depth', () => {
    expect(blocksOf('<ul><li>a<ol><li>b</li><li>c<ul><li>d</li></ul></li></ol></li><li>e</li></ul><p>after</p>')).toEqual([
      ['a', 'unordered-list-item', 0],
      ['b', 'ordered-list-item', 1],
      ['c', 'ordered-list-item', 1],
      ['d', 'unordered-list-item', 2],
      ['e', 'unordered-list-item', 0],
      'after',
    ]);
  });

  it('text-align and a px line height of a block are block data', () => {
    const doc = textV2ToV3('<p style="text-align: center; line-height: 30px">a</p><p style="text-align:start; line-height: 4px">b</p>');
    expect(doc.blocksMeta).toEqual([{ key: doc.blocks[0]!.key, data: { align: 'center', lineHeight: 30 } }]);
  });

  it('whitespace collapses as the browser drew it; non-breaking spaces stay', () => {
    expect(blocksOf('\n  <p>\n   one   two\t</p>\n<p> <b> three </b> four&nbsp;&nbsp;</p>  ')).toEqual(['one two', 'three four\u00a0\u00a0']);
  });

  it('a <br> starts a new line: a block of its own, in a list item a line break', () => {
    expect(blocksOf('<p>a<br>b<br><br>c<br></p><p><br></p>')).toEqual(['a', 'b', '', 'c', '']);
    expect(blocksOf('<ul><li>one<br>two<br></li></ul>')).toEqual([['one\ntwo', 'unordered-list-item', 0]]);
  });

  it('text outside any block, and unknown tags, keep their text', () => {
    expect(blocksOf('loose <font color="red">text</font><table><tr><td>cell</td></tr></table>')).toEqual(['loose text', 'cell']);
  });

  it('gives the normal form', () => {
    const doc = textV2ToV3('<h1 style="text-align:right">A <b>b</b> <a href="x.example">c</a></h1><ul><li>d</li></ul>');
    expect(normalizeTextV3(doc)).toEqual(doc);
  });

  it('an empty text gives no blocks', () => {
    expect(textV2ToV3('')).toEqual({ blocks: [], styles: [], entityMap: {}, blocksMeta: [] });
  });
});
