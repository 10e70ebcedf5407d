import { $createParagraphNode, $createTextNode, $getRoot, type SerializedLexicalNode } from 'lexical';
import { $createLinkNode } from '@lexical/link';
import { $createListItemNode, $createListNode } from '@lexical/list';
import { $createHeadingNode } from '@lexical/rich-text';
import { describe, expect, it } from 'vitest';
import type { TextBlock } from '@folio/model';
import { $setBlockState } from './text-node-state';
import { createTestTextEditor } from './text-test-editor';
import { normalizeTextV3 } from './text-v3-content';
import { textV3ToLexicalJson } from './text-v3-to-lexical';

type Node = SerializedLexicalNode & { children?: Node[]; [field: string]: unknown };
const block = (key: string, text: string, extra: Partial<TextBlock> = {}): TextBlock => ({ key, text, depth: 0, entityRanges: [], ...extra });
const rootChildren = (content: Parameters<typeof textV3ToLexicalJson>[0]) => textV3ToLexicalJson(content).root.children as Node[];
/** The tree as type names, lists with their kind, for reading nesting at a glance. */
function shape(nodes: Node[]): unknown[] {
  return nodes.map((node) => {
    const name = node.type === 'list' ? `list:${String(node.listType)}` : node.type === 'heading' ? `heading:${String(node.tag)}` : node.type;
    if (node.type === 'text') return String(node.text);
    return node.children ? { [name]: shape(node.children) } : name;
  });
}

describe('text v3 → Lexical', () => {
  it('blocks become paragraphs keeping their keys', () => {
    const nodes = rootChildren({ blocks: [block('a1', 'One'), block('b2', '')] });
    expect(shape(nodes)).toEqual([{ paragraph: ['One'] }, { paragraph: [] }]);
    expect(nodes.map((node) => node.$)).toEqual([{ folioKey: 'a1' }, { folioKey: 'b2' }]);
  });

  it('text styles named H1…H6 become headings, others paragraphs; the name is kept', () => {
    const names = ['H1', 'H2', 'h3', 'Text', 'Caption', 'Quote'];
    const nodes = rootChildren({ blocks: names.map((_, i) => block(`k${i}`, 'x')), blocksMeta: names.map((name, i) => ({ key: `k${i}`, data: { textStyle: name } })) });
    expect(nodes.map((node) => (node.type === 'heading' ? node.tag : node.type))).toEqual(['h1', 'h2', 'h3', 'paragraph', 'paragraph', 'paragraph']);
    expect(nodes.map((node) => (node.$ as { folioTextStyle: string }).folioTextStyle)).toEqual(names);
  });

  it('inline styles become format flags and CSS on text nodes, cut where styles change', () => {
    const [paragraph] = rootChildren({
      blocks: [block('a', 'bold italic under')],
      styles: [{ key: 'a', ranges: [{ offset: 0, length: 11, style: { fontWeight: 700 } }, { offset: 5, length: 12, style: { fontStyle: 'italic', color: 'ff0000' } }] }],
    });
    expect(paragraph!.children!.map(({ text, format, style }) => ({ text, format, style }))).toEqual([
      { text: 'bold ', format: 1, style: '' },
      { text: 'italic', format: 3, style: 'color: #ff0000' },
      { text: ' under', format: 2, style: 'color: #ff0000' },
    ]);
  });

  it('links become LinkNodes with the entity’s url and target; the entity is kept', () => {
    const [paragraph] = rootChildren({
      blocks: [block('a', 'go there', { entityRanges: [{ offset: 3, length: 5, key: '7' }] })],
      entityMap: { '7': { url: 'https://example.com', target: '_blank', type: 'URL', linkStyle: 'default' } },
    });
    const link = paragraph!.children![1]!;
    expect(link).toMatchObject({ type: 'link', url: 'https://example.com', target: '_blank', rel: 'noopener noreferrer' });
    expect(link.$).toEqual({ folioEntity: '7', folioLink: { url: 'https://example.com', type: 'URL', linkStyle: 'default' } });
  });

  it('list items become lists nested by depth, grouped as the viewer groups them', () => {
    const ul = (key: string, depth: number) => block(key, key, { depth, type: 'unordered-list-item' });
    const ol = (key: string, depth: number) => block(key, key, { depth, type: 'ordered-list-item' });
    const nodes = rootChildren({ blocks: [ul('a', 0), ol('b', 1), ol('c', 1), ul('d', 1), ul('e', 0), block('p', 'p'), ol('f', 2)] });
    expect(shape(nodes)).toEqual([
      {
        'list:bullet': [
          { listitem: ['a'] },
          { listitem: [{ 'list:number': [{ listitem: ['b'] }, { listitem: ['c'] }] }] },
          { listitem: [{ 'list:bullet': [{ listitem: ['d'] }] }] },
          { listitem: ['e'] },
        ],
      },
      { paragraph: ['p'] },
      // A list that starts deeper nests in items of their own.
      { 'list:number': [{ listitem: [{ 'list:number': [{ listitem: [{ 'list:number': [{ listitem: ['f'] }] }] }] }] }] },
    ]);
  });

  it('a block with a list style and no type is drawn as a bulleted item, so it becomes one', () => {
    expect(normalizeTextV3({ blocks: [block('a', 'x')], blocksMeta: [{ key: 'a', data: { listStyle: 'List item' } }] }).blocks).toEqual([
      block('a', 'x', { type: 'unordered-list-item' }),
    ]);
  });

  it('alignment is the element’s format; line height, indent and paddings ride along', () => {
    const [paragraph] = rootChildren({
      blocks: [block('a', 'x')],
      blocksMeta: [{ key: 'a', data: { align: 'center', lineHeight: 30, textIndent: 28, paddings: { top: 4 } } }],
    });
    expect(paragraph).toMatchObject({ format: 'center', $: { folioKey: 'a', folioLineHeight: 30, folioTextIndent: 28, folioPaddings: { top: 4 } } });
  });

  it('line breaks and tabs in a block’s text become Lexical’s own nodes', () => {
    const [paragraph] = rootChildren({ blocks: [block('a', 'a\nb\tc')] });
    expect(paragraph!.children!.map((node) => node.type)).toEqual(['text', 'linebreak', 'text', 'tab', 'text']);
  });
});

describe('Lexical → text v3', () => {
  it('a heading made in the editor gets the text style of its level', () => {
    const t = createTestTextEditor();
    t.edit(() => $getRoot().append($createHeadingNode('h2').append($createTextNode('Sub'))));
    const doc = t.v3();
    expect(doc.blocksMeta).toEqual([{ key: doc.blocks[0]!.key, data: { textStyle: 'H2' } }]);
  });

  it('a heading style on a paragraph is dropped (the viewer would draw a heading)', () => {
    const t = createTestTextEditor();
    t.edit(() => {
      const paragraph = $createParagraphNode().append($createTextNode('x'));
      $setBlockState(paragraph, { key: 'a', data: { textStyle: 'H1', lineHeight: 40 } });
      $getRoot().append(paragraph);
    });
    expect(t.v3().blocksMeta).toEqual([{ key: 'a', data: { lineHeight: 40 } }]);
  });

  it('a link made by Lexical gets an entity typed by its address', () => {
    const t = createTestTextEditor({ blocks: [block('a', '')] });
    t.edit(() => {
      const paragraph = $getRoot().getFirstChildOrThrow() as ReturnType<typeof $createHeadingNode>;
      paragraph.append($createLinkNode('mailto:a@b.c').append($createTextNode('mail')), $createLinkNode('tel:+1').append($createTextNode('call')));
    });
    const doc = t.v3();
    expect(Object.values(doc.entityMap)).toEqual([
      { url: 'mailto:a@b.c', target: '_self', type: 'Email' },
      { url: 'tel:+1', target: '_self', type: 'Phone' },
    ]);
    expect(new Set(doc.blocks[0]!.entityRanges.map((range) => range.key)).size).toBe(2);
  });

  it('one entity used in two blocks keeps one key; a link changed away from it gets its own', () => {
    const t = createTestTextEditor({
      blocks: [block('a', 'one', { entityRanges: [{ offset: 0, length: 3, key: '0' }] }), block('b', 'two', { entityRanges: [{ offset: 0, length: 3, key: '0' }] })],
      entityMap: { '0': { url: 'https://a.example', target: '_self', type: 'URL' } },
    });
    expect(t.v3().blocks.map((b) => b.entityRanges[0]!.key)).toEqual(['0', '0']);
    t.edit(() => {
      const second = $getRoot().getLastChildOrThrow() as ReturnType<typeof $createHeadingNode>;
      (second.getFirstChildOrThrow() as ReturnType<typeof $createLinkNode>).setURL('https://b.example');
    });
    const doc = t.v3();
    const [first, second] = doc.blocks.map((b) => b.entityRanges[0]!.key);
    expect(first).toBe('0');
    expect(second).not.toBe('0');
    expect(doc.entityMap[second!]).toEqual({ url: 'https://b.example', target: '_self', type: 'URL' });
  });

  it('lists made in the editor give list blocks with the depth of their nesting', () => {
    const t = createTestTextEditor();
    t.edit(() => {
      const inner = $createListNode('number').append($createListItemNode().append($createTextNode('inner')));
      $getRoot().append($createListNode('bullet').append($createListItemNode().append($createTextNode('outer')), $createListItemNode().append(inner)));
    });
    expect(t.v3().blocks.map(({ text, depth, type }) => ({ text, depth, type }))).toEqual([
      { text: 'outer', depth: 0, type: 'unordered-list-item' },
      { text: 'inner', depth: 1, type: 'ordered-list-item' },
    ]);
  });

  it('blocks sharing a key are told apart', () => {
    const doc = normalizeTextV3({ blocks: [block('a', 'one'), block('a', 'two')], blocksMeta: [{ key: 'a', data: { align: 'center' } }] });
    expect(doc.blocks[0]!.key).toBe('a');
    expect(doc.blocks[1]!.key).not.toBe('a');
    expect(doc.blocksMeta.map((m) => m.data)).toEqual([{ align: 'center' }, { align: 'center' }]);
  });
});
