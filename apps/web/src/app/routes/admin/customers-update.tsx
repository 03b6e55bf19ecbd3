import { AdminSectionPage } from './admin-section-page.tsx';

export default function AdminCustomerUpdatePage() {
  return (
    <AdminSectionPage route="admin-customers-update" kind="form" listRoute="admin-customers" />
  );
}
