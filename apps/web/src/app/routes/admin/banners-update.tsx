import { AdminBannerEditor } from '../../../features/admin/commerce/index.ts';

export default function AdminBannerUpdatePage() {
  return <AdminBannerEditor />;
}
