import { AdminCollectionsList } from '../../../features/admin/commerce/index.ts';

export default function AdminCollectionsPage() {
  return <AdminCollectionsList />;
}
