import { AdminDomainsList } from '../../../features/admin/core/index.ts';

export default function AdminDomainsPage() {
  return <AdminDomainsList />;
}
