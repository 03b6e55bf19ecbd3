#!/usr/bin/env node
// `npm run test:reliability`: nginx on loopback in front of two compiled API instances and the
// jobs worker, on a throwaway database of the machine's PostgreSQL, and fault scenarios against
// it (see README "Tests" and docs/deploy.md "Reliability suite"). Prints figures, exits 1 when a
// scenario fails. Options: --keep (keep the work directory with the logs), --json <file> (the
// figures of every scenario), --soak-minutes <n> (default 5, or RELIABILITY_SOAK_MINUTES; 30 for
// the long soak, 1 for a quick run), --soak-rate <req/s> (default 1200, or
// RELIABILITY_SOAK_RATE), --soak-warmup <seconds> (default 60, or RELIABILITY_SOAK_WARMUP_SECONDS:
// load before the measured minutes, shown but not compared), --only <numbers> (e.g. --only 4,5: the other scenarios are skipped),
// --profile (no scenario: the soak's requests one kind at a time, their capacity and CPU cost).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCluster, stopCluster } from './cluster.mjs';
import { restartPostgres } from './pg-restart.mjs';
import { exactlyOnce, killDuringWrites, killUnderLoad, parallelPurchases } from './scenarios.mjs';
import { profileRoutes, soak } from './soak.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const keep = args.includes('--keep');
const jsonAt = args.indexOf('--json');
const jsonFile = jsonAt >= 0 ? args[jsonAt + 1] : undefined;
const option = (name, env, fallback) => {
  const at = args.indexOf(name);
  const raw = at >= 0 ? args[at + 1] : process.env[env];
  return raw === undefined || raw === '' ? fallback : raw;
};
const soakMinutes = Number(option('--soak-minutes', 'RELIABILITY_SOAK_MINUTES', 5));
const soakRate = Number(option('--soak-rate', 'RELIABILITY_SOAK_RATE', 1200));
const soakWarmup = Number(option('--soak-warmup', 'RELIABILITY_SOAK_WARMUP_SECONDS', 60));
const only = option('--only', 'RELIABILITY_ONLY', '')
  .split(',')
  .map((x) => x.trim())
  .filter(Boolean);
if (!(soakMinutes > 0) || !(soakRate > 0) || !(soakWarmup >= 0)) {
  process.stderr.write('--soak-minutes, --soak-rate and --soak-warmup must be positive numbers\n');
  process.exit(2);
}
/**
 * The whole run must end within this: the soak (warm-up and measured minutes) plus 3½ minutes
 * for set-up, scenarios 1–4 (about a minute on an idle machine: instance start-ups, the second
 * PostgreSQL and its demo seed) and the clean-up — 9½ minutes with the default 5-minute soak.
 */
const BUDGET_MS = Number(
  process.env.RELIABILITY_BUDGET_MS ?? 210_000 + soakMinutes * 60_000 + soakWarmup * 1000,
);

const t0 = performance.now();
const stamp = () => `[${((performance.now() - t0) / 1000).toFixed(1).padStart(5)} s]`;
const log = (msg) => process.stdout.write(`${stamp()} ${msg}\n`);

if (Number(process.versions.node.split('.')[0]) < 24) {
  process.stderr.write(
    `Node ${process.versions.node} is too old: run \`npm run test:reliability\` (Node 24 from node_modules).\n`,
  );
  process.exit(1);
}
for (const f of ['apps/server/dist/main.js', 'apps/server/dist/worker.js']) {
  if (!fs.existsSync(path.join(repoRoot, f))) {
    log(`${f} is missing: npm run build`);
    const built = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
    if (built.status !== 0) process.exit(1);
    break;
  }
}

let cluster = null;
let cleaning = null;
let failedRun = false;
/** Stops every process we started and drops the database, once, whatever happens. */
function cleanup() {
  cleaning ??= stopCluster(cluster, { keepDir: keep || failedRun })
    .then(() => {
      if (cluster) log(`stopped everything, dropped ${cluster.db.name}`);
      if (cluster && (keep || failedRun)) log(`logs kept in ${cluster.dir}/logs`);
    })
    .catch((err) => process.stderr.write(`cleanup: ${err.stack ?? err}\n`));
  return cleaning;
}
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(sig, () => {
    log(`${sig}: stopping`);
    failedRun = true;
    void cleanup().then(() => process.exit(130));
  });
}
const results = [];
/** The JSON summary (--json): the figures of every scenario run so far. */
function writeSummary() {
  if (!jsonFile) return;
  const summary = {
    passed: !failedRun,
    seconds: Number(((performance.now() - t0) / 1000).toFixed(1)),
    budgetSeconds: BUDGET_MS / 1000,
    soakMinutes,
    soakRate,
    results,
  };
  fs.writeFileSync(jsonFile, `${JSON.stringify(summary, null, 2)}\n`);
}
const watchdog = setTimeout(() => {
  log(`over the ${BUDGET_MS / 1000} s budget: stopping`);
  failedRun = true;
  results.push({
    name: 'budget',
    ok: false,
    problems: [`the run took longer than its ${BUDGET_MS / 1000} s budget`],
    figures: {},
  });
  void cleanup().then(() => {
    writeSummary();
    process.exit(1);
  });
}, BUDGET_MS);
watchdog.unref();

const profile = args.includes('--profile');
const scenarios = [
  [
    '1',
    '1. kill one instance (SIGKILL) under load through nginx',
    (c) => killUnderLoad(c, { log }),
  ],
  [
    '2',
    '2. kill -9 an instance during progress, purchase and quiz writes',
    (c) => killDuringWrites(c, { log }),
  ],
  [
    '3',
    '3. 50 parallel finishes and quiz completions across both instances',
    (c) => exactlyOnce(c, {}),
  ],
  ['3b', '3b. 50 parallel purchases across both instances', (c) => parallelPurchases(c, {})],
  [
    '4',
    '4. stop PostgreSQL hard (our own) and start it again',
    (c) => restartPostgres(c, { repoRoot, log }),
  ],
  [
    '5',
    `5. soak: ${soakMinutes} min of a mixed classroom load through nginx`,
    (c) => soak(c, { minutes: soakMinutes, rate: soakRate, warmupSeconds: soakWarmup, log }),
  ],
];
if (profile) {
  scenarios.splice(0, scenarios.length, [
    'profile',
    'profile: capacity and CPU cost of each kind of soak request',
    (c) => profileRoutes(c, { log }),
  ]);
}

/** The soak's curve as a table: one line per bucket. */
function printCurve(curve) {
  const names = Object.keys(curve[0]?.rssMb ?? {});
  const head = [
    'from s'.padStart(7),
    'req/s'.padStart(6),
    'errors'.padStart(6),
    'p50 ms'.padStart(7),
    'p99 ms'.padStart(7),
    ...names.map((n) => `${n} MB`.padStart(10)),
    'CPU cores app1/app2/nginx/postgres/load/irq/machine',
  ];
  log(`  ${head.join(' ')}`);
  for (const r of curve) {
    const cpu = r.cpuCores
      ? ['app1', 'app2', 'nginx', 'postgres', 'loadGenerator', 'kernelIrq', 'machine']
          .map((k) => (r.cpuCores[k] ?? 0).toFixed(2))
          .join(' / ')
      : '-';
    log(
      `  ${[
        (r.warmUp ? 'warm-up' : String(r.fromS)).padStart(7),
        String(r.rate).padStart(6),
        String(r.errors).padStart(6),
        String(r.p50Ms).padStart(7),
        String(r.p99Ms).padStart(7),
        ...names.map((n) => String(r.rssMb[n] ?? '-').padStart(10)),
        cpu,
      ].join(' ')}`,
    );
  }
}

try {
  log('starting PostgreSQL database, app1 (seeds the demo), app2, worker, nginx');
  try {
    cluster = await startCluster({ repoRoot, log });
  } catch (err) {
    cluster = err.cluster ?? null;
    throw err;
  }
  for (const [id, name, fn] of scenarios) {
    if (only.length > 0 && !only.includes(id)) {
      results.push({ name, ok: true, skipped: true, problems: [], figures: {}, note: '--only' });
      log(`${name}: SKIPPED (--only)`);
      continue;
    }
    log(name);
    const started = performance.now();
    let result;
    try {
      result = await fn(cluster);
    } catch (err) {
      result = { ok: false, problems: [`crashed: ${err.stack ?? err}`], figures: {} };
    }
    result.seconds = Number(((performance.now() - started) / 1000).toFixed(1));
    results.push({ name, ...result });
    const { curve, routes, errorSamples, ...shown } = result.figures ?? {};
    if (result.skipped) {
      log(`  SKIPPED: ${result.note}`);
      continue;
    }
    log(`  ${result.ok ? 'PASS' : 'FAIL'} in ${result.seconds} s ${JSON.stringify(shown)}`);
    if (routes) log(`  per route: ${JSON.stringify(routes)}`);
    if (curve) printCurve(curve);
    if (errorSamples?.length) log(`  errors: ${errorSamples.join(' | ')}`);
    for (const p of result.problems) log(`  problem: ${p}`);
  }
  if (!cluster.worker.alive()) {
    results.push({ name: 'worker', ok: false, problems: ['the jobs worker exited'], figures: {} });
  }
} catch (err) {
  results.push({ name: 'set-up', ok: false, problems: [String(err.stack ?? err)], figures: {} });
  log(`set-up failed: ${err.stack ?? err}`);
}

failedRun = results.some((r) => !r.ok);
await cleanup();
const seconds = Number(((performance.now() - t0) / 1000).toFixed(1));
writeSummary();
log(
  `${failedRun ? 'FAILED' : 'passed'}: ${results.map((r) => `${r.ok ? (r.skipped ? 'skip' : 'ok') : 'FAIL'}`).join(' ')} in ${seconds} s`,
);
process.exit(failedRun ? 1 : 0);
