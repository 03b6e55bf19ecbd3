import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AdminListQuery, AdminStatus } from '@pagebird/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { adminCollectionBooks, adminCollections, books } from '../../db/schema/index.ts';
import { adminOrderBy, adminPaging, likePattern } from './admin-list.ts';

export type CollectionRecord = typeof adminCollections.$inferSelect;
export interface CollectionBookRecord {
  id: string;
  idNumber: string;
  title: string;
  status: AdminStatus;
  coverKey: string | null;
}
export interface CollectionCounts {
  activeBooks: number;
  inactiveBooks: number;
}

const activeCount = sql<number>`count(*) FILTER (WHERE ${books.status} = 'ACTIVE')::int`;
const inactiveCount = sql<number>`count(*) FILTER (WHERE ${books.status} = 'INACTIVE')::int`;

/** SQL of the admin collections (tables `admin_collections`, `admin_collection_books`). */
export function createAdminCollectionsRepo(db: Db) {
  const bookColumns = {
    id: books.id,
    idNumber: books.idNumber,
    title: books.title,
    status: books.status,
    coverKey: sql<string | null>`coalesce(${books.coverThumbKey}, ${books.coverKey})`,
  };
  return {
    transaction: db.transaction.bind(db),

    async page(q: AdminListQuery & { status?: AdminStatus }) {
      const where = and(
        q.search ? ilike(adminCollections.title, likePattern(q.search)) : undefined,
        q.status ? eq(adminCollections.status, q.status) : undefined,
      );
      const order: SQL[] = adminOrderBy(
        q.sort,
        {
          title: adminCollections.title,
          position: adminCollections.position,
          status: adminCollections.status,
          updatedAt: adminCollections.updatedAt,
          createdAt: adminCollections.createdAt,
        },
        { key: 'updatedAt', order: 'desc' },
      );
      const { limit, offset } = adminPaging(q);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(adminCollections)
          .where(where)
          .orderBy(...order, adminCollections.id)
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(adminCollections).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async counts(ids: string[], tx: DbOrTx = db): Promise<Map<string, CollectionCounts>> {
      if (!ids.length) return new Map();
      const rows = await tx
        .select({
          id: adminCollectionBooks.collectionId,
          activeBooks: activeCount,
          inactiveBooks: inactiveCount,
        })
        .from(adminCollectionBooks)
        .innerJoin(books, eq(books.id, adminCollectionBooks.bookId))
        .where(inArray(adminCollectionBooks.collectionId, ids))
        .groupBy(adminCollectionBooks.collectionId);
      return new Map(rows.map((r) => [r.id, r]));
    },

    async find(id: string, tx: DbOrTx = db): Promise<CollectionRecord | undefined> {
      const [row] = await tx.select().from(adminCollections).where(eq(adminCollections.id, id));
      return row;
    },

    /** The collection's books in order. */
    async books(id: string, tx: DbOrTx = db): Promise<CollectionBookRecord[]> {
      return tx
        .select(bookColumns)
        .from(adminCollectionBooks)
        .innerJoin(books, eq(books.id, adminCollectionBooks.bookId))
        .where(eq(adminCollectionBooks.collectionId, id))
        .orderBy(asc(adminCollectionBooks.position), asc(books.title));
    },

    async existingBookIds(ids: string[], tx: DbOrTx = db): Promise<Set<string>> {
      if (!ids.length) return new Set();
      const rows = await tx.select({ id: books.id }).from(books).where(inArray(books.id, ids));
      return new Set(rows.map((r) => r.id));
    },

    /** Books to pick, by title or catalogue number. */
    async bookOptions(search: string | undefined, size: number): Promise<CollectionBookRecord[]> {
      const where = search
        ? or(ilike(books.title, likePattern(search)), ilike(books.idNumber, likePattern(search)))
        : undefined;
      return db.select(bookColumns).from(books).where(where).orderBy(asc(books.title)).limit(size);
    },

    async insert(
      w: Omit<typeof adminCollections.$inferInsert, 'id'>,
      tx: DbOrTx,
    ): Promise<CollectionRecord> {
      const [row] = await tx.insert(adminCollections).values(w).returning();
      return row!;
    },

    async update(
      id: string,
      w: Partial<typeof adminCollections.$inferInsert>,
      tx: DbOrTx,
    ): Promise<CollectionRecord> {
      const [row] = await tx
        .update(adminCollections)
        .set({ ...w, updatedAt: sql`now()` })
        .where(eq(adminCollections.id, id))
        .returning();
      return row!;
    },

    /** Replace the books, keeping the given order. */
    async setBooks(id: string, bookIds: string[], tx: DbOrTx): Promise<void> {
      await tx.delete(adminCollectionBooks).where(eq(adminCollectionBooks.collectionId, id));
      if (bookIds.length) {
        await tx
          .insert(adminCollectionBooks)
          .values(bookIds.map((bookId, position) => ({ collectionId: id, bookId, position })));
      }
    },
  };
}
export type AdminCollectionsRepo = ReturnType<typeof createAdminCollectionsRepo>;
