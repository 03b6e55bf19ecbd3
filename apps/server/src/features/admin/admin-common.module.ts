import { adminCommonApi } from '@pagebird/contract';
import type { ModuleContext } from '../../app-module.ts';

/** Admin back office (issue 13), shared part: the audit log reader (ADMIN only). */
export async function registerAdminCommonModule(ctx: ModuleContext): Promise<void> {
  ctx.router.route(adminCommonApi.audit, ({ requireAuth, query }) => {
    requireAuth();
    return ctx.audit.list(query);
  });
}
