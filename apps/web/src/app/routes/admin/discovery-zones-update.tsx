import { AdminZoneEditor } from '../../../features/admin/zones/index.ts';

export default function AdminDiscoveryZoneUpdatePage() {
  return <AdminZoneEditor />;
}
