import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { setTimeout as sleep } from 'node:timers/promises';
import { childPids, cpuSeconds, rssBytes } from './cluster.mjs';

/**
 * Scenario 5: the soak. A mixed classroom load through nginx on both instances for `minutes`:
 * 30 classes (each a teacher, a school, a classroom and its students with PINs, made in the
 * database at set-up), every class with a few devices on which students, one after the other,
 * open the class's sign-in page, sign in with their PIN, browse, open book details, search,
 * read (progress GET and PUT), post analytics events (recordLedgerEntry batches) and sign out.
 *
 * Devices send at a steady overall rate (`rate`, spread evenly, not in bursts: an open load,
 * so a slower server shows as higher latency and a lower rate, not as fewer requests asked).
 * Every answer must be 2xx: anything else, a network error or a timeout is an error.
 *
 * The load runs `warmupSeconds` (default 60) before the measured minutes. The warm-up is shown
 * (its row in the curve, its errors count) but not compared: an instance (re)started by the
 * scenarios before grows its RSS by some 200 MB in its first minute or two of load (V8's heap
 * reaching its working size, the catalogue read model and the caches filling) and then stays
 * flat — seen in a 30-minute soak: 468 MB in the first minute, 680–711 MB from the second to the
 * thirtieth. Compared with a cold first minute, every run would "leak".
 *
 * Sampled: every instance's RSS (VmRSS) and CPU (instances, nginx, PostgreSQL's processes of
 * the run, the load generator, the kernel's interrupt handling) every 5 s, latencies per bucket
 * (a minute; 30 s when the soak is shorter than 3 minutes). The curve is printed as a table.
 *
 * Passes only when, over the measured minutes,
 * - throughput (answers per second) ≥ MIN_RATE,
 * - 0 errors (the warm-up's included),
 * - memory is flat: for every instance, the largest RSS of the last bucket ≤ the largest RSS of
 *   the first bucket × RSS_GROWTH_FACTOR + RSS_GROWTH_SLACK_MB (a leak of a few hundred bytes
 *   per request breaks it within minutes),
 * - p99 is flat: p99 of the last bucket ≤ max(P99_GROWTH_FACTOR × p99 of the first,
 *   p99 of the first + P99_GROWTH_SLACK_MS).
 */
export const MIN_RATE = 1000;
export const RSS_GROWTH_FACTOR = 1.25;
export const RSS_GROWTH_SLACK_MB = 30;
export const P99_GROWTH_FACTOR = 2;
export const P99_GROWTH_SLACK_MS = 20;

const CLASSES = 30;
const STUDENTS_PER_CLASS = 20;
const DEVICES_PER_CLASS = 4;
const PIN = '2468';
/** Requests of one student's sitting, between sign-in and sign-out (uniform). */
const SESSION_REQUESTS = [200, 600];
/**
 * What a signed-in student does, by weight. Sign-in (class page + PIN) and sign-out come on top,
 * once per sitting.
 */
const DEFAULT_MIX = [
  ['browse', 10],
  ['details', 30],
  ['search', 10],
  ['progressGet', 8],
  ['progressPut', 22],
  ['ledger', 20],
];
/**
 * RELIABILITY_SOAK_MIX=details:1,ledger:1 (any of the names above with weights): another mix,
 * to find what costs the time (the figures are then not the soak's verdict on the default mix).
 */
function mixOf(spec) {
  if (!spec) return DEFAULT_MIX;
  const known = new Set(DEFAULT_MIX.map(([n]) => n));
  return spec.split(',').map((part) => {
    const [name, weight] = part.split(':');
    if (!known.has(name) || !(Number(weight) > 0)) {
      throw new Error(`RELIABILITY_SOAK_MIX: ${part}? Names: ${[...known].join(', ')}`);
    }
    return [name, Number(weight)];
  });
}
export const SOAK_MIX = mixOf(process.env.RELIABILITY_SOAK_MIX?.trim());
const SEARCH_WORDS = ['dino', 'space', 'cat', 'bear', 'moon', 'the', 'dragon', 'ocean', 'train'];
const LEDGER_BATCH = 5;
const SCHOOL_HOURS = { from: '12AM', to: '11:59PM' };

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const randInt = (lo, hi) => lo + Math.floor(Math.random() * (hi - lo + 1));

/** Weekday (short English name) and minutes since midnight of `now` in `timeZone`. */
function zoned(now, timeZone) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (t) => parts.find((p) => p.type === t)?.value ?? '';
  return { weekday: get('weekday'), minutes: Number(get('hour')) * 60 + Number(get('minute')) };
}

/**
 * Students may read only Monday–Friday within their school's hours in its time zone
 * (packages/contract/src/validation/school-hours.ts). The schools get the hours 12AM–11:59PM and
 * a time zone where it is a weekday now and stays so for `minutes` more (UTC if it is, else the
 * first that is); null on the ~22 hours of a weekend when no time zone on Earth has a weekday.
 */
export function schoolTimeZone(now, minutes) {
  const zones = ['UTC', ...Intl.supportedValuesOf('timeZone')];
  for (const tz of zones) {
    const at = zoned(now, tz);
    if (['Mon', 'Tue', 'Wed', 'Thu', 'Fri'].includes(at.weekday) && at.minutes + minutes < 1439) {
      return tz;
    }
  }
  return null;
}

/** The 30 classes, in the database (as the educators' pages would leave them). */
async function createClasses(pool, timeZone) {
  const { hash } = createRequire(import.meta.url)('@node-rs/argon2');
  // One argon2id hash for every student (the same PIN): what the sign-in verifies.
  const pinHash = await hash(PIN);
  const run = crypto.randomBytes(2).toString('hex').toUpperCase();
  const classes = [];
  for (let c = 0; c < CLASSES; c++) {
    const tag = `${run}${String(c).padStart(2, '0')}`;
    const {
      rows: [teacher],
    } = await pool.query(
      `INSERT INTO users (role, email, name, surname, title, educator_role)
       VALUES ('TEACHER', $1, 'Soak', $2, 'Ms.', 'Classroom teacher') RETURNING id`,
      [`soak-teacher-${tag.toLowerCase()}@example.test`, `Teacher ${tag}`],
    );
    const {
      rows: [school],
    } = await pool.query(
      `INSERT INTO schools (name, time_zone, hours_from, hours_to, created_by_id)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [`Soak School ${tag}`, timeZone, SCHOOL_HOURS.from, SCHOOL_HOURS.to, teacher.id],
    );
    const loginCode = `SK${tag}`;
    const {
      rows: [classroom],
    } = await pool.query(
      `INSERT INTO classrooms (name, school_id, teacher_id, login_code, grade_id)
       VALUES ($1, $2, $3, $4, 3) RETURNING id`,
      [`Soak class ${tag}`, school.id, teacher.id, loginCode],
    );
    const { rows: students } = await pool.query(
      `INSERT INTO users (role, name, surname, pin_hash, grade_id)
       SELECT 'STUDENT', 'Student' || g, $1, $2, 3 FROM generate_series(1, $3) g RETURNING id`,
      [`S${tag}`, pinHash, STUDENTS_PER_CLASS],
    );
    await pool.query(
      `INSERT INTO classroom_students (classroom_id, student_id, pin_display)
       SELECT $1, unnest($2::uuid[]), $3`,
      [classroom.id, students.map((s) => s.id), PIN],
    );
    classes.push({
      index: c,
      loginCode,
      students: students.map((s) => s.id),
      next: 0,
      // What the class's devices send as X-Forwarded-For (a school's address). The instances run
      // with TRUST_PROXY=1, so they take the address nginx saw (loopback) for the per-IP limits.
      address: `10.50.${c}.1`,
    });
  }
  return classes;
}

/** Books of the EDUCATOR catalogue students may open (US or worldwide, active). */
async function studentBooks(pool) {
  const { rows } = await pool.query(
    `SELECT id FROM books
     WHERE status = 'ACTIVE' AND 'EDUCATOR' = ANY (user_segments)
       AND sales_territories && ARRAY['WORLD', 'US']
     ORDER BY id_number LIMIT 300`,
  );
  return rows.map((r) => r.id);
}

/** A growable Float32Array of latencies. */
class Samples {
  constructor() {
    this.a = new Float32Array(4096);
    this.n = 0;
  }
  push(v) {
    if (this.n === this.a.length) {
      const b = new Float32Array(this.a.length * 2);
      b.set(this.a);
      this.a = b;
    }
    this.a[this.n++] = v;
  }
  /** Percentiles (0…100) in ms, one decimal. */
  percentiles(...ps) {
    if (this.n === 0) return ps.map(() => null);
    const sorted = this.a.slice(0, this.n).sort();
    return ps.map((p) => {
      const i = Math.min(this.n - 1, Math.max(0, Math.ceil((p / 100) * this.n) - 1));
      return Math.round(sorted[i] * 10) / 10;
    });
  }
}

/** Busy CPU seconds of the whole machine so far (/proc/stat: all but idle and iowait). */
function machineBusySeconds() {
  const cpu = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1);
  const [user, nice, system, , , irq, softirq, steal] = cpu.map(Number);
  return {
    machine: (user + nice + system + irq + softirq + steal) / 100,
    // Interrupt handling, mostly the loopback network's packets: no process is charged for it.
    kernelIrq: (irq + softirq) / 100,
  };
}

const mb = (bytes) => (bytes === null || bytes === undefined ? null : Math.round(bytes / 2 ** 20));

export async function soak(
  cluster,
  { minutes, rate = 1200, warmupSeconds = 60, mix = SOAK_MIX, log },
) {
  const problems = [];
  const durationMs = Math.round(minutes * 60_000);
  const warmupMs = Math.round(warmupSeconds * 1000);
  const bucketMs = minutes >= 3 ? 60_000 : 30_000;
  const nginxUrl = new URL(cluster.nginx.baseUrl);

  // ── set-up ──
  const timeZone = schoolTimeZone(new Date(), Math.ceil(minutes) + 10);
  if (!timeZone) {
    // Saturday 12:00 to Sunday ~10:00 UTC: students may not read anywhere on Earth (spec §5),
    // so there is no classroom load to make. Skipped, and said so, not failed.
    return {
      ok: true,
      skipped: true,
      note: 'no time zone has a weekday now: students may read only Monday–Friday (spec §5); the soak needs a weekday somewhere',
      problems: [],
      figures: {},
    };
  }
  const classes = await createClasses(cluster.pool, timeZone);
  const books = await studentBooks(cluster.pool);
  if (books.length === 0) throw new Error('No EDUCATOR book for the students');
  const devices = [];
  for (const cls of classes) {
    for (let k = 0; k < DEVICES_PER_CLASS; k++) devices.push({ cls, n: devices.length });
  }
  const ledgerZone = /^(UTC|[A-Za-z_]+(\/[A-Za-z0-9_+-]+){1,2})$/.test(timeZone) ? timeZone : 'UTC';
  log(
    `  ${classes.length} classes × ${STUDENTS_PER_CLASS} students (school hours ${SCHOOL_HOURS.from}–${SCHOOL_HOURS.to} ${timeZone}), ${devices.length} devices, ${books.length} books; ${rate} req/s asked, ${warmupSeconds} s warm-up then ${minutes} min measured, buckets of ${bucketMs / 1000} s`,
  );

  // ── measurement ──
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512, maxFreeSockets: 512 });
  const buckets = [];
  /** The warm-up's figures (answers before `t0`): shown, not compared. */
  const warm = { requests: 0, errors: 0, lat: new Samples(), rss: {} };
  const bucketAt = (t) => {
    if (t < t0) return warm;
    const i = Math.floor((t - t0) / bucketMs);
    buckets[i] ??= {
      requests: 0,
      errors: 0,
      lat: new Samples(),
      rss: {},
      cpu: {},
    };
    return buckets[i];
  };
  const routes = {};
  const errorSamples = [];
  let errors = 0;
  let total = 0;
  let inFlight = 0;
  let signIns = 0;
  let signOuts = 0;

  function send(route, method, path, { token, body, address }) {
    return new Promise((resolve) => {
      const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
      const headers = { 'x-forwarded-for': address, accept: 'application/json' };
      if (token) headers.authorization = `Bearer ${token}`;
      if (payload) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = payload.length;
      }
      const started = performance.now();
      inFlight++;
      const done = (status, text, error) => {
        inFlight--;
        const ended = performance.now();
        const ms = ended - started;
        const b = bucketAt(ended);
        // Per route and in total: the measured minutes only (errors: the warm-up's too).
        const measured = b !== warm;
        const r = (routes[route] ??= { requests: 0, errors: 0, lat: new Samples() });
        b.requests++;
        b.lat.push(ms);
        if (measured) {
          r.requests++;
          total++;
          r.lat.push(ms);
        }
        const ok = status >= 200 && status < 300;
        if (!ok) {
          errors++;
          b.errors++;
          r.errors++;
          if (errorSamples.length < 20) {
            errorSamples.push(
              `${method} ${path.replace(/[0-9a-f-]{36}/g, ':id')} → ${status || error} ${String(text ?? '').slice(0, 200)}`,
            );
          }
        }
        resolve({ ok, status, text });
      };
      const req = http.request(
        { host: nginxUrl.hostname, port: nginxUrl.port, method, path, agent, headers },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => done(res.statusCode, Buffer.concat(chunks).toString('utf8')));
          res.on('error', (err) => done(0, null, err.code ?? err.message));
        },
      );
      req.setTimeout(15_000, () =>
        req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })),
      );
      req.on('error', (err) => done(0, null, err.code ?? err.message));
      req.end(payload);
    });
  }

  // ── the devices ──
  const interval = (1000 * devices.length) / rate; // ms between two requests of one device
  let stop = false;
  /** When the measured minutes start (after the warm-up). */
  let t0 = performance.now();

  async function device(d) {
    // Spread the devices' first requests over one interval.
    let next = performance.now() + Math.random() * interval;
    const pace = async () => {
      next += interval * (0.5 + Math.random());
      const now = performance.now();
      // Behind by more than a few intervals (a stall): start again from now, no burst.
      if (next < now - 5 * interval) next = now;
      if (next > now) await sleep(next - now);
    };
    const { cls } = d;
    while (!stop) {
      const studentId = cls.students[cls.next++ % cls.students.length];
      const address = cls.address;
      await pace();
      if (stop) break;
      await send('classStudents', 'GET', `/api/classrooms/students?classCode=${cls.loginCode}`, {
        address,
      });
      await pace();
      if (stop) break;
      const login = await send('studentLogin', 'POST', '/api/student/login', {
        address,
        body: { classCode: cls.loginCode, studentId, passCode: PIN },
      });
      if (!login.ok) {
        await sleep(1000);
        continue;
      }
      signIns++;
      const token = JSON.parse(login.text).token;
      const sessionId = crypto.randomUUID();
      let book = pick(books);
      let page = 0;
      const steps = randInt(...SESSION_REQUESTS);
      for (let s = 0; s < steps && !stop; s++) {
        await pace();
        if (stop) break;
        const action = weighted();
        const opts = { token, address };
        if (action === 'browse') await send(action, 'GET', '/api/browse', opts);
        else if (action === 'details') {
          book = Math.random() < 0.3 ? book : pick(books);
          await send(action, 'GET', `/api/books/details/${book}`, opts);
        } else if (action === 'search') {
          const q = encodeURIComponent(pick(SEARCH_WORDS));
          await send(action, 'GET', `/api/text-search/child?query=${q}`, opts);
        } else if (action === 'progressGet') {
          await send(action, 'GET', `/api/books/${book}/progress`, opts);
        } else if (action === 'progressPut') {
          page++;
          await send(action, 'PUT', `/api/books/${book}/progress`, {
            ...opts,
            body: {
              position: `page:${page}`,
              page,
              fraction: Math.min(0.99, page / 200),
              clientTimestamp: new Date().toISOString(),
            },
          });
        } else {
          const now = Date.now();
          await send(action, 'POST', '/api/recordLedgerEntry', {
            ...opts,
            body: {
              batchId: crypto.randomUUID(),
              events: Array.from({ length: LEDGER_BATCH }, (_, k) => ({
                recordId: crypto.randomUUID(),
                activeSessionId: sessionId,
                clientTimestamp: now - (LEDGER_BATCH - k) * 1000,
                timezoneName: ledgerZone,
                timezoneOffset: 0,
                platform: 'Web',
                device: 'desktop',
                os: 'ChromeOS',
                appVersion: '1.0.0',
                eventType: 'PAGE_VIEW_START',
                name: 'book_details',
                kind: 'page',
              })),
            },
          });
        }
      }
      if (stop) break;
      await pace();
      await send('logout', 'POST', '/api/logout', { token, address });
      signOuts++;
    }
  }
  const totalWeight = mix.reduce((n, [, w]) => n + w, 0);
  function weighted() {
    let r = Math.random() * totalWeight;
    for (const [name, w] of mix) {
      r -= w;
      if (r < 0) return name;
    }
    return mix[0][0];
  }

  // ── sampling: RSS and CPU every 5 s ──
  const processes = () => {
    const list = cluster.instances.map((i) => [i.name, [i.pid]]);
    list.push(['worker', [cluster.worker.pid]]);
    list.push(['nginx', [cluster.nginx.pid, ...childPids(cluster.nginx.pid)]]);
    return list;
  };
  // PostgreSQL's backends serving the run's database and the server's own processes (WAL
  // writer, checkpointer, autovacuum…), from pg_stat_activity; CPU seconds by PID: a process
  // that ended keeps its last figure.
  const pgBackends = new Map();
  const refreshBackends = async () => {
    const { rows } = await cluster.pool
      .query(
        `SELECT pid FROM pg_stat_activity
         WHERE datname = current_database() OR backend_type <> 'client backend'`,
      )
      .catch(() => ({ rows: [] }));
    for (const r of rows) if (!pgBackends.has(r.pid)) pgBackends.set(r.pid, 0);
  };
  let cpuStart = null;
  const cpuNow = () => {
    const out = {};
    for (const [name, pids] of processes()) {
      out[name] = pids.reduce((n, pid) => n + (cpuSeconds(pid) ?? 0), 0);
    }
    let pgSeconds = 0;
    for (const [pid, last] of pgBackends) {
      const now = cpuSeconds(pid) ?? last;
      pgBackends.set(pid, now);
      pgSeconds += now;
    }
    out.postgres = pgSeconds;
    const own = process.cpuUsage();
    out.loadGenerator = (own.user + own.system) / 1e6;
    Object.assign(out, machineBusySeconds());
    return out;
  };
  const sample = () => {
    // Samples belong to the soak's buckets (the one at the stop to the last).
    const b = bucketAt(Math.min(performance.now(), t0 + durationMs - 1));
    for (const [name, pids] of processes()) {
      const rss = pids.reduce((n, pid) => n + (rssBytes(pid) ?? 0), 0);
      b.rss[name] = Math.max(b.rss[name] ?? 0, rss);
    }
    // The warm-up's CPU is taken once, at its end.
    if (b !== warm) b.cpuEnd = { t: performance.now(), cpu: cpuNow() };
  };

  let lastReported = -1;
  let warmReported = warmupMs === 0;
  const report = (final) => {
    if (!warmReported && (final || performance.now() >= t0)) {
      log(`  ${formatRow(warmRow())}`);
      warmReported = true;
    }
    const upTo = final ? buckets.length : Math.floor((performance.now() - t0) / bucketMs);
    for (let i = lastReported + 1; i < upTo; i++) {
      const row = rowOf(i);
      if (row) log(`  ${formatRow(row)}`);
      lastReported = i;
    }
  };
  /** Cores used per process between the last samples of the bucket before and of this one. */
  const cpuOfBucket = (i) => {
    const end = buckets[i]?.cpuEnd;
    const start = i === 0 ? cpuStart : buckets[i - 1]?.cpuEnd;
    if (!end || !start || end.t <= start.t) return null;
    const secs = (end.t - start.t) / 1000;
    const out = {};
    for (const k of Object.keys(end.cpu)) {
      out[k] = Math.round(((end.cpu[k] - start.cpu[k]) / secs) * 100) / 100;
    }
    return out;
  };
  const rowOf = (i) => {
    const b = buckets[i];
    if (!b) return null;
    const [p50, p99] = b.lat.percentiles(50, 99);
    const seconds = Math.min(bucketMs, durationMs - i * bucketMs) / 1000;
    return {
      bucket: i + 1,
      fromS: (i * bucketMs) / 1000,
      requests: b.requests,
      rate: Math.round(b.requests / seconds),
      errors: b.errors,
      p50Ms: p50,
      p99Ms: p99,
      rssMb: Object.fromEntries(Object.entries(b.rss).map(([k, v]) => [k, mb(v)])),
      cpuCores: cpuOfBucket(i),
    };
  };
  let warmCpuStart = null;
  const warmRow = () => {
    const [p50, p99] = warm.lat.percentiles(50, 99);
    const start = warmCpuStart;
    const end = warm.cpuEnd;
    let cpuCores = null;
    if (start && end && end.t > start.t) {
      cpuCores = {};
      for (const k of Object.keys(end.cpu)) {
        cpuCores[k] =
          Math.round(((end.cpu[k] - start.cpu[k]) / ((end.t - start.t) / 1000)) * 100) / 100;
      }
    }
    return {
      bucket: 'warm-up',
      warmUp: true,
      fromS: -warmupMs / 1000,
      requests: warm.requests,
      rate: Math.round(warm.requests / (warmupMs / 1000)),
      errors: warm.errors,
      p50Ms: p50,
      p99Ms: p99,
      rssMb: Object.fromEntries(Object.entries(warm.rss).map(([k, v]) => [k, mb(v)])),
      cpuCores,
    };
  };
  const formatRow = (r) => {
    const rss = cluster.instances.map((inst) => `${String(r.rssMb[inst.name] ?? '-').padStart(5)}`);
    const cpu = r.cpuCores
      ? ['app1', 'app2', 'nginx', 'postgres', 'loadGenerator', 'kernelIrq', 'machine'].map((k) =>
          (r.cpuCores[k] ?? 0).toFixed(2).padStart(5),
        )
      : [];
    return [
      r.warmUp ? 'warm-up' : `${String(r.fromS).padStart(5)} s`,
      `${String(r.rate).padStart(6)} req/s`,
      `${String(r.errors).padStart(4)} err`,
      `p50 ${String(r.p50Ms).padStart(6)} ms`,
      `p99 ${String(r.p99Ms).padStart(6)} ms`,
      `RSS ${rss.join(' ')} MB (worker ${r.rssMb.worker ?? '-'})`,
      cpu.length ? `CPU app1/app2/nginx/pg/load/irq/machine ${cpu.join(' ')}` : '',
    ].join(' | ');
  };

  await refreshBackends();
  const tStart = performance.now();
  t0 = tStart + warmupMs;
  warmCpuStart = { t: tStart, cpu: cpuNow() };
  if (warmupMs === 0) cpuStart = warmCpuStart;
  sample();
  const sampler = setInterval(() => {
    void refreshBackends().then(() => {
      sample();
      report(false);
    });
  }, 5000);
  const running = devices.map((d) => device(d));
  if (warmupMs > 0) {
    // The warm-up ends: its last sample, and the measured minutes' CPU start, now.
    await sleep(t0 - performance.now() - 20);
    await refreshBackends();
    warm.cpuEnd = { t: performance.now(), cpu: cpuNow() };
    cpuStart = warm.cpuEnd;
  }
  await sleep(Math.max(0, t0 + durationMs - performance.now()));
  stop = true;
  const stoppedAt = performance.now();
  const inFlightAtStop = inFlight;
  // The last bucket's figures: sample once more before the answers of the stop trickle in.
  sample();
  clearInterval(sampler);
  await Promise.all(running);
  agent.destroy();
  const seconds = (stoppedAt - t0) / 1000;
  // Answers that came after the end (in flight at the stop) are in a bucket of their own.
  const nBuckets = Math.ceil(durationMs / bucketMs);
  if (buckets.length > nBuckets) {
    const extra = buckets.splice(nBuckets);
    for (const e of extra) {
      buckets[nBuckets - 1].requests += e.requests;
      buckets[nBuckets - 1].errors += e.errors;
      for (let k = 0; k < e.lat.n; k++) buckets[nBuckets - 1].lat.push(e.lat.a[k]);
    }
  }
  const measuredCurve = buckets.map((_, i) => rowOf(i)).filter(Boolean);
  report(true);
  const curve = warmupMs > 0 ? [warmRow(), ...measuredCurve] : measuredCurve;

  // ── verdict ──
  const throughput = Math.round(total / seconds);
  if (throughput < MIN_RATE) {
    problems.push(`throughput ${throughput} req/s, below ${MIN_RATE} req/s (asked ${rate})`);
  }
  if (errors > 0) problems.push(`${errors} errors, e.g. ${errorSamples.slice(0, 5).join('; ')}`);
  const first = measuredCurve[0];
  const last = measuredCurve.at(-1);
  const flat = { rss: {}, p99: null };
  if (measuredCurve.length < 2) problems.push('fewer than two buckets: nothing to compare');
  else {
    for (const inst of cluster.instances) {
      const a = first.rssMb[inst.name];
      const z = last.rssMb[inst.name];
      const limit = Math.round(a * RSS_GROWTH_FACTOR + RSS_GROWTH_SLACK_MB);
      flat.rss[inst.name] = { firstMb: a, lastMb: z, limitMb: limit, flat: z <= limit };
      if (!(z <= limit)) {
        problems.push(`${inst.name} RSS grew from ${a} MB to ${z} MB (limit ${limit} MB)`);
      }
    }
    const limit = Math.max(P99_GROWTH_FACTOR * first.p99Ms, first.p99Ms + P99_GROWTH_SLACK_MS);
    flat.p99 = {
      firstMs: first.p99Ms,
      lastMs: last.p99Ms,
      limitMs: limit,
      flat: last.p99Ms <= limit,
    };
    if (!(last.p99Ms <= limit)) {
      problems.push(`p99 grew from ${first.p99Ms} ms to ${last.p99Ms} ms (limit ${limit} ms)`);
    }
  }
  const routeFigures = Object.fromEntries(
    Object.entries(routes).map(([k, r]) => {
      const [p50, p99] = r.lat.percentiles(50, 99);
      return [k, { requests: r.requests, errors: r.errors, p50Ms: p50, p99Ms: p99 }];
    }),
  );
  const cpuEnd = buckets.at(-1)?.cpuEnd ?? { t: performance.now(), cpu: cpuNow() };
  const cpuCores = {};
  for (const k of Object.keys(cpuEnd.cpu)) {
    cpuCores[k] =
      Math.round(((cpuEnd.cpu[k] - cpuStart.cpu[k]) / ((cpuEnd.t - cpuStart.t) / 1000)) * 100) /
      100;
  }
  // What the measured processes do not account for (PostgreSQL's own background processes,
  // other programs on the machine).
  cpuCores.other =
    Math.round(
      (cpuCores.machine -
        ['app1', 'app2', 'worker', 'nginx', 'loadGenerator', 'postgres', 'kernelIrq'].reduce(
          (n, k) => n + (cpuCores[k] ?? 0),
          0,
        )) *
        100,
    ) / 100;
  const [p50, p99] = curve.length
    ? (() => {
        const all = new Samples();
        for (const b of buckets) for (let k = 0; k < b.lat.n; k++) all.push(b.lat.a[k]);
        return all.percentiles(50, 99);
      })()
    : [null, null];

  return {
    ok: problems.length === 0,
    problems,
    figures: {
      minutes,
      mix: Object.fromEntries(mix),
      askedRate: rate,
      throughput,
      requests: total,
      errors,
      errorSamples,
      p50Ms: p50,
      p99Ms: p99,
      signIns,
      signOuts,
      classes: classes.length,
      devices: devices.length,
      timeZone,
      bucketSeconds: bucketMs / 1000,
      flat,
      cpuCores,
      routes: routeFigures,
      curve,
      inFlightAtStop,
    },
  };
}

/**
 * `--profile`: where the soak's time goes. The soak's load with one kind of request at a time
 * (and then the whole mix), `seconds` each, asked faster than the machine serves (so each
 * figure is the capacity for that request), and per request the CPU milliseconds of the
 * instances, PostgreSQL's backends, nginx and the load generator (sign-ins included, as in
 * the soak). Not a pass/fail scenario: figures only.
 */
export async function profileRoutes(cluster, { seconds = 30, rate = 5000, log }) {
  const rows = [];
  const mixes = [...DEFAULT_MIX.map(([name]) => [name, [[name, 1]]]), ['mix', DEFAULT_MIX]];
  for (const [name, mix] of mixes) {
    const r = await soak(cluster, {
      minutes: seconds / 60,
      rate,
      mix,
      warmupSeconds: 5,
      log: () => {},
    });
    const f = r.figures;
    const per = (cores) => Math.round((cores / f.throughput) * 1e5) / 100;
    const row = {
      name,
      throughput: f.throughput,
      errors: f.errors,
      p50Ms: f.p50Ms,
      p99Ms: f.p99Ms,
      signIns: f.signIns,
      cpuMsPerRequest: {
        instances: per(f.cpuCores.app1 + f.cpuCores.app2),
        postgres: per(f.cpuCores.postgres),
        nginx: per(f.cpuCores.nginx),
        loadGenerator: per(f.cpuCores.loadGenerator),
        worker: per(f.cpuCores.worker),
        kernelIrq: per(f.cpuCores.kernelIrq),
      },
      machineCores: f.cpuCores.machine,
      otherCores: f.cpuCores.other,
    };
    rows.push(row);
    const c = row.cpuMsPerRequest;
    log(
      `  ${name.padEnd(12)} ${String(row.throughput).padStart(5)} req/s, ${row.errors} errors, p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms | CPU ms/request: instances ${c.instances}, postgres ${c.postgres}, nginx ${c.nginx}, load ${c.loadGenerator}, kernel irq ${c.kernelIrq} | machine ${row.machineCores} cores (other programs ${row.otherCores})`,
    );
  }
  return { ok: true, problems: [], figures: { seconds, askedRate: rate, routes: rows } };
}
