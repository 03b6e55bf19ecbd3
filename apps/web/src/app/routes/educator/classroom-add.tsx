import { useParams } from 'react-router';
import { AddStudents } from '../../../features/classrooms/classes/index.ts';

/** /classroom/:classId/add */
export default function ClassroomAddPage() {
  const { classId = '' } = useParams();
  return <AddStudents key={classId} classId={classId} />;
}
