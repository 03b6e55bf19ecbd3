import { and, asc, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { discountListQuerySchema } from '@pagebird/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  discountSources,
  discounts,
  subscriptionPlans,
  subscriptions,
  type DiscountRow,
} from '../../db/schema/index.ts';
import { adminOrderBy, adminPaging, likePattern } from './admin-list.ts';

export type DiscountWrite = Omit<typeof discounts.$inferInsert, 'id' | 'uses' | 'createdAt'>;

/**
 * SQL of the admin discounts: the same `discounts` table billing reads at sign-up (promo codes,
 * decision 021), so what the admin writes is what sign-up honours; and `discount_sources`.
 */
export function createAdminDiscountsRepo(db: Db) {
  return {
    transaction: db.transaction.bind(db),

    async page(q: z.output<typeof discountListQuerySchema>) {
      const where = and(
        q.search ? ilike(discounts.promoCode, likePattern(q.search)) : undefined,
        q.discountSource ? eq(discounts.discountSource, q.discountSource.toUpperCase()) : undefined,
        q.active ? eq(discounts.active, q.active === 'true') : undefined,
      );
      const order: SQL[] = adminOrderBy(
        q.sort,
        {
          promoCode: discounts.promoCode,
          discountSource: discounts.discountSource,
          validFrom: discounts.validFrom,
          validUntil: discounts.validUntil,
          discountPrice: discounts.discountPrice,
          maxUses: discounts.maxUses,
          uses: discounts.uses,
          active: discounts.active,
          createdAt: discounts.createdAt,
        },
        { key: 'createdAt', order: 'desc' },
      );
      const { limit, offset } = adminPaging(q);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(discounts)
          .where(where)
          .orderBy(...order, discounts.id)
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(discounts).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async find(id: string, tx: DbOrTx = db): Promise<DiscountRow | undefined> {
      const [row] = await tx.select().from(discounts).where(eq(discounts.id, id));
      return row;
    },

    async findByCode(code: string, tx: DbOrTx = db): Promise<DiscountRow | undefined> {
      const [row] = await tx.select().from(discounts).where(eq(discounts.promoCode, code));
      return row;
    },

    async ofSource(source: string): Promise<DiscountRow[]> {
      return db
        .select()
        .from(discounts)
        .where(eq(discounts.discountSource, source.toUpperCase()))
        .orderBy(asc(discounts.promoCode));
    },

    async insert(w: DiscountWrite, tx: DbOrTx): Promise<DiscountRow> {
      const [row] = await tx.insert(discounts).values(w).returning();
      return row!;
    },

    async update(id: string, w: Partial<DiscountWrite>, tx: DbOrTx): Promise<DiscountRow> {
      const [row] = await tx.update(discounts).set(w).where(eq(discounts.id, id)).returning();
      return row!;
    },

    async remove(id: string, tx: DbOrTx): Promise<void> {
      await tx.delete(discounts).where(eq(discounts.id, id));
    },

    async usedBySubscription(id: string, tx: DbOrTx = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(eq(subscriptions.discountId, id))
        .limit(1);
      return !!row;
    },

    async planExists(priceId: string, tx: DbOrTx = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: subscriptionPlans.priceId })
        .from(subscriptionPlans)
        .where(eq(subscriptionPlans.priceId, priceId));
      return !!row;
    },

    plans() {
      return db
        .select({
          priceId: subscriptionPlans.priceId,
          interval: subscriptionPlans.interval,
          priceCents: subscriptionPlans.priceCents,
        })
        .from(subscriptionPlans)
        .orderBy(asc(subscriptionPlans.position), asc(subscriptionPlans.priceId));
    },

    async sourceExists(name: string, tx: DbOrTx = db): Promise<boolean> {
      const [row] = await tx
        .select({ n: discountSources.sourceName })
        .from(discountSources)
        .where(eq(discountSources.sourceName, name));
      return !!row;
    },

    async sources(): Promise<Array<{ sourceName: string; discounts: number }>> {
      return db
        .select({
          sourceName: discountSources.sourceName,
          discounts: sql<number>`(SELECT count(*)::int FROM ${discounts} d WHERE d.discount_source = ${discountSources.sourceName})`,
        })
        .from(discountSources)
        .orderBy(asc(discountSources.sourceName));
    },

    /** Insert a source; false when it already exists. */
    async insertSource(name: string, tx: DbOrTx): Promise<boolean> {
      const rows = await tx
        .insert(discountSources)
        .values({ sourceName: name })
        .onConflictDoNothing()
        .returning({ n: discountSources.sourceName });
      return rows.length > 0;
    },
  };
}
export type AdminDiscountsRepo = ReturnType<typeof createAdminDiscountsRepo>;
