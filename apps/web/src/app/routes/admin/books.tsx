import { AdminSectionPage } from './admin-section-page.tsx';

export default function AdminBooksPage() {
  return <AdminSectionPage route="admin-books" kind="list" />;
}
