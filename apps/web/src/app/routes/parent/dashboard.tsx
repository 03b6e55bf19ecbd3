import { PlaceholderPage } from '../shared/placeholder-page.tsx';

/** /dashboard — the parent dashboard. */
export default function DashboardPage() {
  return <PlaceholderPage name="dashboard" art="familyReading" />;
}
