import { describe, expect, it } from 'vitest';
import { readBoot } from './boot';

const user = {
  _id: 'a'.repeat(24),
  name: 'Ada Author',
  uri: 'ada-author',
  email: 'ada@example.test',
  permissions: { can_use_custom_fonts: true, can_use_e_commerce: true },
  created: '2026-01-02T03:04:05.000Z',
};

describe('readBoot (the signed-in user the server writes into the shell)', () => {
  it('reads the user', () => {
    expect(readBoot(JSON.stringify({ user }))?.user).toMatchObject({ name: 'Ada Author', uri: 'ada-author' });
  });

  it('reads a signed-out visit as user null', () => {
    expect(readBoot('{"user":null}')).toEqual({ user: null });
  });

  it('is undefined (ask the API) when the element is missing, not JSON, or holds no usable user', () => {
    for (const text of [undefined, null, '', '{', '[]', '{}', JSON.stringify({ user: { name: 'No id' } })]) {
      expect(readBoot(text), String(text)).toBeUndefined();
    }
  });

  it('reads the project the page was answered for, and leaves out one that is not well formed', () => {
    const project = { _id: 'b'.repeat(24), num_id: 7 };
    expect(readBoot(JSON.stringify({ user, project }))?.project).toEqual(project);
    for (const bad of [{ _id: 'nope', num_id: 7 }, { _id: 'b'.repeat(24), num_id: '7' }, { _id: 'b'.repeat(24) }, 'b'.repeat(24), null]) {
      const boot = readBoot(JSON.stringify({ user, project: bad }));
      expect(boot?.user, JSON.stringify(bad)).toMatchObject({ name: 'Ada Author' });
      expect(boot, JSON.stringify(bad)).not.toHaveProperty('project');
    }
  });
});
