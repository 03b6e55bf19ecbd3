import { EducatorSignupFlow } from '../../../features/classrooms/educators/index.ts';

/** /educator-signup: account, then educator details with a school (spec §2, §4). */
export default function EducatorSignupPage() {
  return <EducatorSignupFlow />;
}
