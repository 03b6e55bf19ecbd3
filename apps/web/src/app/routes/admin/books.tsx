import { AdminBooksList } from '../../../features/admin/books/index.ts';

/** /admin/books — upload and the book list. */
export default function AdminBooksPage() {
  return <AdminBooksList />;
}
