import { AdminSectionPage } from './admin-section-page.tsx';

export default function AdminDiscoveryZoneFactsPage() {
  return (
    <AdminSectionPage
      route="admin-discovery-zone-facts"
      kind="list"
      listRoute="admin-discovery-zones"
    />
  );
}
