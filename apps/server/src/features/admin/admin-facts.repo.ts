import { and, count, eq, ilike, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminFactListQuerySchema, FactSourceType } from '@pagebird/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { facts } from '../../db/schema/index.ts';
import { sqlArray } from '../catalogue/visibility.ts';
import { adminOrderBy, adminPaging, likePattern } from './admin-list.ts';

export type FactStored = typeof facts.$inferSelect;
export type FactWrite = Omit<typeof facts.$inferInsert, 'id' | 'createdAt'>;

/** The readable name of a fact's source; null when the source does not exist. */
const sourceTitleSql: Record<FactSourceType, (id: string) => ReturnType<typeof sql>> = {
  BOOK: (id) => sql`SELECT title FROM books WHERE id_number = ${id}`,
  COLLECTION: (id) => sql`SELECT title FROM admin_collections WHERE id::text = ${id}`,
  INTEREST_AREA: (id) => sql`SELECT name AS title FROM interest_areas WHERE id = ${id}`,
  DISCOVERY_ZONE: (id) => sql`SELECT title FROM discovery_zones WHERE id::text = ${id}`,
  BADGE: (id) => sql`SELECT name AS title FROM badges WHERE id = ${id}`,
};

/** Admin facts' SQL (spec §3 "Fact"). */
export function createAdminFactsRepo(db: Db) {
  return {
    transaction<T>(fn: (tx: DbOrTx) => Promise<T>): Promise<T> {
      return db.transaction(fn);
    },

    async list(q: z.output<typeof adminFactListQuerySchema>) {
      const where = and(
        q.search ? ilike(facts.text, likePattern(q.search)) : undefined,
        q.status ? eq(facts.status, q.status) : undefined,
        q.zoneId
          ? sql`${facts.id} IN (SELECT unnest(z.fact_ids) FROM discovery_zones z WHERE z.id = ${q.zoneId}::uuid)`
          : undefined,
      );
      const order = adminOrderBy(
        q.sort,
        { text: facts.text, status: facts.status, createdAt: facts.createdAt },
        { key: 'createdAt', order: 'desc' },
      );
      const { limit, offset } = adminPaging(q);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(facts)
          .where(where)
          .orderBy(...order, facts.id)
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(facts).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** The facts of `ids` in the order of `ids` (unknown ids left out). */
    async byIds(ids: readonly string[]): Promise<FactStored[]> {
      if (ids.length === 0) return [];
      const { rows } = await db.execute<{ id: string }>(
        sql`SELECT f.id FROM unnest(${sqlArray(ids)}::uuid[]) WITH ORDINALITY AS x(id, ord)
            JOIN facts f ON f.id = x.id ORDER BY x.ord`,
      );
      if (rows.length === 0) return [];
      const found = await db
        .select()
        .from(facts)
        .where(sql`${facts.id} = ANY(${sqlArray(rows.map((r) => r.id))}::uuid[])`);
      const byId = new Map(found.map((f) => [f.id, f]));
      return rows.flatMap((r) => byId.get(r.id) ?? []);
    },

    async fact(tx: DbOrTx, id: string, lock = false): Promise<FactStored | undefined> {
      const query = tx.select().from(facts).where(eq(facts.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async sourceTitle(tx: DbOrTx, type: FactSourceType, contentId: string) {
      const { rows } = await tx.execute<{ title: string }>(sourceTitleSql[type](contentId));
      return rows[0]?.title ?? null;
    },

    /** Zones that show the fact. */
    async zonesOf(tx: DbOrTx, id: string) {
      const { rows } = await tx.execute<{ id: string; title: string }>(
        sql`SELECT id, title FROM discovery_zones WHERE ${id}::uuid = ANY(fact_ids)
            ORDER BY position, title`,
      );
      return rows;
    },

    async insert(tx: DbOrTx, values: FactWrite): Promise<string> {
      const [row] = await tx.insert(facts).values(values).returning({ id: facts.id });
      return row!.id;
    },

    async update(tx: DbOrTx, id: string, values: Partial<FactWrite>): Promise<void> {
      await tx.update(facts).set(values).where(eq(facts.id, id));
    },
  };
}

export type AdminFactsRepo = ReturnType<typeof createAdminFactsRepo>;
