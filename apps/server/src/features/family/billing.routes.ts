import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppErrorCode, FREE_SUBSCRIPTION_TOKEN_HEADER, billingApi } from '@pagebird/contract';
import { AppError } from '../../lib/app-error.ts';
import { bearerToken } from '../../lib/auth-context.ts';
import type { Router } from '../../lib/route.ts';
import type { RequestMeta } from '../auth/auth.service.ts';
import type { BillingService } from './billing.service.ts';
import type { SignupService } from './signup.service.ts';
import type { StripeWebhookHandler } from './billing.webhooks.ts';

const meta = (req: FastifyRequest): RequestMeta => ({
  ip: req.ip ?? null,
  userAgent: req.headers['user-agent'] ?? null,
});

const headerValue = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export const BILLING_RATE_LIMITS = {
  signup: { max: 30, timeWindow: '1 minute' },
  promo: { max: 60, timeWindow: '1 minute' },
  cards: { max: 30, timeWindow: '1 minute' },
} as const;

/** Thin routes: contract endpoint → service call. */
export function registerBillingRoutes(
  r: Router,
  billing: BillingService,
  signup: SignupService,
): void {
  r.route(
    billingApi.parentSignup,
    ({ body, req }) => {
      const token = headerValue(req.headers[FREE_SUBSCRIPTION_TOKEN_HEADER])?.trim();
      if (token !== undefined && (token.length === 0 || token.length > 200)) {
        throw new AppError(
          AppErrorCode.BAD_REQUEST,
          'This invitation link is invalid or has expired.',
        );
      }
      return signup.signup(body, token, meta(req));
    },
    { rateLimit: BILLING_RATE_LIMITS.signup },
  );
  r.route(billingApi.subscriptionCheck, ({ requireAuth, req }) =>
    billing.check(requireAuth(), bearerToken(req.headers.authorization) ?? null),
  );
  r.route(billingApi.plans, ({ requireAuth, query }) =>
    billing.plans(requireAuth(), query.promoCode),
  );
  r.route(billingApi.publicPlans, () => billing.publicPlans());
  r.route(
    billingApi.promo,
    ({ requireAuth, params }) => billing.promo(requireAuth(), params.code),
    {
      rateLimit: BILLING_RATE_LIMITS.promo,
    },
  );
  r.route(billingApi.provider, () => billing.providerInfo());
  r.route(billingApi.customer, ({ requireAuth }) => billing.customer(requireAuth()));
  r.route(billingApi.payment, ({ requireAuth }) => billing.payment(requireAuth()));
  r.route(
    billingApi.addPaymentMethod,
    ({ requireAuth, body }) => billing.addPaymentMethod(requireAuth(), body.paymentMethodId),
    { rateLimit: BILLING_RATE_LIMITS.cards },
  );
  r.route(billingApi.create, ({ requireAuth, body }) => billing.create(requireAuth(), body), {
    rateLimit: BILLING_RATE_LIMITS.cards,
  });
  r.route(billingApi.setupIntent, ({ requireAuth }) => billing.setupIntent(requireAuth()));
  r.route(billingApi.patch, ({ requireAuth, body }) =>
    billing.setCancellationReason(requireAuth(), body.value),
  );
  r.route(billingApi.cancel, ({ requireAuth }) => billing.cancel(requireAuth()));
  r.route(billingApi.restore, ({ requireAuth }) => billing.restore(requireAuth()));
  r.route(billingApi.changePlan, ({ requireAuth, body }) =>
    billing.changePlan(requireAuth(), body.priceId),
  );
  r.route(billingApi.forceSync, ({ requireAuth }) => billing.forceSync(requireAuth()));
  r.route(billingApi.defaultPaymentMethod, ({ requireAuth, body }) =>
    billing.defaultPaymentMethod(requireAuth(), body),
  );
  r.route(
    billingApi.sandboxPaymentMethod,
    ({ requireAuth, body }) => billing.sandboxPaymentMethod(requireAuth(), body),
    { rateLimit: BILLING_RATE_LIMITS.cards },
  );
  r.route(billingApi.consumerSubscribe, ({ body }) => signup.consumerSubscribe(body.email), {
    rateLimit: BILLING_RATE_LIMITS.signup,
  });
  r.route(billingApi.invitation, ({ params }) => signup.validateInvitation(params.token), {
    rateLimit: BILLING_RATE_LIMITS.promo,
  });
  r.route(billingApi.offerInfo, ({ query }) => signup.offerInfo(query.classCode), {
    rateLimit: BILLING_RATE_LIMITS.promo,
  });
}

/**
 * POST /api/webhooks/stripe needs the raw body for the signature: its own encapsulated context
 * with a Buffer JSON parser (the app's parser stays as it is everywhere else).
 */
export async function registerStripeWebhookRoute(
  app: FastifyInstance,
  handler: StripeWebhookHandler,
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );
    scope.post(billingApi.stripeWebhook.path, {
      config: { access: 'public' },
      schema: { hide: true } as Record<string, unknown>,
      handler: async (req, reply) => {
        const signature = headerValue(req.headers['stripe-signature']);
        if (!Buffer.isBuffer(req.body) || !signature) {
          throw new AppError(AppErrorCode.BAD_REQUEST, 'Missing Stripe signature.');
        }
        await handler(req.body, signature);
        return reply.code(200).send({ received: true });
      },
    });
  });
}
