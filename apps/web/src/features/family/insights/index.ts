/** The parent insights feature's public surface (route modules and other features import from here). */
export { DashboardPage } from './components/dashboard-page.tsx';
export { DigestOptIn } from './components/digest-opt-in.tsx';
export { ShareHideButton } from './components/share-hide.tsx';
export { insightsKeys } from './api/keys.ts';
export { MinutesChart } from './components/charts-lazy.tsx';
