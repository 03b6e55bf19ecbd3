// Reading test totals out of Vitest and Playwright JSON reports, tolerant of missing or partial
// files. A report that is missing or shows a crash counts as one failure, so a broken suite can
// never look green in the final `N passed, N failed` line.
import { existsSync, readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

/** @typedef {{ passed: number, failed: number, skipped: number, crashed: boolean, note?: string }} Totals */

const num = (v) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** @returns {unknown | undefined} */
export function readJson(file) {
  if (!file || !existsSync(file)) return undefined;
  try {
    const text = readFileSync(file, 'utf8');
    return text.trim() ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Vitest `--reporter=json`: numPassedTests / numFailedTests / numPendingTests (+ numTodoTests).
 * A test file that failed without a failing test (import error, crash in a hook) counts as one
 * failure.
 * @param {any} report
 * @param {number} exitCode
 * @returns {Totals}
 */
export function vitestTotals(report, exitCode) {
  if (!report || typeof report !== 'object') {
    return { passed: 0, failed: 1, skipped: 0, crashed: true, note: 'no JSON report was written' };
  }
  const passed = num(report.numPassedTests);
  let failed = num(report.numFailedTests);
  const skipped = num(report.numPendingTests) + num(report.numTodoTests);
  let crashedFiles = 0;
  for (const file of Array.isArray(report.testResults) ? report.testResults : []) {
    const assertions = Array.isArray(file.assertionResults) ? file.assertionResults : [];
    if (file.status === 'failed' && !assertions.some((a) => a.status === 'failed')) crashedFiles++;
  }
  failed += crashedFiles;
  let crashed = crashedFiles > 0;
  let note = crashedFiles ? `${crashedFiles} test file(s) failed to run` : undefined;
  if (exitCode !== 0 && failed === 0) {
    failed = 1;
    crashed = true;
    note = `exited with code ${exitCode} without a failing test`;
  }
  return { passed, failed, skipped, crashed, note };
}

/**
 * Playwright `json` reporter: stats.expected / unexpected / skipped / flaky (flaky passed on retry).
 * Global errors (web server did not start, config error) count as one failure.
 * @param {any} report
 * @param {number} exitCode
 * @returns {Totals}
 */
export function playwrightTotals(report, exitCode) {
  if (!report || typeof report !== 'object' || !report.stats) {
    return { passed: 0, failed: 1, skipped: 0, crashed: true, note: 'no JSON report was written' };
  }
  const s = report.stats;
  const passed = num(s.expected) + num(s.flaky);
  let failed = num(s.unexpected);
  const skipped = num(s.skipped);
  let crashed = false;
  let note;
  const errors = Array.isArray(report.errors) ? report.errors.length : 0;
  if (errors > 0 && failed === 0) {
    failed = 1;
    crashed = true;
    note = `${errors} global error(s), e.g. the web server did not start`;
  } else if (exitCode !== 0 && failed === 0) {
    failed = 1;
    crashed = true;
    note = `exited with code ${exitCode} without a failing test`;
  }
  return { passed, failed, skipped, crashed, note };
}

/** @param {Totals[]} list @returns {Totals} */
export function sumTotals(list) {
  return list.reduce(
    (acc, t) => ({
      passed: acc.passed + t.passed,
      failed: acc.failed + t.failed,
      skipped: acc.skipped + t.skipped,
      crashed: acc.crashed || t.crashed,
    }),
    { passed: 0, failed: 0, skipped: 0, crashed: false },
  );
}

/** The one summary line: `N passed, N failed` (+ `, N skipped` when any were skipped). */
export function formatTotals(t) {
  return `${t.passed} passed, ${t.failed} failed${t.skipped ? `, ${t.skipped} skipped` : ''}`;
}

/** Parse a line printed by formatTotals (the last line of `npm test`). */
export function parseTotalsLine(line) {
  const m = /^(\d+) passed, (\d+) failed(?:, (\d+) skipped)?\s*$/.exec(line ?? '');
  if (!m) return undefined;
  return { passed: Number(m[1]), failed: Number(m[2]), skipped: Number(m[3] ?? 0), crashed: false };
}

/**
 * Names of the failed tests of a Vitest JSON report ("file › title"), so a red run says what
 * failed right above its totals.
 * @param {any} report
 * @returns {string[]}
 */
export function vitestFailures(report) {
  const out = [];
  for (const file of Array.isArray(report?.testResults) ? report.testResults : []) {
    const name = String(file.name ?? '').replace(/^.*?\/(apps|packages|bench|e2e)\//, '$1/');
    const assertions = Array.isArray(file.assertionResults) ? file.assertionResults : [];
    const failed = assertions.filter((a) => a.status === 'failed');
    if (file.status === 'failed' && failed.length === 0) out.push(`${name} (did not run)`);
    for (const a of failed) out.push(`${name} › ${a.fullName ?? a.title}`);
  }
  return out;
}

/**
 * Names of the tests of a Playwright JSON report with the given status ("file › title"):
 * `unexpected` (failed) or `flaky` (failed, then passed on a retry).
 * @param {any} report
 * @param {string} status
 * @returns {string[]}
 */
/**
 * One line per failed try of a Playwright test: its time, first error line and where it was
 * thrown, so a red CI run says why without its artifacts.
 * @param {any} test
 * @returns {string[]}
 */
function tryLines(test) {
  const out = [];
  for (const [i, r] of (test.results ?? []).entries()) {
    if (r.status === 'passed' || r.status === 'skipped') continue;
    const error = (r.errors ?? [])[0] ?? r.error ?? {};
    const message = stripVTControlCharacters(String(error.message ?? r.status ?? ''))
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean)
      .slice(0, 3)
      .join(' | ')
      .slice(0, 400);
    const at = error.location
      ? ` at ${error.location.file?.split('/').pop()}:${error.location.line}`
      : '';
    out.push(
      `    try ${i + 1} (${(num(r.duration) / 1000).toFixed(1)} s, ${r.status})${at}: ${message}`,
    );
  }
  return out;
}

function playwrightTestsWith(report, status) {
  const out = [];
  const walk = (suite, trail) => {
    for (const spec of suite?.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === status) {
          const name = `${spec.file ?? suite.file ?? ''} › ${[...trail, spec.title].join(' › ')}`;
          out.push([name, ...tryLines(test)].join('\n'));
        }
      }
    }
    for (const child of suite?.suites ?? [])
      walk(child, child.title && child.title !== child.file ? [...trail, child.title] : trail);
  };
  for (const s of Array.isArray(report?.suites) ? report.suites : []) walk(s, []);
  return out;
}

/**
 * Names of the tests that failed and then passed on a retry (CI retries once).
 * @param {any} report
 * @returns {string[]}
 */
export function playwrightFlaky(report) {
  return playwrightTestsWith(report, 'flaky');
}

/**
 * Names of the failed (unexpected) tests of a Playwright JSON report ("file › title").
 * @param {any} report
 * @returns {string[]}
 */
export function playwrightFailures(report) {
  const out = playwrightTestsWith(report, 'unexpected');
  for (const e of Array.isArray(report?.errors) ? report.errors : []) {
    out.push(`(global error) ${String(e.message ?? '').split('\n')[0]}`);
  }
  return out;
}

/**
 * Seconds of test time per spec file of a Playwright JSON report (every try of every test, both
 * workers added up), longest first: where the suite's time goes, printed by `npm test`.
 * @param {any} report
 * @returns {Array<{ file: string, seconds: number, tests: number }>}
 */
export function playwrightFileTimes(report) {
  /** @type {Map<string, { seconds: number, tests: number }>} */
  const files = new Map();
  const walk = (suite) => {
    for (const spec of suite?.specs ?? []) {
      const file = spec.file ?? suite.file ?? '?';
      const entry = files.get(file) ?? { seconds: 0, tests: 0 };
      for (const test of spec.tests ?? []) {
        entry.tests += 1;
        for (const r of test.results ?? []) entry.seconds += num(r.duration) / 1000;
      }
      files.set(file, entry);
    }
    for (const child of suite?.suites ?? []) walk(child);
  };
  for (const s of Array.isArray(report?.suites) ? report.suites : []) walk(s);
  return [...files.entries()]
    .map(([file, e]) => ({ file, seconds: Math.round(e.seconds), tests: e.tests }))
    .sort((a, b) => b.seconds - a.seconds);
}
