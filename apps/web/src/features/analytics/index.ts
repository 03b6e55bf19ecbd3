// Analytics (issue 14 items 2-5): the event ledger, sessions, roll-ups and the feedback widget.
// `AdminFeedbackPanel` (the feedback readers sent, for the admin dashboard) is mounted by the
// admin dashboard page; `FeedbackWidget` and `useRoutePageView` by the app shell.
export { AdminFeedbackPanel } from './components/admin-feedback-panel.tsx';
export { FeedbackWidget } from './components/feedback-widget.tsx';
export { canSendFeedback } from './components/can-send-feedback.ts';
export { FeedbackWidgetSlot } from './components/feedback-widget-slot.tsx';
export { useRoutePageView } from './hooks/use-route-page-view.ts';
