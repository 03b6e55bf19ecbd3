import { and, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  endOfBookSchema,
  finishedBookResponseSchema,
  openedBookResponseSchema,
  type EndOfBook,
  type FinishedBookResponse,
} from '@pagebird/contract';
import {
  readingActivity,
  readingProgress,
  readingSessions,
  rewardLedger,
} from '../../db/schema/index.ts';
import { createTestApp, json, type TestApp } from '../../test/app.ts';
import { childToken, createFamily } from '../../test/factories.ts';
import {
  createBook,
  createSeries,
  hideBook,
  setBookStatus,
} from '../../test/catalogue-factories.ts';
import { newBookSessionId, readerCall } from '../../test/reader-factories.ts';
import { VIEWER_CACHE } from '../catalogue/viewer-cache.ts';

/** Spec §4 "Book finish": idempotent completion, and the end-of-book summary. */

let t: TestApp;
let family: Awaited<ReturnType<typeof createFamily>>;
let token: string;
let sisterToken: string;

beforeAll(async () => {
  t = await createTestApp();
  family = await createFamily(t.database.db, ['Bo', 'Cy']);
  token = (await childToken(t.app, family.parent, family.children[0]!.id)).childToken;
  sisterToken = (await childToken(t.app, family.parent, family.children[1]!.id)).childToken;
});
afterAll(async () => {
  await t?.close();
});

const userId = () => family.children[0]!.id;
/** Hidden books written straight to the database reach cached viewers after the cache's TTL. */
const forgetViewers = () => t.clock.advance(VIEWER_CACHE.ttlMs + 1);

function finish(bookId: string, bookSessionId: string, tok = token) {
  return readerCall(t.app, tok, {
    method: 'POST',
    url: '/api/activities/finished-book',
    payload: { bookId, bookSessionId },
  });
}
async function finished(bookId: string, bookSessionId: string): Promise<FinishedBookResponse> {
  const res = await finish(bookId, bookSessionId);
  expect(res.statusCode, res.body).toBe(200);
  return finishedBookResponseSchema.parse(json(res));
}
async function open(bookId: string, bookSessionId = newBookSessionId()): Promise<string> {
  const res = await readerCall(t.app, token, {
    method: 'POST',
    url: '/api/activities/log/opened-book',
    payload: { bookId, bookSessionId },
  });
  expect(res.statusCode, res.body).toBe(200);
  return bookSessionId;
}
async function saveAt(bookId: string, page: number) {
  const res = await readerCall(t.app, token, {
    method: 'PUT',
    url: `/api/books/${bookId}/progress`,
    payload: {
      position: `page:${page}`,
      page,
      fraction: 0.5,
      clientTimestamp: t.clock.now().toISOString(),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}
async function endOfBook(idNumber: string, tok = token): Promise<EndOfBook> {
  const res = await readerCall(t.app, tok, {
    method: 'GET',
    url: `/api/end-of-book?bookIdNumber=${encodeURIComponent(idNumber)}&deviceType=TABLET`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return endOfBookSchema.parse(json(res));
}

const completions = async (bookId: string) => {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(readingProgress)
    .where(
      and(
        eq(readingProgress.bookId, bookId),
        eq(readingProgress.status, 'COMPLETED'),
        isNotNull(readingProgress.completedAt),
      ),
    );
  return row!.n;
};

/** BOOK_FINISHED rows of the reward ledger for the book (all profiles). */
const finishAwards = async (bookId: string) => {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(rewardLedger)
    .where(and(eq(rewardLedger.rule, 'BOOK_FINISHED'), eq(rewardLedger.causeKey, bookId)));
  return row!.n;
};

describe('finished-book', () => {
  it('completes a book once: the first finish says so, later ones do not', async () => {
    const book = await createBook(t.database.db);
    const s1 = await open(book.id);
    const first = await finished(book.id, s1);
    expect(first).toMatchObject({ status: 'COMPLETED', firstCompletion: true });
    // the first completion earns (rewards engine): BOOK_FINISHED points, gems and its steps
    expect(first.points).toBeGreaterThanOrEqual(40);
    expect(first.gems).toBeGreaterThan(0);
    expect(first.earnings.map((e) => e.type)).toContain('GEM_EARNED');
    expect(Math.abs(new Date(first.completedAt).getTime() - t.clock.now().getTime())).toBeLessThan(
      5_000,
    );

    // the same call again (a retry), then a re-read in a new session, a day later
    const replay = { ...first, firstCompletion: false, points: 0, gems: 0, earnings: [] };
    expect(await finished(book.id, s1)).toEqual(replay);
    t.clock.advance(20 * 60_000);
    const s2 = await open(book.id);
    const later = await finished(book.id, s2);
    expect(later).toEqual(replay);
    expect(await completions(book.id)).toBe(1);
    expect(await finishAwards(book.id)).toBe(1);

    // one FINISH activity per finished session, not per call
    const [acts] = await t.database.db
      .select({ n: count() })
      .from(readingActivity)
      .where(and(eq(readingActivity.bookId, book.id), eq(readingActivity.type, 'FINISH')));
    expect(acts!.n).toBe(2);
  });

  it('counts exactly one completion among 10 concurrent finishes', async () => {
    const book = await createBook(t.database.db);
    const shared = newBookSessionId();
    // five calls share one session (retries), five come from other sessions (other tabs)
    const sessions = [
      ...Array.from({ length: 5 }, () => shared),
      ...Array.from({ length: 5 }, () => newBookSessionId()),
    ];
    await open(book.id, shared);
    // … while the reader keeps saving its position: every call succeeds
    const [answers, saves] = await Promise.all([
      Promise.all(sessions.map((s) => finish(book.id, s))),
      Promise.all(
        Array.from({ length: 10 }, (_, page) =>
          readerCall(t.app, token, {
            method: 'PUT',
            url: `/api/books/${book.id}/progress`,
            payload: {
              position: `page:${page}`,
              page,
              fraction: page / 10,
              clientTimestamp: t.clock.now().toISOString(),
            },
          }),
        ),
      ),
    ]);
    expect(saves.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const bodies = answers.map((a) => finishedBookResponseSchema.parse(json(a)));
    expect(bodies.filter((b) => b.firstCompletion)).toHaveLength(1);
    // … and only that one earned anything: one BOOK_FINISHED ledger row
    expect(bodies.filter((b) => b.points > 0)).toHaveLength(1);
    expect(bodies.find((b) => b.firstCompletion)!.points).toBeGreaterThan(0);
    expect(await finishAwards(book.id)).toBe(1);
    expect(new Set(bodies.map((b) => b.completedAt)).size).toBe(1);
    expect(await completions(book.id)).toBe(1);

    const finishedSessions = await t.database.db
      .select({ id: readingSessions.id })
      .from(readingSessions)
      .where(and(eq(readingSessions.bookId, book.id), isNotNull(readingSessions.finishedAt)));
    expect(finishedSessions).toHaveLength(6);
    const [acts] = await t.database.db
      .select({ n: count() })
      .from(readingActivity)
      .where(and(eq(readingActivity.bookId, book.id), eq(readingActivity.type, 'FINISH')));
    expect(acts!.n).toBe(6);
    expect((await endOfBook(book.idNumber)).timesFinished).toBe(6);
  });

  it("completes separately for each profile (a sibling's finish is her own first)", async () => {
    const book = await createBook(t.database.db);
    expect((await finished(book.id, newBookSessionId())).firstCompletion).toBe(true);
    const sister = await finish(book.id, newBookSessionId(), sisterToken);
    expect(json(sister)).toMatchObject({ firstCompletion: true });
    expect(await completions(book.id)).toBe(2);
  });

  it('the details page shows the new reading status at once (cached viewers are told)', async () => {
    const book = await createBook(t.database.db, { title: 'Status at once' });
    const progressOnDetails = async () => {
      const res = await readerCall(t.app, token, {
        method: 'GET',
        url: `/api/books/details/${book.id}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return json<{ progress: string }>(res).progress;
    };
    expect(await progressOnDetails()).toBe('NOT_STARTED');
    const session = await open(book.id);
    expect(await progressOnDetails()).toBe('STARTED');
    await finished(book.id, session);
    expect(await progressOnDetails()).toBe('COMPLETED');
  });
});

describe('opened-book rewards', () => {
  it('answers what the first open of a book earned, and nothing for later sessions', async () => {
    const book = await createBook(t.database.db, { title: 'Opened Once' });
    const openWith = (bookSessionId: string) =>
      readerCall(t.app, token, {
        method: 'POST',
        url: '/api/activities/log/opened-book',
        payload: { bookId: book.id, bookSessionId },
      });
    const first = openedBookResponseSchema.parse(json(await openWith(newBookSessionId())));
    expect(first.status).toBe('STARTED');
    expect(first.rewards.points).toBeGreaterThan(0);
    const again = openedBookResponseSchema.parse(json(await openWith(newBookSessionId())));
    expect(again.rewards).toEqual({ points: 0, gems: 0, earnings: [] });
    const rows = await t.database.db
      .select({ n: count() })
      .from(rewardLedger)
      .where(and(eq(rewardLedger.userId, userId()), eq(rewardLedger.causeKey, book.id)));
    expect(rows[0]!.n).toBe(1);
  });
});

describe('GET /api/end-of-book', () => {
  it('sums the reading time of each session (opened → last progress / finish, at most 2 h)', async () => {
    const book = await createBook(t.database.db, { pageCount: 32, wordCount: 1234 });
    const before = await endOfBook(book.idNumber);
    expect(before).toMatchObject({
      status: 'NOT_STARTED',
      completedAt: null,
      timesFinished: 0,
      minutesRead: 0,
      pageCount: 32,
      wordCount: 1234,
      nextInSeries: null,
    });
    expect(before.book).toMatchObject({
      id: book.id,
      idNumber: book.idNumber,
      progress: 'NOT_STARTED',
    });

    // session 1: 12 minutes of reading, then the finish 3 minutes later → 15 min
    const s1 = await open(book.id);
    t.clock.advance(6 * 60_000);
    await saveAt(book.id, 3);
    t.clock.advance(6 * 60_000);
    await saveAt(book.id, 6);
    t.clock.advance(3 * 60_000);
    const done = await finished(book.id, s1);

    // session 2: a long re-read, kept alive by progress writes for 2.5 hours → counts 2 h
    await open(book.id);
    for (let i = 0; i < 6; i++) {
      t.clock.advance(25 * 60_000);
      await saveAt(book.id, i);
    }
    // session 3: opened and left at once → 0 min
    await open(book.id);

    const summary = await endOfBook(book.idNumber);
    expect(summary).toMatchObject({
      status: 'COMPLETED',
      completedAt: done.completedAt,
      timesFinished: 1,
      minutesRead: 15 + 120,
      pageCount: 32,
      wordCount: 1234,
    });
    expect(summary.book.progress).toBe('COMPLETED');
    // another profile's summary of the same book has none of it
    sisterToken = (await childToken(t.app, family.parent, family.children[1]!.id)).childToken;
    expect(await endOfBook(book.idNumber, sisterToken)).toMatchObject({
      status: 'NOT_STARTED',
      timesFinished: 0,
      minutesRead: 0,
    });
  });

  it('offers the next book of the series the reader may see', async () => {
    const db = t.database.db;
    const series = await createSeries(db, { name: 'Moon Mice' });
    const s = (position: number | null) => ({
      series: { id: series.id, name: series.name, position },
    });
    const b1 = await createBook(db, { title: 'Moon Mice 1', ...s(1) });
    const b2 = await createBook(db, { title: 'Moon Mice 2', ...s(2) });
    const b3 = await createBook(db, { title: 'Moon Mice 3', ...s(3) });
    const b4 = await createBook(db, { title: 'Moon Mice 4', ...s(4) });
    const b5 = await createBook(db, { title: 'Moon Mice 5', ...s(5) });
    await setBookStatus(db, b3.id, 'INACTIVE');
    await hideBook(db, b4.id, { userId: userId() }, family.parent.id);
    forgetViewers();

    expect((await endOfBook(b1.idNumber)).nextInSeries).toMatchObject({
      id: b2.id,
      title: 'Moon Mice 2',
    });
    // 3 is withdrawn and 4 hidden from this child: 5 comes next
    expect((await endOfBook(b2.idNumber)).nextInSeries?.id).toBe(b5.id);
    expect((await endOfBook(b5.idNumber)).nextInSeries).toBeNull();
    // the sister may read 4
    expect((await endOfBook(b2.idNumber, sisterToken)).nextInSeries?.id).toBe(b4.id);
  });

  it('answers 404 for a book the reader may not see or that does not exist', async () => {
    const db = t.database.db;
    const hidden = await createBook(db);
    await hideBook(db, hidden.id, { userId: userId() }, family.parent.id);
    forgetViewers();
    const inactive = await createBook(db, { status: 'INACTIVE' });
    for (const idNumber of [hidden.idNumber, inactive.idNumber, 'PB-NOPE']) {
      const res = await readerCall(t.app, token, {
        method: 'GET',
        url: `/api/end-of-book?bookIdNumber=${idNumber}`,
      });
      expect(res.statusCode, idNumber).toBe(404);
    }
    const noNumber = await readerCall(t.app, token, { method: 'GET', url: '/api/end-of-book' });
    expect(noNumber.statusCode).toBe(400);
  });
});
