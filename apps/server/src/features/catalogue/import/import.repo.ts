import { eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import {
  bookCreators,
  bookInterests,
  books,
  creators,
  interestAreas,
  series,
  type NewBookRow,
} from '../../../db/schema/index.ts';

/** Any fixed number: serialises catalogue writes of the ingest (numbering, duplicates). */
export const INGEST_LOCK_ID = 7_240_318_553;

export type CreatorRole = 'AUTHOR' | 'ILLUSTRATOR' | 'EDITOR';

/** The only Drizzle code of the import feature. */
export function createImportRepo(db: Db) {
  return {
    db,

    /** Runs `fn` in one transaction holding the ingest lock. */
    inLockedTransaction<T>(fn: (tx: DbOrTx) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${INGEST_LOCK_ID})`);
        return fn(tx);
      });
    },

    async findBySha(tx: DbOrTx, sha256: string) {
      const [row] = await tx
        .select({ id: books.id, idNumber: books.idNumber, title: books.title })
        .from(books)
        .where(eq(books.fileSha256, sha256))
        .limit(1);
      return row ?? null;
    },

    async findByIdNumber(tx: DbOrTx, idNumber: string) {
      const [row] = await tx
        .select({ id: books.id, idNumber: books.idNumber, title: books.title })
        .from(books)
        .where(eq(books.idNumber, idNumber))
        .limit(1);
      return row ?? null;
    },

    /** "PB-" + one more than the highest "PB-<digits>" number, at least 4 digits. */
    async nextIdNumber(tx: DbOrTx): Promise<string> {
      const result = await tx.execute<{ n: string | null }>(
        sql`SELECT max(substring(${books.idNumber} from '^PB-([0-9]{1,9})$')::bigint) AS n FROM ${books}`,
      );
      const next = Number(result.rows[0]?.n ?? 0) + 1;
      return `PB-${String(next).padStart(4, '0')}`;
    },

    /** Interest ids among `ids` that do not exist. */
    async missingInterests(tx: DbOrTx, ids: string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const found = await tx
        .select({ id: interestAreas.id })
        .from(interestAreas)
        .where(inArray(interestAreas.id, ids));
      const have = new Set(found.map((r) => r.id));
      return ids.filter((id) => !have.has(id));
    },

    /** The series of that name (case-insensitive), created when missing. */
    async findOrCreateSeries(tx: DbOrTx, name: string): Promise<string> {
      await tx.insert(series).values({ name }).onConflictDoNothing();
      const [row] = await tx
        .select({ id: series.id })
        .from(series)
        .where(sql`lower(${series.name}) = lower(${name})`)
        .limit(1);
      return row!.id;
    },

    /** The creator of that full name (case-insensitive), created when missing. */
    async findOrCreateCreator(tx: DbOrTx, fullName: string): Promise<string> {
      await tx.insert(creators).values({ fullName }).onConflictDoNothing();
      const [row] = await tx
        .select({ id: creators.id })
        .from(creators)
        .where(sql`lower(${creators.fullName}) = lower(${fullName})`)
        .limit(1);
      return row!.id;
    },

    async insertBook(tx: DbOrTx, row: NewBookRow): Promise<void> {
      await tx.insert(books).values(row);
    },

    async linkCreators(
      tx: DbOrTx,
      links: Array<{ bookId: string; creatorId: string; role: CreatorRole; position: number }>,
    ): Promise<void> {
      if (links.length > 0) await tx.insert(bookCreators).values(links).onConflictDoNothing();
    },

    async linkInterests(tx: DbOrTx, bookId: string, interestIds: string[]): Promise<void> {
      if (interestIds.length === 0) return;
      await tx
        .insert(bookInterests)
        .values(interestIds.map((interestId) => ({ bookId, interestId })))
        .onConflictDoNothing();
    },

    /** Whether any book uses this storage key as its cover or thumbnail. */
    async coverKeyInUse(key: string): Promise<boolean> {
      const [row] = await db
        .select({ id: books.id })
        .from(books)
        .where(or(eq(books.coverKey, key), eq(books.coverThumbKey, key)))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Rebuilds the typo-tolerance word list when the search migration provides
     * `pb_refresh_search_words()`; returns whether it ran.
     */
    async refreshSearchWords(): Promise<boolean> {
      const result = await db.execute<{ present: boolean }>(
        sql`SELECT to_regprocedure('pb_refresh_search_words()') IS NOT NULL AS present`,
      );
      if (!result.rows[0]?.present) return false;
      await db.execute(sql`SELECT pb_refresh_search_words()`);
      return true;
    },
  };
}

export type ImportRepo = ReturnType<typeof createImportRepo>;
