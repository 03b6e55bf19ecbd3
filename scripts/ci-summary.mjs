#!/usr/bin/env node
// CI helper: combine the last line of `npm test` with the Vitest JSON report of the server suite
// run against the machine's PostgreSQL, print ONE last line `N passed, N failed` and exit non-zero
// when anything failed.
//   node scripts/ci-summary.mjs --npm-test-line "<line>" --npm-test-code <n> \
//        --vitest-json <file> --vitest-code <n> [--label <name>] [--failed-file <npm test log>]
//        [--reliability-json <file> --reliability-code <n>]
import { existsSync, readFileSync } from 'node:fs';
import {
  formatTotals,
  parseTotalsLine,
  readJson,
  sumTotals,
  vitestFailures,
  vitestTotals,
} from './lib/totals.mjs';

const args = process.argv.slice(2);
const opt = (name) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};

const npmLine = opt('npm-test-line') ?? '';
const npmCode = Number(opt('npm-test-code') ?? 1);
let npmTotals = parseTotalsLine(npmLine.trim());
if (!npmTotals) {
  npmTotals = { passed: 0, failed: 1, skipped: 0, crashed: true };
  console.log(`npm test: its last line was not a totals line: ${JSON.stringify(npmLine)}`);
} else if (npmCode !== 0 && npmTotals.failed === 0) {
  npmTotals = { ...npmTotals, failed: 1, crashed: true };
  console.log(`npm test: exited with code ${npmCode} without a failing test`);
}

const pgCode = Number(opt('vitest-code') ?? 1);
const pgReport = readJson(opt('vitest-json'));
const pgTotals = vitestTotals(pgReport, pgCode);
// The failed tests by name: those `npm test` printed (--failed-file), then the server suite's.
const failedFile = opt('failed-file');
const failedLines = failedFile && existsSync(failedFile) ? readFileSync(failedFile, 'utf8') : '';
for (const line of failedLines
  .split('\n')
  .filter(
    (l) =>
      l.startsWith('FAILED: ') ||
      l.startsWith('FLAKY (passed on retry): ') ||
      l.startsWith('    try '),
  )) {
  console.log(line);
}
for (const f of vitestFailures(pgReport)) console.log(`FAILED (server suite on PostgreSQL): ${f}`);
const label = opt('label') ?? 'server suite on PostgreSQL service';

console.log(`npm test: ${formatTotals(npmTotals)}`);
console.log(`${label}: ${formatTotals(pgTotals)}${pgTotals.note ? `  (${pgTotals.note})` : ''}`);
// The reliability suite (scripts/reliability): each scenario counts as a test.
const parts = [npmTotals, pgTotals];
const relFile = opt('reliability-json');
if (relFile !== undefined) {
  const relCode = Number(opt('reliability-code') ?? 1);
  const rel = readJson(relFile);
  const scenarios = Array.isArray(rel?.results) ? rel.results : [];
  const relTotals = {
    passed: scenarios.filter((r) => r.ok && !r.skipped).length,
    failed: scenarios.filter((r) => !r.ok).length,
    skipped: scenarios.filter((r) => r.ok && r.skipped).length,
    crashed: scenarios.length === 0 || (relCode !== 0 && scenarios.every((r) => r.ok)),
  };
  for (const r of scenarios.filter((x) => !x.ok)) {
    console.log(`FAILED (reliability): ${r.name}: ${(r.problems ?? []).join('; ').slice(0, 500)}`);
  }
  if (relTotals.crashed) console.log(`reliability suite: exited ${relCode} without a result`);
  console.log(`reliability suite: ${formatTotals(relTotals)}`);
  parts.push(relTotals);
}
const total = sumTotals(parts);
console.log(formatTotals(total));
process.exit(total.failed > 0 || total.crashed ? 1 : 0);
