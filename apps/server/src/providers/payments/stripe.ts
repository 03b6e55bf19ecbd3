import Stripe from 'stripe';
import type { CardBrand } from '@pagebird/contract';
import { CARD_BRANDS } from '@pagebird/contract';
import {
  PaymentDeclinedError,
  type DeclineCode,
  type PaymentsProvider,
  type ProviderCard,
} from './payments.ts';
import { DECLINE_MESSAGES } from './test-cards.ts';

export interface StripeProviderConfig {
  secretKey: string;
  publishableKey: string | null;
  /** Another API base (the local double in tests), e.g. http://127.0.0.1:12111. */
  apiBase?: string | undefined;
}

const DECLINE_CODES: readonly DeclineCode[] = [
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
  'processing_error',
];

function toCard(pm: Stripe.PaymentMethod): ProviderCard {
  const brand = (pm.card?.brand ?? 'unknown') as CardBrand;
  return {
    id: pm.id,
    brand: (CARD_BRANDS as readonly string[]).includes(brand) ? brand : 'unknown',
    last4: pm.card?.last4 ?? '',
    expMonth: pm.card?.exp_month ?? 0,
    expYear: pm.card?.exp_year ?? 0,
  };
}

/** A Stripe card error becomes our decline; anything else propagates (a 500, logged). */
function declineFrom(err: unknown): never {
  if (err instanceof Stripe.errors.StripeCardError) {
    const raw = (err.decline_code ?? err.code ?? 'card_declined') as DeclineCode;
    const code = DECLINE_CODES.includes(raw) ? raw : 'card_declined';
    throw new PaymentDeclinedError(code, DECLINE_MESSAGES[code]);
  }
  throw err;
}

export function stripeClient(config: StripeProviderConfig): Stripe {
  const base = config.apiBase ? new URL(config.apiBase) : null;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

/**
 * PAYMENTS=stripe: the official SDK. Cards come from Stripe Elements in the browser (a payment
 * method id); charges are off-session PaymentIntents with our idempotency keys.
 */
export function createStripePayments(config: StripeProviderConfig): PaymentsProvider {
  const stripe = stripeClient(config);
  return {
    name: 'stripe',
    publishableKey: config.publishableKey,

    async createCustomer({ email, name, idempotencyKey }) {
      const c = await stripe.customers.create({ email, name }, { idempotencyKey });
      return { id: c.id };
    },

    async deleteCustomer(customerId) {
      try {
        await stripe.customers.del(customerId);
      } catch (e) {
        // Already gone (a retried clean-up): nothing left to remove.
        if ((e as { code?: string }).code !== 'resource_missing') throw e;
      }
    },

    async createSetupIntent(customerId) {
      const si = await stripe.setupIntents.create({
        customer: customerId,
        usage: 'off_session',
      });
      return { id: si.id, clientSecret: si.client_secret ?? '' };
    },

    async attachPaymentMethod(customerId, paymentMethodId) {
      const existing = await stripe.paymentMethods.retrieve(paymentMethodId);
      if (existing.customer) {
        const owner =
          typeof existing.customer === 'string' ? existing.customer : existing.customer.id;
        if (owner !== customerId) throw new Error(`No such payment method: ${paymentMethodId}`);
        return toCard(existing);
      }
      try {
        return toCard(
          await stripe.paymentMethods.attach(paymentMethodId, { customer: customerId }),
        );
      } catch (err) {
        return declineFrom(err);
      }
    },

    async listPaymentMethods(customerId) {
      const list = await stripe.paymentMethods.list({ customer: customerId, type: 'card' });
      return list.data.map(toCard);
    },

    async setDefaultPaymentMethod(customerId, paymentMethodId) {
      await stripe.customers.update(customerId, {
        invoice_settings: { default_payment_method: paymentMethodId },
      });
    },

    async charge(input) {
      try {
        const pi = await stripe.paymentIntents.create(
          {
            amount: input.amount,
            currency: input.currency.toLowerCase(),
            customer: input.customerId,
            payment_method: input.paymentMethodId,
            off_session: true,
            confirm: true,
            description: input.description,
          },
          { idempotencyKey: input.idempotencyKey },
        );
        if (pi.status !== 'succeeded') {
          throw new PaymentDeclinedError('card_declined', DECLINE_MESSAGES.card_declined);
        }
        return { id: pi.id, amount: pi.amount };
      } catch (err) {
        if (err instanceof PaymentDeclinedError) throw err;
        return declineFrom(err);
      }
    },
  };
}

/** Verify and parse a webhook body (raw bytes) with STRIPE_WEBHOOK_SECRET. Throws when forged. */
export function verifyStripeEvent(
  client: Stripe,
  rawBody: Buffer,
  signature: string,
  secret: string,
): Stripe.Event {
  return client.webhooks.constructEvent(rawBody, signature, secret);
}
