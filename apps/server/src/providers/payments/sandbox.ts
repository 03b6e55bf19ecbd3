import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  CARD_MESSAGES,
  cardExpired,
  detectCardBrand,
  type CardBrand,
  type cardDetailsSchema,
} from '@pagebird/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  sandboxCharges,
  sandboxCustomers,
  sandboxPaymentMethods,
  sandboxSetupIntents,
} from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  PaymentDeclinedError,
  type ChargeInput,
  type PaymentsProvider,
  type ProviderCharge,
  type ProviderCard,
  type DeclineCode,
} from './payments.ts';
import { cardBehaviour, DECLINE_MESSAGES } from './test-cards.ts';

const newId = (prefix: string) => `${prefix}_sb_${randomBytes(12).toString('hex')}`;

/** A tokenised card, as the sandbox's "Stripe.js" answers the browser. */
export interface SandboxToken extends ProviderCard {
  paymentMethodId: string;
}

export class SandboxInputError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'SandboxInputError';
  }
}

export interface SandboxPaymentsProvider extends PaymentsProvider {
  readonly name: 'sandbox';
  /** The processor's tokenisation: card details → a payment method id (nothing is charged). */
  tokenize(card: z.output<typeof cardDetailsSchema>): Promise<SandboxToken>;
}

const toCard = (r: typeof sandboxPaymentMethods.$inferSelect): ProviderCard => ({
  id: r.id,
  brand: r.brand as CardBrand,
  last4: r.last4,
  expMonth: r.expMonth,
  expYear: r.expYear,
});

/**
 * PAYMENTS=sandbox (default): a card processor in test mode kept in PostgreSQL — customers,
 * setup intents, saved cards with brand and expiry, charges with idempotency keys, declines by
 * test card number. It never stores a card number.
 */
export function createSandboxPayments(deps: { db: Db; clock: Clock }): SandboxPaymentsProvider {
  const { db, clock } = deps;

  async function findCustomer(customerId: string) {
    const [c] = await db
      .select()
      .from(sandboxCustomers)
      .where(and(eq(sandboxCustomers.id, customerId), eq(sandboxCustomers.deleted, false)));
    if (!c) throw new Error(`No such customer: ${customerId}`);
    return c;
  }

  async function findMethod(paymentMethodId: string) {
    const [pm] = await db
      .select()
      .from(sandboxPaymentMethods)
      .where(eq(sandboxPaymentMethods.id, paymentMethodId));
    return pm;
  }

  const decline = (code: DeclineCode) => new PaymentDeclinedError(code, DECLINE_MESSAGES[code]);

  return {
    name: 'sandbox',
    publishableKey: null,

    async tokenize(card) {
      if (cardExpired(card.expMonth, card.expYear, clock.now())) {
        throw new SandboxInputError('expYear', CARD_MESSAGES.expiryPast);
      }
      const id = newId('pm');
      const brand = detectCardBrand(card.number);
      const [row] = await db
        .insert(sandboxPaymentMethods)
        .values({
          id,
          brand,
          last4: card.number.slice(-4),
          expMonth: card.expMonth,
          expYear: card.expYear,
          behaviour: cardBehaviour(card.number),
        })
        .returning();
      return { ...toCard(row!), paymentMethodId: id };
    },

    async createCustomer({ email, name, idempotencyKey }) {
      const [created] = await db
        .insert(sandboxCustomers)
        .values({ id: newId('cus'), email, name, idempotencyKey })
        .onConflictDoNothing({ target: sandboxCustomers.idempotencyKey })
        .returning({ id: sandboxCustomers.id });
      if (created) return created;
      const [existing] = await db
        .select({ id: sandboxCustomers.id })
        .from(sandboxCustomers)
        .where(eq(sandboxCustomers.idempotencyKey, idempotencyKey));
      return existing!;
    },

    async deleteCustomer(customerId) {
      await db.transaction(async (tx) => {
        await tx
          .update(sandboxCustomers)
          .set({ deleted: true, idempotencyKey: null, defaultPaymentMethodId: null })
          .where(eq(sandboxCustomers.id, customerId));
        await tx
          .delete(sandboxPaymentMethods)
          .where(eq(sandboxPaymentMethods.customerId, customerId));
      });
    },

    async createSetupIntent(customerId) {
      await findCustomer(customerId);
      const id = newId('seti');
      const clientSecret = `${id}_secret_${randomBytes(12).toString('hex')}`;
      await db
        .insert(sandboxSetupIntents)
        .values({ id, customerId, clientSecret, status: 'requires_payment_method' });
      return { id, clientSecret };
    },

    async attachPaymentMethod(customerId, paymentMethodId) {
      await findCustomer(customerId);
      const pm = await findMethod(paymentMethodId);
      if (!pm || (pm.customerId && pm.customerId !== customerId)) {
        throw new Error(`No such payment method: ${paymentMethodId}`);
      }
      if (pm.behaviour.startsWith('attach:')) {
        throw decline(pm.behaviour.slice('attach:'.length) as DeclineCode);
      }
      if (cardExpired(pm.expMonth, pm.expYear, clock.now())) throw decline('expired_card');
      if (!pm.customerId) {
        await db
          .update(sandboxPaymentMethods)
          .set({ customerId })
          .where(eq(sandboxPaymentMethods.id, paymentMethodId));
      }
      return toCard(pm);
    },

    async listPaymentMethods(customerId) {
      const rows = await db
        .select()
        .from(sandboxPaymentMethods)
        .where(eq(sandboxPaymentMethods.customerId, customerId))
        .orderBy(sandboxPaymentMethods.createdAt, sandboxPaymentMethods.id);
      return rows.map(toCard);
    },

    async setDefaultPaymentMethod(customerId, paymentMethodId) {
      const pm = await findMethod(paymentMethodId);
      if (!pm || pm.customerId !== customerId) {
        throw new Error(`No such payment method: ${paymentMethodId}`);
      }
      await db
        .update(sandboxCustomers)
        .set({ defaultPaymentMethodId: paymentMethodId })
        .where(eq(sandboxCustomers.id, customerId));
    },

    charge,
  };

  async function charge(input: ChargeInput): Promise<ProviderCharge> {
    // A repeated idempotency key answers the first outcome, charging nothing more.
    const [previous] = await db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.idempotencyKey, input.idempotencyKey));
    if (previous) {
      if (previous.status !== 'succeeded') throw decline(previous.declineCode as DeclineCode);
      return { id: previous.id, amount: previous.amount };
    }
    await findCustomer(input.customerId);
    const pm = await findMethod(input.paymentMethodId);
    if (!pm || pm.customerId !== input.customerId) {
      throw new Error(`No such payment method: ${input.paymentMethodId}`);
    }
    let declineCode: DeclineCode | null = null;
    if (pm.behaviour !== 'ok') declineCode = pm.behaviour.split(':')[1] as DeclineCode;
    else if (cardExpired(pm.expMonth, pm.expYear, clock.now())) declineCode = 'expired_card';
    const id = newId('ch');
    const [row] = await db
      .insert(sandboxCharges)
      .values({
        id,
        customerId: input.customerId,
        paymentMethodId: input.paymentMethodId,
        amount: input.amount,
        currency: input.currency.toLowerCase(),
        status: declineCode ? 'failed' : 'succeeded',
        declineCode,
        idempotencyKey: input.idempotencyKey,
      })
      .onConflictDoNothing({ target: sandboxCharges.idempotencyKey })
      .returning();
    if (!row) return charge(input); // a concurrent twin won: answer its outcome
    if (declineCode) throw decline(declineCode);
    return { id, amount: input.amount };
  }
}
