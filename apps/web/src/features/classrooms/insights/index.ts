// Classrooms (issue 12 items 6-7): class dashboards, reports, CSV export and roster import: public exports of this web feature.
export { ClassDashboardSection } from './components/class-dashboard.tsx';
export { TeacherActivitySection } from './components/activity-dashboard.tsx';
export { RosterImportSection, RosterCreateFlow } from './components/roster-import.tsx';
export { classInsightsKeys } from './api/keys.ts';
