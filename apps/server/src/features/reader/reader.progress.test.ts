import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readerProgressSchema, type ReaderProgress } from '@pagebird/contract';
import { readingActivity, readingSessions } from '../../db/schema/index.ts';
import { createTestApp, json, type TestApp } from '../../test/app.ts';
import { childToken, createFamily } from '../../test/factories.ts';
import { createBook, hideBook } from '../../test/catalogue-factories.ts';
import { VIEWER_CACHE } from '../catalogue/viewer-cache.ts';
import { newBookSessionId, readerCall } from '../../test/reader-factories.ts';

/** Reading progress: newest position by client time, status transitions, sessions, activity. */

let t: TestApp;
let token: string;
let childId: string;
let parentId: string;

beforeAll(async () => {
  t = await createTestApp();
  const { parent, children } = await createFamily(t.database.db, ['Rue']);
  childId = children[0]!.id;
  parentId = parent.id;
  token = (await childToken(t.app, parent, childId)).childToken;
});
afterAll(async () => {
  await t?.close();
});

const at = (msFromNow: number) => new Date(t.clock.now().getTime() + msFromNow).toISOString();

async function save(
  bookId: string,
  page: number,
  clientTimestamp: string,
): Promise<ReaderProgress> {
  const res = await readerCall(t.app, token, {
    method: 'PUT',
    url: `/api/books/${bookId}/progress`,
    payload: { position: `page:${page}`, page, fraction: page / 10, clientTimestamp },
  });
  expect(res.statusCode, res.body).toBe(200);
  return readerProgressSchema.parse(json(res));
}

async function get(bookId: string): Promise<ReaderProgress> {
  const res = await readerCall(t.app, token, {
    method: 'GET',
    url: `/api/books/${bookId}/progress`,
  });
  expect(res.statusCode).toBe(200);
  return readerProgressSchema.parse(json(res));
}

const post = (url: string, payload: object) =>
  readerCall(t.app, token, { method: 'POST', url, payload });

describe('reading progress', () => {
  it('starts NOT_STARTED and becomes STARTED with the first position', async () => {
    const book = await createBook(t.database.db);
    expect(await get(book.id)).toEqual({
      status: 'NOT_STARTED',
      location: null,
      completedAt: null,
      updatedAt: null,
      positionAt: null,
    });
    const before = t.clock.now().getTime();
    const savedAt = at(0);
    const p = await save(book.id, 2, savedAt);
    const after = t.clock.now().getTime();
    expect(p).toMatchObject({
      status: 'STARTED',
      location: { position: 'page:2', page: 2, fraction: 0.2 },
      completedAt: null,
    });
    // server time of the write
    expect(new Date(p.updatedAt!).getTime()).toBeGreaterThanOrEqual(before);
    expect(new Date(p.updatedAt!).getTime()).toBeLessThanOrEqual(after);
    // the device time of the position, what a device's queued position is compared with
    expect(p.positionAt).toBe(savedAt);
    expect(await get(book.id)).toEqual(p);
  });

  it('the details page shows STARTED after the first position saved; page turns keep the cached viewer', async () => {
    const book = await createBook(t.database.db);
    const details = async () => {
      const res = await readerCall(t.app, token, {
        method: 'GET',
        url: `/api/books/details/${book.id}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return (json(res) as { progress?: string }).progress;
    };
    expect(await details()).toBe('NOT_STARTED');
    // The first save moves the status: the viewer (which carries statuses) is read again.
    await save(book.id, 1, at(0));
    expect(await details()).toBe('STARTED');
    // Later page turns change no status: the cached viewer stays. Seen through a hide written
    // straight to the database (no service told the cache): the book still opens until the
    // viewer's TTL passes, which a forgotten viewer would not do.
    await hideBook(t.database.db, book.id, { userId: childId }, parentId);
    await save(book.id, 2, at(1));
    expect(await details()).toBe('STARTED');
    t.clock.advance(VIEWER_CACHE.ttlMs + 1);
    const res = await readerCall(t.app, token, {
      method: 'GET',
      url: `/api/books/details/${book.id}`,
    });
    expect(res.statusCode).toBe(404);
  });

  it('ignores a write older than the stored one (an offline queue retrying out of order)', async () => {
    const book = await createBook(t.database.db);
    const t1 = at(-60_000);
    const t2 = at(-30_000);
    const t3 = at(-10_000);
    // the queue delivers page 5 (t2), then page 3 (t1, older), then page 7 (t3)
    expect((await save(book.id, 5, t2)).location?.page).toBe(5);
    const older = await save(book.id, 3, t1);
    expect(older.location?.page).toBe(5);
    // arriving later does not make the older position newer: positionAt stays t2's
    expect(older.positionAt).toBe(t2);
    expect((await get(book.id)).location?.page).toBe(5);
    // the same timestamp again is a retry of the newest write: applied (idempotent)
    expect((await save(book.id, 5, t2)).location?.page).toBe(5);
    expect((await save(book.id, 7, t3)).location?.page).toBe(7);
    // timestamps with an offset are compared as instants, not as wall-clock times
    const withOffset = (iso: string, hours: number) =>
      new Date(new Date(iso).getTime() + hours * 3_600_000)
        .toISOString()
        .replace('Z', `+0${hours}:00`);
    const earlierInKarachi = withOffset(at(-20_000), 5); // reads later, happened earlier
    expect((await save(book.id, 4, earlierInKarachi)).location?.page).toBe(7);
    const laterInParis = withOffset(at(-5_000), 2);
    expect((await save(book.id, 8, laterInParis)).location?.page).toBe(8);
  });

  it('does not let a device whose clock runs far ahead block the others for long', async () => {
    const book = await createBook(t.database.db);
    // a tablet a day ahead writes page 9 …
    await save(book.id, 9, at(24 * 60 * 60_000));
    // … a phone with the right time writes a minute later: still "older" than the tablet's
    // write, which counts as at most 5 minutes ahead of the server
    expect((await save(book.id, 2, at(60_000))).location?.page).toBe(9);
    t.clock.advance(6 * 60_000);
    expect((await save(book.id, 3, at(0))).location?.page).toBe(3);
  });

  it('keeps COMPLETED while the book is read again, moving the position', async () => {
    const book = await createBook(t.database.db);
    const sessionId = newBookSessionId();
    expect(
      (await post('/api/activities/log/opened-book', { bookId: book.id, bookSessionId: sessionId }))
        .statusCode,
    ).toBe(200);
    const finished = await post('/api/activities/finished-book', {
      bookId: book.id,
      bookSessionId: sessionId,
    });
    expect(finished.statusCode).toBe(200);
    const completedAt = json<{ completedAt: string }>(finished).completedAt;

    const reread = await post('/api/activities/log/opened-book', {
      bookId: book.id,
      bookSessionId: newBookSessionId(),
    });
    expect(json(reread)).toMatchObject({ status: 'COMPLETED', completedAt });
    const p = await save(book.id, 1, at(0));
    expect(p).toMatchObject({ status: 'COMPLETED', completedAt, location: { page: 1 } });
  });

  it('rejects positions outside the contract (400 with the field)', async () => {
    const book = await createBook(t.database.db);
    const res = await readerCall(t.app, token, {
      method: 'PUT',
      url: `/api/books/${book.id}/progress`,
      payload: { position: 'page:1', page: 1, fraction: 1.5, clientTimestamp: 'yesterday' },
    });
    expect(res.statusCode).toBe(400);
    const body = json<{ code: string; fields: Record<string, string> }>(res);
    expect(body.code).toBe('VALIDATION');
    expect(Object.keys(body.fields).sort()).toEqual(['clientTimestamp', 'fraction']);
  });
});

describe('opened-book and click-book', () => {
  it('opens a session once per bookSessionId, marks the book STARTED and logs the activity', async () => {
    const book = await createBook(t.database.db);
    const click = await post('/api/activities/log/click-book', {
      bookId: book.id,
      origin: 'search',
    });
    expect(click.statusCode).toBe(204);
    expect(click.body).toBe('');

    const sessionId = newBookSessionId();
    const first = await post('/api/activities/log/opened-book', {
      bookId: book.id,
      bookSessionId: sessionId,
    });
    expect(first.statusCode).toBe(200);
    expect(readerProgressSchema.parse(json(first))).toMatchObject({
      status: 'STARTED',
      location: null,
      completedAt: null,
    });
    // a reload of the reader in the same browser session resumes it
    t.clock.advance(60_000);
    const again = await post('/api/activities/log/opened-book', {
      bookId: book.id,
      bookSessionId: sessionId,
    });
    expect(again.statusCode).toBe(200);

    const sessions = await t.database.db
      .select()
      .from(readingSessions)
      .where(eq(readingSessions.bookId, book.id));
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ id: sessionId, userId: childId, finishedAt: null });
    const activity = await t.database.db
      .select({
        type: readingActivity.type,
        origin: readingActivity.origin,
        sessionId: readingActivity.sessionId,
      })
      .from(readingActivity)
      .where(and(eq(readingActivity.bookId, book.id), eq(readingActivity.userId, childId)))
      .orderBy(readingActivity.at);
    expect(activity).toEqual([
      { type: 'CLICK', origin: 'search', sessionId: null },
      { type: 'OPEN', origin: null, sessionId },
    ]);

    // the opened book shows in the child's "Continue reading" row
    const browse = await readerCall(t.app, token, { method: 'GET', url: '/api/browse' });
    const rows = json<{ swimlanes: Array<{ type: string; books: Array<{ id: string }> }> }>(
      browse,
    ).swimlanes;
    const continueReading = rows.find((r) => r.type === 'B_CONTINUE_READING');
    expect(continueReading?.books.map((b) => b.id)).toContain(book.id);
  });
});
