import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mailchimpTexts } from './mailchimp-messages';
import { mailchimpAnswerOf, mailchimpEmailProblem, mailchimpSubscribeUrl, plainTextOf } from './mailchimp-signup';

const data = { baseUrl: 'mc.us4.list-manage.com', uuid: 'abc123', lid: 'def456' };

describe('the e-mail a visitor types (refused before anything is sent)', () => {
  it('an empty field and an address without one @ and a dotted domain are refused, each with its message', () => {
    expect(mailchimpEmailProblem('')).toBe(mailchimpTexts.emailMissing);
    expect(mailchimpEmailProblem('   ')).toBe(mailchimpTexts.emailMissing);
    for (const typed of ['ada', 'ada@', '@example.com', 'ada@example', 'ada lovelace@example.com', 'ada@@example.com', 'ada@example..com']) {
      expect(mailchimpEmailProblem(typed), typed).toBe(mailchimpTexts.emailInvalid);
    }
  });

  it('an address with a dotted domain is sent, spaces around it aside', () => {
    expect(mailchimpEmailProblem('ada@example.com')).toBeNull();
    expect(mailchimpEmailProblem(' ada+news@mail.example.co.uk ')).toBeNull();
  });
});

describe('the signup request (JSONP to the list’s host)', () => {
  it('asks https://{host}/subscribe/post-json with the account, the list, the e-mail and the callback', () => {
    const url = new URL(mailchimpSubscribeUrl('mc.us4.list-manage.com', data, 'ada+news@example.com', 'folioMailchimp1'));
    expect(url.origin).toBe('https://mc.us4.list-manage.com');
    expect(url.pathname).toBe('/subscribe/post-json');
    expect(['u', 'id', 'EMAIL', 'c'].map((name) => url.searchParams.get(name))).toEqual(['abc123', 'def456', 'ada+news@example.com', 'folioMailchimp1']);
    expect(url.search.split('&')).toHaveLength(4);
  });

  it('whatever the settings and the e-mail hold, they stay values of the query: the host and path never change', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (uuid, lid, email) => {
        const url = new URL(mailchimpSubscribeUrl('mc.us4.list-manage.com', { uuid, lid }, email, 'cb'));
        expect(url.host).toBe('mc.us4.list-manage.com');
        expect(url.pathname).toBe('/subscribe/post-json');
        expect(url.searchParams.get('u')).toBe(uuid);
        expect(url.searchParams.get('id')).toBe(lid);
        expect(url.searchParams.get('EMAIL')).toBe(email.trim());
        expect(url.searchParams.get('c')).toBe('cb');
      }),
    );
  });
});

describe('Mailchimp’s answer', () => {
  it('success: subscribed, with Mailchimp’s message, or ours when it gives none', () => {
    expect(mailchimpAnswerOf({ result: 'success', msg: 'Almost finished... We need to confirm your email address.' })).toEqual({
      subscribed: true,
      message: 'Almost finished... We need to confirm your email address.',
    });
    expect(mailchimpAnswerOf({ result: 'success' })).toEqual({ subscribed: true, message: mailchimpTexts.subscribed });
  });

  it('error: not subscribed, with Mailchimp’s message as plain text (its link and tags dropped, the field number too)', () => {
    const msg = 'ada@example.com is already subscribed to list <b>Folio&nbsp;News</b>. <a href="https://mc.us4.list-manage.com/profile?u=abc">Click here to update your profile</a>';
    expect(mailchimpAnswerOf({ result: 'error', msg })).toEqual({ subscribed: false, message: 'ada@example.com is already subscribed to list Folio News.' });
    expect(mailchimpAnswerOf({ result: 'error', msg: '0 - An email address must contain a single @' }).message).toBe('An email address must contain a single @');
    expect(mailchimpAnswerOf({ result: 'error', msg: '' })).toEqual({ subscribed: false, message: mailchimpTexts.refused });
  });

  it('anything else counts as no answer', () => {
    for (const payload of [undefined, null, 'success', 42, [], {}, { result: 'ok', msg: 'fine' }]) {
      expect(mailchimpAnswerOf(payload)).toEqual({ subscribed: false, message: mailchimpTexts.unreachable });
    }
  });
});

describe('plainTextOf (a message drawn as text, never as markup)', () => {
  it('drops tags, scripts’ tags included, and reads entities into the characters they name', () => {
    expect(plainTextOf('<img src=x onerror=alert(1)>Too many <i>signups</i>')).toBe('Too many signups');
    expect(plainTextOf('Fish &amp; chips &lt;3 &#39;now&#39; &#x2014; &quot;soon&quot;')).toBe('Fish & chips <3 \'now\' — "soon"');
    expect(plainTextOf('Unknown &bogus; and &#0; stay')).toBe('Unknown &bogus; and &#0; stay');
    expect(plainTextOf('Half a tag <script')).toBe('Half a tag');
  });

  it('whatever Mailchimp sends, what is left holds no tag', () => {
    fc.assert(
      fc.property(fc.string(), (msg) => {
        expect(plainTextOf(msg.replace(/&/g, ''))).not.toMatch(/<[a-z/!]/i);
      }),
    );
  });
});
