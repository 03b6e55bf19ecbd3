import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookPage } from '@pagebird/contract';
import { bearer, createTestApp, json, type TestApp } from '../../test/app.ts';
import { childToken, createFamily } from '../../test/factories.ts';
import { createBook, setReadingProgress } from '../../test/catalogue-factories.ts';
import { BOOK_POPULARITY_CRON, BOOK_POPULARITY_JOB, POPULARITY_DAYS } from './popularity.ts';

/**
 * The picks of a profile without interests are the newest books, the most read in the last 30
 * days first. The counts come from `book_popularity`, recomputed by the `book-popularity` job.
 */

let t: TestApp;
let token: string;
let readers: string[];
const books: Record<'old' | 'mid' | 'newest', string> = { old: '', mid: '', newest: '' };
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const now = t.clock.now().getTime();
  books.old = (await createBook(db, { title: 'Old', publishedAt: new Date(now - 3 * DAY) })).id;
  books.mid = (await createBook(db, { title: 'Mid', publishedAt: new Date(now - 2 * DAY) })).id;
  books.newest = (await createBook(db, { title: 'New', publishedAt: new Date(now - DAY) })).id;
  const fam = await createFamily(db, ['Ada', 'Ben', 'Cal', 'Dee']);
  readers = fam.children.slice(0, 3).map((c) => c.id);
  token = (await childToken(t.app, fam.parent, fam.children[3]!.id)).childToken;
});
afterAll(async () => {
  await t?.close();
});

const picks = async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/books/landing?type=RECOMMENDED&size=10',
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return json<BookPage>(res).items.map((b) => b.id);
};
const stored = async () =>
  (
    await t.database.db.execute<{ book_id: string; readers: number }>(
      sql`SELECT book_id, readers FROM book_popularity ORDER BY readers DESC, book_id`,
    )
  ).rows.map((r) => [r.book_id, r.readers]);

describe('book popularity', () => {
  it('is scheduled every 10 minutes', () => {
    expect(BOOK_POPULARITY_CRON).toBe('*/10 * * * *');
  });

  it('orders the picks by readers of the last 30 days once the job has run', async () => {
    const db = t.database.db;
    const now = t.clock.now().getTime();
    await setReadingProgress(db, readers[0]!, books.old, 'STARTED', new Date(now - DAY));
    await setReadingProgress(db, readers[1]!, books.old, 'COMPLETED', new Date(now - 2 * DAY));
    await setReadingProgress(db, readers[2]!, books.mid, 'STARTED', new Date(now - DAY));
    // Read, but longer ago than the window: does not count.
    await setReadingProgress(
      db,
      readers[0]!,
      books.newest,
      'STARTED',
      new Date(now - (POPULARITY_DAYS + 1) * DAY),
    );
    // Before the job: no counts yet, newest first.
    expect(await picks()).toEqual([books.newest, books.mid, books.old]);

    await t.jobs.runNow(BOOK_POPULARITY_JOB);
    expect(await stored()).toEqual([
      [books.old, 2],
      [books.mid, 1],
    ]);
    expect(await picks()).toEqual([books.old, books.mid, books.newest]);
  });

  it('recomputes whole: a book read by nobody lately loses its row, new readers count', async () => {
    const db = t.database.db;
    const now = t.clock.now().getTime();
    const longAgo = new Date(now - 40 * DAY);
    await setReadingProgress(db, readers[0]!, books.old, 'STARTED', longAgo);
    await setReadingProgress(db, readers[1]!, books.old, 'COMPLETED', longAgo);
    await setReadingProgress(db, readers[1]!, books.newest, 'STARTED', new Date(now));
    await setReadingProgress(db, readers[0]!, books.newest, 'STARTED', new Date(now));
    await t.jobs.runNow(BOOK_POPULARITY_JOB);
    expect(await stored()).toEqual([
      [books.newest, 2],
      [books.mid, 1],
    ]);
    expect(await picks()).toEqual([books.newest, books.mid, books.old]);
  });
});
