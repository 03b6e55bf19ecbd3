import { AdminSectionPage } from './admin-section-page.tsx';

export default function AdminFactUpdatePage() {
  return <AdminSectionPage route="admin-facts-update" kind="form" listRoute="admin-facts" />;
}
