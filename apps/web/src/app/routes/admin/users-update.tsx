import { AdminSectionPage } from './admin-section-page.tsx';

export default function AdminUserUpdatePage() {
  return <AdminSectionPage route="admin-users-update" kind="form" listRoute="admin-users" />;
}
