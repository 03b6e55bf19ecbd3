import type { ModuleContext } from '../../app-module.ts';
import { createAdminFactsRepo } from './admin-facts.repo.ts';
import { createAdminFactsService } from './admin-facts.service.ts';
import { createAdminQuizzesRepo } from './admin-quizzes.repo.ts';
import { createAdminQuizzesService } from './admin-quizzes.service.ts';
import { createAdminZonesRepo } from './admin-zones.repo.ts';
import { registerAdminZonesRoutes } from './admin-zones.routes.ts';
import { createAdminZonesService } from './admin-zones.service.ts';

/** Admin (issue 13): discovery zones, quizzes and facts (ADMIN only, every write audited). */
export async function registerAdminZonesModule(ctx: ModuleContext): Promise<void> {
  const db = ctx.database.db;
  const { audit, storage, clock } = ctx;
  registerAdminZonesRoutes(ctx.router, {
    zones: createAdminZonesService({ repo: createAdminZonesRepo(db), audit, storage, clock }),
    quizzes: createAdminQuizzesService({ repo: createAdminQuizzesRepo(db), audit, storage, clock }),
    facts: createAdminFactsService({ repo: createAdminFactsRepo(db), audit }),
  });
}
