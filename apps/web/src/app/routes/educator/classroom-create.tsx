import { PlaceholderPage } from '../shared/placeholder-page.tsx';

/** /classroom/create */
export default function ClassroomCreatePage() {
  return <PlaceholderPage name="classroom-create" art="classroom" width="narrow" />;
}
