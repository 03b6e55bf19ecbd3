import { AdminSectionPage } from './admin-section-page.tsx';

export default function AdminBookPage() {
  return <AdminSectionPage route="admin-book" kind="form" listRoute="admin-books" />;
}
