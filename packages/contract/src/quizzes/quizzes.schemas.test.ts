import { describe, expect, it } from 'vitest';
import { CONSTANTS } from '../common/constants.ts';
import {
  dailyQuizBodySchema,
  isCountedCorrect,
  quizCompletionBodySchema,
  quizStars,
  scoreQuiz,
  type ScorableQuestion,
} from './quizzes.schemas.ts';

const question = (id: string, correctAnswer = 'b'): ScorableQuestion => ({
  contentId: id,
  quizAnswers: ['a', 'b', 'c'].map((x) => ({
    contentId: `${id}-${x}`,
    correct: x === correctAnswer,
  })),
});
const quiz = [question('q1'), question('q2'), question('q3')];

describe('quizStars', () => {
  it('gives 3 for all right, 2 from two thirds, 1 from one third, else 0', () => {
    expect(quizStars(3, 3)).toBe(3);
    expect(quizStars(2, 3)).toBe(2);
    expect(quizStars(1, 3)).toBe(1);
    expect(quizStars(0, 3)).toBe(0);
    expect(quizStars(6, 9)).toBe(2);
    expect(quizStars(5, 9)).toBe(1);
    expect(quizStars(2, 9)).toBe(0);
    expect(quizStars(3, 9)).toBe(1);
    expect(quizStars(0, 0)).toBe(0);
    expect(quizStars(4, 4)).toBe(3);
    expect(quizStars(3, 4)).toBe(2);
    expect(quizStars(2, 4)).toBe(1);
    expect(quizStars(1, 4)).toBe(0);
  });
});

describe('isCountedCorrect', () => {
  it('counts a right answer found before the maximum attempts ran out', () => {
    expect(CONSTANTS.quiz.maxAttempts).toBe(2);
    expect(isCountedCorrect(true, 0)).toBe(true);
    expect(isCountedCorrect(true, 1)).toBe(true);
    // two wrong tries: the right answer was revealed, not found
    expect(isCountedCorrect(true, 2)).toBe(false);
    expect(isCountedCorrect(false, 0)).toBe(false);
    expect(isCountedCorrect(true, 2, 3)).toBe(true);
  });
});

describe('scoreQuiz', () => {
  it('scores every question of the quiz, unanswered ones as not right', () => {
    expect(
      scoreQuiz(quiz, [
        { quizId: 'q1', answerId: 'q1-b', wrongAttempts: 0 },
        { quizId: 'q2', answerId: 'q2-b', wrongAttempts: 1 },
        { quizId: 'q3', answerId: 'q3-b', wrongAttempts: 0 },
      ]),
    ).toEqual({ correct: 3, total: 3, stars: 3 });
    expect(scoreQuiz(quiz, [{ quizId: 'q1', answerId: 'q1-b', wrongAttempts: 0 }])).toEqual({
      correct: 1,
      total: 3,
      stars: 1,
    });
    expect(scoreQuiz(quiz, [])).toEqual({ correct: 0, total: 3, stars: 0 });
  });

  it('does not count a revealed answer, a wrong answer, or foreign and repeated answers', () => {
    expect(
      scoreQuiz(quiz, [
        { quizId: 'q1', answerId: 'q1-b', wrongAttempts: 2 },
        { quizId: 'q2', answerId: 'q2-a', wrongAttempts: 0 },
        { quizId: 'q3', answerId: 'q1-b', wrongAttempts: 0 },
        { quizId: 'zz', answerId: 'zz-b', wrongAttempts: 0 },
      ]),
    ).toEqual({ correct: 0, total: 3, stars: 0 });
    expect(
      scoreQuiz(quiz, [
        { quizId: 'q1', answerId: 'q1-a', wrongAttempts: 0 },
        { quizId: 'q1', answerId: 'q1-b', wrongAttempts: 0 },
        { quizId: 'q2', answerId: 'q2-b', wrongAttempts: 0 },
      ]),
    ).toEqual({ correct: 1, total: 3, stars: 1 });
  });
});

describe('quiz bodies', () => {
  it('a completion names either a book or a zone', () => {
    const answers = [{ quizId: 'q1', answerId: 'q1-b', wrongAttempts: 0 }];
    expect(
      quizCompletionBodySchema.safeParse({ bookIdNumber: 'PB-0001', answers, completed: true })
        .success,
    ).toBe(true);
    expect(quizCompletionBodySchema.safeParse({ answers, completed: true }).success).toBe(false);
    expect(
      quizCompletionBodySchema.safeParse({
        bookIdNumber: 'PB-0001',
        zoneId: '00000000-0000-4000-8000-000000000000',
        answers,
        completed: true,
      }).success,
    ).toBe(false);
  });

  it('a daily quiz needs a known time zone (UTC when none is sent)', () => {
    const base = {
      zoneId: '00000000-0000-4000-8000-000000000000',
      answers: [{ quizId: 'q1', answerId: 'q1-b', wrongAttempts: 0 }],
    };
    expect(dailyQuizBodySchema.parse(base).timeZone).toBe('UTC');
    expect(dailyQuizBodySchema.safeParse({ ...base, timeZone: 'Europe/Paris' }).success).toBe(true);
    expect(dailyQuizBodySchema.safeParse({ ...base, timeZone: 'Mars/Olympus' }).success).toBe(
      false,
    );
  });
});
