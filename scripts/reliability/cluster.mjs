import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { makeTempDir, pickFreePort, tail, waitForPidExit } from '../../bench/lib/server.mjs';

/**
 * The reliability suite's cluster on loopback: a throwaway database on the machine's PostgreSQL,
 * two compiled API instances (same DATABASE_URL, their own PORT and DATA_DIR, one shared files
 * directory), the jobs worker, and nginx in front with deploy/nginx.conf's upstream and proxy
 * rules. Every process it starts is remembered by PID and stopped by `cleanup()`.
 */

export const NGINX = process.env.RELIABILITY_NGINX ?? '/usr/sbin/nginx';
const ADMIN_URL = process.env.RELIABILITY_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Children we started that may still run, by PID. */
const children = new Map();

/** A port in [base, base + 200) not taken now and not handed out before in this run. */
const handedOut = new Set();
async function freePort() {
  const base = 20_000 + crypto.randomInt(0, 40_000);
  const candidates = [];
  for (let p = base; p < base + 200; p++) if (!handedOut.has(p)) candidates.push(p);
  const port = await pickFreePort(candidates);
  handedOut.add(port);
  return port;
}

/**
 * Remembers a child by PID until it exits. `stopSignal` is what `stopAll` sends first
 * (PostgreSQL: SIGINT, its fast shutdown), `forceSignal` what it sends when that took too long
 * (PostgreSQL: SIGQUIT, its immediate shutdown — never SIGKILL a postmaster first: its backends
 * would live on), then SIGKILL.
 */
export function track(child, name, { stopSignal = 'SIGTERM', forceSignal = 'SIGKILL' } = {}) {
  children.set(child.pid, { child, name, stopSignal, forceSignal });
  child.once('exit', () => children.delete(child.pid));
}

function signal(pid, sig) {
  try {
    process.kill(pid, sig);
  } catch {
    // already gone
  }
}

/** Stops every child still running (by PID): its stop signal, its force signal after `graceMs`, then SIGKILL. */
export async function stopAll(graceMs = 5000) {
  const running = [...children.entries()];
  for (const [pid, c] of running) signal(pid, c.stopSignal);
  await Promise.all(
    running.map(async ([pid, c]) => {
      if (await waitForPidExit(pid, graceMs)) return;
      signal(pid, c.forceSignal);
      if (await waitForPidExit(pid, 3000)) return;
      signal(pid, 'SIGKILL');
      await waitForPidExit(pid, 2000);
    }),
  );
}

/** Resident memory of a process in bytes (VmRSS of /proc/<pid>/status), or null when gone. */
export function rssBytes(pid) {
  if (!pid) return null;
  try {
    const m = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** CPU seconds (user + system) a process has used so far, or null when gone. */
export function cpuSeconds(pid) {
  if (!pid) return null;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14 and 15 of proc(5) (utime, stime), counted after the command name's `)`.
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return null;
  }
}
const CLOCK_TICKS = 100;

/** The PIDs of a process's children (/proc/<pid>/task/<pid>/children), e.g. nginx's workers. */
export function childPids(pid) {
  try {
    return fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** A free loopback port for the run (see `freePort`). */
export const takePort = () => freePort();

/** Creates `pagebird_rel_<random>` and answers its URL and a function that drops it. */
export async function createDatabase() {
  const name = `pagebird_rel_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: ADMIN_URL });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

function serverEnv(extra) {
  const env = { ...process.env };
  // Settings of the caller's shell that would change what the suite tests.
  for (const k of Object.keys(env)) {
    if (/^(S3_|STRIPE_|LLM_)/.test(k)) delete env[k];
  }
  for (const k of ['PORT', 'REDIS_URL', 'STORAGE', 'PAYMENTS', 'SMTP_URL', 'WEB_DIST', 'INIT_CWD'])
    delete env[k];
  return {
    ...env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '0',
    TRUST_PROXY: '1',
    ...extra,
  };
}

/**
 * An API instance: `node --enable-source-maps apps/server/dist/main.js` (not rebuilt). `start()`
 * resolves when /api/ready answers 200; `kill(signal)` signals its PID; `restart()` starts it
 * again with the same port and data directory.
 */
export function apiInstance({
  repoRoot,
  name,
  port,
  dataDir,
  databaseUrl,
  seedDemo,
  logDir,
  env: extraEnv = {},
}) {
  const logFile = path.join(logDir, `${name}.log`);
  let child = null;
  let exit = null;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    name,
    port,
    baseUrl,
    logFile,
    get pid() {
      return child?.pid;
    },
    /** The process runs (started and not exited). */
    alive() {
      return Boolean(child) && !exit;
    },
    async start(timeoutMs = 90_000) {
      const log = fs.openSync(logFile, 'a');
      fs.writeSync(log, `\n=== start ${new Date().toISOString()}\n`);
      const startedAt = performance.now();
      child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
        cwd: repoRoot,
        env: serverEnv({
          DATABASE_URL: databaseUrl,
          PORT: String(port),
          DATA_DIR: dataDir,
          SEED_DEMO: seedDemo ? 'true' : 'false',
          PUBLIC_URL: baseUrl,
          DRAIN_DELAY_MS: '1000',
          ...extraEnv,
        }),
        stdio: ['ignore', log, log],
      });
      fs.closeSync(log);
      track(child, name);
      exit = null;
      const self = child;
      const exited = new Promise((resolve) =>
        self.once('exit', (code, signal) => resolve((exit = { code, signal }))),
      );
      this.exited = exited;
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (exit) {
          throw new Error(
            `${name} exited during start-up (${exit.code ?? exit.signal}). Its log:\n${tail(logFile)}`,
          );
        }
        try {
          const res = await fetch(`${baseUrl}/api/ready`);
          if (res.ok) return performance.now() - startedAt;
        } catch {
          // not listening yet
        }
        if (Date.now() > deadline) {
          throw new Error(`${name} not ready within ${timeoutMs / 1000} s. Log:\n${tail(logFile)}`);
        }
        await sleep(100);
      }
    },
    /** Signals the running process; resolves when it has exited. */
    async kill(signal) {
      if (!child || exit) return exit;
      child.kill(signal);
      return this.exited;
    },
  };
}

const WORKER_START_LIMIT_MS = 120_000;

/** The jobs worker (`npm run worker` without its build step): node apps/server/dist/worker.js. */
export async function startWorker({ repoRoot, databaseUrl, dataDir, logDir }) {
  const logFile = path.join(logDir, 'worker.log');
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/worker.js'], {
    cwd: repoRoot,
    env: serverEnv({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, SEED_DEMO: 'false' }),
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  track(child, 'worker');
  // The worker prints a line once its queues run: seconds on an idle machine, but it starts
  // beside app2, and on a busy 2-core machine (load 15+) that has taken over 30 s.
  const deadline = Date.now() + WORKER_START_LIMIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The worker exited at start-up. Its log:\n${tail(logFile)}`);
    }
    if (fs.readFileSync(logFile, 'utf8').includes('jobs worker is running')) {
      return { pid: child.pid, logFile, alive: () => child.exitCode === null && !child.signalCode };
    }
    await sleep(100);
  }
  throw new Error(
    `The worker did not start within ${WORKER_START_LIMIT_MS / 1000} s. Its log:\n${tail(logFile)}`,
  );
}

/**
 * nginx's configuration for the run: deploy/nginx.conf's `http` block as shipped (upstream
 * with least_conn, max_fails and keepalive; the proxy settings with proxy_next_upstream for
 * idempotent requests), its two `server appN:3000` lines pointed at the loopback instances and
 * `listen 80` at a loopback port, inside a main context of our own (foreground, one worker,
 * pid, logs and temp paths in `dir`). The access log records the upstream(s) of each request.
 */
export function nginxConfig({ repoRoot, dir, listenPort, upstreamPorts }) {
  const shipped = fs.readFileSync(path.join(repoRoot, 'deploy/nginx.conf'), 'utf8');
  const at = shipped.search(/^http \{/m);
  if (at < 0) throw new Error('deploy/nginx.conf has no `http {` block');
  let http = shipped.slice(at);
  let n = 0;
  http = http.replace(/server app\d+:3000/g, () => `server 127.0.0.1:${upstreamPorts[n++]}`);
  if (n !== upstreamPorts.length) {
    throw new Error(
      `deploy/nginx.conf names ${n} app servers, the suite runs ${upstreamPorts.length}`,
    );
  }
  if (!/listen 80;/.test(http)) throw new Error('deploy/nginx.conf does not `listen 80;`');
  http = http.replace('listen 80;', `listen 127.0.0.1:${listenPort};`);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];
  for (const t of temp) fs.mkdirSync(path.join(dir, t), { recursive: true, mode: 0o777 });
  for (const t of temp) fs.chmodSync(path.join(dir, t), 0o777);
  const ours = [
    `  log_format reliability '$msec $request_method $uri $status "$upstream_addr" "$upstream_status" $request_time';`,
    `  access_log ${path.join(dir, 'access.log')} reliability;`,
    ...temp.map((t) => `  ${t}_temp_path ${path.join(dir, t)};`),
  ].join('\n');
  http = http.replace(/^http \{/m, `http {\n${ours}`);
  return [
    '# Generated by scripts/reliability (from deploy/nginx.conf).',
    'daemon off;',
    'worker_processes 1;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'error.log')} warn;`,
    'events { worker_connections 1024; }',
    http,
  ].join('\n');
}

export async function startNginx({ repoRoot, dir, listenPort, upstreamPorts }) {
  const confFile = path.join(dir, 'nginx.conf');
  fs.writeFileSync(confFile, nginxConfig({ repoRoot, dir, listenPort, upstreamPorts }));
  const check = spawnSync(NGINX, ['-t', '-q', '-p', dir, '-c', confFile], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  const child = spawn(NGINX, ['-p', dir, '-c', confFile], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  track(child, 'nginx');
  const baseUrl = `http://127.0.0.1:${listenPort}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`nginx did not answer within 10 s: ${stderr}`);
    await sleep(50);
  }
  const accessLog = path.join(dir, 'access.log');
  return {
    baseUrl,
    pid: child.pid,
    confFile,
    /** Parsed access-log lines from byte `from` on, and the log's size now. */
    readAccessLog(from = 0) {
      const buf = fs.readFileSync(accessLog);
      const lines = buf.subarray(from).toString('utf8').split('\n').filter(Boolean);
      return {
        size: buf.length,
        entries: lines.map((l) => {
          const m = /^(\S+) (\S+) (\S+) (\d+) "([^"]*)" "([^"]*)" (\S+)$/.exec(l);
          if (!m) return { raw: l };
          return {
            at: Number(m[1]),
            method: m[2],
            uri: m[3],
            status: Number(m[4]),
            upstreams: m[5] === '-' ? [] : m[5].split(/, | : /),
            upstreamStatus: m[6],
            seconds: Number(m[7]),
          };
        }),
      };
    },
  };
}

/** Starts the whole cluster. Answers handles on every part and a `stop()` for all of it. */
export async function startCluster({ repoRoot, log }) {
  const dir = makeTempDir();
  const db = await createDatabase();
  log(`database ${db.name}, work directory ${dir}`);
  const cluster = { dir, db, instances: [], nginx: null, worker: null };
  try {
    const logDir = path.join(dir, 'logs');
    fs.mkdirSync(logDir);
    const [p1, p2, pn] = [await freePort(), await freePort(), await freePort()];
    const data1 = path.join(dir, 'app1');
    const data2 = path.join(dir, 'app2');
    fs.mkdirSync(path.join(data1, 'files'), { recursive: true });
    fs.mkdirSync(data2, { recursive: true });
    // One files directory for both (STORAGE=local is DATA_DIR/files): what S3 is in production.
    fs.symlinkSync(path.join(data1, 'files'), path.join(data2, 'files'));
    const common = { repoRoot, databaseUrl: db.url, logDir };
    const app1 = apiInstance({ ...common, name: 'app1', port: p1, dataDir: data1, seedDemo: true });
    const app2 = apiInstance({
      ...common,
      name: 'app2',
      port: p2,
      dataDir: data2,
      seedDemo: false,
    });
    cluster.instances = [app1, app2];
    // The first start migrates and seeds the demo data and library; the second only migrates.
    const ms1 = await app1.start(150_000);
    log(`app1 ready on :${p1} in ${(ms1 / 1000).toFixed(1)} s (migrations, demo data and library)`);
    const [ms2, worker] = await Promise.all([
      app2.start(),
      startWorker({ ...common, dataDir: path.join(dir, 'worker') }),
    ]);
    cluster.worker = worker;
    log(`app2 ready on :${p2} in ${(ms2 / 1000).toFixed(1)} s; worker running (pid ${worker.pid})`);
    fs.mkdirSync(path.join(dir, 'nginx'));
    cluster.nginx = await startNginx({
      repoRoot,
      dir: path.join(dir, 'nginx'),
      listenPort: pn,
      upstreamPorts: [p1, p2],
    });
    log(`nginx on :${pn} → :${p1}, :${p2} (config ${cluster.nginx.confFile})`);
    cluster.pool = new pg.Pool({ connectionString: db.url, max: 4 });
    return cluster;
  } catch (err) {
    err.cluster = cluster;
    throw err;
  }
}

/** Stops every process, closes the pool and drops the database; keeps logs when `keepDir`. */
export async function stopCluster(cluster, { keepDir }) {
  await stopAll();
  if (!cluster) return;
  await cluster.pool?.end().catch(() => {});
  await cluster.db?.drop();
  if (!keepDir && cluster.dir) fs.rmSync(cluster.dir, { recursive: true, force: true });
}
