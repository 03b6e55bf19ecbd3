/** The quizzes feature's public surface (route modules import from here). */
export {
  EndOfBookQuiz,
  EOB_QUIZ_MODAL,
  type EndOfBookQuizProps,
} from './components/end-of-book-quiz.tsx';
export {
  DailyQuizCard,
  DAILY_QUIZ_MODAL,
  type DailyQuizCardProps,
} from './components/daily-quiz-card.tsx';
export { EXIT_QUIZ_MODAL } from './hooks/use-quiz-flow.tsx';
export { quizzesKeys } from './api/keys.ts';
