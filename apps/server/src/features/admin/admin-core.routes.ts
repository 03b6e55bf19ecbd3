import { adminCoreApi } from '@pagebird/contract';
import type { Router } from '../../lib/route.ts';
import type { AdminCoreService } from './admin-core.service.ts';

/** Thin routes: contract endpoint → service call (every endpoint is ADMIN only by its contract). */
export function registerAdminCoreRoutes(r: Router, s: AdminCoreService): void {
  r.route(adminCoreApi.users, ({ requireAuth, query }) => {
    requireAuth();
    return s.listUsers(query);
  });
  r.route(adminCoreApi.userEmail, ({ requireAuth, body }) => s.changeEmail(requireAuth(), body));
  r.route(adminCoreApi.customers, ({ requireAuth, query }) => {
    requireAuth();
    return s.listCustomers(query);
  });
  r.route(adminCoreApi.customer, ({ requireAuth, params }) => {
    requireAuth();
    return s.getCustomer(params.id);
  });
  r.route(adminCoreApi.user, ({ requireAuth, params }) => {
    requireAuth();
    return s.getUser(params.id);
  });
  r.route(adminCoreApi.userStatus, ({ requireAuth, params }) =>
    s.setUserStatus(requireAuth(), params.id, params.status),
  );
  r.route(adminCoreApi.saveUser, ({ requireAuth, body }) => s.saveUser(requireAuth(), body));
  r.route(adminCoreApi.emailDomains, ({ requireAuth, query }) => {
    requireAuth();
    return s.listDomains(query);
  });
  r.route(adminCoreApi.emailDomain, ({ requireAuth, params }) => {
    requireAuth();
    return s.getDomain(params.id);
  });
  r.route(adminCoreApi.saveEmailDomain, ({ requireAuth, body }) =>
    s.saveDomain(requireAuth(), body),
  );
  r.route(adminCoreApi.emailDomainStatus, ({ requireAuth, params, query }) =>
    s.setDomainStatus(requireAuth(), params.id, query.status),
  );
  r.route(adminCoreApi.dashboard, ({ requireAuth }) => {
    requireAuth();
    return s.dashboard();
  });
}
