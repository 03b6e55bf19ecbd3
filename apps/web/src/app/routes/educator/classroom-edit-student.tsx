import { PlaceholderPage } from '../shared/placeholder-page.tsx';

/** /classroom/:classId/edit-student/:childId */
export default function ClassroomEditStudentPage() {
  return <PlaceholderPage name="classroom-edit-student" art="classroom" width="narrow" />;
}
