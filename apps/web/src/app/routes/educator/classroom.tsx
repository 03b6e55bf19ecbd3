import { PlaceholderPage } from '../shared/placeholder-page.tsx';

/** /classroom/:classId — the classroom dashboard. */
export default function ClassroomPage() {
  return <PlaceholderPage name="classroom" art="classroom" />;
}
