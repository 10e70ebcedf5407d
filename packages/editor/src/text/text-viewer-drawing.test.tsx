import fc from 'fast-check';
import { $createHeadingNode } from '@lexical/rich-text';
import { $getRoot, FORMAT_TEXT_COMMAND, INSERT_PARAGRAPH_COMMAND } from 'lexical';
import { INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND } from '@lexical/list';
import { $setBlocksType } from '@lexical/selection';
import { $getSelection } from 'lexical';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { minifyTextStyles, type TextV2Widget, type TextV3Widget } from '@folio/model';
import { WidgetView } from '@folio/widgets/view';
import { tokenizeHtml } from './html-tokens';
import { $alignBlocks, $applyLink, $indentBlocks } from './text-actions';
import { createTestTextEditor } from './text-test-editor';
import { textV3Content } from './text-v3-arbitraries';
import { normalizeTextV3, type TextV3Content } from './text-v3-content';
import { textV2ToV3 } from './text-v2-to-v3';
import { loadTextV3 } from './text-v3-to-lexical';
import { editorStateToTextV3 } from './lexical-to-text-v3';
import { createHeadlessTextEditor } from './text-editor-nodes';

// The viewer draws text v3 with its own renderer (widgets/src/text/text-v3-view.tsx): what the editor writes must draw
// there as it was edited. These render the viewer's WidgetView on the server, as published pages are.

const PAGE = 'f'.repeat(24);
const box = { _id: '0'.repeat(24), pid: PAGE, type: 'text' as const, x: 0, y: 0, w: 400, h: 300 };
// Styles as the server stores them: the typed, minified form (the schema upgrades the older form on write).
const v3Widget = (content: TextV3Content): TextV3Widget => ({ ...box, version: 3, verticalAlign: 'top', ...content, styles: minifyTextStyles(content.styles) });
const v2Widget = (html: string): TextV2Widget => ({ ...box, version: 2, text: html, bg_color: 'ffffff', bg_opacity: 0, column_count: 1, column_gap: 16 });
const draw = (widget: TextV3Widget | TextV2Widget) => renderToStaticMarkup(<WidgetView widget={widget} viewport="default" pageId={PAGE} />);

/** A drawn character's blocks (each opened element told apart), and its link, tag and inline CSS. */
type Look = { blocks: string; inline: string };

const BLOCK_TAGS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'ul', 'ol']);

/**
 * What each drawn character looks like: the blocks and lists around it (each opened element told apart), the link
 * it is in, its tag (span, sup, sub) and its inline CSS merged outer to inner. Elements that add nothing (an empty
 * span) do not count, so two drawings compare equal when every character looks the same.
 */
function looks(html: string): { text: string; look: Look[] } {
  const stack: { name: string; style: string; href?: string; id: number }[] = [];
  let serial = 0;
  let text = '';
  const look: Look[] = [];
  for (const token of tokenizeHtml(html)) {
    if (token.kind === 'start' && token.name !== 'br') stack.push({ name: token.name, style: token.attributes.style ?? '', href: token.attributes.href && `${token.attributes.href} ${token.attributes.target ?? ''}`, id: serial++ });
    else if (token.kind === 'end') stack.length = Math.max(0, stack.findLastIndex((frame) => frame.name === token.name));
    else if (token.kind === 'text') {
      const blocks = stack.filter((frame) => BLOCK_TAGS.has(frame.name)).map((frame) => `${frame.name}#${frame.id}{${frame.style}}`);
      const link = stack.find((frame) => frame.href)?.href ?? '';
      const inline = new Map<string, string>();
      let tag = '';
      for (const frame of stack.filter((f) => ['span', 'sup', 'sub'].includes(f.name))) {
        if (frame.name !== 'span') tag = frame.name;
        for (const declaration of frame.style.split(';')) {
          const [property, value] = declaration.split(':');
          if (property && value) inline.set(property, value);
        }
      }
      const css = [...inline].sort().join(';');
      // By UTF-16 unit: ranges count them, and may cut between the halves of a surrogate pair.
      for (const char of token.text.split('')) {
        text += char;
        // A line break holds no style in the editor (normal form, text-v3-content.ts).
        look.push({ blocks: blocks.join('>'), inline: `${link}|${char === '\n' ? '' : `${tag}|${css}`}` });
      }
    }
  }
  return { text, look };
}

/**
 * Block ids differ between two drawings; each block's place in its drawing does not. Only the blocks are renumbered:
 * a link's address may hold `#8` too.
 */
function renumbered(drawn: { text: string; look: Look[] }) {
  const ids = new Map<string, number>();
  const renumber = (blocks: string) => blocks.replace(/#(\d+)\{/g, (_, id: string) => `#${ids.get(id) ?? ids.set(id, ids.size).get(id)!}{`);
  return { ...drawn, look: drawn.look.map((item) => ({ ...item, blocks: renumber(item.blocks) })) };
}

afterEach(() => {
  vi.restoreAllMocks();
});

/** Found by the property below: a link to an anchor (`#8`) in a deep list, its address read as a block's number. */
const LINKED_TO_AN_ANCHOR: TextV3Content = {
  blocks: [
    { key: 'k0', text: '', depth: 0, entityRanges: [] },
    { key: 'k1', text: '\n', depth: 0, entityRanges: [] },
    { key: 'k5', text: '🄊⊒⇮オ', depth: 5, entityRanges: [{ offset: 0, length: 1, key: 'x' }], type: 'unordered-list-item' },
  ],
  styles: [
    { key: 'k0', ranges: [] },
    { key: 'k1', ranges: [{ offset: 0, length: 1, style: { textTransform: 'none' } }] },
    { key: 'k5', ranges: [] },
  ],
  entityMap: { x: { url: '#8', target: '_self', type: 'URL' } },
  blocksMeta: [{ key: 'k5', data: { align: 'right', textIndent: 0, paddings: { left: 1.5e-41, right: 2.7e-88, bottom: 1.3e-187 } } }],
};

describe('the viewer draws what the text editor writes', () => {
  it('a document edited in Lexical: heading, formats, link, nested lists, alignment', () => {
    const t = createTestTextEditor({ blocks: [{ key: 'a', text: 'Title', depth: 0, entityRanges: [] }] });
    t.select(0, 0, 0, 5);
    t.edit(() => {
      $setBlocksType($getSelection()!, () => $createHeadingNode('h1'));
      $alignBlocks('center');
    });
    t.select(0, 5);
    t.edit(() => {
      t.editor.dispatchCommand(INSERT_PARAGRAPH_COMMAND, undefined);
      $getSelection()!.insertText('Some bold words and a link');
    });
    t.select(1, 5, 1, 9);
    t.edit(() => t.editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold'));
    t.select(1, 22, 1, 26);
    t.edit(() => $applyLink({ url: 'example.com', target: '_blank', type: 'URL' }));
    t.select(1, 26);
    t.edit(() => {
      t.editor.dispatchCommand(INSERT_PARAGRAPH_COMMAND, undefined);
      $getSelection()!.insertText('first');
      t.editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined);
      t.editor.dispatchCommand(INSERT_PARAGRAPH_COMMAND, undefined);
      $getSelection()!.insertText('second');
    });
    t.select(3, 0);
    t.edit(() => {
      $indentBlocks(1);
      t.editor.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined);
    });
    const doc = t.v3();
    const html = draw(v3Widget(doc));
    expect(html).toMatch(/<h1 style="[^"]*text-align:center[^"]*">Title<\/h1>/);
    expect(html).toContain('<p style="margin:0">Some <span style="font-weight:700">bold</span> words and a <a class="maglink fo-link-default" href="http://example.com" target="_blank" rel="noopener noreferrer">link</a></p>');
    expect(html).toMatch(/<ul style="margin:0"><li style="margin:0">first<ol style="margin:0"><li style="margin:0">second<\/li><\/ol><\/li><\/ul>/);
  });

  it('every document draws the same after a trip through the editor, and its normal form as it was', () => {
    const error = vi.spyOn(console, 'error');
    fc.assert(
      fc.property(textV3Content, (content) => {
        const normal = normalizeTextV3(content);
        const editor = createHeadlessTextEditor();
        loadTextV3(editor, content);
        const edited = editorStateToTextV3(editor.getEditorState());
        const drawn = draw(v3Widget(edited));
        expect(drawn).toBe(draw(v3Widget(normal)));
        expect(renumbered(looks(drawn))).toEqual(renumbered(looks(draw(v3Widget(content)))));
      }),
      { numRuns: 150, examples: [[LINKED_TO_AN_ANCHOR]] },
    );
    expect(error).not.toHaveBeenCalled();
  }, 30_000);

  it('a v2 text converted to v3 draws the same words, formats and links', () => {
    const html =
      '<h2>A <em>short</em> story</h2><p style="text-align: right">Read <a href="https://example.com/more" target="_blank">more</a> of <strong>it</strong>.</p>' +
      '<ul><li>one</li><li>two<ul><li>deep</li></ul></li></ul>';
    const v3 = draw(v3Widget(textV2ToV3(html)));
    expect(looks(v3).text).toBe('A short storyRead more of it.onetwodeep');
    expect(v3).toMatch(/<h2 style="[^"]*">A <span style="font-style:italic">short<\/span> story<\/h2>/);
    expect(v3).toContain('text-align:right');
    expect(v3).toContain('<a class="maglink fo-link-default" href="https://example.com/more" target="_blank" rel="noopener noreferrer">more</a>');
    expect(v3).toContain('<span style="font-weight:700">it</span>');
    expect(v3).toMatch(/<li style="margin:0">two<ul style="margin:0"><li style="margin:0">deep<\/li><\/ul><\/li>/);
    expect(looks(draw(v2Widget(html))).text).toBe(looks(v3).text);
  });

  it('an empty editor writes a text the viewer leaves out (§5: valid only with non-blank content)', () => {
    const t = createTestTextEditor();
    t.edit(() => $getRoot().clear());
    expect(draw(v3Widget(t.v3()))).not.toContain('folio-text');
  });
});
