import { useParams } from 'react-router';
import { ClassPage } from '../../../features/classrooms/classes/index.ts';
import { ClassAssignmentsSection } from '../../../features/classrooms/assignments/index.ts';
import {
  ClassDashboardSection,
  RosterImportSection,
} from '../../../features/classrooms/insights/index.ts';

/**
 * /classroom/:classId — the class page: the class and its students, then its dashboard, what is
 * assigned and hidden, and the roster import. `data-print-part` lets a Print button print one part.
 */
export default function ClassroomPage() {
  const { classId = '' } = useParams();
  return (
    <>
      <div data-print-part="class">
        <ClassPage key={classId} classId={classId} />
      </div>
      <ClassDashboardSection key={`dashboard-${classId}`} classId={classId} />
      <div data-print-part="assignments">
        <ClassAssignmentsSection key={`assignments-${classId}`} classId={classId} />
      </div>
      <RosterImportSection key={`roster-${classId}`} classId={classId} />
    </>
  );
}
