#!/usr/bin/env node
/**
 * `npm run bench:ledger` — ledger ingestion throughput (POST /api/recordLedgerEntry), measured
 * with autocannon against the real server (production mode, bundled PostgreSQL).
 *
 * 30 connections play 30 browser clients of the signed-in bench profiles, each request a batch
 * of 30 events (the browser's cap, spec §9) with a fresh batch id; every 10th request resends
 * the previous batch id (a retry), which the ledger must not store twice. The figure is the
 * number of events STORED (counted in PostgreSQL afterwards) per second of the measured run.
 * The global per-IP rate limit is switched off (RATE_LIMIT_MAX=0): all 30 clients come from
 * this one address, and the bench measures the ledger, not the limiter.
 *
 * Settings: BENCH_LEDGER_DURATION (s, default 10), BENCH_LEDGER_CONNECTIONS (default 30).
 * Writes bench/results/ledger.json. Target: ≥ 5,000 events/s.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { makeTempDir, pickFreePort, startServer, tail, waitForPidExit } from './lib/server.mjs';
import { postmasterPid, startCpuSample } from './lib/cpu.mjs';
import { BENCH_PARENT, createBenchUsers } from './lib/users.mjs';

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = path.resolve(BENCH_DIR, '..');
const RESULTS_FILE = path.join(BENCH_DIR, 'results', 'ledger.json');
const HTTP_PORTS = [3080, 3081, 3082, 3083];
const PG_PORTS = [55487, 55488, 55489];
export const TARGET_EVENTS_PER_SECOND = 5000;
const BATCH = 30;

const intEnv = (name, fallback) => {
  const v = Number(process.env[name] ?? '');
  return Number.isInteger(v) && v > 0 ? v : fallback;
};
const settings = {
  duration: intEnv('BENCH_LEDGER_DURATION', 10),
  connections: intEnv('BENCH_LEDGER_CONNECTIONS', 30),
};
const say = (m) => process.stdout.write(`${m}\n`);
const cleanups = [];
async function cleanup() {
  while (cleanups.length) {
    try {
      await cleanups.pop()();
    } catch (e) {
      process.stderr.write(`cleanup: ${e instanceof Error ? e.message : String(e)}\n`);
    }
  }
}

const KINDS = ['PAGE_VIEW_START', 'PAGE_VIEW_END', 'CONTENT_IMPRESSION', 'SESSION_START'];
function batchBody(batchId, sessionId) {
  const now = Date.now();
  const events = [];
  for (let i = 0; i < BATCH; i++) {
    const base = {
      recordId: randomUUID(),
      activeSessionId: sessionId,
      clientTimestamp: now + i,
      timezoneName: 'America/Chicago',
      timezoneOffset: 360,
      platform: 'Web',
      device: 'tablet',
      os: 'iOS',
      appVersion: '1.0',
    };
    const type = KINDS[i % KINDS.length];
    if (type === 'PAGE_VIEW_START')
      events.push({ ...base, eventType: type, name: 'book_details', kind: 'page' });
    else if (type === 'PAGE_VIEW_END')
      events.push({ ...base, eventType: type, name: 'badge', kind: 'modal', durationMs: 1500 });
    else if (type === 'CONTENT_IMPRESSION')
      events.push({ ...base, eventType: type, contentId: randomUUID(), initialViewport: i < 10 });
    else events.push({ ...base, eventType: type });
  }
  return JSON.stringify({ batchId, events });
}

async function main() {
  const tmp = makeTempDir();
  cleanups.push(() => fs.rmSync(tmp, { recursive: true, force: true }));
  const dataDir = path.join(tmp, 'data');
  const logFile = path.join(tmp, 'server.log');
  const port = await pickFreePort(HTTP_PORTS);
  const env = {
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '0',
    DATABASE_URL: '',
    REDIS_URL: '',
    SMTP_URL: '',
    STORAGE: 'local',
    EMBEDDED_PG_PORT: String(await pickFreePort(PG_PORTS)),
  };
  say(
    `Pagebird ledger bench: ${settings.connections} clients, ${settings.duration} s, batches of ${BATCH}`,
  );
  const server = await startServer({ repoRoot: REPO_ROOT, env, port, logFile });
  const pgPid = postmasterPid(path.join(dataDir, 'pg'));
  cleanups.push(async () => {
    await server.stop();
    if (pgPid && !(await waitForPidExit(pgPid, 30_000))) process.kill(pgPid, 'SIGKILL');
  });
  const pw = fs.readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  const client = new pg.Client({
    connectionString: `postgres://postgres:${encodeURIComponent(pw)}@127.0.0.1:${env.EMBEDDED_PG_PORT}/pagebird`,
  });
  client.on('error', (e) => process.stderr.write(`bench database connection: ${e.message}\n`));
  await client.connect();
  cleanups.push(() => client.end());
  // Signed-in teachers post the ledger here (10 teachers sharing the bench parent's password
  // hash): a family without a subscription is answered 418 on the ledger, like everywhere else.
  await createBenchUsers(client, REPO_ROOT);
  await client.query(
    `INSERT INTO users (role, email, name, surname, title, password_hash)
     SELECT 'TEACHER', 'bench-teacher-' || g || '@example.test', 'Bench', 'Teacher', 'Mx.', password_hash
     FROM users, generate_series(1, 10) AS g WHERE email = $1`,
    [BENCH_PARENT.email],
  );
  const emails = Array.from({ length: 10 }, (_, i) => `bench-teacher-${i + 1}@example.test`);
  const profileTokens = [];
  for (const email of emails) {
    const res = await fetch(`${server.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: BENCH_PARENT.password }),
    });
    if (!res.ok) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
    profileTokens.push((await res.json()).token);
  }

  let n = 0;
  let last = null;
  let resent = 0;
  const run = (duration) =>
    autocannon({
      url: `${server.baseUrl}/api/recordLedgerEntry`,
      connections: settings.connections,
      duration,
      requests: [
        {
          method: 'POST',
          setupRequest: (req) => {
            n += 1;
            const token = profileTokens[n % profileTokens.length];
            let body;
            if (n % 10 === 0 && last) {
              body = last; // a retry: the same batch id again
              resent += 1;
            } else {
              body = batchBody(randomUUID(), `bench-session-${n % settings.connections}`);
              last = body;
            }
            return {
              ...req,
              headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
              body,
            };
          },
        },
      ],
    });

  say('Warm-up (2 s)…');
  await run(2);
  await client.query('TRUNCATE ledger_events, ledger_batches');
  n = 0;
  resent = 0;
  last = null;
  say(`Measuring (${settings.duration} s)…`);
  const cpu = startCpuSample({ serverPid: server.pid, pgPid });
  const r = await run(settings.duration);
  const used = cpu.end();
  const { rows } = await client.query(
    `SELECT (SELECT count(*)::int FROM ledger_events) AS events,
            (SELECT count(*)::int FROM ledger_batches) AS batches,
            (SELECT count(DISTINCT record_id)::int FROM ledger_events) AS distinct_records`,
  );
  const stored = rows[0];
  const seconds = r.duration;
  const eventsPerSecond = stored.events / seconds;
  // CPU cost of one stored event (server + PostgreSQL + this load generator, in core-seconds),
  // and what two otherwise idle cores would therefore ingest: the figure that does not depend on
  // what else the machine was doing during the run.
  const coresUsed = (used.server ?? 0) + (used.postgres ?? 0) + (used.bench ?? 0);
  const cpuSecondsPerEvent = stored.events > 0 ? (coresUsed * seconds) / stored.events : null;
  const projectedTwoCores = cpuSecondsPerEvent ? Math.round(2 / cpuSecondsPerEvent) : null;
  const ok2xx = r['2xx'];
  const result = {
    at: new Date().toISOString(),
    connections: settings.connections,
    durationS: seconds,
    batchSize: BATCH,
    requests: r.requests.total,
    ok2xx,
    non2xx: r.non2xx,
    statusCodes: r.statusCodeStats,
    errors: r.errors,
    resentBatches: resent,
    storedBatches: stored.batches,
    storedEvents: stored.events,
    distinctRecordIds: stored.distinct_records,
    eventsPerSecond: Math.round(eventsPerSecond),
    cpu: used,
    projectedEventsPerSecondOnTwoIdleCores: projectedTwoCores,
    latencyMs: { p50: r.latency.p50, p99: r.latency.p99, max: r.latency.max },
    target: TARGET_EVENTS_PER_SECOND,
    exactlyOnce: stored.events === stored.distinct_records,
    pass: eventsPerSecond >= TARGET_EVENTS_PER_SECOND && stored.events === stored.distinct_records,
  };
  fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(result, null, 2)}\n`);
  say(
    `${result.pass ? 'PASS' : 'FAIL'} ${result.eventsPerSecond.toLocaleString('en')} events/s stored ` +
      `(target ${TARGET_EVENTS_PER_SECOND.toLocaleString('en')}); ${result.requests} requests, ` +
      `${resent} resent batches, ${stored.batches} batches / ${stored.events} events stored once ` +
      `(${stored.distinct_records} distinct record ids); latency p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms`,
  );
  say(
    `CPU (cores): server ${used.server}, PostgreSQL ${used.postgres}, load generator ${used.bench}, ` +
      `machine busy ${used.machineBusy}; ≈ ${projectedTwoCores?.toLocaleString('en')} events/s on two idle cores`,
  );
  if (r.non2xx > 0) say(`Server log:\n${tail(logFile)}`);
}

main()
  .then(cleanup)
  .catch(async (e) => {
    process.stderr.write(`${e instanceof Error ? e.stack : String(e)}\n`);
    await cleanup();
    process.exit(1);
  });
