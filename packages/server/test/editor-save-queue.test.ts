import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHttpClient, type HttpClient } from '@folio/model';
import { Editor } from '../../editor/src/core/editor';
import { connectEditor, openSaving } from '../../editor/src/save/editor-saving';
import { memoryPendingStore } from '../../editor/src/save/pending-store';
import type { SaveQueue } from '../../editor/src/save/save-queue';
import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/database';
import { createProject, createStorage, drivers, signUp, type Client, type Storage } from './support/harness';

// docs/editor.md "Saving": the editor's save queue against a real server over HTTP. The server stops while the
// author edits (the queue goes offline and keeps everything), starts again on the same address, and every edit
// is found saved — also when the tab was reloaded in between.

const HOST = '127.0.0.1';
// The backoff may have grown to a few seconds while the server was away.
const SAVED = { timeout: 40_000, interval: 50 };

/** The editor's HTTP client (the model's), going through the signed-in test client and its cookie. */
function httpAs(client: Client): HttpClient {
  return createHttpClient({
    fetch: async (input, init) => {
      const path = String(input);
      const reply = await client.request(init?.method ?? 'GET', path, init?.body ? JSON.parse(String(init.body)) : undefined);
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
}

describe.each(drivers)('the save queue against a server that goes away on %s', (driver) => {
  let storage: Storage;
  let database: Database;
  let app: App | null = null;
  let port = 0;
  const blobDir = mkdtempSync(join(tmpdir(), 'folio-save-blobs-'));

  async function start() {
    app = await buildApp({ database, config: { ...loadConfig({ NODE_ENV: 'test' }), port, host: HOST, blobDir } });
    await app.listen({ port, host: HOST });
    port = (app.server.address() as { port: number }).port;
  }
  async function stop() {
    await app?.close();
    app = null;
  }

  beforeAll(async () => {
    storage = await createStorage(driver);
    database = await storage.open();
    await start();
  });
  afterAll(async () => {
    await stop();
    await database.close();
    await storage.dispose();
    rmSync(blobDir, { recursive: true, force: true });
  });

  async function openEditor(owner: Client, projectId: string, store = memoryPendingStore()) {
    const http = httpAs(owner);
    const { queue, draft } = await openSaving({ draft: (await owner.get(`/api/projects/${projectId}`)).body, http, store });
    const editor = new Editor({ draft });
    connectEditor(queue, editor);
    return { queue, editor, store };
  }

  /** The editor's document and the saved draft agree, widget by widget and page by page. */
  async function expectSaved(owner: Client, editor: Editor, queue: SaveQueue) {
    await vi.waitFor(() => expect(queue.getState()).toMatchObject({ status: 'saved', pending: 0 }), SAVED);
    const saved = (await owner.get(`/api/projects/${editor.document.magId}`)).body;
    expect(saved.revision).toBe(queue.getState().revision);
    expect(saved.pages.map((page: any) => page._id)).toEqual(editor.document.pageIds);
    for (const page of saved.pages) {
      expect(page.title).toBe(editor.document.pages[page._id]!.title);
      for (const widget of page.wids) expect(widget).toEqual(editor.document.widgets[widget._id]);
    }
    expect(saved.pages.flatMap((page: any) => page.wids).length).toBe(Object.keys(editor.document.widgets).length);
  }

  function editWhileAway(editor: Editor, mag: any) {
    const [first, second] = mag.pages as { _id: string; wids: { _id: string }[] }[];
    editor.select([first!.wids[0]!._id]);
    editor.run('translate', { dx: 15, dy: 5 });
    editor.run('createWidgets', { widgets: [{ type: 'shape', x: 40, y: 40, w: 60, h: 30 }] });
    editor.select([first!.wids[1]!._id]);
    editor.run('deleteSelected');
    editor.run('updatePage', { pageId: second!._id, fields: { title: 'Renamed offline' } });
    editor.run('reorderPages', { pageIds: [second!._id, first!._id] });
  }

  it('edits made while the server is stopped are all saved once it is back', async () => {
    const owner = await signUp(`http://${HOST}:${port}`, 'Offline Author');
    const mag = await createProject(owner, 'Offline issue');
    const { queue, editor } = await openEditor(owner, mag._id);
    try {
      const widgetId = mag.pages[0].wids[0]._id;
      editor.select([widgetId]);
      editor.setViewport('phone_portrait');
      editor.run('translate', { dx: 1, dy: 1 });
      editor.setViewport('default');
      await expectSaved(owner, editor, queue);
      expect(editor.document.widgets[widgetId]).toHaveProperty('viewport_phone_portrait');

      await stop();
      editor.run('undo'); // the phone override goes again: saved as its removal
      editWhileAway(editor, mag);
      await vi.waitFor(() => expect(queue.getState().status).toBe('offline'), SAVED);
      expect(queue.getState().pending).toBeGreaterThan(0);
      await start();
      await expectSaved(owner, editor, queue);
      const saved = (await owner.get(`/api/projects/${mag._id}`)).body;
      expect(saved.pages[1].wids.find((widget: any) => widget._id === widgetId)).not.toHaveProperty('viewport_phone_portrait');
    } finally {
      queue.dispose();
    }
  });

  it('edits made while the server is stopped survive a reload of the tab and are saved', async () => {
    const owner = await signUp(`http://${HOST}:${port}`, 'Reloading Author');
    const mag = await createProject(owner, 'Reloaded issue');
    const first = await openEditor(owner, mag._id);
    await stop();
    editWhileAway(first.editor, mag);
    await vi.waitFor(() => expect(first.queue.getState().status).toBe('offline'), SAVED);
    const expected = first.editor.document;
    first.queue.dispose(); // the tab reloads: only the store is left

    await start();
    const second = await openEditor(owner, mag._id, first.store);
    try {
      expect(second.editor.document.widgets).toEqual(expected.widgets);
      expect(second.editor.document.pageIds).toEqual(expected.pageIds);
      await expectSaved(owner, second.editor, second.queue);
      expect(first.store.entries.size).toBe(0);
    } finally {
      second.queue.dispose();
    }
  });
});
