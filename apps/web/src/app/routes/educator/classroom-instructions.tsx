import { PlaceholderPage } from '../shared/placeholder-page.tsx';

/** /classroom/instructions/:classId */
export default function ClassroomInstructionsPage() {
  return <PlaceholderPage name="classroom-instructions" art="classroom" width="narrow" />;
}
