import { AdminCollectionEditor } from '../../../features/admin/commerce/index.ts';

export default function AdminCollectionUpdatePage() {
  return <AdminCollectionEditor />;
}
