import { describe, expect, it } from 'vitest';
import { PreviewBar } from './preview-bar';
import { renderWithViewer, testMag, testPages } from './viewer-fixture';

describe('PreviewBar (docs/viewer.md "Preview bar")', () => {
  it('offers Desktop and Phone with their keys, the one shown pressed, the page and the way back to the constructor', () => {
    const html = renderWithViewer(<PreviewBar />, { env: 'preview', viewport: 'phone_portrait', pageIndex: 1, mag: testMag({ pages: testPages(3, (i) => ({ title: `Story ${i + 1}` })) }) });
    expect(html).toMatch(/aria-pressed="false"[^>]*aria-keyshortcuts="1" title="Desktop \(1\)"/);
    expect(html).toMatch(/aria-pressed="true"[^>]*aria-keyshortcuts="3" title="Phone \(3\)"/);
    expect(html).not.toContain('Tablet');
    expect(html).toContain('Page 2 of 3 · Story 2');
    expect(html).toMatch(/href="\/edit\/42\/"[^>]*>Back to editor/);
  });
  it('offers Tablet (key 2) where the page has a tablet portrait version', () => {
    const html = renderWithViewer(<PreviewBar />, { env: 'preview', mag: testMag({ pages: testPages(1, () => ({ viewport_tablet_portrait: { enabled: true } })) }) });
    expect(html).toMatch(/aria-keyshortcuts="2" title="Tablet \(2\)"/);
  });
});
