import { useParams, useSearchParams } from 'react-router';
import { AdminBookEditor, AdminBookPreview } from '../../../features/admin/books/index.ts';

/** /admin/books/:id — the book editor; `?previewAge=N` shows the book as a child of age N. */
export default function AdminBookPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const age = Number(search.get('previewAge'));
  if (Number.isInteger(age) && age >= 2 && age <= 14) return <AdminBookPreview id={id} age={age} />;
  return <AdminBookEditor key={id} />;
}
