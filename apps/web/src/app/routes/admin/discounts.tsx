import { AdminDiscountsList } from '../../../features/admin/commerce/index.ts';

export default function AdminDiscountsPage() {
  return <AdminDiscountsList />;
}
