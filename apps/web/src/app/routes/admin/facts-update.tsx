import { AdminFactEditor } from '../../../features/admin/zones/index.ts';

export default function AdminFactUpdatePage() {
  return <AdminFactEditor />;
}
