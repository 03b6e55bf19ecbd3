import { profilesApi } from '@pagebird/contract';
import type { Router } from '../../lib/route.ts';
import type { AccountService } from './account.service.ts';
import type { createChildExport } from './profiles.export.ts';
import type { ProfilesService } from './profiles.service.ts';

/** Thin routes: contract endpoint → service call. */
export function registerProfilesRoutes(
  r: Router,
  profiles: ProfilesService,
  exports: ReturnType<typeof createChildExport>,
  account: AccountService,
): void {
  r.route(profilesApi.onboardingData, ({ requireAuth }) => profiles.onboardingData(requireAuth()));
  r.route(profilesApi.listChildren, ({ requireAuth }) => profiles.list(requireAuth()));
  r.route(profilesApi.getChild, ({ requireAuth, params }) =>
    profiles.get(requireAuth(), params.id),
  );
  r.route(profilesApi.createChild, ({ requireAuth, body }) => profiles.create(requireAuth(), body));
  r.route(profilesApi.updateChild, ({ requireAuth, params, body }) =>
    profiles.update(requireAuth(), params.id, body),
  );
  r.route(profilesApi.deleteChild, ({ requireAuth, params }) =>
    profiles.remove(requireAuth(), params.id),
  );
  r.route(profilesApi.deleteChildren, ({ requireAuth, body }) =>
    profiles.removeMany(requireAuth(), body.childIds),
  );
  r.route(profilesApi.exportChild, async ({ requireAuth, params, reply }) => {
    const data = await exports.json(requireAuth(), params.id);
    void reply.header(
      'content-disposition',
      `attachment; filename="pagebird-${data.child.name.replace(/[^\w-]+/g, '_')}.json"`,
    );
    return data;
  });
  r.route(profilesApi.exportChildHtml, async ({ requireAuth, params, reply }) => {
    const html = await exports.html(requireAuth(), params.id);
    await reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(html);
    return reply as never;
  });
  r.route(profilesApi.account, ({ requireAuth }) => account.get(requireAuth()));
  r.route(profilesApi.changeEmail, ({ requireAuth, body }) =>
    account.changeEmail(requireAuth(), body),
  );
  r.route(profilesApi.consent, ({ requireAuth, body }) =>
    account.setConsent(requireAuth(), body.consentToReceiveUpdates),
  );
  r.route(profilesApi.deleteAccount, ({ requireAuth, body }) =>
    account.deleteAccount(requireAuth(), body.currentPassword),
  );
}
