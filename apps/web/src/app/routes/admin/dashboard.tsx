import { AdminDashboardPage as Dashboard } from '../../../features/admin/core/index.ts';

export default function AdminDashboardPage() {
  return <Dashboard />;
}
