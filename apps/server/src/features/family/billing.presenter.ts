import {
  CARD_BRAND_LABELS,
  PLAN_PRODUCT_NAMES,
  annualSavings,
  displayPrice,
  formatPrice,
  type AppliedDiscount,
  type CancellationType,
  type PaymentMethod,
  type PlanInterval,
  type SubscriptionInfo,
  type SubscriptionPlan,
  type SubscriptionStatus,
} from '@pagebird/contract';
import type { DiscountRow, SubscriptionPlanRow, SubscriptionRow } from '../../db/schema/index.ts';
import type { ProviderCard } from '../../providers/payments/index.ts';

export function toDiscount(d: DiscountRow, currencyCode = 'USD'): AppliedDiscount {
  return {
    promoCode: d.promoCode,
    priceId: d.priceId,
    discountPrice: d.discountPrice,
    normalPrice: d.normalPrice,
    displayDiscountPrice: displayPrice(d.discountPrice),
    displayNormalPrice: displayPrice(d.normalPrice),
    formattedDiscountPrice: formatPrice(d.discountPrice, currencyCode),
    formattedNormalPrice: formatPrice(d.normalPrice, currencyCode),
    duration: d.duration as AppliedDiscount['duration'],
    durationInPeriods: d.durationInPeriods,
    validUntil: d.validUntil?.toISOString() ?? null,
  };
}

/**
 * Spec §3 "Subscription plan" with display price (cents / 100), product name and, for the annual
 * plan, the old price (monthly × 12), saved percent and per-month info. A promo code for this
 * plan replaces `price` with its discount price.
 */
export function toPlan(
  p: SubscriptionPlanRow,
  ctx: { monthlyCents: number | null; trialAvailable: boolean; discount?: DiscountRow | null },
): SubscriptionPlan {
  const discount = ctx.discount && ctx.discount.priceId === p.priceId ? ctx.discount : null;
  const price = discount ? discount.discountPrice : p.priceCents;
  const annual =
    p.interval === 'year' && ctx.monthlyCents
      ? annualSavings(price, ctx.monthlyCents, p.currencyCode)
      : null;
  return {
    priceId: p.priceId,
    productName: PLAN_PRODUCT_NAMES[p.interval as PlanInterval],
    interval: p.interval as PlanInterval,
    price,
    normalPrice: p.priceCents,
    displayPrice: displayPrice(price),
    formattedPrice: formatPrice(price, p.currencyCode),
    currencyCode: p.currencyCode,
    trialPeriodDays: ctx.trialAvailable ? p.trialPeriodDays : 0,
    oldPrice: annual?.oldPrice ?? null,
    formattedOldPrice: annual?.formattedOldPrice ?? null,
    savedPercent: annual?.savedPercent ?? null,
    additionalInfo: annual?.additionalInfo ?? null,
    discount: discount ? toDiscount(discount, p.currencyCode) : null,
  };
}

export function toPaymentMethod(c: ProviderCard, defaultId: string | null): PaymentMethod {
  return {
    id: c.id,
    brand: c.brand,
    brandLabel: CARD_BRAND_LABELS[c.brand],
    last4: c.last4,
    expirationMonth: c.expMonth,
    expirationYear: c.expYear,
    isDefault: c.id === defaultId,
  };
}

export const USABLE_STATUSES: readonly string[] = ['TRIALING', 'ACTIVE'];

/** A subscription the family may use: trialing or active (the renewal job gets a day of slack). */
export function isUsable(s: SubscriptionRow | undefined, now: Date): boolean {
  return Boolean(
    s &&
    USABLE_STATUSES.includes(s.status) &&
    s.currentPeriodEnd.getTime() + 24 * 60 * 60_000 > now.getTime(),
  );
}

/** The discounted price applies while periods are left and the plan is the discount's plan. */
export function discountApplies(
  s: Pick<SubscriptionRow, 'discountId' | 'discountPeriodsLeft'>,
  d: DiscountRow | null | undefined,
  priceId: string,
): d is DiscountRow {
  return Boolean(
    d &&
    s.discountId === d.id &&
    d.priceId === priceId &&
    (s.discountPeriodsLeft === null || s.discountPeriodsLeft > 0),
  );
}

export function toSubscriptionInfo(
  s: SubscriptionRow,
  ctx: {
    now: Date;
    plan: SubscriptionPlanRow;
    monthlyCents: number | null;
    discount: DiscountRow | null | undefined;
    nextPlan: SubscriptionPlanRow | null | undefined;
    defaultCard: ProviderCard | null;
  },
): SubscriptionInfo {
  const usable = isUsable(s, ctx.now);
  const chargePlan = ctx.nextPlan ?? ctx.plan;
  const renews = usable && !s.cancelAtPeriodEnd && (Boolean(s.paymentMethodId) || !s.free);
  const nextAmount = discountApplies(s, ctx.discount, chargePlan.priceId)
    ? ctx.discount.discountPrice
    : chargePlan.priceCents;
  return {
    id: s.id,
    status: s.status as SubscriptionStatus,
    usable,
    free: s.free,
    plan: toPlan(ctx.plan, {
      monthlyCents: ctx.monthlyCents,
      trialAvailable: false,
      discount: discountApplies(s, ctx.discount, ctx.plan.priceId) ? ctx.discount : null,
    }),
    trialEnd: s.trialEnd?.toISOString() ?? null,
    currentPeriodStart: s.currentPeriodStart.toISOString(),
    currentPeriodEnd: s.currentPeriodEnd.toISOString(),
    expirationDate: renews
      ? null
      : ((s.endedAt ?? (usable ? s.currentPeriodEnd : null))?.toISOString() ?? null),
    cancelAtPeriodEnd: s.cancelAtPeriodEnd,
    cancellationType: (s.cancellationType as CancellationType | null) ?? null,
    cancellationReason: s.cancellationReason,
    discount:
      ctx.discount && s.discountId === ctx.discount.id
        ? { ...toDiscount(ctx.discount, ctx.plan.currencyCode), periodsLeft: s.discountPeriodsLeft }
        : null,
    nextPriceId: s.nextPriceId,
    nextChargeAmount: renews ? nextAmount : null,
    nextChargeDate: renews ? s.currentPeriodEnd.toISOString() : null,
    defaultPaymentMethod: ctx.defaultCard
      ? toPaymentMethod(ctx.defaultCard, ctx.defaultCard.id)
      : null,
  };
}

/** The end of one billing period that starts at `from`. */
export function addInterval(from: Date, interval: string, days?: number): Date {
  const d = new Date(from.getTime());
  if (days !== undefined) d.setUTCDate(d.getUTCDate() + days);
  else if (interval === 'day') d.setUTCDate(d.getUTCDate() + 1);
  else if (interval === 'week') d.setUTCDate(d.getUTCDate() + 7);
  else if (interval === 'month') d.setUTCMonth(d.getUTCMonth() + 1);
  else d.setUTCFullYear(d.getUTCFullYear() + 1);
  return d;
}
