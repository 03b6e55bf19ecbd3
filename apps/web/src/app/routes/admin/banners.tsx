import { AdminSectionPage } from './admin-section-page.tsx';

export default function AdminBannersPage() {
  return <AdminSectionPage route="admin-banners" kind="list" createRoute="admin-banners-update" />;
}
