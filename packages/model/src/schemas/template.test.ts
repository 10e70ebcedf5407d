import { describe, expect, it } from 'vitest';
import { templateDeleteBodySchema, templateSchema } from './template';

const id = '5f1b2c3d4e5f6a7b8c9d0e1f';

describe('templates', () => {
  it('widgets-and-authoring.md §3: a template has an id and a name', () => {
    expect(templateSchema.parse({ id, name: '  Lookbook ' })).toEqual({ id, name: 'Lookbook' });
    expect(templateSchema.safeParse({ id, name: ' ' }).error?.issues[0]?.path).toEqual(['name']);
    expect(templateSchema.safeParse({ id: 'x', name: 'a' }).error?.issues[0]?.path).toEqual(['id']);
    expect(templateSchema.safeParse({ id, name: 'a', extra: 1 }).success).toBe(false);
  });

  it('widgets-and-authoring.md §7: DELETE /api/template/ takes {id}', () => {
    expect(templateDeleteBodySchema.parse({ id })).toEqual({ id });
    expect(templateDeleteBodySchema.safeParse({ id, name: 'a' }).success).toBe(false);
  });
});
