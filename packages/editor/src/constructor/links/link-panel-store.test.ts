import { afterEach, describe, expect, it, vi } from 'vitest';
import { linkPanelConstants, type LinkEntity } from '@folio/model';
import { panelPlace } from './link-panel-place';
import { closeLinkPanel, isLinkPanelOpen, linkPanelStore, requestLinkEdit } from './link-panel-store';

const link: LinkEntity = { type: 'URL', url: 'http://example.com', target: '_self' };

describe('requestLinkEdit', () => {
  afterEach(() => closeLinkPanel());

  it('opens the panel with the request; closing calls onClose and never apply', () => {
    const apply = vi.fn();
    const onClose = vi.fn();
    requestLinkEdit({ initial: link, apply, onClose });
    expect(isLinkPanelOpen()).toBe(true);
    expect(linkPanelStore.getState().request?.initial).toBe(link);
    closeLinkPanel();
    expect(isLinkPanelOpen()).toBe(false);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(apply).not.toHaveBeenCalled();
    closeLinkPanel();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a new request replaces the open one, which is closed, and remounts the form', () => {
    const first = { initial: null, apply: vi.fn(), onClose: vi.fn() };
    const second = { initial: link, apply: vi.fn(), onClose: vi.fn() };
    requestLinkEdit(first);
    const serial = linkPanelStore.getState().serial;
    requestLinkEdit(second);
    expect(first.onClose).toHaveBeenCalledTimes(1);
    expect(second.onClose).not.toHaveBeenCalled();
    expect(linkPanelStore.getState()).toMatchObject({ request: second, serial: serial + 1 });
  });
});

describe('panelPlace', () => {
  const { gapPx, marginPx } = linkPanelConstants;
  const size = { width: 380, height: 300 };
  const window = { width: 1600, height: 900 };

  it('stands to the right of the box, level with its top', () => {
    expect(panelPlace({ left: 100, top: 200, width: 200, height: 100 }, size, window)).toEqual({ left: 300 + gapPx, top: 200 });
  });

  it('to its left when the right has no room, below it when neither side has', () => {
    expect(panelPlace({ left: 1100, top: 200, width: 300, height: 100 }, size, window)).toEqual({ left: 1100 - gapPx - 380, top: 200 });
    expect(panelPlace({ left: 100, top: 100, width: 1400, height: 100 }, size, window)).toEqual({ left: 100, top: 200 + gapPx });
  });

  it('stays inside the window', () => {
    expect(panelPlace({ left: 100, top: 850, width: 100, height: 40 }, size, window).top).toBe(900 - 300 - marginPx);
    expect(panelPlace({ left: -50, top: -80, width: 20, height: 20 }, size, window)).toEqual({ left: marginPx, top: marginPx });
  });
});
