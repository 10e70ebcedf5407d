// The child process that reads an uploaded font (font-check.ts starts it): whatever the file does to the parser,
// only this process suffers. It answers one message: the file's bytes → the WOFF2 and the font's report, or why not.
// It loads no more than it needs (not the model): the messages are the server's to word.
import { FontFileError, prepareCustomFont } from './font-files';
import type { FontCheckAnswer } from './font-check';

function answer(message: FontCheckAnswer): void {
  process.send?.(message, () => process.exit(0));
}

process.once('message', (bytes: Uint8Array) => {
  prepareCustomFont(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)).then(
    ({ format, woff2, report }) => answer({ ok: true, format, woff2, report }),
    (error: unknown) =>
      answer({ ok: false, problem: error instanceof FontFileError ? error.problem : 'damagedFont' }),
  );
});
