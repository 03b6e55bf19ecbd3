import type { z } from 'zod';
import {
  AppErrorCode,
  calendarDayIn,
  QUIZ_MESSAGES,
  scoreQuiz,
  type AnsweredQuestion,
  type DailyQuizBody,
  type DailyQuizResponse,
  type DiscoveryQuiz,
  type EndOfBookQuizzes,
  type endOfBookQuizzesQuerySchema,
  type Quiz,
  type QuizCompletionBody,
  type QuizCompletionResponse,
  type QuizScore,
  type QuizType,
} from '@pagebird/contract';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { Clock } from '../../lib/clock.ts';
import { assertBookAvailable, bookActionViewer } from '../catalogue/catalogue.policy.ts';
import type { Viewers } from '../catalogue/viewer-cache.ts';
import type { Viewer } from '../catalogue/visibility.ts';
import { assertZoneOpen, zoneAgeOf } from '../discovery/discovery.policy.ts';
import type { RewardCause, RewardsEngine } from '../rewards/rewards.types.ts';
import {
  assertAnswersBelong,
  dailySubjectKey,
  pickDailyQuestions,
  QUIZ_RULE_MESSAGES,
} from './quizzes.policy.ts';
import { noRewards } from '../rewards/rewards.engine.ts';
import { toQuiz, toQuizResult } from './quizzes.presenter.ts';
import type { QuizBookRow, QuizzesRepo, QuizZoneRow, StoredQuizType } from './quizzes.repo.ts';

export interface QuizzesServiceDeps {
  repo: QuizzesRepo;
  viewers: Viewers;
  /** Awards the first completion of a quiz, in the transaction that stores it. */
  rewards: RewardsEngine;
  clock: Clock;
}

type EndOfBookQuery = z.output<typeof endOfBookQuizzesQuerySchema>;

/** One run of a quiz to store (and, when it completes the quiz the first time, to reward). */
interface Run {
  auth: AuthContext;
  quizType: StoredQuizType;
  subjectKey: string;
  questions: readonly Quiz[];
  answers: readonly AnsweredQuestion[];
  completed: boolean;
  now: Date;
  /** What the first completion earns (null: stored, not rewarded). */
  cause: ((score: QuizScore) => RewardCause) | null;
}

/**
 * Quizzes (spec §4 "Quiz", §7 "Activity"): a book's end-of-book quiz (the book must be readable
 * by the caller: school hours for students, visibility, territory), a discovery zone's full quiz,
 * and a zone's daily quiz. The client runs the check-then-next flow; the server scores the
 * answers itself and rewards the first completion of a quiz — once a day per zone for the daily
 * quiz — in the transaction that stores it, so replays (also concurrent) earn nothing.
 */
export function createQuizzesService(deps: QuizzesServiceDeps) {
  const { repo, viewers, rewards, clock } = deps;

  /** The viewer (school hours checked) and the book numbered `idNumber` it may read. */
  async function readableBook(
    auth: AuthContext,
    territory: string,
    idNumber: string,
  ): Promise<{ v: Viewer; book: QuizBookRow; now: Date }> {
    const now = clock.now();
    const v = await bookActionViewer(viewers, auth, territory, now);
    const book = assertBookAvailable(await repo.bookByIdNumber(v, idNumber));
    return { v, book, now };
  }

  /** A zone open to the caller (active, and for kids of their age segment) and its quiz pool. */
  async function openZone(
    auth: AuthContext,
    territory: string,
    zoneId: string,
  ): Promise<{ zone: QuizZoneRow; pool: Quiz[]; now: Date }> {
    const now = clock.now();
    const [v, row] = await Promise.all([viewers.load(auth, territory, now), repo.zone(zoneId)]);
    const zone = assertZoneOpen(row, zoneAgeOf(v));
    const pool = (await repo.questionsByIds(zone.quiz_ids)).map(toQuiz);
    if (pool.length === 0) {
      throw new AppError(AppErrorCode.NOT_FOUND, QUIZ_RULE_MESSAGES.zoneHasNoQuiz);
    }
    return { zone, pool, now };
  }

  async function run(r: Run): Promise<QuizCompletionResponse> {
    assertAnswersBelong(r.questions, r.answers, { complete: r.completed });
    const score = scoreQuiz(r.questions, r.answers);
    const write = {
      userId: r.auth.user.id,
      quizType: r.quizType,
      subjectKey: r.subjectKey,
      answers: r.answers,
      score,
      now: r.now,
    };
    return repo.transaction(async (tx) => {
      if (!r.completed) {
        const open = await repo.saveProgress(tx, write);
        return { ...score, completed: !open, firstCompletion: false, rewards: noRewards() };
      }
      const first = await repo.completeOnce(tx, write);
      const earned =
        first && r.cause
          ? await rewards.award(
              tx,
              { id: r.auth.user.id, role: r.auth.user.role },
              r.cause(score),
              r.now,
            )
          : noRewards();
      return { ...score, completed: true, firstCompletion: first !== null, rewards: earned };
    });
  }

  const wrongSubject = () =>
    new AppError(AppErrorCode.VALIDATION, QUIZ_RULE_MESSAGES.wrongSubject, {
      quizType: QUIZ_RULE_MESSAGES.wrongSubject,
    });

  return {
    /**
     * `GET /api/end-of-book/quizzes`: the book's active questions in order (answers in order)
     * and the caller's first completion. `deviceType` does not change the quiz.
     */
    async endOfBook(
      auth: AuthContext,
      territory: string,
      query: EndOfBookQuery,
    ): Promise<EndOfBookQuizzes> {
      const { book } = await readableBook(auth, territory, query.bookIdNumber);
      const [questions, done] = await Promise.all([
        repo.bookQuestions(book.id),
        repo.completion(auth.user.id, 'END_OF_BOOK', book.id),
      ]);
      return {
        bookId: book.id,
        bookIdNumber: book.id_number,
        title: book.title,
        quizzes: questions.map(toQuiz),
        completed: toQuizResult(done),
      };
    },

    /**
     * `POST /api/quiz-completion/complete/?quizType=`: progress (completed false) or completion
     * of a book's quiz (END_OF_BOOK, rewarded once: QUIZ_COMPLETED) or of a zone's full quiz
     * (DISCOVERY, stored only). `completed` in the answer: the quiz is completed for the caller.
     */
    async complete(
      auth: AuthContext,
      territory: string,
      quizType: QuizType,
      body: QuizCompletionBody,
    ): Promise<QuizCompletionResponse> {
      if (quizType === 'END_OF_BOOK') {
        if (!body.bookIdNumber) throw wrongSubject();
        const { book, now } = await readableBook(auth, territory, body.bookIdNumber);
        const questions = (await repo.bookQuestions(book.id)).map(toQuiz);
        if (questions.length === 0)
          throw new AppError(AppErrorCode.NOT_FOUND, QUIZ_MESSAGES.noQuiz);
        return run({
          auth,
          quizType,
          subjectKey: book.id,
          questions,
          answers: body.answers,
          completed: body.completed,
          now,
          cause: (score) => ({
            rule: 'QUIZ_COMPLETED',
            bookId: book.id,
            bookTitle: book.title,
            ...score,
          }),
        });
      }
      if (!body.zoneId) throw wrongSubject();
      const { zone, pool, now } = await openZone(auth, territory, body.zoneId);
      return run({
        auth,
        quizType,
        subjectKey: zone.id,
        questions: pool,
        answers: body.answers,
        completed: body.completed,
        now,
        cause: null,
      });
    },

    /**
     * `GET /api/quiz/discovery/{id}`: today's daily quiz of a zone (the day in the caller's
     * time zone) and today's rewarded result, if any.
     */
    async dailyQuiz(
      auth: AuthContext,
      territory: string,
      zoneId: string,
      timeZone: string,
    ): Promise<DiscoveryQuiz> {
      const { zone, pool, now } = await openZone(auth, territory, zoneId);
      const day = calendarDayIn(now, timeZone);
      const done = await repo.completion(auth.user.id, 'DAILY', dailySubjectKey(zone.id, day));
      return {
        zoneId: zone.id,
        day,
        quizzes: pickDailyQuestions(pool, zone.id, day),
        completedToday: toQuizResult(done),
      };
    },

    /**
     * `POST /api/quiz-completion/daily-quiz`: today's daily quiz answered (all its questions).
     * Stored once per zone and day (DAILY, `zoneId:YYYY-MM-DD`) and rewarded then (DAILY_QUIZ);
     * another run the same day answers `alreadyRewardedToday` and earns nothing.
     */
    async daily(
      auth: AuthContext,
      territory: string,
      body: DailyQuizBody,
    ): Promise<DailyQuizResponse> {
      const { zone, pool, now } = await openZone(auth, territory, body.zoneId);
      const day = calendarDayIn(now, body.timeZone);
      const result = await run({
        auth,
        quizType: 'DAILY',
        subjectKey: dailySubjectKey(zone.id, day),
        questions: pickDailyQuestions(pool, zone.id, day),
        answers: body.answers,
        completed: true,
        now,
        cause: (score) => ({
          rule: 'DAILY_QUIZ',
          zoneId: zone.id,
          zoneTitle: zone.title,
          day,
          ...score,
        }),
      });
      return { ...result, day, alreadyRewardedToday: !result.firstCompletion };
    },
  };
}

export type QuizzesService = ReturnType<typeof createQuizzesService>;
