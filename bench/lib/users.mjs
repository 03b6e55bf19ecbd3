import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

export const BENCH_PARENT = { email: 'bench-parent@example.test', password: 'bench-pass-1' };

/**
 * The profiles requests are spread over, with their share of the traffic. Children of different
 * ages see different books (and so do not share cached search results); the 9-year-old also has
 * books hidden from it. The parent sees the whole CONSUMER catalogue.
 */
export const PROFILES = [
  { name: 'Benny', age: 9, weight: 40, hidden: 25 },
  { name: 'Ada', age: 6, weight: 25, hidden: 0 },
  { name: 'Omar', age: 12, weight: 25, hidden: 0 },
  { name: 'parent', age: null, weight: 10, hidden: 0 },
];

/**
 * Creates the bench family (a PARENT and three CHILD profiles aged 6, 9 and 12, with interests)
 * with the server's own password hashing (apps/server/src/lib/passwords.ts, argon2id), and gives
 * the children hidden books, favourites and reading progress so the per-profile parts of the
 * queries have work to do. Returns the user id per profile name.
 */
export async function createBenchUsers(client, repoRoot) {
  const passwords = await tsImport(
    pathToFileURL(path.join(repoRoot, 'apps/server/src/lib/passwords.ts')).href,
    import.meta.url,
  );
  const hash = await passwords.hashSecret(BENCH_PARENT.password);
  const year = new Date().getUTCFullYear();
  const {
    rows: [parent],
  } = await client.query(
    `INSERT INTO users (role, email, name, surname, password_hash)
     VALUES ('PARENT', $1, 'Bench', 'Parent', $2) RETURNING id`,
    [BENCH_PARENT.email, hash],
  );
  // A family that pays (the 418 subscription rule of the families issue would refuse it).
  await client.query(
    `INSERT INTO subscriptions (user_id, price_id, status, current_period_start, current_period_end)
     VALUES ($1, 'price_monthly', 'ACTIVE', now() - interval '1 day', now() + interval '1 year')`,
    [parent.id],
  );
  const ids = { parent: parent.id };
  for (const [i, p] of PROFILES.entries()) {
    if (p.age === null) continue;
    const {
      rows: [child],
    } = await client.query(
      `INSERT INTO users (role, name, parent_id, birth_year, interests, created_at)
       VALUES ('CHILD', $1, $2, $3, ARRAY['dinosaurs', 'space', 'animals'], now() + $4 * interval '1 ms')
       RETURNING id`,
      [p.name, parent.id, year - p.age, i],
    );
    ids[p.name] = child.id;
    // Per-profile state, drawn deterministically from the catalogue.
    await client.query(
      `INSERT INTO hidden_books (book_id, user_id, hidden_by_id)
       SELECT id, $1, $2 FROM books WHERE id_number LIKE '%37' ORDER BY id_number LIMIT $3`,
      [child.id, parent.id, p.hidden],
    );
    await client.query(
      `INSERT INTO favorites (user_id, book_id)
       SELECT $1, id FROM books WHERE id_number LIKE $2 ORDER BY id_number LIMIT 40`,
      [child.id, `%1${i}`],
    );
    await client.query(
      `INSERT INTO reading_progress (user_id, book_id, status, fraction, completed_at)
       SELECT $1, id, CASE WHEN n % 3 = 0 THEN 'COMPLETED' ELSE 'STARTED' END::reading_status,
              CASE WHEN n % 3 = 0 THEN 1 ELSE 0.4 END,
              CASE WHEN n % 3 = 0 THEN now() END
       FROM (SELECT id, row_number() OVER (ORDER BY id_number) AS n FROM books
             WHERE id_number LIKE $2 ORDER BY id_number LIMIT 60) AS x`,
      [child.id, `%2${i}`],
    );
  }
  return ids;
}

async function postJson(url, body, token) {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`POST ${url} answered ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/**
 * Signs in as the parent (POST /api/login) and picks each child (POST /api/profile/{id}).
 * Returns the bearer token per profile name.
 */
export async function signIn(baseUrl, userIds) {
  const parent = await postJson(`${baseUrl}/api/login`, {
    email: BENCH_PARENT.email,
    password: BENCH_PARENT.password,
  });
  const tokens = { parent: parent.token };
  for (const p of PROFILES) {
    if (p.age === null) continue;
    const child = await postJson(
      `${baseUrl}/api/profile/${userIds[p.name]}`,
      undefined,
      parent.token,
    );
    tokens[p.name] = child.token;
  }
  return tokens;
}

/**
 * Ids of the books a profile may open: active, for consumers, sold worldwide or in the US (the
 * server's default country), not hidden from it and, for a child, suitable for its age.
 */
export async function visibleBookIds(client, userId, age) {
  const { rows } = await client.query(
    `SELECT b.id FROM books b
     WHERE b.status = 'ACTIVE' AND b.sales_territories && ARRAY['WORLD', 'US']
       AND 'CONSUMER' = ANY (b.user_segments)
       AND ($2::int IS NULL OR (b.age_min <= $2 AND b.age_max >= $2))
       AND NOT EXISTS (SELECT 1 FROM hidden_books h WHERE h.book_id = b.id AND h.user_id = $1)`,
    [userId, age],
  );
  return rows.map((r) => r.id);
}
