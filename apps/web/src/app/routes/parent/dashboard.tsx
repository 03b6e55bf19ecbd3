import { DashboardPage } from '../../../features/family/insights/index.ts';

/** /dashboard — the parent dashboard: figures, charts, reports, recent activity (issue 11). */
export default function DashboardRoute() {
  return <DashboardPage />;
}
