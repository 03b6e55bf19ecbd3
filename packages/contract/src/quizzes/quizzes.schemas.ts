import { z } from 'zod';
import { Role } from '../auth/roles.ts';
import { CONSTANTS } from '../common/constants.ts';
import { endpoint } from '../common/endpoint.ts';
import { timeZoneSchema } from '../validation/time-zone.ts';
import { rewardOutcomeSchema } from '../rewards/rewards.schemas.ts';

/**
 * Quizzes (spec §3 "Quiz", §4 "Quiz", §7 "Activity"): the end-of-book quiz of a book and the
 * daily quiz of a discovery zone. A quiz is a list of questions; the client runs the
 * check-then-next flow (wrong answer shown 2000 ms, then disabled; after the maximum attempts
 * the correct answer is revealed) and posts the answers; the server scores them itself.
 */

const tags = ['quizzes'] as const;
const KIDS = [Role.CHILD, Role.STUDENT] as const;
const uuid = z.string().uuid();

/** Spec §3 "Quiz" quizAnswers. */
export const quizAnswerSchema = z.object({
  contentId: z.string(),
  answer: z.string(),
  correct: z.boolean(),
  image: z.string().nullable(),
});
export type QuizAnswer = z.infer<typeof quizAnswerSchema>;

/** Spec §3 "Quiz": one question. */
export const quizSchema = z.object({
  contentId: z.string(),
  question: z.string(),
  quizAnswers: z.array(quizAnswerSchema).min(2),
  status: z.enum(['ACTIVE', 'INACTIVE']),
  sourceBookIdNumber: z.string().nullable(),
});
export type Quiz = z.infer<typeof quizSchema>;

export const QUIZ_TYPES = ['END_OF_BOOK', 'DISCOVERY'] as const;
export const quizTypeSchema = z.enum(QUIZ_TYPES);
export type QuizType = z.infer<typeof quizTypeSchema>;

export const DEVICE_TYPES_QUIZ = ['DESKTOP', 'TABLET', 'PHONE'] as const;

export const endOfBookQuizzesQuerySchema = z.object({
  bookIdNumber: z.string().trim().min(1).max(40),
  deviceType: z.enum(DEVICE_TYPES_QUIZ).default('DESKTOP'),
});

/** The caller's result of a quiz, if it was completed before. */
export const quizResultSchema = z.object({
  correct: z.number().int().min(0),
  total: z.number().int().min(0),
  /** 0–3 stars: 3 all right first time, 2 at least two thirds, 1 at least one right. */
  stars: z.number().int().min(0).max(3),
  completedAt: z.string(),
});
export type QuizResult = z.infer<typeof quizResultSchema>;

/** `GET /api/end-of-book/quizzes`: the book's quiz (empty list: the book has none). */
export const endOfBookQuizzesSchema = z.object({
  bookId: uuid,
  bookIdNumber: z.string(),
  title: z.string(),
  quizzes: z.array(quizSchema),
  /** The first completion (null: never completed; replays are allowed and award nothing). */
  completed: quizResultSchema.nullable(),
});
export type EndOfBookQuizzes = z.infer<typeof endOfBookQuizzesSchema>;

/** One answered question: the answer finally chosen and how many wrong tries came before. */
export const answeredQuestionSchema = z.object({
  quizId: z.string().trim().min(1).max(80),
  answerId: z.string().trim().min(1).max(80),
  /** Wrong answers tried before this one (0 = right first time). */
  wrongAttempts: z.number().int().min(0).max(10),
});
export type AnsweredQuestion = z.infer<typeof answeredQuestionSchema>;

export const quizCompletionQuerySchema = z.object({ quizType: quizTypeSchema });

/**
 * `POST /api/quiz-completion/complete/?quizType=`: progress (completed false, after each Next)
 * and completion (completed true, after the last). END_OF_BOOK names `bookIdNumber`, DISCOVERY
 * names `zoneId`. Only the first completion of a quiz is rewarded.
 */
export const quizCompletionBodySchema = z
  .object({
    bookIdNumber: z.string().trim().min(1).max(40).optional(),
    zoneId: uuid.optional(),
    answers: z.array(answeredQuestionSchema).max(50),
    completed: z.boolean(),
  })
  .refine((b) => Boolean(b.bookIdNumber) !== Boolean(b.zoneId), {
    message: 'Name either the book or the discovery zone.',
  });
export type QuizCompletionBody = z.infer<typeof quizCompletionBodySchema>;

export const quizCompletionResponseSchema = z.object({
  /** Scored by the server from the answers it knows. */
  correct: z.number().int().min(0),
  total: z.number().int().min(0),
  stars: z.number().int().min(0).max(3),
  completed: z.boolean(),
  /** True only for the call that completed this quiz the first time. */
  firstCompletion: z.boolean(),
  rewards: rewardOutcomeSchema,
});
export type QuizCompletionResponse = z.infer<typeof quizCompletionResponseSchema>;

/** `POST /api/quiz-completion/daily-quiz`: a zone's daily quiz, rewarded once a day. */
export const dailyQuizBodySchema = z.object({
  zoneId: uuid,
  answers: z.array(answeredQuestionSchema).min(1).max(50),
  /** The browser's IANA time zone: the day is counted in it (spec §3 session timezoneName). */
  timeZone: timeZoneSchema,
});
export type DailyQuizBody = z.infer<typeof dailyQuizBodySchema>;

export const dailyQuizResponseSchema = quizCompletionResponseSchema.extend({
  /** The calendar day (YYYY-MM-DD, in the given time zone) the quiz counted for. */
  day: z.string(),
  /** True when the daily quiz of this zone was already rewarded that day (nothing awarded now). */
  alreadyRewardedToday: z.boolean(),
});
export type DailyQuizResponse = z.infer<typeof dailyQuizResponseSchema>;

// ── scoring (shared by the server, which scores for real, and the web, which shows the result) ──

/** A question as scoring needs it: its id and which of its answers are correct. */
export interface ScorableQuestion {
  contentId: string;
  quizAnswers: ReadonlyArray<{ contentId: string; correct: boolean }>;
}

/** The score of a quiz run. */
export interface QuizScore {
  /** Questions counted as right. */
  correct: number;
  /** Questions in the quiz (unanswered ones count as not right). */
  total: number;
  /** 0–3 stars (see `quizStars`). */
  stars: number;
}

/**
 * Stars by the share of questions right: all → 3, at least two thirds → 2, at least one third
 * → 1, else 0 (an empty quiz has none). Whole-number arithmetic, so 2 of 3 is exactly 2 stars.
 */
export function quizStars(correct: number, total: number): number {
  if (total <= 0 || correct <= 0) return 0;
  if (correct >= total) return 3;
  if (correct * 3 >= total * 2) return 2;
  if (correct * 3 >= total) return 1;
  return 0;
}

/**
 * Spec §4 "Quiz": a question counts as right when the answer finally chosen is correct and it
 * was found before the maximum attempts ran out (after `maxAttempts` wrong tries the correct
 * answer is revealed, which does not count).
 */
export function isCountedCorrect(
  answerCorrect: boolean,
  wrongAttempts: number,
  maxAttempts: number = CONSTANTS.quiz.maxAttempts,
): boolean {
  return answerCorrect && wrongAttempts < maxAttempts;
}

/**
 * Scores answered questions against a quiz. Answers naming a question or an answer that is not
 * in the quiz are ignored (the server refuses them before scoring), as are later answers to a
 * question already answered.
 */
export function scoreQuiz(
  questions: readonly ScorableQuestion[],
  answers: readonly AnsweredQuestion[],
  maxAttempts: number = CONSTANTS.quiz.maxAttempts,
): QuizScore {
  const byId = new Map(questions.map((q) => [q.contentId, q]));
  const seen = new Set<string>();
  let correct = 0;
  for (const a of answers) {
    const question = byId.get(a.quizId);
    if (!question || seen.has(a.quizId)) continue;
    seen.add(a.quizId);
    const chosen = question.quizAnswers.find((x) => x.contentId === a.answerId);
    if (chosen && isCountedCorrect(chosen.correct, a.wrongAttempts, maxAttempts)) correct += 1;
  }
  const total = questions.length;
  return { correct, total, stars: quizStars(correct, total) };
}

export const QUIZ_MESSAGES = {
  noQuiz: 'This book has no quiz yet.',
  unknownQuestion: 'That question is not part of this quiz.',
  unknownAnswer: 'That answer is not part of the question.',
} as const;

export const quizzesApi = {
  endOfBook: endpoint({
    method: 'GET',
    path: '/api/end-of-book/quizzes',
    access: KIDS,
    summary: "A book's end-of-book quiz and the caller's first result",
    tags,
    query: endOfBookQuizzesQuerySchema,
    response: endOfBookQuizzesSchema,
  }),
  complete: endpoint({
    method: 'POST',
    path: '/api/quiz-completion/complete/',
    access: KIDS,
    summary: 'Quiz progress and completion (rewarded once per quiz)',
    tags,
    query: quizCompletionQuerySchema,
    body: quizCompletionBodySchema,
    response: quizCompletionResponseSchema,
  }),
  daily: endpoint({
    method: 'POST',
    path: '/api/quiz-completion/daily-quiz',
    access: KIDS,
    summary: "A discovery zone's daily quiz (rewarded once per zone per day)",
    tags,
    body: dailyQuizBodySchema,
    response: dailyQuizResponseSchema,
  }),
};
