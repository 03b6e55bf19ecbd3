import { sql, type SQL } from 'drizzle-orm';
import { zoneCardsSql, type ZoneCardRow } from '../discovery/discovery.repo.ts';
import type { QueryRunner } from './query-runner.ts';
import {
  selectPagedCards,
  selectCards,
  cardColumnsSql,
  type BookCardRow,
  type CardWith,
} from './book-cards.repo.ts';
import {
  availableBookSql,
  isoSql,
  sqlArray,
  territorySql,
  visibleBookSql,
  type Viewer,
} from './visibility.ts';

export interface BookDetailsRow extends BookCardRow {
  description: string | null;
  subjects: string[];
  languages: string[];
  series_id: string | null;
  series_name: string | null;
  series_position: number | null;
  series_total: number | null;
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
  creators: Array<{ role: string; name: string }> | null;
  interests: Array<{ id: string; name: string }> | null;
  is_favorite: boolean;
  /** Visible to the viewer leaving the territory aside. */
  available: boolean;
  territory_ok: boolean;
}

export interface RelatedRow extends Record<string, unknown> {
  available: boolean;
  territory_ok: boolean;
  /** Related cards (only computed for an available book in the viewer's territory). */
  related: BookCardRow[] | null;
}

export interface SeriesRow extends Record<string, unknown> {
  id: string;
  name: string;
  description: string | null;
}

export interface SpineRow {
  index: number;
  href: string;
  category: string;
}

export interface InterestAreaRow extends Record<string, unknown> {
  id: string;
  name: string;
  image_key: string;
  color: string;
}

export interface BannerRow extends Record<string, unknown> {
  id: string;
  name: string;
  banner_type: string;
  entity_type: string;
  content_id: string;
  web_image_key: string;
  mobile_image_key: string;
  position: number;
}

export interface AdminCollectionRow extends Record<string, unknown> {
  id: string;
  title: string;
  description: string | null;
}

export interface PageOpts {
  page: number;
  size: number;
}

/** Books related to `bookId`: visible, sharing an interest, newest first. */
const RELATED_LIMIT = 12;
/** Newest matching books ranked by shared interests in "Picked for you". */
const RECOMMEND_WINDOW = 200;

/**
 * A list of books: `ctes` defines `m` (one row per book of the list) and any helpers;
 * `ordered` selects their `book_id`s in list order. `head` is a cheaper source giving the same
 * first `window` books.
 */
export interface BookList {
  ctes: SQL;
  ordered: SQL;
  head?: { ctes: SQL; ordered: SQL; window: number };
}

/** Uuid-shaped text (banner targets are free text). */
const UUID_RE = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/**
 * Catalogue reads (the only Drizzle code of the catalogue read side). Every query filters books
 * through visibility.ts; lists return cards for a limited page only.
 */
export function createCatalogueRepo(runner: QueryRunner) {
  const simple = (matched: SQL, orderBy: SQL): BookList => ({
    ctes: sql`m AS (${matched})`,
    ordered: sql`SELECT m.book_id FROM m ORDER BY ${orderBy}`,
  });

  /** Newest visible books first. */
  const newest = (v: Viewer): BookList =>
    simple(
      sql`SELECT b.id AS book_id, b.published_at FROM books b WHERE ${visibleBookSql(v)}`,
      sql`m.published_at DESC, m.book_id`,
    );

  /** The profile's started books, most recently read first. */
  const continueReading = (v: Viewer): BookList =>
    simple(
      sql`SELECT b.id AS book_id, rp.updated_at
          FROM reading_progress rp JOIN books b ON b.id = rp.book_id
          WHERE rp.user_id = ${v.userId}::uuid AND rp.status = 'STARTED' AND ${visibleBookSql(v)}`,
      sql`m.updated_at DESC, m.book_id`,
    );

  /**
   * Picked for the profile: visible books it has not completed that match its interests. The
   * newest RECOMMEND_WINDOW of them are ranked by the number of shared interests (then newer
   * first); the rest follow, newest first. Without interests: the newest books for the profile
   * (age and segment already narrow them), the most read in the last 30 days first
   * (`book_popularity`, recomputed every 10 minutes: analytics/popularity.ts). Browse only
   * needs the window, which an index scan on published_at finds without touching the rest.
   */
  const recommended = (v: Viewer): BookList => {
    const notCompleted = sql`NOT EXISTS (
      SELECT 1 FROM reading_progress done
      WHERE done.user_id = ${v.userId}::uuid AND done.book_id = b.id AND done.status = 'COMPLETED')`;
    const interests = sqlArray(v.interests);
    const byInterest = v.interests.length > 0;
    const m = byInterest
      ? sql`SELECT b.id AS book_id, b.published_at FROM books b
            WHERE ${visibleBookSql(v)} AND ${notCompleted}
              AND EXISTS (SELECT 1 FROM book_interests bi
                          WHERE bi.book_id = b.id AND bi.interest_id = ANY(${interests}::text[]))`
      : sql`SELECT b.id AS book_id, b.published_at FROM books b
            WHERE ${visibleBookSql(v)} AND ${notCompleted}`;
    const window = sql`(SELECT m.book_id, m.published_at FROM m
                        ORDER BY m.published_at DESC, m.book_id LIMIT ${RECOMMEND_WINDOW}) x`;
    const w = byInterest
      ? sql`w AS (
          SELECT x.book_id, x.published_at,
                 (SELECT count(*) FROM book_interests bi
                  WHERE bi.book_id = x.book_id AND bi.interest_id = ANY(${interests}::text[]))::int
                   AS score
          FROM ${window})`
      : sql`w AS (
          SELECT x.book_id, x.published_at, coalesce(pop.readers, 0)::int AS score
          FROM ${window}
          LEFT JOIN book_popularity pop ON pop.book_id = x.book_id)`;
    const ctes = sql`m AS (${m}), ${w}`;
    return {
      ctes,
      ordered: sql`SELECT m.book_id FROM m LEFT JOIN w ON w.book_id = m.book_id
                   ORDER BY (w.book_id IS NULL), w.score DESC, m.published_at DESC, m.book_id`,
      head: {
        window: RECOMMEND_WINDOW,
        ctes,
        ordered: sql`SELECT w.book_id FROM w ORDER BY w.score DESC, w.published_at DESC, w.book_id`,
      },
    };
  };

  /** Visible books of an interest area, newest first. */
  const ofInterest = (v: Viewer, interestId: string): BookList =>
    simple(
      sql`SELECT b.id AS book_id, b.published_at
          FROM book_interests bi JOIN books b ON b.id = bi.book_id
          WHERE bi.interest_id = ${interestId} AND ${visibleBookSql(v)}`,
      sql`m.published_at DESC, m.book_id`,
    );

  /** Visible books of an admin collection, in the collection's order. */
  const ofAdminCollection = (v: Viewer, collectionId: string): BookList =>
    simple(
      sql`SELECT b.id AS book_id, acb.position
          FROM admin_collection_books acb JOIN books b ON b.id = acb.book_id
          WHERE acb.collection_id = ${collectionId}::uuid AND ${visibleBookSql(v)}`,
      sql`m.position, m.book_id`,
    );

  /** First `limit` cards of a list (browse rows). */
  const firstCards = (v: Viewer, list: BookList, limit: number) => {
    const src = list.head && limit <= list.head.window ? list.head : list;
    return selectCards(runner, v, sql`WITH ${src.ctes} ${src.ordered} LIMIT ${limit}`);
  };

  return {
    lists: { newest, continueReading, recommended, ofInterest, ofAdminCollection },

    firstCards,

    pageOf(v: Viewer, list: BookList, page: PageOpts) {
      return selectPagedCards(
        runner,
        v,
        list.ctes,
        sql`${list.ordered} LIMIT ${page.size} OFFSET ${page.page * page.size}`,
        { prepare: true },
      );
    },

    /**
     * Everything of a book's details page in one query, with the availability flags (the
     * service turns them into 404 / 403) and the related cards.
     */
    /**
     * Everything of a book's details page in one query, with the availability flags (the
     * service turns them into 404 / 403). Related books come from `related` (own endpoint).
     */
    async details(v: Viewer, bookId: string): Promise<BookDetailsRow | undefined> {
      const rows = await runner.rows<BookDetailsRow>(
        sql`
        SELECT ${cardColumnsSql(v)},
          b.description, b.subjects, b.languages, b.series_id, s.name AS series_name,
          b.series_position, b.imprint, b.publisher, b.original_file_type,
          b.extra_book_extension, b.layout, b.word_count, b.reading_level_system,
          b.reading_level_value, b.reading_level_label, b.user_segments, b.sales_territories,
          ${isoSql('b.updated_at')} AS updated_at,
          ${availableBookSql(v)} AS available,
          ${territorySql(v)} AS territory_ok,
          (SELECT count(*)::int FROM books sb
           WHERE sb.series_id = b.series_id AND ${visibleBookSql(v, 'sb')}) AS series_total,
          (SELECT json_agg(json_build_object('role', bc.role, 'name', c.full_name)
                           ORDER BY bc.role, bc.position, c.full_name)
           FROM book_creators bc JOIN creators c ON c.id = bc.creator_id
           WHERE bc.book_id = b.id) AS creators,
          (SELECT json_agg(json_build_object('id', ia.id, 'name', ia.name)
                           ORDER BY ia.position, ia.name)
           FROM book_interests bi JOIN interest_areas ia ON ia.id = bi.interest_id
           WHERE bi.book_id = b.id AND ia.status = 'ACTIVE') AS interests,
          EXISTS (SELECT 1 FROM favorites f
                  WHERE f.user_id = ${v.userId}::uuid AND f.book_id = b.id) AS is_favorite
        FROM books b
        LEFT JOIN series s ON s.id = b.series_id
        WHERE b.id = ${bookId}::uuid`,
        // Hot path: one statement per viewer shape, parsed and planned once per connection.
        { prepare: true },
      );
      return rows[0];
    },

    /**
     * Books related to `bookId` for the viewer, with the book's availability flags (the service
     * turns them into 404 / 403). `related` is null when the book is not visible.
     */
    async related(
      v: Viewer,
      bookId: string,
      /**
       * The related books' ids when already known for the viewer's visibility class (service
       * cache): their cards are read by primary key — and checked again against the visibility
       * rule — instead of searching the catalogue for them.
       */
      relatedIds?: readonly string[],
    ): Promise<RelatedRow | undefined> {
      const related = relatedIds
        ? sql`
            SELECT json_agg(r ORDER BY r.ord) FROM (
              SELECT ${cardColumnsSql(v, 'rb')}, rb.published_at, x.ord
              FROM unnest(${sqlArray(relatedIds)}::uuid[]) WITH ORDINALITY AS x(id, ord)
              JOIN books rb ON rb.id = x.id
              WHERE ${visibleBookSql(v, 'rb')}
            ) r`
        : // Per interest of the book, the newest visible books walking the
          // (interest_id, published_at DESC, book_id) index; then the newest of those overall.
          sql`
            SELECT json_agg(r ORDER BY r.published_at DESC, r.id) FROM (
              SELECT ${cardColumnsSql(v, 'rb')}, rb.published_at
              FROM (
                SELECT DISTINCT cand.book_id FROM book_interests own
                CROSS JOIN LATERAL (
                  SELECT rbi.book_id FROM book_interests rbi
                  JOIN books vb ON vb.id = rbi.book_id
                  WHERE rbi.interest_id = own.interest_id AND rbi.book_id <> b.id
                    AND ${visibleBookSql(v, 'vb')}
                  ORDER BY rbi.published_at DESC NULLS LAST, rbi.book_id
                  LIMIT ${RELATED_LIMIT}
                ) cand
                WHERE own.book_id = b.id
              ) c
              JOIN books rb ON rb.id = c.book_id
              ORDER BY rb.published_at DESC, rb.id
              LIMIT ${RELATED_LIMIT}
            ) r`;
      const rows = await runner.rows<RelatedRow>(
        sql`
        SELECT ${availableBookSql(v)} AS available,
          ${territorySql(v)} AS territory_ok,
          CASE WHEN ${visibleBookSql(v)} THEN (${related}) END AS related
        FROM books b
        WHERE b.id = ${bookId}::uuid`,
        { prepare: true },
      );
      return rows[0];
    },

    /** Spine and availability of a book (page categories for the reader). */
    async spine(
      v: Viewer,
      bookId: string,
    ): Promise<{ spine: SpineRow[]; available: boolean; territory_ok: boolean } | undefined> {
      const rows = await runner.rows<{
        spine: SpineRow[];
        available: boolean;
        territory_ok: boolean;
      }>(sql`
        SELECT b.spine, ${availableBookSql(v)} AS available, ${territorySql(v)} AS territory_ok
        FROM books b WHERE b.id = ${bookId}::uuid`);
      return rows[0];
    },

    async series(seriesId: string): Promise<SeriesRow | undefined> {
      const rows = await runner.rows<SeriesRow>(
        sql`SELECT id, name, description FROM series WHERE id = ${seriesId}::uuid`,
      );
      return rows[0];
    },

    /** Visible books of a series in reading order. */
    seriesBooks(
      v: Viewer,
      seriesId: string,
    ): Promise<Array<CardWith<{ series_position: number | null }>>> {
      return selectCards<{ series_position: number | null }>(
        runner,
        v,
        sql`SELECT b.id AS book_id, b.series_position
            FROM books b
            WHERE b.series_id = ${seriesId}::uuid AND ${visibleBookSql(v)}
            ORDER BY b.series_position NULLS LAST, b.published_at, b.id`,
      );
    },

    async activeInterestArea(id: string): Promise<InterestAreaRow | undefined> {
      const rows = await runner.rows<InterestAreaRow>(sql`
        SELECT id, name, image_key, color FROM interest_areas
        WHERE id = ${id} AND status = 'ACTIVE'`);
      return rows[0];
    },

    async activeAdminCollection(id: string): Promise<AdminCollectionRow | undefined> {
      const rows = await runner.rows<AdminCollectionRow>(sql`
        SELECT id, title, description FROM admin_collections
        WHERE id = ${id}::uuid AND status = 'ACTIVE'`);
      return rows[0];
    },

    /** Active interest areas holding at least one book the viewer may see, by position. */
    async interestAreasWithBooks(v: Viewer, limit: number | null): Promise<InterestAreaRow[]> {
      const rows = await runner.rows<InterestAreaRow>(sql`
        SELECT ia.id, ia.name, ia.image_key, ia.color
        FROM interest_areas ia
        WHERE ia.status = 'ACTIVE'
          AND EXISTS (
            SELECT 1 FROM book_interests bi JOIN books b ON b.id = bi.book_id
            WHERE bi.interest_id = ia.id AND ${visibleBookSql(v)})
        ORDER BY ia.position, ia.name
        ${limit === null ? sql`` : sql`LIMIT ${limit}`}`);
      return rows;
    },

    /**
     * The active discovery zones for an age (null: every zone), in the admin's order (browse
     * row B_DISCOVERY_ZONE; the same query as the zones page).
     */
    discoveryZones(age: number | null): Promise<ZoneCardRow[]> {
      return runner.rows<ZoneCardRow>(zoneCardsSql(age), { prepare: true });
    },

    /** Active interest areas (search filter options), by position. */
    async activeInterestAreas(): Promise<Array<{ id: string; name: string }>> {
      const rows = await runner.rows<{ id: string; name: string }>(sql`
        SELECT id, name FROM interest_areas WHERE status = 'ACTIVE' ORDER BY position, name`);
      return rows;
    },

    /**
     * Banners running at `now` whose target the viewer may see: a visible book, or an active
     * admin collection with a visible book.
     */
    async activeBanners(v: Viewer, now: Date): Promise<BannerRow[]> {
      const rows = await runner.rows<BannerRow>(sql`
        SELECT bn.id, bn.name, bn.banner_type, bn.entity_type, bn.content_id,
               bn.web_image_key, bn.mobile_image_key, bn.position
        FROM banners bn
        WHERE bn.status = 'ACTIVE'
          AND (bn.start_date IS NULL OR bn.start_date <= ${now})
          AND (bn.end_date IS NULL OR bn.end_date >= ${now})
          AND bn.content_id ~ ${UUID_RE}
          AND CASE bn.banner_type
            WHEN 'BOOK' THEN EXISTS (
              SELECT 1 FROM books b
              WHERE b.id = bn.content_id::uuid AND ${visibleBookSql(v)})
            WHEN 'COLLECTION' THEN EXISTS (
              SELECT 1 FROM admin_collections ac
              JOIN admin_collection_books acb ON acb.collection_id = ac.id
              JOIN books b ON b.id = acb.book_id
              WHERE ac.id = bn.content_id::uuid AND ac.status = 'ACTIVE' AND ${visibleBookSql(v)})
            ELSE FALSE
          END
        ORDER BY bn.position, bn.created_at`);
      return rows;
    },

    /**
     * The first `perCollection` visible books of every active admin collection, in collection
     * order, collections by position (one query for all browse collection rows).
     */
    adminCollectionRows(
      v: Viewer,
      perCollection: number,
    ): Promise<Array<CardWith<{ collection_id: string; collection_title: string }>>> {
      return selectCards<{ collection_id: string; collection_title: string }>(
        runner,
        v,
        sql`
          SELECT x.book_id, x.collection_id, x.collection_title
          FROM (
            SELECT acb.book_id, ac.id AS collection_id, ac.title AS collection_title,
                   ac.position AS collection_position, ac.created_at AS collection_created,
                   row_number() OVER (
                     PARTITION BY ac.id ORDER BY acb.position, acb.book_id) AS rn
            FROM admin_collections ac
            JOIN admin_collection_books acb ON acb.collection_id = ac.id
            JOIN books b ON b.id = acb.book_id
            WHERE ac.status = 'ACTIVE' AND ${visibleBookSql(v)}
          ) x
          WHERE x.rn <= ${perCollection}
          ORDER BY x.collection_position, x.collection_created, x.collection_id, x.rn`,
      );
    },

    /** Languages and page range of the active catalogue (search filters), in one scan. */
    async catalogueFacets(): Promise<{ languages: string[]; min: number; max: number }> {
      const rows = await runner.rows<{
        languages: string[] | null;
        min: number | null;
        max: number | null;
      }>(sql`
        SELECT array_agg(DISTINCT l.code ORDER BY l.code) FILTER (WHERE l.code IS NOT NULL)
                 AS languages,
               min(b.page_count)::int AS min, max(b.page_count)::int AS max
        FROM books b LEFT JOIN LATERAL unnest(b.languages) AS l(code) ON TRUE
        WHERE b.status = 'ACTIVE'`);
      const r = rows[0];
      return { languages: r?.languages ?? [], min: r?.min ?? 0, max: r?.max ?? 0 };
    },

    async recordVisualSearch(userId: string, interestId: string): Promise<boolean> {
      const rows = await runner.rows<{ id: string }>(sql`
        INSERT INTO search_activities (user_id, kind, interest_id)
        SELECT ${userId}::uuid, 'VISUAL_SEARCH', ia.id
        FROM interest_areas ia WHERE ia.id = ${interestId} AND ia.status = 'ACTIVE'
        RETURNING id`);
      return rows.length > 0;
    },
  };
}

export type CatalogueRepo = ReturnType<typeof createCatalogueRepo>;
