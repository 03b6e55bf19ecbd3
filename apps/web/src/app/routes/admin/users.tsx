import { AdminUsersList } from '../../../features/admin/core/index.ts';

export default function AdminUsersPage() {
  return <AdminUsersList />;
}
