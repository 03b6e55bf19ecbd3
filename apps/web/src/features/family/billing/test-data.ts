import {
  PLAN_PRODUCT_NAMES,
  annualSavings,
  displayPrice,
  formatPrice,
  type PlanInterval,
  type SubscriptionInfo,
  type SubscriptionPlan,
  type SubscriptionRequiredMetadata,
} from '@pagebird/contract';

/** A plan as the server presents it (display fields from the contract's own maths). */
export function makePlan(
  interval: PlanInterval,
  price: number,
  overrides: Partial<SubscriptionPlan> = {},
): SubscriptionPlan {
  const annual = interval === 'year' ? annualSavings(price, 999) : null;
  return {
    priceId: `price_${interval}`,
    productName: PLAN_PRODUCT_NAMES[interval],
    interval,
    price,
    normalPrice: price,
    displayPrice: displayPrice(price),
    formattedPrice: formatPrice(price),
    currencyCode: 'USD',
    trialPeriodDays: 7,
    oldPrice: annual?.oldPrice ?? null,
    formattedOldPrice: annual?.formattedOldPrice ?? null,
    savedPercent: annual?.savedPercent ?? null,
    additionalInfo: annual?.additionalInfo ?? null,
    discount: null,
    ...overrides,
  };
}

export const PLANS = [
  makePlan('day', 99),
  makePlan('week', 299),
  makePlan('month', 999),
  makePlan('year', 5999),
];

export function requiredMeta(
  overrides: Partial<SubscriptionRequiredMetadata> = {},
): SubscriptionRequiredMetadata {
  return {
    accessToken: 'access-token-1',
    parentSignInRequired: false,
    signupStep: 'PLAN_SELECTION',
    reason: 'NO_SUBSCRIPTION',
    status: null,
    cancellationType: null,
    priceId: null,
    trialAvailable: true,
    ...overrides,
  };
}

export const required418 = (overrides: Partial<SubscriptionRequiredMetadata> = {}) => ({
  code: 'SUBSCRIPTION_REQUIRED',
  message: 'A subscription is needed to continue.',
  metadata: requiredMeta(overrides),
});

export function makeSubscription(overrides: Partial<SubscriptionInfo> = {}): SubscriptionInfo {
  return {
    id: '00000000-0000-4000-8000-0000000000a1',
    status: 'ACTIVE',
    usable: true,
    free: false,
    plan: PLANS[2]!,
    trialEnd: null,
    currentPeriodStart: '2026-11-01T00:00:00.000Z',
    currentPeriodEnd: '2026-12-01T00:00:00.000Z',
    expirationDate: null,
    cancelAtPeriodEnd: false,
    cancellationType: null,
    cancellationReason: null,
    discount: null,
    nextPriceId: null,
    nextChargeAmount: 999,
    nextChargeDate: '2026-12-01T00:00:00.000Z',
    defaultPaymentMethod: null,
    ...overrides,
  };
}
