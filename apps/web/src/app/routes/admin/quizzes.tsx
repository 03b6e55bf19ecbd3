import { AdminQuizzesList } from '../../../features/admin/zones/index.ts';

export default function AdminQuizzesPage() {
  return <AdminQuizzesList />;
}
