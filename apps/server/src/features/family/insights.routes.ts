import { insightsApi } from '@pagebird/contract';
import type { Router } from '../../lib/route.ts';
import type { DigestService } from './digest.service.ts';
import type { InsightsService } from './insights.service.ts';
import type { ShareService } from './share.service.ts';

/** Thin routes: contract endpoint → service call (the services check the parent gate). */
export function registerInsightsRoutes(
  r: Router,
  s: { insights: InsightsService; share: ShareService; digest: DigestService },
): void {
  r.route(insightsApi.dashboard, ({ requireAuth, query }) =>
    s.insights.dashboard(requireAuth(), query),
  );
  r.route(insightsApi.activity, ({ requireAuth, query }) =>
    s.insights.activity(requireAuth(), query),
  );
  r.route(insightsApi.report, ({ requireAuth, query }) => s.insights.report(requireAuth(), query));
  r.route(insightsApi.sharedBooks, ({ requireAuth, query }) =>
    s.share.sharedBooks(requireAuth(), query.childId),
  );
  r.route(insightsApi.bookSharing, ({ requireAuth, params }) =>
    s.share.bookSharing(requireAuth(), params.id),
  );
  r.route(insightsApi.putShared, ({ requireAuth, body }) => s.share.putShared(requireAuth(), body));
  r.route(insightsApi.getDigest, ({ requireAuth }) => s.digest.get(requireAuth()));
  r.route(insightsApi.putDigest, ({ requireAuth, body }) => s.digest.put(requireAuth(), body));
}
