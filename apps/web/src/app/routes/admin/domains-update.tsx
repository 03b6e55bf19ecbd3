import { AdminSectionPage } from './admin-section-page.tsx';

export default function AdminDomainUpdatePage() {
  return <AdminSectionPage route="admin-domains-update" kind="form" listRoute="admin-domains" />;
}
