import { AdminSectionPage } from './admin-section-page.tsx';

export default function AdminCollectionsPage() {
  return (
    <AdminSectionPage
      route="admin-collections"
      kind="list"
      createRoute="admin-collections-update"
    />
  );
}
