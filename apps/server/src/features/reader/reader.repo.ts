import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import type {
  ReadingActivityType,
  StoredNavEntry,
  StoredSpineItem,
} from '../../db/schema/index.ts';
import { cardColumnsSql, selectCards, type BookCardRow } from '../catalogue/book-cards.repo.ts';
import type { QueryRunner } from '../catalogue/query-runner.ts';
import { READER_POLICY } from './reader.policy.ts';
import {
  availableBookSql,
  isoSql,
  territorySql,
  visibleBookSql,
  type Viewer,
} from '../catalogue/visibility.ts';

type Status = 'NOT_STARTED' | 'STARTED' | 'COMPLETED';

/** A profile's reading progress in a book as stored (absent → never opened). */
export interface ProgressRow extends Record<string, unknown> {
  status: Status;
  /** jsonb `{ position, page, fraction }` (null before the first position was saved). */
  location: unknown;
  /** ISO-8601 UTC. */
  completed_at: string | null;
  updated_at: string | null;
  /** The device time of the stored position (client_updated_at). */
  position_at: string | null;
}

/** Availability flags of a book for a viewer (catalogue.policy `assertBookAvailable`). */
interface Availability {
  /** Visible to the viewer leaving the territory aside. */
  available: boolean;
  territory_ok: boolean;
}

/** A book as the reader needs it, with the viewer's progress (`progress_*` null when none). */
export interface ReaderBookRow extends Availability, Record<string, unknown> {
  id: string;
  id_number: string;
  title: string;
  file_type: 'epub' | 'pdf';
  layout: string;
  is_audio_included: boolean;
  page_count: number;
  word_count: number | null;
  languages: string[];
  file_key: string;
  file_size: number | null;
  progress_status: Status | null;
  progress_location: unknown;
  progress_completed_at: string | null;
  progress_updated_at: string | null;
  progress_position_at: string | null;
}

export interface ReaderContentRow extends ReaderBookRow {
  spine: StoredSpineItem[];
  page_list: StoredNavEntry[];
}

/** The book card of the end-of-book screen, with what the summary needs. */
export interface EndOfBookRow extends BookCardRow, Availability {
  word_count: number | null;
  series_id: string | null;
  progress_status: Status | null;
  progress_completed_at: string | null;
  progress_updated_at: string | null;
  progress_position_at: string | null;
}

export interface ReadingStatsRow extends Record<string, unknown> {
  times_finished: number;
  /** Sum of the sessions' spans in seconds, each capped. */
  seconds_read: number;
}

export type SessionClaim = 'created' | 'resumed' | 'foreign';

/** Sum of the spans of reading sessions `rs` (opened → last activity), each at most `cap`. */
const secondsReadSql = (capSeconds: number) =>
  sql`coalesce(sum(least(extract(epoch FROM rs.last_activity_at - rs.opened_at),
                         ${capSeconds}::float8)), 0)::float8`;

const progressColumns = (alias: string) => {
  const a = sql.raw(alias);
  return sql`${a}.status::text AS status, ${a}.location,
    ${isoSql(`${alias}.completed_at`)} AS completed_at,
    ${isoSql(`${alias}.updated_at`)} AS updated_at,
    ${isoSql(`${alias}.client_updated_at`)} AS position_at`;
};

/**
 * The reader's SQL: books with their availability for a viewer (reads through the catalogue's
 * query runner and visibility rule), reading progress, reading sessions and activity. Every
 * write that touches several rows runs in one transaction.
 */
export function createReaderRepo(db: Db, runner: QueryRunner) {
  const readerBookColumns = (v: Viewer) => sql`
    b.id, b.id_number, b.title, b.file_type::text AS file_type, b.layout,
    b.is_audio_included, b.page_count, b.word_count, b.languages, b.file_key, b.file_size,
    ${availableBookSql(v)} AS available, ${territorySql(v)} AS territory_ok,
    rp.status::text AS progress_status, rp.location AS progress_location,
    ${isoSql('rp.completed_at')} AS progress_completed_at,
    ${isoSql('rp.updated_at')} AS progress_updated_at,
    ${isoSql('rp.client_updated_at')} AS progress_position_at`;

  /**
   * Claims the reading session `sessionId` for the profile and book: creates it, or finds it
   * when it is already theirs (locked for the rest of the transaction). A session of another
   * profile or another book is never touched ('foreign').
   */
  async function claimSession(
    tx: DbOrTx,
    s: { sessionId: string; userId: string; bookId: string; now: Date },
  ): Promise<SessionClaim> {
    const created = await tx.execute<{ id: string }>(sql`
      INSERT INTO reading_sessions (id, user_id, book_id, opened_at, last_activity_at)
      VALUES (${s.sessionId}::uuid, ${s.userId}::uuid, ${s.bookId}::uuid,
              ${s.now}::timestamptz, ${s.now}::timestamptz)
      ON CONFLICT (id) DO NOTHING
      RETURNING id`);
    if (created.rows.length > 0) return 'created';
    const found = await tx.execute<{ user_id: string; book_id: string }>(sql`
      SELECT user_id, book_id FROM reading_sessions WHERE id = ${s.sessionId}::uuid FOR UPDATE`);
    const row = found.rows[0];
    if (!row || row.user_id !== s.userId || row.book_id !== s.bookId) return 'foreign';
    return 'resumed';
  }

  async function logActivity(
    tx: DbOrTx,
    a: {
      userId: string;
      bookId: string;
      type: ReadingActivityType;
      origin?: string | null;
      sessionId?: string | null;
      at: Date;
    },
  ): Promise<void> {
    await tx.execute(sql`
      INSERT INTO reading_activity (user_id, book_id, type, origin, session_id, at)
      VALUES (${a.userId}::uuid, ${a.bookId}::uuid, ${a.type}, ${a.origin ?? null},
              ${a.sessionId ?? null}::uuid, ${a.at}::timestamptz)`);
  }

  /** Reading time of a profile in a book, in the transaction (sessions of `rs`, capped). */
  async function secondsReadIn(
    tx: DbOrTx,
    userId: string,
    bookId: string,
    capSeconds: number = READER_POLICY.sessionCapSeconds,
  ): Promise<number> {
    const { rows } = await tx.execute<{ seconds_read: number }>(sql`
      SELECT ${secondsReadSql(capSeconds)} AS seconds_read
      FROM reading_sessions rs
      WHERE rs.user_id = ${userId}::uuid AND rs.book_id = ${bookId}::uuid`);
    return rows[0]?.seconds_read ?? 0;
  }

  async function progressIn(tx: DbOrTx, userId: string, bookId: string) {
    const { rows } = await tx.execute<ProgressRow>(sql`
      SELECT ${progressColumns('rp')} FROM reading_progress rp
      WHERE rp.user_id = ${userId}::uuid AND rp.book_id = ${bookId}::uuid`);
    return rows[0];
  }

  return {
    /** A book with its availability for the viewer and the viewer's progress in it. */
    async book(v: Viewer, bookId: string): Promise<ReaderBookRow | undefined> {
      const rows = await runner.rows<ReaderBookRow>(
        sql`SELECT ${readerBookColumns(v)}
            FROM books b
            LEFT JOIN reading_progress rp ON rp.user_id = ${v.userId}::uuid AND rp.book_id = b.id
            WHERE b.id = ${bookId}::uuid`,
        { prepare: true },
      );
      return rows[0];
    },

    /** As `book`, with the spine and page list (the reader manifest). */
    async content(v: Viewer, bookId: string): Promise<ReaderContentRow | undefined> {
      const rows = await runner.rows<ReaderContentRow>(
        sql`SELECT ${readerBookColumns(v)}, b.spine, b.page_list
            FROM books b
            LEFT JOIN reading_progress rp ON rp.user_id = ${v.userId}::uuid AND rp.book_id = b.id
            WHERE b.id = ${bookId}::uuid`,
        { prepare: true },
      );
      return rows[0];
    },

    /** The card of the book numbered `idNumber`, with availability and progress. */
    async endOfBookBook(v: Viewer, idNumber: string): Promise<EndOfBookRow | undefined> {
      const rows = await runner.rows<EndOfBookRow>(sql`
        SELECT ${cardColumnsSql(v)}, b.word_count, b.series_id,
          ${availableBookSql(v)} AS available, ${territorySql(v)} AS territory_ok,
          rp.status::text AS progress_status,
          ${isoSql('rp.completed_at')} AS progress_completed_at,
          ${isoSql('rp.updated_at')} AS progress_updated_at,
          ${isoSql('rp.client_updated_at')} AS progress_position_at
        FROM books b
        LEFT JOIN reading_progress rp ON rp.user_id = ${v.userId}::uuid AND rp.book_id = b.id
        WHERE b.id_number = ${idNumber}`);
      return rows[0];
    },

    /**
     * Finished sessions and reading time of a profile in a book: each session counts from its
     * opening to its last progress write or finish, at most `capSeconds`.
     */
    async readingStats(userId: string, bookId: string, capSeconds: number) {
      const rows = await runner.rows<ReadingStatsRow>(sql`
        SELECT count(*) FILTER (WHERE rs.finished_at IS NOT NULL)::int AS times_finished,
               ${secondsReadSql(capSeconds)} AS seconds_read
        FROM reading_sessions rs
        WHERE rs.user_id = ${userId}::uuid AND rs.book_id = ${bookId}::uuid`);
      return rows[0] ?? { times_finished: 0, seconds_read: 0 };
    },

    /**
     * The book after `bookId` in its series among those the viewer may see, in the series'
     * reading order (position, then publication, as the series page lists them).
     */
    async nextInSeries(v: Viewer, bookId: string, seriesId: string): Promise<BookCardRow | null> {
      const rows = await selectCards(
        runner,
        v,
        sql`WITH s AS (
              SELECT b.id AS book_id,
                     row_number() OVER (
                       ORDER BY b.series_position NULLS LAST, b.published_at, b.id) AS rn
              FROM books b
              WHERE b.series_id = ${seriesId}::uuid
                AND (b.id = ${bookId}::uuid OR ${visibleBookSql(v)})
            )
            SELECT n.book_id FROM s cur JOIN s n ON n.rn = cur.rn + 1
            WHERE cur.book_id = ${bookId}::uuid`,
      );
      return rows[0] ?? null;
    },

    async progress(userId: string, bookId: string): Promise<ProgressRow | undefined> {
      return progressIn(db, userId, bookId);
    },

    /**
     * Stores a reading position unless a newer one (by client time) is there already;
     * NOT_STARTED becomes STARTED, COMPLETED stays. The write counts as reading activity (at
     * server time) of the profile's latest unfinished session of the book. Nothing is written
     * when the book is not available to the viewer (`book` says why: the caller answers 404 /
     * 403 as for a read). Returns the progress now stored and whether this write was applied.
     *
     * One statement, prepared per connection (a page turn is the soak's dearest request): the
     * availability check, the session's activity and the upsert in one round trip and one
     * implicit transaction, instead of a read and BEGIN, UPDATE, INSERT, COMMIT. The session is
     * still locked before the progress row (the upsert waits for `touched`), the order of
     * finishBook: no lock cycles. Only a write ignored as older reads again (a statement of its
     * own, which sees the newer write that won). `runner` must be the primary's (app.ts).
     */
    async saveProgress(
      v: Viewer,
      p: {
        userId: string;
        bookId: string;
        location: { position: string; page: number; fraction: number };
        clientTime: Date;
        now: Date;
      },
    ): Promise<{
      /** Undefined: no such book. */
      book: Availability | undefined;
      applied: boolean;
      /** Undefined when the book is not available (nothing was written). */
      progress: ProgressRow | undefined;
      statusChanged: boolean;
    }> {
      const rows = await runner.rows<
        Availability & { applied: boolean; status_before: string | null } & Partial<ProgressRow>
      >(
        sql`
        WITH bk AS (
          SELECT ${availableBookSql(v)} AS available, ${territorySql(v)} AS territory_ok
          FROM books b WHERE b.id = ${p.bookId}::uuid
        ), ok AS (
          SELECT 1 FROM bk WHERE bk.available AND bk.territory_ok
        ), touched AS (
          UPDATE reading_sessions SET last_activity_at = greatest(last_activity_at,
                                                                  ${p.now}::timestamptz)
          WHERE id = (
            SELECT rs.id FROM reading_sessions rs
            WHERE rs.user_id = ${p.userId}::uuid AND rs.book_id = ${p.bookId}::uuid
              AND rs.finished_at IS NULL
            ORDER BY rs.opened_at DESC, rs.id
            LIMIT 1)
            AND EXISTS (SELECT 1 FROM ok)
          RETURNING 1
        ), before AS (
          -- the row as this statement found it: whether the status moved (the viewer cache
          -- keeps statuses, not positions)
          SELECT status::text AS status FROM reading_progress
          WHERE user_id = ${p.userId}::uuid AND book_id = ${p.bookId}::uuid
        ), up AS (
          INSERT INTO reading_progress AS rp
            (user_id, book_id, status, location, fraction, started_at, updated_at,
             client_updated_at)
          SELECT ${p.userId}::uuid, ${p.bookId}::uuid, 'STARTED'::reading_status,
                 ${JSON.stringify(p.location)}::jsonb, ${p.location.fraction}::real,
                 ${p.now}::timestamptz, ${p.now}::timestamptz, ${p.clientTime}::timestamptz
          -- count(*) >= 0 is always true: it only makes the upsert read touched, so the
          -- session row is updated (and locked) before the progress row, as in finishBook.
          WHERE EXISTS (SELECT 1 FROM ok) AND (SELECT count(*) FROM touched) >= 0
          ON CONFLICT (user_id, book_id) DO UPDATE SET
            status = CASE WHEN rp.status = 'COMPLETED' THEN rp.status
                          ELSE 'STARTED'::reading_status END,
            location = EXCLUDED.location,
            fraction = EXCLUDED.fraction,
            updated_at = EXCLUDED.updated_at,
            client_updated_at = EXCLUDED.client_updated_at
          WHERE rp.client_updated_at IS NULL
             OR rp.client_updated_at <= EXCLUDED.client_updated_at
          RETURNING ${progressColumns('rp')}
        )
        SELECT bk.available, bk.territory_ok, (up.status IS NOT NULL) AS applied,
               (SELECT status FROM before) AS status_before, up.*
        FROM bk LEFT JOIN up ON TRUE`,
        { prepare: true },
      );
      const row = rows[0];
      if (!row)
        return { book: undefined, applied: false, progress: undefined, statusChanged: false };
      const book: Availability = { available: row.available, territory_ok: row.territory_ok };
      if (!row.available || !row.territory_ok) {
        return { book, applied: false, progress: undefined, statusChanged: false };
      }
      if (row.applied) {
        const progress: ProgressRow = {
          status: row.status!,
          location: row.location,
          completed_at: row.completed_at ?? null,
          updated_at: row.updated_at ?? null,
          position_at: row.position_at ?? null,
        };
        return {
          book,
          applied: true,
          progress,
          statusChanged: row.status_before !== progress.status,
        };
      }
      const current = await progressIn(db, p.userId, p.bookId);
      return { book, applied: false, progress: current!, statusChanged: false };
    },

    /** A book card was opened (CLICK activity). */
    async logClick(userId: string, bookId: string, origin: string | null, at: Date) {
      await logActivity(db, { userId, bookId, type: 'CLICK', origin, at });
    },

    /**
     * The reader opened a book: the session is created (OPEN activity) or resumed, and the
     * progress is STARTED unless the book was completed before. Nothing is written for a
     * session of another profile or book.
     */
    async openBook<T>(o: {
      userId: string;
      bookId: string;
      sessionId: string;
      now: Date;
      /** Runs in the transaction when this call opened a new session (the rewards hook). */
      onNewSession?: (tx: DbOrTx) => Promise<T>;
    }): Promise<
      | { claim: 'foreign' }
      | { claim: 'created' | 'resumed'; progress: ProgressRow; earned: T | null }
    > {
      return db.transaction(async (tx) => {
        const claim = await claimSession(tx, o);
        if (claim === 'foreign') return { claim };
        let earned: T | null = null;
        if (claim === 'created') {
          await logActivity(tx, { ...o, type: 'OPEN', at: o.now });
          earned = (await o.onNewSession?.(tx)) ?? null;
        } else {
          await tx.execute(sql`
            UPDATE reading_sessions
            SET last_activity_at = greatest(last_activity_at, ${o.now}::timestamptz)
            WHERE id = ${o.sessionId}::uuid`);
        }
        const { rows } = await tx.execute<ProgressRow>(sql`
          INSERT INTO reading_progress AS rp (user_id, book_id, status, started_at, updated_at)
          VALUES (${o.userId}::uuid, ${o.bookId}::uuid, 'STARTED',
                  ${o.now}::timestamptz, ${o.now}::timestamptz)
          ON CONFLICT (user_id, book_id) DO UPDATE SET
            status = CASE WHEN rp.status = 'NOT_STARTED' THEN 'STARTED'::reading_status
                          ELSE rp.status END,
            updated_at = greatest(rp.updated_at, EXCLUDED.updated_at)
          RETURNING ${progressColumns('rp')}`);
        return { claim, progress: rows[0]!, earned };
      });
    },

    /**
     * The last page was reached, in one transaction: the session is claimed (or refused when
     * foreign) and marked finished once (FINISH activity once per session); the book completes
     * for the profile only if it had not completed before. The upsert on the progress primary
     * key makes concurrent calls wait for each other: exactly one of them completes the book.
     */
    async finishBook<T>(f: {
      userId: string;
      bookId: string;
      sessionId: string;
      now: Date;
      /**
       * Runs in the same transaction when this call completed the book for the first time,
       * with the profile's reading time in the book (each session capped at `capSeconds`):
       * the rewards hook. Its answer comes back as `firstCompletionResult`.
       */
      onFirstCompletion?: (tx: DbOrTx, reading: { secondsRead: number }) => Promise<T>;
      capSeconds?: number;
    }): Promise<
      | { claim: 'foreign' }
      | {
          claim: 'created' | 'resumed';
          firstCompletion: boolean;
          completedAt: string;
          firstCompletionResult: T | null;
        }
    > {
      return db.transaction(async (tx) => {
        const claim = await claimSession(tx, f);
        if (claim === 'foreign') return { claim };
        const finished = await tx.execute<{ id: string }>(sql`
          UPDATE reading_sessions
          SET finished_at = ${f.now}::timestamptz,
              last_activity_at = greatest(last_activity_at, ${f.now}::timestamptz)
          WHERE id = ${f.sessionId}::uuid AND finished_at IS NULL
          RETURNING id`);
        if (finished.rows.length > 0) {
          await logActivity(tx, { ...f, type: 'FINISH', at: f.now });
        }
        const completed = await tx.execute<{ completed_at: string }>(sql`
          INSERT INTO reading_progress AS rp
            (user_id, book_id, status, started_at, completed_at, updated_at)
          VALUES (${f.userId}::uuid, ${f.bookId}::uuid, 'COMPLETED',
                  ${f.now}::timestamptz, ${f.now}::timestamptz, ${f.now}::timestamptz)
          ON CONFLICT (user_id, book_id) DO UPDATE SET
            status = 'COMPLETED', completed_at = EXCLUDED.completed_at,
            updated_at = greatest(rp.updated_at, EXCLUDED.updated_at)
          WHERE rp.status <> 'COMPLETED'
          RETURNING ${isoSql('rp.completed_at')} AS completed_at`);
        const first = completed.rows[0];
        if (first) {
          const result = f.onFirstCompletion
            ? await f.onFirstCompletion(tx, {
                secondsRead: await secondsReadIn(tx, f.userId, f.bookId, f.capSeconds),
              })
            : null;
          return {
            claim,
            firstCompletion: true,
            completedAt: first.completed_at,
            firstCompletionResult: result,
          };
        }
        const { rows } = await tx.execute<{ completed_at: string }>(sql`
          SELECT ${isoSql('coalesce(rp.completed_at, rp.updated_at)')} AS completed_at
          FROM reading_progress rp
          WHERE rp.user_id = ${f.userId}::uuid AND rp.book_id = ${f.bookId}::uuid`);
        return {
          claim,
          firstCompletion: false,
          completedAt: rows[0]!.completed_at,
          firstCompletionResult: null,
        };
      });
    },
  };
}

export type ReaderRepo = ReturnType<typeof createReaderRepo>;
