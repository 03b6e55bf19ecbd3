import { AdminSectionPage } from './admin-section-page.tsx';

export default function AdminCustomersPage() {
  return (
    <AdminSectionPage route="admin-customers" kind="list" createRoute="admin-customers-update" />
  );
}
