/** The shared quiz pieces: the check-then-next runner (spec §4 "Quiz") and the star result. */
export { QuizRunner, type QuizRunnerProps } from './quiz-runner.tsx';
export { Stars, type StarsProps } from './stars.tsx';
export {
  answeredRight,
  correctAnswerId,
  initialQuizState,
  quizReducer,
  resumeQuizState,
  type QuizAction,
  type QuizPhase,
  type QuizRules,
  type QuizRunnerState,
} from './quiz-state.ts';
