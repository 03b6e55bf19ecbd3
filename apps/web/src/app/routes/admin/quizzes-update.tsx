import { AdminSectionPage } from './admin-section-page.tsx';

export default function AdminQuizUpdatePage() {
  return <AdminSectionPage route="admin-quizzes-update" kind="form" listRoute="admin-quizzes" />;
}
