import type { ModuleContext } from '../../app-module.ts';
import { createAdminCoreRepo } from './admin-core.repo.ts';
import { registerAdminCoreRoutes } from './admin-core.routes.ts';
import { createAdminCoreService } from './admin-core.service.ts';

/** Admin (issue 13): users, email domains, customers and the admin dashboard. */
export async function registerAdminCoreModule(ctx: ModuleContext): Promise<void> {
  const service = createAdminCoreService({
    db: ctx.database.db,
    repo: createAdminCoreRepo(ctx.database.db),
    audit: ctx.audit,
    clock: ctx.clock,
    revokeSignIns: (userId) => ctx.auth.revokeOtherSignIns(userId, null),
  });
  registerAdminCoreRoutes(ctx.router, service);
}
