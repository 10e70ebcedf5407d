import { editorConstants } from '@folio/model';
import { describe, expect, it } from 'vitest';
import { shapeWidget, TestEditor, testId } from './test-editor';

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

describe('layout toggles', () => {
  it('full width spans the page less its margin; turning it on unsticks left and right', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1, { x: 100, y: 100, w: 100, sticked: { left: true, top: true } })] });
    editor.select([testId(1)]);
    editor.run('toggleFullWidth');
    editor.run('setFullWidthMargin', { margin: 12 });
    expect(editor.stored(1)).toMatchObject({ is_full_width: true, full_width_margin: 12, sticked: { left: false, top: true } });
    editor.expectBox(1, { x: 12, w: 1000 });
    editor.run('toggleFullWidth');
    editor.expectBox(1, { x: 100, w: 100 });
  });

  it('full height spans the page height less its margin', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1, { x: 100, y: 100 })] });
    editor.select([testId(1)]);
    editor.run('toggleFullHeight');
    editor.run('setFullHeightMargin', { margin: 10 });
    editor.expectBox(1, { y: 10, h: 380 });
  });

  it('sticking to a side keeps the margin from it, turns the opposite side and full size off', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1, { x: 100, y: 100, w: 100, is_full_width: true, sticked: { left: true } })] });
    editor.select([testId(1)]);
    editor.run('toggleSticked', { side: 'right' });
    editor.run('setStickedMargin', { margin: 20 });
    expect(editor.stored(1)).toMatchObject({ is_full_width: false, sticked: { left: false, right: true }, sticked_margin: 20 });
    editor.expectBox(1, { x: 1024 - 20 - 100 });
    editor.run('toggleSticked', { side: 'bottom' });
    editor.expectBox(1, { y: 400 - 20 - 100 });
  });

  it('a widget is pinned to the screen at an anchor, and unpinned', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1)] });
    editor.select([testId(1)]);
    editor.run('setFixedPosition', { anchor: 'br' });
    expect(editor.stored(1).fixed_position).toBe('br');
    editor.run('setFixedPosition', { anchor: false });
    expect(editor.stored(1).fixed_position).toBe(false);
  });

  it('at phone portrait the toggles go into the override', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1)], viewport: 'phone_portrait' });
    editor.select([testId(1)]);
    editor.run('toggleFullWidth');
    expect(editor.stored(1).is_full_width).toBeUndefined();
    expect(editor.stored(1).viewport_phone_portrait).toEqual({ is_full_width: true });
    editor.expectBox(1, { x: 0, w: 320 });
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
