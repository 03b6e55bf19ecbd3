import { AdminQuizEditor } from '../../../features/admin/zones/index.ts';

export default function AdminQuizUpdatePage() {
  return <AdminQuizEditor />;
}
