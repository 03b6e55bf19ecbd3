import { EducatorSettings } from '../../../features/classrooms/educators/index.ts';

/** /educator/settings */
export default function EducatorSettingsPage() {
  return <EducatorSettings />;
}
