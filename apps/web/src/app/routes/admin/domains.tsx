import { AdminSectionPage } from './admin-section-page.tsx';

export default function AdminDomainsPage() {
  return <AdminSectionPage route="admin-domains" kind="list" createRoute="admin-domains-update" />;
}
