import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { systemClock, type Clock } from '../../lib/clock.ts';
import { READER_POLICY } from '../reader/reader.policy.ts';
import { createRollupsRepo } from '../analytics/rollups.repo.ts';

/**
 * Reads of the parent dashboard and reports (issue 11). Every figure comes from what the reader,
 * quizzes, rewards and dictionary record: reading_progress (started / finished), reading_sessions
 * (minutes: opened → last activity), quiz_completions, user_badges, word_lookups and
 * child_reading_levels. Days are calendar days in the parent's time zone.
 *
 * Minutes read per child and day (totals and the per-day chart) are read from the ledger's daily
 * roll-ups (`ledger_daily`, issue 14), which are computed from the same reading_sessions and
 * rolled up on demand before the read (days never rolled up, and always today and yesterday) —
 * so the dashboard agrees with the reader's own records.
 */

export interface Period {
  /** First and last calendar day (YYYY-MM-DD, inclusive) in `tz`. */
  from: string;
  to: string;
  tz: string;
}

export interface ChildRow {
  id: string;
  name: string;
  birth_year: number | null;
  avatar_id: string | null;
}

export interface TotalsRow {
  books_started: number;
  books_finished: number;
  seconds_read: number;
  quizzes_completed: number;
  quiz_correct: number;
  quiz_total: number;
  badges_earned: number;
  words_looked_up: number;
}

const bookCols = (alias: string): SQL =>
  sql.raw(
    `${alias}.id AS book_id, ${alias}.id_number AS book_id_number, ${alias}.title AS book_title, ` +
      `${alias}.cover_key AS book_cover_key, ${alias}.cover_thumb_key AS book_cover_thumb_key`,
  );

/**
 * The book of an end-of-book quiz completion `qc` (its subject key), NULL for zone and daily
 * quizzes. A CASE, so the cast only ever runs on a book id: in a join condition PostgreSQL may
 * evaluate `subject_key::uuid` before a guard beside it (a hash join casts every row).
 */
const endOfBookBookId = sql.raw(
  `CASE WHEN qc.quiz_type = 'END_OF_BOOK' AND qc.subject_key ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN qc.subject_key::uuid END`,
);

/** `column` falls on a day of the period (in its time zone). */
const inPeriod = (column: SQL, p: Period): SQL =>
  sql`((${column}) AT TIME ZONE ${p.tz})::date BETWEEN ${p.from}::date AND ${p.to}::date`;

/** Seconds of the reading sessions `rs`, each at most the reader's session cap (2 hours). */
const SECONDS_READ = sql`COALESCE(sum(least(extract(epoch FROM rs.last_activity_at - rs.opened_at),
  ${READER_POLICY.sessionCapSeconds}::float8)), 0)::float8`;

const iso = (column: string): SQL =>
  sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

export function createInsightsRepo(db: Db, clock: Clock = systemClock) {
  const rows = async <T>(q: SQL): Promise<T[]> => (await db.execute(q)).rows as T[];
  const rollups = createRollupsRepo(db, clock);

  return {
    /** The parent's children (CHILD profiles), oldest profile first. */
    children(parentId: string): Promise<ChildRow[]> {
      return rows<ChildRow>(sql`
        SELECT id, name, birth_year, avatar_id FROM users
        WHERE parent_id = ${parentId}::uuid AND role = 'CHILD'
        ORDER BY created_at, id`);
    },

    /** One child of the parent, or none (another family's child looks like no child). */
    async childOf(parentId: string, childId: string): Promise<ChildRow | null> {
      const r = await rows<ChildRow>(sql`
        SELECT id, name, birth_year, avatar_id FROM users
        WHERE id = ${childId}::uuid AND parent_id = ${parentId}::uuid AND role = 'CHILD'`);
      return r[0] ?? null;
    },

    async totals(childIds: string[], p: Period): Promise<Map<string, TotalsRow>> {
      if (childIds.length === 0) return new Map();
      const ids = sql`${sql.param(childIds)}::uuid[]`;
      const [r, daily] = await Promise.all([
        rows<Omit<TotalsRow, 'seconds_read'> & { user_id: string }>(sql`
        SELECT u.id AS user_id,
          (SELECT count(*)::int FROM reading_progress rp
            WHERE rp.user_id = u.id AND ${inPeriod(sql`rp.started_at`, p)}) AS books_started,
          (SELECT count(*)::int FROM reading_progress rp
            WHERE rp.user_id = u.id AND rp.completed_at IS NOT NULL
              AND ${inPeriod(sql`rp.completed_at`, p)}) AS books_finished,
          (SELECT count(*)::int FROM quiz_completions qc
            WHERE qc.user_id = u.id AND qc.completed AND ${inPeriod(sql`qc.completed_at`, p)})
            AS quizzes_completed,
          (SELECT COALESCE(sum(qc.correct), 0)::int FROM quiz_completions qc
            WHERE qc.user_id = u.id AND qc.completed AND ${inPeriod(sql`qc.completed_at`, p)})
            AS quiz_correct,
          (SELECT COALESCE(sum(qc.total), 0)::int FROM quiz_completions qc
            WHERE qc.user_id = u.id AND qc.completed AND ${inPeriod(sql`qc.completed_at`, p)})
            AS quiz_total,
          (SELECT count(*)::int FROM user_badges ub
            WHERE ub.user_id = u.id AND ${inPeriod(sql`ub.earned_at`, p)}) AS badges_earned,
          (SELECT count(DISTINCT wl.word)::int FROM word_lookups wl
            WHERE wl.user_id = u.id AND ${inPeriod(sql`wl.at`, p)}) AS words_looked_up
        FROM users u WHERE u.id = ANY(${ids})`),
        rollups.dailyByProfileDay(childIds, p.from, p.to, p.tz),
      ]);
      const seconds = new Map<string, number>();
      for (const d of daily)
        seconds.set(d.profileId, (seconds.get(d.profileId) ?? 0) + d.secondsRead);
      return new Map(
        r.map((x) => [x.user_id, { ...x, seconds_read: seconds.get(x.user_id) ?? 0 }]),
      );
    },

    /** Seconds read per child and day (only days with reading), from the daily roll-ups. */
    async secondsPerDay(
      childIds: string[],
      p: Period,
    ): Promise<Array<{ user_id: string; day: string; seconds: number }>> {
      if (childIds.length === 0) return [];
      const daily = await rollups.dailyByProfileDay(childIds, p.from, p.to, p.tz);
      return daily
        .filter((d) => d.secondsRead > 0)
        .map((d) => ({ user_id: d.profileId, day: d.day, seconds: d.secondsRead }));
    },

    readingLevels(childIds: string[]): Promise<
      Array<{
        child_id: string;
        date_taken: string;
        system: string;
        value: string;
        approximate_level: number;
      }>
    > {
      if (childIds.length === 0) return Promise.resolve([]);
      return rows(sql`
        SELECT child_id, to_char(date_taken, 'YYYY-MM-DD') AS date_taken, system, value,
          approximate_level::float8 AS approximate_level
        FROM child_reading_levels WHERE child_id = ANY(${sql.param(childIds)}::uuid[])
        ORDER BY date_taken, created_at`);
    },

    /** Books started in the period (or finished in it), with the minutes of their sessions. */
    reportBooks(childId: string, p: Period) {
      return rows<
        BookRefRow & { started_at: string; finished_at: string | null; seconds: number }
      >(sql`
        SELECT ${bookCols('b')}, ${iso('rp.started_at')} AS started_at,
          CASE WHEN rp.completed_at IS NULL THEN NULL ELSE ${iso('rp.completed_at')} END AS finished_at,
          (SELECT ${SECONDS_READ}
            FROM reading_sessions rs WHERE rs.user_id = rp.user_id AND rs.book_id = rp.book_id
              AND ${inPeriod(sql`rs.opened_at`, p)}) AS seconds
        FROM reading_progress rp JOIN books b ON b.id = rp.book_id
        WHERE rp.user_id = ${childId}::uuid
          AND (${inPeriod(sql`rp.started_at`, p)}
            OR (rp.completed_at IS NOT NULL AND ${inPeriod(sql`rp.completed_at`, p)}))
        ORDER BY rp.started_at DESC, b.id`);
    },

    reportQuizzes(childId: string, p: Period) {
      return rows<
        Partial<BookRefRow> & {
          quiz_type: string;
          correct: number;
          total: number;
          stars: number;
          completed_at: string;
        }
      >(sql`
        SELECT ${bookCols('b')}, qc.quiz_type, qc.correct, qc.total, qc.stars,
          ${iso('qc.completed_at')} AS completed_at
        FROM quiz_completions qc
        LEFT JOIN books b ON b.id = ${endOfBookBookId}
        WHERE qc.user_id = ${childId}::uuid AND qc.completed
          AND ${inPeriod(sql`qc.completed_at`, p)}
        ORDER BY qc.completed_at DESC`);
    },

    reportBadges(childId: string, p: Period) {
      return rows<{ id: string; name: string; earned_at: string }>(sql`
        SELECT bd.id, bd.name, ${iso('ub.earned_at')} AS earned_at
        FROM user_badges ub JOIN badges bd ON bd.id = ub.badge_id
        WHERE ub.user_id = ${childId}::uuid AND ${inPeriod(sql`ub.earned_at`, p)}
        ORDER BY ub.earned_at DESC, bd.id`);
    },

    reportWords(childId: string, p: Period) {
      return rows<{ word: string; count: number; last_at: string }>(sql`
        SELECT wl.word, count(*)::int AS count, ${iso('max(wl.at)')} AS last_at
        FROM word_lookups wl
        WHERE wl.user_id = ${childId}::uuid AND ${inPeriod(sql`wl.at`, p)}
        GROUP BY wl.word ORDER BY max(wl.at) DESC, wl.word LIMIT 200`);
    },

    /** All of a child's activity, newest first: opened and finished books, quizzes, badges, words. */
    async activity(childId: string, limit: number, offset: number) {
      const feed = sql`
        SELECT ra.type AS kind, ra.at, ra.book_id, NULL::text AS detail
          FROM reading_activity ra
          WHERE ra.user_id = ${childId}::uuid AND ra.type IN ('OPEN', 'FINISH')
        UNION ALL
        SELECT 'QUIZ', qc.completed_at,
          ${endOfBookBookId},
          qc.correct || '/' || qc.total
          FROM quiz_completions qc WHERE qc.user_id = ${childId}::uuid AND qc.completed
        UNION ALL
        SELECT 'BADGE', ub.earned_at, NULL::uuid, bd.name
          FROM user_badges ub JOIN badges bd ON bd.id = ub.badge_id
          WHERE ub.user_id = ${childId}::uuid
        UNION ALL
        SELECT 'WORD', wl.at, NULL::uuid, wl.word
          FROM word_lookups wl WHERE wl.user_id = ${childId}::uuid`;
      const [items, total] = await Promise.all([
        rows<Partial<BookRefRow> & { kind: string; at: string; detail: string | null }>(sql`
          SELECT f.kind, ${iso('f.at')} AS at, f.detail, ${bookCols('b')}
          FROM (${feed}) f LEFT JOIN books b ON b.id = f.book_id
          ORDER BY f.at DESC, f.kind LIMIT ${limit} OFFSET ${offset}`),
        rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM (${feed}) f`),
      ]);
      return { items, total: total[0]?.n ?? 0 };
    },
  };
}

export interface BookRefRow {
  book_id: string;
  book_id_number: string;
  book_title: string;
  book_cover_key: string | null;
  book_cover_thumb_key: string | null;
}

export type InsightsRepo = ReturnType<typeof createInsightsRepo>;
