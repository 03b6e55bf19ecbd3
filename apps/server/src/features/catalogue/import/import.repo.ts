import { and, asc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
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

/** "PB-" + one more than the highest "PB-<digits>" number, at least 4 digits. */
const NEXT_ID_NUMBER = sql`(SELECT 'PB-' || lpad(n::text, greatest(4, length(n::text)), '0')
  FROM (SELECT coalesce(max(substring(${books.idNumber} from '^PB-([0-9]{1,9})$')::bigint), 0) + 1 AS n
        FROM ${books}) AS highest)`;

/** Any fixed number: serialises catalogue writes of the ingest (numbering, duplicates). */
export const INGEST_LOCK_ID = 7_240_318_553;

export type CreatorRole = 'AUTHOR' | 'ILLUSTRATOR' | 'EDITOR';

/** A catalogue book found to be the same as an uploaded file, and by what evidence. */
export interface SameBook {
  id: string;
  idNumber: string;
  title: string;
  fileKey: string;
  fileSha256: string;
  coverKey: string | null;
  coverThumbKey: string | null;
  match: 'file' | 'content' | 'identifier';
}

type LockedRunner = <T>(fn: (tx: DbOrTx) => Promise<T>) => Promise<T>;

/**
 * Batched writes for bulk imports (the import command, decision 029): the callbacks queued while
 * a transaction is running are run together in the next one, each in its own savepoint, so a
 * refused or duplicate book rolls back alone while the rest share one commit (one WAL flush for
 * up to `maxBatch` books instead of one each). A callback's promise settles after the commit:
 * a book is reported imported only once it is durable. If the commit fails, all of its batch
 * fail.
 */
export function batchTransactions(run: LockedRunner, maxBatch = 32): LockedRunner {
  interface Job {
    fn: (tx: DbOrTx) => Promise<unknown>;
    resolve: (value: unknown) => void;
    reject: (error: unknown) => void;
  }
  const queue: Job[] = [];
  let draining = false;
  async function drain() {
    draining = true;
    while (queue.length > 0) {
      const batch = queue.splice(0, maxBatch);
      const results: Array<{ ok: true; value: unknown } | { ok: false; error: unknown }> = [];
      try {
        await run(async (tx) => {
          for (const job of batch) {
            try {
              results.push({ ok: true, value: await tx.transaction((sp) => job.fn(sp)) });
            } catch (error) {
              results.push({ ok: false, error });
            }
          }
        });
        batch.forEach((job, i) => {
          const r = results[i]!;
          if (r.ok) job.resolve(r.value);
          else job.reject(r.error);
        });
      } catch (error) {
        for (const job of batch) job.reject(error);
      }
    }
    draining = false;
  }
  return <T>(fn: (tx: DbOrTx) => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      queue.push({ fn, resolve: resolve as (value: unknown) => void, reject });
      if (!draining) void drain();
    });
}

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

    /**
     * The catalogue book that is this file's book, best evidence first: the same file (sha256),
     * the same content in another container (content digest), or the same package identifier
     * with the same title (another version of the book; the oldest such book). Null when there
     * is none. One query: the three matches are ranked in SQL.
     */
    async findSameBook(
      tx: DbOrTx,
      file: { sha256: string; contentSha256: string; identifier: string | null; title: string },
    ): Promise<SameBook | null> {
      const rank = sql<number>`CASE WHEN ${books.fileSha256} = ${file.sha256} THEN 1
        WHEN ${books.contentSha256} = ${file.contentSha256} THEN 2 ELSE 3 END`;
      const [row] = await tx
        .select({
          id: books.id,
          idNumber: books.idNumber,
          title: books.title,
          fileKey: books.fileKey,
          fileSha256: books.fileSha256,
          coverKey: books.coverKey,
          coverThumbKey: books.coverThumbKey,
          rank,
        })
        .from(books)
        .where(
          or(
            eq(books.fileSha256, file.sha256),
            eq(books.contentSha256, file.contentSha256),
            file.identifier
              ? and(
                  eq(books.identifier, file.identifier),
                  // stored titles are whitespace-collapsed by the ingest, like `file.title`
                  sql`lower(${books.title}) = lower(${file.title})`,
                )
              : undefined,
          ),
        )
        .orderBy(rank, asc(books.createdAt))
        .limit(1);
      if (!row) return null;
      const { rank: r, ...book } = row;
      const match = Number(r) === 1 ? 'file' : Number(r) === 2 ? 'content' : 'identifier';
      return { ...book, match };
    },

    /** The columns an update may change, with the book's interest ids (sorted). */
    async bookForUpdate(tx: DbOrTx, id: string) {
      const [row] = await tx
        .select({
          idNumber: books.idNumber,
          title: books.title,
          searchCreators: books.searchCreators,
          description: books.description,
          subjects: books.subjects,
          languages: books.languages,
          seriesId: books.seriesId,
          seriesPosition: books.seriesPosition,
          publisher: books.publisher,
          imprint: books.imprint,
          nonfiction: books.nonfiction,
          salesTerritories: books.salesTerritories,
          userSegments: books.userSegments,
          isAudioIncluded: books.isAudioIncluded,
          pageCount: books.pageCount,
          ageMin: books.ageMin,
          ageMax: books.ageMax,
          fileKey: books.fileKey,
          fileSha256: books.fileSha256,
          coverKey: books.coverKey,
          coverThumbKey: books.coverThumbKey,
          status: books.status,
        })
        .from(books)
        .where(eq(books.id, id))
        .for('update');
      if (!row) return null;
      const links = await tx
        .select({ id: bookInterests.interestId })
        .from(bookInterests)
        .where(eq(bookInterests.bookId, id))
        .orderBy(asc(bookInterests.interestId));
      return { ...row, interests: links.map((l) => l.id) };
    },

    /** Replaces what the file and the given options say about a book (`--update`). */
    async updateBook(tx: DbOrTx, id: string, fields: Partial<NewBookRow>): Promise<void> {
      await tx.update(books).set(fields).where(eq(books.id, id));
    },

    /** The book's creators become exactly `links`. */
    async replaceCreators(
      tx: DbOrTx,
      bookId: string,
      links: Array<{ bookId: string; creatorId: string; role: CreatorRole; position: number }>,
    ): Promise<void> {
      await tx.delete(bookCreators).where(eq(bookCreators.bookId, bookId));
      if (links.length > 0) await tx.insert(bookCreators).values(links).onConflictDoNothing();
    },

    /** The book's interest areas become exactly `interestIds`. */
    async replaceInterests(tx: DbOrTx, bookId: string, interestIds: string[]): Promise<void> {
      await tx.delete(bookInterests).where(eq(bookInterests.bookId, bookId));
      if (interestIds.length === 0) return;
      await tx
        .insert(bookInterests)
        .values(interestIds.map((interestId) => ({ bookId, interestId })))
        .onConflictDoNothing();
    },

    /** Whether a book stores this file key. */
    async fileKeyInUse(key: string): Promise<boolean> {
      const [row] = await db
        .select({ id: books.id })
        .from(books)
        .where(eq(books.fileKey, key))
        .limit(1);
      return row !== undefined;
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
      const result = await tx.execute<{ next: string }>(sql`SELECT ${NEXT_ID_NUMBER} AS next`);
      return result.rows[0]!.next;
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

    /**
     * Inserts the book with the next free catalogue number (what `nextIdNumber` answers), in one
     * statement; returns the number. Call holding the ingest lock.
     */
    async insertNumberedBook(tx: DbOrTx, row: Omit<NewBookRow, 'idNumber'>): Promise<string> {
      const [inserted] = await tx
        .insert(books)
        .values({ ...row, idNumber: sql`(${NEXT_ID_NUMBER})` })
        .returning({ idNumber: books.idNumber });
      return inserted!.idNumber;
    },

    /**
     * The creators of these full names (case-insensitive), created when missing: their ids in
     * the order of `names`. One statement whatever the number of names.
     */
    async findOrCreateCreators(tx: DbOrTx, names: string[]): Promise<string[]> {
      if (names.length === 0) return [];
      const list = sql`${sql.param(names)}::text[]`;
      const result = await tx.execute<{ name: string; id: string }>(sql`
        WITH input AS (SELECT DISTINCT unnest(${list}) AS name),
        added AS (
          INSERT INTO ${creators} (full_name) SELECT name FROM input
          ON CONFLICT DO NOTHING RETURNING id, full_name
        )
        SELECT i.name, a.id FROM input i JOIN added a ON lower(a.full_name) = lower(i.name)
        UNION ALL
        SELECT i.name, c.id FROM input i JOIN ${creators} c ON lower(c.full_name) = lower(i.name)`);
      const ids = new Map(result.rows.map((r) => [r.name, r.id]));
      return names.map((n) => {
        const id = ids.get(n);
        if (!id) throw new Error(`No creator row for ${JSON.stringify(n)}`);
        return id;
      });
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
     * Covers whose card-size thumbnail is still to be made (decision 030: the import command
     * leaves `cover_thumb_key` empty and readers show the original meanwhile), at most `limit`.
     */
    async coversWithoutThumbnail(limit: number): Promise<string[]> {
      const rows = await db
        .selectDistinct({ key: books.coverKey })
        .from(books)
        .where(and(isNull(books.coverThumbKey), isNotNull(books.coverKey)))
        .limit(limit);
      return rows.map((r) => r.key!);
    },

    /** Every book with this cover and no thumbnail yet gets `thumbKey`; returns how many. */
    async setCoverThumbnail(coverKey: string, thumbKey: string): Promise<number> {
      const rows = await db
        .update(books)
        .set({ coverThumbKey: thumbKey })
        .where(and(eq(books.coverKey, coverKey), isNull(books.coverThumbKey)))
        .returning({ id: books.id });
      return rows.length;
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
