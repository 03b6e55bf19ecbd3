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

export async function mustCall(baseUrl, method, path, opts) {
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

export async function signInDemoChildren(cluster, baseUrl = cluster.nginx.baseUrl) {
  const children = [];
  for (const p of DEMO_PARENTS) {
    const { token } = await mustCall(baseUrl, 'POST', '/api/login', { body: p });
    const { rows } = await cluster.pool.query(
      `SELECT c.id, c.name, c.birth_year FROM users c JOIN users p ON p.id = c.parent_id
       WHERE p.email = $1 AND c.role = 'CHILD' ORDER BY c.name`,
      [p.email],
    );
    for (const row of rows) {
      const child = await mustCall(baseUrl, 'POST', `/api/profile/${row.id}`, { token });
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
export async function booksFor(pool, child, { withQuiz = false } = {}) {
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

// ── reward helpers (scenarios 2 and 3b) ─────────────────────────────────────────────────────

/** The ledger rule of the gems the suite gives (not a rule of the app: nothing awards it). */
export const GIFT_RULE = 'RELIABILITY_GIFT';

/**
 * Gives a profile `gems` the way the app books them: a ledger row and the balance, in one
 * transaction, so that "balance == sum of the ledger" holds before the scenario starts.
 */
export async function giveGems(pool, userId, gems) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO reward_ledger (user_id, rule, cause_key, kind, subject, points, gems)
       VALUES ($1, $2, $3, 'LEVEL_UP', 'Reliability suite gems', 0, $4)`,
      [userId, GIFT_RULE, crypto.randomUUID(), gems],
    );
    await client.query(
      `INSERT INTO reward_balances AS rb (user_id, points, gems) VALUES ($1, 0, $2)
       ON CONFLICT (user_id) DO UPDATE SET gems = rb.gems + EXCLUDED.gems, updated_at = now()`,
      [userId, gems],
    );
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

/**
 * What must hold for a profile's rewards whatever happened: the balance (points and gems) is
 * the sum of its ledger, never negative; every item owned by purchase has its PURCHASE ledger
 * row of minus its price and the other way round (nothing half-written); every completed
 * end-of-book quiz has its QUIZ_COMPLETED ledger row and the other way round. Answers problems.
 */
export async function rewardInvariants(pool, userId, label) {
  const problems = [];
  const {
    rows: [b],
  } = await pool.query(
    `SELECT (SELECT gems FROM reward_balances WHERE user_id = $1) AS gems,
            (SELECT points FROM reward_balances WHERE user_id = $1) AS points,
            (SELECT coalesce(sum(gems), 0)::int FROM reward_ledger WHERE user_id = $1) AS ledger_gems,
            (SELECT coalesce(sum(points), 0)::int FROM reward_ledger WHERE user_id = $1) AS ledger_points`,
    [userId],
  );
  const gems = b.gems ?? 0;
  const points = b.points ?? 0;
  if (gems !== b.ledger_gems || points !== b.ledger_points) {
    problems.push(
      `${label}: balance ${gems} gems / ${points} points, ledger ${b.ledger_gems} / ${b.ledger_points}`,
    );
  }
  if (gems < 0 || points < 0) problems.push(`${label}: negative balance ${gems} gems`);
  const { rows: unpaired } = await pool.query(
    `SELECT coalesce(o.item_id, l.cause_key) AS item, o.item_id IS NOT NULL AS owned,
            l.gems AS spent, ri.price
     FROM (SELECT item_id FROM user_reward_items WHERE user_id = $1 AND source = 'PURCHASE') o
     FULL JOIN (SELECT cause_key, gems FROM reward_ledger WHERE user_id = $1 AND rule = 'PURCHASE') l
       ON l.cause_key = o.item_id
     LEFT JOIN reward_items ri ON ri.id = coalesce(o.item_id, l.cause_key)
     WHERE o.item_id IS NULL OR l.cause_key IS NULL OR l.gems <> -ri.price`,
    [userId],
  );
  for (const u of unpaired) {
    problems.push(
      `${label}: half-written purchase of ${u.item} (owned ${u.owned}, ledger gems ${u.spent ?? 'none'}, price ${u.price})`,
    );
  }
  const { rows: quizzes } = await pool.query(
    `SELECT coalesce(q.subject_key, l.cause_key) AS book, q.subject_key IS NOT NULL AS completed
     FROM (SELECT subject_key FROM quiz_completions
           WHERE user_id = $1 AND quiz_type = 'END_OF_BOOK' AND completed) q
     FULL JOIN (SELECT cause_key FROM reward_ledger WHERE user_id = $1 AND rule = 'QUIZ_COMPLETED') l
       ON l.cause_key = q.subject_key
     WHERE q.subject_key IS NULL OR l.cause_key IS NULL`,
    [userId],
  );
  for (const q of quizzes) {
    problems.push(
      `${label}: half-written quiz completion of book ${q.book} (${q.completed ? 'stored without its ledger row' : 'ledger row without the completion'})`,
    );
  }
  return { problems, gems, points, ledgerGems: b.ledger_gems, ledgerPoints: b.ledger_points };
}

const countStatus = (statuses, res) => {
  const key = res.status === 0 ? `error:${res.error}` : String(res.status);
  statuses[key] = (statuses[key] ?? 0) + 1;
};
const fiveXxOf = (statuses) =>
  Object.entries(statuses)
    .filter(([s]) => /^(5|error)/.test(s))
    .reduce((n, [, c]) => n + c, 0);

/** Correct answers of a book's end-of-book quiz (as the reader's quiz page sends them). */
async function quizAnswers(baseUrl, child, bookIdNumber) {
  const quiz = await mustCall(
    baseUrl,
    'GET',
    `/api/end-of-book/quizzes?bookIdNumber=${encodeURIComponent(bookIdNumber)}`,
    { token: child.token },
  );
  return quiz.quizzes.map((q) => ({
    quizId: q.contentId,
    answerId: q.quizAnswers.find((a) => a.correct).contentId,
    wrongAttempts: 0,
  }));
}

// ── 2. kill -9 during progress, purchase and quiz writes ────────────────────────────────────

/** The purchase and quiz writers spread their writes over this long (the scenario's usual length). */
const POST_WRITERS_SPREAD_MS = 12_000;
const pauseFor = (n) => Math.max(100, Math.round(POST_WRITERS_SPREAD_MS / Math.max(1, n)));
/** Quiz books per child the writers complete (the last 3 of each child stay for scenario 3). */
const QUIZ_BOOKS_PER_CHILD = 20;

/**
 * Writers through nginx while app1 gets `kill -9` at 2.5 s and is started again at 4.5 s
 * (writes go on for 2 s after it is ready and until it took some, at most 8 s more):
 *
 * - `clients` progress writers, each a demo child's device with its own books, PUT reading
 *   progress in a loop (page i, fraction i/100000, clientTimestamp base + i ms) and remember,
 *   per child and book, the last write answered 2xx;
 * - one buyer per child over 6 (the reward vault's age), given 1,000 gems first: buys every
 *   item of the vault, one after the other (a failed attempt is tried again; a 409 then means
 *   the lost attempt had been stored), and remembers the purchases answered 200;
 * - one quiz writer per child completes end-of-book quizzes (correct answers) book after book
 *   and remembers the completions answered 200.
 *
 * Afterwards, in PostgreSQL: every acknowledged progress write is there (the stored page is
 * that write's or a later one) and whole (position, page, fraction and client time of the same
 * write); every acknowledged purchase is stored (the item owned by purchase, its PURCHASE
 * ledger row of minus its price); every acknowledged quiz completion is stored, completed; and
 * for every child the reward invariants hold (balance == ledger, never negative, no purchase or
 * quiz completion without its ledger row or the other way round). PUTs never answer 5xx (nginx
 * retries them on the other instance); POSTs may, only those that reached the killed instance:
 * at most the POSTs in flight at the signal plus those sent until 100 ms after the process was
 * gone (nginx does not resend a POST it has sent, and notices the dead keep-alive connections a
 * moment after the exit).
 */
export async function killDuringWrites(cluster, { clients = 8, seconds = 8, log }) {
  const [victim] = cluster.instances;
  const baseUrl = cluster.nginx.baseUrl;
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
  // The vault's buyers and the quiz writers, prepared before the clock starts.
  const buyers = [];
  for (const child of children.filter((c) => c.age > 6)) {
    await giveGems(cluster.pool, child.id, 1000);
    const store = await mustCall(baseUrl, 'GET', '/api/exchange-store/items', {
      token: child.token,
    });
    buyers.push({ child, items: store.items.filter((i) => !i.owned) });
  }
  if (buyers.length === 0) throw new Error('No demo child over 6 (the reward vault’s age)');
  const quizWriters = [];
  for (const child of children) {
    const books = (await booksFor(cluster.pool, child, { withQuiz: true }))
      .slice(0, -3)
      .slice(0, QUIZ_BOOKS_PER_CHILD);
    const withAnswers = [];
    for (const b of books) {
      withAnswers.push({ ...b, answers: await quizAnswers(baseUrl, child, b.id_number) });
    }
    if (withAnswers.length > 0) quizWriters.push({ child, books: withAnswers });
  }
  if (quizWriters.length === 0) throw new Error('No demo child has a book with a quiz');

  const logFrom = cluster.nginx.readAccessLog().size;
  const base = Date.now() - 60_000;
  /** `${userId}/${bookId}` → last acknowledged i. */
  const acked = new Map();
  const statuses = {};
  const purchaseStatuses = {};
  const quizStatuses = {};
  const ackedPurchases = [];
  const ackedQuizzes = [];
  let storedWithoutAnswer = 0;
  let attempts = 0;
  let ackedWrites = 0;
  let postsInFlight = 0;
  let postsStarted = 0;
  let stop = false;
  const t0 = performance.now();
  let killAt = Infinity;
  let readyAt = Infinity;
  const phase = () => {
    const t = performance.now();
    return t < killAt ? 'beforeKill' : t < readyAt ? 'whileDown' : 'afterRestart';
  };

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
      const res = await call(baseUrl, 'PUT', `/api/books/${book.id}/progress`, {
        token: w.child.token,
        body,
      });
      countStatus(statuses, res);
      if (res.status >= 200 && res.status < 300) {
        ackedWrites++;
        acked.set(`${w.child.id}/${book.id}`, i);
      }
    }
  }

  /** One POST; a 5xx or network error is tried again (after a pause) until stopped. */
  async function post(path, child, body, tally) {
    for (;;) {
      postsInFlight++;
      postsStarted++;
      const res = await call(baseUrl, 'POST', path, { token: child.token, body });
      postsInFlight--;
      countStatus(tally, res);
      if ((res.status > 0 && res.status < 500) || stop) return res;
      await sleep(100);
    }
  }

  async function buyer(b) {
    for (const item of b.items) {
      if (stop) return;
      const at = phase();
      const res = await post(
        '/api/exchange-store/purchase',
        b.child,
        { storeEntityType: item.storeEntityType, id: item.id },
        purchaseStatuses,
      );
      if (res.status === 200) {
        ackedPurchases.push({ child: b.child, item, gems: res.json.gems, phase: at });
      } else if (res.status === 409 && /already/i.test(res.json?.message ?? '')) {
        // An earlier attempt of this purchase was stored, its answer lost with the instance.
        storedWithoutAnswer++;
      } else if (res.status > 0 && res.status < 500) {
        problems.push(`purchase of ${item.id} by ${b.child.name}: ${res.status} ${res.text}`);
      }
      await sleep(pauseFor(b.items.length));
    }
  }

  async function quizWriter(q) {
    for (const book of q.books) {
      if (stop) return;
      const at = phase();
      const res = await post(
        '/api/quiz-completion/complete/?quizType=END_OF_BOOK',
        q.child,
        { bookIdNumber: book.id_number, answers: book.answers, completed: true },
        quizStatuses,
      );
      if (res.status === 200 && res.json?.completed === true) {
        ackedQuizzes.push({ child: q.child, book, first: res.json.firstCompletion, phase: at });
      } else if (res.status > 0 && res.status < 500) {
        problems.push(`quiz of ${book.id_number} by ${q.child.name}: ${res.status} ${res.text}`);
      }
      await sleep(pauseFor(q.books.length));
    }
  }

  const running = [
    ...writers.map((w) => writer(w)),
    ...buyers.map((b) => buyer(b)),
    ...quizWriters.map((q) => quizWriter(q)),
  ];

  await sleep(2500);
  const attemptsAtKill = attempts;
  const postsInFlightAtKill = postsInFlight;
  const postsStartedAtKill = postsStarted;
  killAt = performance.now();
  await victim.kill('SIGKILL');
  // The process dies some milliseconds after the signal, and nginx notices its closed
  // keep-alive connections a moment later: a POST sent to it until then fails too (nginx never
  // resends a POST it has sent). Those count as in flight on the killed instance.
  await sleep(100);
  const postsOnDyingInstance = postsInFlightAtKill + postsStarted - postsStartedAtKill;
  log(
    `  ${victim.name} kill -9 at ${since(t0)} ms after ${attemptsAtKill} progress writes, ${ackedPurchases.length} purchases, ${ackedQuizzes.length} quiz completions (${postsInFlightAtKill} POSTs in flight, ${postsOnDyingInstance} until it was gone)`,
  );
  await sleep(Math.max(0, 4500 - since(t0)));
  const startupMs = await victim.start();
  readyAt = performance.now();
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
  const entries = cluster.nginx.readAccessLog(logFrom).entries;
  const puts = entries.filter((e) => e.method === 'PUT' && e.uri.endsWith('/progress'));
  const retried = entries.filter((e) => e.upstreams.length > 1).length;
  const byVictimAfterRestart = takenByVictim(puts);
  const postsOnRestarted = entries.filter(
    (e) =>
      e.method === 'POST' &&
      e.at >= readyAtEpoch &&
      e.status === 200 &&
      e.upstreams.at(-1) === victimAddr,
  ).length;
  if (byVictimAfterRestart === 0) problems.push(`the restarted ${victim.name} took no write`);

  // Progress: every acknowledged write stored, whole.
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

  // Purchases: every acknowledged one stored, with its ledger row.
  let purchasesFound = 0;
  for (const p of ackedPurchases) {
    const { rows } = await cluster.pool.query(
      `SELECT (SELECT source FROM user_reward_items WHERE user_id = $1 AND item_id = $2) AS source,
              (SELECT gems FROM reward_ledger
               WHERE user_id = $1 AND rule = 'PURCHASE' AND cause_key = $2) AS spent`,
      [p.child.id, p.item.id],
    );
    if (rows[0].source === 'PURCHASE' && rows[0].spent === -p.item.price) purchasesFound++;
    else {
      problems.push(
        `acknowledged purchase lost: ${p.child.name} ${p.item.id} (owned by ${rows[0].source ?? 'nothing'}, ledger gems ${rows[0].spent ?? 'none'})`,
      );
    }
  }
  // Quiz completions: every acknowledged one stored, completed.
  let quizzesFound = 0;
  for (const q of ackedQuizzes) {
    const { rows } = await cluster.pool.query(
      `SELECT completed FROM quiz_completions
       WHERE user_id = $1 AND quiz_type = 'END_OF_BOOK' AND subject_key = $2`,
      [q.child.id, q.book.id],
    );
    if (rows[0]?.completed === true) quizzesFound++;
    else problems.push(`acknowledged quiz completion lost: ${q.child.name} book ${q.book.id}`);
  }
  // Balance == ledger, never negative, nothing half-written, for every child.
  const balances = {};
  for (const child of children) {
    const inv = await rewardInvariants(cluster.pool, child.id, child.name);
    problems.push(...inv.problems);
    balances[child.name] = { gems: inv.gems, ledgerGems: inv.ledgerGems, points: inv.points };
  }

  const putFiveXx = fiveXxOf(statuses);
  if (putFiveXx > 0)
    problems.push(`${putFiveXx} progress writes failed: ${JSON.stringify(statuses)}`);
  const postFiveXx = fiveXxOf(purchaseStatuses) + fiveXxOf(quizStatuses);
  if (postFiveXx > postsOnDyingInstance) {
    problems.push(
      `${postFiveXx} purchases / quiz completions failed (5xx or no answer), more than the ${postsOnDyingInstance} sent before the killed instance was gone`,
    );
  }
  if (acked.size === 0) problems.push('no progress write was acknowledged');
  const inPhase = (list, p) => list.filter((x) => x.phase === p).length;
  if (inPhase(ackedPurchases, 'afterRestart') + inPhase(ackedQuizzes, 'afterRestart') === 0) {
    problems.push('no purchase or quiz completion was acknowledged after the restart');
  }
  if (ackedPurchases.length === 0) problems.push('no purchase was acknowledged');
  if (ackedQuizzes.length === 0) problems.push('no quiz completion was acknowledged');

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
      purchases: {
        buyers: buyers.length,
        statuses: purchaseStatuses,
        acknowledged: ackedPurchases.length,
        found: purchasesFound,
        acknowledgedWhileDown: inPhase(ackedPurchases, 'whileDown'),
        acknowledgedAfterRestart: inPhase(ackedPurchases, 'afterRestart'),
        storedWithoutAnswer,
      },
      quizzes: {
        writers: quizWriters.length,
        statuses: quizStatuses,
        acknowledged: ackedQuizzes.length,
        found: quizzesFound,
        firstCompletions: ackedQuizzes.filter((q) => q.first).length,
        acknowledgedAfterRestart: inPhase(ackedQuizzes, 'afterRestart'),
      },
      postsInFlightAtKill,
      postsUntilGone: postsOnDyingInstance,
      postsFailed: postFiveXx,
      balances,
      retriedByNginx: retried,
      restartedReadyMs: Math.round(startupMs),
      writesOnRestartedInstance: byVictimAfterRestart,
      postsOnRestartedInstance: postsOnRestarted,
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

// ── 3b. parallel purchases across both instances ───────────────────────────────────────────

/**
 * A new child of the demo parent (age 10: the vault is open), signed in through the parent's
 * profile switch, and `n` + 1 items of the vault added to the throwaway database's catalogue at
 * the same `price` (copies of a sticker's picture), so the count of what may succeed is exact.
 *
 * Round 1: the child holds gems for exactly `affordable` of them and buys the `n` different
 * items at once, sent alternately straight to app1 and app2. Exactly `affordable` purchases
 * answer 200, each with a different balance (affordable - 1 … 0 times the price); the other
 * ones 409 "You need more gems"; the balance ends at 0.
 * Round 2: the child gets gems for 3 more and buys one item `n` times at once: exactly one 200,
 * the others 409 "You already have this one"; the balance ends at 2 prices.
 * Then: exactly the items answered 200 are owned (by purchase), each with its one PURCHASE
 * ledger row of minus the price, nothing the answers refused; balance == ledger, never negative.
 */
export async function parallelPurchases(cluster, { n = 50, affordable = 20, price = 10 }) {
  const problems = [];
  const pool = cluster.pool;
  const run = crypto.randomBytes(3).toString('hex');
  const {
    rows: [child],
  } = await pool.query(
    `INSERT INTO users (role, name, parent_id, birth_year)
     SELECT 'CHILD', $1, id, $2 FROM users WHERE email = $3 RETURNING id, name`,
    [`Buyer ${run}`, new Date().getUTCFullYear() - 10, DEMO_PARENTS[0].email],
  );
  const { token: parentToken } = await mustCall(cluster.nginx.baseUrl, 'POST', '/api/login', {
    body: DEMO_PARENTS[0],
  });
  const { token } = await mustCall(cluster.nginx.baseUrl, 'POST', `/api/profile/${child.id}`, {
    token: parentToken,
  });
  const ids = Array.from({ length: n }, (_, k) => `rel-race-${run}-${String(k).padStart(2, '0')}`);
  const sameId = `rel-same-${run}`;
  await pool.query(
    `INSERT INTO reward_items (id, entity_type, name, art, price, position, status)
     SELECT x.id, 'STICKER', 'Race ' || x.n, s.art, $2, 10000 + x.n, 'ACTIVE'
     FROM unnest($1::text[]) WITH ORDINALITY AS x(id, n),
          (SELECT art FROM reward_items WHERE entity_type = 'STICKER' ORDER BY id LIMIT 1) s`,
    [[...ids, sameId], price],
  );
  const [a1, a2] = cluster.instances;
  const target = (k) => (k % 2 === 0 ? a1 : a2).baseUrl;
  const buy = (id, k) =>
    call(target(k), 'POST', '/api/exchange-store/purchase', {
      token,
      body: { storeEntityType: 'STICKER', id },
    });
  const tally = (results) => {
    const out = { ok: 0, notEnoughGems: 0, alreadyOwned: 0, other: {} };
    for (const r of results) {
      if (r.status === 200) out.ok++;
      else if (r.status === 409 && /more gems/i.test(r.json?.message ?? '')) out.notEnoughGems++;
      else if (r.status === 409 && /already/i.test(r.json?.message ?? '')) out.alreadyOwned++;
      else out.other[r.status || r.error] = (out.other[r.status || r.error] ?? 0) + 1;
    }
    return out;
  };

  // Round 1: n different items, gems for `affordable`.
  await giveGems(pool, child.id, affordable * price);
  const first = await Promise.all(ids.map((id, k) => buy(id, k)));
  const round1 = tally(first);
  const bought = ids.filter((_, k) => first[k].status === 200);
  const balances = first
    .filter((r) => r.status === 200)
    .map((r) => r.json.gems)
    .sort((x, y) => y - x);
  const expectedBalances = Array.from(
    { length: affordable },
    (_, k) => (affordable - 1 - k) * price,
  );
  if (round1.ok !== affordable || round1.notEnoughGems !== n - affordable) {
    problems.push(
      `${n} different items with gems for ${affordable}: ${JSON.stringify(round1)} (expected ${affordable} × 200, ${n - affordable} × 409 not enough gems)`,
    );
  }
  if (JSON.stringify(balances) !== JSON.stringify(expectedBalances)) {
    problems.push(`balances answered by the purchases: ${balances.join(', ')}`);
  }
  const afterRound1 = await rewardInvariants(pool, child.id, 'after round 1');
  problems.push(...afterRound1.problems);
  if (afterRound1.gems !== 0)
    problems.push(`after round 1 the balance is ${afterRound1.gems}, not 0`);

  // Round 2: one item n times, gems for 3.
  await giveGems(pool, child.id, 3 * price);
  const second = await Promise.all(ids.map((_, k) => buy(sameId, k)));
  const round2 = tally(second);
  if (round2.ok !== 1 || round2.alreadyOwned !== n - 1) {
    problems.push(
      `one item ${n} times: ${JSON.stringify(round2)} (expected 1 × 200, ${n - 1} × 409 already owned)`,
    );
  }

  // The database: exactly what was answered 200, each once.
  const { rows: owned } = await pool.query(
    `SELECT item_id, source FROM user_reward_items WHERE user_id = $1 AND item_id LIKE 'rel-%'`,
    [child.id],
  );
  const { rows: ledger } = await pool.query(
    `SELECT cause_key, count(*)::int AS n, sum(gems)::int AS gems FROM reward_ledger
     WHERE user_id = $1 AND rule = 'PURCHASE' GROUP BY cause_key`,
    [child.id],
  );
  const expectedOwned = new Set([...bought, ...(round2.ok === 1 ? [sameId] : [])]);
  const ownedIds = new Set(owned.map((o) => o.item_id));
  const extra = [...ownedIds].filter((id) => !expectedOwned.has(id));
  const missing = [...expectedOwned].filter((id) => !ownedIds.has(id));
  if (extra.length > 0) problems.push(`owned without a 200: ${extra.join(', ')}`);
  if (missing.length > 0) problems.push(`answered 200 but not owned: ${missing.join(', ')}`);
  if (owned.some((o) => o.source !== 'PURCHASE')) problems.push('an item owned not by purchase');
  const badLedger = ledger.filter((l) => l.n !== 1 || l.gems !== -price);
  if (ledger.length !== expectedOwned.size || badLedger.length > 0) {
    problems.push(
      `PURCHASE ledger rows: ${ledger.length} items for ${expectedOwned.size} purchases ${JSON.stringify(badLedger)}`,
    );
  }
  const end = await rewardInvariants(pool, child.id, 'at the end');
  problems.push(...end.problems);
  if (end.gems !== 2 * price) problems.push(`the balance ends at ${end.gems}, not ${2 * price}`);

  return {
    ok: problems.length === 0,
    problems,
    figures: {
      parallel: n,
      price,
      differentItems: { giftedGems: affordable * price, expectedOk: affordable, ...round1 },
      sameItem: { giftedGems: 3 * price, expectedOk: 1, ...round2 },
      db: {
        owned: ownedIds.size,
        purchaseLedgerRows: ledger.reduce((k, l) => k + l.n, 0),
        gems: end.gems,
        ledgerGems: end.ledgerGems,
      },
    },
  };
}
