import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  endOfBookQuizzesSchema,
  MESSAGES,
  QUIZ_MESSAGES,
  quizCompletionResponseSchema,
  type EndOfBookQuizzes,
  type QuizCompletionResponse,
} from '@pagebird/contract';
import { quizCompletions, rewardBalances } from '../../db/schema/index.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/app.ts';
import {
  childToken,
  createChild,
  createClassroom,
  createParent,
  loginAs,
  studentLogin,
} from '../../test/factories.ts';
import {
  createBook,
  hideBook,
  moveClockTo,
  setBookStatus,
} from '../../test/catalogue-factories.ts';
import { VIEWER_CACHE } from '../catalogue/viewer-cache.ts';
import { QUIZ_RULE_MESSAGES } from './quizzes.policy.ts';
import {
  allRight,
  createQuestions,
  createZone,
  ledgerCount,
  type TestQuestion,
} from './quiz-test-data.ts';

/**
 * End-of-book quizzes against real PostgreSQL: the book's access rules, server-side scoring,
 * foreign ids refused, progress then completion, and the first completion rewarded once — also
 * when the same completion is replayed, one after the other or ten at a time.
 */

let t: TestApp;
let parent: Awaited<ReturnType<typeof createParent>>;
let leoId: string;
let leo: string;
let mia: string;
let parentToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  parent = await createParent(db);
  leoId = (await createChild(db, parent.id, { name: 'Leo', age: 9 })).id;
  const miaId = (await createChild(db, parent.id, { name: 'Mia', age: 5 })).id;
  leo = (await childToken(t.app, parent, leoId)).childToken;
  mia = (await childToken(t.app, parent, miaId)).childToken;
  parentToken = await loginAs(t.app, parent.email!, parent.password);
});
afterAll(async () => {
  await t?.close();
});

/** Direct writes (hidden books) reach cached viewers after the cache's lifetime. */
const forgetViewers = () => t.clock.advance(VIEWER_CACHE.ttlMs + 1);

function getQuiz(token: string, bookIdNumber: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'GET',
    url: `/api/end-of-book/quizzes?bookIdNumber=${encodeURIComponent(bookIdNumber)}&deviceType=TABLET`,
    headers: { ...bearer(token), ...headers },
  });
}
async function quizOf(token: string, bookIdNumber: string): Promise<EndOfBookQuizzes> {
  const res = await getQuiz(token, bookIdNumber);
  expect(res.statusCode, res.body).toBe(200);
  return endOfBookQuizzesSchema.parse(json(res));
}

function complete(token: string, body: Record<string, unknown>, quizType = 'END_OF_BOOK') {
  return t.app.inject({
    method: 'POST',
    url: `/api/quiz-completion/complete/?quizType=${quizType}`,
    headers: bearer(token),
    payload: body,
  });
}
async function completed(
  token: string,
  body: Record<string, unknown>,
  quizType = 'END_OF_BOOK',
): Promise<QuizCompletionResponse> {
  const res = await complete(token, body, quizType);
  expect(res.statusCode, res.body).toBe(200);
  return quizCompletionResponseSchema.parse(json(res));
}

async function bookWithQuiz(opts: Parameters<typeof createBook>[1] = {}, n = 3) {
  const book = await createBook(t.database.db, opts);
  const questions = await createQuestions(t.database.db, { bookId: book.id, n });
  return { book, questions };
}

const storedRun = async (userId: string, bookId: string) =>
  (
    await t.database.db
      .select()
      .from(quizCompletions)
      .where(
        and(
          eq(quizCompletions.userId, userId),
          eq(quizCompletions.quizType, 'END_OF_BOOK'),
          eq(quizCompletions.subjectKey, bookId),
        ),
      )
  )[0];

describe('GET /api/end-of-book/quizzes', () => {
  it("answers the book's active questions in order, answers in order, and no result yet", async () => {
    const { book, questions } = await bookWithQuiz({ title: 'Kite Day' });
    // an inactive question and another book's question are not part of it
    await createQuestions(t.database.db, { bookId: book.id, n: 1, status: 'INACTIVE' });
    await bookWithQuiz();

    const quiz = await quizOf(leo, book.idNumber);
    expect(quiz).toMatchObject({
      bookId: book.id,
      bookIdNumber: book.idNumber,
      title: 'Kite Day',
      completed: null,
    });
    expect(quiz.quizzes.map((q) => q.contentId)).toEqual(questions.map((q) => q.contentId));
    for (const [i, q] of quiz.quizzes.entries()) {
      expect(q.quizAnswers.map((a) => a.contentId)).toEqual(
        questions[i]!.answers.map((a) => a.contentId),
      );
      expect(q.quizAnswers.filter((a) => a.correct)).toHaveLength(1);
      expect(q).toMatchObject({ status: 'ACTIVE', sourceBookIdNumber: book.idNumber });
    }
  });

  it('answers an empty quiz for a book without one', async () => {
    const book = await createBook(t.database.db);
    expect((await quizOf(leo, book.idNumber)).quizzes).toEqual([]);
  });

  it('applies the book rules: 404 unknown, inactive, hidden or not for the age; 403 territory', async () => {
    expect((await getQuiz(leo, 'PB-NOPE')).statusCode).toBe(404);

    const { book: teen } = await bookWithQuiz({ ageMin: 12, ageMax: 14 });
    const notForLeo = await getQuiz(leo, teen.idNumber);
    expect(notForLeo.statusCode).toBe(404);
    expect(json(notForLeo)).toEqual({ code: 'NOT_FOUND', message: MESSAGES.bookNotFound });

    const { book: retired } = await bookWithQuiz();
    await setBookStatus(t.database.db, retired.id, 'INACTIVE');
    expect((await getQuiz(leo, retired.idNumber)).statusCode).toBe(404);

    const { book: hidden } = await bookWithQuiz();
    await hideBook(t.database.db, hidden.id, { userId: leoId }, parent.id);
    forgetViewers();
    expect((await getQuiz(leo, hidden.idNumber)).statusCode).toBe(404);
    expect((await getQuiz(mia, hidden.idNumber)).statusCode).toBe(200);

    const { book: british } = await bookWithQuiz({ salesTerritories: ['GB'] });
    const abroad = await getQuiz(leo, british.idNumber, { 'x-country': 'US' });
    expect(abroad.statusCode).toBe(403);
    expect(json(abroad)).toMatchObject({
      code: 'NOT_AVAILABLE_TERRITORY',
      metadata: { reason: 'NOT_AVAILABLE_TERRITORY' },
    });
    expect((await getQuiz(leo, british.idNumber, { 'x-country': 'GB' })).statusCode).toBe(200);
  });

  it('is for children and students only', async () => {
    const { book } = await bookWithQuiz();
    expect((await getQuiz(parentToken, book.idNumber)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/end-of-book/quizzes?bookIdNumber=${book.idNumber}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /api/quiz-completion/complete (END_OF_BOOK)', () => {
  it('scores on the server: right first or second time counts, a revealed answer does not', async () => {
    const { book, questions } = await bookWithQuiz();
    const [q1, q2, q3] = questions as [TestQuestion, TestQuestion, TestQuestion];
    const result = await completed(leo, {
      bookIdNumber: book.idNumber,
      completed: true,
      answers: [
        { quizId: q1.contentId, answerId: q1.right, wrongAttempts: 0 },
        { quizId: q2.contentId, answerId: q2.right, wrongAttempts: 1 },
        // two wrong tries: the right answer was revealed
        { quizId: q3.contentId, answerId: q3.right, wrongAttempts: 2 },
      ],
    });
    expect(result).toMatchObject({
      correct: 2,
      total: 3,
      stars: 2,
      completed: true,
      firstCompletion: true,
    });
    expect(result.rewards.points).toBeGreaterThan(0);
    expect(await storedRun(leoId, book.id)).toMatchObject({
      correct: 2,
      total: 3,
      stars: 2,
      completed: true,
    });
    const quiz = await quizOf(leo, book.idNumber);
    expect(quiz.completed).toMatchObject({ correct: 2, total: 3, stars: 2 });
  });

  it('gives 3 stars for all right, 1 for one right, 0 for none', async () => {
    for (const [answers, stars] of [
      [(qs: TestQuestion[]) => allRight(qs), 3],
      [
        (qs: TestQuestion[]) =>
          qs.map((q, i) => ({
            quizId: q.contentId,
            answerId: i === 0 ? q.right : q.wrong,
            wrongAttempts: 0,
          })),
        1,
      ],
      [
        (qs: TestQuestion[]) =>
          qs.map((q) => ({ quizId: q.contentId, answerId: q.wrong, wrongAttempts: 2 })),
        0,
      ],
    ] as const) {
      const { book, questions } = await bookWithQuiz();
      const result = await completed(mia, {
        bookIdNumber: book.idNumber,
        completed: true,
        answers: answers(questions),
      });
      expect(result.stars).toBe(stars);
    }
  });

  it('refuses answers that are not part of the quiz (400) and stores nothing', async () => {
    const { book, questions } = await bookWithQuiz();
    const { questions: other } = await bookWithQuiz();
    const [q1, q2, q3] = questions as [TestQuestion, TestQuestion, TestQuestion];
    const rewardedBefore = await ledgerCount(t.database.db, leoId, 'QUIZ_COMPLETED');
    const post = (answers: unknown[], completedFlag = true) =>
      complete(leo, { bookIdNumber: book.idNumber, completed: completedFlag, answers });

    const foreignQuestion = await post([
      { quizId: other[0]!.contentId, answerId: other[0]!.right, wrongAttempts: 0 },
    ]);
    expect(foreignQuestion.statusCode).toBe(400);
    expect(json(foreignQuestion)).toMatchObject({
      code: 'VALIDATION',
      message: QUIZ_MESSAGES.unknownQuestion,
    });

    const foreignAnswer = await post([
      { quizId: q1.contentId, answerId: q2.right, wrongAttempts: 0 },
      { quizId: q2.contentId, answerId: q2.right, wrongAttempts: 0 },
      { quizId: q3.contentId, answerId: q3.right, wrongAttempts: 0 },
    ]);
    expect(foreignAnswer.statusCode).toBe(400);
    expect(json(foreignAnswer)).toMatchObject({ message: QUIZ_MESSAGES.unknownAnswer });

    const unknownAnswer = await post(
      [{ quizId: q1.contentId, answerId: 'no-such-answer', wrongAttempts: 0 }],
      false,
    );
    expect(json(unknownAnswer)).toMatchObject({ message: QUIZ_MESSAGES.unknownAnswer });

    const twice = await post([...allRight([q1, q2, q3]), allRight([q1])[0]]);
    expect(json(twice)).toMatchObject({ message: QUIZ_RULE_MESSAGES.repeated });

    const unanswered = await post(allRight([q1, q2]));
    expect(unanswered.statusCode).toBe(400);
    expect(json(unanswered)).toMatchObject({ message: QUIZ_RULE_MESSAGES.unanswered });

    const zoneForBook = await complete(leo, {
      zoneId: '00000000-0000-4000-8000-000000000000',
      completed: true,
      answers: [],
    });
    expect(zoneForBook.statusCode).toBe(400);
    expect(json(zoneForBook)).toMatchObject({ message: QUIZ_RULE_MESSAGES.wrongSubject });

    const badType = await complete(
      leo,
      { bookIdNumber: book.idNumber, completed: true, answers: [] },
      'DAILY',
    );
    expect(badType.statusCode).toBe(400);

    expect(await storedRun(leoId, book.id)).toBeUndefined();
    expect(await ledgerCount(t.database.db, leoId, 'QUIZ_COMPLETED')).toBe(rewardedBefore);
  });

  it('404s a book without a quiz, and a book the caller may not read', async () => {
    const plain = await createBook(t.database.db);
    const none = await complete(leo, {
      bookIdNumber: plain.idNumber,
      completed: true,
      answers: [],
    });
    expect(none.statusCode).toBe(404);
    expect(json(none)).toEqual({ code: 'NOT_FOUND', message: QUIZ_MESSAGES.noQuiz });

    const { book: teen, questions } = await bookWithQuiz({ ageMin: 12, ageMax: 14 });
    const res = await complete(leo, {
      bookIdNumber: teen.idNumber,
      completed: true,
      answers: allRight(questions),
    });
    expect(res.statusCode).toBe(404);
    expect(json(res)).toMatchObject({ message: MESSAGES.bookNotFound });
  });

  it('stores progress while not completed, then rewards the completion', async () => {
    const { book, questions } = await bookWithQuiz();
    const [q1, q2] = questions as [TestQuestion, TestQuestion];
    const before = await ledgerCount(t.database.db, leoId, 'QUIZ_COMPLETED');
    const progress = await completed(leo, {
      bookIdNumber: book.idNumber,
      completed: false,
      answers: allRight([q1]),
    });
    expect(progress).toEqual({
      correct: 1,
      total: 3,
      stars: 1,
      completed: false,
      firstCompletion: false,
      rewards: { points: 0, gems: 0, earnings: [] },
    });
    await completed(leo, {
      bookIdNumber: book.idNumber,
      completed: false,
      answers: allRight([q1, q2]),
    });
    expect(await storedRun(leoId, book.id)).toMatchObject({
      correct: 2,
      completed: false,
      completedAt: null,
    });
    expect((await quizOf(leo, book.idNumber)).completed).toBeNull();
    expect(await ledgerCount(t.database.db, leoId, 'QUIZ_COMPLETED')).toBe(before);

    const done = await completed(leo, {
      bookIdNumber: book.idNumber,
      completed: true,
      answers: allRight(questions),
    });
    expect(done).toMatchObject({ correct: 3, stars: 3, completed: true, firstCompletion: true });
    expect(done.rewards.points).toBeGreaterThan(0);
    expect(await ledgerCount(t.database.db, leoId, 'QUIZ_COMPLETED')).toBe(before + 1);

    // progress posted after the completion changes nothing
    const late = await completed(leo, {
      bookIdNumber: book.idNumber,
      completed: false,
      answers: [],
    });
    expect(late).toMatchObject({ completed: true, firstCompletion: false, correct: 0 });
    expect(await storedRun(leoId, book.id)).toMatchObject({
      correct: 3,
      stars: 3,
      completed: true,
    });
  });
});

describe('replaying a completion awards once', () => {
  const balance = async (userId: string) =>
    (await t.database.db.select().from(rewardBalances).where(eq(rewardBalances.userId, userId)))[0];

  it('sequentially: the replay answers firstCompletion false, earns nothing, keeps the first result', async () => {
    const { book, questions } = await bookWithQuiz();
    const before = await ledgerCount(t.database.db, leoId, 'QUIZ_COMPLETED');
    const body = { bookIdNumber: book.idNumber, completed: true, answers: allRight(questions) };
    const first = await completed(leo, body);
    expect(first.firstCompletion).toBe(true);
    const pointsAfterFirst = (await balance(leoId))!.points;

    const replay = await completed(leo, body);
    expect(replay).toEqual({
      correct: 3,
      total: 3,
      stars: 3,
      completed: true,
      firstCompletion: false,
      rewards: { points: 0, gems: 0, earnings: [] },
    });
    // a worse replay does not overwrite the first result either
    const worse = await completed(leo, {
      ...body,
      answers: questions.map((q) => ({ quizId: q.contentId, answerId: q.wrong, wrongAttempts: 2 })),
    });
    expect(worse).toMatchObject({ stars: 0, firstCompletion: false });
    expect((await quizOf(leo, book.idNumber)).completed).toMatchObject({ stars: 3, correct: 3 });
    expect(await ledgerCount(t.database.db, leoId, 'QUIZ_COMPLETED')).toBe(before + 1);
    expect((await balance(leoId))!.points).toBe(pointsAfterFirst);
  });

  it('concurrently: of 10 identical completions exactly one is first and rewarded', async () => {
    const { book, questions } = await bookWithQuiz();
    const before = await ledgerCount(t.database.db, leoId, 'QUIZ_COMPLETED');
    const pointsBefore = (await balance(leoId))?.points ?? 0;
    const body = { bookIdNumber: book.idNumber, completed: true, answers: allRight(questions) };
    const results = await Promise.all(Array.from({ length: 10 }, () => complete(leo, body)));
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    const bodies = results.map((r) => quizCompletionResponseSchema.parse(json(r)));
    const firsts = bodies.filter((b) => b.firstCompletion);
    expect(firsts).toHaveLength(1);
    const earned = firsts[0]!.rewards.points;
    expect(earned).toBeGreaterThan(0);
    for (const b of bodies.filter((x) => !x.firstCompletion)) {
      expect(b.rewards).toEqual({ points: 0, gems: 0, earnings: [] });
    }
    expect(await ledgerCount(t.database.db, leoId, 'QUIZ_COMPLETED')).toBe(before + 1);
    expect((await balance(leoId))!.points).toBe(pointsBefore + earned);
  });
});

describe('POST /api/quiz-completion/complete (DISCOVERY)', () => {
  it("stores a zone's full quiz without rewards; the zone must be open to the caller", async () => {
    const pool = await createQuestions(t.database.db, { n: 6 });
    const zone = await createZone(t.database.db, {
      ageMin: 7,
      ageMax: 10,
      quizIds: pool.map((q) => q.id),
    });
    const first = await completed(
      leo,
      { zoneId: zone.id, completed: true, answers: allRight(pool) },
      'DISCOVERY',
    );
    expect(first).toMatchObject({
      correct: 6,
      total: 6,
      stars: 3,
      firstCompletion: true,
      rewards: { points: 0, gems: 0, earnings: [] },
    });
    const again = await completed(
      leo,
      { zoneId: zone.id, completed: true, answers: allRight(pool) },
      'DISCOVERY',
    );
    expect(again.firstCompletion).toBe(false);

    const outsider = await createQuestions(t.database.db, { n: 1 });
    const foreign = await complete(
      leo,
      { zoneId: zone.id, completed: false, answers: allRight(outsider) },
      'DISCOVERY',
    );
    expect(foreign.statusCode).toBe(400);

    // Mia (5) is outside the zone's ages; a book id instead of a zone is refused
    expect(
      (
        await complete(
          mia,
          { zoneId: zone.id, completed: true, answers: allRight(pool) },
          'DISCOVERY',
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await complete(leo, { bookIdNumber: 'PB-0001', completed: true, answers: [] }, 'DISCOVERY'))
        .statusCode,
    ).toBe(400);
  });
});

describe('students', () => {
  it('get a quiz within school hours only', async () => {
    const { book, questions } = await bookWithQuiz();
    const klass = await createClassroom(t.database.db, 1);
    const s = klass.students[0]!;
    const signIn = async () => {
      const res = await studentLogin(t.app, klass.classroom.loginCode, s.id, s.pin);
      expect(res.statusCode).toBe(200);
      return json<{ token: string }>(res).token;
    };

    moveClockTo(t.clock, { weekday: 'Wed', hour: 10 });
    const inClass = await signIn();
    expect((await quizOf(inClass, book.idNumber)).quizzes).toHaveLength(3);
    expect(
      (
        await completed(inClass, {
          bookIdNumber: book.idNumber,
          completed: true,
          answers: allRight(questions),
        })
      ).firstCompletion,
    ).toBe(true);

    moveClockTo(t.clock, { weekday: 'Sat', hour: 10 });
    const weekend = await signIn();
    const refused = await getQuiz(weekend, book.idNumber);
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toEqual({
      code: 'OUTSIDE_SCHOOL_HOURS',
      message: MESSAGES.classTimeOver,
    });
    const late = await complete(weekend, {
      bookIdNumber: book.idNumber,
      completed: true,
      answers: allRight(questions),
    });
    expect(late.statusCode).toBe(403);
  });
});
