import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Families (issue 11): plans, promo codes, subscriptions, invitations, and the sandbox payments
 * processor's own tables (docs/decisions/021-payments-and-subscriptions.md). Money is integer
 * cents. A parent has at most one subscription row, kept after it ends (it tells whether the
 * trial was used); a parent without one is a "pending" sign-up.
 */

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Spec §3 "Subscription plan" (reference data, inserted by migration 0007). */
export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    priceId: text('price_id').primaryKey(),
    interval: text('interval').notNull(),
    priceCents: integer('price_cents').notNull(),
    currencyCode: text('currency_code').notNull().default('USD'),
    trialPeriodDays: integer('trial_period_days').notNull().default(7),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    check('subscription_plans_interval', sql`${t.interval} IN ('day', 'week', 'month', 'year')`),
    check('subscription_plans_price', sql`${t.priceCents} > 0`),
  ],
);

/** Spec §3 "Discount": a promo code giving `discount_price` instead of the plan's price. */
export const discounts = pgTable(
  'discounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    discountSource: text('discount_source').notNull().default('PROMO'),
    /** Upper-case. */
    promoCode: text('promo_code').notNull(),
    priceId: text('price_id')
      .notNull()
      .references(() => subscriptionPlans.priceId),
    discountPrice: integer('discount_price').notNull(),
    normalPrice: integer('normal_price').notNull(),
    maxUses: integer('max_uses'),
    /** Redemptions so far; raised by one conditional UPDATE, never above max_uses (checked). */
    uses: integer('uses').notNull().default(0),
    validFrom: ts('valid_from'),
    validUntil: ts('valid_until'),
    /** A school id for class-time-over offers of that school (null: everyone). */
    distributorIdentifier: text('distributor_identifier'),
    active: boolean('active').notNull().default(true),
    duration: text('duration').notNull().default('ONCE'),
    durationInPeriods: integer('duration_in_periods'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discounts_promo_code_key').on(t.promoCode),
    check(
      'discounts_uses',
      sql`${t.uses} >= 0 AND (${t.maxUses} IS NULL OR ${t.uses} <= ${t.maxUses})`,
    ),
    check('discounts_duration', sql`${t.duration} IN ('ONCE', 'REPEATING', 'FOREVER')`),
    check('discounts_code_upper', sql`${t.promoCode} = upper(${t.promoCode})`),
    check('discounts_price', sql`${t.discountPrice} >= 0`),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    priceId: text('price_id')
      .notNull()
      .references(() => subscriptionPlans.priceId),
    /** Plan that applies from the next renewal (PUT /api/subscription). */
    nextPriceId: text('next_price_id').references(() => subscriptionPlans.priceId),
    status: text('status').notNull(),
    /** An invitation's free period (no card needed until it ends). */
    free: boolean('free').notNull().default(false),
    trialEnd: ts('trial_end'),
    currentPeriodStart: ts('current_period_start').notNull(),
    currentPeriodEnd: ts('current_period_end').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    cancellationType: text('cancellation_type'),
    cancellationReason: text('cancellation_reason'),
    endedAt: ts('ended_at'),
    pastDueSince: ts('past_due_since'),
    discountId: uuid('discount_id').references(() => discounts.id),
    /** Discounted charges left (null with a discount: forever). */
    discountPeriodsLeft: integer('discount_periods_left'),
    /** The provider's payment method charged at renewal. */
    paymentMethodId: text('payment_method_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_user_id_key').on(t.userId),
    index('subscriptions_due_idx').on(t.status, t.currentPeriodEnd),
    check(
      'subscriptions_status',
      sql`${t.status} IN ('TRIALING', 'ACTIVE', 'PAST_DUE', 'INCOMPLETE_EXPIRED', 'CANCELED')`,
    ),
  ],
);

/** Our ledger of charges: one row per idempotency key (a renewal twice charges once). */
export const subscriptionCharges = pgTable(
  'subscription_charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    providerChargeId: text('provider_charge_id'),
    amount: integer('amount').notNull(),
    status: text('status').notNull(),
    declineCode: text('decline_code'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscription_charges_idempotency_key').on(t.idempotencyKey),
    index('subscription_charges_subscription_idx').on(t.subscriptionId),
  ],
);

/** One redemption of a promo code per parent. */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    discountId: uuid('discount_id')
      .notNull()
      .references(() => discounts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('discount_redemptions_key').on(t.discountId, t.userId)],
);

/** Free-subscription invitations (/invite/{token}); only the token's SHA-256 is kept. */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    email: text('email'),
    freeDays: integer('free_days').notNull(),
    maxUses: integer('max_uses').notNull().default(1),
    uses: integer('uses').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invitations_token_hash_key').on(t.tokenHash),
    check('invitations_uses', sql`${t.uses} >= 0 AND ${t.uses} <= ${t.maxUses}`),
  ],
);

/** POST /api/consumer/subscribe: addresses that asked for product news. */
export const consumerSubscribers = pgTable('consumer_subscribers', {
  email: text('email').primaryKey(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** Stripe webhook events already handled (a re-delivered event is ignored). */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: ts('received_at').notNull().defaultNow(),
});

// ── the sandbox processor (PAYMENTS=sandbox): a card processor in test mode ──

export const sandboxCustomers = pgTable(
  'sandbox_customers',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    defaultPaymentMethodId: text('default_payment_method_id'),
    idempotencyKey: text('idempotency_key'),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sandbox_customers_idempotency_key').on(t.idempotencyKey)],
);

/** A tokenised card: brand, last four, expiry and its test behaviour — never the number. */
export const sandboxPaymentMethods = pgTable(
  'sandbox_payment_methods',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').references(() => sandboxCustomers.id, { onDelete: 'cascade' }),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    /** ok | attach:<decline code> | charge:<decline code> (from the test card number). */
    behaviour: text('behaviour').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('sandbox_payment_methods_customer_idx').on(t.customerId)],
);

export const sandboxSetupIntents = pgTable('sandbox_setup_intents', {
  id: text('id').primaryKey(),
  customerId: text('customer_id')
    .notNull()
    .references(() => sandboxCustomers.id, { onDelete: 'cascade' }),
  clientSecret: text('client_secret').notNull(),
  status: text('status').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const sandboxCharges = pgTable(
  'sandbox_charges',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    paymentMethodId: text('payment_method_id').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    declineCode: text('decline_code'),
    idempotencyKey: text('idempotency_key'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sandbox_charges_idempotency_key').on(t.idempotencyKey),
    index('sandbox_charges_customer_idx').on(t.customerId),
  ],
);

export type SubscriptionPlanRow = typeof subscriptionPlans.$inferSelect;
export type DiscountRow = typeof discounts.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type InvitationRow = typeof invitations.$inferSelect;
