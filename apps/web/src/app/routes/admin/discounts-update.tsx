import { AdminDiscountEditor } from '../../../features/admin/commerce/index.ts';

export default function AdminDiscountUpdatePage() {
  return <AdminDiscountEditor />;
}
