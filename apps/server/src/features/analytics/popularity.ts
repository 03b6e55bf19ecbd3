import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Jobs } from '../../jobs/jobs.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';

/**
 * Book popularity: how many profiles read each book in the last POPULARITY_DAYS days (their
 * reading_progress row was updated since). It orders the picks of a profile without interests
 * (catalogue.repo `recommended`). Browse used to count every recent progress row on every
 * request; with a classroom turning pages that cost grew minute by minute (the soak's PostgreSQL
 * time per browse went from 1.6 to 10.7 ms in four minutes). Now `book_popularity` holds the
 * counts, recomputed whole by the `book-popularity` job every 10 minutes (and by the seed), so
 * the order of those picks is at most 10 minutes behind the reading.
 */
export const POPULARITY_DAYS = 30;
export const BOOK_POPULARITY_JOB = 'book-popularity';
export const BOOK_POPULARITY_CRON = '*/10 * * * *';

/** Recomputes `book_popularity` in one statement (books nobody read lately lose their row). */
export async function recomputeBookPopularity(db: DbOrTx, now: Date): Promise<number> {
  const since = new Date(now.getTime() - POPULARITY_DAYS * 86_400_000);
  const result = await db.execute<{ books: number }>(sql`
    WITH counts AS (
      SELECT rp.book_id, count(*)::int AS readers FROM reading_progress rp
      WHERE rp.updated_at > ${since.toISOString()}::timestamptz
      GROUP BY rp.book_id
    ), gone AS (
      DELETE FROM book_popularity p
      WHERE NOT EXISTS (SELECT 1 FROM counts c WHERE c.book_id = p.book_id)
    ), up AS (
      INSERT INTO book_popularity AS p (book_id, readers, computed_at)
      SELECT c.book_id, c.readers, ${now.toISOString()}::timestamptz FROM counts c
      ON CONFLICT (book_id) DO UPDATE SET readers = EXCLUDED.readers,
                                          computed_at = EXCLUDED.computed_at
      WHERE p.readers IS DISTINCT FROM EXCLUDED.readers
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM counts)::int AS books`);
  return result.rows[0]?.books ?? 0;
}

export function defineBookPopularityJob(
  jobs: Jobs,
  deps: { db: DbOrTx; clock: Clock; logger: Logger },
): void {
  jobs.define(BOOK_POPULARITY_JOB, {
    cron: BOOK_POPULARITY_CRON,
    retryLimit: 2,
    retryDelay: 60,
    async handler() {
      // Idempotent: the whole table is computed again.
      const books = await recomputeBookPopularity(deps.db, deps.clock.now());
      deps.logger.info({ books }, 'Book popularity recomputed');
    },
  });
}
