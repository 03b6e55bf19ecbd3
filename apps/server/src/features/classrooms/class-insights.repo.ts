import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { systemClock, type Clock } from '../../lib/clock.ts';
import { createRollupsRepo } from '../analytics/rollups.repo.ts';
import { READER_POLICY } from '../reader/reader.policy.ts';

/**
 * Reads of the class dashboards and reports (issue 12 item 6). Figures come from what students
 * did: minutes through `readingSeconds` only (the ledger's daily roll-ups of the reader's
 * reading_sessions; per book from reading_sessions), reading_progress (books
 * started / finished), quiz_completions and child_reading_levels; assignment completion from
 * the assignments part's tables. Days are calendar days in the educator's time zone. Every
 * read is limited to the students of classes the caller teaches (the service asks for those
 * first).
 */

export interface Period {
  /** First and last calendar day (YYYY-MM-DD, inclusive) in `tz`. */
  from: string;
  to: string;
  tz: string;
}

export interface OwnClassRow {
  id: string;
  name: string;
  grade_id: number | null;
  archived: boolean;
}

export interface StudentRow {
  classroom_id: string;
  id: string;
  first_name: string;
  last_name: string;
}

export interface BookRefRow {
  book_id: string;
  book_id_number: string;
  book_title: string;
  book_cover_key: string | null;
  book_cover_thumb_key: string | null;
}

const bookCols = (alias: string): SQL =>
  sql.raw(
    `${alias}.id AS book_id, ${alias}.id_number AS book_id_number, ${alias}.title AS book_title, ` +
      `${alias}.cover_key AS book_cover_key, ${alias}.cover_thumb_key AS book_cover_thumb_key`,
  );

/** The book of an end-of-book quiz completion `qc`; NULL for zone and daily quizzes. */
const endOfBookBookId = sql.raw(
  `CASE WHEN qc.quiz_type = 'END_OF_BOOK' AND qc.subject_key ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN qc.subject_key::uuid END`,
);

/** `column` falls on a day of the period (in its time zone). */
const inPeriod = (column: SQL, p: Period): SQL =>
  sql`((${column}) AT TIME ZONE ${p.tz})::date BETWEEN ${p.from}::date AND ${p.to}::date`;

const iso = (column: string): SQL =>
  sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

const uuids = (ids: string[]): SQL => sql`${sql.param(ids)}::uuid[]`;

export function createClassInsightsRepo(db: Db, clock: Clock = systemClock) {
  const rows = async <T>(q: SQL): Promise<T[]> => (await db.execute(q)).rows as T[];
  const rollups = createRollupsRepo(db, clock);

  return {
    /** One of the educator's classes (archived ones too), or none. */
    async ownClass(teacherId: string, classId: string): Promise<OwnClassRow | null> {
      const r = await rows<OwnClassRow>(sql`
        SELECT id, name, grade_id, archived_at IS NOT NULL AS archived FROM classrooms
        WHERE id = ${classId}::uuid AND teacher_id = ${teacherId}::uuid`);
      return r[0] ?? null;
    },

    /** All the educator's classes, open ones first, then by name. */
    teacherClasses(teacherId: string): Promise<OwnClassRow[]> {
      return rows<OwnClassRow>(sql`
        SELECT id, name, grade_id, archived_at IS NOT NULL AS archived FROM classrooms
        WHERE teacher_id = ${teacherId}::uuid
        ORDER BY archived_at IS NOT NULL, lower(name), id`);
    },

    /** The students of the classes, by first then last name. */
    students(classIds: string[]): Promise<StudentRow[]> {
      if (!classIds.length) return Promise.resolve([]);
      return rows<StudentRow>(sql`
        SELECT cs.classroom_id, u.id, u.name AS first_name, COALESCE(u.surname, '') AS last_name
        FROM classroom_students cs JOIN users u ON u.id = cs.student_id
        WHERE cs.classroom_id = ANY(${uuids(classIds)}) AND u.role = 'STUDENT'
        ORDER BY lower(u.name), lower(COALESCE(u.surname, '')), u.id`);
    },

    /**
     * THE source of reading minutes for every class figure (totals, per student, per day):
     * seconds read per student and calendar day of the period, from the ledger's daily roll-ups
     * (computed from the reader's own reading_sessions, rolled up on demand before the read).
     * Only days with reading are answered.
     */
    async readingSeconds(
      studentIds: string[],
      p: Period,
    ): Promise<Array<{ user_id: string; day: string; seconds: number }>> {
      if (!studentIds.length) return [];
      const daily = await rollups.minutesByProfileDay(studentIds, p.from, p.to, p.tz);
      return daily
        .filter((d) => d.secondsRead > 0)
        .map((d) => ({ user_id: d.profileId, day: d.day, seconds: d.secondsRead }));
    },

    /**
     * Seconds read per student and book in the period (the roll-ups have no book dimension, so
     * these come from the reader's reading_sessions, counted exactly as the roll-ups count them:
     * opening → last activity, capped, on the calendar day of the opening).
     */
    bookSeconds(
      studentIds: string[],
      p: Period,
    ): Promise<Array<{ user_id: string; book_id: string; seconds: number }>> {
      if (!studentIds.length) return Promise.resolve([]);
      return rows(sql`
        SELECT rs.user_id, rs.book_id,
          COALESCE(sum(least(extract(epoch FROM rs.last_activity_at - rs.opened_at),
            ${READER_POLICY.sessionCapSeconds}::float8)), 0)::float8 AS seconds
        FROM reading_sessions rs
        WHERE rs.user_id = ANY(${uuids(studentIds)}) AND ${inPeriod(sql`rs.opened_at`, p)}
        GROUP BY 1, 2`);
    },

    /** Books started and finished in the period, per student. */
    async progress(studentIds: string[], p: Period) {
      if (!studentIds.length) return new Map<string, { started: number; finished: number }>();
      const r = await rows<{ user_id: string; started: number; finished: number }>(sql`
        SELECT rp.user_id,
          count(*) FILTER (WHERE ${inPeriod(sql`rp.started_at`, p)})::int AS started,
          count(*) FILTER (WHERE rp.completed_at IS NOT NULL
            AND ${inPeriod(sql`rp.completed_at`, p)})::int AS finished
        FROM reading_progress rp WHERE rp.user_id = ANY(${uuids(studentIds)})
        GROUP BY rp.user_id`);
      return new Map(r.map((x) => [x.user_id, { started: x.started, finished: x.finished }]));
    },

    /** Completed quizzes in the period, per student: how many, right answers, answers. */
    async quizzes(studentIds: string[], p: Period) {
      if (!studentIds.length) {
        return new Map<string, { completed: number; correct: number; total: number }>();
      }
      const r = await rows<{ user_id: string; completed: number; correct: number; total: number }>(
        sql`
        SELECT qc.user_id, count(*)::int AS completed, COALESCE(sum(qc.correct), 0)::int AS correct,
          COALESCE(sum(qc.total), 0)::int AS total
        FROM quiz_completions qc
        WHERE qc.user_id = ANY(${uuids(studentIds)}) AND qc.completed
          AND ${inPeriod(sql`qc.completed_at`, p)}
        GROUP BY qc.user_id`,
      );
      return new Map(r.map((x) => [x.user_id, x]));
    },

    /** When each student last read or finished a quiz (ever). */
    async lastActive(studentIds: string[]): Promise<Map<string, string>> {
      if (!studentIds.length) return new Map();
      const r = await rows<{ user_id: string; at: string }>(sql`
        SELECT a.user_id, ${iso('max(a.at)')} AS at FROM (
          SELECT rs.user_id, rs.last_activity_at AS at FROM reading_sessions rs
            WHERE rs.user_id = ANY(${uuids(studentIds)})
          UNION ALL
          SELECT qc.user_id, qc.completed_at FROM quiz_completions qc
            WHERE qc.user_id = ANY(${uuids(studentIds)}) AND qc.completed
        ) a GROUP BY a.user_id`);
      return new Map(r.map((x) => [x.user_id, x.at]));
    },

    /**
     * Assignment completion per student (any time): the books assigned to the student's class or
     * to the student alone (the assignments part's `book_assignments`), and how many of them the
     * student has finished.
     */
    async assignmentProgress(students: Array<{ id: string; classroom_id: string }>) {
      if (!students.length) return new Map<string, { done: number; total: number }>();
      const r = await rows<{ user_id: string; done: number; total: number }>(sql`
        WITH s AS (
          SELECT * FROM unnest(${sql.param(students.map((x) => x.id))}::uuid[],
            ${sql.param(students.map((x) => x.classroom_id))}::uuid[]) AS s(user_id, classroom_id)
        ),
        given AS (
          SELECT DISTINCT s.user_id, ba.book_id FROM s
          JOIN book_assignments ba
            ON ba.classroom_id = s.classroom_id OR ba.student_id = s.user_id
        )
        SELECT g.user_id, count(*)::int AS total,
          count(*) FILTER (WHERE rp.completed_at IS NOT NULL)::int AS done
        FROM given g
        LEFT JOIN reading_progress rp ON rp.user_id = g.user_id AND rp.book_id = g.book_id
        GROUP BY g.user_id`);
      return new Map(r.map((x) => [x.user_id, { done: x.done, total: x.total }]));
    },

    /** Reading level entries of the students, oldest first. */
    readingLevels(studentIds: string[]): Promise<
      Array<{
        child_id: string;
        date_taken: string;
        system: string;
        value: string;
        approximate_level: number;
      }>
    > {
      if (!studentIds.length) return Promise.resolve([]);
      return rows(sql`
        SELECT child_id, to_char(date_taken, 'YYYY-MM-DD') AS date_taken, system, value,
          approximate_level::float8 AS approximate_level
        FROM child_reading_levels WHERE child_id = ANY(${uuids(studentIds)})
        ORDER BY date_taken, created_at`);
    },

    /** Reading progress rows of one student touched in the period (started or finished in it). */
    reportBooks(studentId: string, p: Period) {
      return rows<BookRefRow & { started_at: string; finished_at: string | null }>(sql`
        SELECT ${bookCols('b')}, ${iso('rp.started_at')} AS started_at,
          CASE WHEN rp.completed_at IS NULL THEN NULL ELSE ${iso('rp.completed_at')} END AS finished_at
        FROM reading_progress rp JOIN books b ON b.id = rp.book_id
        WHERE rp.user_id = ${studentId}::uuid
          AND (${inPeriod(sql`rp.started_at`, p)}
            OR (rp.completed_at IS NOT NULL AND ${inPeriod(sql`rp.completed_at`, p)}))
        ORDER BY rp.started_at DESC, b.id`);
    },

    reportQuizzes(studentId: string, p: Period) {
      return rows<
        Partial<BookRefRow> & {
          quiz_type: string;
          correct: number;
          total: number;
          completed_at: string;
        }
      >(sql`
        SELECT ${bookCols('b')}, qc.quiz_type, qc.correct, qc.total,
          ${iso('qc.completed_at')} AS completed_at
        FROM quiz_completions qc
        LEFT JOIN books b ON b.id = ${endOfBookBookId}
        WHERE qc.user_id = ${studentId}::uuid AND qc.completed
          AND ${inPeriod(sql`qc.completed_at`, p)}
        ORDER BY qc.completed_at DESC`);
    },

    /** Per book the students touched in the period: readers, finishers, end-of-book quiz answers. */
    bookActivity(studentIds: string[], p: Period) {
      if (!studentIds.length) return Promise.resolve([]);
      return rows<
        BookRefRow & { readers: number; finished: number; quiz_correct: number; quiz_total: number }
      >(sql`
        WITH touched AS (
          SELECT rp.user_id, rp.book_id,
            (rp.completed_at IS NOT NULL AND ${inPeriod(sql`rp.completed_at`, p)}) AS finished
          FROM reading_progress rp
          WHERE rp.user_id = ANY(${uuids(studentIds)})
            AND (${inPeriod(sql`rp.started_at`, p)}
              OR (rp.completed_at IS NOT NULL AND ${inPeriod(sql`rp.completed_at`, p)}))
        ),
        quiz AS (
          SELECT ${endOfBookBookId} AS book_id, sum(qc.correct)::int AS correct,
            sum(qc.total)::int AS total
          FROM quiz_completions qc
          WHERE qc.user_id = ANY(${uuids(studentIds)}) AND qc.completed
            AND qc.quiz_type = 'END_OF_BOOK' AND ${inPeriod(sql`qc.completed_at`, p)}
          GROUP BY 1
        )
        SELECT ${bookCols('b')}, count(DISTINCT t.user_id)::int AS readers,
          count(DISTINCT t.user_id) FILTER (WHERE t.finished)::int AS finished,
          COALESCE(max(q.correct), 0)::int AS quiz_correct, COALESCE(max(q.total), 0)::int AS quiz_total
        FROM touched t JOIN books b ON b.id = t.book_id LEFT JOIN quiz q ON q.book_id = b.id
        GROUP BY b.id ORDER BY count(DISTINCT t.user_id) DESC, lower(b.title), b.id`);
    },
  };
}

export type ClassInsightsRepo = ReturnType<typeof createClassInsightsRepo>;
