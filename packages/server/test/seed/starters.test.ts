import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findLibraryFont, magEditableSchema, pageEditableSchema, widgetSchema, type Widget } from '@folio/model';
import { DESKTOP_WIDTH, PHONE_WIDTH, type Box, type Starter } from '../../src/seed/starters/kit';
import { findStarter, starterContent, starters, starterThumbnail, STARTER_PRODUCT_PREFIX } from '../../src/seed/starters';

// The starter templates (docs/editor.md "Starter templates"): valid documents, laid out inside their pages on desktop
// and on phone, set in the font library, with nothing on the phone page overlapping that did not overlap on desktop.

const assetsDir = fileURLToPath(new URL('../../assets/', import.meta.url));
const assetFile = (address: string) => `${assetsDir}${address.replace(/^\/assets\//, '')}`;
const noProducts = new Map<string, { product: string; sku: string }>();

const pagesOf = (starter: Starter) => starterContent(starter, noProducts).pages;
const phoneBox = (widget: Widget): Box => ({ x: widget.x, y: widget.y, w: widget.w, h: widget.h, ...(widget.viewport_phone_portrait as Partial<Box>) });
const overlaps = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
// Pinned to the screen, the cart is no part of the page's flow.
const inFlow = (widget: Widget) => widget.type !== 'background' && !widget.fixed_position;

describe('starter templates', () => {
  it('ships six starters with distinct ids, each of three to six pages', () => {
    expect(starters.map((starter) => starter.id)).toEqual(['magazine', 'portfolio', 'lookbook', 'event', 'report', 'long-read']);
    for (const starter of starters) {
      expect(starter.pages.length, starter.id).toBeGreaterThanOrEqual(3);
      expect(starter.pages.length, starter.id).toBeLessThanOrEqual(6);
    }
    expect(findStarter('lookbook')?.title).toBe('Marrow & Lune');
    expect(findStarter('nothing')).toBeUndefined();
  });

  describe.each(starters.map((starter) => [starter.id, starter] as const))('%s', (_id, starter) => {
    it('is valid against the model: the project fields, every page and every widget', () => {
      expect(() => magEditableSchema.parse(starterContent(starter, noProducts).mag)).not.toThrow();
      for (const page of pagesOf(starter)) {
        expect(() => pageEditableSchema.parse(page.data)).not.toThrow();
        for (const widget of page.widgets) {
          const parsed = widgetSchema.safeParse(widget.data);
          expect(parsed.success, `${starter.id} ${String((page.data as { uri: string }).uri)} ${JSON.stringify(parsed.error?.issues[0])}`).toBe(true);
        }
      }
    });

    it('lays every widget out inside its page on desktop and on phone', () => {
      for (const [index, page] of starter.pages.entries()) {
        for (const widget of pagesOf(starter)[index]!.widgets.map((item) => item.data as unknown as Widget)) {
          const where = `${starter.id}/${page.uri} ${widget.type} at ${JSON.stringify(phoneBox(widget))}`;
          expect(widget.x, where).toBeGreaterThanOrEqual(0);
          expect(widget.y, where).toBeGreaterThanOrEqual(0);
          expect(widget.x + widget.w, where).toBeLessThanOrEqual(DESKTOP_WIDTH);
          expect(widget.y + widget.h, where).toBeLessThanOrEqual(page.height);
          const onPhone = phoneBox(widget);
          expect(widget.viewport_phone_portrait, where).toBeDefined();
          expect(onPhone.x, where).toBeGreaterThanOrEqual(0);
          expect(onPhone.y, where).toBeGreaterThanOrEqual(0);
          expect(onPhone.x + onPhone.w, where).toBeLessThanOrEqual(PHONE_WIDTH);
          expect(onPhone.y + onPhone.h, where).toBeLessThanOrEqual(page.phoneHeight);
        }
      }
    });

    it('overlaps nothing on the phone page that does not overlap on desktop (a card and its text, a picture and its words)', () => {
      for (const [index, page] of starter.pages.entries()) {
        const widgets = pagesOf(starter)[index]!.widgets.map((item) => item.data as unknown as Widget).filter(inFlow);
        for (const [i, a] of widgets.entries()) {
          for (const b of widgets.slice(i + 1)) {
            if (!overlaps(phoneBox(a), phoneBox(b))) continue;
            expect(overlaps(a, b), `${starter.id}/${page.uri}: ${a.type} ${JSON.stringify(phoneBox(a))} and ${b.type} ${JSON.stringify(phoneBox(b))}`).toBe(true);
          }
        }
      }
    });

    it('sets every text style, font and button in families of the font library, with faces the library has', () => {
      const mag = starter.mag as { textStyles: { project: { cssProperties: { fontFamily: string; fontWeight: number } }[] }; edit_params: { fonts: { name: string; variations: string[] }[] } };
      const faces = mag.textStyles.project.map((style) => ({ family: style.cssProperties.fontFamily, weight: style.cssProperties.fontWeight }));
      for (const page of starter.pages) {
        for (const widget of page.widgets) {
          if (typeof widget['font-family'] === 'string') faces.push({ family: widget['font-family'], weight: widget['font-weight'] as number });
        }
      }
      for (const face of faces) {
        const font = findLibraryFont(face.family);
        expect(font, face.family).toBeDefined();
        expect(font!.variations, `${face.family} ${face.weight}`).toContain(`n${face.weight / 100}`);
        expect(mag.edit_params.fonts.map((item) => item.name)).toContain(face.family);
      }
      for (const font of mag.edit_params.fonts) {
        for (const variation of font.variations) expect(findLibraryFont(font.name)?.variations).toContain(variation);
      }
    });

    it('has every picture it names, and its preview', () => {
      const addresses = JSON.stringify(starter).match(/\/assets\/starters\/[^"]+/g) ?? [];
      for (const address of [...addresses, starterThumbnail(starter.id)]) expect(existsSync(assetFile(address)), address).toBe(true);
    });
  });

  it('points the lookbook’s add-to-cart buttons at the products made for the copy, and drops them without a shop', () => {
    const lookbook = findStarter('lookbook')!;
    expect(lookbook.products?.length).toBe(3);
    const ids = new Map(lookbook.products!.map((product, index) => [product.key, { product: `prod_${index}`, sku: `sku_${index}` }]));
    const buttons = (map: typeof ids) =>
      starterContent(lookbook, map)
        .pages.flatMap((page) => page.widgets.map((widget) => widget.data as Record<string, unknown>))
        .filter((widget) => widget.type === 'addtocart');
    expect(buttons(ids).map((widget) => [widget.product_id, widget.sku_id])).toEqual([
      ['prod_0', 'sku_0'],
      ['prod_1', 'sku_1'],
      ['prod_2', 'sku_2'],
    ]);
    expect(buttons(noProducts).every((widget) => widget.product_id === undefined)).toBe(true);
    expect(JSON.stringify(starterContent(lookbook, ids))).not.toContain(STARTER_PRODUCT_PREFIX);
  });
});
