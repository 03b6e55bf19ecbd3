import type { ModuleContext } from '../../app-module.ts';
import { createAccountService } from './account.service.ts';
import { createChildExport } from './profiles.export.ts';
import { createProfilesRepo } from './profiles.repo.ts';
import { registerProfilesRoutes } from './profiles.routes.ts';
import { createProfilesService } from './profiles.service.ts';

/**
 * Families (issue 11): profiles — onboarding and child profiles, a child's data export and
 * account settings. Every route is a parent area behind the parent gate (lib/parent-gate.ts).
 */
export async function registerProfilesModule(ctx: ModuleContext): Promise<void> {
  const repo = createProfilesRepo(ctx.database.db);
  const profiles = createProfilesService({
    repo,
    clock: ctx.clock,
    viewers: ctx.viewers,
    forgetSessions: ctx.auth.forgetSessions,
  });
  const account = createAccountService({
    repo,
    clock: ctx.clock,
    revokeOtherSignIns: ctx.auth.revokeOtherSignIns,
    forgetSessions: ctx.auth.forgetSessions,
    viewers: ctx.viewers,
    accountEvents: ctx.accountEvents,
  });
  registerProfilesRoutes(
    ctx.router,
    profiles,
    createChildExport({ repo, profiles, clock: ctx.clock }),
    account,
  );
}
