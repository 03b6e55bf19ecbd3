import crypto from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';

/**
 * The reliability scenarios. Each takes the running cluster (cluster.mjs) and answers
 * `{ ok, figures, problems }`: `figures` are printed and kept in the summary, `problems` say
 * precisely what failed.
 */

/** One JSON call; never throws for HTTP statuses or network errors (status 0 then). */
export async function call(baseUrl, method, path, { token, body, timeoutMs = 15_000 } = {}) {
  try {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    let json;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, json, text };
  } catch (err) {
    return { status: 0, error: err.cause?.code ?? err.name ?? String(err) };
  }
}

async function mustCall(baseUrl, method, path, opts) {
  const res = await call(baseUrl, method, path, opts);
  if (res.status < 200 || res.status >= 300) {
    throw new Error(`${method} ${path} answered ${res.status}: ${res.text ?? res.error}`);
  }
  return res.json;
}

/** The demo children (README "Demo accounts"), signed in through the parent's profile switch. */
const DEMO_PARENTS = [
  { email: 'parent@example.com', password: 'parent-demo-1' },
  { email: 'parent2@example.com', password: 'parent-demo-2' },
];

export async function signInDemoChildren(cluster) {
  const children = [];
  for (const p of DEMO_PARENTS) {
    const { token } = await mustCall(cluster.nginx.baseUrl, 'POST', '/api/login', { body: p });
    const { rows } = await cluster.pool.query(
      `SELECT c.id, c.name, c.birth_year FROM users c JOIN users p ON p.id = c.parent_id
       WHERE p.email = $1 AND c.role = 'CHILD' ORDER BY c.name`,
      [p.email],
    );
    for (const row of rows) {
      const child = await mustCall(cluster.nginx.baseUrl, 'POST', `/api/profile/${row.id}`, {
        token,
      });
      children.push({
        id: row.id,
        name: row.name,
        age: new Date().getUTCFullYear() - row.birth_year,
        token: child.token,
      });
    }
  }
  if (children.length < 4)
    throw new Error(`Expected the 4 demo children, found ${children.length}`);
  return children;
}

/** Books a child may open (active, consumer, US or worldwide, its age, not hidden), by id number. */
async function booksFor(pool, child, { withQuiz = false } = {}) {
  const { rows } = await pool.query(
    `SELECT b.id, b.id_number FROM books b
     WHERE b.status = 'ACTIVE' AND b.sales_territories && ARRAY['WORLD', 'US']
       AND 'CONSUMER' = ANY (b.user_segments)
       AND b.age_min <= $2 AND b.age_max >= $2
       AND NOT EXISTS (SELECT 1 FROM hidden_books h WHERE h.book_id = b.id AND h.user_id = $1)
       AND ($3::boolean IS FALSE OR EXISTS (SELECT 1 FROM quizzes q WHERE q.source_book_id = b.id))
     ORDER BY b.id_number`,
    [child.id, child.age, withQuiz],
  );
  return rows;
}

const since = (t0) => Math.round(performance.now() - t0);

// ── 1. kill one instance under steady load ──────────────────────────────────────────────────

/**
 * ~200 req/s through nginx (autocannon) of GET /api/health and a book's details (a catalogue
 * read as a signed-in child) for `seconds`; app2 gets SIGKILL at 3 s and is started again at
 * 5 s. Failed requests (non-2xx or errors) must not exceed the requests in flight when the
 * signal was sent (an upper bound of those on the killed instance; nginx retries GETs on the
 * other one, so normally 0 fail). Afterwards both instances must answer, directly and through
 * nginx.
 */
export async function killUnderLoad(cluster, { seconds = 10, rate = 200, log }) {
  const [, victim] = cluster.instances;
  const problems = [];
  const [child] = (await signInDemoChildren(cluster)).filter((c) => c.name === 'Leo');
  const [book] = await booksFor(cluster.pool, child);
  const detailsPath = `/api/books/details/${book.id}`;
  await mustCall(cluster.nginx.baseUrl, 'GET', detailsPath, { token: child.token });

  const logFrom = cluster.nginx.readAccessLog().size;
  let sent = 0;
  let answered = 0;
  let errors = 0;
  const statuses = {};
  const t0 = performance.now();
  const run = autocannon({
    url: cluster.nginx.baseUrl,
    connections: 20,
    overallRate: rate,
    duration: seconds,
    timeout: 10,
    headers: { authorization: `Bearer ${child.token}` },
    requests: [
      { method: 'GET', path: '/api/health' },
      { method: 'GET', path: detailsPath },
    ],
    setupClient(client) {
      client.on('request', () => sent++);
    },
  });
  run.on('response', (_client, statusCode) => {
    answered++;
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  });
  run.on('reqError', () => errors++);
  const done = new Promise((resolve, reject) => run.once('done', resolve).once('error', reject));

  await sleep(3000);
  const inFlightAtKill = sent - answered - errors;
  const killedAtMs = since(t0);
  await victim.kill('SIGKILL');
  log(`  ${victim.name} SIGKILLed at ${killedAtMs} ms with ${inFlightAtKill} requests in flight`);
  await sleep(Math.max(0, 5000 - since(t0)));
  const restartAt = since(t0);
  const startupMs = await victim.start();
  const readyAtEpoch = Date.now() / 1000;
  log(`  ${victim.name} restarted at ${restartAt} ms, ready after ${Math.round(startupMs)} ms`);
  const result = await done;

  const total = answered + errors;
  const non2xx = Object.entries(statuses)
    .filter(([s]) => Number(s) < 200 || Number(s) >= 300)
    .reduce((n, [, c]) => n + c, 0);
  const failures = non2xx + errors;
  if (failures > inFlightAtKill) {
    problems.push(
      `${failures} requests failed (statuses ${JSON.stringify(statuses)}, ${errors} errors), more than the ${inFlightAtKill} in flight at the kill`,
    );
  }

  // Both serve again: directly, and nginx sends traffic to the restarted one.
  const direct = await Promise.all(
    cluster.instances.map((i) => call(i.baseUrl, 'GET', '/api/ready').then((r) => r.status)),
  );
  if (direct.some((s) => s !== 200)) problems.push(`/api/ready after the restart: ${direct}`);
  const victimAddr = `127.0.0.1:${victim.port}`;
  const servedByVictim = () =>
    cluster.nginx
      .readAccessLog(logFrom)
      .entries.filter(
        (e) => e.at >= readyAtEpoch && e.status === 200 && e.upstreams.at(-1) === victimAddr,
      ).length;
  let byVictimAfterRestart = servedByVictim();
  const probeDeadline = Date.now() + 10_000;
  while (byVictimAfterRestart === 0 && Date.now() < probeDeadline) {
    await Promise.all(
      Array.from({ length: 10 }, () => call(cluster.nginx.baseUrl, 'GET', '/api/health')),
    );
    await sleep(200);
    byVictimAfterRestart = servedByVictim();
  }
  if (byVictimAfterRestart === 0) {
    problems.push(`nginx sent no request to the restarted ${victim.name} within 10 s`);
  }
  const entries = cluster.nginx.readAccessLog(logFrom).entries;
  const retried = entries.filter((e) => e.upstreams.length > 1).length;

  return {
    ok: problems.length === 0,
    problems,
    figures: {
      requests: total,
      failed: failures,
      allowedFailures: inFlightAtKill,
      statuses,
      errors,
      timeouts: result.timeouts,
      retriedByNginx: retried,
      killedAtMs,
      restartedReadyMs: Math.round(startupMs),
      servedByRestartedInstance: byVictimAfterRestart,
      p99Ms: result.latency.p99,
      readyAfter: direct,
    },
  };
}

// ── 2. kill -9 during progress writes ───────────────────────────────────────────────────────

/**
 * `clients` parallel writers, each a demo child's device with its own books, PUT reading
 * progress through nginx in a loop (page i, fraction i/100000, clientTimestamp base + i ms) and
 * remember, per child and book, the last write answered 2xx. app1 gets `kill -9` at 2.5 s and
 * is started again at 4.5 s (writes go on for 2 s after it is ready and until it took some, at most 8 s more).
 * Then every acknowledged write must be in PostgreSQL (the stored
 * page is that write's or a later one), whole (position, page, fraction and client time of the
 * same write).
 */
export async function killDuringWrites(cluster, { clients = 8, seconds = 8, log }) {
  const [victim] = cluster.instances;
  const problems = [];
  const children = await signInDemoChildren(cluster);
  const perClient = 3;
  const writers = [];
  for (let n = 0; n < clients; n++) {
    const child = children[n % children.length];
    const slot = Math.floor(n / children.length);
    const books = (await booksFor(cluster.pool, child)).slice(
      slot * perClient,
      slot * perClient + perClient,
    );
    if (books.length < perClient) throw new Error(`Too few books for ${child.name}`);
    writers.push({ child, books });
  }
  const logFrom = cluster.nginx.readAccessLog().size;
  const base = Date.now() - 60_000;
  /** `${userId}/${bookId}` → last acknowledged i. */
  const acked = new Map();
  const statuses = {};
  let attempts = 0;
  let ackedWrites = 0;
  let stop = false;
  const t0 = performance.now();

  async function writer(w) {
    for (let i = 0; !stop; i++) {
      const book = w.books[i % w.books.length];
      const body = {
        position: `page:${i}`,
        page: i,
        fraction: i / 100_000,
        clientTimestamp: new Date(base + i).toISOString(),
      };
      attempts++;
      const res = await call(cluster.nginx.baseUrl, 'PUT', `/api/books/${book.id}/progress`, {
        token: w.child.token,
        body,
      });
      const key = res.status === 0 ? `error:${res.error}` : String(res.status);
      statuses[key] = (statuses[key] ?? 0) + 1;
      if (res.status >= 200 && res.status < 300) {
        ackedWrites++;
        acked.set(`${w.child.id}/${book.id}`, i);
      }
    }
  }
  const running = writers.map((w) => writer(w));

  await sleep(2500);
  const attemptsAtKill = attempts;
  await victim.kill('SIGKILL');
  log(`  ${victim.name} kill -9 at ${since(t0)} ms after ${attemptsAtKill} writes`);
  await sleep(Math.max(0, 4500 - since(t0)));
  const startupMs = await victim.start();
  const readyAtEpoch = Date.now() / 1000;
  log(`  ${victim.name} ready again at ${since(t0)} ms (start-up ${Math.round(startupMs)} ms)`);
  // Write on for at least 2 s more, and until the restarted instance took writes: nginx sends
  // it traffic again once its fail_timeout (5 s in deploy/nginx.conf) has passed.
  const victimAddr = `127.0.0.1:${victim.port}`;
  const progressPuts = () =>
    cluster.nginx
      .readAccessLog(logFrom)
      .entries.filter((e) => e.method === 'PUT' && e.uri.endsWith('/progress'));
  const takenByVictim = (puts) =>
    puts.filter(
      (e) => e.at >= readyAtEpoch && e.status === 200 && e.upstreams.at(-1) === victimAddr,
    ).length;
  await sleep(Math.max(2000, seconds * 1000 - since(t0)));
  const readyWait = performance.now();
  while (takenByVictim(progressPuts()) === 0 && performance.now() - readyWait < 8000) {
    await sleep(250);
  }
  await sleep(500);
  stop = true;
  await Promise.all(running);
  const puts = progressPuts();
  const retried = puts.filter((e) => e.upstreams.length > 1).length;
  const byVictimAfterRestart = takenByVictim(puts);
  if (byVictimAfterRestart === 0) problems.push(`the restarted ${victim.name} took no write`);

  let found = 0;
  let lost = 0;
  let torn = 0;
  for (const [key, i] of acked) {
    const [userId, bookId] = key.split('/');
    const { rows } = await cluster.pool.query(
      `SELECT location, fraction, status,
              (extract(epoch FROM client_updated_at) * 1000)::bigint AS client_ms
       FROM reading_progress WHERE user_id = $1 AND book_id = $2`,
      [userId, bookId],
    );
    const row = rows[0];
    const page = row?.location?.page;
    if (!row || typeof page !== 'number' || page < i) {
      lost++;
      problems.push(`acknowledged write lost: ${key} acked page ${i}, stored ${page ?? 'nothing'}`);
      continue;
    }
    found++;
    const whole =
      row.location.position === `page:${page}` &&
      Math.abs(row.location.fraction - page / 100_000) < 1e-9 &&
      Math.abs(row.fraction - page / 100_000) < 1e-6 &&
      Number(row.client_ms) === base + page &&
      row.status === 'STARTED';
    if (!whole) {
      torn++;
      problems.push(`half-written progress ${key}: ${JSON.stringify(row)}`);
    }
  }
  const fiveXx = Object.entries(statuses)
    .filter(([s]) => /^5/.test(s))
    .reduce((n, [, c]) => n + c, 0);
  if (fiveXx > 0) problems.push(`${fiveXx} writes answered 5xx: ${JSON.stringify(statuses)}`);
  if (acked.size === 0) problems.push('no write was acknowledged');

  return {
    ok: problems.length === 0,
    problems,
    figures: {
      clients,
      writesSent: attempts,
      writesAcknowledged: ackedWrites,
      statuses,
      pairsChecked: acked.size,
      pairsFound: found,
      lost,
      halfWritten: torn,
      retriedByNginx: retried,
      restartedReadyMs: Math.round(startupMs),
      writesOnRestartedInstance: byVictimAfterRestart,
    },
  };
}

// ── 3. exactly-once rewards across both instances ───────────────────────────────────────────

async function rewardState(pool, userId) {
  const { rows: ledger } = await pool.query(
    `SELECT rule, count(*)::int AS n, coalesce(sum(points), 0)::int AS points,
            coalesce(sum(gems), 0)::int AS gems
     FROM reward_ledger WHERE user_id = $1 GROUP BY rule`,
    [userId],
  );
  const { rows: balance } = await pool.query(
    `SELECT points, gems FROM reward_balances WHERE user_id = $1`,
    [userId],
  );
  const byRule = Object.fromEntries(ledger.map((r) => [r.rule, r]));
  const sum = (k) => ledger.reduce((n, r) => n + r[k], 0);
  return {
    byRule,
    ledgerPoints: sum('points'),
    ledgerGems: sum('gems'),
    points: balance[0]?.points ?? 0,
    gems: balance[0]?.gems ?? 0,
  };
}

/**
 * `n` parallel finishes of the same book by the same child (each from its own reading
 * session, as from `n` devices), then `n` parallel completions of that book's quiz, sent
 * alternately straight to app1 and app2. Exactly one call of each may answer
 * `firstCompletion: true`, PostgreSQL must hold one BOOK_FINISHED and one QUIZ_COMPLETED ledger
 * row more than before, one quiz completion, and the balance must have grown by exactly the
 * ledger's new points and gems.
 */
export async function exactlyOnce(cluster, { n = 50 }) {
  const problems = [];
  const children = await signInDemoChildren(cluster);
  const child = children.find((c) => c.name === 'Emma') ?? children[0];
  const { rows: fresh } = await cluster.pool.query(
    `SELECT id FROM books b WHERE NOT EXISTS (
       SELECT 1 FROM reading_progress p WHERE p.user_id = $1 AND p.book_id = b.id)
     AND NOT EXISTS (SELECT 1 FROM quiz_completions q WHERE q.user_id = $1 AND q.subject_key = b.id::text)`,
    [child.id],
  );
  const freshIds = new Set(fresh.map((r) => r.id));
  const book = (await booksFor(cluster.pool, child, { withQuiz: true })).find((b) =>
    freshIds.has(b.id),
  );
  if (!book) throw new Error(`No unread book with a quiz for ${child.name}`);
  const quiz = await mustCall(
    cluster.nginx.baseUrl,
    'GET',
    `/api/end-of-book/quizzes?bookIdNumber=${encodeURIComponent(book.id_number)}`,
    { token: child.token },
  );
  const answers = quiz.quizzes.map((q) => ({
    quizId: q.contentId,
    answerId: q.quizAnswers.find((a) => a.correct).contentId,
    wrongAttempts: 0,
  }));
  const [a1, a2] = cluster.instances;
  const target = (k) => (k % 2 === 0 ? a1 : a2).baseUrl;
  const before = await rewardState(cluster.pool, child.id);

  const finishes = await Promise.all(
    Array.from({ length: n }, (_, k) =>
      call(target(k), 'POST', '/api/activities/finished-book', {
        token: child.token,
        body: { bookId: book.id, bookSessionId: crypto.randomUUID() },
      }),
    ),
  );
  const quizzes = await Promise.all(
    Array.from({ length: n }, (_, k) =>
      call(target(k), 'POST', '/api/quiz-completion/complete/?quizType=END_OF_BOOK', {
        token: child.token,
        body: { bookIdNumber: book.id_number, answers, completed: true },
      }),
    ),
  );
  const after = await rewardState(cluster.pool, child.id);

  const summarise = (what, results) => {
    const statuses = {};
    for (const r of results) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
    const firsts = results.filter((r) => r.json?.firstCompletion === true).length;
    if (statuses[200] !== n) problems.push(`${what}: statuses ${JSON.stringify(statuses)}`);
    if (firsts !== 1) problems.push(`${what}: ${firsts} answers said firstCompletion`);
    return { statuses, firstCompletion: firsts };
  };
  const finishFigures = summarise('finished-book', finishes);
  const quizFigures = summarise('quiz completion', quizzes);

  const grew = (rule) => (after.byRule[rule]?.n ?? 0) - (before.byRule[rule]?.n ?? 0);
  const { rows: completions } = await cluster.pool.query(
    `SELECT count(*)::int AS n FROM quiz_completions
     WHERE user_id = $1 AND quiz_type = 'END_OF_BOOK' AND subject_key = $2 AND completed`,
    [child.id, book.id],
  );
  const { rows: progress } = await cluster.pool.query(
    `SELECT status FROM reading_progress WHERE user_id = $1 AND book_id = $2`,
    [child.id, book.id],
  );
  const db = {
    bookFinishedRows: grew('BOOK_FINISHED'),
    quizCompletedRows: grew('QUIZ_COMPLETED'),
    quizCompletions: completions[0].n,
    progress: progress[0]?.status ?? null,
    pointsAdded: after.points - before.points,
    ledgerPointsAdded: after.ledgerPoints - before.ledgerPoints,
    gemsAdded: after.gems - before.gems,
    ledgerGemsAdded: after.ledgerGems - before.ledgerGems,
  };
  if (db.bookFinishedRows !== 1) problems.push(`BOOK_FINISHED ledger rows +${db.bookFinishedRows}`);
  if (db.quizCompletedRows !== 1)
    problems.push(`QUIZ_COMPLETED ledger rows +${db.quizCompletedRows}`);
  if (db.quizCompletions !== 1) problems.push(`${db.quizCompletions} stored quiz completions`);
  if (db.progress !== 'COMPLETED') problems.push(`progress is ${db.progress}`);
  if (db.pointsAdded !== db.ledgerPointsAdded || db.gemsAdded !== db.ledgerGemsAdded) {
    problems.push(`balance and ledger disagree: ${JSON.stringify(db)}`);
  }
  return {
    ok: problems.length === 0,
    problems,
    figures: { child: child.name, parallel: n, finishes: finishFigures, quizzes: quizFigures, db },
  };
}
