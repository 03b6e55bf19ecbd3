import { AdminSectionPage } from './admin-section-page.tsx';

export default function AdminDiscoveryZonesPage() {
  return (
    <AdminSectionPage
      route="admin-discovery-zones"
      kind="list"
      createRoute="admin-discovery-zones-update"
    />
  );
}
