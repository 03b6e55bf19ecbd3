// What the app shell mounts on every page: the page-view hook and the slot of the feedback
// widget (which loads the widget only for grown-ups). Kept apart from index.ts so the first page
// does not carry the widget or the admin panel (issue 16).
export { FeedbackWidgetSlot } from './components/feedback-widget-slot.tsx';
export { useRoutePageView } from './hooks/use-route-page-view.ts';
