import { saveQueueConstants, type TextStyle } from '@folio/model';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { projectNamedStyles } from '../../core/actions/named-styles';
import { Editor } from '../../core/editor';
import { connectEditor, openSaving } from '../../save/editor-saving';
import { FakeProjectApi, fakeWidget } from '../../save/fake-project-api';
import { memoryPendingStore } from '../../save/pending-store';
import type { SaveQueue } from '../../save/save-queue';
import { addProjectFont, fontsWith, setProjectStyles } from './use-project-styles';

const { debounceMs } = saveQueueConstants;
const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);

let queues: SaveQueue[] = [];
beforeEach(() => {
  vi.useFakeTimers();
  queues = [];
});
afterEach(() => {
  for (const queue of queues) queue.dispose();
  vi.useRealTimers();
});

/** A project with a v3 text in H1 on the first page, open in an editor that saves through a queue. */
async function open() {
  const text = fakeWidget(1, {
    type: 'text',
    version: 3,
    blocks: [{ key: 'a', text: 'Title', depth: 0, entityRanges: [] }],
    blocksMeta: [{ key: 'a', data: { textStyle: 'H1' } }],
  });
  const api = new FakeProjectApi([text]);
  const { queue, draft } = await openSaving({ draft: api.draft(), http: api.http, store: memoryPendingStore() });
  queues.push(queue);
  const editor = new Editor({ draft });
  connectEditor(queue, editor);
  return { api, editor, queue, textId: text._id };
}

const bigger = (styles: readonly TextStyle[], size: number) =>
  styles.map((style) => (style.name === 'H1' ? { ...style, cssProperties: { ...style.cssProperties, fontSize: size } } : style));

describe('project styles are saved with the revision flow', () => {
  it('a change of a text style is sent as PATCH /api/mag/{id} with textStyles and the revision; undo sends the old value', async () => {
    const { api, editor } = await open();
    setProjectStyles(editor, 'text', bigger(projectNamedStyles(editor.document.project).textStyles, 72));
    await advance(debounceMs);
    expect(api.writes).toEqual(['PATCH ']);
    expect(api.calls[0]!.body).toMatchObject({ revision: 0, textStyles: { project: expect.arrayContaining([expect.objectContaining({ name: 'H1', cssProperties: expect.objectContaining({ fontSize: 72 }) })]) } });
    expect(api.project.textStyles?.project?.[0]?.cssProperties.fontSize).toBe(72);

    editor.undo();
    await advance(debounceMs);
    expect(api.calls.at(-1)!.body).toEqual({ revision: 1, textStyles: null });
    expect(api.project.textStyles).toBeUndefined();
  });

  it('a rename sends the project field and the texts that follow it in the same save', async () => {
    const { api, editor, textId } = await open();
    const renamed = projectNamedStyles(editor.document.project).textStyles.map((style) => (style.name === 'H1' ? { ...style, name: 'Headline' } : style));
    setProjectStyles(editor, 'text', renamed, { renamed: { H1: 'Headline' } });
    await advance(debounceMs);
    expect(api.writes).toEqual(['PATCH /widgets', 'PATCH ']);
    expect(api.widgets.get(textId)).toMatchObject({ blocksMeta: [{ key: 'a', data: { textStyle: 'Headline' } }] });
    expect(api.project.textStyles?.project?.[0]?.name).toBe('Headline');
  });

  it('list styles are saved in list_styles, link styles in edit_params with the fonts kept', async () => {
    const { api, editor } = await open();
    addProjectFont(editor, { provider: 'google', css_name: 'Lora', name: 'Lora', variations: ['n4'] });
    const [link] = projectNamedStyles(editor.document.project).linkStyles;
    setProjectStyles(editor, 'link', [{ ...link!, name: 'quiet', link: { ...link!.link, type: 'dotted' } }]);
    setProjectStyles(editor, 'list', [{ name: 'Steps', type: 'ordered' }]);
    await advance(debounceMs);
    expect(api.project.list_styles).toEqual([{ name: 'Steps', type: 'ordered' }]);
    expect(api.project.edit_params?.fonts?.map((font) => font.css_name)).toEqual(['Lora']);
    expect(api.project.edit_params?.link_styles?.[0]).toMatchObject({ name: 'quiet', link: { type: 'dotted' } });
  });
});

describe('project fonts', () => {
  it('a font already there gets the new variations joined; the same font twice changes nothing', async () => {
    const lora = { provider: 'google' as const, css_name: 'Lora', name: 'Lora', variations: ['n4' as const] };
    expect(fontsWith([lora], { ...lora, variations: ['i7'] })).toEqual([{ ...lora, variations: ['n4', 'i7'] }]);
    const { editor } = await open();
    expect(addProjectFont(editor, lora)).toBe(true);
    expect(addProjectFont(editor, lora)).toBe(false);
    expect(editor.history.names.undo).toEqual(['updateProject']);
  });
});
