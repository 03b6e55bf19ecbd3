import { AdminSectionPage } from './admin-section-page.tsx';

export default function AdminDiscoveryZoneUpdatePage() {
  return (
    <AdminSectionPage
      route="admin-discovery-zones-update"
      kind="form"
      listRoute="admin-discovery-zones"
    />
  );
}
