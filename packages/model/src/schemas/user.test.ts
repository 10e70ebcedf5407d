import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { loginBodySchema, publicUserSchema, signupBodySchema, userSchema, userUriFromName } from './user';

const id = '5f1b2c3d4e5f6a7b8c9d0e1f';

describe('signup and login bodies', () => {
  it('viewer-and-project.md §6: signup email is trimmed and lowercased, name trimmed', () => {
    const body = signupBodySchema.parse({ email: '  Ann@Example.COM ', password: 'correct horse', name: '  Ann ' });
    expect(body).toEqual({ email: 'ann@example.com', password: 'correct horse', name: 'Ann' });
  });

  it('viewer-and-project.md §6: signup refuses a bad email, a short password, an empty name, unknown fields', () => {
    const ok = { email: 'a@b.co', password: '12345678', name: 'A' };
    expect(signupBodySchema.safeParse(ok).success).toBe(true);
    expect(signupBodySchema.safeParse({ ...ok, email: 'not-an-email' }).error?.issues[0]?.path).toEqual(['email']);
    expect(signupBodySchema.safeParse({ ...ok, email: `${'a'.repeat(250)}@b.co` }).success).toBe(false);
    expect(signupBodySchema.safeParse({ ...ok, password: '1234567' }).error?.issues[0]?.path).toEqual(['password']);
    expect(signupBodySchema.safeParse({ ...ok, password: 'x'.repeat(201) }).success).toBe(false);
    expect(signupBodySchema.safeParse({ ...ok, name: '   ' }).error?.issues[0]?.path).toEqual(['name']);
    expect(signupBodySchema.safeParse({ ...ok, name: 'n'.repeat(81) }).success).toBe(false);
    expect(signupBodySchema.safeParse({ ...ok, isAdmin: true }).success).toBe(false);
  });

  it('ARCHITECTURE.md server: signup and login bodies can be described as JSON Schema for the OpenAPI document', () => {
    expect(() => z.toJSONSchema(signupBodySchema, { io: 'input' })).not.toThrow();
    expect(() => z.toJSONSchema(loginBodySchema, { io: 'input' })).not.toThrow();
  });

  it('viewer-and-project.md §6: login takes an email and any non-empty password', () => {
    expect(loginBodySchema.parse({ email: ' A@B.CO', password: 'x' })).toEqual({ email: 'a@b.co', password: 'x' });
    expect(loginBodySchema.safeParse({ email: 'a@b.co', password: '' }).success).toBe(false);
    expect(loginBodySchema.safeParse({ email: 'a@b.co', password: 'x', name: 'n' }).success).toBe(false);
  });
});

describe('user records', () => {
  it('viewer-and-project.md §3: mag.user carries name, _id and uri', () => {
    expect(publicUserSchema.parse({ _id: id, name: 'Ann', uri: 'ann' })).toEqual({ _id: id, name: 'Ann', uri: 'ann' });
  });

  it('viewer-and-project.md §3: a user has permissions can_use_custom_fonts and can_use_e_commerce', () => {
    const user = {
      _id: id,
      email: 'a@b.co',
      name: 'Ann',
      uri: 'ann',
      permissions: { can_use_custom_fonts: false, can_use_e_commerce: true },
      created: '2024-01-01T00:00:00.000Z',
    };
    expect(userSchema.parse(user)).toEqual(user);
    expect(userSchema.safeParse({ ...user, permissions: {} }).success).toBe(false);
  });
});

describe('userUriFromName', () => {
  it('viewer-and-project.md §2: a user uri is a lowercase latin slug with accents transliterated', () => {
    expect(userUriFromName('Zoë Ångström')).toBe('zoe-angstrom');
    expect(userUriFromName('  Jean--Luc  Picard! ')).toBe('jean-luc-picard');
    expect(userUriFromName('Straße Łódź')).toBe('strasse-lodz');
    expect(userUriFromName('ＡＢＣ')).toBe('abc');
  });

  it("viewer-and-project.md §2: a name with no latin letters or digits becomes 'user'", () => {
    expect(userUriFromName('')).toBe('user');
    expect(userUriFromName('Пётр')).toBe('user');
    expect(userUriFromName('!!!')).toBe('user');
  });

  it('viewer-and-project.md §2: a user uri never looks like a project id or a p{number} page', () => {
    expect(userUriFromName('2024')).toBe('user-2024');
    expect(userUriFromName('P 12')).toBe('p-12');
    expect(userUriFromName('p12')).toBe('user-p12');
  });

  it('viewer-and-project.md §2: any name yields a URL-safe slug', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (name) => {
        const uri = userUriFromName(name);
        return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(uri) && uri.length <= 70 && !/^p?\d+$/.test(uri);
      }),
    );
  });
});
