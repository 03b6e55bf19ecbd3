import { AdminSectionPage } from './admin-section-page.tsx';

export default function AdminQuizzesPage() {
  return <AdminSectionPage route="admin-quizzes" kind="list" createRoute="admin-quizzes-update" />;
}
