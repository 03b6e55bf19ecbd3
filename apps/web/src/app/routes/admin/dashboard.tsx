import { AdminSectionPage } from './admin-section-page.tsx';

export default function AdminDashboardPage() {
  return <AdminSectionPage route="admin-dashboard" kind="dashboard" />;
}
