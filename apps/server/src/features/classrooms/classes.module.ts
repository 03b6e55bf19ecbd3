import type { ModuleContext } from '../../app-module.ts';
import { createClassesRepo } from './classes.repo.ts';
import { registerClassesRoutes } from './classes.routes.ts';
import { createClassesService } from './classes.service.ts';

/**
 * Classrooms (issue 12): classes — an educator's classes and students, class codes, login cards
 * with QR sign-in and class devices (docs/decisions/025). Every route but the card sign-in is
 * the class's educator's only.
 */
export async function registerClassesModule(ctx: ModuleContext): Promise<void> {
  const classes = createClassesService({
    repo: createClassesRepo(ctx.database.db),
    clock: ctx.clock,
    publicUrl: ctx.config.publicUrl,
    viewers: ctx.viewers,
    forgetSessions: ctx.auth.forgetSessions,
    openStudentSession: ctx.auth.openStudentSession,
  });
  registerClassesRoutes(ctx.router, classes);
}
