import { ledgerApi } from '@pagebird/contract';
import type { Router } from '../../lib/route.ts';
import type { FeedbackService } from './feedback.service.ts';
import type { LedgerService } from './ledger.service.ts';

/** Thin routes: contract endpoint → service call. */
export function registerLedgerRoutes(
  r: Router,
  s: { ledger: LedgerService; feedback: FeedbackService },
): void {
  r.route(ledgerApi.record, ({ requireAuth, body }) => s.ledger.record(requireAuth(), body));
  r.route(ledgerApi.feedbackChallenge, ({ requireAuth }) => s.feedback.challenge(requireAuth()), {
    rateLimit: { max: 30, timeWindow: 60_000 },
  });
  r.route(ledgerApi.sendFeedback, ({ requireAuth, body }) => s.feedback.send(requireAuth(), body), {
    rateLimit: { max: 10, timeWindow: 60_000 },
  });
  r.route(ledgerApi.adminFeedback, ({ query }) => s.feedback.adminList(query));
}
