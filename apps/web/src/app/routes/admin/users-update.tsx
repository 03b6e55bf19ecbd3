import { AdminUserEditor } from '../../../features/admin/core/index.ts';

export default function AdminUserUpdatePage() {
  return <AdminUserEditor />;
}
