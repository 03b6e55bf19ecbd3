import { PlaceholderPage } from '../shared/placeholder-page.tsx';

/** /dashboard/edit-child/:childId */
export default function DashboardEditChildPage() {
  return <PlaceholderPage name="dashboard-edit-child" art="familyReading" width="narrow" />;
}
