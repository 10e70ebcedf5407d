import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from './chromium';

const here = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = join(here, '..');
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const isCI = !!process.env.CI;
// The video providers' hosts the server fetches posters from (GET /api/proxy/) are stood in for by a server the specs
// start on 127.0.0.2 at this port (widgets-video-poster.spec.ts); no request leaves the machine.
const providerPort = port + 20_000;
process.env.FOLIO_E2E_PROVIDER_PORT = String(providerPort);
const PROVIDER_HOSTS = ['i.ytimg.com', 'img.youtube.com', 'vimeo.com', 'i.vimeocdn.com'];
// The shop's e-mails go to an SMTP server the global setup starts on loopback at this port (mail-server.ts); what
// arrives is kept as files in the run's data directory, read by shop-mail.spec.ts.
const smtpPort = port + 21_000;
process.env.FOLIO_E2E_SMTP_PORT = String(smtpPort);
// The hosted store's catalogue API (HOSTED_STORE_API_URL) is a loopback stand-in the global setup starts at this port
// (hosted-store.ts), read by shop-ecwid-catalogue.spec.ts.
const hostedStorePort = port + 22_000;
process.env.FOLIO_E2E_HOSTED_STORE_PORT = String(hostedStorePort);

// A fresh data directory per run. Playwright loads this file again in every worker process; the workers
// inherit the variable from the main process, so only the main process creates (and later removes) it.
let dataDir = process.env.FOLIO_E2E_DATA_DIR;
if (!dataDir) {
  dataDir = mkdtempSync(join(tmpdir(), 'folio-e2e-'));
  process.env.FOLIO_E2E_DATA_DIR = dataDir;
  process.env.FOLIO_E2E_MAIL_DIR = join(dataDir, 'mail');
  const created = dataDir;
  // Runs after Playwright has stopped the web server.
  process.on('exit', () => rmSync(created, { recursive: true, force: true }));
}

export default defineConfig({
  testDir: './tests',
  globalSetup: ['./mail-server.ts', './hosted-store.ts'],
  fullyParallel: false,
  forbidOnly: isCI,
  retries: 0,
  // A whole author's session in one test (the constructor's) takes long on a busy 2-core machine; speed is measured
  // by the benchmarks, never here.
  timeout: 90_000,
  workers: isCI ? 1 : 2,
  // scripts/run-tests.mjs reads the JSON report to count tests.
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  use: {
    baseURL,
    // Service workers could answer requests that page.route never sees; the fixture must see them all.
    serviceWorkers: 'block',
    // Headless windows fill their screen, which the viewer reads as presentation mode
    // (viewer-and-project.md §4); a real desktop screen is larger than the browser window.
    screen: { width: 2560, height: 1440 },
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: findChromium(), args: chromiumArgs() },
      },
    },
  ],
  webServer: {
    // The README's own command: builds the viewer client, then starts the server.
    command: 'npm start',
    cwd: repoRoot,
    url: `${baseURL}/api/health`,
    // 127.0.0.2 stands for the outside world's hosts of author-given addresses (a video to convert): reachable by the
    // server's outbound rules through OUTBOUND_ALLOW, while loopback proper stays refused.
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      OUTBOUND_ALLOW: '127.0.0.2',
      OUTBOUND_HOSTS: PROVIDER_HOSTS.map((host) => `${host}=127.0.0.2:${providerPort}`).join(','),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'Folio e2e <shop@e2e.test>',
      HOSTED_STORE_API_URL: `http://127.0.0.1:${hostedStorePort}/api/v3`,
    },
    // Both clients are built first: minutes on a busy 2-core machine.
    timeout: 300_000,
    reuseExistingServer: false,
    // Let the server close its database on SIGTERM before it is killed.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    stderr: 'pipe',
  },
});
