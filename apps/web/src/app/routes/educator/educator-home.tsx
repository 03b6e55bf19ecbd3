import { EducatorHome } from '../../../features/classrooms/educators/index.ts';
import { TeacherActivitySection } from '../../../features/classrooms/insights/index.ts';

/** /educator — the educator home, then the activity dashboard across the educator's classes. */
export default function EducatorHomePage() {
  return (
    <>
      <div data-print-part="home">
        <EducatorHome />
      </div>
      <TeacherActivitySection />
    </>
  );
}
