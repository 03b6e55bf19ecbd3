import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DISCOVERY_MESSAGES,
  QUIZ_MESSAGES,
  TIME_ZONE_MESSAGE,
  calendarDayIn,
  dailyQuizResponseSchema,
  discoveryQuizSchema,
  type DailyQuizResponse,
  type DiscoveryQuiz,
} from '@pagebird/contract';
import { quizCompletions } from '../../db/schema/index.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/app.ts';
import { childToken, createChild, createParent } from '../../test/factories.ts';
import { pickDailyQuestions, QUIZ_POLICY, QUIZ_RULE_MESSAGES } from './quizzes.policy.ts';
import { createQuestions, createZone, ledgerCount, type TestQuestion } from './quiz-test-data.ts';

/**
 * The daily quiz of a discovery zone: three questions of the zone's pool, the same for everyone
 * on a day, rewarded once per zone per day — the day counted in the caller's time zone.
 */

let t: TestApp;
let parent: Awaited<ReturnType<typeof createParent>>;
let leoId: string;
let benId: string;
let miaId: string;
let leo: string;
let ben: string;
let mia: string;
let pool: TestQuestion[];
let zoneId: string;
let otherZoneId: string;

const DAY_MS = 24 * 60 * 60_000;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  parent = await createParent(db);
  leoId = (await createChild(db, parent.id, { name: 'Leo', age: 9 })).id;
  benId = (await createChild(db, parent.id, { name: 'Ben', age: 8 })).id;
  miaId = (await createChild(db, parent.id, { name: 'Mia', age: 5 })).id;
  await signIn();
  pool = await createQuestions(db, { n: 8 });
  zoneId = (
    await createZone(db, {
      title: 'Bug Trail',
      ageMin: 7,
      ageMax: 10,
      quizIds: pool.map((q) => q.id),
    })
  ).id;
  otherZoneId = (
    await createZone(db, {
      ageMin: 7,
      ageMax: 10,
      quizIds: (await createQuestions(db, { n: 6 })).map((q) => q.id),
    })
  ).id;
});
afterAll(async () => {
  await t?.close();
});

/** Fresh sessions (a clock move of a day ends the old ones). */
async function signIn() {
  leo = (await childToken(t.app, parent, leoId)).childToken;
  ben = (await childToken(t.app, parent, benId)).childToken;
  mia = (await childToken(t.app, parent, miaId)).childToken;
}

function getDaily(token: string, id: string, timeZone = 'UTC') {
  return t.app.inject({
    method: 'GET',
    url: `/api/quiz/discovery/${id}?timeZone=${encodeURIComponent(timeZone)}`,
    headers: bearer(token),
  });
}
async function daily(token: string, id = zoneId, timeZone = 'UTC'): Promise<DiscoveryQuiz> {
  const res = await getDaily(token, id, timeZone);
  expect(res.statusCode, res.body).toBe(200);
  return discoveryQuizSchema.parse(json(res));
}

function post(token: string, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/quiz-completion/daily-quiz',
    headers: bearer(token),
    payload: body,
  });
}
async function play(token: string, id = zoneId, timeZone = 'UTC'): Promise<DailyQuizResponse> {
  const quiz = await daily(token, id, timeZone);
  const answers = quiz.quizzes.map((q) => ({
    quizId: q.contentId,
    answerId: q.quizAnswers.find((a) => a.correct)!.contentId,
    wrongAttempts: 0,
  }));
  const res = await post(token, { zoneId: id, answers, timeZone });
  expect(res.statusCode, res.body).toBe(200);
  return dailyQuizResponseSchema.parse(json(res));
}

describe('GET /api/quiz/discovery/{id}', () => {
  it("gives today's three questions of the pool, the same for everyone, and no result yet", async () => {
    const quiz = await daily(leo);
    const today = calendarDayIn(t.clock.now(), 'UTC');
    expect(quiz.zoneId).toBe(zoneId);
    expect(quiz.day).toBe(today);
    expect(quiz.completedToday).toBeNull();
    expect(quiz.quizzes).toHaveLength(QUIZ_POLICY.dailyQuestions);
    const poolIds = pool.map((q) => q.contentId);
    for (const q of quiz.quizzes) expect(poolIds).toContain(q.contentId);
    expect(quiz.quizzes.map((q) => q.contentId)).toEqual(
      pickDailyQuestions(pool, zoneId, today).map((q) => q.contentId),
    );
    // another child, the same day: the same questions in the same order
    expect((await daily(ben)).quizzes).toEqual(quiz.quizzes);
  });

  it('picks other questions on other days and in other zones', () => {
    const days = ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05'];
    const picks = new Set(
      days.map((d) =>
        pickDailyQuestions(pool, zoneId, d)
          .map((q) => q.contentId)
          .join(','),
      ),
    );
    expect(picks.size).toBeGreaterThan(1);
    expect(pickDailyQuestions(pool.slice(0, 2), zoneId, days[0]!)).toHaveLength(2);
  });

  it('refuses an unknown time zone, and zones that are not open to the caller', async () => {
    const badZone = await getDaily(leo, zoneId, 'Mars/Olympus');
    expect(badZone.statusCode).toBe(400);
    expect(json(badZone)).toMatchObject({
      fields: { timeZone: TIME_ZONE_MESSAGE },
    });

    const tooYoung = await getDaily(mia, zoneId);
    expect(tooYoung.statusCode).toBe(404);
    expect(json(tooYoung)).toEqual({ code: 'NOT_FOUND', message: DISCOVERY_MESSAGES.zoneNotFound });

    const closed = await createZone(t.database.db, {
      status: 'INACTIVE',
      quizIds: pool.map((q) => q.id),
    });
    expect((await getDaily(leo, closed.id)).statusCode).toBe(404);
    expect((await getDaily(leo, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    const empty = await createZone(t.database.db, { ageMin: 7, ageMax: 10 });
    const none = await getDaily(leo, empty.id);
    expect(none.statusCode).toBe(404);
    expect(json(none)).toMatchObject({ message: QUIZ_RULE_MESSAGES.zoneHasNoQuiz });
  });
});

describe('POST /api/quiz-completion/daily-quiz', () => {
  it('rewards the first run of the day; the second the same day is not rewarded', async () => {
    const before = await ledgerCount(t.database.db, leoId, 'DAILY_QUIZ');
    const first = await play(leo);
    const today = calendarDayIn(t.clock.now(), 'UTC');
    expect(first).toMatchObject({
      correct: 3,
      total: 3,
      stars: 3,
      completed: true,
      firstCompletion: true,
      alreadyRewardedToday: false,
      day: today,
    });
    expect(first.rewards.points).toBeGreaterThan(0);

    const second = await play(leo);
    expect(second).toMatchObject({
      firstCompletion: false,
      alreadyRewardedToday: true,
      day: today,
      rewards: { points: 0, gems: 0, earnings: [] },
    });
    expect(await ledgerCount(t.database.db, leoId, 'DAILY_QUIZ')).toBe(before + 1);

    const quiz = await daily(leo);
    expect(quiz.completedToday).toMatchObject({ correct: 3, total: 3, stars: 3 });
    const [row] = await t.database.db
      .select()
      .from(quizCompletions)
      .where(
        and(
          eq(quizCompletions.userId, leoId),
          eq(quizCompletions.quizType, 'DAILY'),
          eq(quizCompletions.subjectKey, `${zoneId}:${today}`),
        ),
      );
    expect(row).toMatchObject({ completed: true, correct: 3, stars: 3 });

    // another zone the same day is its own daily quiz
    expect((await play(leo, otherZoneId)).alreadyRewardedToday).toBe(false);
  });

  it('rewards again the next day', async () => {
    await play(ben);
    t.clock.advance(DAY_MS);
    await signIn();
    const tomorrow = await play(ben);
    expect(tomorrow).toMatchObject({ firstCompletion: true, alreadyRewardedToday: false });
    expect(tomorrow.day).toBe(calendarDayIn(t.clock.now(), 'UTC'));
    expect(tomorrow.rewards.points).toBeGreaterThan(0);
    expect(await ledgerCount(t.database.db, benId, 'DAILY_QUIZ')).toBe(2);
  });

  it('counts the day in the given time zone', async () => {
    // UTC+14 and UTC−11 are 25 hours apart: at any moment they are on different days
    const east = 'Pacific/Kiritimati';
    const west = 'Pacific/Pago_Pago';
    const now = t.clock.now();
    expect(calendarDayIn(now, east)).not.toBe(calendarDayIn(now, west));
    // (Ben has not played this zone yet; his runs of the first zone were on UTC days)
    const before = await ledgerCount(t.database.db, benId, 'DAILY_QUIZ');
    const a = await play(ben, otherZoneId, east);
    const b = await play(ben, otherZoneId, west);
    expect(a.day).toBe(calendarDayIn(t.clock.now(), east));
    expect(b.day).toBe(calendarDayIn(t.clock.now(), west));
    expect([a.alreadyRewardedToday, b.alreadyRewardedToday]).toEqual([false, false]);
    expect(await ledgerCount(t.database.db, benId, 'DAILY_QUIZ')).toBe(before + 2);
    // the same day again in the eastern zone: already rewarded
    expect((await play(ben, otherZoneId, east)).alreadyRewardedToday).toBe(true);
  });

  it("refuses answers to questions that are not in today's quiz and incomplete runs", async () => {
    const today = await daily(leo);
    const todays = new Set(today.quizzes.map((q) => q.contentId));
    const notToday = pool.find((q) => !todays.has(q.contentId))!;
    const right = (q: {
      contentId: string;
      quizAnswers: Array<{ contentId: string; correct: boolean }>;
    }) => ({
      quizId: q.contentId,
      answerId: q.quizAnswers.find((a) => a.correct)!.contentId,
      wrongAttempts: 0,
    });
    const foreign = await post(leo, {
      zoneId,
      answers: [
        ...today.quizzes.slice(0, 2).map(right),
        { quizId: notToday.contentId, answerId: notToday.right, wrongAttempts: 0 },
      ],
    });
    expect(foreign.statusCode).toBe(400);
    expect(json(foreign)).toMatchObject({ message: QUIZ_MESSAGES.unknownQuestion });

    const partial = await post(leo, { zoneId, answers: today.quizzes.slice(0, 1).map(right) });
    expect(partial.statusCode).toBe(400);
    expect(json(partial)).toMatchObject({ message: QUIZ_RULE_MESSAGES.unanswered });

    const badZone = await post(leo, {
      zoneId,
      answers: today.quizzes.map(right),
      timeZone: 'Nowhere/Land',
    });
    expect(badZone.statusCode).toBe(400);

    const tooYoung = await post(mia, { zoneId, answers: today.quizzes.map(right) });
    expect(tooYoung.statusCode).toBe(404);
  });

  it('is for children and students only', async () => {
    const token = (
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: parent.email, password: parent.password },
      })
    ).json<{ token: string }>().token;
    expect((await getDaily(token, zoneId)).statusCode).toBe(403);
    expect((await post(token, { zoneId, answers: [] })).statusCode).toBe(403);
  });
});
