import { PlaceholderPage } from '../shared/placeholder-page.tsx';

/** /classroom/:classId/add */
export default function ClassroomAddPage() {
  return <PlaceholderPage name="classroom-add" art="classroom" width="narrow" />;
}
