import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { textEditorTexts, type TextV2Widget } from '@folio/model';
import { TextEditor } from './text-editor';

// No DOM library (jsdom, happy-dom) is installed, so the mounted editor is not run here: its parts are tested
// without a DOM (conversion, edits, keys, timing). This checks what the component renders: the labelled editable.

const widget: TextV2Widget = { _id: 'a'.repeat(24), pid: 'b'.repeat(24), type: 'text', x: 0, y: 0, w: 300, h: 100, version: 2, text: '<p>Hi</p>', bg_color: 'ffffff', bg_opacity: 0, column_count: 1, column_gap: 16 };

describe('TextEditor', () => {
  it('renders an editable multi-line textbox labelled for assistive technology, with its hint', () => {
    const html = renderToStaticMarkup(<TextEditor widget={widget} onChange={() => {}} />);
    const editable = /<div[^>]*contenteditable="true"[^>]*>/i.exec(html)?.[0] ?? '';
    expect(editable).toContain(`aria-label="${textEditorTexts.label}"`);
    expect(editable).toContain('role="textbox"');
    expect(editable).toContain('aria-multiline="true"');
    const hintId = /aria-describedby="([^"]+)"/.exec(editable)?.[1];
    expect(hintId).toBeTruthy();
    expect(html).toContain(`id="${hintId}"`);
    expect(html).toContain(textEditorTexts.hint);
  });
});
