/** Admin (issue 13): discovery zones, quizzes and facts — list and update pages. */
export {
  AdminZoneEditor,
  AdminZoneFactsList,
  AdminZoneQuizzesList,
  AdminZonesList,
} from './zones.tsx';
export { AdminQuizEditor, AdminQuizzesList } from './quizzes.tsx';
export { AdminFactEditor, AdminFactsList } from './facts.tsx';
