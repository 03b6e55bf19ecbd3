import { sql, type SQL } from 'drizzle-orm';
import type { QueryRunner } from './query-runner.ts';
import type { Viewer } from './visibility.ts';

/** A book card as read from the database (see catalogue.presenter.ts `toBookCard`). */
export interface BookCardRow extends Record<string, unknown> {
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
  progress: 'NOT_STARTED' | 'STARTED' | 'COMPLETED';
}

/**
 * The columns of a card for the books row `b` and the viewer's reading progress. Authors come
 * from one indexed lookup per card; callers only use this on an already limited page of ids.
 */
export function cardColumnsSql(viewer: Viewer, alias = 'b'): SQL {
  const b = sql.raw(alias);
  return sql`${b}.id, ${b}.id_number, ${b}.title, ${b}.cover_key, ${b}.cover_thumb_key,
    ${b}.is_audio_included, ${b}.file_type::text AS file_type, ${b}.age_min, ${b}.age_max,
    ${b}.page_count, ${b}.nonfiction,
    ARRAY(
      SELECT c.full_name FROM book_creators bc JOIN creators c ON c.id = bc.creator_id
      WHERE bc.book_id = ${b}.id AND bc.role = 'AUTHOR'
      ORDER BY bc.position, c.full_name
    ) AS authors,
    COALESCE(
      (SELECT rp.status::text FROM reading_progress rp
       WHERE rp.user_id = ${viewer.userId}::uuid AND rp.book_id = ${b}.id),
      'NOT_STARTED'
    ) AS progress`;
}

/**
 * Cards for a page of books. `page` is an ordered, limited query returning at least a
 * `book_id` column (and any extra columns, which are passed through). The order of `page` is
 * kept: its rows are numbered before the cards are joined.
 */
export function cardsForPageSql(viewer: Viewer, page: SQL): SQL {
  return sql`
    WITH p AS MATERIALIZED (SELECT q.*, row_number() OVER () AS ord FROM (${page}) q)
    SELECT p.*, ${cardColumnsSql(viewer)}
    FROM p JOIN books b ON b.id = p.book_id
    ORDER BY p.ord`;
}

export type CardWith<T> = BookCardRow & T;

/** Run `cardsForPageSql`. */
export function selectCards<T extends Record<string, unknown> = Record<string, never>>(
  runner: QueryRunner,
  viewer: Viewer,
  page: SQL,
): Promise<Array<CardWith<T>>> {
  return runner.rows<CardWith<T>>(cardsForPageSql(viewer, page), { prepare: true });
}

/**
 * A page of a longer list with its total, in one round trip. `ctes` defines at least the CTE
 * `m` (one row per matching book, with `book_id`); `pageIds` selects the page's `book_id`s from
 * them in order, limited. Matches are counted and only the page gets card columns.
 */
export async function selectPagedCards(
  runner: QueryRunner,
  viewer: Viewer,
  ctes: SQL,
  pageIds: SQL,
  opts: { prepare?: boolean } = {},
): Promise<{ rows: BookCardRow[]; total: number }> {
  const rows = await runner.rows<BookCardRow & { total: number }>(
    sql`
    WITH ${ctes},
    p AS MATERIALIZED (SELECT x.book_id, row_number() OVER () AS ord FROM (${pageIds}) x)
    SELECT t.total, c.*
    FROM (SELECT count(*)::int AS total FROM m) t
    LEFT JOIN LATERAL (
      SELECT p.ord, ${cardColumnsSql(viewer)}
      FROM p JOIN books b ON b.id = p.book_id
    ) c ON TRUE
    ORDER BY c.ord`,
    opts,
  );
  const total = rows[0]?.total ?? 0;
  return { rows: rows.filter((r) => r.id !== null), total };
}

/**
 * A page of a list with its total. `matched` returns `book_id` and the sort columns of every
 * matching book; `orderBy` sorts them (alias `m`) and the page is cut with a bounded sort.
 */
export function selectCardPage(
  runner: QueryRunner,
  viewer: Viewer,
  matched: SQL,
  orderBy: SQL,
  page: { page: number; size: number },
  opts: { prepare?: boolean } = {},
): Promise<{ rows: BookCardRow[]; total: number }> {
  return selectPagedCards(
    runner,
    viewer,
    sql`m AS MATERIALIZED (${matched})`,
    sql`SELECT m.book_id FROM m ORDER BY ${orderBy}
        LIMIT ${page.size} OFFSET ${page.page * page.size}`,
    opts,
  );
}
