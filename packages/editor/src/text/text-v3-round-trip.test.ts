import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editorStateToTextV3 } from './lexical-to-text-v3';
import { createHeadlessTextEditor } from './text-editor-nodes';
import { textV3Content } from './text-v3-arbitraries';
import { normalizeTextV3, type TextV3Content } from './text-v3-content';
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
