import type Stripe from 'stripe';
import { AppErrorCode } from '@pagebird/contract';
import type { Db } from '../../db/client.ts';
import { stripeEvents } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Logger } from '../../lib/logger.ts';
import type { BillingService } from './billing.service.ts';

export type StripeWebhookHandler = (rawBody: Buffer, signature: string) => Promise<void>;

/**
 * Stripe events, signature-verified with STRIPE_WEBHOOK_SECRET and handled once per event id.
 * Our renewals are charged by our own job, so the events we act on are the ones that change
 * what we may charge: a deleted customer, a detached card.
 */
export function createStripeWebhookHandler(deps: {
  stripe: Stripe;
  secret: string | undefined;
  db: Db;
  billing: BillingService;
  logger: Logger;
}): StripeWebhookHandler {
  return async (rawBody, signature) => {
    if (!deps.secret) throw new AppError(AppErrorCode.NOT_FOUND);
    let event: Stripe.Event;
    try {
      event = deps.stripe.webhooks.constructEvent(rawBody, signature, deps.secret);
    } catch {
      throw new AppError(AppErrorCode.BAD_REQUEST, 'The Stripe signature is not valid.');
    }
    const [fresh] = await deps.db
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (!fresh) return; // delivered before
    switch (event.type) {
      case 'customer.deleted':
        await deps.billing.customerDeleted(event.data.object.id);
        break;
      case 'payment_method.detached':
        await deps.billing.paymentMethodDetached(event.data.object.id);
        break;
      default:
        deps.logger.debug({ type: event.type }, 'Stripe event ignored');
    }
  };
}
