import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { hotspotConstants, widgetKindTexts } from '@folio/model';
import { widgetOf } from '../test-widgets';
import HotspotView, { tipPlacement } from './view';

describe('hotspot view', () => {
  it('a round, labelled spot button in its colour, collapsed, controlling its hidden tip', () => {
    const html = renderToStaticMarkup(<HotspotView widget={widgetOf('hotspot', { tip_text: 'Look', color: '00ff00' })} />);
    expect(html).toMatch(/<button type="button" class="folio-hotspot-spot" aria-label="Hotspot" aria-expanded="false" aria-controls="([^"]+)" aria-describedby="\1" style="[^"]*border-radius:50%[^"]*background:rgba\(0, 255, 0, 1\)"><\/button>/);
    expect(widgetKindTexts.hotspot).toBe('Hotspot');
    const tipId = /aria-controls="([^"]+)"/.exec(html)![1];
    expect(html).toContain(`<div id="${tipId}" class="folio-hotspot-tip" data-position="right" hidden=""`);
  });

  it('the tip is plain text (never markup), its newlines kept, at its width and side', () => {
    const html = renderToStaticMarkup(<HotspotView widget={widgetOf('hotspot', { tip_text: '<b>bold</b>\nline two', tip_w: 320, tip_position: 'top' })} />);
    expect(html).toContain('&lt;b&gt;bold&lt;/b&gt;\nline two</div>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('white-space:pre-line');
    expect(html).toContain('width:320px');
    expect(html).toContain('data-position="top"');
    expect(html).toContain(`bottom:calc(100% + ${hotspotConstants.tipGapPx}px)`);
  });

  it('defaults: beside the spot on the right, the default width and colour', () => {
    const html = renderToStaticMarkup(<HotspotView widget={widgetOf('hotspot', { tip_text: 'x' })} />);
    expect(hotspotConstants.defaultTipPosition).toBe('right');
    expect(html).toContain(`left:calc(100% + ${hotspotConstants.tipGapPx}px)`);
    expect(html).toContain(`width:${hotspotConstants.defaultTipWidthPx}px`);
    expect(html).toContain('background:rgba(255, 59, 48, 1)');
  });

  it('each side places the tip away from the spot, centred along it', () => {
    expect(tipPlacement('left')).toMatchObject({ right: `calc(100% + ${hotspotConstants.tipGapPx}px)`, top: '50%' });
    expect(tipPlacement('bottom')).toMatchObject({ top: `calc(100% + ${hotspotConstants.tipGapPx}px)`, left: '50%' });
  });

  it('without a tip, the spot alone: nothing to expand', () => {
    const html = renderToStaticMarkup(<HotspotView widget={widgetOf('hotspot', { tip_text: '  ' })} />);
    expect(html).not.toContain('aria-expanded');
    expect(html).not.toContain('folio-hotspot-tip');
  });

  it('a field of the wrong type throws', () => {
    expect(() => renderToStaticMarkup(<HotspotView widget={widgetOf('hotspot', { tip_text: { a: 1 } as unknown as string })} />)).toThrow('hotspot: tip_text is not a string');
    expect(() => renderToStaticMarkup(<HotspotView widget={widgetOf('hotspot', { tip_position: 'center' as 'top' })} />)).toThrow(TypeError);
  });
});
