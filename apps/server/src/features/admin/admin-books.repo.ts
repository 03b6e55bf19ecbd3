import { and, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AdminStatus } from '@pagebird/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  adminBookExtras,
  bookCreators,
  bookInterests,
  books,
  creators,
  interestAreas,
  series,
  type StoredSpineItem,
} from '../../db/schema/index.ts';
import { adminOrderBy, adminPaging, likePattern } from './admin-list.ts';

/** Creators of a book in role order, then their position. */
const creatorsOf = (role: 'AUTHOR' | 'EDITOR' | 'ILLUSTRATOR'): SQL<string[]> =>
  sql<string[]>`coalesce((SELECT array_agg(c.full_name ORDER BY bc.position, c.full_name)
    FROM ${bookCreators} bc JOIN ${creators} c ON c.id = bc.creator_id
    WHERE bc.book_id = "books"."id" AND bc.role = ${role}), '{}'::text[])`;

const listColumns = {
  id: books.id,
  idNumber: books.idNumber,
  title: books.title,
  authors: creatorsOf('AUTHOR'),
  fileType: books.fileType,
  ageMin: books.ageMin,
  ageMax: books.ageMax,
  status: books.status,
  coverKey: books.coverKey,
  coverThumbKey: books.coverThumbKey,
  isAudioIncluded: books.isAudioIncluded,
  updatedAt: books.updatedAt,
  createdAt: books.createdAt,
};

export type AdminBookListRow = NonNullable<Awaited<ReturnType<AdminBooksRepo['listRow']>>>;

/** SQL of the admin book editor (the import repo writes creators, series and interests). */
export function createAdminBooksRepo(db: Db) {
  const sortable = {
    title: sql`lower(${books.title})`,
    idNumber: books.idNumber,
    updatedAt: books.updatedAt,
    createdAt: books.createdAt,
    status: books.status,
    ageMin: books.ageMin,
  };

  return {
    db,

    async list(q: {
      page: number;
      size: number;
      sort?: string | undefined;
      search?: string | undefined;
      status?: AdminStatus | undefined;
      fileType?: 'epub' | 'pdf' | undefined;
    }) {
      const term = q.search?.trim();
      const where = and(
        q.status ? eq(books.status, q.status) : undefined,
        q.fileType ? eq(books.fileType, q.fileType) : undefined,
        term
          ? or(
              ilike(books.title, likePattern(term)),
              ilike(books.idNumber, likePattern(term)),
              ilike(books.searchCreators, likePattern(term)),
            )
          : undefined,
      );
      const { limit, offset } = adminPaging(q);
      const [rows, [total]] = await Promise.all([
        db
          .select(listColumns)
          .from(books)
          .where(where)
          .orderBy(...adminOrderBy(q.sort, sortable, { key: 'updatedAt', order: 'desc' }), books.id)
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(books).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async listRow(tx: DbOrTx, id: string) {
      const [row] = await tx.select(listColumns).from(books).where(eq(books.id, id));
      return row;
    },

    /** Everything the editor shows; `lock` takes the row for an update. */
    async details(tx: DbOrTx, id: string, lock = false) {
      const q = tx
        .select({
          book: books,
          seriesName: series.name,
          subtitle: adminBookExtras.subtitle,
          authors: creatorsOf('AUTHOR'),
          editors: creatorsOf('EDITOR'),
          illustrators: creatorsOf('ILLUSTRATOR'),
          interests: sql<
            string[]
          >`coalesce((SELECT array_agg(bi.interest_id ORDER BY bi.interest_id)
            FROM ${bookInterests} bi WHERE bi.book_id = "books"."id"), '{}'::text[])`,
        })
        .from(books)
        .leftJoin(series, eq(series.id, books.seriesId))
        .leftJoin(adminBookExtras, eq(adminBookExtras.bookId, books.id))
        .where(eq(books.id, id));
      const [row] = await (lock ? q.for('update', { of: books }) : q);
      return row;
    },

    async setStatus(tx: DbOrTx, id: string, status: AdminStatus): Promise<void> {
      await tx.update(books).set({ status }).where(eq(books.id, id));
    },

    async setSpine(tx: DbOrTx, id: string, spine: StoredSpineItem[]): Promise<void> {
      await tx.update(books).set({ spine }).where(eq(books.id, id));
    },

    async upsertExtras(
      tx: DbOrTx,
      bookId: string,
      fields: { subtitle?: string | null; uploadedById?: string | null },
      now: Date,
    ): Promise<void> {
      await tx
        .insert(adminBookExtras)
        .values({ bookId, ...fields, updatedAt: now })
        .onConflictDoUpdate({ target: adminBookExtras.bookId, set: { ...fields, updatedAt: now } });
    },

    /** Those of `names` (case-insensitive) that are creators in the database, as stored. */
    async existingCreators(tx: DbOrTx, names: string[]): Promise<string[]> {
      if (names.length === 0) return [];
      const lower = [...new Set(names.map((n) => n.toLowerCase()))];
      const rows = await tx
        .select({ fullName: creators.fullName })
        .from(creators)
        .where(inArray(sql`lower(${creators.fullName})`, lower));
      return rows.map((r) => r.fullName);
    },

    async distinctImprints(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ v: books.imprint })
        .from(books)
        .where(sql`${books.imprint} IS NOT NULL AND ${books.imprint} <> ''`)
        .orderBy(books.imprint)
        .limit(1000);
      return rows.map((r) => r.v!);
    },

    async distinctArrayValues(column: 'languages' | 'subjects'): Promise<string[]> {
      const col = column === 'languages' ? books.languages : books.subjects;
      const result = await db.execute<{ v: string }>(
        sql`SELECT DISTINCT v FROM ${books}, unnest(${col}) AS v WHERE v <> '' ORDER BY v LIMIT 2000`,
      );
      return result.rows.map((r) => r.v);
    },

    async allSeries() {
      return db
        .select({ id: series.id, name: series.name })
        .from(series)
        .orderBy(sql`lower(${series.name})`)
        .limit(2000);
    },

    async interestAreas() {
      return db
        .select({ id: interestAreas.id, name: interestAreas.name })
        .from(interestAreas)
        .orderBy(interestAreas.position, interestAreas.name);
    },
  };
}

export type AdminBooksRepo = ReturnType<typeof createAdminBooksRepo>;
