import { AdminSectionPage } from './admin-section-page.tsx';

export default function AdminBannerUpdatePage() {
  return <AdminSectionPage route="admin-banners-update" kind="form" listRoute="admin-banners" />;
}
