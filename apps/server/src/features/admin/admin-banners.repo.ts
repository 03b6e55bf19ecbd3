import { and, count, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { AdminStatus, BannerType, bannerListQuerySchema } from '@pagebird/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { adminCollections, banners, books } from '../../db/schema/index.ts';
import { adminOrderBy, adminPaging, likePattern } from './admin-list.ts';

export type BannerRecord = typeof banners.$inferSelect;
export type BannerWrite = Omit<typeof banners.$inferInsert, 'id' | 'createdAt'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** SQL of the admin banners (table `banners`, the one browse reads). */
export function createAdminBannersRepo(db: Db) {
  return {
    transaction: db.transaction.bind(db),

    async page(q: z.output<typeof bannerListQuerySchema>) {
      const where = and(
        q.search ? ilike(banners.name, likePattern(q.search)) : undefined,
        q.status ? eq(banners.status, q.status) : undefined,
      );
      const order: SQL[] = adminOrderBy(
        q.sort,
        {
          name: banners.name,
          position: banners.position,
          startDate: banners.startDate,
          endDate: banners.endDate,
          status: banners.status,
          bannerType: banners.bannerType,
          createdAt: banners.createdAt,
        },
        { key: 'createdAt', order: 'desc' },
      );
      const { limit, offset } = adminPaging(q);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(banners)
          .where(where)
          .orderBy(...order, banners.id)
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(banners).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async find(id: string, tx: DbOrTx = db): Promise<BannerRecord | undefined> {
      const [row] = await tx.select().from(banners).where(eq(banners.id, id));
      return row;
    },

    /** Titles of the banners' books and collections, by content id. */
    async contentTitles(rows: BannerRecord[], tx: DbOrTx = db): Promise<Map<string, string>> {
      const ids = (type: BannerType) =>
        rows.filter((r) => r.bannerType === type && UUID.test(r.contentId)).map((r) => r.contentId);
      const bookIds = ids('BOOK');
      const collectionIds = ids('COLLECTION');
      const [b, c] = await Promise.all([
        bookIds.length
          ? tx
              .select({ id: books.id, title: books.title })
              .from(books)
              .where(inArray(books.id, bookIds))
          : [],
        collectionIds.length
          ? tx
              .select({ id: adminCollections.id, title: adminCollections.title })
              .from(adminCollections)
              .where(inArray(adminCollections.id, collectionIds))
          : [],
      ]);
      return new Map([...b, ...c].map((r) => [r.id, r.title]));
    },

    async contentExists(type: BannerType, contentId: string, tx: DbOrTx = db): Promise<boolean> {
      if (!UUID.test(contentId)) return false;
      const rows =
        type === 'BOOK'
          ? await tx.select({ id: books.id }).from(books).where(eq(books.id, contentId))
          : await tx
              .select({ id: adminCollections.id })
              .from(adminCollections)
              .where(eq(adminCollections.id, contentId));
      return rows.length > 0;
    },

    async insert(w: BannerWrite, tx: DbOrTx): Promise<BannerRecord> {
      const [row] = await tx.insert(banners).values(w).returning();
      return row!;
    },

    async update(id: string, w: Partial<BannerWrite>, tx: DbOrTx): Promise<BannerRecord> {
      const [row] = await tx.update(banners).set(w).where(eq(banners.id, id)).returning();
      return row!;
    },

    async setStatus(id: string, status: AdminStatus, tx: DbOrTx): Promise<BannerRecord> {
      return this.update(id, { status }, tx);
    },
  };
}
export type AdminBannersRepo = ReturnType<typeof createAdminBannersRepo>;
