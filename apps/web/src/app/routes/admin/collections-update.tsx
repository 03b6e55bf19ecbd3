import { AdminSectionPage } from './admin-section-page.tsx';

export default function AdminCollectionUpdatePage() {
  return (
    <AdminSectionPage route="admin-collections-update" kind="form" listRoute="admin-collections" />
  );
}
