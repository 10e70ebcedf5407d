import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';

describe('mail configuration', () => {
  it('SMTP_URL names the mail server; unset, there is none; MAIL_FROM has a default', () => {
    expect(loadConfig({})).toMatchObject({ smtpUrl: undefined, mailFrom: 'Folio <no-reply@localhost>' });
    expect(loadConfig({ SMTP_URL: 'smtp://user:pass@mail.example.com:587', MAIL_FROM: 'Shop <shop@example.com>' })).toMatchObject({
      smtpUrl: 'smtp://user:pass@mail.example.com:587',
      mailFrom: 'Shop <shop@example.com>',
    });
  });
});
