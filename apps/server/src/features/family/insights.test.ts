import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  activityResponseSchema,
  bookSharingSchema,
  dashboardResponseSchema,
  reportResponseSchema,
  sharedBooksResponseSchema,
} from '@pagebird/contract';
import { childReadingLevels, quizCompletions, userBadges } from '../../db/schema/index.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/app.ts';
import { childToken, createFamily, loginAs } from '../../test/factories.ts';
import { createBook } from '../../test/catalogue-factories.ts';
import { newBookSessionId, readerCall } from '../../test/reader-factories.ts';
import { createQuestions } from '../quizzes/quiz-test-data.ts';
import { EMAIL_QUEUE } from '../../providers/email/index.ts';
import { DIGEST_QUEUE, digestWeekOf } from './digest.service.ts';

/**
 * The parent dashboard, reports, share/hide and the weekly digest against real PostgreSQL:
 * figures equal to what the child did, the parent gate, and another family's ids refused.
 */

let t: TestApp;
let fam: Awaited<ReturnType<typeof createFamily>>;
let other: Awaited<ReturnType<typeof createFamily>>;
let parent: string; // gated PARENT token
let otherParent: string;
let kid: string; // the first child's token
let kidId: string;
let siblingId: string;
let otherKidId: string;

async function gated(p: { email: string | null; password: string }): Promise<string> {
  const token = await loginAs(t.app, p.email!, p.password);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/users/password/verify',
    headers: bearer(token),
    payload: { password: p.password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return json<{ token: string }>(res).token ?? token;
}

beforeAll(async () => {
  t = await createTestApp();
  // 10:00 UTC (today or tomorrow): every figure below falls on one calendar day.
  advanceTo(nextUtc(t.clock.now(), 10));
  fam = await createFamily(t.database.db, ['Bo', 'Cy']);
  other = await createFamily(t.database.db, ['Zed']);
  kidId = fam.children[0]!.id;
  siblingId = fam.children[1]!.id;
  otherKidId = other.children[0]!.id;
  kid = (await childToken(t.app, fam.parent, kidId)).childToken;
  parent = await gated(fam.parent);
  otherParent = await gated(other.parent);
});
afterAll(async () => {
  await t?.close();
});
/** The parent gate lasts 15 minutes of the (moved) clock: pass it again when needed. */
async function regate() {
  parent = await gated(fam.parent);
  otherParent = await gated(other.parent);
}
beforeEach(regate);

/** The next instant at `hour`:00 UTC after `from` (on weekday `weekday` when given, 1 = Monday). */
function nextUtc(from: Date, hour: number, weekday?: number): Date {
  const d = new Date(from);
  d.setUTCHours(hour, 0, 0, 0);
  while (d <= from || (weekday !== undefined && d.getUTCDay() !== weekday)) {
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return d;
}
const advanceTo = (at: Date) => t.clock.advance(at.getTime() - t.clock.now().getTime());
const today = () => t.clock.now().toISOString().slice(0, 10);

const get = (token: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) });
const send = (token: string, method: 'PUT' | 'POST', url: string, payload: object) =>
  t.app.inject({ method, url, headers: bearer(token), payload });

/** The child opens a book, reads for `minutes` (a progress write), and finishes it. */
async function readBook(bookId: string, minutes: number) {
  const bookSessionId = newBookSessionId();
  const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
    readerCall(t.app, kid, { method, url, payload });
  expect(
    (await call('POST', '/api/activities/log/opened-book', { bookId, bookSessionId })).statusCode,
  ).toBe(200);
  t.clock.advance(minutes * 60_000);
  const progress = await call('PUT', `/api/books/${bookId}/progress`, {
    position: 'page:3',
    page: 3,
    fraction: 1,
    clientTimestamp: t.clock.now().toISOString(),
    bookSessionId,
  });
  expect(progress.statusCode, progress.body).toBe(200);
  const fin = await call('POST', '/api/activities/finished-book', { bookId, bookSessionId });
  expect(fin.statusCode, fin.body).toBe(200);
}

describe('dashboard and report show exactly what the child did', () => {
  it('two books read (12 + 8 minutes), one quiz (2 of 3), a word looked up, a level', async () => {
    const a = await createBook(t.database.db, { title: 'Kite Day' });
    const b = await createBook(t.database.db, { title: 'Map Quest' });
    await readBook(a.id, 12);
    await readBook(b.id, 8);

    const questions = await createQuestions(t.database.db, { bookId: a.id, n: 3 });
    const quiz = await t.app.inject({
      method: 'POST',
      url: '/api/quiz-completion/complete/?quizType=END_OF_BOOK',
      headers: bearer(kid),
      payload: {
        bookIdNumber: a.idNumber,
        completed: true,
        answers: questions.map((q, i) => ({
          quizId: q.contentId,
          answerId: i === 2 ? q.wrong : q.right,
          wrongAttempts: i === 2 ? 2 : 0,
        })),
      },
    });
    expect(quiz.statusCode, quiz.body).toBe(200);
    const correct = json<{ correct?: number; result?: { correct: number } }>(quiz);
    expect(correct).toBeTruthy();

    // A dictionary lookup is recorded (a word WordNet knows).
    const word = await get(kid, '/api/dictionary/turtle');
    expect(word.statusCode, word.body).toBe(200);
    await t.database.db.insert(childReadingLevels).values({
      childId: kidId,
      dateTaken: '2026-03-01',
      system: 'GRADE_LEVEL',
      value: '3',
      approximateLevel: 3,
    });

    await regate(); // the reading above took 20 minutes
    const dash = dashboardResponseSchema.parse(
      json(await get(parent, '/api/profile-dashboard/children?days=7&tz=UTC')),
    );
    expect(dash).toMatchObject({ to: today(), days: 7 });
    expect(dash.children.map((c) => c.name)).toEqual(['Bo', 'Cy']);
    const bo = dash.children[0]!;
    const badgesNow = await t.database.db.select().from(userBadges);
    const boBadges = badgesNow.filter((x) => x.userId === kidId).length;
    expect(bo.totals).toEqual({
      booksStarted: 2,
      booksFinished: 2,
      minutesRead: 20,
      quizzesCompleted: 1,
      quizAverage: 67,
      badgesEarned: boBadges,
      wordsLookedUp: 1,
    });
    expect(bo.minutesPerDay).toHaveLength(7);
    expect(bo.minutesPerDay.at(-1)).toEqual({ date: today(), minutes: 20 });
    expect(bo.minutesPerDay.slice(0, 6).every((d) => d.minutes === 0)).toBe(true);
    expect(bo.currentReadingLevel).toMatchObject({ system: 'GRADE_LEVEL', value: '3' });
    expect(dash.children[1]!.totals).toMatchObject({ booksStarted: 0, minutesRead: 0 });

    const report = reportResponseSchema.parse(
      json(await get(parent, `/api/parent/reports?childId=${kidId}&days=7`)),
    );
    expect(report.totals).toEqual(bo.totals);
    expect(
      report.books.map((x) => [x.book.title, x.minutes, x.finishedAt !== null]).sort(),
    ).toEqual([
      ['Kite Day', 12, true],
      ['Map Quest', 8, true],
    ]);
    expect(report.quizzes).toHaveLength(1);
    expect(report.quizzes[0]).toMatchObject({ correct: 2, total: 3, book: { title: 'Kite Day' } });
    expect(report.words).toEqual([expect.objectContaining({ word: 'turtle', count: 1 })]);
    expect(report.badges).toHaveLength(boBadges);
    expect(report.readingLevels).toHaveLength(1);

    // Recent activity: 7 per page, newest first.
    const page0 = activityResponseSchema.parse(
      json(await get(parent, `/api/activity-dashboard?childId=${kidId}`)),
    );
    // 2 opens + 2 finishes + 1 quiz + 1 word + the badges earned
    expect(page0.total).toBe(6 + boBadges);
    expect(page0.pageSize).toBe(7);
    expect(page0.items.length).toBe(Math.min(7, page0.total));
    const times = page0.items.map((i) => i.at);
    expect([...times].sort().reverse()).toEqual(times);
    const page1 = activityResponseSchema.parse(
      json(await get(parent, `/api/activity-dashboard?childId=${kidId}&page=1`)),
    );
    expect(page1.items.length).toBe(Math.max(0, page0.total - 7));
  });

  it('zone and daily quizzes (no book) are in the report and the activity, with no book', async () => {
    // Subject keys of zone and daily quizzes are not book ids: the report must never try to
    // read them as one (a uuid cast there made the whole report fail).
    const done = new Date(t.clock.now().getTime() - 60_000);
    const sibling = siblingId;
    await t.database.db.insert(quizCompletions).values([
      {
        userId: sibling,
        quizType: 'DISCOVERY',
        subjectKey: 'dino-dig',
        completed: true,
        correct: 2,
        total: 3,
        stars: 2,
        completedAt: done,
      },
      {
        userId: sibling,
        quizType: 'DAILY',
        subjectKey: 'dino-dig:2026-11-26',
        completed: true,
        correct: 3,
        total: 3,
        stars: 3,
        completedAt: done,
      },
    ]);
    const res = await get(parent, `/api/parent/reports?childId=${sibling}&days=7`);
    expect(res.statusCode, res.body).toBe(200);
    const report = reportResponseSchema.parse(json(res));
    expect(report.quizzes.map((q) => [q.quizType, q.book])).toEqual(
      expect.arrayContaining([
        ['DISCOVERY', null],
        ['DAILY', null],
      ]),
    );
    const activity = await get(parent, `/api/activity-dashboard?childId=${sibling}`);
    expect(activity.statusCode, activity.body).toBe(200);
  });

  it('a parent session that has not passed the gate is refused on every insights route', async () => {
    const plain = await loginAs(t.app, fam.parent.email!, fam.parent.password);
    const res = await get(plain, '/api/profile-dashboard/children');
    expect(res.statusCode).toBe(403);
    expect(json(res)).toMatchObject({ code: 'PARENT_GATE_REQUIRED' });
    expect((await get(kid, '/api/profile-dashboard/children')).statusCode).toBe(403);
    const book = await createBook(t.database.db);
    for (const [method, url, payload] of [
      ['GET', `/api/parent/reports?childId=${kidId}`],
      ['GET', `/api/activity-dashboard?childId=${kidId}`],
      ['GET', `/api/share/books?childId=${kidId}`],
      ['GET', `/api/books/${book.id}/shared`],
      ['PUT', '/api/books/shared', { bookId: book.id, childIds: [kidId] }],
      ['POST', '/api/hidden-books/hide', { bookIds: [book.id], type: 'USER', ids: [kidId] }],
      ['GET', '/api/parent/digest'],
      ['PUT', '/api/parent/digest', { weeklyDigest: true }],
    ] as const) {
      const r = await t.app.inject({ method, url, headers: bearer(plain), payload });
      expect(r.statusCode, `${method} ${url}`).toBe(403);
      expect(json(r), `${method} ${url}`).toMatchObject({ code: 'PARENT_GATE_REQUIRED' });
    }
  });
});

describe('share and hide', () => {
  it('a hidden book disappears from the child at once (browse, search, details); the sibling still sees it', async () => {
    const book = await createBook(t.database.db, { title: 'Zebra Lighthouse Mystery' });
    const details = () => get(kid, `/api/books/details/${book.id}`);
    const search = () =>
      get(kid, `/api/text-search/child?query=${encodeURIComponent('Zebra Lighthouse')}`);
    expect((await details()).statusCode).toBe(200);
    const before = await search();
    expect(before.statusCode, before.body).toBe(200);
    expect(before.body).toContain(book.id);
    // The book is on the child's browse page before the hide (so its absence after proves it).
    const browseBefore = await get(kid, '/api/browse');
    expect(browseBefore.statusCode, browseBefore.body).toBe(200);
    expect(browseBefore.body).toContain(book.id);

    const res = await send(parent, 'POST', '/api/hidden-books/hide', {
      bookIds: [book.id],
      type: 'USER',
      ids: [kidId],
    });
    expect(res.statusCode, res.body).toBe(204);
    const state = await get(parent, `/api/books/${book.id}/shared`);
    expect(bookSharingSchema.parse(json(state)).children).toEqual([
      { childId: kidId, name: 'Bo', shared: false, hidden: true },
      { childId: siblingId, name: 'Cy', shared: false, hidden: false },
    ]);
    // No clock advance: the child's cached viewer was forgotten.
    expect((await details()).statusCode).toBe(404);
    expect((await search()).body).not.toContain(book.id);
    expect((await get(kid, '/api/browse')).body).not.toContain(book.id);
    const cy = (await childToken(t.app, fam.parent, siblingId)).childToken;
    expect((await get(cy, `/api/books/details/${book.id}`)).statusCode).toBe(200);

    const list = sharedBooksResponseSchema.parse(
      json(await get(parent, `/api/share/books?childId=${kidId}`)),
    );
    expect(list.hidden.map((b) => b.id)).toEqual([book.id]);

    // Unhide: the child sees it again at once.
    await send(parent, 'POST', '/api/hidden-books/hide', {
      bookIds: [book.id],
      type: 'USER',
      ids: [kidId],
      hidden: false,
    });
    expect((await details()).statusCode).toBe(200);
  });

  it('a shared book is the first row of the child’s browse page', async () => {
    const book = await createBook(t.database.db, { title: 'Shared Sea Stories' });
    const res = await send(parent, 'PUT', '/api/books/shared', {
      bookId: book.id,
      childIds: [kidId],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(bookSharingSchema.parse(json(res)).children[0]).toMatchObject({ shared: true });
    const browse = json<{ swimlanes: Array<{ id: string; books: Array<{ id: string }> }> }>(
      await get(kid, '/api/browse'),
    );
    expect(browse.swimlanes[0]!.id).toBe('shared');
    expect(browse.swimlanes[0]!.books.map((b) => b.id)).toEqual([book.id]);
    const state = bookSharingSchema.parse(json(await get(parent, `/api/books/${book.id}/shared`)));
    expect(state.children.map((c) => c.shared)).toEqual([true, false]);
  });
});

describe("another family's ids are refused on every route", () => {
  it('dashboard only lists own children; reports, activity, share lists, share and hide refuse', async () => {
    const dash = dashboardResponseSchema.parse(
      json(await get(otherParent, '/api/profile-dashboard/children')),
    );
    expect(dash.children.map((c) => c.id)).toEqual([otherKidId]);

    for (const url of [
      `/api/parent/reports?childId=${kidId}`,
      `/api/activity-dashboard?childId=${kidId}`,
      `/api/share/books?childId=${kidId}`,
    ]) {
      const res = await get(otherParent, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('Bo');
    }
    const book = await createBook(t.database.db);
    const share = await send(otherParent, 'PUT', '/api/books/shared', {
      bookId: book.id,
      childIds: [kidId],
    });
    expect(share.statusCode).toBe(404);
    // A mix of own and foreign children is refused as a whole: nothing was written.
    const mixed = await send(otherParent, 'PUT', '/api/books/shared', {
      bookId: book.id,
      childIds: [otherKidId, kidId],
    });
    expect(mixed.statusCode).toBe(404);
    const hide = await send(otherParent, 'POST', '/api/hidden-books/hide', {
      bookIds: [book.id],
      type: 'USER',
      ids: [kidId],
    });
    expect(hide.statusCode).toBe(403);
    const state = bookSharingSchema.parse(
      json(await get(otherParent, `/api/books/${book.id}/shared`)),
    );
    expect(state.children).toEqual([
      { childId: otherKidId, name: 'Zed', shared: false, hidden: false },
    ]);
    // The other family sees only its own children on the book's sharing state.
    expect(JSON.stringify(state)).not.toContain(kidId);
  });
});

describe('weekly reading digest', () => {
  it('opt-in parents get one HTML digest per week in the outbox, however often the job runs', async () => {
    expect(json(await get(parent, '/api/parent/digest'))).toEqual({ weeklyDigest: false });
    const on = await send(parent, 'PUT', '/api/parent/digest', { weeklyDigest: true });
    expect(json(on)).toEqual({ weeklyDigest: true });

    // The Monday after the reading above: the digest covers that week.
    advanceTo(nextUtc(t.clock.now(), 8, 1));
    const week = digestWeekOf(t.clock.now());
    await regate();
    const label = (d: string) =>
      new Date(`${d}T12:00:00Z`).toLocaleDateString('en-US', {
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      });
    await runDigest();
    await runDigest();
    const files = fs.existsSync(t.outboxDir)
      ? fs.readdirSync(t.outboxDir).filter((f) => f.endsWith(`${fam.parent.email}.eml`))
      : [];
    expect(files).toHaveLength(1);
    const eml = fs
      .readFileSync(path.join(t.outboxDir, files[0]!), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    expect(eml).toMatch(/^Subject: .*Your_family's_reading_week/m);
    expect(eml).toContain(`Here is what your family read on Pagebird from ${label(week.from)}`);
    expect(eml).toContain(label(week.to));
    expect(eml).toContain('text/html');
    expect(eml).toContain('Minutes read: 20');
    expect(eml).toContain('Books finished: 2');
    expect(eml).toContain('Try next:');
    // The other parent did not opt in.
    expect(fs.readdirSync(t.outboxDir).some((f) => f.endsWith(`${other.parent.email}.eml`))).toBe(
      false,
    );
  });
});

/** Run the weekly digest job now, and wait for the queued emails it sent. */
async function runDigest() {
  await t.jobs.runNow(DIGEST_QUEUE);
  await t.jobs.drain(EMAIL_QUEUE);
}
