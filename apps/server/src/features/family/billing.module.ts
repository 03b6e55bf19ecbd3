import type { ModuleContext } from '../../app-module.ts';
import { createPaymentsProvider } from '../../providers/payments/index.ts';
import { stripeClient } from '../../providers/payments/stripe.ts';
import { createBillingRepo } from './billing.repo.ts';
import { createBillingService } from './billing.service.ts';
import { createSignupService } from './signup.service.ts';
import { registerBillingRoutes, registerStripeWebhookRoute } from './billing.routes.ts';
import { registerSubscriptionEnforcement } from './billing.enforcement.ts';
import { BILLING_DELETE_CUSTOMER_JOB, defineBillingJobs } from './billing.jobs.ts';
import { createStripeWebhookHandler } from './billing.webhooks.ts';

/** Families (issue 11): billing — payments provider, sign-up, subscriptions, 418, jobs. */
export async function registerBillingModule(ctx: ModuleContext): Promise<void> {
  const repo = createBillingRepo(ctx.database.db);
  const provider = createPaymentsProvider(ctx.config.payments, {
    db: ctx.database.db,
    clock: ctx.clock,
  });
  const billing = createBillingService({
    repo,
    provider,
    clock: ctx.clock,
    logger: ctx.logger,
    forgetSessions: () => ctx.auth.forgetSessions(),
    // Renewals and trial ends run in the worker: every instance hears of them at once.
    onAccessChanged: () => ctx.invalidations.publish({ kind: 'billing' }),
  });
  ctx.invalidations.subscribe((m) => {
    if (m.kind === 'billing') billing.forgetLocalAccess();
  });
  const signup = createSignupService({
    repo,
    billing,
    clock: ctx.clock,
    openSignUpSession: (userId, meta) => ctx.auth.openSignUpSession(userId, meta),
  });
  registerSubscriptionEnforcement(ctx.app, billing);
  registerBillingRoutes(ctx.router, billing, signup);
  const payments = ctx.config.payments;
  if (payments.provider === 'stripe') {
    await registerStripeWebhookRoute(
      ctx.app,
      createStripeWebhookHandler({
        stripe: stripeClient({ ...payments }),
        secret: payments.webhookSecret,
        db: ctx.database.db,
        billing,
        logger: ctx.logger,
      }),
    );
  }
  defineBillingJobs(ctx.jobs, billing, ctx.logger, provider);
  // A deleted account's customer and saved cards go from the payments provider too (retried).
  ctx.accountEvents.onDeleted(async ({ customerId }) => {
    if (customerId) {
      await ctx.jobs.send(
        BILLING_DELETE_CUSTOMER_JOB,
        { customerId },
        { singletonKey: customerId },
      );
    }
  });
}
