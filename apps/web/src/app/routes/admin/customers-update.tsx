import { AdminCustomerView } from '../../../features/admin/core/index.ts';

export default function AdminCustomerUpdatePage() {
  return <AdminCustomerView />;
}
