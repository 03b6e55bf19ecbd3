#!/usr/bin/env node
// `npm test`: every suite in order, output streamed, then ONE last line `N passed, N failed`
// (`, N skipped` when any were skipped). Exits non-zero when a test failed or a suite crashed.
//   1. Vitest, all projects of vitest.config.ts (contract, server, web, bench)
//   2. `npm run test:e2e` (builds the web app, then Playwright against the real server)
import { spawn } from 'node:child_process';
import { accessSync, constants, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  formatTotals,
  playwrightFailures,
  playwrightFileTimes,
  playwrightFlaky,
  playwrightTotals,
  readJson,
  sumTotals,
  vitestFailures,
  vitestTotals,
} from './lib/totals.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const tmp = mkdtempSync(join(tmpdir(), 'pagebird-test-'));
const vitestJson = join(tmp, 'vitest.json');
const e2eJson = join(tmp, 'playwright.json');

/** Run a command with inherited stdio; resolves to its exit code (1 when it cannot start). */
function run(cmd, args, env = process.env) {
  return new Promise((res) => {
    const child = spawn(cmd, args, { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
    const stop = (sig) => () => child.kill(sig);
    const onInt = stop('SIGINT');
    const onTerm = stop('SIGTERM');
    process.on('SIGINT', onInt);
    process.on('SIGTERM', onTerm);
    const done = (code) => {
      process.off('SIGINT', onInt);
      process.off('SIGTERM', onTerm);
      res(code);
    };
    child.on('error', (err) => {
      console.error(`could not start ${cmd}: ${err.message}`);
      done(1);
    });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

const banner = (text) => console.log(`\n━━━ ${text} ━━━`);
const results = [];
const started = Date.now();

// 1. Vitest: all projects, default reporter on screen plus a JSON report for the totals.
banner('unit and server tests (vitest)');
const vitestBin = join(root, 'node_modules', '.bin', 'vitest');
const vitestCode = await run(process.execPath, [
  vitestBin,
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${vitestJson}`,
]);
const vitestReport = readJson(vitestJson);
const vt = vitestTotals(vitestReport, vitestCode);
results.push({ name: 'vitest', ...vt });
const failures = vitestFailures(vitestReport);
const flaky = [];

// 2. Browser tests: build the web app, then Playwright (its JSON report goes to our temp file).
banner('browser tests (playwright)');
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
let hasChromium = true;
try {
  accessSync(chromium, constants.X_OK);
} catch {
  hasChromium = false;
}
const e2eCode = await run('npm', ['run', 'test:e2e'], {
  ...process.env,
  PAGEBIRD_E2E_JSON: e2eJson,
});
if (!hasChromium && e2eCode === 0) {
  // run-e2e.mjs printed the skip line; e2e counts nothing.
  results.push({
    name: 'e2e',
    passed: 0,
    failed: 0,
    skipped: 0,
    crashed: false,
    note: 'skipped: no Chromium',
  });
} else {
  const e2eReport = readJson(e2eJson);
  results.push({ name: 'e2e', ...playwrightTotals(e2eReport, e2eCode) });
  failures.push(...playwrightFailures(e2eReport));
  flaky.push(...playwrightFlaky(e2eReport));
  const times = playwrightFileTimes(e2eReport);
  if (times.length > 0) {
    console.log('\ne2e test time per spec file (s, both workers added up):');
    for (const t of times)
      console.log(`  ${String(t.seconds).padStart(5)}  ${t.file} (${t.tests})`);
  }
}

rmSync(tmp, { recursive: true, force: true });

banner('summary');
for (const r of results) {
  console.log(`${r.name.padEnd(7)} ${formatTotals(r)}${r.note ? `  (${r.note})` : ''}`);
}
// One `FAILED: …` line per failed test, so a red run names what failed (CI repeats them), and
// one `FLAKY: …` line per test that passed only on its retry (CI retries e2e tests once).
for (const f of failures) console.log(`FAILED: ${f}`);
for (const f of flaky) console.log(`FLAKY (passed on retry): ${f}`);
console.log(`took ${((Date.now() - started) / 1000).toFixed(0)} s`);
const total = sumTotals(results);
console.log(formatTotals(total));
process.exit(total.failed > 0 || total.crashed ? 1 : 0);
