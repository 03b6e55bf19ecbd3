import { createHash } from 'node:crypto';
import {
  AppErrorCode,
  QUIZ_MESSAGES,
  type AnsweredQuestion,
  type ScorableQuestion,
} from '@pagebird/contract';
import { AppError } from '../../lib/app-error.ts';

/** Quiz rules that are ours (the spec gives no numbers for them). */
export const QUIZ_POLICY = {
  /** Questions in a zone's daily quiz, picked from the zone's quiz pool. */
  dailyQuestions: 3,
} as const;

/** Texts of the quiz answers that the contract does not name (ours). */
export const QUIZ_RULE_MESSAGES = {
  /** A completion must answer every question: an empty completion earns nothing. */
  unanswered: 'Answer every question to finish the quiz.',
  repeated: 'Each question can be answered only once.',
  /** quizType END_OF_BOOK names a book; DISCOVERY names a discovery zone. */
  wrongSubject: 'An end-of-book quiz names a book; a discovery quiz names a discovery zone.',
  zoneHasNoQuiz: 'This discovery zone has no quiz yet.',
} as const;

const invalid = (field: string, message: string) =>
  new AppError(AppErrorCode.VALIDATION, message, { [field]: message });

/**
 * Every answer must name a question of this quiz, once, and one of that question's answers
 * (400 VALIDATION with the contract's QUIZ_MESSAGES otherwise); a completion must answer all.
 */
export function assertAnswersBelong(
  questions: readonly ScorableQuestion[],
  answers: readonly AnsweredQuestion[],
  opts: { complete: boolean },
): void {
  const byId = new Map(questions.map((q) => [q.contentId, q]));
  const seen = new Set<string>();
  for (const a of answers) {
    const question = byId.get(a.quizId);
    if (!question) throw invalid('answers', QUIZ_MESSAGES.unknownQuestion);
    if (!question.quizAnswers.some((x) => x.contentId === a.answerId)) {
      throw invalid('answers', QUIZ_MESSAGES.unknownAnswer);
    }
    if (seen.has(a.quizId)) throw invalid('answers', QUIZ_RULE_MESSAGES.repeated);
    seen.add(a.quizId);
  }
  if (opts.complete && seen.size < questions.length) {
    throw invalid('answers', QUIZ_RULE_MESSAGES.unanswered);
  }
}

/** The subject key of a zone's daily quiz on a day (quiz_completions.subject_key, DAILY). */
export const dailySubjectKey = (zoneId: string, day: string) => `${zoneId}:${day}`;

/**
 * Today's daily quiz of a zone: `count` questions of its pool, the same for everyone on that
 * day. Each question is ranked by a hash of (zone, day, question), so the pick and its order
 * change from day to day without any stored state, and a pool change only moves the questions
 * it touches.
 */
export function pickDailyQuestions<T extends { contentId: string }>(
  pool: readonly T[],
  zoneId: string,
  day: string,
  count: number = QUIZ_POLICY.dailyQuestions,
): T[] {
  const rank = (q: T) =>
    createHash('sha256').update(`${zoneId}|${day}|${q.contentId}`).digest('hex');
  return pool
    .map((q) => ({ q, r: rank(q) }))
    .sort((a, b) => (a.r < b.r ? -1 : a.r > b.r ? 1 : 0))
    .slice(0, count)
    .map((x) => x.q);
}
