import { AdminSectionPage } from './admin-section-page.tsx';

export default function AdminUsersPage() {
  return <AdminSectionPage route="admin-users" kind="list" createRoute="admin-users-update" />;
}
