import { sql, type SQL } from 'drizzle-orm';
import type { SEARCH_SORTS } from '@pagebird/contract';
import type { QueryRunner } from './query-runner.ts';
import {
  cardColumnsSql,
  selectCardPage,
  selectCards,
  selectPagedCards,
  type BookCardRow,
} from './book-cards.repo.ts';
import { sqlArray, visibleBookSql, type Viewer } from './visibility.ts';

export type SearchSort = (typeof SEARCH_SORTS)[number];

export interface SearchFilters {
  interests?: string[] | undefined;
  bookType?: 'Fiction' | 'Nonfiction' | undefined;
  language?: string | undefined;
  age?: number | undefined;
  minPages?: number | undefined;
  maxPages?: number | undefined;
  readAlong?: boolean | undefined;
}

export interface WordCheck extends Record<string, unknown> {
  word: string;
  /** Some active book matches the word (as a prefix, plain or stemmed). */
  matches: boolean;
  /**
   * The closest catalogue words by trigram similarity (pg_trgm `%`, best first, then by number
   * of books); the service picks among them by edit distance.
   */
  suggestions: string[];
}

/** Candidates fetched per unmatched word for the edit-distance choice. */
const SUGGESTIONS_PER_WORD = 8;

/**
 * Relevance: ts_rank_cd of the document plus this weight times the trigram similarity of the
 * title to the query. Computing ts_rank_cd costs about 15 µs per book with prefix terms, so it
 * runs on a window only: the RANK_WINDOW matches with the most query words in their title
 * (newest first among equals) are ranked by score; matches beyond the window follow in that
 * cheaper order. Pages inside the window (the first five at 24 a page) are fully ranked.
 */
const TITLE_SIMILARITY_BOOST = 0.5;
export const RANK_WINDOW = 120;

function filterSql(f: SearchFilters): SQL[] {
  const parts: SQL[] = [];
  if (f.interests && f.interests.length > 0) {
    // The ids of the interests' books as one array (an index scan on book_interests), so the
    // planner can fetch those books by primary key instead of scanning the whole books table.
    parts.push(sql`b.id = ANY(ARRAY(
      SELECT bi.book_id FROM book_interests bi
      WHERE bi.interest_id = ANY(${sqlArray(f.interests)}::text[])))`);
  }
  if (f.bookType) parts.push(sql`b.nonfiction = ${f.bookType === 'Nonfiction'}`);
  if (f.language) parts.push(sql`${f.language}::text = ANY(b.languages)`);
  if (f.age !== undefined) {
    parts.push(sql`b.age_min <= ${f.age}::int AND b.age_max >= ${f.age}::int`);
  }
  if (f.minPages !== undefined) parts.push(sql`b.page_count >= ${f.minPages}::int`);
  if (f.maxPages !== undefined) parts.push(sql`b.page_count <= ${f.maxPages}::int`);
  if (f.readAlong === true) parts.push(sql`b.is_audio_included`);
  return parts;
}

/** Query words found in the lower-case title of `b`, one point each (the relevance pre-order). */
function titleHitsSql(words: string[]): SQL {
  return sql.join(
    words.map((w) => sql`(strpos(lower(b.title), ${w}) > 0)::int`),
    sql` + `,
  );
}

/** The tsquery of the words and their text, evaluated once (see docs/benchmarks.md, finding 1). */
const queryCte = (words: string[]): SQL => sql`q AS MATERIALIZED (
  SELECT pb_prefix_query(${sqlArray(words)}::text[]) AS q, ${words.join(' ')}::text AS text)`;

/** The relevance score of books row `b` for the query `q`. */
const scoreSql = sql`ts_rank_cd(b.search_vector, q.q)
  + ${TITLE_SIMILARITY_BOOST}::real * similarity(lower(b.title), q.text)`;

/**
 * Whether a book was written at or after the read model's poll mark (books_updated_idx): false
 * means the model holds every book as it is now, but for deletions.
 */
const staleSql = (mark: string): SQL =>
  sql`EXISTS (SELECT 1 FROM books u WHERE u.updated_at >= ${mark}::timestamptz)`;

/** `SearchRepo.freshness` (`staleSql` and the books still there), written out once. */
const FRESHNESS_SQL = `SELECT
  EXISTS (SELECT 1 FROM books u WHERE u.updated_at >= $1::timestamptz) AS stale,
  (SELECT count(*)::int FROM books b WHERE b.id = ANY($2::uuid[])) AS present`;

/** The answer of `SearchRepo.wordMatches`. */
export interface WordMatchRows extends Record<string, unknown> {
  ids: string;
  hits: string;
  /** A book was written at or after the given mark (null without one). */
  stale?: boolean | null;
  /** Ids (comma-separated, ascending) and scores of every match, when at most RANK_WINDOW. */
  scoreIds?: string | null;
  scores?: number[] | null;
}

/** A page planned in memory (search-index.ts `SearchPlan`), as `pageOfIds` reads it. */
export interface PlannedPage {
  ids: string[];
  rank: { words: string[]; window: number; offset: number; size: number } | null;
  /** The read model's poll mark: a book written at or after it was not seen by the plan. */
  mark: string;
}

function orderSql(sort: SearchSort): SQL {
  switch (sort) {
    case 'title':
      return sql`m.title_key, m.book_id`;
    case 'newest':
      return sql`m.published_at DESC, m.book_id`;
    case 'shortest':
      return sql`m.page_count, m.title_key, m.book_id`;
    case 'longest':
      return sql`m.page_count DESC, m.title_key, m.book_id`;
    default:
      return sql`m.published_at DESC, m.book_id`;
  }
}

/** Full-text search over the books (migration 0002: document trigger, pb_prefix_query). */
export function createSearchRepo(runner: QueryRunner) {
  return {
    /**
     * One page of the books the viewer may see that match every word (as prefixes) and the
     * filters, with the total. Without words: the filtered listing. Matches come from the GIN
     * index on books.search_vector; relevance (ts_rank_cd + title trigram similarity) is computed
     * for the RANK_WINDOW best pre-ordered matches only (see above), cards for the page only.
     */
    search(
      v: Viewer,
      words: string[],
      filters: SearchFilters,
      sort: SearchSort,
      page: { page: number; size: number },
    ): Promise<{ rows: BookCardRow[]; total: number }> {
      const hasWords = words.length > 0;
      const where = [visibleBookSql(v), ...filterSql(filters)];
      if (hasWords) where.push(sql`b.search_vector @@ q.q`);
      const from = hasWords ? sql`q CROSS JOIN books b` : sql`books b`;
      const query = queryCte(words);
      const ranked = hasWords && sort === 'relevance';
      // Query words found in the title (cheap, on every match): the relevance pre-order.
      const titleHits = ranked ? titleHitsSql(words) : sql`0`;
      const matched = sql`
        SELECT b.id AS book_id, b.published_at, b.page_count, lower(b.title) AS title_key,
               ${titleHits} AS title_hits
        FROM ${from}
        WHERE ${sql.join(where, sql` AND `)}`;
      if (!ranked) {
        const ctes = hasWords ? sql`${query}, m AS MATERIALIZED (${matched})` : undefined;
        return ctes
          ? selectPagedCards(
              runner,
              v,
              ctes,
              sql`SELECT m.book_id FROM m ORDER BY ${orderSql(sort)}
                  LIMIT ${page.size} OFFSET ${page.page * page.size}`,
            )
          : selectCardPage(runner, v, matched, orderSql(sort), page);
      }
      return selectPagedCards(
        runner,
        v,
        sql`${query},
          m AS MATERIALIZED (${matched}),
          w AS MATERIALIZED (
            SELECT m.book_id FROM m
            ORDER BY m.title_hits DESC, m.published_at DESC, m.book_id
            LIMIT ${RANK_WINDOW}),
          s AS MATERIALIZED (
            SELECT w.book_id, ${scoreSql} AS score
            FROM w JOIN books b ON b.id = w.book_id CROSS JOIN q)`,
        sql`SELECT m.book_id FROM m LEFT JOIN s ON s.book_id = m.book_id
            ORDER BY s.score DESC NULLS LAST, m.title_hits DESC, m.published_at DESC, m.book_id
            LIMIT ${page.size} OFFSET ${page.page * page.size}`,
      );
    },

    /**
     * The active books matching every word (as prefixes), whoever looks: the GIN index only,
     * no visibility or filters (search-index.ts applies them in memory). Ids comma-separated,
     * and per book (same order) one digit: the query words found in its lower-case title.
     * When no more than RANK_WINDOW books match, their relevance scores come too
     * (`scoreIds`/`scores`, aligned): every visible match of any viewer is then inside the rank
     * window, and search-index.ts orders it in memory. With the read model's poll `mark`,
     * `stale` tells whether a book was written at or after it, in the snapshot of the matches.
     */
    async wordMatches(words: string[], mark?: string): Promise<WordMatchRows> {
      const rows = await runner.rows<WordMatchRows>(
        sql`
        WITH ${queryCte(words)},
        m AS MATERIALIZED (
          SELECT b.id, (${titleHitsSql(words)}) AS hits
          FROM q CROSS JOIN books b
          WHERE b.status = 'ACTIVE' AND b.search_vector @@ q.q)
        SELECT coalesce(string_agg(m.id::text, ','), '') AS ids,
               coalesce(string_agg(m.hits::text, ''), '') AS hits,
               ${mark === undefined ? sql`NULL::boolean` : staleSql(mark)} AS stale,
               CASE WHEN count(*) <= ${RANK_WINDOW}::int THEN (
                 SELECT coalesce(string_agg(r.id::text, ',' ORDER BY r.id), '')
                 FROM m r) END AS "scoreIds",
               CASE WHEN count(*) <= ${RANK_WINDOW}::int THEN (
                 SELECT coalesce(array_agg((${scoreSql})::float8 ORDER BY r.id), '{}')
                 FROM m r JOIN books b ON b.id = r.id CROSS JOIN q) END AS scores
        FROM m`,
        // One statement per number of words: planned once per connection.
        { prepare: true },
      );
      return rows[0]!;
    },

    /**
     * The relevance scores of these books for the words (aligned with `ids`; null for a book
     * that does not exist), exactly as `search` and `pageOfIds` compute them.
     */
    async scores(words: string[], ids: string[]): Promise<Array<number | null>> {
      const rows = await runner.rows<{ scores: Array<number | null> }>(
        sql`
        WITH ${queryCte(words)}
        SELECT ARRAY(
          SELECT (${scoreSql})::float8
          FROM unnest(${sqlArray(ids)}::uuid[]) WITH ORDINALITY AS x(book_id, ord)
          CROSS JOIN q LEFT JOIN books b ON b.id = x.book_id
          ORDER BY x.ord) AS scores`,
        { prepare: true },
      );
      return rows[0]!.scores;
    },

    /**
     * Whether a page built from the read model may be answered as it is: `stale` when a book
     * was written at or after the model's poll mark (the model may be behind), `present` the
     * number of the given books that still exist (a deletion is seen by the model's next poll
     * only). One index-only probe per book (books_pkey); no card column is read. A prepared
     * statement of fixed text: it runs on nearly every search.
     */
    async freshness(mark: string, ids: string[]): Promise<{ stale: boolean; present: number }> {
      const rows = await runner.text<{ stale: boolean; present: number }>(
        FRESHNESS_SQL,
        [mark, ids],
        { prepare: true },
      );
      return rows[0]!;
    },

    /**
     * The cards of a page planned in memory, in one round trip that also tells whether the plan
     * can be trusted: `stale` when a book was written since the model's last read (the plan may
     * have missed it); a book of the page the viewer may no longer see is left out (fewer cards
     * than planned). With `rank`, the window (the first `rank.window` ids) is ordered by the
     * relevance score exactly as `search` does — ties in the given pre-order — and the page cut
     * from it and the ids after it.
     */
    async pageOfIds(v: Viewer, p: PlannedPage): Promise<{ rows: BookCardRow[]; stale: boolean }> {
      const x = sql`x AS MATERIALIZED (
        SELECT x.book_id, x.ord
        FROM unnest(${sqlArray(p.ids)}::uuid[]) WITH ORDINALITY AS x(book_id, ord))`;
      const pageCte = p.rank
        ? sql`${queryCte(p.rank.words)},
          s AS MATERIALIZED (
            SELECT x.book_id, x.ord,
                   CASE WHEN x.ord <= ${p.rank.window}::int THEN ${scoreSql} END AS score
            FROM x CROSS JOIN q LEFT JOIN books b ON b.id = x.book_id),
          p AS MATERIALIZED (
            SELECT s.book_id, row_number() OVER (ORDER BY s.score DESC NULLS LAST, s.ord) AS ord
            FROM s ORDER BY s.score DESC NULLS LAST, s.ord
            LIMIT ${p.rank.size}::int OFFSET ${p.rank.offset}::int)`
        : sql`p AS MATERIALIZED (SELECT x.book_id, x.ord FROM x)`;
      const rows = await runner.rows<BookCardRow & { stale: boolean }>(
        sql`
        WITH ${x}, ${pageCte}
        SELECT f.stale, c.*
        FROM (SELECT ${staleSql(p.mark)} AS stale) f
        LEFT JOIN LATERAL (
          SELECT p.ord, ${cardColumnsSql(v)}
          FROM p JOIN books b ON b.id = p.book_id
          WHERE ${visibleBookSql(v)}
        ) c ON TRUE
        ORDER BY c.ord`,
        { prepare: true },
      );
      return { rows: rows.filter((r) => r.id !== null), stale: rows[0]?.stale ?? true };
    },

    /** Cards of the given books in the given order, leaving out those the viewer may not see. */
    cards(v: Viewer, bookIds: string[]): Promise<BookCardRow[]> {
      if (bookIds.length === 0) return Promise.resolve([]);
      return selectCards(
        runner,
        v,
        sql`SELECT x.book_id
            FROM unnest(${sqlArray(bookIds)}::uuid[]) WITH ORDINALITY AS x(book_id, ord)
            JOIN books b ON b.id = x.book_id
            WHERE ${visibleBookSql(v)}
            ORDER BY x.ord`,
      );
    },

    /** For every word: does any active book match it, and which catalogue words are closest. */
    async checkWords(words: string[]): Promise<WordCheck[]> {
      const rows = await runner.rows<WordCheck>(sql`
        SELECT t.word,
          EXISTS (
            SELECT 1 FROM books b
            WHERE b.status = 'ACTIVE' AND b.search_vector @@ pb_prefix_query(ARRAY[t.word])
          ) AS matches,
          ARRAY(
            SELECT sw.word FROM search_words sw
            WHERE sw.word % lower(pb_unaccent(t.word))
            ORDER BY similarity(sw.word, lower(pb_unaccent(t.word))) DESC, sw.books DESC, sw.word
            LIMIT ${SUGGESTIONS_PER_WORD}) AS suggestions
        FROM unnest(${sqlArray(words)}::text[]) WITH ORDINALITY AS t(word, ord)
        ORDER BY t.ord`);
      return rows;
    },
  };
}

export type SearchRepo = ReturnType<typeof createSearchRepo>;
