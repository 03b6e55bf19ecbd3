import type { ModuleContext } from '../../app-module.ts';
import { createClassInsightsRepo } from './class-insights.repo.ts';
import { registerClassInsightsRoutes } from './class-insights.routes.ts';
import { createClassInsightsService } from './class-insights.service.ts';
import { createClassesRepo } from './classes.repo.ts';
import { createClassesService } from './classes.service.ts';
import { createRosterService } from './roster.service.ts';

/**
 * Classrooms (issue 12 items 6-7): class dashboards, reports, CSV export and roster import.
 * The roster import adds students through the classes service (the same rules, PINs and
 * transaction as adding them by hand).
 */
export async function registerClassInsightsModule(ctx: ModuleContext): Promise<void> {
  const repo = createClassInsightsRepo(ctx.database.db, ctx.clock);
  const classes = createClassesService({
    repo: createClassesRepo(ctx.database.db),
    clock: ctx.clock,
    publicUrl: ctx.config.publicUrl,
    viewers: ctx.viewers,
    forgetSessions: ctx.auth.forgetSessions,
    openStudentSession: ctx.auth.openStudentSession,
  });
  registerClassInsightsRoutes(ctx.router, {
    insights: createClassInsightsService({ repo, clock: ctx.clock }),
    roster: createRosterService({ repo, classes }),
  });
}
