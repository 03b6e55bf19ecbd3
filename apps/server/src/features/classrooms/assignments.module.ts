import type { ModuleContext } from '../../app-module.ts';
import { createAssignmentsRepo } from './assignments.repo.ts';
import { registerAssignmentsRoutes } from './assignments.routes.ts';
import { createAssignmentsService } from './assignments.service.ts';

/**
 * Classrooms (issue 12 item 5): assign and hide books and collections for a class or students.
 * Book assignments with due dates, hidden collections, the class's assignments and hidden items,
 * assignment statistics and a student's own assignments. Hiding books is POST
 * /api/hidden-books/hide (collections feature); collection assignments are PUT
 * /api/user-collections/assignments (collections feature, with due dates).
 */
export async function registerAssignmentsModule(ctx: ModuleContext): Promise<void> {
  const assignments = createAssignmentsService({
    repo: createAssignmentsRepo(ctx.database.db, ctx.queries),
    viewers: ctx.viewers,
    clock: ctx.clock,
  });
  registerAssignmentsRoutes(ctx.router, assignments, ctx.territoryOf);
}
