import { editorConstants } from '@folio/model';
import { describe, expect, it } from 'vitest';
import { shapeWidget, TestEditor } from './test-editor';

describe('zoom and pan', () => {
  it('zooms about a screen point: the page point under it stays', () => {
    const editor = new TestEditor();
    editor.zoomTo(2, { x: 100, y: 50 });
    expect(editor.session.zoom).toBe(2);
    expect(editor.screenToPage({ x: 100, y: 50 })).toEqual({ x: 100, y: 50 });
    expect(editor.pageToScreen({ x: 0, y: 0 })).toEqual({ x: -100, y: -50 });
  });

  it('keeps the zoom between minZoom and maxZoom', () => {
    const editor = new TestEditor();
    editor.zoomTo(100);
    expect(editor.session.zoom).toBe(editorConstants.maxZoom);
    editor.zoomTo(0.001);
    expect(editor.session.zoom).toBe(editorConstants.minZoom);
  });

  it('zoom keys double, halve and reset about the canvas centre', () => {
    const editor = new TestEditor();
    editor.setScreenSize({ width: 800, height: 600 });
    editor.press('=', { metaKey: true });
    expect(editor.session.zoom).toBe(2);
    expect(editor.screenToPage({ x: 400, y: 300 })).toEqual({ x: 400, y: 300 });
    editor.press('-', { metaKey: true }).press('-', { metaKey: true });
    expect(editor.session.zoom).toBe(0.5);
    editor.press('0', { metaKey: true });
    expect(editor.session.zoom).toBe(1);
  });

  it('a wheel pans; with ctrl (a pinch) it zooms about the pointer', () => {
    const editor = new TestEditor();
    editor.wheel({ deltaX: 10, deltaY: 20 });
    expect(editor.session.pan).toEqual({ x: -10, y: -20 });
    editor.wheel({ deltaX: 0, deltaY: -100, ctrlKey: true, screenPoint: { x: 0, y: 0 } });
    expect(editor.session.zoom).toBeCloseTo(Math.E);
  });

  it('the hand tool, or a held space bar, pans by dragging', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1, { x: 100, y: 100 })] });
    editor.keyDown({ key: ' ', code: 'Space' });
    expect(editor.session.tool).toBe('hand');
    editor.down([150, 150]).move([170, 160]).up();
    expect(editor.session.pan).toEqual({ x: 20, y: 10 });
    editor.keyUp({ key: ' ', code: 'Space' });
    expect(editor.session.tool).toBe('select');
    editor.expectBox(1, { x: 100, y: 100 }).expectHistory([]);
  });
});

describe('creating widgets', () => {
  it('a new widget gets an id, the current page, the top z, and is selected', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1, { z: 3 })] });
    editor.add({ type: 'shape', x: 10, y: 20, w: 30, h: 40 });
    const [id] = editor.selectedIds;
    expect(editor.stored(id!)).toMatchObject({ _id: expect.stringMatching(/^[0-9a-f]{24}$/), pid: editor.session.pageId, z: 4 });
  });
});
