import { AdminSectionPage } from './admin-section-page.tsx';

export default function AdminDiscoveryZoneQuizzesPage() {
  return (
    <AdminSectionPage
      route="admin-discovery-zone-quizzes"
      kind="list"
      listRoute="admin-discovery-zones"
    />
  );
}
