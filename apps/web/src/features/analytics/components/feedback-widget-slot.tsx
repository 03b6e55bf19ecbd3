import { Suspense, lazy } from 'react';
import { useSession } from '../../../lib/auth/session-store.ts';
import { canSendFeedback } from './can-send-feedback.ts';

/** The widget and its form come in their own chunk, for the grown-ups who get it. */
const FeedbackWidget = lazy(() =>
  import('./feedback-widget.tsx').then((m) => ({ default: m.FeedbackWidget })),
);

/**
 * Where the app shell puts the feedback widget (spec §2). Only signed-in grown-ups see it
 * (decision 027), so nobody else — a visitor on the landing page, a child — loads its code
 * (issue 16: the first page carries only what it draws).
 */
export function FeedbackWidgetSlot() {
  const session = useSession();
  if (!session.authenticated || !canSendFeedback(session.role)) return null;
  return (
    <Suspense fallback={null}>
      <FeedbackWidget />
    </Suspense>
  );
}
