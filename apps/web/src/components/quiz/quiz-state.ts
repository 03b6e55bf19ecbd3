import type { AnsweredQuestion, Quiz } from '@pagebird/contract';

/**
 * The check-then-next flow of spec §4 "Quiz" as pure state transitions (the component adds the
 * 2000 ms timer and the callbacks):
 * - `choosing`: an answer may be picked; Check checks it.
 * - `correct`: the picked answer was right; the button is Next.
 * - `wrong`: the picked answer is shown as wrong (for the wrong-answer delay), nothing can be
 *   picked; then `wrongShown` disables it and counts an attempt.
 * - `revealed`: the maximum of wrong attempts was reached; the right answer is shown; Next.
 */
export type QuizPhase = 'choosing' | 'wrong' | 'correct' | 'revealed';

export interface QuizRunnerState {
  /** The question on screen (equals the number of questions answered). */
  index: number;
  /** The questions finished with Next, in order. */
  answers: AnsweredQuestion[];
  phase: QuizPhase;
  /** The answer picked on this question (null: none yet). */
  selected: string | null;
  /** Wrong answers of this question already disabled. */
  disabled: string[];
  /** Wrong attempts on this question (shown as the attempt counter). */
  attempts: number;
  /** True once the last question was finished with Next. */
  done: boolean;
}

export type QuizAction =
  | { type: 'select'; answerId: string }
  | { type: 'check' }
  | { type: 'wrongShown' }
  | { type: 'next' };

export interface QuizRules {
  quizzes: readonly Quiz[];
  maxAttempts: number;
}

export const initialQuizState = (): QuizRunnerState => ({
  index: 0,
  answers: [],
  phase: 'choosing',
  selected: null,
  disabled: [],
  attempts: 0,
  done: false,
});

/** The right answer of a question (the first one marked correct). */
export function correctAnswerId(quiz: Quiz): string | null {
  return quiz.quizAnswers.find((a) => a.correct)?.contentId ?? null;
}

/** How a question ended: right (within the attempts) or not. */
export function answeredRight(quiz: Quiz | undefined, answer: AnsweredQuestion, max: number) {
  if (!quiz) return false;
  return answer.answerId === correctAnswerId(quiz) && answer.wrongAttempts < max;
}

export function quizReducer(
  state: QuizRunnerState,
  action: QuizAction,
  rules: QuizRules,
): QuizRunnerState {
  const quiz = rules.quizzes[state.index];
  if (!quiz || state.done) return state;
  switch (action.type) {
    case 'select': {
      if (state.phase !== 'choosing') return state;
      if (state.disabled.includes(action.answerId)) return state;
      if (!quiz.quizAnswers.some((a) => a.contentId === action.answerId)) return state;
      return { ...state, selected: action.answerId };
    }
    case 'check': {
      if (state.phase !== 'choosing' || !state.selected) return state;
      const right = quiz.quizAnswers.find((a) => a.contentId === state.selected)?.correct;
      return { ...state, phase: right ? 'correct' : 'wrong' };
    }
    case 'wrongShown': {
      if (state.phase !== 'wrong' || !state.selected) return state;
      const attempts = state.attempts + 1;
      const disabled = [...state.disabled, state.selected];
      if (attempts >= rules.maxAttempts) {
        return {
          ...state,
          attempts,
          disabled,
          phase: 'revealed',
          selected: correctAnswerId(quiz),
        };
      }
      return { ...state, attempts, disabled, phase: 'choosing', selected: null };
    }
    case 'next': {
      if ((state.phase !== 'correct' && state.phase !== 'revealed') || !state.selected) {
        return state;
      }
      const answers = [
        ...state.answers,
        { quizId: quiz.contentId, answerId: state.selected, wrongAttempts: state.attempts },
      ];
      const done = answers.length >= rules.quizzes.length;
      return {
        index: done ? state.index : state.index + 1,
        answers,
        phase: done ? state.phase : 'choosing',
        selected: done ? state.selected : null,
        disabled: done ? state.disabled : [],
        attempts: done ? state.attempts : 0,
        done,
      };
    }
  }
}

/**
 * A saved state taken up again (a quiz closed and reopened): a wrong answer still on show counts
 * at once, as if its delay had passed.
 */
export function resumeQuizState(state: QuizRunnerState, rules: QuizRules): QuizRunnerState {
  return state.phase === 'wrong' ? quizReducer(state, { type: 'wrongShown' }, rules) : state;
}
