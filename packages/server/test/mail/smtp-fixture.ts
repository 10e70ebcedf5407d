// A real SMTP server on a loopback port for the mail tests (the smtp-server package): it keeps what arrived, parsed
// with mailparser, or refuses every recipient when told to.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpFixture {
  url: string;
  received: ParsedMail[];
  close(): Promise<void>;
}

/** `refuse`: every recipient is refused with this message; `refuseFirst`: only the first this many. */
export async function startSmtp(options: { refuse?: string; refuseFirst?: number; port?: number } = {}): Promise<SmtpFixture> {
  const received: ParsedMail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (options.refuse && (options.refuseFirst === undefined || refusals++ < options.refuseFirst)) {
        const error = Object.assign(new Error(options.refuse), { responseCode: 550 });
        return callback(error);
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
