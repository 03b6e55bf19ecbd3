import { useParams } from 'react-router';
import { EditStudent } from '../../../features/classrooms/classes/index.ts';

/** /classroom/:classId/edit-student/:childId */
export default function ClassroomEditStudentPage() {
  const { classId = '', childId = '' } = useParams();
  return <EditStudent key={childId} classId={classId} studentId={childId} />;
}
