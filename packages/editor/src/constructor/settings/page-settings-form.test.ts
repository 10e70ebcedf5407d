import { apiMessages, maxPageHeight, settingsTexts, type Page } from '@folio/model';
import { describe, expect, it } from 'vitest';
import type { EditorPage } from '../../core';
import { cleanUri, otherPageUris, pageFormChanges, pageFormOf, pageTextLimits, type PageForm } from './page-settings-form';

const PAGE_ID = 'b'.repeat(24);
const page = (fields: Partial<Page> = {}): EditorPage => ({ _id: PAGE_ID, num: 2, num_id: 7, ...fields });

/** The changes when the author edits the form of `source` with `edit`. */
function submit(source: EditorPage, edit: Partial<PageForm>, otherUris: string[] = []) {
  const initial = pageFormOf(source);
  return pageFormChanges(source, initial, { ...initial, ...edit }, otherUris);
}

describe('page settings form', () => {
  it('shows what the page holds, a phone version by default and no tablet version', () => {
    const form = pageFormOf(
      page({ uri: 'about', seo: { title: 'About us' }, custom_shares: { image: 'https://x.test/a.png' }, height: 900, viewport_phone_portrait: { height: 700 } }),
    );
    expect(form).toMatchObject({ uri: 'about', seoTitle: 'About us', seoKeywords: '', shareImage: 'https://x.test/a.png', height: '900' });
    expect(form).toMatchObject({ tabletEnabled: false, tabletHeight: '', phoneEnabled: true, phoneHeight: '700' });
  });

  it('writes nothing when nothing changed', () => {
    expect(submit(page({ uri: 'about', seo: { title: 'T' } }), {})).toEqual({ fields: {}, errors: {} });
  });

  it('takes a valid address, dropping spaces and slashes at its ends', () => {
    expect(cleanUri('  /team/people/ ')).toBe('team/people');
    expect(submit(page(), { uri: ' /about-us/ ' }).fields).toEqual({ uri: 'about-us' });
  });

  it('refuses an address the spec cannot route, with the model’s message', () => {
    expect(submit(page(), { uri: 'About Us' }).errors.uri).toBe('Use lowercase letters, digits and hyphens, with / between parts');
    expect(submit(page(), { uri: '42' }).errors.uri).toBe('A page address cannot be only digits');
    expect(submit(page(), { uri: 'preview' }).errors.uri).toBe("A page address cannot start with 'num' or 'preview'");
  });

  it('refuses an address another page of the project uses, with the server’s message', () => {
    const outcome = submit(page(), { uri: 'shop' }, ['shop']);
    expect(outcome.errors.uri).toBe(apiMessages.pageUriTaken);
    expect(outcome.fields).toEqual({});
  });

  it('clears the address with null so the page goes back to its number', () => {
    expect(submit(page({ uri: 'about' }), { uri: '  ' }).fields).toEqual({ uri: null });
    expect(submit(page(), { uri: '' }).fields).toEqual({});
  });

  it('writes seo whole, so an emptied field is removed on the server', () => {
    const source = page({ seo: { title: 'Old', description: 'Words', keywords: 'a, b' } });
    expect(submit(source, { seoTitle: ' New ', seoKeywords: '' }).fields).toEqual({ seo: { title: 'New', description: 'Words' } });
    expect(submit(source, { seoTitle: '', seoDescription: '', seoKeywords: '' }).fields).toEqual({ seo: {} });
  });

  it('writes custom shares whole and checks the picture address', () => {
    expect(submit(page(), { shareTitle: 'Look', shareImage: '/api/images/a.png' }).fields).toEqual({ custom_shares: { title: 'Look', image: '/api/images/a.png' } });
    expect(submit(page(), { shareImage: 'javascript:alert(1)' }).errors.shareImage).toBe(settingsTexts.sharePictureInvalid);
  });

  it('checks lengths with the server’s limits', () => {
    const tweetMax = pageTextLimits.shareTweet!;
    expect(tweetMax).toBe(116);
    expect(submit(page(), { shareTweet: 'x'.repeat(tweetMax + 1) }).errors.shareTweet).toBe(settingsTexts.tooLong(tweetMax));
    expect(pageTextLimits.seoTitle).toBeGreaterThan(0);
  });

  it('turns the phone version off and on, and the tablet version on', () => {
    expect(submit(page(), { phoneEnabled: false }).fields).toEqual({ viewport_phone_portrait: { enabled: false } });
    expect(submit(page({ viewport_phone_portrait: { enabled: false, height: 800 } }), { phoneEnabled: true }).fields).toEqual({
      viewport_phone_portrait: { enabled: true, height: 800 },
    });
    expect(submit(page(), { tabletEnabled: true }).fields).toEqual({ viewport_tablet_portrait: { enabled: true } });
  });

  it('sets heights within the viewport’s range, and an emptied one goes back to the desktop height', () => {
    expect(submit(page(), { phoneHeight: '1200' }).fields).toEqual({ viewport_phone_portrait: { height: 1200 } });
    expect(submit(page({ viewport_phone_portrait: { height: 1200 } }), { phoneHeight: '' }).fields).toEqual({ viewport_phone_portrait: {} });
    expect(submit(page(), { height: '1500' }).fields).toEqual({ height: 1500 });
    expect(submit(page(), { phoneHeight: '100' }).errors.phoneHeight).toBe(settingsTexts.heightInvalid(568, maxPageHeight));
    expect(submit(page(), { tabletHeight: '12.5' }).errors.tabletHeight).toBe(settingsTexts.heightInvalid(926, maxPageHeight));
    expect(submit(page(), { height: String(maxPageHeight + 1) }).errors.height).toBe(settingsTexts.heightInvalid(400, maxPageHeight));
  });

  it('writes nothing at all while any field is wrong', () => {
    expect(submit(page(), { seoTitle: 'Fine', uri: 'Bad Uri' }).fields).toEqual({});
  });

  it('lists the addresses of the other pages', () => {
    const pages = { a: page({ _id: 'a', uri: 'one' }), b: page({ _id: 'b', uri: 'two' }), c: page({ _id: 'c' }) };
    expect(otherPageUris(pages, 'a')).toEqual(['two']);
  });
});
