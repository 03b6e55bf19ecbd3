import { AdminZonesList } from '../../../features/admin/zones/index.ts';

export default function AdminDiscoveryZonesPage() {
  return <AdminZonesList />;
}
