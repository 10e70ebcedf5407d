import { settingsTexts } from '@folio/model';
import { describe, expect, it } from 'vitest';
import { planPrivacy, privacyOf, withPageProtected, type Privacy } from './privacy';

const open: Privacy = { num_id: 3, is_private: false, isPrivatePages: [], pass: null };

describe('privacy plan', () => {
  it('makes no call when nothing changes', () => {
    expect(planPrivacy(open, { is_private: false, isPrivatePages: [], password: '' })).toEqual({ body: null });
    expect(planPrivacy({ ...open, pass: 'secret' }, { is_private: false, isPrivatePages: [], password: 'secret' })).toEqual({ body: null });
  });

  it('needs a password to protect anything when the project has none', () => {
    expect(planPrivacy(open, { is_private: false, isPrivatePages: ['p1'], password: '' })).toEqual({ error: settingsTexts.passwordRequired });
    expect(planPrivacy(open, { is_private: true, isPrivatePages: [], password: '' })).toEqual({ error: settingsTexts.passwordRequired });
  });

  it('protects a page with a new password, or with the one set before', () => {
    expect(planPrivacy(open, { is_private: false, isPrivatePages: ['p1'], password: 'open sesame' })).toEqual({
      body: { is_private: false, isPrivatePages: ['p1'], pass: 'open sesame' },
    });
    expect(planPrivacy({ ...open, pass: 'old' }, { is_private: true, isPrivatePages: [], password: '' })).toEqual({
      body: { is_private: true, isPrivatePages: [] },
    });
  });

  it('refuses a password longer than the server takes', () => {
    expect(planPrivacy(open, { is_private: true, isPrivatePages: [], password: 'x'.repeat(201) })).toEqual({ error: settingsTexts.passwordTooLong });
  });

  it('reads a draft’s privacy and toggles a page in the list', () => {
    expect(privacyOf({ num_id: 3, is_private: true, isPrivatePages: ['a'], pass: 'pw' })).toEqual({ num_id: 3, is_private: true, isPrivatePages: ['a'], pass: 'pw' });
    expect(privacyOf({ num_id: 3 })).toEqual(open);
    expect(withPageProtected(['a', 'b'], 'c', true)).toEqual(['a', 'b', 'c']);
    expect(withPageProtected(['a', 'b'], 'a', false)).toEqual(['b']);
    expect(withPageProtected(['a'], 'a', true)).toEqual(['a']);
  });
});
