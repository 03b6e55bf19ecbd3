import { classInsightsApi } from '@pagebird/contract';
import type { Router } from '../../lib/route.ts';
import type { ClassInsightsService } from './class-insights.service.ts';
import type { RosterService } from './roster.service.ts';

/** Thin routes: contract endpoint → service call (the services check the class is the caller's). */
export function registerClassInsightsRoutes(
  r: Router,
  s: { insights: ClassInsightsService; roster: RosterService },
): void {
  r.route(classInsightsApi.classDashboard, ({ requireAuth, params, query }) =>
    s.insights.classDashboard(requireAuth(), params.id, query),
  );
  r.route(classInsightsApi.classDashboardCsv, async ({ requireAuth, params, query, reply }) => {
    const { csv, fileName } = await s.insights.classDashboardCsv(requireAuth(), params.id, query);
    await reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .send(csv);
    return reply as never;
  });
  r.route(classInsightsApi.activity, ({ requireAuth, query }) =>
    s.insights.activity(requireAuth(), query),
  );
  r.route(classInsightsApi.report, ({ requireAuth, query }) =>
    s.insights.report(requireAuth(), query),
  );
  r.route(classInsightsApi.books, ({ requireAuth, query }) =>
    s.insights.books(requireAuth(), query),
  );
  r.route(classInsightsApi.rosterPreview, ({ requireAuth, body }) =>
    s.roster.preview(requireAuth(), body.csv, body.classroomId),
  );
  r.route(classInsightsApi.rosterImport, ({ requireAuth, params, body }) =>
    s.roster.importInto(requireAuth(), params.id, body),
  );
  r.route(classInsightsApi.rosterCreate, ({ requireAuth, body }) =>
    s.roster.createClass(requireAuth(), body),
  );
}
