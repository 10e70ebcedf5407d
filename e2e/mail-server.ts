// The e2e's SMTP server (docs/shop.md "E-mail"): the web server gets SMTP_URL to it (playwright.config.ts), and every
// message that arrives is written, parsed, as a JSON file {to, from, subject, text, html} in FOLIO_E2E_MAIL_DIR for
// the specs to read (shop-mail.spec.ts). Loopback only: nothing leaves the machine.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ArrivedMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
}

export default async function startMailServer(): Promise<() => Promise<void>> {
  const dir = process.env.FOLIO_E2E_MAIL_DIR!;
  const port = Number(process.env.FOLIO_E2E_SMTP_PORT);
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const addresses = (value: typeof mail.to) => (Array.isArray(value) ? value.map((a) => a.text).join(', ') : (value?.text ?? ''));
          const arrived: ArrivedMail = { to: addresses(mail.to), from: mail.from?.text ?? '', subject: mail.subject ?? '', text: mail.text ?? '', html: mail.html || '' };
          count += 1;
          writeFileSync(join(dir, `${Date.now()}-${count}.json`), JSON.stringify(arrived));
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
