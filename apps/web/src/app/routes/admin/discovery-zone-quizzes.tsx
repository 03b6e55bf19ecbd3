import { AdminZoneQuizzesList } from '../../../features/admin/zones/index.ts';

export default function AdminDiscoveryZoneQuizzesPage() {
  return <AdminZoneQuizzesList />;
}
