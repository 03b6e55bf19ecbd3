import { AdminFactsList } from '../../../features/admin/zones/index.ts';

export default function AdminFactsPage() {
  return <AdminFactsList />;
}
