import { eq, sql } from 'drizzle-orm';
import { Role } from '@pagebird/contract';
import type { Db } from '../db/client.ts';
import { discounts, invitations, seedRuns, subscriptions, users } from '../db/schema/index.ts';
import { hashSecret } from '../lib/passwords.ts';
import { hashToken } from '../lib/tokens.ts';
import type { Logger } from '../lib/logger.ts';
import { createPaymentsProvider, type PaymentsProvider } from '../providers/payments/index.ts';
import type { PaymentsConfig } from '../config.ts';
import { systemClock } from '../lib/clock.ts';
import type { SandboxPaymentsProvider } from '../providers/payments/sandbox.ts';
import { STRIPE_TEST_TOKENS } from '../providers/payments/test-cards.ts';
import { DEMO } from './demo.ts';

export const BILLING_SEED_NAME = 'billing-demo-v1';
const SEED_LOCK_ID = 7_240_318_553;

/** Demo billing data, listed in the README. */
export const BILLING_DEMO = {
  /** A second family, to try that one family never sees another's data. */
  secondFamily: {
    email: 'parent2@example.com',
    password: 'parent-demo-2',
    name: 'Sam',
    surname: 'Rivera',
    children: [
      { name: 'Noah', age: 7 },
      { name: 'Emma', age: 11 },
    ],
  },
  promoCodes: [
    // $4.99 instead of $9.99 for the first three months.
    {
      promoCode: 'WELCOME50',
      priceId: 'price_monthly',
      discountPrice: 499,
      normalPrice: 999,
      duration: 'REPEATING',
      durationInPeriods: 3,
      maxUses: 1000,
    },
    // $59.99 instead of $79.99 for the first year.
    {
      promoCode: 'READMORE25',
      priceId: 'price_annual',
      discountPrice: 5999,
      normalPrice: 7999,
      duration: 'ONCE',
      durationInPeriods: null,
      maxUses: 500,
    },
  ],
  /** The class-time-over home offer (first month $2.99). */
  classOffer: {
    promoCode: 'CLASSHOME',
    priceId: 'price_monthly',
    discountPrice: 299,
    normalPrice: 999,
  },
  /** /invite/PAGEBIRD-FRIENDS gives 30 free days (100 uses). */
  invitation: { token: 'PAGEBIRD-FRIENDS', freeDays: 30, maxUses: 100 },
} as const;

const YEAR = 365 * 24 * 60 * 60_000;

/**
 * Plans come with migration 0007. This seeds two promo codes, the class offer, an invitation,
 * a second demo family, and an active annual subscription with a saved Visa 4242 for both demo
 * parents (the card is saved through the configured payments provider). Runs once.
 */
export async function seedBilling(
  deps: { db: Db; provider: PaymentsProvider; logger: Logger },
  now: Date = new Date(),
): Promise<boolean> {
  const { db, provider, logger } = deps;
  const second = BILLING_DEMO.secondFamily;
  const secondHash = await hashSecret(second.password);
  const parentIds = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const inserted = await tx
      .insert(seedRuns)
      .values({ name: BILLING_SEED_NAME, appliedAt: now })
      .onConflictDoNothing()
      .returning({ name: seedRuns.name });
    if (inserted.length === 0) return null;
    for (const p of BILLING_DEMO.promoCodes) {
      await tx
        .insert(discounts)
        .values({ ...p, validUntil: new Date(now.getTime() + YEAR) })
        .onConflictDoNothing();
    }
    await tx
      .insert(discounts)
      .values({ ...BILLING_DEMO.classOffer, discountSource: 'CLASS_TIME_OVER', duration: 'ONCE' })
      .onConflictDoNothing();
    await tx
      .insert(invitations)
      .values({
        tokenHash: hashToken(BILLING_DEMO.invitation.token),
        freeDays: BILLING_DEMO.invitation.freeDays,
        maxUses: BILLING_DEMO.invitation.maxUses,
        expiresAt: new Date(now.getTime() + YEAR),
      })
      .onConflictDoNothing();
    const [existing] = await tx.select().from(users).where(eq(users.email, second.email));
    if (!existing) {
      const [p] = await tx
        .insert(users)
        .values({
          role: Role.PARENT,
          email: second.email,
          name: second.name,
          surname: second.surname,
          passwordHash: secondHash,
        })
        .returning({ id: users.id });
      for (const [i, c] of second.children.entries()) {
        await tx.insert(users).values({
          role: Role.CHILD,
          name: c.name,
          parentId: p!.id,
          birthYear: now.getUTCFullYear() - c.age,
          createdAt: new Date(now.getTime() + i),
        });
      }
    }
    const parents = await tx
      .select()
      .from(users)
      .where(sql`${users.email} IN (${DEMO.parent.email}, ${second.email})`);
    for (const p of parents) {
      await tx
        .insert(subscriptions)
        .values({
          userId: p.id,
          priceId: 'price_annual',
          status: 'ACTIVE',
          currentPeriodStart: now,
          currentPeriodEnd: new Date(now.getTime() + YEAR),
        })
        .onConflictDoNothing();
    }
    return parents.map((p) => ({ id: p.id, email: p.email!, name: p.name }));
  });
  if (!parentIds) return false;

  // A saved Visa 4242 for each demo parent, through the provider (idempotent customer keys).
  for (const p of parentIds) {
    try {
      const customer = await provider.createCustomer({
        email: p.email,
        name: p.name,
        idempotencyKey: `customer:${p.id}`,
      });
      const pmId =
        provider.name === 'sandbox'
          ? (
              await (provider as SandboxPaymentsProvider).tokenize({
                number: '4242424242424242',
                expMonth: 12,
                expYear: now.getUTCFullYear() + 5,
                cvc: '123',
              })
            ).paymentMethodId
          : STRIPE_TEST_TOKENS.ok;
      const card = await provider.attachPaymentMethod(customer.id, pmId);
      await provider.setDefaultPaymentMethod(customer.id, card.id);
      await db.update(users).set({ customerId: customer.id }).where(eq(users.id, p.id));
      await db
        .update(subscriptions)
        .set({ paymentMethodId: card.id })
        .where(eq(subscriptions.userId, p.id));
    } catch (err) {
      logger.warn(
        { err, email: p.email },
        'Demo card could not be saved; the subscription stays active',
      );
    }
  }
  return true;
}

/** main.ts: the billing seed with the configured payments provider. */
export function seedBillingWith(payments: PaymentsConfig, db: Db, logger: Logger) {
  return seedBilling({
    db,
    provider: createPaymentsProvider(payments, { db, clock: systemClock }),
    logger,
  });
}
