import type { ModuleContext } from '../../app-module.ts';
import { createFeedbackRepo } from './feedback.repo.ts';
import { createFeedbackService } from './feedback.service.ts';
import { createLedgerRepo } from './ledger.repo.ts';
import { registerLedgerRoutes } from './ledger.routes.ts';
import { createLedgerService } from './ledger.service.ts';
import { defineBookPopularityJob } from './popularity.ts';
import { createRollupRunner, defineRollupJobs } from './rollups.jobs.ts';
import { createRollupsRepo } from './rollups.repo.ts';

/** Analytics (issue 14 items 2-5): the event ledger, sessions, roll-ups and the feedback widget. */
export async function registerLedgerModule(ctx: ModuleContext): Promise<void> {
  const db = ctx.database.db;
  const ledger = createLedgerService({ repo: createLedgerRepo(ctx.queries) });
  const feedback = createFeedbackService({ repo: createFeedbackRepo(db), clock: ctx.clock });
  registerLedgerRoutes(ctx.router, { ledger, feedback });
  const rollups = createRollupsRepo(db, ctx.clock);
  defineRollupJobs(ctx.jobs, createRollupRunner({ rollups, clock: ctx.clock }), ctx.logger);
  defineBookPopularityJob(ctx.jobs, { db, clock: ctx.clock, logger: ctx.logger });
}
