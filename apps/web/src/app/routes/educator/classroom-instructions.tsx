import { useParams } from 'react-router';
import { ClassInstructions } from '../../../features/classrooms/classes/index.ts';

/** /classroom/instructions/:classId */
export default function ClassroomInstructionsPage() {
  const { classId = '' } = useParams();
  return <ClassInstructions key={classId} classId={classId} />;
}
