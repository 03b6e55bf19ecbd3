import { sql, type SQL } from 'drizzle-orm';
import type { QueryRunner } from './query-runner.ts';
import { isoSql, sqlArray } from './visibility.ts';

/**
 * Everything of a book's details page that does not depend on the viewer, as the catalogue read
 * model keeps it (details-read-model.ts): the columns of the details query (catalogue.repo.ts
 * `details`) without the viewer's favourite, progress and availability, plus the attributes the
 * visibility rule reads (status, segments, ages, territories) and ALL interest ids of the book
 * (whether an interest area is active is decided when answering).
 */
export interface BookDetailsRecord extends Record<string, unknown> {
  id: string;
  id_number: string;
  title: string;
  cover_key: string | null;
  cover_thumb_key: string | null;
  is_audio_included: boolean;
  file_type: 'epub' | 'pdf';
  age_min: number;
  age_max: number;
  page_count: number;
  nonfiction: boolean;
  authors: string[];
  description: string | null;
  subjects: string[];
  languages: string[];
  series_id: string | null;
  series_name: string | null;
  series_position: number | null;
  imprint: string | null;
  publisher: string | null;
  original_file_type: string;
  extra_book_extension: string | null;
  layout: string;
  word_count: number | null;
  reading_level_system: string | null;
  reading_level_value: number | null;
  reading_level_label: string | null;
  user_segments: string[];
  sales_territories: string[];
  /** ISO-8601 UTC. */
  updated_at: string;
  status: string;
  creators: Array<{ role: string; name: string }> | null;
  interest_ids: string[];
  /**
   * `published_at` in microseconds since 1970 (exact: a double holds whole numbers up to 2^53),
   * the "newest" order of search (search-index.ts).
   */
  published_us: number;
}

/** An interest area as the read model keeps it; `rank` is its place in `ORDER BY position, name`. */
export interface InterestAreaRecord extends Record<string, unknown> {
  id: string;
  name: string;
  active: boolean;
  rank: number;
}

export interface PollRow extends Record<string, unknown> {
  /** Where the next poll starts (see `poll`). */
  mark: string;
  /** Books with an id up to the model's last id (all books when it holds all). */
  total: number;
  /** Ids of books changed since the previous mark (up to `limit` + 1). */
  changed: string[];
  interests: InterestAreaRecord[] | null;
}

/**
 * The same expressions as the details query (catalogue.repo.ts `details`, book-cards.repo.ts
 * `cardColumnsSql`), so both paths give the same answer.
 */
const recordColumns = sql`
  b.id, b.id_number, b.title, b.cover_key, b.cover_thumb_key, b.is_audio_included,
  b.file_type::text AS file_type, b.age_min, b.age_max, b.page_count, b.nonfiction,
  ARRAY(
    SELECT c.full_name FROM book_creators bc JOIN creators c ON c.id = bc.creator_id
    WHERE bc.book_id = b.id AND bc.role = 'AUTHOR'
    ORDER BY bc.position, c.full_name
  ) AS authors,
  b.description, b.subjects, b.languages, b.series_id, s.name AS series_name,
  b.series_position, b.imprint, b.publisher, b.original_file_type,
  b.extra_book_extension, b.layout, b.word_count, b.reading_level_system,
  b.reading_level_value, b.reading_level_label, b.user_segments, b.sales_territories,
  ${isoSql('b.updated_at')} AS updated_at, b.status::text AS status,
  (SELECT json_agg(json_build_object('role', bc.role, 'name', c.full_name)
                   ORDER BY bc.role, bc.position, c.full_name)
   FROM book_creators bc JOIN creators c ON c.id = bc.creator_id
   WHERE bc.book_id = b.id) AS creators,
  ARRAY(SELECT bi.interest_id FROM book_interests bi WHERE bi.book_id = b.id) AS interest_ids,
  (extract(epoch FROM b.published_at) * 1000000)::float8 AS published_us`;

/**
 * The start of the next poll: the database's time, or the start of the oldest transaction still
 * open on this database when earlier. A book's `updated_at` is the time of the transaction that
 * wrote it (column default and triggers of migration 0005 use now()), so a transaction that
 * commits after this poll wrote times at or after the mark. Transactions of other database roles
 * are only seen with the pg_read_all_stats privilege (see the decision record). A transaction
 * left open for longer than `HELD_MARK_MAX` no longer holds the mark back (polls would read more
 * and more); what it writes is picked up by the next full reload.
 */
const HELD_MARK_MAX = sql.raw(`interval '5 minutes'`);
const markSql = sql`to_char(greatest(now() - ${HELD_MARK_MAX}, least(now(), (
    SELECT min(a.xact_start) FROM pg_stat_activity a
    WHERE a.datname = current_database() AND a.pid <> pg_backend_pid()
      AND a.backend_type = 'client backend' AND a.xact_start IS NOT NULL
  ))) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const upTo = (lastId: string | null): SQL =>
  lastId === null ? sql`TRUE` : sql`b.id <= ${lastId}::uuid`;

/** The catalogue read model's queries (the only SQL of it). */
export function createDetailsReadModelRepo(runner: QueryRunner) {
  return {
    async mark(): Promise<string> {
      const rows = await runner.rows<{ mark: string }>(sql`SELECT ${markSql} AS mark`);
      return rows[0]!.mark;
    },

    /** Up to `limit` books with an id after `afterId`, by id (keyset pagination). */
    batchAfter(afterId: string | null, limit: number): Promise<BookDetailsRecord[]> {
      return runner.rows<BookDetailsRecord>(sql`
        SELECT ${recordColumns}
        FROM books b LEFT JOIN series s ON s.id = b.series_id
        WHERE ${afterId === null ? sql`TRUE` : sql`b.id > ${afterId}::uuid`}
        ORDER BY b.id LIMIT ${limit}`);
    },

    /** The books of these ids that exist. */
    byIds(ids: readonly string[]): Promise<BookDetailsRecord[]> {
      return runner.rows<BookDetailsRecord>(sql`
        SELECT ${recordColumns}
        FROM books b LEFT JOIN series s ON s.id = b.series_id
        WHERE b.id = ANY(${sqlArray(ids)}::uuid[])`);
    },

    /** Every book id up to `lastId` (null: all). */
    async ids(lastId: string | null): Promise<string[]> {
      const rows = await runner.rows<{ id: string }>(
        sql`SELECT b.id FROM books b WHERE ${upTo(lastId)}`,
      );
      return rows.map((r) => r.id);
    },

    /**
     * One round trip per poll, all from one snapshot: the next mark, the number of books up to
     * `lastId`, the ids of books changed at or after `since` (by `updated_at`, index
     * books_updated_idx) and the interest areas.
     */
    async poll(lastId: string | null, since: string, limit: number): Promise<PollRow> {
      const rows = await runner.rows<PollRow>(sql`
        SELECT ${markSql} AS mark,
          (SELECT count(*)::int FROM books b WHERE ${upTo(lastId)}) AS total,
          ARRAY(
            SELECT b.id FROM books b
            WHERE b.updated_at >= ${since}::timestamptz AND ${upTo(lastId)}
            ORDER BY b.updated_at LIMIT ${limit + 1}
          ) AS changed,
          (SELECT json_agg(json_build_object(
                    'id', ia.id, 'name', ia.name, 'active', ia.status = 'ACTIVE', 'rank', ia.rank)
                  ORDER BY ia.rank)
           FROM (SELECT i.*, row_number() OVER (ORDER BY i.position, i.name) AS rank
                 FROM interest_areas i) ia) AS interests`);
      return rows[0]!;
    },

    async interestAreas(): Promise<InterestAreaRecord[]> {
      return runner.rows<InterestAreaRecord>(sql`
        SELECT ia.id, ia.name, ia.status = 'ACTIVE' AS active,
               (row_number() OVER (ORDER BY ia.position, ia.name))::int AS rank
        FROM interest_areas ia`);
    },
  };
}

export type DetailsReadModelRepo = ReturnType<typeof createDetailsReadModelRepo>;
