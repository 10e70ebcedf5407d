import { settingsTexts } from '@folio/model';
import { describe, expect, it } from 'vitest';
import { planPrivacy, privacyOf, withPageProtected, type Privacy } from './privacy';

const open: Privacy = { num_id: 3, is_private: false, isPrivatePages: [], hasPass: false };

describe('privacy plan', () => {
  it('makes no call when nothing changes', () => {
    expect(planPrivacy(open, { is_private: false, isPrivatePages: [], password: '' })).toEqual({ body: null });
    expect(planPrivacy({ ...open, hasPass: true }, { is_private: false, isPrivatePages: [], password: '' })).toEqual({ body: null });
  });

  it('sends a password typed even when one is set: the stored one is a hash and cannot be compared', () => {
    expect(planPrivacy({ ...open, hasPass: true }, { is_private: false, isPrivatePages: [], password: 'secret' })).toEqual({
      body: { is_private: false, isPrivatePages: [], pass: 'secret' },
    });
  });

  it('needs a password to protect anything when the project has none', () => {
    expect(planPrivacy(open, { is_private: false, isPrivatePages: ['p1'], password: '' })).toEqual({ error: settingsTexts.passwordRequired });
    expect(planPrivacy(open, { is_private: true, isPrivatePages: [], password: '' })).toEqual({ error: settingsTexts.passwordRequired });
  });

  it('protects a page with a new password, or with the one set before', () => {
    expect(planPrivacy(open, { is_private: false, isPrivatePages: ['p1'], password: 'open sesame' })).toEqual({
      body: { is_private: false, isPrivatePages: ['p1'], pass: 'open sesame' },
    });
    expect(planPrivacy({ ...open, hasPass: true }, { is_private: true, isPrivatePages: [], password: '' })).toEqual({
      body: { is_private: true, isPrivatePages: [] },
    });
  });

  it('refuses a password longer than the server takes', () => {
    expect(planPrivacy(open, { is_private: true, isPrivatePages: [], password: 'x'.repeat(201) })).toEqual({ error: settingsTexts.passwordTooLong });
  });

  it('reads a draft’s privacy (whether a password is set, never the password) and toggles a page in the list', () => {
    expect(privacyOf({ num_id: 3, is_private: true, isPrivatePages: ['a'], has_pass: true })).toEqual({ num_id: 3, is_private: true, isPrivatePages: ['a'], hasPass: true });
    expect(privacyOf({ num_id: 3 })).toEqual(open);
    expect(withPageProtected(['a', 'b'], 'c', true)).toEqual(['a', 'b', 'c']);
    expect(withPageProtected(['a', 'b'], 'a', false)).toEqual(['b']);
    expect(withPageProtected(['a'], 'a', true)).toEqual(['a']);
  });
});
