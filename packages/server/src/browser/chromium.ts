// Finds the Chromium (or Chrome) the server renders pages with (screenshots, PDFs) and the e2e suite drives. We never
// download a browser: Playwright launches the system's Chromium through `executablePath`.
import { existsSync } from 'node:fs';

/** Where we look, in order, when CHROMIUM_PATH is not set. */
export const CHROMIUM_CANDIDATES: readonly string[] = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/opt/google/chrome/chrome',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

export const CHROMIUM_INSTALL_HINT =
  'No Chromium found. Install it with `sudo apt-get install -y chromium` (Debian/Ubuntu) or ' +
  '`brew install --cask chromium` (macOS), or set CHROMIUM_PATH to a Chromium or Chrome executable.';

/** The path of a Chromium or Chrome executable, or undefined when there is none (or CHROMIUM_PATH names no file). */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.CHROMIUM_PATH) return existsSync(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : undefined;
  return CHROMIUM_CANDIDATES.find((candidate) => existsSync(candidate));
}

/** The path of a Chromium or Chrome executable; throws with install instructions when there is none. */
export function findChromium(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) {
      throw new Error(
        `CHROMIUM_PATH is set to ${fromEnv}, but that file does not exist. ` +
          'Point it at a Chromium or Chrome executable, or unset it to use the system Chromium.',
      );
    }
    return fromEnv;
  }
  const found = CHROMIUM_CANDIDATES.find((candidate) => existsSync(candidate));
  if (!found) throw new Error(CHROMIUM_INSTALL_HINT);
  return found;
}

/**
 * Extra command-line flags for Chromium (`--headless` is Playwright's business). The background-networking
 * flags keep the browser itself from phoning home, which a closed network answers with refused connections.
 */
export function chromiumArgs(): string[] {
  const args = [
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ];
  if (process.getuid?.() === 0) args.unshift('--no-sandbox');
  return args;
}
