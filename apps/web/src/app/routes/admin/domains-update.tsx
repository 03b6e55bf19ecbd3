import { AdminDomainEditor } from '../../../features/admin/core/index.ts';

export default function AdminDomainUpdatePage() {
  return <AdminDomainEditor />;
}
