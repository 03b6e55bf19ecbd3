import { AdminBannersList } from '../../../features/admin/commerce/index.ts';

export default function AdminBannersPage() {
  return <AdminBannersList />;
}
