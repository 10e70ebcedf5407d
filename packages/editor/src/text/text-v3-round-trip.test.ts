import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inlineStyleKeys, type InlineStyle, type InlineStyleKey } from '@folio/model';
import { editorStateToTextV3 } from './lexical-to-text-v3';
import { createHeadlessTextEditor } from './text-editor-nodes';
import { textV3Content } from './text-v3-arbitraries';
import { normalizeTextV3, type BlockData, type TextV3Content } from './text-v3-content';
import { loadTextV3, textV3ToLexicalJson } from './text-v3-to-lexical';

function throughLexical(content: TextV3Content) {
  const editor = createHeadlessTextEditor();
  loadTextV3(editor, content);
  return editorStateToTextV3(editor.getEditorState());
}

describe('text v3 ⇄ Lexical round trip', () => {
  it('normalizing twice changes nothing', () => {
    fc.assert(
      fc.property(textV3Content, (content) => {
        const normal = normalizeTextV3(content);
        expect(normalizeTextV3(normal)).toEqual(normal);
      }),
    );
  }, 30_000);

  it('v3 → Lexical → v3 is the identity on normalized documents', () => {
    fc.assert(
      fc.property(textV3Content, (content) => {
        const normal = normalizeTextV3(content);
        expect(throughLexical(normal)).toEqual(normal);
      }),
      { numRuns: 300 },
    );
  }, 30_000);

  it('Lexical → v3 → Lexical gives the same editor state', () => {
    fc.assert(
      fc.property(textV3Content, (content) => {
        const state = textV3ToLexicalJson(content);
        expect(textV3ToLexicalJson(throughLexical(content))).toEqual(state);
      }),
      { numRuns: 200 },
    );
  }, 30_000);
});

// widgets-and-authoring.md §3: every inline style key (each with the values that draw differently: a Lexical format
// flag or CSS) and every block datum survive v3 → Lexical → v3, in the typed stored form.
const inlineValues: { [K in InlineStyleKey]: readonly NonNullable<InlineStyle[K]>[] } = {
  letterSpacing: [0.2, -1.4, 0],
  color: ['ff0000', '0080ff64'],
  fontFeatures: [{ ss01: true, onum: true }, { liga: false }],
  stroke: [{ width: 1.5, color: '112233' }],
  fontSize: [18, 72.5],
  fontFamily: ['Fraunces', 'Playfair Display', 'Georgia, serif', "'Open Sans', sans-serif"],
  fontWeight: [700, 300, 900],
  fontStyle: ['italic', 'normal'],
  variableAxes: [{ wght: 550, opsz: 96 }],
  textDecoration: ['underline', 'line-through', 'underline line-through', 'none'],
  textTransform: ['uppercase', 'lowercase', 'capitalize', 'none'],
  script: ['superscript', 'subscript'],
  kerning: [true, false],
};

const blockData: { [K in keyof BlockData]-?: readonly NonNullable<BlockData[K]>[] } = {
  textStyle: ['H1', 'H2', 'Text', 'Caption', 'Pull quote'],
  listStyle: ['List item', 'Steps'],
  align: ['left', 'center', 'right', 'justify'],
  lineHeight: [8, 26, 90.5],
  textIndent: [0, 28, 56],
  paddings: [{ left: 10 }, { right: 4 }, { top: 0 }, { bottom: 12 }, { left: 1, right: 2, top: 3, bottom: 4 }],
};

const styled = (type: InlineStyleKey, value: unknown): TextV3Content => ({
  blocks: [{ key: 'a', text: 'Hello world', depth: 0, entityRanges: [] }],
  styles: [{ key: 'a', type, ranges: [{ offset: 2, length: 5, value }] }] as TextV3Content['styles'],
});

describe('text v3 ⇄ Lexical: every inline style and every block datum', () => {
  it('lists every inline style key', () => {
    expect(Object.keys(inlineValues)).toEqual([...inlineStyleKeys]);
  });

  for (const type of inlineStyleKeys) {
    it(`keeps the inline style ${type}, typed`, () => {
      for (const value of inlineValues[type]) {
        const content = styled(type, value);
        expect(normalizeTextV3(content).styles).toEqual(content.styles);
        expect(throughLexical(content).styles, JSON.stringify(value)).toEqual(content.styles);
      }
    });
  }

  it('keeps every inline style at once, each key its own entry', () => {
    const content: TextV3Content = {
      blocks: [{ key: 'a', text: 'Hello world', depth: 0, entityRanges: [] }],
      styles: inlineStyleKeys.map((type, i) => ({ key: 'a', type, ranges: [{ offset: i % 4, length: 3, value: inlineValues[type][0] }] })) as TextV3Content['styles'],
    };
    expect(throughLexical(content).styles).toEqual(content.styles);
  });

  for (const [field, values] of Object.entries(blockData)) {
    it(`keeps the block datum ${field}`, () => {
      for (const value of values) {
        const list = field === 'listStyle';
        const content: TextV3Content = {
          blocks: [{ key: 'a', text: 'Hello', depth: 0, entityRanges: [], ...(list ? { type: 'unordered-list-item' as const } : {}) }],
          blocksMeta: [{ key: 'a', data: { [field]: value } }],
        };
        expect(throughLexical(content).blocksMeta, JSON.stringify(value)).toEqual(content.blocksMeta);
      }
    });
  }

  it('keeps list depths of both kinds, nested and back out', () => {
    const depths = [0, 1, 2, 3, 4, 5, 6, 7, 8, 3, 0];
    for (const type of ['unordered-list-item', 'ordered-list-item'] as const) {
      const content: TextV3Content = { blocks: depths.map((depth, i) => ({ key: `k${i}`, text: `item ${i}`, depth, entityRanges: [], type })) };
      expect(throughLexical(content).blocks).toEqual(content.blocks);
    }
  });
});
