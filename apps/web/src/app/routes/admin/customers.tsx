import { AdminCustomersList } from '../../../features/admin/core/index.ts';

export default function AdminCustomersPage() {
  return <AdminCustomersList />;
}
