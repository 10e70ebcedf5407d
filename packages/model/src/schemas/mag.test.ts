import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defaultTextStyles, defaultLinkStyle } from './text';
import { magEditableSchema, magPatchBodySchema, magSchema, magUriSchema } from './mag';

const id = '5f1b2c3d4e5f6a7b8c9d0e1f';

describe('mag uri', () => {
  it('viewer-and-project.md §2: a mag uri is a lowercase slug of 1 to 100 characters', () => {
    expect(magUriSchema.safeParse('spring-issue-2024').success).toBe(true);
    expect(magUriSchema.safeParse('Spring').success).toBe(false);
    expect(magUriSchema.safeParse('a/b').success).toBe(false);
    expect(magUriSchema.safeParse('').success).toBe(false);
    expect(magUriSchema.safeParse('a'.repeat(101)).success).toBe(false);
  });

  it('viewer-and-project.md §2: a mag uri is not purely numeric (that is the project numeric id)', () => {
    expect(magUriSchema.safeParse('12345').success).toBe(false);
    expect(magUriSchema.safeParse('issue-12345').success).toBe(true);
  });
});

describe('mag PATCH', () => {
  it('viewer-and-project.md §3: an author may change title, description, uri, opts, covers, code injection, fonts and styles', () => {
    const body = {
      title: 'Spring',
      emptyTitle: false,
      description: 'An issue',
      uri: 'spring',
      opts: { viewertype: 'horizontal', arrows: false },
      coverPid: id,
      master_share_pid: null,
      ci_head: '<meta name="x">',
      ci_body_top: '',
      ci_body_bottom: '',
      ci_css: 'body{}',
      fonts_link: 'https://use.typekit.net/abc.css',
      edit_params: {
        fonts: [{ provider: 'google', css_name: 'Roboto', name: 'Roboto' }],
        paragraph_styles: [],
        link_styles: [defaultLinkStyle],
      },
      textStyles: { project: [...defaultTextStyles], global: [] },
      ecommerce_data: { texts: { out_of_stock: 'Sold out' } },
    };
    expect(magEditableSchema.parse(body)).toEqual(body);
    expect(magEditableSchema.parse({})).toEqual({});
  });

  it('widgets-and-authoring.md §3: a project keeps its own list styles in list_styles (ours: the spec names no field)', () => {
    const list_styles = [{ name: 'List item', type: 'unordered' as const }, { name: 'Steps', type: 'ordered' as const, textStyle: 'Text' }];
    expect(magEditableSchema.parse({ list_styles })).toEqual({ list_styles });
    expect(magPatchBodySchema.parse({ revision: 1, list_styles: null })).toEqual({ revision: 1, list_styles: null });
    expect(magEditableSchema.safeParse({ list_styles: [{ name: 'Odd', type: 'roman' }] }).success).toBe(false);
  });

  it('viewer-and-project.md §3: fonts_link is a web address or empty', () => {
    expect(magEditableSchema.safeParse({ fonts_link: '' }).success).toBe(true);
    expect(magEditableSchema.safeParse({ fonts_link: 'javascript:alert(1)' }).success).toBe(false);
    expect(magEditableSchema.safeParse({ fonts_link: 'not a url' }).success).toBe(false);
  });

  it('viewer-and-project.md §3: title, description and code injection have maximum lengths', () => {
    expect(magEditableSchema.safeParse({ title: 't'.repeat(501) }).success).toBe(false);
    expect(magEditableSchema.safeParse({ description: 'd'.repeat(5001) }).success).toBe(false);
    expect(magEditableSchema.safeParse({ ci_css: 'c'.repeat(100_001) }).success).toBe(false);
  });

  it('viewer-and-project.md §3: server-owned fields cannot be patched', () => {
    for (const field of ['num_id', 'is_published', 'published', 'permissions', 'user', 'is_suspended', 'revision']) {
      expect(magEditableSchema.safeParse({ [field]: true }).success, field).toBe(false);
    }
    expect(magEditableSchema.safeParse({ ecommerce_data: { stripe: { status: 'connected' } } }).success).toBe(false);
    expect(magEditableSchema.safeParse({ opts: { unknown: true } }).error?.issues[0]?.path).toEqual(['opts']);
  });

  it('ARCHITECTURE.md data flow: a PATCH body carries the revision it was made against (the route asks for it unless skipChanged)', () => {
    expect(magPatchBodySchema.parse({ revision: 3, title: 'x' })).toEqual({ revision: 3, title: 'x' });
    // viewer-and-project.md §7: with skipChanged the body is the changes alone (the route refuses it otherwise).
    expect(magPatchBodySchema.parse({ title: 'x' })).toEqual({ title: 'x' });
    expect(magPatchBodySchema.safeParse({ revision: -1 }).success).toBe(false);
    expect(magPatchBodySchema.safeParse({ revision: 1.5 }).success).toBe(false);
    expect(magPatchBodySchema.safeParse({ revision: 1, foo: 1 }).success).toBe(false);
  });

  it('ARCHITECTURE.md server: PATCH bodies can be described as JSON Schema for the OpenAPI document', () => {
    expect(() => z.toJSONSchema(magPatchBodySchema, { io: 'input' })).not.toThrow();
  });
});

describe('mag record', () => {
  const mag = {
    _id: id,
    num_id: 42,
    title: 'Spring',
    user: { _id: id, name: 'Ann', uri: 'ann', isMe: true },
    published: null,
    is_published: false,
    is_private: false,
    isPrivatePages: [id],
    is_suspended: false,
    revision: 0,
    permissions: { can_use_custom_fonts: false, can_use_e_commerce: false },
    ecommerce_data: { stripe: { status: 'connected', stripe_data: { stripe_user_id: 'acct_1' } } },
    created: '2024-01-01T00:00:00.000Z',
    updated: '2024-01-02T00:00:00.000Z',
    schemaVersion: 1,
    pages: [{ _id: id, num: 1, num_id: 7 }],
  };

  it('viewer-and-project.md §3: the project record the API returns', () => {
    expect(magSchema.parse(mag)).toEqual(mag);
  });

  it('viewer-and-project.md §3: published is a date string or null; num_id a positive integer', () => {
    expect(magSchema.safeParse({ ...mag, published: '2024-01-03T00:00:00.000Z' }).success).toBe(true);
    expect(magSchema.safeParse({ ...mag, published: undefined }).success).toBe(false);
    expect(magSchema.safeParse({ ...mag, num_id: 0 }).success).toBe(false);
  });
});
