import { sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { selectCards, type BookCardRow, type CardWith } from '../catalogue/book-cards.repo.ts';
import type { QueryRunner } from '../catalogue/query-runner.ts';
import { sqlArray, visibleBookSql, type Viewer } from '../catalogue/visibility.ts';
import { playableQuizSql } from '../quizzes/quizzes.repo.ts';

/** A zone as a card (browse row, zones page). `colours` is the stored jsonb. */
export interface ZoneCardRow extends Record<string, unknown> {
  id: string;
  title: string;
  short_title: string;
  age_min: number;
  age_max: number;
  icon_url: string | null;
  colours: unknown;
}

/** Everything of a zone page as stored. */
export interface ZoneRow extends ZoneCardRow {
  status: string;
  hero_web: string | null;
  hero_mobile: string | null;
  mascot_images: string[];
  fact_ids: string[];
  quiz_ids: string[];
  collection_ids: string[];
  interest_ids: string[];
  featured_book_id: string | null;
  /** Ages of the segment the admin switched off on their own (status per age). */
  inactive_ages: number[];
}

export interface FactRow extends Record<string, unknown> {
  id: string;
  text: string;
}

/** The ages a zone is switched off for on their own (admin status per age). */
export const inactiveAgesSql = sql`coalesce((SELECT array_agg(s.age) FROM discovery_zone_age_status s
  WHERE s.zone_id = z.id AND s.status = 'INACTIVE'), '{}'::int[]) AS inactive_ages`;

const zoneCardColumns = sql`z.id, z.title, z.short_title, z.age_min, z.age_max, z.icon_url,
  z.colours`;

/**
 * The active zones as cards, in the admin's order; with an age, only those whose age segment
 * holds it. Shared with the browse row (catalogue.repo `discoveryZones`).
 */
export function zoneCardsSql(age: number | null): SQL {
  const forAge =
    age === null
      ? sql``
      : sql`AND z.age_min <= ${age}::int AND z.age_max >= ${age}::int
          AND NOT EXISTS (SELECT 1 FROM discovery_zone_age_status s
            WHERE s.zone_id = z.id AND s.age = ${age}::int AND s.status = 'INACTIVE')`;
  return sql`SELECT ${zoneCardColumns}
    FROM discovery_zones z
    WHERE z.status = 'ACTIVE' ${forAge}
    ORDER BY z.position, z.age_min, z.title, z.id`;
}

/**
 * Discovery zones' SQL: zone cards and pages, their facts, the books of their rows (through the
 * catalogue's visibility rule, so a row only holds books the viewer may see) and the visits.
 */
export function createDiscoveryRepo(db: Db, runner: QueryRunner) {
  return {
    transaction<T>(fn: (tx: DbOrTx) => Promise<T>): Promise<T> {
      return db.transaction(fn);
    },

    zoneCards(age: number | null): Promise<ZoneCardRow[]> {
      return runner.rows<ZoneCardRow>(zoneCardsSql(age), { prepare: true });
    },

    async zone(zoneId: string): Promise<ZoneRow | undefined> {
      const rows = await runner.rows<ZoneRow>(
        sql`SELECT ${zoneCardColumns}, z.status::text AS status, z.hero_web, z.hero_mobile,
              z.mascot_images, z.fact_ids, z.quiz_ids, z.collection_ids, z.interest_ids,
              z.featured_book_id, ${inactiveAgesSql}
            FROM discovery_zones z WHERE z.id = ${zoneId}::uuid`,
        { prepare: true },
      );
      return rows[0];
    },

    /** The active facts among `ids`, in the order of `ids`. */
    async facts(ids: readonly string[]): Promise<FactRow[]> {
      if (ids.length === 0) return [];
      return runner.rows<FactRow>(
        sql`SELECT f.id, f.text
            FROM unnest(${sqlArray(ids)}::uuid[]) WITH ORDINALITY AS x(id, ord)
            JOIN facts f ON f.id = x.id
            WHERE f.status = 'ACTIVE'
            ORDER BY x.ord`,
      );
    },

    /** How many of `ids` are playable quiz questions (the daily quiz's pool). */
    async playableQuizCount(ids: readonly string[]): Promise<number> {
      if (ids.length === 0) return 0;
      const rows = await runner.rows<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM quizzes q
            WHERE q.id = ANY(${sqlArray(ids)}::uuid[]) AND ${playableQuizSql('q')}`,
      );
      return rows[0]?.n ?? 0;
    },

    /** The card of `bookId` when the viewer may see it. */
    async visibleCard(v: Viewer, bookId: string): Promise<BookCardRow | undefined> {
      const rows = await selectCards(
        runner,
        v,
        sql`SELECT b.id AS book_id FROM books b WHERE b.id = ${bookId}::uuid AND ${visibleBookSql(v)}`,
      );
      return rows[0];
    },

    /**
     * The newest `perRow` visible books of each active interest area of `interestIds`, rows in
     * the order of `interestIds` (one query for every interest row of a zone page).
     */
    interestRows(
      v: Viewer,
      interestIds: readonly string[],
      perRow: number,
    ): Promise<Array<CardWith<{ interest_id: string; interest_name: string }>>> {
      if (interestIds.length === 0) return Promise.resolve([]);
      return selectCards<{ interest_id: string; interest_name: string }>(
        runner,
        v,
        sql`
          SELECT x.book_id, x.interest_id, x.interest_name
          FROM (
            SELECT bi.book_id, ia.id AS interest_id, ia.name AS interest_name, i.ord,
                   row_number() OVER (
                     PARTITION BY ia.id ORDER BY b.published_at DESC, b.id) AS rn
            FROM unnest(${sqlArray(interestIds)}::text[]) WITH ORDINALITY AS i(id, ord)
            JOIN interest_areas ia ON ia.id = i.id AND ia.status = 'ACTIVE'
            JOIN book_interests bi ON bi.interest_id = ia.id
            JOIN books b ON b.id = bi.book_id
            WHERE ${visibleBookSql(v)}
          ) x
          WHERE x.rn <= ${perRow}
          ORDER BY x.ord, x.rn`,
      );
    },

    /**
     * The first `perRow` visible books of each active admin collection of `collectionIds`, in
     * collection order, rows in the order of `collectionIds`.
     */
    collectionRows(
      v: Viewer,
      collectionIds: readonly string[],
      perRow: number,
    ): Promise<Array<CardWith<{ collection_id: string; collection_title: string }>>> {
      if (collectionIds.length === 0) return Promise.resolve([]);
      return selectCards<{ collection_id: string; collection_title: string }>(
        runner,
        v,
        sql`
          SELECT x.book_id, x.collection_id, x.collection_title
          FROM (
            SELECT acb.book_id, ac.id AS collection_id, ac.title AS collection_title, i.ord,
                   row_number() OVER (
                     PARTITION BY ac.id ORDER BY acb.position, acb.book_id) AS rn
            FROM unnest(${sqlArray(collectionIds)}::uuid[]) WITH ORDINALITY AS i(id, ord)
            JOIN admin_collections ac ON ac.id = i.id AND ac.status = 'ACTIVE'
            JOIN admin_collection_books acb ON acb.collection_id = ac.id
            JOIN books b ON b.id = acb.book_id
            WHERE ${visibleBookSql(v)}
          ) x
          WHERE x.rn <= ${perRow}
          ORDER BY x.ord, x.rn`,
      );
    },

    /**
     * Records a visit of a zone by a profile (one row per profile and zone, counting visits).
     * Returns whether this was the first visit; concurrent first visits wait on the row, so
     * exactly one of them is the first.
     */
    async recordVisit(tx: DbOrTx, userId: string, zoneId: string, now: Date): Promise<boolean> {
      const { rows } = await tx.execute<{ first: boolean }>(sql`
        INSERT INTO discovery_visits AS dv (user_id, zone_id, first_at, last_at, visits)
        VALUES (${userId}::uuid, ${zoneId}::uuid, ${now}::timestamptz, ${now}::timestamptz, 1)
        ON CONFLICT (user_id, zone_id) DO UPDATE SET
          visits = dv.visits + 1, last_at = greatest(dv.last_at, EXCLUDED.last_at)
        RETURNING (xmax = 0) AS first`);
      return rows[0]?.first ?? false;
    },
  };
}

export type DiscoveryRepo = ReturnType<typeof createDiscoveryRepo>;
