import { AdminZoneFactsList } from '../../../features/admin/zones/index.ts';

export default function AdminDiscoveryZoneFactsPage() {
  return <AdminZoneFactsList />;
}
