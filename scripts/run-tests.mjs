#!/usr/bin/env node
// `npm test`: runs the unit suite (vitest) and the e2e suite (Playwright), then prints one summary line,
// always the last line of output:  N passed, N failed[, N skipped]
// Flags: --unit runs only vitest, --e2e runs only Playwright (both flags, or none, run both).
// Exit code: 0 when nothing failed, 1 otherwise (2 for a bad flag).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const E2E_REPORT = join(root, 'e2e', 'test-results', 'results.json');

const flags = process.argv.slice(2);
const unknown = flags.filter((flag) => flag !== '--unit' && flag !== '--e2e');
if (unknown.length > 0) {
  console.error(`run-tests: unknown argument ${unknown.join(' ')} (use --unit, --e2e or nothing)`);
  process.exit(2);
}
const runUnit = flags.length === 0 || flags.includes('--unit');
const runE2e = flags.length === 0 || flags.includes('--e2e');

// The terminal sends Ctrl-C to the whole process group: the running suite stops, and we still print
// the summary. A SIGTERM sent to us alone is passed on to the running suite.
let current = null;
process.on('SIGINT', () => {});
process.on('SIGTERM', () => current?.kill('SIGTERM'));

/** Runs a command from the repo root with inherited stdio; resolves with its exit code. */
function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
    current = child;
    child.on('error', (error) => {
      console.error(`run-tests: could not start ${command}: ${error.message}`);
      current = null;
      resolve(127);
    });
    child.on('close', (code, signal) => {
      current = null;
      resolve(code ?? (signal ? 128 : 1));
    });
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * One suite's counts. `crashed` means it wrote no report; `problem` explains a failure that no test
 * accounts for (a crash, a file that failed to load, an error outside tests, no tests found...).
 */
function result(name, counts, problem) {
  return { name, passed: 0, failed: 0, skipped: 0, ...counts, problem };
}

async function unitSuite() {
  const dir = mkdtempSync(join(tmpdir(), 'folio-vitest-'));
  const report = join(dir, 'vitest.json');
  try {
    const code = await run('npx', [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${report}`,
    ]);
    const json = readJson(report);
    if (!json) return result('unit', { failed: 1 }, `unit suite (vitest) crashed before writing its results (exit code ${code})`);

    // A test file that throws while loading fails without failing any test inside it: count it as one.
    const brokenFiles = (json.testResults ?? []).filter(
      (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
    );
    const counts = {
      passed: json.numPassedTests ?? 0,
      failed: (json.numFailedTests ?? 0) + brokenFiles.length,
      skipped: (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0),
    };
    let problem;
    if (brokenFiles.length > 0) {
      problem = `unit suite: ${brokenFiles.length} test file(s) failed to run: ${brokenFiles.map((f) => f.name).join(', ')}`;
    } else if (code !== 0 && counts.failed === 0) {
      counts.failed = 1;
      problem =
        json.numTotalTests === 0
          ? `unit suite (vitest) found no tests and exited with code ${code}`
          : `unit suite (vitest) exited with code ${code} although no test failed (see its output above)`;
    }
    return result('unit', counts, problem);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function e2eSuite() {
  rmSync(E2E_REPORT, { force: true }); // never count a previous run's report
  const code = await run('npm', ['run', 'test:e2e']);
  const json = existsSync(E2E_REPORT) ? readJson(E2E_REPORT) : undefined;
  if (!json?.stats) {
    return result('e2e', { failed: 1 }, `e2e suite (Playwright) crashed before writing its results (exit code ${code})`);
  }
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = json.stats;
  // Flaky tests failed first and passed on a retry: they passed.
  const counts = { passed: expected + flaky, failed: unexpected, skipped };
  let problem;
  if (code !== 0 && counts.failed === 0) {
    counts.failed = 1;
    const first = json.errors?.[0]?.message?.split('\n')[0];
    problem = `e2e suite (Playwright) exited with code ${code} although no test failed${first ? `: ${first}` : ' (see its output above)'}`;
  }
  return result('e2e', counts, problem);
}

const results = [];
if (runUnit) results.push(await unitSuite());
if (runE2e) results.push(await e2eSuite());

const total = { passed: 0, failed: 0, skipped: 0 };
for (const r of results) for (const key of Object.keys(total)) total[key] += r[key];
const line = (c) => `${c.passed} passed, ${c.failed} failed${c.skipped > 0 ? `, ${c.skipped} skipped` : ''}`;

console.log('');
for (const r of results) console.log(`${r.name}: ${line(r)}`);
for (const r of results) if (r.problem) console.log(r.problem);
console.log(line(total));
process.exitCode = total.failed > 0 ? 1 : 0;
