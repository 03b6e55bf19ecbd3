import { z } from 'zod';
import creditCardType from 'credit-card-type';
import { Role } from '../auth/roles.ts';
import { endpoint } from '../common/endpoint.ts';
import { emailSchema, passwordSchema } from '../validation/basic.ts';
import { classCodeSchema } from '../auth/auth.schemas.ts';

/**
 * Families (issue 11): payments, sign-up, subscriptions, promo codes, invitations and the
 * class-time-over offer (spec §3 "Subscription plan", "Subscription", "Payment method",
 * "Discount", "Offer info"; §4 "Sign-up", "Subscription required"; §7 "Subscription";
 * §9 "Prices", "Annual plan savings"). Decision: docs/decisions/021-payments-and-subscriptions.md.
 *
 * Money is always integer cents in `price`-like fields; `displayPrice`-like fields are
 * cents / 100 (spec §9) and `formatted…` fields are ready to show ("$9.99").
 *
 * The sign-up flow (spec §4):
 *  1. `POST /api/v2/users/parent` creates the account and answers **418** SUBSCRIPTION_REQUIRED
 *     with `metadata` of `subscriptionRequiredMetadataSchema` (its `accessToken` is the new
 *     session; `signupStep` says where to go). The account row exists from this step on but has
 *     no subscription ("pending"); if the card step fails, the server deletes that pending
 *     account (and its payments customer) so nothing half-made stays, and the client returns to
 *     account creation (`metadata.signupStep === 'ACCOUNT_CREATION'`).
 *  2. `GET /api/subscription/plans?promoCode` (plan selection; `GET /api/subscription/promo/{code}`
 *     checks a code and answers the clear refusal text).
 *  3. Card details: the card becomes a `paymentMethodId` (sandbox: `POST
 *     /api/payments/sandbox/payment-methods`, the sandbox processor's tokenisation; stripe:
 *     Stripe Elements `createPaymentMethod`, with `GET /api/subscription/provider` giving the
 *     publishable key), then `POST /api/subscription` creates the subscription (trial when
 *     `trialAvailable`), or answers 402 PAYMENT_DECLINED.
 *
 * 418 on any other request of a PARENT or CHILD session (subscription lapsed, billing issue,
 * cancelled and ended): same metadata. Routes that never answer 418: sign-up, everything under
 * `/api/subscription`, `/api/payments`, `/api/users/parent/subscription/check` (it answers 418 as its
 * result), login, logout, `/api/users/details`, password routes, webhooks, invitation, offer.
 */

const tags = ['billing'] as const;
const PARENT = [Role.PARENT] as const;

// ── plans and prices ──

export const PLAN_INTERVALS = ['day', 'week', 'month', 'year'] as const;
export const planIntervalSchema = z.enum(PLAN_INTERVALS);
export type PlanInterval = z.infer<typeof planIntervalSchema>;

/** Spec §3: the product name of each plan interval. */
export const PLAN_PRODUCT_NAMES: Record<PlanInterval, string> = {
  day: 'Daily Plan',
  week: 'Weekly Plan',
  month: 'Monthly Plan',
  year: 'Annual Plan',
};

/** Spec §9 "Prices": cents divided by 100. */
export function displayPrice(cents: number): number {
  return Math.round(cents) / 100;
}

/** "$9.99" for 999 cents in USD (en-US). */
export function formatPrice(cents: number, currencyCode = 'USD'): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currencyCode }).format(
    displayPrice(cents),
  );
}

/**
 * Spec §3 / §9 "Annual plan savings": the annual plan's old price is the monthly price on a
 * twelve-month basis, the saving is the percent against twelve monthly payments (rounded), and
 * the additional info is the per-month cost ("$6.67 per month").
 */
export function annualSavings(
  annualCents: number,
  monthlyCents: number,
  currencyCode = 'USD',
): { oldPrice: number; formattedOldPrice: string; savedPercent: number; additionalInfo: string } {
  const twelveMonths = monthlyCents * 12;
  return {
    oldPrice: displayPrice(twelveMonths),
    formattedOldPrice: formatPrice(twelveMonths, currencyCode),
    savedPercent: twelveMonths > 0 ? Math.round((1 - annualCents / twelveMonths) * 100) : 0,
    additionalInfo: `${formatPrice(Math.round(annualCents / 12), currencyCode)} per month`,
  };
}

/** The discount a promo code gives on one plan (spec §3 "Discount"). */
export const DISCOUNT_DURATIONS = ['ONCE', 'REPEATING', 'FOREVER'] as const;
export const discountDurationSchema = z.enum(DISCOUNT_DURATIONS);
export type DiscountDuration = z.infer<typeof discountDurationSchema>;

export const appliedDiscountSchema = z.object({
  promoCode: z.string(),
  /** The plan the code applies to. */
  priceId: z.string(),
  /** Cents. */
  discountPrice: z.number().int(),
  normalPrice: z.number().int(),
  displayDiscountPrice: z.number(),
  displayNormalPrice: z.number(),
  formattedDiscountPrice: z.string(),
  formattedNormalPrice: z.string(),
  /** ONCE: first charge only; REPEATING: `durationInPeriods` charges; FOREVER: every charge. */
  duration: discountDurationSchema,
  durationInPeriods: z.number().int().nullable(),
  /** ISO date-time; null = no end. */
  validUntil: z.string().nullable(),
});
export type AppliedDiscount = z.infer<typeof appliedDiscountSchema>;

/** Spec §3 "Subscription plan" with its derived display fields. */
export const subscriptionPlanSchema = z.object({
  priceId: z.string(),
  productName: z.string(),
  interval: planIntervalSchema,
  /** Cents charged per interval — the promo price when `discount` is set. */
  price: z.number().int(),
  /** Cents without a promo code. */
  normalPrice: z.number().int(),
  /** price / 100. */
  displayPrice: z.number(),
  /** "$9.99". */
  formattedPrice: z.string(),
  currencyCode: z.string(),
  /** 0 when the caller gets no trial (spec §2 sign-up `required`: a returning subscriber). */
  trialPeriodDays: z.number().int().min(0),
  /** Annual only (display units): monthly price × 12. */
  oldPrice: z.number().nullable(),
  formattedOldPrice: z.string().nullable(),
  /** Annual only: percent saved against twelve monthly payments. */
  savedPercent: z.number().int().nullable(),
  /** Annual only: "$6.67 per month". */
  additionalInfo: z.string().nullable(),
  /** Set when the request's promo code applies to this plan. */
  discount: appliedDiscountSchema.nullable(),
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;

export const PROMO_CODE_MAX = 40;
export const promoCodeSchema = z
  .string()
  .trim()
  .min(1, 'Please enter a promo code.')
  .max(PROMO_CODE_MAX, 'This promo code is not valid.')
  .transform((v) => v.toUpperCase());

/** Refusal texts of a promo code (ours; the spec names the rules, not the texts). */
export const PROMO_MESSAGES = {
  notFound: 'This promo code is not valid.',
  inactive: 'This promo code is no longer active.',
  notYetValid: 'This promo code is not valid yet.',
  expired: 'This promo code has expired.',
  usedUp: 'This promo code has already been used the maximum number of times.',
  notForPlan: 'This promo code does not apply to the chosen plan.',
} as const;
export const PROMO_REFUSALS = [
  'NOT_FOUND',
  'INACTIVE',
  'NOT_YET_VALID',
  'EXPIRED',
  'USED_UP',
  'NOT_FOR_PLAN',
] as const;
export type PromoRefusal = (typeof PROMO_REFUSALS)[number];

export const plansQuerySchema = z.object({ promoCode: promoCodeSchema.optional() });

/**
 * Plans for the signed-in parent. An unusable `promoCode` is not an error here: `promo` is
 * null and `promoRefusal` carries the reason and text (the plans keep their normal prices).
 */
export const plansResponseSchema = z.object({
  plans: z.array(subscriptionPlanSchema),
  /** False for a parent who had a subscription or trial before: plans then show 0 trial days. */
  trialAvailable: z.boolean(),
  promo: appliedDiscountSchema.nullable(),
  promoRefusal: z.object({ reason: z.enum(PROMO_REFUSALS), message: z.string() }).nullable(),
});
export type PlansResponse = z.infer<typeof plansResponseSchema>;

export const publicPlansResponseSchema = z.object({ plans: z.array(subscriptionPlanSchema) });

export const promoParamsSchema = z.object({ code: promoCodeSchema });
/**
 * A usable code: the discount and the plan it changes. Refused codes answer 400 BAD_REQUEST
 * with the refusal text as `message` and `metadata.reason` (PromoRefusal).
 */
export const promoResponseSchema = z.object({
  discount: appliedDiscountSchema,
  plan: subscriptionPlanSchema,
});
export type PromoResponse = z.infer<typeof promoResponseSchema>;

// ── cards ──

export const CARD_BRANDS = [
  'amex',
  'diners',
  'discover',
  'eftpos_au',
  'jcb',
  'mastercard',
  'unionpay',
  'visa',
  'unknown',
] as const;
export const cardBrandSchema = z.enum(CARD_BRANDS);
export type CardBrand = z.infer<typeof cardBrandSchema>;

/** Spec §3: how a brand is shown (every other brand shows the generic card). */
export const CARD_BRAND_LABELS: Record<CardBrand, string> = {
  amex: 'Amex',
  diners: 'generic',
  discover: 'Discover',
  eftpos_au: 'generic',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  unionpay: 'Union Pay',
  visa: 'Visa',
  unknown: 'generic',
};

/** credit-card-type's brand ids → the spec's brands (its other brands show the generic card). */
export const CARD_TYPE_BRANDS: Readonly<Record<string, CardBrand>> = {
  'american-express': 'amex',
  'diners-club': 'diners',
  discover: 'discover',
  jcb: 'jcb',
  mastercard: 'mastercard',
  unionpay: 'unionpay',
  visa: 'visa',
};

/**
 * The brand of a (partial) card number, by the rules of `credit-card-type` (the ones
 * `card-validator` applies in the web's card form): while several brands still fit the first
 * digits, the likeliest (its list is sorted). The form shows this brand while typing and the
 * sandbox processor saves it, so the two always agree (e.g. 622126… is Union Pay for both).
 */
export function detectCardBrand(number: string): CardBrand {
  const n = number.replace(/\D/g, '');
  if (!n) return 'unknown';
  const first = creditCardType(n)[0];
  return (first && CARD_TYPE_BRANDS[first.type]) ?? 'unknown';
}

/** Luhn check of a card number (digits only). */
export function luhnValid(number: string): boolean {
  const n = number.replace(/\D/g, '');
  if (n.length < 12) return false;
  let sum = 0;
  for (let i = 0; i < n.length; i++) {
    let d = Number(n[n.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Card form texts (ours, in the words card processors use). */
export const CARD_MESSAGES = {
  numberRequired: 'Please enter your card number.',
  numberInvalid: 'Your card number is invalid.',
  expiryInvalid: "Your card's expiration date is invalid.",
  expiryPast: "Your card's expiration date is in the past.",
  cvcInvalid: "Your card's security code is incomplete.",
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expiredCard: 'Your card has expired.',
  processingError: 'An error occurred while processing your card. Try again in a little bit.',
} as const;

/** `now` is the client's (or the server's injected) clock; expiry is the end of that month. */
export function cardExpired(expMonth: number, expYear: number, now: Date): boolean {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth() + 1;
  return expYear < y || (expYear === y && expMonth < m);
}

/**
 * Card details for the sandbox processor (the browser's card form posts these only in sandbox
 * mode; with stripe the number never reaches our server). Luhn, month 1–12, year 2000–2099,
 * CVC 3 digits (4 for Amex). The past-expiry check needs a clock: the server adds it.
 */
export const cardDetailsSchema = z
  .object({
    number: z
      .string({ error: CARD_MESSAGES.numberRequired })
      .transform((v) => v.replace(/[\s-]/g, ''))
      .pipe(
        z
          .string()
          .min(1, CARD_MESSAGES.numberRequired)
          .regex(/^\d{12,19}$/, CARD_MESSAGES.numberInvalid)
          .refine(luhnValid, CARD_MESSAGES.numberInvalid),
      ),
    expMonth: z.coerce
      .number({ error: CARD_MESSAGES.expiryInvalid })
      .int(CARD_MESSAGES.expiryInvalid)
      .min(1, CARD_MESSAGES.expiryInvalid)
      .max(12, CARD_MESSAGES.expiryInvalid),
    /** Four digits (two-digit years are read as 20YY). */
    expYear: z.coerce
      .number({ error: CARD_MESSAGES.expiryInvalid })
      .int(CARD_MESSAGES.expiryInvalid)
      .transform((y) => (y < 100 ? 2000 + y : y))
      .pipe(
        z.number().min(2000, CARD_MESSAGES.expiryInvalid).max(2099, CARD_MESSAGES.expiryInvalid),
      ),
    cvc: z.string({ error: CARD_MESSAGES.cvcInvalid }).regex(/^\d{3,4}$/, CARD_MESSAGES.cvcInvalid),
  })
  .refine((c) => c.cvc.length === (detectCardBrand(c.number) === 'amex' ? 4 : 3), {
    message: CARD_MESSAGES.cvcInvalid,
    path: ['cvc'],
  });
export type CardDetails = z.input<typeof cardDetailsSchema>;

/** Spec §3 "Payment method". */
export const paymentMethodSchema = z.object({
  id: z.string(),
  brand: cardBrandSchema,
  /** CARD_BRAND_LABELS[brand]. */
  brandLabel: z.string(),
  last4: z.string(),
  expirationMonth: z.number().int(),
  expirationYear: z.number().int(),
  isDefault: z.boolean(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const paymentMethodIdSchema = z.string().trim().min(1).max(255);

// ── subscription ──

export const SUBSCRIPTION_STATUSES = [
  'TRIALING',
  'ACTIVE',
  /** Billing issue: a renewal charge failed; the family gets 418 until a new card pays. */
  'PAST_DUE',
  /** The billing issue lasted past the grace period. */
  'INCOMPLETE_EXPIRED',
  'CANCELED',
] as const;
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** Spec §3 cancellation sources. */
export const CANCELLATION_TYPES = [
  'CANCELED_BY_USER',
  'CANCELED_BY_SUPPORT',
  'CANCELED_BY_SYSTEM',
  'BILLING_ISSUE',
  'UNKNOWN',
] as const;
export const cancellationTypeSchema = z.enum(CANCELLATION_TYPES);
export type CancellationType = z.infer<typeof cancellationTypeSchema>;

export const subscriptionInfoSchema = z.object({
  id: z.string().uuid(),
  status: subscriptionStatusSchema,
  /** True while the family may use the product (TRIALING, ACTIVE). */
  usable: z.boolean(),
  /** An invitation's free subscription (no card needed until it ends). */
  free: z.boolean(),
  plan: subscriptionPlanSchema,
  /** ISO date-times. */
  trialEnd: z.string().nullable(),
  currentPeriodStart: z.string(),
  currentPeriodEnd: z.string(),
  /** When access ends (cancelled at period end, or lapsed); null while it auto-renews. */
  expirationDate: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  cancellationType: cancellationTypeSchema.nullable(),
  cancellationReason: z.string().nullable(),
  discount: appliedDiscountSchema.extend({ periodsLeft: z.number().int().nullable() }).nullable(),
  /** The plan that applies from the next renewal, after `PUT /api/subscription`. */
  nextPriceId: z.string().nullable(),
  /** Cents of the next charge and when (null when nothing will be charged). */
  nextChargeAmount: z.number().int().nullable(),
  nextChargeDate: z.string().nullable(),
  defaultPaymentMethod: paymentMethodSchema.nullable(),
});
export type SubscriptionInfo = z.infer<typeof subscriptionInfoSchema>;

// ── 418 "subscription required" ──

export const SIGNUP_STEPS = [
  'ACCOUNT_CREATION',
  'PLAN_SELECTION',
  'CARD_DETAILS',
  /** Free-subscription token accepted: call the subscription check, then onboarding. */
  'SUBSCRIPTION_CHECK',
] as const;
export const signupStepSchema = z.enum(SIGNUP_STEPS);
export type SignupStep = z.infer<typeof signupStepSchema>;

export const SUBSCRIPTION_REQUIRED_REASONS = [
  /** Never subscribed (new account). */
  'NO_SUBSCRIPTION',
  /** A renewal failed (PAST_DUE or INCOMPLETE_EXPIRED with BILLING_ISSUE): card details step. */
  'BILLING_ISSUE',
  /** Ended after cancellation, or a free subscription ran out. */
  'ENDED',
] as const;

/**
 * `metadata` of every 418 SUBSCRIPTION_REQUIRED answer (spec §4 "Subscription required").
 * PARENT: `accessToken` is the session to continue with (after sign-up: the new account's
 * session); the client stores it as its token (POST /api/login with `accessToken` also continues
 * that session instead of opening another). CHILD: `accessToken` is null and
 * `parentSignInRequired` true — only the parent can pay, so the client signs out to login.
 */
export const subscriptionRequiredMetadataSchema = z.object({
  accessToken: z.string().nullable(),
  parentSignInRequired: z.boolean(),
  signupStep: signupStepSchema,
  reason: z.enum(SUBSCRIPTION_REQUIRED_REASONS),
  status: subscriptionStatusSchema.nullable(),
  cancellationType: cancellationTypeSchema.nullable(),
  /** The plan of the lapsed subscription (pre-selected on the card step). */
  priceId: z.string().nullable(),
  /** False for returning subscribers (sign-up `required=true`). */
  trialAvailable: z.boolean(),
});
export type SubscriptionRequiredMetadata = z.infer<typeof subscriptionRequiredMetadataSchema>;

/** Header of a free-subscription (invitation) token on `POST /api/v2/users/parent`. */
export const FREE_SUBSCRIPTION_TOKEN_HEADER = 'free-subscription-token';

export const SIGNUP_MESSAGES = {
  emailTaken: 'An account with this email already exists. Please sign in.',
  invitationInvalid: 'This invitation link is invalid or has expired.',
  subscribed: 'Thanks! You will hear from us soon.',
  restored: 'Subscription restored!',
  restoredDetail: 'Your account will now auto renew.',
  planChanged: 'Subscription plan changed successfully.',
  canceled: 'Your subscription has been cancelled. You can use Pagebird until it ends.',
  defaultCardSet: 'Default card updated.',
  cardAdded: 'Card added.',
  noSubscription: 'There is no subscription to change.',
  samePlan: 'You are already on this plan.',
  notCancelled: 'This subscription is not cancelled.',
  cannotRestore: 'This subscription can no longer be restored. Please choose a plan.',
  alreadySubscribed: 'You already have a subscription.',
} as const;

export const parentSignupBodySchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  name: z.string().trim().max(60).optional(),
  consentToReceiveUpdates: z.boolean().optional(),
});
export type ParentSignupBody = z.input<typeof parentSignupBodySchema>;

/** Card step failed: 402 PAYMENT_DECLINED with this `metadata` (message: CARD_MESSAGES text). */
export const DECLINE_CODES = [
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
  'processing_error',
] as const;
export const paymentDeclinedMetadataSchema = z.object({
  declineCode: z.enum(DECLINE_CODES),
  /** ACCOUNT_CREATION: the pending account was removed (spec §4 failure → account creation). */
  signupStep: signupStepSchema,
  accountRemoved: z.boolean(),
});
export type PaymentDeclinedMetadata = z.infer<typeof paymentDeclinedMetadataSchema>;

export const createSubscriptionBodySchema = z.object({
  priceId: z.string().trim().min(1).max(100),
  paymentMethodId: paymentMethodIdSchema,
  promoCode: promoCodeSchema.optional(),
});
export type CreateSubscriptionBody = z.input<typeof createSubscriptionBodySchema>;

export const changePlanBodySchema = z.object({ priceId: z.string().trim().min(1).max(100) });
export const CANCELLATION_REASON_MAX = 500;
export const patchSubscriptionBodySchema = z.object({
  fieldName: z.literal('cancellationReason'),
  value: z
    .string()
    .trim()
    .min(1, 'Please tell us why you are cancelling.')
    .max(CANCELLATION_REASON_MAX, `At most ${CANCELLATION_REASON_MAX} characters.`),
});

export const subscriptionMessageResponseSchema = z.object({
  message: z.string(),
  detail: z.string().nullable(),
  subscription: subscriptionInfoSchema,
});

export const customerResponseSchema = z.object({
  customerId: z.string().nullable(),
  email: z.string(),
  subscription: subscriptionInfoSchema.nullable(),
});
export type CustomerResponse = z.infer<typeof customerResponseSchema>;

export const paymentMethodsResponseSchema = z.object({
  customerId: z.string().nullable(),
  paymentMethods: z.array(paymentMethodSchema),
});
export type PaymentMethodsResponse = z.infer<typeof paymentMethodsResponseSchema>;

export const defaultPaymentMethodBodySchema = z.object({
  customerId: z.string().trim().min(1).max(255),
  paymentMethodId: paymentMethodIdSchema,
});
export const addPaymentMethodBodySchema = z.object({ paymentMethodId: paymentMethodIdSchema });

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export const paymentProviderSchema = z.enum(PAYMENT_PROVIDERS);
export type PaymentProviderName = z.infer<typeof paymentProviderSchema>;

export const providerInfoSchema = z.object({
  provider: paymentProviderSchema,
  /** Stripe only: the key for Stripe.js / Elements. */
  publishableKey: z.string().nullable(),
});

export const setupIntentResponseSchema = z.object({
  provider: paymentProviderSchema,
  setupIntentId: z.string(),
  clientSecret: z.string(),
  customerId: z.string(),
  publishableKey: z.string().nullable(),
});

export const sandboxPaymentMethodResponseSchema = z.object({
  paymentMethodId: z.string(),
  brand: cardBrandSchema,
  brandLabel: z.string(),
  last4: z.string(),
  expirationMonth: z.number().int(),
  expirationYear: z.number().int(),
});

export const consumerSubscribeBodySchema = z.object({ email: emailSchema });
export const messageOnlySchema = z.object({ message: z.string() });

export const invitationParamsSchema = z.object({ token: z.string().trim().min(1).max(200) });
export const invitationResponseSchema = z.object({
  valid: z.boolean(),
  /** Days of free subscription the invitation gives (when valid). */
  freeDays: z.number().int().nullable(),
  /** The invited address, if the invitation names one (pre-fills the sign-up form). */
  email: z.string().nullable(),
  message: z.string().nullable(),
});
export type InvitationResponse = z.infer<typeof invitationResponseSchema>;

/** Spec §3 "Offer info" (class-time-over home offer) for a class code. */
export const offerInfoQuerySchema = z.object({ classCode: classCodeSchema });
export const offerInfoSchema = z.object({
  /** Cents; the client shows promoPrice / 100 dollars with the interval. */
  promoPrice: z.number().int(),
  normalPrice: z.number().int(),
  formattedPromoPrice: z.string(),
  promoCode: z.string(),
  subscription: z.object({
    interval: planIntervalSchema,
    priceId: z.string(),
    productName: z.string(),
  }),
});
export type OfferInfo = z.infer<typeof offerInfoSchema>;

export const billingApi = {
  /** Spec §7: create a parent account. Answers 418 (see module doc), never 2xx. */
  parentSignup: endpoint({
    method: 'POST',
    path: '/api/v2/users/parent',
    access: 'public',
    summary:
      'Create a parent account (optional free-subscription-token header): answers 418 with the new accessToken and the next sign-up step',
    tags,
    body: parentSignupBodySchema,
  }),
  subscriptionCheck: endpoint({
    method: 'GET',
    path: '/api/users/parent/subscription/check',
    access: PARENT,
    summary: "The parent's usable subscription, or 418 with where sign-up continues",
    tags,
    response: subscriptionInfoSchema,
  }),
  plans: endpoint({
    method: 'GET',
    path: '/api/subscription/plans',
    access: PARENT,
    summary: 'Plans with display prices for the signed-in parent (promo code applied if usable)',
    tags,
    query: plansQuerySchema,
    response: plansResponseSchema,
  }),
  publicPlans: endpoint({
    method: 'GET',
    path: '/api/subscription/public-plans',
    access: 'public',
    summary: 'Plans with display prices (landing pages)',
    tags,
    response: publicPlansResponseSchema,
  }),
  promo: endpoint({
    method: 'GET',
    path: '/api/subscription/promo/:code',
    access: PARENT,
    summary: 'Check a promo code: its discount and plan, or 400 with the refusal text',
    tags,
    params: promoParamsSchema,
    response: promoResponseSchema,
  }),
  provider: endpoint({
    method: 'GET',
    path: '/api/subscription/provider',
    access: 'public',
    summary: 'Which payments provider the card form talks to (sandbox or stripe) and its key',
    tags,
    response: providerInfoSchema,
  }),
  customer: endpoint({
    method: 'GET',
    path: '/api/subscription/customer',
    access: PARENT,
    summary: "The parent's payments customer and subscription (parent gate)",
    tags,
    response: customerResponseSchema,
  }),
  payment: endpoint({
    method: 'GET',
    path: '/api/subscription/payment',
    access: PARENT,
    summary: "The parent's saved cards (parent gate)",
    tags,
    response: paymentMethodsResponseSchema,
  }),
  addPaymentMethod: endpoint({
    method: 'POST',
    path: '/api/subscription/payment',
    access: PARENT,
    summary:
      'Save a new card as the default (parent gate); a billing issue is paid with it at once',
    tags,
    body: addPaymentMethodBodySchema,
    response: paymentMethodsResponseSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/subscription',
    access: PARENT,
    summary:
      'Sign-up card step: save the card and start the subscription (trial if available); 402 when declined',
    tags,
    body: createSubscriptionBodySchema,
    response: subscriptionInfoSchema,
  }),
  setupIntent: endpoint({
    method: 'POST',
    path: '/api/subscription/setup-intent',
    access: PARENT,
    summary: 'Start saving a card (creates the payments customer if needed)',
    tags,
    response: setupIntentResponseSchema,
  }),
  patch: endpoint({
    method: 'PATCH',
    path: '/api/subscription',
    access: PARENT,
    summary: 'Record the cancellation reason (parent gate)',
    tags,
    body: patchSubscriptionBodySchema,
    response: subscriptionInfoSchema,
  }),
  cancel: endpoint({
    method: 'DELETE',
    path: '/api/subscription',
    access: PARENT,
    summary: 'Cancel at the end of the period (parent gate)',
    tags,
    response: subscriptionMessageResponseSchema,
  }),
  restore: endpoint({
    method: 'POST',
    path: '/api/subscription/restore',
    access: PARENT,
    summary: 'Undo a cancellation before the period ends: "Subscription restored!" (parent gate)',
    tags,
    response: subscriptionMessageResponseSchema,
  }),
  changePlan: endpoint({
    method: 'PUT',
    path: '/api/subscription',
    access: PARENT,
    summary: 'Change plan from the next renewal (at once during a trial) (parent gate)',
    tags,
    body: changePlanBodySchema,
    response: subscriptionMessageResponseSchema,
  }),
  forceSync: endpoint({
    method: 'GET',
    path: '/api/subscription/force-sync',
    access: PARENT,
    summary: 'Bring the subscription up to date with the provider now (parent gate)',
    tags,
    response: customerResponseSchema,
  }),
  defaultPaymentMethod: endpoint({
    method: 'POST',
    path: '/api/subscription/default-payment-method',
    access: PARENT,
    summary: "Make one of the parent's saved cards the default (parent gate)",
    tags,
    body: defaultPaymentMethodBodySchema,
    response: paymentMethodsResponseSchema,
  }),
  sandboxPaymentMethod: endpoint({
    method: 'POST',
    path: '/api/payments/sandbox/payment-methods',
    access: PARENT,
    summary:
      'Sandbox processor (PAYMENTS=sandbox only): turn card details into a payment method id, like Stripe.js does',
    tags,
    body: cardDetailsSchema,
    response: sandboxPaymentMethodResponseSchema,
  }),
  consumerSubscribe: endpoint({
    method: 'POST',
    path: '/api/consumer/subscribe',
    access: 'public',
    summary: 'Sign an email up for product news',
    tags,
    body: consumerSubscribeBodySchema,
    response: messageOnlySchema,
  }),
  invitation: endpoint({
    method: 'GET',
    path: '/api/invitation/validate/:token',
    access: 'public',
    summary: 'Check an invitation (free-subscription) token',
    tags,
    params: invitationParamsSchema,
    response: invitationResponseSchema,
  }),
  offerInfo: endpoint({
    method: 'GET',
    path: '/api/offer-info',
    access: 'public',
    summary: 'The home-subscription offer for a class code (class time over)',
    tags,
    query: offerInfoQuerySchema,
    response: offerInfoSchema,
  }),
  stripeWebhook: endpoint({
    method: 'POST',
    path: '/api/webhooks/stripe',
    access: 'public',
    summary: 'Stripe events (signature-verified with STRIPE_WEBHOOK_SECRET)',
    tags,
  }),
} as const;
