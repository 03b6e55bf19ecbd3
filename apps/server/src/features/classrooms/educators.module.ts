import type { ModuleContext } from '../../app-module.ts';
import { createEducatorsRepo } from './educators.repo.ts';
import { registerEducatorsRoutes } from './educators.routes.ts';
import { createEducatorsService } from './educators.service.ts';

/**
 * Classrooms (issue 12): educators — sign-up with a school, the educator's profile and settings,
 * schools and the sign-up lookups. Educators do not pay (no 418 for TEACHER).
 */
export async function registerEducatorsModule(ctx: ModuleContext): Promise<void> {
  const educators = createEducatorsService({
    repo: createEducatorsRepo(ctx.database.db),
    clock: ctx.clock,
    auth: ctx.auth,
  });
  registerEducatorsRoutes(ctx.router, educators);
}
