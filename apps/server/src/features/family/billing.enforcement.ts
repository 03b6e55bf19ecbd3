import type { FastifyInstance } from 'fastify';
import { Role } from '@pagebird/contract';
import { bearerToken } from '../../lib/auth-context.ts';
import type { BillingService } from './billing.service.ts';

/**
 * Routes a family without a usable subscription may still call (spec §4 "Subscription
 * required"): signing in and out, who am I, password routes, the sign-up and subscription
 * steps, the sandbox card form, and the public billing routes.
 */
export const SUBSCRIPTION_EXEMPT = {
  exact: new Set([
    '/api/login',
    '/api/logout',
    '/api/users/details',
    '/api/v2/users/parent',
    '/api/users/parent/subscription/check',
    '/api/users/profile/password',
    '/api/consumer/subscribe',
    '/api/offer-info',
    '/api/version',
  ]),
  prefixes: [
    '/api/subscription',
    '/api/payments/',
    '/api/webhooks/',
    '/api/invitation/',
    '/api/users/password/',
  ],
};

export function isExempt(url: string): boolean {
  return (
    SUBSCRIPTION_EXEMPT.exact.has(url) ||
    SUBSCRIPTION_EXEMPT.prefixes.some((p) => url.startsWith(p))
  );
}

/**
 * 418 for PARENT and CHILD sessions of a family without a usable subscription, on every other
 * route (after the access check, before the handler), with where sign-up continues.
 */
export function registerSubscriptionEnforcement(app: FastifyInstance, billing: BillingService) {
  app.addHook('preHandler', async (req) => {
    const auth = req.auth;
    if (!auth || (auth.user.role !== Role.PARENT && auth.user.role !== Role.CHILD)) return;
    const url = req.routeOptions.url;
    if (!url || !url.startsWith('/api/') || isExempt(url)) return;
    const parentId = auth.user.role === Role.PARENT ? auth.user.id : auth.user.parentId;
    if (!parentId) return;
    if (await billing.familyHasAccess(parentId)) return;
    throw await billing.subscriptionRequired(
      parentId,
      auth.user.role,
      bearerToken(req.headers.authorization) ?? null,
    );
  });
}
