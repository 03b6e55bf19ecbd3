import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  AppErrorCode,
  MESSAGES,
  PROFILE_MESSAGES,
  type Child,
  type ChildExport,
  type OnboardingData,
} from '@pagebird/contract';
import {
  favorites,
  hiddenBooks,
  quizCompletions,
  rewardBalances,
  rewardLedger,
  searchActivities,
  userCollectionAssignments,
  userCollectionItems,
  userCollections,
} from '../../db/schema/index.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/app.ts';
import { childToken, createFamily, loginAs } from '../../test/factories.ts';
import {
  createBook,
  createInterestArea,
  setReadingProgress,
} from '../../test/catalogue-factories.ts';
import { createRewardItem, giveItems, readOn } from '../../test/rewards-factories.ts';
import { gatedParentToken } from '../auth/auth.test-helpers.ts';

/** Child profiles (issue 11 item 5) and a child's export and deletion (item 9), real PostgreSQL. */

let t: TestApp;
let starter: string;
let bookId: string;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await createInterestArea(db, { id: 'space', name: 'Space', position: 1 });
  await createInterestArea(db, { id: 'animals', name: 'Animals', position: 2 });
  starter = (await createRewardItem(db, { entityType: 'AVATAR', starter: true, price: null })).id;
  bookId = (await createBook(db, { title: 'Moon <Trip> & Stars' })).id;
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT';
const call = (token: string, method: Method, url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function family(names: string[] = ['Mia']) {
  const f = await createFamily(t.database.db, names);
  return { ...f, token: await gatedParentToken(t.app, f.parent) };
}

const create = (token: string, body: Record<string, unknown>) =>
  call(token, 'POST', '/api/users/child', body);

describe('GET /api/users/child/onboarding-data', () => {
  it('offers ages 2–14, grades, reading level systems, starter avatars and interests', async () => {
    const { token } = await family([]);
    const res = await call(token, 'GET', '/api/users/child/onboarding-data');
    expect(res.statusCode).toBe(200);
    const data = json<OnboardingData>(res);
    expect(data.ages.map((a) => a.id)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(data.grades[0]).toEqual({ id: 1, name: 'Pre-K' });
    expect(data.readingLevelSystems.map((s) => s.name)).toEqual([
      'Lexile',
      'Guided Reading',
      'ATOS',
      'DRA',
      'Grade Level',
    ]);
    expect(data.avatars.map((a) => a.id)).toContain(starter);
    expect(data.interests.map((i) => i.id)).toEqual(['space', 'animals']);
    expect(data.childCount).toBe(0);
  });
});

describe('POST /api/users/child', () => {
  it("creates a profile with the spec's text, the name capitalised", async () => {
    const { token, parent } = await family([]);
    const res = await create(token, {
      name: 'ava',
      ageId: 7,
      gradeId: 4,
      avatarId: starter,
      interests: ['space'],
      readingLevelHistory: [
        { dateTaken: '2025-09-01', readingLevelSystem: 'LEXILE', readingLevelValue: '450l' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const body = json<{ child: Child; message: string }>(res);
    expect(body.message).toBe("Ava's profile was created.");
    expect(body.child).toMatchObject({
      name: 'ava',
      ageId: 7,
      gradeId: 4,
      interests: ['space'],
      avatarSettings: { avatar: { id: starter } },
    });
    expect(body.child.readingLevelHistory[0]).toMatchObject({
      readingLevelSystem: 'LEXILE',
      readingLevelValue: '450L',
    });
    expect(body.child.currentApproximateReadingLevel).toBeGreaterThan(1);
    expect(body.child.currentApproximateReadingLevel).toBeLessThan(2);
    // The new profile is one of the family's profiles at once.
    const kid = await childToken(t.app, parent, body.child.id);
    expect(kid.childToken).toBeTruthy();
  });

  it('refuses ages outside 2–14, an empty name, a bad grade, level or date, with field texts', async () => {
    const { token } = await family([]);
    const bad = async (body: Record<string, unknown>, field: string, message: string) => {
      const res = await create(token, { name: 'Zoe', ageId: 6, ...body });
      expect(res.statusCode).toBe(400);
      expect(json<{ fields: Record<string, string> }>(res).fields[field]).toBe(message);
    };
    await bad({ ageId: 1 }, 'ageId', PROFILE_MESSAGES.ageRange);
    await bad({ ageId: 15 }, 'ageId', PROFILE_MESSAGES.ageRange);
    await bad({ name: '  ' }, 'name', PROFILE_MESSAGES.nameRequired);
    await bad({ gradeId: 99 }, 'gradeId', PROFILE_MESSAGES.gradeUnknown);
    await bad(
      {
        readingLevelHistory: [
          { dateTaken: '2025-01-01', readingLevelSystem: 'GUIDED_READING', readingLevelValue: '7' },
        ],
      },
      'readingLevelHistory.0.readingLevelValue',
      PROFILE_MESSAGES.levelInvalid,
    );
    const tomorrow = new Date(t.clock.now().getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
    await bad(
      {
        readingLevelHistory: [
          { dateTaken: tomorrow, readingLevelSystem: 'ATOS', readingLevelValue: '2.5' },
        ],
      },
      'readingLevelHistory.0.dateTaken',
      MESSAGES.dateInFuture,
    );
    await bad({ avatarId: 'not-an-avatar' }, 'avatarId', PROFILE_MESSAGES.avatarUnknown);
    await bad({ interests: ['nope'] }, 'interests', 'Please choose interests from the list.');
  });
});

describe('PATCH /api/users/child/{id}', () => {
  it('saves an edit ("Profile edit saved.") and assessments ("Reading Level Assessments updated.")', async () => {
    const { token, children } = await family(['Mia']);
    const id = children[0]!.id;
    const edit = await call(token, 'PATCH', `/api/users/child/${id}`, {
      name: 'Mia',
      ageId: 9,
      gradeId: 5,
      interests: ['animals'],
    });
    expect(edit.statusCode).toBe(200);
    expect(json<{ message: string }>(edit).message).toBe('Profile edit saved.');
    expect(json<{ child: Child }>(edit).child).toMatchObject({ ageId: 9, gradeId: 5 });

    const first = await call(token, 'PATCH', `/api/users/child/${id}`, {
      readingLevelHistory: [
        { dateTaken: '2025-02-01', readingLevelSystem: 'GUIDED_READING', readingLevelValue: 'k' },
        { dateTaken: '2025-06-01', readingLevelSystem: 'ATOS', readingLevelValue: '3.4' },
      ],
    });
    expect(json<{ message: string }>(first).message).toBe('Reading Level Assessments updated.');
    const history = json<{ child: Child }>(first).child.readingLevelHistory;
    expect(history.map((h) => [h.readingLevelValue, h.approximateReadingLevel])).toEqual([
      ['K', 2],
      ['3.4', 3.4],
    ]);
    expect(json<{ child: Child }>(first).child.currentApproximateReadingLevel).toBe(3.4);

    // Edit one entry (kept by id), drop the other, add a new one.
    const second = await call(token, 'PATCH', `/api/users/child/${id}`, {
      readingLevelHistory: [
        {
          id: history[1]!.id,
          dateTaken: '2025-06-01',
          readingLevelSystem: 'ATOS',
          readingLevelValue: '3.6',
        },
        { dateTaken: '2025-10-01', readingLevelSystem: 'DRA', readingLevelValue: '40' },
      ],
    });
    const after = json<{ child: Child }>(second).child.readingLevelHistory;
    expect(after).toHaveLength(2);
    expect(after[0]).toMatchObject({ id: history[1]!.id, readingLevelValue: '3.6' });
    expect(after[1]).toMatchObject({ readingLevelSystem: 'DRA', approximateReadingLevel: 4 });
  });
});

describe('DELETE one or many', () => {
  it("deletes one with the spec's text, and several at once", async () => {
    const { token, children } = await family(['mia', 'Leo', 'Ava']);
    const one = await call(token, 'DELETE', `/api/users/child/${children[0]!.id}`);
    expect(one.statusCode).toBe(200);
    expect(json(one)).toEqual({ deletedIds: [children[0]!.id], message: "Mia's profile deleted." });
    const many = await call(token, 'POST', '/api/users/children/delete', {
      childIds: [children[1]!.id, children[2]!.id],
    });
    expect(json(many)).toMatchObject({ message: '2 profiles deleted.' });
    const list = json<{ children: Child[] }>(await call(token, 'GET', '/api/users/children'));
    expect(list.children).toEqual([]);
  });
});

describe("another family's children", () => {
  it('every route refuses them (404) and changes nothing', async () => {
    const mine = await family(['Mia']);
    const theirs = await family(['Zed']);
    const zed = theirs.children[0]!.id;
    const tries = [
      call(mine.token, 'GET', `/api/users/child/${zed}`),
      call(mine.token, 'PATCH', `/api/users/child/${zed}`, { name: 'Hacked' }),
      call(mine.token, 'PATCH', `/api/users/child/${zed}`, { readingLevelHistory: [] }),
      call(mine.token, 'DELETE', `/api/users/child/${zed}`),
      call(mine.token, 'POST', '/api/users/children/delete', {
        childIds: [mine.children[0]!.id, zed],
      }),
      call(mine.token, 'GET', `/api/users/child/${zed}/export`),
      call(mine.token, 'GET', `/api/users/child/${zed}/export.html`),
    ];
    for (const res of await Promise.all(tries)) {
      expect(res.statusCode).toBe(404);
      expect(json(res)).toMatchObject({ code: AppErrorCode.NOT_FOUND });
    }
    const list = json<{ children: Child[] }>(
      await call(theirs.token, 'GET', '/api/users/children'),
    );
    expect(list.children.map((c) => c.name)).toEqual(['Zed']);
    // All or none: the caller's own child in the mixed request was not deleted either.
    const own = json<{ children: Child[] }>(await call(mine.token, 'GET', '/api/users/children'));
    expect(own.children.map((c) => c.name)).toEqual(['Mia']);
    // Their list shows only their children.
    expect(own.children.some((c) => c.id === zed)).toBe(false);
  });

  it('needs the parent gate on every route', async () => {
    const { parent, children } = await createFamily(t.database.db, ['Mia']);
    const plain = await loginAs(t.app, parent.email!, parent.password);
    const id = children[0]!.id;
    const tries = [
      call(plain, 'GET', '/api/users/child/onboarding-data'),
      call(plain, 'GET', '/api/users/children'),
      call(plain, 'GET', `/api/users/child/${id}`),
      call(plain, 'POST', '/api/users/child', { name: 'Leo', ageId: 5 }),
      call(plain, 'PATCH', `/api/users/child/${id}`, { name: 'X' }),
      call(plain, 'DELETE', `/api/users/child/${id}`),
      call(plain, 'POST', '/api/users/children/delete', { childIds: [id] }),
      call(plain, 'GET', `/api/users/child/${id}/export`),
      call(plain, 'GET', `/api/users/child/${id}/export.html`),
    ];
    for (const res of await Promise.all(tries)) {
      expect(res.statusCode).toBe(403);
      expect(json(res)).toMatchObject({ code: AppErrorCode.PARENT_GATE_REQUIRED });
    }
  });
});

/** Fill every kind of data the app keeps about a child. */
async function recordEverything(childId: string, parentId: string) {
  const db = t.database.db;
  await setReadingProgress(db, childId, bookId, 'COMPLETED');
  await readOn(db, childId, bookId, new Date(t.clock.now().getTime() - 3_600_000), 12);
  await db.insert(favorites).values({ userId: childId, bookId });
  const [col] = await db
    .insert(userCollections)
    .values({ ownerId: childId, title: `Mine ${randomUUID().slice(0, 6)}` })
    .returning();
  await db.insert(userCollectionItems).values({ collectionId: col!.id, bookId });
  const [parentCol] = await db
    .insert(userCollections)
    .values({ ownerId: parentId, title: `For kids ${randomUUID().slice(0, 6)}` })
    .returning();
  await db
    .insert(userCollectionAssignments)
    .values({ collectionId: parentCol!.id, type: 'USER', targetId: childId });
  await db.insert(hiddenBooks).values({ bookId, userId: childId, hiddenById: parentId });
  await db.insert(quizCompletions).values({
    userId: childId,
    quizType: 'END_OF_BOOK',
    subjectKey: bookId,
    correct: 3,
    total: 4,
    stars: 2,
    completed: true,
    completedAt: t.clock.now(),
  });
  await db.insert(rewardBalances).values({ userId: childId, points: 120, gems: 7, level: 2 });
  await db.insert(rewardLedger).values({
    userId: childId,
    rule: 'BOOK_FINISHED',
    causeKey: bookId,
    kind: 'BOOK_FINISHED',
    subject: 'Moon <Trip> & Stars',
    points: 100,
  });
  await giveItems(db, childId, [(await createRewardItem(db, { entityType: 'STICKER' })).id]);
  await db
    .insert(searchActivities)
    .values({ userId: childId, kind: 'VISUAL', interestId: 'space' });
  // Tables of features that may or may not exist yet in this schema (insights' look-ups and
  // shared books): filled when present.
  const has = async (table: string) =>
    (
      await db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = ${table}`,
      )
    ).rows[0]!.n > 0;
  if (await has('word_lookups')) {
    await db.execute(
      sql`INSERT INTO word_lookups (user_id, word) VALUES (${childId}, 'moon'), (${childId}, 'moon'), (${childId}, 'star')`,
    );
  }
  if (await has('shared_books')) {
    await db.execute(
      sql`INSERT INTO shared_books (child_id, book_id, shared_by_id) VALUES (${childId}, ${bookId}, ${parentId})`,
    );
  }
  // Tables added after the first version of this walk (ledger, companion, discovery, badges,
  // collections hidden from a profile): filled directly so the walk sees their rows go too.
  const batch = randomUUID();
  await db.execute(
    sql`INSERT INTO ledger_batches (batch_id, user_id, event_count) VALUES (${batch}, ${childId}, 1)`,
  );
  await db.execute(sql`
    INSERT INTO ledger_events (batch_id, user_id, event_type, record_id, content_id, client_at,
      timezone_name, timezone_offset, platform, device, os, app_version)
    VALUES (${batch}, ${childId}, 'CONTENT_IMPRESSION', ${randomUUID()}, ${bookId}, now(),
      'UTC', 0, 'WEB', 'DESKTOP', 'LINUX', '1.0.0')`);
  await db.execute(sql`
    INSERT INTO ledger_daily (user_id, time_zone, day, seconds_read, reading_sessions,
      active_sessions, page_views, impressions)
    VALUES (${childId}, 'UTC', '2025-03-01', 720, 1, 1, 3, 1)`);
  await db.execute(
    sql`INSERT INTO companion_daily_usage (user_id, day, questions) VALUES (${childId}, '2025-03-01', 2)`,
  );
  const zone = await db.execute<{ id: string }>(sql`
    INSERT INTO discovery_zones (title, short_title, age_min, age_max, colours)
    VALUES ('Space', 'Space', 4, 10, '{}'::jsonb) RETURNING id`);
  await db.execute(
    sql`INSERT INTO discovery_visits (user_id, zone_id) VALUES (${childId}, ${zone.rows[0]!.id})`,
  );
  const badge = `badge-${randomUUID().slice(0, 8)}`;
  await db.execute(sql`
    INSERT INTO badges (id, name, description, criteria, art)
    VALUES (${badge}, 'Reader', 'Read a book', '{"kind":"BOOKS_FINISHED","target":1}'::jsonb, '{}'::jsonb)`);
  await db.execute(sql`INSERT INTO user_badges (user_id, badge_id) VALUES (${childId}, ${badge})`);
  await db.execute(sql`
    INSERT INTO hidden_collections (collection_id, student_id, hidden_by_id)
    VALUES (${parentCol!.id}, ${childId}, ${parentId})`);
}

/** Every uuid column of every table of the schema, from information_schema. */
async function uuidColumns() {
  const res = await t.database.db.execute<{ table_name: string; column_name: string }>(sql`
    SELECT c.table_name, c.column_name FROM information_schema.columns c
    JOIN information_schema.tables tb ON tb.table_name = c.table_name AND tb.table_schema = c.table_schema
    WHERE c.table_schema = current_schema() AND c.data_type = 'uuid' AND tb.table_type = 'BASE TABLE'`);
  return res.rows;
}

/** Every column with a foreign key to users.id, from information_schema. */
async function userForeignKeys() {
  const res = await t.database.db.execute<{ table_name: string; column_name: string }>(sql`
    SELECT DISTINCT kcu.table_name, kcu.column_name
    FROM information_schema.table_constraints tc
    JOIN information_schema.key_column_usage kcu
      ON kcu.constraint_name = tc.constraint_name AND kcu.table_schema = tc.table_schema
    JOIN information_schema.constraint_column_usage ccu
      ON ccu.constraint_name = tc.constraint_name AND ccu.table_schema = tc.table_schema
    WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_schema = current_schema()
      AND ccu.table_name = 'users' AND ccu.column_name = 'id'`);
  return res.rows;
}

async function rowsNaming(id: string, cols: Array<{ table_name: string; column_name: string }>) {
  const found: Record<string, number> = {};
  for (const c of cols) {
    const res = await t.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(c.table_name)} WHERE ${sql.identifier(c.column_name)} = ${id}`,
    );
    if (res.rows[0]!.n > 0) found[`${c.table_name}.${c.column_name}`] = res.rows[0]!.n;
  }
  return found;
}

/**
 * Foreign keys into a child's rows (users, or any table whose rows go with a user) that keep their
 * row and set the column to NULL when the referenced row goes, and why that row must outlive it.
 * Every other such foreign key must be ON DELETE CASCADE.
 */
const SET_NULL: Record<string, string> = {
  'admin_audit_log.actor_id':
    'the audit log outlives the admin who acted (actors are admins, never child profiles)',
  'admin_book_extras.uploaded_by_id':
    'an uploaded book file stays in the catalogue when its uploader (an admin) goes',
  'schools.created_by_id': 'a school stays for its other educators when the one who added it goes',
  'reading_activity.session_id':
    'activity outlives the reading session it was part of (it goes with its own user_id)',
  'sessions.parent_session_id':
    'a sign-in session outlives the session it was opened from (it goes with its own user_id)',
};

/**
 * Columns with a foreign key to users that can never name a child profile, and why; the walk
 * below fills every OTHER one for the child and proves its rows are gone after the delete.
 */
const NEVER_A_CHILD: Record<string, string> = {
  'account_preferences.user_id': 'account settings are the parent account’s',
  'admin_audit_log.actor_id': 'actors are admins',
  'admin_book_extras.uploaded_by_id': 'uploaders are admins',
  'admin_user_states.user_id': 'admins set the state of admin, parent and teacher accounts only',
  'book_assignments.assigned_by_id': 'assigned by teachers',
  'book_assignments.student_id': 'class students, not family profiles',
  'classroom_students.student_id': 'class students, not family profiles',
  'classrooms.teacher_id': 'teachers',
  'digest_preferences.parent_id': 'the parent’s digest opt-in',
  'digest_sends.parent_id': 'digests are sent to parents',
  'discount_redemptions.user_id': 'promo codes are redeemed by parents at sign-up',
  'educator_schools.educator_id': 'educators',
  'feedback.user_id': 'feedback is sent by grown-ups only (FEEDBACK_ROLES)',
  'feedback_challenges.user_id': 'feedback is sent by grown-ups only (FEEDBACK_ROLES)',
  'hidden_books.hidden_by_id': 'a parent or teacher hides books',
  'hidden_collections.hidden_by_id': 'a parent or teacher hides collections',
  'password_reset_tokens.user_id': 'child profiles have no email and no password',
  'schools.created_by_id': 'schools are added by educators',
  'shared_books.shared_by_id': 'a parent shares books',
  'subscriptions.user_id': 'the parent pays',
  'users.parent_id': 'a child profile has no profiles of its own',
};

/**
 * uuid columns (and uuid[] columns) with no foreign key, other than a table's own single-column
 * primary key, and whether they can hold a child id. Those that can are filled by the fixture,
 * and the delete path must clear them (no foreign key will).
 */
const LOOSE_UUIDS: Record<string, { child: boolean; why: string }> = {
  'user_collection_assignments.target_id': {
    child: true,
    why: 'a USER assignment names a profile; deleteChildren removes those rows',
  },
  'ledger_events.record_id': { child: false, why: "the event's own client-made id" },
  'ledger_events.content_id': {
    child: false,
    why: 'the book (or other content) an event is about',
  },
  'sessions.family_id': { child: false, why: 'the id of the first session of a sign-in' },
  'discovery_zones.collection_ids': { child: false, why: 'collections shown in a zone' },
  'discovery_zones.fact_ids': { child: false, why: 'facts shown in a zone' },
  'discovery_zones.quiz_ids': { child: false, why: 'quizzes shown in a zone' },
};

interface ForeignKey {
  tbl: string;
  col: string;
  ref: string;
  /** pg_constraint.confdeltype: c cascade, n set null, a no action, r restrict, d set default. */
  del: string;
}

/** Every foreign key of the app's schema, one row per constraint (columns joined by ','). */
async function foreignKeys(): Promise<ForeignKey[]> {
  const res = await t.database.db.execute<{
    tbl: string;
    col: string;
    ref: string;
    del: string;
  }>(sql`
    SELECT rel.relname AS tbl, ref.relname AS ref, c.confdeltype AS del,
      (SELECT string_agg(a.attname, ',' ORDER BY a.attnum) FROM pg_attribute a
        WHERE a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)) AS col
    FROM pg_constraint c
    JOIN pg_class rel ON rel.oid = c.conrelid
    JOIN pg_class ref ON ref.oid = c.confrelid
    WHERE c.contype = 'f' AND c.connamespace = current_schema()::regnamespace
    ORDER BY 1, 4`);
  return res.rows;
}

/** uuid and uuid[] columns that no foreign key covers and that are not a table's own sole key. */
async function looseUuidColumns(): Promise<string[]> {
  const res = await t.database.db.execute<{ name: string }>(sql`
    SELECT c.table_name || '.' || c.column_name AS name
    FROM information_schema.columns c
    JOIN information_schema.tables tb
      ON tb.table_name = c.table_name AND tb.table_schema = c.table_schema
    JOIN pg_class rel ON rel.relname = c.table_name AND rel.relnamespace = current_schema()::regnamespace
    JOIN pg_attribute a ON a.attrelid = rel.oid AND a.attname = c.column_name
    WHERE c.table_schema = current_schema() AND tb.table_type = 'BASE TABLE'
      AND c.udt_name IN ('uuid', '_uuid')
      AND NOT EXISTS (SELECT 1 FROM pg_constraint k
        WHERE k.conrelid = rel.oid AND k.contype = 'f' AND a.attnum = ANY (k.conkey))
      AND NOT EXISTS (SELECT 1 FROM pg_constraint k
        WHERE k.conrelid = rel.oid AND k.contype = 'p' AND k.conkey = ARRAY[a.attnum])
    ORDER BY 1`);
  return res.rows.map((r) => r.name);
}

describe('the schema lets no row outlive a deleted child', () => {
  it('every foreign key into users (and into rows that go with a user) cascades, or is a listed SET NULL', async () => {
    const fks = await foreignKeys();
    // Tables whose rows go when a user goes: users, then whatever cascades from them.
    const goes = new Set(['users']);
    for (let grew = true; grew;) {
      grew = false;
      for (const fk of fks) {
        if (goes.has(fk.ref) && fk.del === 'c' && !goes.has(fk.tbl)) {
          goes.add(fk.tbl);
          grew = true;
        }
      }
    }
    const into = fks.filter((fk) => goes.has(fk.ref));
    const toUsers = into.filter((fk) => fk.ref === 'users');
    expect(toUsers.length).toBeGreaterThanOrEqual(40);
    expect(goes.has('ledger_events') && goes.has('companion_daily_usage')).toBe(true);
    const rules = Object.fromEntries(into.map((fk) => [`${fk.tbl}.${fk.col}`, fk.del]));
    const expected = Object.fromEntries(
      into.map((fk) => [`${fk.tbl}.${fk.col}`, SET_NULL[`${fk.tbl}.${fk.col}`] ? 'n' : 'c']),
    );
    // A new table referring to a user must say ON DELETE CASCADE (or be listed in SET_NULL).
    expect(rules).toEqual(expected);
    // Every listed exception still exists (a stale list would hide a change).
    for (const name of Object.keys(SET_NULL)) expect(rules[name], name).toBe('n');
    // Every foreign key to users is either filled for a child by the walk below or listed.
    for (const name of Object.keys(NEVER_A_CHILD)) {
      expect(
        toUsers.some((fk) => `${fk.tbl}.${fk.col}` === name),
        name,
      ).toBe(true);
    }
  });

  it('every uuid column without a foreign key is listed, with whether it can hold a child id', async () => {
    expect(await looseUuidColumns()).toEqual(Object.keys(LOOSE_UUIDS).sort());
  });
});

describe('deleting a child removes every row that refers to it', () => {
  it('walks every table of the schema: nothing names the child afterwards', async () => {
    const { token, parent, children } = await family(['Mia', 'Leo']);
    const mia = children[0]!.id;
    const leo = children[1]!.id;
    await call(token, 'PATCH', `/api/users/child/${mia}`, {
      readingLevelHistory: [
        { dateTaken: '2025-03-01', readingLevelSystem: 'LEXILE', readingLevelValue: '500L' },
      ],
    });
    await childToken(t.app, parent, mia); // a session of the child
    await recordEverything(mia, parent.id);
    await recordEverything(leo, parent.id);

    const fks = await userForeignKeys();
    const everyUuid = await uuidColumns();
    const before = await rowsNaming(mia, everyUuid);
    const leoBefore = await rowsNaming(leo, everyUuid);
    // The data is really there, in many tables (sessions, progress, ledger, levels, …).
    expect(Object.keys(before).length).toBeGreaterThanOrEqual(14);
    for (const fk of ['sessions.user_id', 'child_reading_levels.child_id', 'reward_ledger.user_id'])
      expect(before[fk]).toBeGreaterThan(0);
    expect(before['user_collection_assignments.target_id']).toBe(1);
    // Every foreign key to users that can name a child, and every loose uuid column that can
    // hold one, has a row for Mia: a table added later fails here until the fixture fills it
    // (or it is listed in NEVER_A_CHILD / LOOSE_UUIDS with a reason).
    const childColumns = [
      ...fks.map((fk) => `${fk.table_name}.${fk.column_name}`).filter((c) => !NEVER_A_CHILD[c]),
      ...Object.entries(LOOSE_UUIDS)
        .filter(([, v]) => v.child)
        .map(([k]) => k),
    ];
    expect(childColumns.filter((c) => !before[c]).sort()).toEqual([]);

    const res = await call(token, 'DELETE', `/api/users/child/${mia}`);
    expect(res.statusCode).toBe(200);

    // Every foreign key to users, and every uuid column of every table: no row names Mia.
    expect(await rowsNaming(mia, fks)).toEqual({});
    expect(await rowsNaming(mia, everyUuid)).toEqual({});
    // Leo's data is untouched.
    expect(await rowsNaming(leo, everyUuid)).toEqual(leoBefore);
  });

  it("the child's sessions stop at once", async () => {
    const { token, parent, children } = await family(['Mia']);
    const { childToken: kid } = await childToken(t.app, parent, children[0]!.id);
    expect((await call(kid, 'GET', '/api/users/details')).statusCode).toBe(200);
    await call(token, 'DELETE', `/api/users/child/${children[0]!.id}`);
    expect((await call(kid, 'GET', '/api/users/details')).statusCode).toBe(401);
  });
});

describe('export a child (JSON and HTML)', () => {
  it('contains the profile, the dashboard figures and every stored row', async () => {
    const { token, parent, children } = await family(['Mia']);
    const mia = children[0]!.id;
    await call(token, 'PATCH', `/api/users/child/${mia}`, {
      readingLevelHistory: [
        { dateTaken: '2025-03-01', readingLevelSystem: 'GUIDED_READING', readingLevelValue: 'N' },
      ],
    });
    await recordEverything(mia, parent.id);
    const res = await call(token, 'GET', `/api/users/child/${mia}/export`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    const data = json<ChildExport>(res);
    expect(data.child).toMatchObject({ id: mia, name: 'Mia' });
    expect(data.child.readingLevelHistory).toHaveLength(1);
    expect(data.summary).toMatchObject({
      booksStarted: 1,
      booksFinished: 1,
      minutesRead: 12,
      quizzesCompleted: 1,
      quizAverage: 75,
      badgesEarned: 1,
      points: 120,
      gems: 7,
      level: 2,
    });
    expect(data.summary.minutesPerDay.reduce((n, d) => n + d.minutes, 0)).toBe(12);
    expect(data.summary.books[0]).toMatchObject({ title: 'Moon <Trip> & Stars', minutesRead: 12 });
    expect(data.summary.quizzes[0]).toMatchObject({ subject: 'Moon <Trip> & Stars', correct: 3 });
    for (const table of [
      'reading_progress',
      'reading_sessions',
      'reading_activity',
      'favorites',
      'user_collections',
      'hidden_books',
      'quiz_completions',
      'reward_balances',
      'reward_ledger',
      'user_reward_items',
      'search_activities',
      'child_reading_levels',
    ]) {
      expect(data.tables[table]?.length, table).toBeGreaterThan(0);
    }
    if (data.tables.word_lookups) {
      expect(data.summary.wordsLookedUp).toBe(3);
      expect(data.summary.words[0]).toMatchObject({ word: 'moon', count: 2 });
    }
    // No secrets and no sign-in data.
    expect(data.tables.sessions).toBeUndefined();
    expect(JSON.stringify(data)).not.toMatch(/token_hash|password_hash/);

    const html = await call(token, 'GET', `/api/users/child/${mia}/export.html`);
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toContain('<h1>Mia</h1>');
    expect(html.body).toContain('Moon &lt;Trip&gt; &amp; Stars');
    expect(html.body).not.toContain('<Trip>');
    expect(html.body).toContain('Guided Reading');
    expect(html.body).toContain('<strong>12</strong>minutes read');
  });
});
