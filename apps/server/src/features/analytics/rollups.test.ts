import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardResponseSchema, type LedgerEvent } from '@pagebird/contract';
import { readingSessions } from '../../db/schema/index.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/app.ts';
import { childToken, createFamily, loginAs } from '../../test/factories.ts';
import { createBook } from '../../test/catalogue-factories.ts';
import { newBookSessionId, readerCall } from '../../test/reader-factories.ts';
import { addCalendarDays, createRollupsRepo } from './rollups.repo.ts';
import { LEDGER_ROLLUP_JOB } from './rollups.jobs.ts';

/**
 * Daily roll-ups: the parent dashboard's minutes come from `ledger_daily`, which is computed from
 * the reader's own reading_sessions — so they agree; the job recomputes days idempotently.
 */

let t: TestApp;
let fam: Awaited<ReturnType<typeof createFamily>>;
let kid: string;
let kidId: string;
let parent: string;

beforeAll(async () => {
  t = await createTestApp();
  // 10:00 UTC today or tomorrow, so every reading below falls on one calendar day.
  const d = new Date(t.clock.now());
  d.setUTCHours(10, 0, 0, 0);
  if (d <= t.clock.now()) d.setUTCDate(d.getUTCDate() + 1);
  t.clock.advance(d.getTime() - t.clock.now().getTime());
  fam = await createFamily(t.database.db, ['Ivy', 'Jon']);
  kidId = fam.children[0]!.id;
  kid = (await childToken(t.app, fam.parent, kidId)).childToken;
});
afterAll(async () => {
  await t?.close();
});

const today = () => t.clock.now().toISOString().slice(0, 10);

async function gatedParent(): Promise<string> {
  const token = await loginAs(t.app, fam.parent.email!, fam.parent.password);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/users/password/verify',
    headers: bearer(token),
    payload: { password: fam.parent.password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return json<{ token: string }>(res).token ?? token;
}

/** The child reads through the reader's API for `minutes` (open, then a progress write). */
async function readBook(bookId: string, minutes: number) {
  const bookSessionId = newBookSessionId();
  const open = await readerCall(t.app, kid, {
    method: 'POST',
    url: '/api/activities/log/opened-book',
    payload: { bookId, bookSessionId },
  });
  expect(open.statusCode, open.body).toBe(200);
  t.clock.advance(minutes * 60_000);
  const progress = await readerCall(t.app, kid, {
    method: 'PUT',
    url: `/api/books/${bookId}/progress`,
    payload: {
      position: 'page:2',
      page: 2,
      fraction: 0.5,
      clientTimestamp: t.clock.now().toISOString(),
      bookSessionId,
    },
  });
  expect(progress.statusCode, progress.body).toBe(200);
}

/** Minutes per day straight from the reader's reading_sessions (the reader's own record). */
async function readerMinutes(userId: string): Promise<Map<string, number>> {
  const r = await t.database.db.execute(sql`
    SELECT to_char((opened_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day,
      sum(least(extract(epoch FROM last_activity_at - opened_at), 7200))::float8 AS s
    FROM reading_sessions WHERE user_id = ${userId}::uuid GROUP BY 1`);
  return new Map(
    (r.rows as Array<{ day: string; s: number }>).map((x) => [x.day, Math.round(x.s / 60)]),
  );
}

async function dashboard() {
  parent = await gatedParent();
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/profile-dashboard/children?days=7&tz=UTC',
    headers: bearer(parent),
  });
  expect(res.statusCode, res.body).toBe(200);
  return dashboardResponseSchema.parse(json(res));
}

describe('parent dashboard minutes from the roll-ups', () => {
  it('equal the reader’s records, day by day and in total', async () => {
    const book = await createBook(t.database.db, { title: 'Rollup River' });
    // Earlier days: sessions the reader recorded (3 days ago 25 min, 5 days ago 7.5 min, and a
    // 3-hour one 2 days ago that counts as the reader's 2-hour cap).
    const at = (daysAgo: number, hour: number) =>
      new Date(
        Date.parse(`${addCalendarDays(today(), -daysAgo)}T${String(hour).padStart(2, '0')}:00:00Z`),
      );
    const past = [
      { daysAgo: 3, seconds: 25 * 60 },
      { daysAgo: 5, seconds: 450 },
      { daysAgo: 2, seconds: 3 * 3600 },
    ];
    for (const p of past) {
      const openedAt = at(p.daysAgo, 8);
      await t.database.db.insert(readingSessions).values({
        id: randomUUID(),
        userId: kidId,
        bookId: book.id,
        openedAt,
        lastActivityAt: new Date(openedAt.getTime() + p.seconds * 1000),
      });
    }
    await readBook(book.id, 12); // today, through the reader's API

    const dash = await dashboard();
    const ivy = dash.children.find((c) => c.id === kidId)!;
    const expected = await readerMinutes(kidId);
    expect(expected.get(today())).toBe(12);
    expect(expected.get(addCalendarDays(today(), -2))).toBe(120);
    for (const d of ivy.minutesPerDay) expect(d.minutes).toBe(expected.get(d.date) ?? 0);
    expect(ivy.totals.minutesRead).toBe(12 + 25 + 8 + 120);

    // Every day of the period of both children was rolled up.
    const rows = await t.database.db.execute(sql`
      SELECT count(*)::int AS n FROM ledger_daily
      WHERE user_id = ANY(${sql.param(fam.children.map((c) => c.id))}::uuid[]) AND time_zone = 'UTC'
        AND day BETWEEN ${dash.from}::date AND ${dash.to}::date`);
    expect((rows.rows[0] as { n: number }).n).toBe(14);
  });

  it('reads past days from the roll-ups (not live), and the job recomputes them', async () => {
    const day = addCalendarDays(today(), -3);
    await t.database.db.execute(sql`
      UPDATE ledger_daily SET seconds_read = 99 * 60
      WHERE user_id = ${kidId}::uuid AND time_zone = 'UTC' AND day = ${day}::date`);
    let ivy = (await dashboard()).children.find((c) => c.id === kidId)!;
    expect(ivy.minutesPerDay.find((d) => d.date === day)!.minutes).toBe(99);

    // On demand: the job recomputes a range (idempotent: twice gives the same rows).
    for (let i = 0; i < 2; i++) {
      await t.jobs.send(LEDGER_ROLLUP_JOB, {
        profileIds: [kidId],
        tz: 'UTC',
        fromDay: addCalendarDays(today(), -6),
        toDay: today(),
      });
      await t.jobs.runNow(LEDGER_ROLLUP_JOB);
    }
    ivy = (await dashboard()).children.find((c) => c.id === kidId)!;
    expect(ivy.minutesPerDay.find((d) => d.date === day)!.minutes).toBe(25);
    expect(ivy.totals.minutesRead).toBe(12 + 25 + 8 + 120);
  });

  it('today is rolled up on demand: reading more shows at once', async () => {
    const book = await createBook(t.database.db, { title: 'Second River' });
    await readBook(book.id, 6);
    const ivy = (await dashboard()).children.find((c) => c.id === kidId)!;
    expect(ivy.minutesPerDay.at(-1)).toEqual({ date: today(), minutes: 18 });
    expect((await readerMinutes(kidId)).get(today())).toBe(18);
  });

  it('the scheduled job rolls up sessions, page views and impressions of the ledger', async () => {
    const base = {
      activeSessionId: 'sess-0001-aaaa',
      clientTimestamp: t.clock.now().getTime(),
      timezoneName: 'Europe/Paris',
      timezoneOffset: -60,
      platform: 'Web' as const,
      device: 'tablet' as const,
      os: 'iOS' as const,
      appVersion: '1.0',
    };
    const events: LedgerEvent[] = [
      { ...base, recordId: randomUUID(), eventType: 'SESSION_START' },
      {
        ...base,
        recordId: randomUUID(),
        eventType: 'PAGE_VIEW_START',
        name: 'badge',
        kind: 'modal',
      },
      {
        ...base,
        recordId: randomUUID(),
        eventType: 'CONTENT_IMPRESSION',
        contentId: randomUUID(),
        initialViewport: true,
      },
      {
        ...base,
        recordId: randomUUID(),
        eventType: 'CONTENT_IMPRESSION',
        contentId: randomUUID(),
        initialViewport: false,
      },
    ];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/recordLedgerEntry',
      headers: bearer(kid),
      payload: { batchId: randomUUID(), events },
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.database.db.execute(sql`DELETE FROM ledger_daily WHERE user_id = ${kidId}::uuid`);
    await t.jobs.runNow(LEDGER_ROLLUP_JOB); // the schedule's run: {} → yesterday and today

    const repo = createRollupsRepo(t.database.db, t.clock);
    const [paris] = (await repo.read([kidId], 'Europe/Paris', today(), today())).filter(
      (d) => d.day === today(),
    );
    expect(paris).toMatchObject({ activeSessions: 1, pageViews: 1, impressions: 2, minutes: 18 });
    const utc = await repo.read([kidId], 'UTC', addCalendarDays(today(), -1), today());
    expect(utc).toHaveLength(2);
    expect(utc.at(-1)).toMatchObject({ activeSessions: 1, impressions: 2, minutes: 18 });

    // What the class dashboard reads: minutes per profile and day.
    const minutes = await repo.minutesByProfileDay(
      fam.children.map((c) => c.id),
      addCalendarDays(today(), -3),
      today(),
    );
    expect(minutes.filter((m) => m.profileId === kidId).map((m) => m.minutes)).toEqual([
      25, 120, 0, 18,
    ]);
    expect(minutes.filter((m) => m.profileId !== kidId).every((m) => m.minutes === 0)).toBe(true);
  });
});
