export { EducatorSignupFlow } from './components/educator-signup-flow.tsx';
export { EducatorHome } from './components/educator-home.tsx';
export { EducatorWelcome } from './components/educator-welcome.tsx';
export { EducatorSettings } from './components/educator-settings.tsx';
export { useTeacherProfile } from './api/educators.ts';
