import { EducatorWelcome } from '../../../features/classrooms/educators/index.ts';

/** /educator/welcome */
export default function EducatorWelcomePage() {
  return <EducatorWelcome />;
}
