import { AdminSectionPage } from './admin-section-page.tsx';

export default function AdminDiscountsPage() {
  return (
    <AdminSectionPage route="admin-discounts" kind="list" createRoute="admin-discounts-update" />
  );
}
