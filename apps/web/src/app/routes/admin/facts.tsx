import { AdminSectionPage } from './admin-section-page.tsx';

export default function AdminFactsPage() {
  return <AdminSectionPage route="admin-facts" kind="list" createRoute="admin-facts-update" />;
}
