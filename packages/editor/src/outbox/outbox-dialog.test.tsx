import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { OutboxSummary } from '@folio/model';
import { OutboxRow, statusLabel } from './outbox-dialog';

const message: OutboxSummary = {
  id: 'mail_1',
  kind: 'order_confirmation',
  to: 'buyer@example.com',
  subject: 'Your order from Shop',
  status: 'unsent',
  error: null,
  project: 'Shop',
  created: '2026-11-28T15:00:00.000Z',
  sent: null,
};

describe('the outbox', () => {
  it('says plainly whether a message was sent', () => {
    expect(statusLabel({ status: 'sent', error: null })).toBe('sent');
    expect(statusLabel({ status: 'unsent', error: null })).toBe('not sent: no mail server configured');
    expect(statusLabel({ status: 'failed', error: '550 Mailbox unavailable' })).toBe('failed: 550 Mailbox unavailable');
  });

  it('a row shows the subject, what it is, to whom and its status', () => {
    const html = renderToStaticMarkup(<OutboxRow message={message} onOpen={() => undefined} />);
    expect(html).toContain('Your order from Shop');
    expect(html).toContain('Order confirmation');
    expect(html).toContain('To buyer@example.com');
    expect(html).toContain('fo-outbox__status--unsent">not sent: no mail server configured</span>');
  });
});
