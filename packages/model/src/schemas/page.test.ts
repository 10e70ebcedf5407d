import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pageEditableSchema, pageSchema, pageUriSchema } from './page';

const id = '5f1b2c3d4e5f6a7b8c9d0e1f';

describe('page uri', () => {
  it('viewer-and-project.md §2: a page uri is lowercase letters, digits and hyphens, nested with slashes', () => {
    for (const uri of ['about', 'about-us', 'chapter-1/part-2', 'a/b/c', '2024-report']) {
      expect(pageUriSchema.safeParse(uri).success, uri).toBe(true);
    }
    for (const uri of ['About', 'about us', '/about', 'about/', 'a//b', '-a', 'a-', 'über', '']) {
      expect(pageUriSchema.safeParse(uri).success, uri).toBe(false);
    }
  });

  it('viewer-and-project.md §2: a page uri is not purely numeric (paths fall back to page numbers)', () => {
    expect(pageUriSchema.safeParse('3').error?.issues[0]?.message).toBe('A page address cannot be only digits');
    expect(pageUriSchema.safeParse('3/4').success).toBe(true);
  });

  it("viewer-and-project.md §2: a page uri cannot start with the router's num or preview segments", () => {
    expect(pageUriSchema.safeParse('num/3').success).toBe(false);
    expect(pageUriSchema.safeParse('preview').success).toBe(false);
    expect(pageUriSchema.safeParse('numbers').success).toBe(true);
  });

  it('viewer-and-project.md §2: a page uri is at most 200 characters', () => {
    expect(pageUriSchema.safeParse('a'.repeat(200)).success).toBe(true);
    expect(pageUriSchema.safeParse('a'.repeat(201)).success).toBe(false);
  });
});

describe('page editable fields', () => {
  it('viewer-and-project.md §3: every editable page field is optional; uri null clears it', () => {
    expect(pageEditableSchema.parse({})).toEqual({});
    expect(pageEditableSchema.parse({ uri: null })).toEqual({ uri: null });
  });

  it('viewer-and-project.md §3: page heights are positive and at most the max page height 201600', () => {
    expect(pageEditableSchema.safeParse({ pageHeight: 201600, height: 900, width: 1024 }).success).toBe(true);
    expect(pageEditableSchema.safeParse({ pageHeight: 201601 }).error?.issues[0]?.path).toEqual(['pageHeight']);
    expect(pageEditableSchema.safeParse({ height: 0 }).success).toBe(false);
    expect(pageEditableSchema.safeParse({ width: -1 }).success).toBe(false);
  });

  it('viewer-and-project.md §9: custom_shares.tweet holds at most 116 characters', () => {
    expect(pageEditableSchema.safeParse({ custom_shares: { tweet: 't'.repeat(116) } }).success).toBe(true);
    const tooLong = pageEditableSchema.safeParse({ custom_shares: { tweet: 't'.repeat(117) } });
    expect(tooLong.error?.issues[0]?.path).toEqual(['custom_shares', 'tweet']);
  });

  it('viewer-and-project.md §3: seo {title, description, keywords} and per-viewport {enabled, height}', () => {
    const body = {
      seo: { title: 'T', description: 'D', keywords: 'a, b' },
      viewport_phone_portrait: { enabled: true, height: 568 },
      viewport_tablet_portrait: { enabled: false },
      pageViewport: 'phone_portrait',
    };
    expect(pageEditableSchema.parse(body)).toEqual(body);
    expect(pageEditableSchema.safeParse({ seo: { author: 'x' } }).success).toBe(false);
    expect(pageEditableSchema.safeParse({ viewport_phone_portrait: { enabled: 'yes' } }).success).toBe(false);
    expect(pageEditableSchema.safeParse({ viewport_desktop: { enabled: true } }).success).toBe(false);
  });

  it('viewer-and-project.md §3: fields the server owns cannot be patched', () => {
    for (const field of ['_id', 'num', 'num_id', 'wids', 'unauthorized']) {
      expect(pageEditableSchema.safeParse({ [field]: 1 }).success, field).toBe(false);
    }
  });
});

describe('page record', () => {
  it('ARCHITECTURE.md server: page bodies and records can be described as JSON Schema for the OpenAPI document', () => {
    expect(() => z.toJSONSchema(pageEditableSchema, { io: 'input' })).not.toThrow();
    expect(() => z.toJSONSchema(pageSchema, { io: 'output' })).not.toThrow();
  });

  it('viewer-and-project.md §3: a page has _id, num, num_id, pageNestedNum, unauthorized and wids', () => {
    const page = {
      _id: id,
      num: 2,
      num_id: 12345,
      uri: 'about',
      pageNestedNum: '1.1',
      unauthorized: false,
      wids: [{ type: 'shape', x: 0, y: 0, w: 10, h: 10, _id: id, pid: id }],
    };
    expect(pageSchema.parse(page)).toEqual(page);
    expect(pageSchema.safeParse({ ...page, num: 0 }).success).toBe(false);
    expect(pageSchema.safeParse({ ...page, wids: [{ type: 'nope' }] }).error?.issues[0]?.path).toEqual(['wids', 0, 'type']);
  });
});
