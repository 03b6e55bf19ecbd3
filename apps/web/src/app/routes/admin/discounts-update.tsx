import { AdminSectionPage } from './admin-section-page.tsx';

export default function AdminDiscountUpdatePage() {
  return (
    <AdminSectionPage route="admin-discounts-update" kind="form" listRoute="admin-discounts" />
  );
}
