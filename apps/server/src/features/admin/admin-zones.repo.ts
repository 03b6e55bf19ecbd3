import { and, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminZoneListQuerySchema, AdminStatus } from '@pagebird/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  adminCollections,
  badges,
  books,
  discoveryZoneAgeStatus,
  discoveryZones,
  facts,
  interestAreas,
  quizzes,
} from '../../db/schema/index.ts';
import { adminOrderBy, adminPaging, likePattern } from './admin-list.ts';

export type ZoneStored = typeof discoveryZones.$inferSelect;
export type ZoneWrite = Omit<typeof discoveryZones.$inferInsert, 'id' | 'createdAt'>;
export interface ZoneListRow extends ZoneStored {
  inactiveAges: number[];
}

const inactiveAgesSql = sql<number[]>`coalesce((
  SELECT array_agg(s.age ORDER BY s.age) FROM discovery_zone_age_status s
  WHERE s.zone_id = ${discoveryZones.id} AND s.status = 'INACTIVE'), '{}'::int[])`;

/** Checks that the ids exist; answers the ones that do not, in the given order. */
async function missing(
  db: DbOrTx,
  ids: readonly string[],
  table:
    typeof facts | typeof quizzes | typeof adminCollections | typeof interestAreas | typeof badges,
): Promise<string[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: table.id })
    .from(table)
    .where(inArray(table.id, [...ids]));
  const have = new Set(found.map((r) => r.id));
  return ids.filter((id) => !have.has(id));
}

/** Admin discovery zones' SQL: the list, one zone with what its editor shows, the writes. */
export function createAdminZonesRepo(db: Db) {
  return {
    transaction<T>(fn: (tx: DbOrTx) => Promise<T>): Promise<T> {
      return db.transaction(fn);
    },

    async list(
      q: z.output<typeof adminZoneListQuerySchema>,
    ): Promise<{ rows: ZoneListRow[]; total: number }> {
      const where = and(
        q.search
          ? or(
              ilike(discoveryZones.title, likePattern(q.search)),
              ilike(discoveryZones.shortTitle, likePattern(q.search)),
            )
          : undefined,
        q.status ? eq(discoveryZones.status, q.status) : undefined,
        q.age !== undefined
          ? sql`${discoveryZones.ageMin} <= ${q.age} AND ${discoveryZones.ageMax} >= ${q.age}`
          : undefined,
      );
      const order: SQL[] = adminOrderBy(
        q.sort,
        {
          title: discoveryZones.title,
          shortTitle: discoveryZones.shortTitle,
          minAge: discoveryZones.ageMin,
          maxAge: discoveryZones.ageMax,
          status: discoveryZones.status,
          spotcheckStatus: discoveryZones.spotcheckStatus,
          position: discoveryZones.position,
          updatedAt: discoveryZones.updatedAt,
        },
        { key: 'position', order: 'asc' },
      );
      const { limit, offset } = adminPaging(q);
      const [rows, [total]] = await Promise.all([
        db
          .select({ zone: discoveryZones, inactiveAges: inactiveAgesSql })
          .from(discoveryZones)
          .where(where)
          .orderBy(...order, discoveryZones.title, discoveryZones.id)
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(discoveryZones).where(where),
      ]);
      return {
        rows: rows.map((r) => ({ ...r.zone, inactiveAges: r.inactiveAges ?? [] })),
        total: total?.n ?? 0,
      };
    },

    /** One zone; `lock` takes the row for a write (in `tx`). */
    async zone(tx: DbOrTx, id: string, lock = false): Promise<ZoneListRow | undefined> {
      const query = tx
        .select({ zone: discoveryZones, inactiveAges: inactiveAgesSql })
        .from(discoveryZones)
        .where(eq(discoveryZones.id, id));
      const [row] = lock ? await query.for('update', { of: discoveryZones }) : await query;
      return row ? { ...row.zone, inactiveAges: row.inactiveAges ?? [] } : undefined;
    },

    /** What the editor shows beside a zone's own columns: names of the things it points at. */
    async related(tx: DbOrTx, zone: ZoneStored) {
      const [quizRows, interestRows, collectionRows, featured] = await Promise.all([
        zone.quizIds.length
          ? tx
              .select({ id: quizzes.id, question: quizzes.question, status: quizzes.status })
              .from(quizzes)
              .where(inArray(quizzes.id, zone.quizIds))
          : [],
        zone.interestIds.length
          ? tx
              .select({ id: interestAreas.id, name: interestAreas.name })
              .from(interestAreas)
              .where(inArray(interestAreas.id, zone.interestIds))
          : [],
        zone.collectionIds.length
          ? tx
              .select({ id: adminCollections.id, title: adminCollections.title })
              .from(adminCollections)
              .where(inArray(adminCollections.id, zone.collectionIds))
          : [],
        zone.featuredBookId
          ? tx
              .select({ idNumber: books.idNumber, title: books.title })
              .from(books)
              .where(eq(books.id, zone.featuredBookId))
          : [],
      ]);
      return { quizRows, interestRows, collectionRows, featured: featured[0] ?? null };
    },

    async ageStatuses(tx: DbOrTx, zoneId: string) {
      return tx
        .select({ age: discoveryZoneAgeStatus.age, status: discoveryZoneAgeStatus.status })
        .from(discoveryZoneAgeStatus)
        .where(eq(discoveryZoneAgeStatus.zoneId, zoneId));
    },

    async bookIdByNumber(tx: DbOrTx, idNumber: string): Promise<string | undefined> {
      const [row] = await tx
        .select({ id: books.id })
        .from(books)
        .where(eq(books.idNumber, idNumber));
      return row?.id;
    },

    missingFacts: (tx: DbOrTx, ids: readonly string[]) => missing(tx, ids, facts),
    missingQuizzes: (tx: DbOrTx, ids: readonly string[]) => missing(tx, ids, quizzes),
    missingCollections: (tx: DbOrTx, ids: readonly string[]) => missing(tx, ids, adminCollections),
    missingInterests: (tx: DbOrTx, ids: readonly string[]) => missing(tx, ids, interestAreas),
    missingBadges: (tx: DbOrTx, ids: readonly string[]) => missing(tx, ids, badges),

    async insert(tx: DbOrTx, values: ZoneWrite): Promise<string> {
      const [row] = await tx
        .insert(discoveryZones)
        .values(values)
        .returning({ id: discoveryZones.id });
      return row!.id;
    },

    async update(tx: DbOrTx, id: string, values: Partial<ZoneWrite>): Promise<void> {
      await tx.update(discoveryZones).set(values).where(eq(discoveryZones.id, id));
    },

    /** Ages outside a (new) segment keep no status of their own. */
    async dropAgeStatusesOutside(tx: DbOrTx, id: string, min: number, max: number) {
      await tx
        .delete(discoveryZoneAgeStatus)
        .where(
          and(
            eq(discoveryZoneAgeStatus.zoneId, id),
            sql`NOT (${discoveryZoneAgeStatus.age} BETWEEN ${min} AND ${max})`,
          ),
        );
    },

    async setAgeStatus(tx: DbOrTx, id: string, age: number, status: AdminStatus, now: Date) {
      await tx
        .insert(discoveryZoneAgeStatus)
        .values({ zoneId: id, age, status, updatedAt: now })
        .onConflictDoUpdate({
          target: [discoveryZoneAgeStatus.zoneId, discoveryZoneAgeStatus.age],
          set: { status, updatedAt: now },
        });
    },

    /** The zone as a whole switched: every age follows it again. */
    async clearAgeStatuses(tx: DbOrTx, id: string) {
      await tx.delete(discoveryZoneAgeStatus).where(eq(discoveryZoneAgeStatus.zoneId, id));
    },
  };
}

export type AdminZonesRepo = ReturnType<typeof createAdminZonesRepo>;
