import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  AppErrorCode,
  PROMO_MESSAGES,
  Role,
  SIGNUP_MESSAGES,
  type CustomerResponse,
  type PaymentDeclinedMetadata,
  type PaymentMethodsResponse,
  type PlansResponse,
  type PromoRefusal,
  type PromoResponse,
  type SubscriptionInfo,
  type SubscriptionRequiredMetadata,
  type cardDetailsSchema,
  type createSubscriptionBodySchema,
  type defaultPaymentMethodBodySchema,
} from '@pagebird/contract';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import { requireParentGate } from '../../lib/parent-gate.ts';
import type { DiscountRow, SubscriptionPlanRow, SubscriptionRow } from '../../db/schema/index.ts';
import {
  isPaymentDeclined,
  type PaymentDeclinedError,
  type PaymentsProvider,
  type ProviderCard,
} from '../../providers/payments/index.ts';
import {
  SandboxInputError,
  type SandboxPaymentsProvider,
} from '../../providers/payments/sandbox.ts';
import type { BillingRepo } from './billing.repo.ts';
import {
  addInterval,
  discountApplies,
  isUsable,
  toDiscount,
  toPaymentMethod,
  toPlan,
  toSubscriptionInfo,
} from './billing.presenter.ts';

/** Billing rules (docs/decisions/021). */
export const BILLING_RULES = {
  /** A billing issue not paid within this becomes INCOMPLETE_EXPIRED. */
  pastDueGraceMs: 7 * 24 * 60 * 60_000,
  /** The 418 check caches a family's answer this long (cleared on every local billing write). */
  accessCacheMs: 5_000,
} as const;

export interface BillingServiceDeps {
  repo: BillingRepo;
  provider: PaymentsProvider;
  clock: Clock;
  logger: Logger;
  /** Sessions of a deleted pending account are gone: forget cached ones. */
  forgetSessions: () => void;
  /** A subscription changed here: the other instances forget their cached access (028). */
  onAccessChanged?: () => void;
}

type PromoCheck = { discount: DiscountRow } | { refusal: PromoRefusal };

const REFUSAL_TEXT: Record<PromoRefusal, string> = {
  NOT_FOUND: PROMO_MESSAGES.notFound,
  INACTIVE: PROMO_MESSAGES.inactive,
  NOT_YET_VALID: PROMO_MESSAGES.notYetValid,
  EXPIRED: PROMO_MESSAGES.expired,
  USED_UP: PROMO_MESSAGES.usedUp,
  NOT_FOR_PLAN: PROMO_MESSAGES.notForPlan,
};

export const promoRefused = (reason: PromoRefusal) =>
  new AppError(
    AppErrorCode.BAD_REQUEST,
    REFUSAL_TEXT[reason],
    { promoCode: REFUSAL_TEXT[reason] },
    { reason },
  );

function declined(err: PaymentDeclinedError, meta: Omit<PaymentDeclinedMetadata, 'declineCode'>) {
  return new AppError(AppErrorCode.PAYMENT_DECLINED, err.message, undefined, {
    declineCode: err.declineCode,
    ...meta,
  });
}

const notFound = () => new AppError(AppErrorCode.NOT_FOUND);

export function createBillingService(deps: BillingServiceDeps) {
  const { repo, provider, clock, logger } = deps;
  const accessCache = new Map<string, { usable: boolean; until: number }>();
  const changed = () => {
    accessCache.clear();
    deps.onAccessChanged?.();
  };

  async function monthlyCents(plans?: SubscriptionPlanRow[]): Promise<number | null> {
    const list = plans ?? (await repo.listPlans());
    return list.find((p) => p.interval === 'month')?.priceCents ?? null;
  }

  async function checkPromo(code: string, userId: string | null, now: Date): Promise<PromoCheck> {
    const d = await repo.findDiscountByCode(code);
    if (!d) return { refusal: 'NOT_FOUND' };
    if (!d.active) return { refusal: 'INACTIVE' };
    if (d.validFrom && d.validFrom > now) return { refusal: 'NOT_YET_VALID' };
    if (d.validUntil && d.validUntil <= now) return { refusal: 'EXPIRED' };
    if (d.maxUses !== null && d.uses >= d.maxUses) return { refusal: 'USED_UP' };
    if (userId && (await repo.hasRedeemed(d.id, userId))) return { refusal: 'USED_UP' };
    return { discount: d };
  }

  async function requireParent(auth: AuthContext) {
    if (auth.user.role !== Role.PARENT) throw new AppError(AppErrorCode.FORBIDDEN);
    const parent = await repo.findParent(auth.user.id);
    if (!parent) throw new AppError(AppErrorCode.UNAUTHENTICATED);
    return parent;
  }

  async function ensureCustomer(parent: {
    id: string;
    email: string | null;
    name: string;
    customerId: string | null;
  }) {
    if (parent.customerId) return parent.customerId;
    const { id } = await provider.createCustomer({
      email: parent.email ?? '',
      name: parent.name,
      idempotencyKey: `customer:${parent.id}`,
    });
    await repo.setCustomerId(parent.id, id);
    return id;
  }

  async function defaultCard(customerId: string | null, pmId: string | null) {
    if (!customerId || !pmId) return null;
    const cards = await provider.listPaymentMethods(customerId);
    return cards.find((c) => c.id === pmId) ?? null;
  }

  async function info(sub: SubscriptionRow, customerId: string | null): Promise<SubscriptionInfo> {
    const plans = await repo.listPlans();
    const plan = plans.find((p) => p.priceId === sub.priceId) ?? (await repo.findPlan(sub.priceId));
    const nextPlan = sub.nextPriceId ? plans.find((p) => p.priceId === sub.nextPriceId) : null;
    const discount = sub.discountId ? await repo.findDiscountById(sub.discountId) : null;
    return toSubscriptionInfo(sub, {
      now: clock.now(),
      plan: plan!,
      monthlyCents: await monthlyCents(plans),
      discount,
      nextPlan,
      defaultCard: await defaultCard(customerId, sub.paymentMethodId),
    });
  }

  /** The 418 answer for a family without a usable subscription (spec §4). */
  async function requiredMetadata(
    parentId: string,
    role: string,
    token: string | null,
  ): Promise<SubscriptionRequiredMetadata> {
    const sub = await repo.findSubscription(parentId);
    const billingIssue =
      sub?.cancellationType === 'BILLING_ISSUE' &&
      (sub.status === 'PAST_DUE' || sub.status === 'INCOMPLETE_EXPIRED');
    return {
      accessToken: role === Role.PARENT ? token : null,
      parentSignInRequired: role !== Role.PARENT,
      signupStep: billingIssue ? 'CARD_DETAILS' : 'PLAN_SELECTION',
      reason: !sub ? 'NO_SUBSCRIPTION' : billingIssue ? 'BILLING_ISSUE' : 'ENDED',
      status: (sub?.status as SubscriptionRequiredMetadata['status']) ?? null,
      cancellationType:
        (sub?.cancellationType as SubscriptionRequiredMetadata['cancellationType']) ?? null,
      priceId: sub?.priceId ?? null,
      trialAvailable: !sub,
    };
  }

  async function subscriptionRequired(
    parentId: string,
    role: string,
    token: string | null,
    overrides: Partial<SubscriptionRequiredMetadata> = {},
  ) {
    return new AppError(AppErrorCode.SUBSCRIPTION_REQUIRED, undefined, undefined, {
      ...(await requiredMetadata(parentId, role, token)),
      ...overrides,
    });
  }

  /**
   * Card step failed for a pending sign-up (never subscribed, no child): remove the account and
   * its payments customer so nothing half-made stays (spec §4: back to account creation).
   */
  async function abandonPendingSignup(parentId: string, customerId: string | null) {
    const removed = await repo.db.transaction((tx) => repo.deletePendingParent(parentId, tx));
    if (removed) {
      deps.forgetSessions();
      if (customerId) {
        await provider.deleteCustomer(customerId).catch((err: unknown) => {
          logger.warn({ err, customerId }, 'Could not delete the payments customer');
        });
      }
    }
    return removed;
  }

  async function attachCard(customerId: string, paymentMethodId: string): Promise<ProviderCard> {
    try {
      return await provider.attachPaymentMethod(customerId, paymentMethodId);
    } catch (err) {
      if (isPaymentDeclined(err)) throw err;
      logger.warn({ err }, 'Payment method could not be attached');
      throw new AppError(
        AppErrorCode.BAD_REQUEST,
        'This card could not be used. Please enter it again.',
        { paymentMethodId: 'This card could not be used. Please enter it again.' },
      );
    }
  }

  /**
   * Pay now and (re)start the period: a returning subscriber, a billing issue paid with a new
   * card. The charge is outside the transaction; its key makes a retried request charge once.
   */
  async function payAndActivate(
    sub: SubscriptionRow,
    customerId: string,
    card: ProviderCard,
    plan: SubscriptionPlanRow,
    discount: DiscountRow | null,
    idempotencyKey: string,
  ): Promise<SubscriptionRow> {
    const now = clock.now();
    const amount = discount ? discount.discountPrice : plan.priceCents;
    const charge = await provider.charge({
      customerId,
      paymentMethodId: card.id,
      amount,
      currency: plan.currencyCode,
      idempotencyKey,
      description: `${plan.priceId} subscription`,
    });
    const updated = await repo.db.transaction(async (tx) => {
      await repo.insertCharge(
        {
          subscriptionId: sub.id,
          idempotencyKey,
          providerChargeId: charge.id,
          amount,
          status: 'succeeded',
        },
        tx,
      );
      return repo.updateSubscription(
        sub.id,
        {
          status: 'ACTIVE',
          priceId: plan.priceId,
          nextPriceId: null,
          free: false,
          trialEnd: null,
          currentPeriodStart: now,
          currentPeriodEnd: addInterval(now, plan.interval),
          cancelAtPeriodEnd: false,
          cancellationType: null,
          cancellationReason: null,
          endedAt: null,
          pastDueSince: null,
          paymentMethodId: card.id,
          ...(discount
            ? {
                discountId: discount.id,
                discountPeriodsLeft:
                  periodsFor(discount) === null ? null : periodsFor(discount)! - 1,
              }
            : {}),
        },
        tx,
      );
    });
    changed();
    return updated;
  }

  const periodsFor = (d: DiscountRow): number | null =>
    d.duration === 'FOREVER' ? null : d.duration === 'ONCE' ? 1 : (d.durationInPeriods ?? 1);

  /** Renew one due subscription (job): charge once per period, or record the billing issue. */
  async function renewOne(id: string): Promise<void> {
    const now = clock.now();
    await repo.db.transaction(async (tx) => {
      const sub = await repo.lockSubscriptionById(id, tx);
      if (!sub) return; // another worker has it
      if (sub.status === 'PAST_DUE') {
        if (
          sub.pastDueSince &&
          sub.pastDueSince.getTime() + BILLING_RULES.pastDueGraceMs <= now.getTime()
        ) {
          await repo.updateSubscription(sub.id, { status: 'INCOMPLETE_EXPIRED', endedAt: now }, tx);
        }
        return;
      }
      if (!['TRIALING', 'ACTIVE'].includes(sub.status) || sub.currentPeriodEnd > now) return;
      if (sub.cancelAtPeriodEnd) {
        await repo.updateSubscription(
          sub.id,
          { status: 'CANCELED', endedAt: sub.currentPeriodEnd },
          tx,
        );
        return;
      }
      const parent = await repo.findParent(sub.userId, tx);
      if (!sub.paymentMethodId || !parent?.customerId) {
        await repo.updateSubscription(
          sub.id,
          {
            status: 'CANCELED',
            cancellationType: 'CANCELED_BY_SYSTEM',
            endedAt: sub.currentPeriodEnd,
          },
          tx,
        );
        return;
      }
      const plan =
        (await repo.findPlan(sub.nextPriceId ?? sub.priceId, tx)) ??
        (await repo.findPlan(sub.priceId, tx));
      if (!plan) throw new Error(`Plan missing for subscription ${sub.id}`);
      const discount = sub.discountId ? await repo.findDiscountById(sub.discountId, tx) : null;
      const applies = discountApplies(sub, discount, plan.priceId);
      const amount = applies ? discount.discountPrice : plan.priceCents;
      const idempotencyKey = `renewal:${sub.id}:${sub.currentPeriodEnd.toISOString()}`;
      try {
        const charge = await provider.charge({
          customerId: parent.customerId,
          paymentMethodId: sub.paymentMethodId,
          amount,
          currency: plan.currencyCode,
          idempotencyKey,
          description: `${plan.priceId} renewal`,
        });
        await repo.insertCharge(
          {
            subscriptionId: sub.id,
            idempotencyKey,
            providerChargeId: charge.id,
            amount,
            status: 'succeeded',
          },
          tx,
        );
        let start = sub.currentPeriodEnd;
        let end = addInterval(start, plan.interval);
        if (end <= now) {
          start = now;
          end = addInterval(now, plan.interval);
        }
        await repo.updateSubscription(
          sub.id,
          {
            status: 'ACTIVE',
            priceId: plan.priceId,
            nextPriceId: null,
            free: false,
            currentPeriodStart: start,
            currentPeriodEnd: end,
            discountPeriodsLeft:
              applies && sub.discountPeriodsLeft !== null
                ? sub.discountPeriodsLeft - 1
                : sub.discountPeriodsLeft,
          },
          tx,
        );
      } catch (err) {
        if (!isPaymentDeclined(err)) throw err;
        await repo.insertCharge(
          {
            subscriptionId: sub.id,
            idempotencyKey,
            amount,
            status: 'failed',
            declineCode: err.declineCode,
          },
          tx,
        );
        await repo.updateSubscription(
          sub.id,
          { status: 'PAST_DUE', cancellationType: 'BILLING_ISSUE', pastDueSince: now },
          tx,
        );
        logger.info(
          { subscriptionId: sub.id, declineCode: err.declineCode },
          'Renewal declined: billing issue',
        );
      }
    });
  }

  async function requireSubscription(userId: string) {
    const sub = await repo.findSubscription(userId);
    if (!sub) throw new AppError(AppErrorCode.NOT_FOUND, SIGNUP_MESSAGES.noSubscription);
    return sub;
  }

  async function paymentMethods(
    customerId: string | null,
    defaultId: string | null,
  ): Promise<PaymentMethodsResponse> {
    const cards = customerId ? await provider.listPaymentMethods(customerId) : [];
    return { customerId, paymentMethods: cards.map((c) => toPaymentMethod(c, defaultId)) };
  }

  async function customerOf(parent: {
    id: string;
    email: string | null;
    customerId: string | null;
  }): Promise<CustomerResponse> {
    const sub = await repo.findSubscription(parent.id);
    return {
      customerId: parent.customerId,
      email: parent.email ?? '',
      subscription: sub ? await info(sub, parent.customerId) : null,
    };
  }

  return {
    /** Another instance changed a subscription: forget the cached access (not told onwards). */
    forgetLocalAccess(): void {
      accessCache.clear();
    },

    /** Is the family (parent id) allowed in? Cached briefly; every local billing write clears it. */
    async familyHasAccess(parentId: string): Promise<boolean> {
      const nowMs = clock.now().getTime();
      const hit = accessCache.get(parentId);
      if (hit && hit.until > nowMs) return hit.usable;
      const usable = isUsable(await repo.findSubscription(parentId), clock.now());
      if (accessCache.size > 10_000) accessCache.clear();
      accessCache.set(parentId, { usable, until: nowMs + BILLING_RULES.accessCacheMs });
      return usable;
    },

    subscriptionRequired,
    changed,

    async plans(auth: AuthContext, promoCode: string | undefined): Promise<PlansResponse> {
      const parent = await requireParent(auth);
      const now = clock.now();
      const plans = await repo.listPlans();
      const trialAvailable = !(await repo.findSubscription(parent.id));
      const check = promoCode ? await checkPromo(promoCode, parent.id, now) : null;
      const discount = check && 'discount' in check ? check.discount : null;
      const monthly = await monthlyCents(plans);
      return {
        plans: plans.map((p) => toPlan(p, { monthlyCents: monthly, trialAvailable, discount })),
        trialAvailable,
        promo: discount ? toDiscount(discount) : null,
        promoRefusal:
          check && 'refusal' in check
            ? { reason: check.refusal, message: REFUSAL_TEXT[check.refusal] }
            : null,
      };
    },

    async publicPlans() {
      const plans = await repo.listPlans();
      const monthly = await monthlyCents(plans);
      return {
        plans: plans.map((p) => toPlan(p, { monthlyCents: monthly, trialAvailable: true })),
      };
    },

    async promo(auth: AuthContext, code: string): Promise<PromoResponse> {
      const parent = await requireParent(auth);
      const check = await checkPromo(code, parent.id, clock.now());
      if ('refusal' in check) throw promoRefused(check.refusal);
      const plans = await repo.listPlans();
      const plan = plans.find((p) => p.priceId === check.discount.priceId);
      if (!plan) throw promoRefused('NOT_FOUND');
      const trialAvailable = !(await repo.findSubscription(parent.id));
      return {
        discount: toDiscount(check.discount, plan.currencyCode),
        plan: toPlan(plan, {
          monthlyCents: await monthlyCents(plans),
          trialAvailable,
          discount: check.discount,
        }),
      };
    },

    providerInfo() {
      return { provider: provider.name, publishableKey: provider.publishableKey };
    },

    /** GET /api/users/parent/subscription/check: the usable subscription, else 418. */
    async check(auth: AuthContext, token: string | null): Promise<SubscriptionInfo> {
      const parent = await requireParent(auth);
      const sub = await repo.findSubscription(parent.id);
      if (!sub || !isUsable(sub, clock.now()))
        throw await subscriptionRequired(parent.id, auth.user.role, token);
      return info(sub, parent.customerId);
    },

    async setupIntent(auth: AuthContext) {
      const parent = await requireParent(auth);
      const customerId = await ensureCustomer(parent);
      const si = await provider.createSetupIntent(customerId);
      return {
        provider: provider.name,
        setupIntentId: si.id,
        clientSecret: si.clientSecret,
        customerId,
        publishableKey: provider.publishableKey,
      };
    },

    /** Sandbox processor tokenisation (PAYMENTS=sandbox only). */
    async sandboxPaymentMethod(auth: AuthContext, card: z.output<typeof cardDetailsSchema>) {
      await requireParent(auth);
      if (provider.name !== 'sandbox') throw notFound();
      try {
        const t = await (provider as SandboxPaymentsProvider).tokenize(card);
        return {
          paymentMethodId: t.paymentMethodId,
          brand: t.brand,
          brandLabel: toPaymentMethod(t, null).brandLabel,
          last4: t.last4,
          expirationMonth: t.expMonth,
          expirationYear: t.expYear,
        };
      } catch (err) {
        if (err instanceof SandboxInputError) {
          throw new AppError(AppErrorCode.VALIDATION, undefined, { [err.field]: err.message });
        }
        throw err;
      }
    },

    /**
     * Sign-up card step (and the card step of a lapsed family): save the card, then start the
     * trial (first subscription) or charge now (returning subscriber, billing issue).
     */
    async create(
      auth: AuthContext,
      body: z.output<typeof createSubscriptionBodySchema>,
    ): Promise<SubscriptionInfo> {
      const parent = await requireParent(auth);
      const now = clock.now();
      const plan = await repo.findPlan(body.priceId);
      if (!plan)
        throw new AppError(AppErrorCode.BAD_REQUEST, 'Please choose a plan.', {
          priceId: 'Please choose a plan.',
        });
      const existing = await repo.findSubscription(parent.id);
      if (existing && isUsable(existing, now))
        throw new AppError(AppErrorCode.CONFLICT, SIGNUP_MESSAGES.alreadySubscribed);
      let discount: DiscountRow | null = null;
      if (body.promoCode) {
        const check = await checkPromo(body.promoCode, parent.id, now);
        if ('refusal' in check) throw promoRefused(check.refusal);
        if (check.discount.priceId !== plan.priceId) throw promoRefused('NOT_FOR_PLAN');
        discount = check.discount;
      }
      const customerId = await ensureCustomer(parent);
      let card: ProviderCard;
      try {
        card = await attachCard(customerId, body.paymentMethodId);
        await provider.setDefaultPaymentMethod(customerId, card.id);
      } catch (err) {
        if (!isPaymentDeclined(err)) throw err;
        const removed = !existing && (await abandonPendingSignup(parent.id, customerId));
        throw declined(err, {
          signupStep: removed ? 'ACCOUNT_CREATION' : 'CARD_DETAILS',
          accountRemoved: removed,
        });
      }

      // Claim the promo code atomically before anything is charged or started.
      const claim = async () => {
        if (!discount) return;
        await repo.db.transaction(async (tx) => {
          if (!(await repo.claimDiscount(discount.id, now, tx))) throw promoRefused('USED_UP');
          await repo.recordRedemption(discount.id, parent.id, tx).catch(() => {
            throw promoRefused('USED_UP');
          });
        });
      };

      if (!existing && plan.trialPeriodDays > 0) {
        // First subscription: the trial starts, the card is charged when it ends.
        const sub = await repo.db.transaction(async (tx) => {
          await repo.lockParent(parent.id, tx);
          if (await repo.findSubscription(parent.id, tx)) {
            throw new AppError(AppErrorCode.CONFLICT, SIGNUP_MESSAGES.alreadySubscribed);
          }
          if (discount) {
            if (!(await repo.claimDiscount(discount.id, now, tx))) throw promoRefused('USED_UP');
            await repo.recordRedemption(discount.id, parent.id, tx);
          }
          const trialEnd = addInterval(now, plan.interval, plan.trialPeriodDays);
          return repo.insertSubscription(
            {
              userId: parent.id,
              priceId: plan.priceId,
              status: 'TRIALING',
              trialEnd,
              currentPeriodStart: now,
              currentPeriodEnd: trialEnd,
              paymentMethodId: card.id,
              discountId: discount?.id ?? null,
              discountPeriodsLeft: discount ? periodsFor(discount) : null,
            },
            tx,
          );
        });
        changed();
        return info(sub, customerId);
      }

      // Returning subscriber or a billing issue: pay now.
      const row =
        existing ??
        (await repo.db.transaction(async (tx) => {
          await repo.lockParent(parent.id, tx);
          return repo.insertSubscription(
            {
              userId: parent.id,
              priceId: plan.priceId,
              status: 'INCOMPLETE_EXPIRED',
              currentPeriodStart: now,
              currentPeriodEnd: now,
              paymentMethodId: card.id,
            },
            tx,
          );
        }));
      await claim();
      try {
        const sub = await payAndActivate(
          row,
          customerId,
          card,
          plan,
          discount,
          `start:${row.id}:${randomUUID()}`,
        );
        return info(sub, customerId);
      } catch (err) {
        if (!isPaymentDeclined(err)) throw err;
        await repo.updateSubscription(row.id, { paymentMethodId: card.id });
        throw declined(err, { signupStep: 'CARD_DETAILS', accountRemoved: false });
      }
    },

    async customer(auth: AuthContext): Promise<CustomerResponse> {
      requireParentGate(auth);
      return customerOf(await requireParent(auth));
    },

    async payment(auth: AuthContext): Promise<PaymentMethodsResponse> {
      requireParentGate(auth);
      const parent = await requireParent(auth);
      const sub = await repo.findSubscription(parent.id);
      return paymentMethods(parent.customerId, sub?.paymentMethodId ?? null);
    },

    /** Save a new default card; a billing issue (or a lapsed plan) is paid with it at once. */
    async addPaymentMethod(
      auth: AuthContext,
      paymentMethodId: string,
    ): Promise<PaymentMethodsResponse> {
      requireParentGate(auth);
      const parent = await requireParent(auth);
      const customerId = await ensureCustomer(parent);
      const sub = await repo.findSubscription(parent.id);
      let card: ProviderCard;
      try {
        card = await attachCard(customerId, paymentMethodId);
      } catch (err) {
        if (isPaymentDeclined(err))
          throw declined(err, { signupStep: 'CARD_DETAILS', accountRemoved: false });
        throw err;
      }
      await provider.setDefaultPaymentMethod(customerId, card.id);
      if (sub && (sub.status === 'PAST_DUE' || sub.status === 'INCOMPLETE_EXPIRED')) {
        const plan = await repo.findPlan(sub.nextPriceId ?? sub.priceId);
        try {
          await payAndActivate(
            sub,
            customerId,
            card,
            plan!,
            null,
            `recover:${sub.id}:${card.id}:${sub.updatedAt.toISOString()}`,
          );
        } catch (err) {
          if (isPaymentDeclined(err))
            throw declined(err, { signupStep: 'CARD_DETAILS', accountRemoved: false });
          throw err;
        }
      } else if (sub) {
        await repo.updateSubscription(sub.id, { paymentMethodId: card.id });
        changed();
      }
      return paymentMethods(customerId, card.id);
    },

    async defaultPaymentMethod(
      auth: AuthContext,
      body: z.output<typeof defaultPaymentMethodBodySchema>,
    ): Promise<PaymentMethodsResponse> {
      requireParentGate(auth);
      const parent = await requireParent(auth);
      // Another family's customer or card is simply not found.
      if (!parent.customerId || parent.customerId !== body.customerId) throw notFound();
      const cards = await provider.listPaymentMethods(parent.customerId);
      if (!cards.some((c) => c.id === body.paymentMethodId)) throw notFound();
      await provider.setDefaultPaymentMethod(parent.customerId, body.paymentMethodId);
      const sub = await repo.findSubscription(parent.id);
      if (sub) await repo.updateSubscription(sub.id, { paymentMethodId: body.paymentMethodId });
      changed();
      return paymentMethods(parent.customerId, body.paymentMethodId);
    },

    async setCancellationReason(auth: AuthContext, reason: string): Promise<SubscriptionInfo> {
      requireParentGate(auth);
      const parent = await requireParent(auth);
      const sub = await requireSubscription(parent.id);
      return info(
        await repo.updateSubscription(sub.id, { cancellationReason: reason }),
        parent.customerId,
      );
    },

    async cancel(auth: AuthContext) {
      requireParentGate(auth);
      const parent = await requireParent(auth);
      const sub = await requireSubscription(parent.id);
      if (!isUsable(sub, clock.now()))
        throw new AppError(AppErrorCode.CONFLICT, SIGNUP_MESSAGES.noSubscription);
      const updated = await repo.updateSubscription(sub.id, {
        cancelAtPeriodEnd: true,
        cancellationType: 'CANCELED_BY_USER',
      });
      changed();
      return {
        message: SIGNUP_MESSAGES.canceled,
        detail: null,
        subscription: await info(updated, parent.customerId),
      };
    },

    async restore(auth: AuthContext) {
      requireParentGate(auth);
      const parent = await requireParent(auth);
      const sub = await requireSubscription(parent.id);
      if (!isUsable(sub, clock.now()))
        throw new AppError(AppErrorCode.CONFLICT, SIGNUP_MESSAGES.cannotRestore);
      if (!sub.cancelAtPeriodEnd)
        throw new AppError(AppErrorCode.CONFLICT, SIGNUP_MESSAGES.notCancelled);
      const updated = await repo.updateSubscription(sub.id, {
        cancelAtPeriodEnd: false,
        cancellationType: null,
        cancellationReason: null,
      });
      changed();
      return {
        message: SIGNUP_MESSAGES.restored,
        detail: SIGNUP_MESSAGES.restoredDetail,
        subscription: await info(updated, parent.customerId),
      };
    },

    /** Change plan: at once during a trial, else from the next renewal (no proration). */
    async changePlan(auth: AuthContext, priceId: string) {
      requireParentGate(auth);
      const parent = await requireParent(auth);
      const sub = await requireSubscription(parent.id);
      if (!isUsable(sub, clock.now()))
        throw new AppError(AppErrorCode.CONFLICT, SIGNUP_MESSAGES.noSubscription);
      const plan = await repo.findPlan(priceId);
      if (!plan)
        throw new AppError(AppErrorCode.BAD_REQUEST, 'Please choose a plan.', {
          priceId: 'Please choose a plan.',
        });
      if ((sub.nextPriceId ?? sub.priceId) === priceId)
        throw new AppError(AppErrorCode.CONFLICT, SIGNUP_MESSAGES.samePlan);
      const updated =
        sub.status === 'TRIALING'
          ? await repo.updateSubscription(sub.id, { priceId, nextPriceId: null })
          : await repo.updateSubscription(sub.id, {
              nextPriceId: priceId === sub.priceId ? null : priceId,
            });
      changed();
      return {
        message: SIGNUP_MESSAGES.planChanged,
        detail: null,
        subscription: await info(updated, parent.customerId),
      };
    },

    /** Bring this family's subscription up to date now (a due renewal runs, as the job would). */
    async forceSync(auth: AuthContext): Promise<CustomerResponse> {
      requireParentGate(auth);
      const parent = await requireParent(auth);
      const sub = await repo.findSubscription(parent.id);
      if (sub) await renewOne(sub.id);
      if (sub && parent.customerId && sub.paymentMethodId) {
        const cards = await provider.listPaymentMethods(parent.customerId);
        if (!cards.some((c) => c.id === sub.paymentMethodId)) {
          await repo.updateSubscription(sub.id, { paymentMethodId: cards[0]?.id ?? null });
        }
      }
      changed();
      return customerOf(parent);
    },

    /** The renewal / trial-end job: every due subscription, each in its own locked transaction. */
    async processDue(): Promise<{ processed: number }> {
      const now = clock.now();
      const ids = await repo.dueSubscriptionIds(
        now,
        new Date(now.getTime() - BILLING_RULES.pastDueGraceMs),
      );
      for (const id of ids) {
        try {
          await renewOne(id);
        } catch (err) {
          logger.error(
            { err, subscriptionId: id },
            'Renewal failed; it is retried on the next run',
          );
        }
      }
      if (ids.length) changed();
      return { processed: ids.length };
    },

    /** Stripe webhook: keep our copy consistent with what happened at Stripe. */
    async customerDeleted(customerId: string) {
      await repo.clearCustomer(customerId);
      changed();
    },

    async paymentMethodDetached(paymentMethodId: string) {
      await repo.clearPaymentMethod(paymentMethodId);
      changed();
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
