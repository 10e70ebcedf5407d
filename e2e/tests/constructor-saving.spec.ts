// No lost work (docs/editor.md "Saving"): the author edits while the server is down, reloads the tab, and every
// edit reaches the server once it is back; a second tab's conflicting edit is caught, and both ways out of the
// conflict (keep my changes, load the other version) leave the server and the canvas as the docs say.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { seriousViolations } from './axe-helpers';
import { selectionBox } from './constructor-helpers';
import { signUp } from './viewer-helpers';

// Wide enough that the page is drawn at 100%: screen px on the canvas are page px.
test.use({ viewport: { width: 1700, height: 1000 } });

// constructorTexts.saveStatus, keepMine, takeTheirs (packages/model/src/messages.ts).
const SAVE_TEXTS = {
  saved: 'All changes saved',
  offline: 'Offline: your changes are kept and sent when the server answers',
  conflict: 'This project changed elsewhere',
  keepMine: 'Keep my changes',
  takeTheirs: 'Load the other version',
};
// saveQueueConstants.storageName; the object store of pending-store.ts.
const PENDING_DATABASE = 'folio-pending-changes';
const PENDING_STORE = 'pending';
// saveQueueConstants.retryMaxMs (30 s) is the longest wait between two tries, plus room for the answer.
const RETRY_WAIT_MS = 45_000;

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

const SHAPES: (Box & { type: 'shape'; tp: 'rectangle'; bg_color: string; bg_opacity: number; z: number })[] = [
  { type: 'shape', tp: 'rectangle', bg_color: '2a9d8f', bg_opacity: 1, x: 100, y: 80, w: 160, h: 120, z: 1 },
  { type: 'shape', tp: 'rectangle', bg_color: 'e76f51', bg_opacity: 1, x: 500, y: 80, w: 160, h: 120, z: 2 },
];

/** A new project with the two shapes, made through the API in `request`'s session. */
async function seedProject(request: APIRequestContext) {
  const reply = await request.post('/api/projects', { data: { title: 'No lost work' } });
  expect(reply.status()).toBe(201);
  const draft = (await reply.json()) as { _id: string; num_id: number; revision: number; pages: { _id: string }[] };
  const pid = draft.pages[0]!._id;
  const created = await request.post(`/api/mag/${draft._id}/widgets`, { data: { revision: draft.revision, widgets: SHAPES.map((shape) => ({ ...shape, pid })) } });
  expect(created.ok(), await created.text()).toBe(true);
  const widgets = await savedWidgets(request, draft._id);
  const idAt = (x: number) => widgets.find((widget) => widget.x === x)!._id as string;
  return { id: draft._id, numId: draft.num_id, shapes: [idAt(SHAPES[0]!.x), idAt(SHAPES[1]!.x)] as const };
}

/** Every widget of the server's draft. */
async function savedWidgets(request: APIRequestContext, projectId: string): Promise<any[]> {
  const reply = await request.get(`/api/projects/${projectId}`);
  expect(reply.ok(), await reply.text()).toBe(true);
  const draft = await reply.json();
  return draft.pages.flatMap((page: { wids?: unknown[] }) => page.wids ?? []);
}

async function savedBox(request: APIRequestContext, projectId: string, id: string): Promise<Box | undefined> {
  const widget = (await savedWidgets(request, projectId)).find((candidate) => candidate._id === id);
  return widget && { x: widget.x, y: widget.y, w: widget.w, h: widget.h };
}

async function openConstructor(page: Page, numId: number) {
  await page.goto(`/edit/${numId}/`);
  await expect(page.getByRole('toolbar', { name: 'Constructor tools' })).toBeVisible();
  await expect(page.locator('.fo-zoom__value')).toHaveText('100%');
}

const saveStatus = (page: Page) => page.locator('.fo-save');

async function expectSaveStatus(page: Page, status: 'saved' | 'offline' | 'conflict', timeout?: number) {
  await expect(saveStatus(page)).toHaveAttribute('data-status', status, { timeout });
  await expect(saveStatus(page).getByRole('status')).toHaveText(SAVE_TEXTS[status]);
}

/** Where the canvas draws a widget, in page px (the page is drawn at 100%). */
async function drawnBox(page: Page, id: string): Promise<Box> {
  const origin = (await page.locator('.fo-canvas__page').boundingBox())!;
  const box = (await page.locator(`.fo-canvas__page [data-widget-id="${id}"]`).boundingBox())!;
  return { x: Math.round(box.x - origin.x), y: Math.round(box.y - origin.y), w: Math.round(box.width), h: Math.round(box.height) };
}

async function expectDrawnAt(page: Page, id: string, box: Partial<Box>) {
  await expect.poll(async () => {
    const drawn = await drawnBox(page, id);
    return Object.fromEntries(Object.keys(box).map((key) => [key, drawn[key as keyof Box]]));
  }).toEqual(box);
}

/** The screen point of a page point. */
async function screenPoint(page: Page, point: { x: number; y: number }) {
  const origin = (await page.locator('.fo-canvas__page').boundingBox())!;
  return { x: origin.x + point.x, y: origin.y + point.y };
}

/** Clicks the middle of a widget as drawn (selecting it and giving the canvas the focus). */
async function selectWidget(page: Page, id: string) {
  const box = (await page.locator(`.fo-canvas__page [data-widget-id="${id}"]`).boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page.locator(`.fo-overlay__outline[data-widget-id="${id}"]`)).toHaveCount(1);
}

/** The changes this browser keeps for the project (IndexedDB), as pending-store.ts writes them. */
async function keptChanges(page: Page, projectId: string): Promise<string | null> {
  return page.evaluate(
    ({ database, store, key }) =>
      new Promise<string | null>((resolve, reject) => {
        const opening = indexedDB.open(database);
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains(store)) return resolve(null);
          const reading = db.transaction(store).objectStore(store).get(key);
          reading.onerror = () => reject(reading.error);
          reading.onsuccess = () => resolve(reading.result === undefined ? null : JSON.stringify(reading.result));
        };
      }),
    { database: PENDING_DATABASE, store: PENDING_STORE, key: projectId },
  );
}

// ---------------------------------------------------------------------------------------------------------------
// A server of this test's own, stopped and started again on the same data directory and port.

const SERVER_PORT = 3427;
const serverBase = `http://127.0.0.1:${SERVER_PORT}`;
const serverDir = fileURLToPath(new URL('../../packages/server/', import.meta.url));
const SERVER_START_MS = 120_000;
const SERVER_STOP_MS = 15_000;

/** `npm start -w @folio/server`'s process (tsx src/main.ts), on SERVER_PORT with `dataDir`; the clients are built. */
async function startServer(dataDir: string): Promise<ChildProcess> {
  const { NODE_OPTIONS: _runnerOptions, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...env, PORT: String(SERVER_PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'test', SEED_DEMO: 'false' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`the server exited with ${code} while starting`))));
  const deadline = Date.now() + SERVER_START_MS;
  while (Date.now() < deadline) {
    const up = await Promise.race([
      fetch(`${serverBase}/api/health`).then(
        (reply) => reply.ok,
        () => false,
      ),
      exited,
    ]);
    if (up) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not answer on port ${SERVER_PORT} within ${SERVER_START_MS / 1000} s`);
}

/** SIGTERM, as a deploy stops it: the server closes its database and exits. */
async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), SERVER_STOP_MS);
  await exited;
  clearTimeout(timer);
}

test.describe('with a server of its own', () => {
  test.use({ baseURL: serverBase });

  test('edits made while the server is down, across a reload, are all saved once it is back', async ({ page }) => {
    test.setTimeout(240_000);
    const dataDir = mkdtempSync(join(tmpdir(), 'folio-e2e-saving-'));
    let server = await startServer(dataDir);
    try {
      await signUp(page.request, 'saving');
      const project = await seedProject(page.request);
      const [first, second] = project.shapes;
      await openConstructor(page, project.numId);
      await expectSaveStatus(page, 'saved');

      // An edit while the server is up is saved as usual.
      await selectWidget(page, first);
      await page.keyboard.press('Shift+ArrowRight');
      await expectSaveStatus(page, 'saved');
      expect(await savedBox(page.request, project.id, first)).toMatchObject({ x: 110, y: 80 });

      // The server stops in the middle of a drag; the drag goes on and ends.
      const from = await screenPoint(page, { x: 580, y: 140 });
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(from.x + 20, from.y + 10, { steps: 4 });
      await stopServer(server);
      await page.mouse.move(from.x + 100, from.y + 30, { steps: 6 });
      await page.mouse.up();
      await expectDrawnAt(page, second, { x: 600, y: 110 });
      await expectSaveStatus(page, 'offline');
      await page.screenshot({ path: test.info().outputPath('offline.png') });

      // More edits while offline: a new button, nudged down; the first shape resized from its corner.
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await page.getByRole('menu', { name: 'Add a widget' }).getByRole('menuitem', { name: 'Button', exact: true }).click();
      await expect(page.locator('.fo-canvas__page .folio-widget-button')).toHaveCount(1);
      const button = (await page.locator('.fo-canvas__page .folio-widget-button').getAttribute('data-widget-id'))!;
      await expect(page.locator(`.fo-overlay__outline[data-widget-id="${button}"]`)).toHaveCount(1);
      const added = await selectionBox(page);
      await page.keyboard.press('Shift+ArrowDown');
      const buttonBox = { x: added.x, y: added.y + 10, w: added.w, h: added.h };
      await expect.poll(() => selectionBox(page)).toMatchObject(buttonBox);
      await selectWidget(page, first);
      const corner = (await page.locator('[data-handle="se"]').boundingBox())!;
      await page.mouse.move(corner.x + corner.width / 2, corner.y + corner.height / 2);
      await page.mouse.down();
      await page.mouse.move(corner.x + corner.width / 2 + 40, corner.y + corner.height / 2 + 20, { steps: 5 });
      await page.mouse.up();
      await expectDrawnAt(page, first, { x: 110, y: 80, w: 200, h: 140 });
      await expectSaveStatus(page, 'offline');

      // Every offline edit is kept in the browser before the tab goes away.
      await expect.poll(async () => {
        const kept = (await keptChanges(page, project.id)) ?? '';
        return [second, button, first].every((id) => kept.includes(id));
      }).toBe(true);

      // The author reloads: the server is still down, so the editor cannot load at all.
      await expect(page.reload()).rejects.toThrow();

      // The server comes back on the same data; the tab is opened again and sends what it kept.
      server = await startServer(dataDir);
      await openConstructor(page, project.numId);
      await expectDrawnAt(page, second, { x: 600, y: 110 });
      await expectDrawnAt(page, first, { x: 110, y: 80, w: 200, h: 140 });
      await expectDrawnAt(page, button, { x: Math.round(buttonBox.x), y: Math.round(buttonBox.y), w: buttonBox.w, h: buttonBox.h });
      await expectSaveStatus(page, 'saved', RETRY_WAIT_MS);

      expect(await savedBox(page.request, project.id, first)).toEqual({ x: 110, y: 80, w: 200, h: 140 });
      expect(await savedBox(page.request, project.id, second)).toEqual({ x: 600, y: 110, w: 160, h: 120 });
      expect(await savedBox(page.request, project.id, button)).toEqual(buttonBox);
      expect(await savedWidgets(page.request, project.id)).toHaveLength(3);
      // Nothing is left waiting in the browser.
      await expect.poll(() => keptChanges(page, project.id)).toBeNull();
    } finally {
      await stopServer(server);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

test('a second tab\'s edit is caught as a conflict: keep my changes, then load the other version', async ({ page }) => {
  await signUp(page.request, 'conflict');
  const project = await seedProject(page.request);
  const [first, second] = project.shapes;
  const mine = page;
  const theirs = await page.context().newPage();
  await openConstructor(mine, project.numId);
  await openConstructor(theirs, project.numId);
  await expectSaveStatus(mine, 'saved');
  await expectSaveStatus(theirs, 'saved');

  // The other tab moves both shapes right, and saves.
  for (const id of [first, second]) {
    await selectWidget(theirs, id);
    await theirs.keyboard.press('Shift+ArrowRight');
  }
  await expectSaveStatus(theirs, 'saved');
  expect(await savedBox(page.request, project.id, first)).toMatchObject({ x: 110, y: 80 });

  // This tab, still on the older version, moves the first shape down: the server refuses it as a conflict.
  await selectWidget(mine, first);
  await mine.keyboard.press('Shift+ArrowDown');
  await expectSaveStatus(mine, 'conflict');
  const keepMine = mine.getByRole('button', { name: SAVE_TEXTS.keepMine });
  const takeTheirs = mine.getByRole('button', { name: SAVE_TEXTS.takeTheirs });
  await expect(keepMine).toBeVisible();
  await expect(takeTheirs).toBeVisible();
  expect(await seriousViolations(mine)).toEqual([]);
  await mine.locator('.fo-save').screenshot({ path: test.info().outputPath('conflict.png') });
  // Nothing of this tab reached the server meanwhile.
  expect(await savedBox(page.request, project.id, first)).toMatchObject({ x: 110, y: 80 });

  // Keep my changes: the shape this tab changed is as it left it (whole), the other tab's other change stays.
  await keepMine.click();
  await expectSaveStatus(mine, 'saved');
  await expect(keepMine).toHaveCount(0);
  expect(await savedBox(page.request, project.id, first)).toMatchObject({ x: 100, y: 90 });
  expect(await savedBox(page.request, project.id, second)).toMatchObject({ x: 510, y: 80 });
  await expectDrawnAt(mine, first, { x: 100, y: 90 });
  await expectDrawnAt(mine, second, { x: 510, y: 80 });

  // Now the other tab is the one behind: its next edit conflicts, and it loads the other version.
  await selectWidget(theirs, second);
  await theirs.keyboard.press('Shift+ArrowDown');
  await expectSaveStatus(theirs, 'conflict');
  await theirs.getByRole('button', { name: SAVE_TEXTS.takeTheirs }).click();
  await expectSaveStatus(theirs, 'saved');
  // Its edit is dropped; it shows the server's version, which nothing changed.
  await expectDrawnAt(theirs, first, { x: 100, y: 90 });
  await expectDrawnAt(theirs, second, { x: 510, y: 80 });
  expect(await savedBox(page.request, project.id, first)).toMatchObject({ x: 100, y: 90 });
  expect(await savedBox(page.request, project.id, second)).toMatchObject({ x: 510, y: 80 });
  await expect.poll(() => keptChanges(theirs, project.id)).toBeNull();

  // Saving goes on from the version it loaded.
  await selectWidget(theirs, second);
  await theirs.keyboard.press('Shift+ArrowDown');
  await expectSaveStatus(theirs, 'saved');
  expect(await savedBox(page.request, project.id, second)).toMatchObject({ x: 510, y: 90 });
  await theirs.close();
});
