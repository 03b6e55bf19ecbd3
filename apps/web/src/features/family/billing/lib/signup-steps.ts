import {
  MESSAGES,
  type SubscriptionRequiredMetadata,
  type SignupStep as ServerSignupStep,
} from '@pagebird/contract';
import { subscriptionRequiredOf } from '../api/parent-signup.ts';
import { checkSubscription } from '../api/subscription-check.ts';
import { completeSignup } from './complete-signup.ts';
import { signupFlow, type SignupStep } from './signup-flow.ts';

const STEP_OF: Record<ServerSignupStep, SignupStep> = {
  ACCOUNT_CREATION: 'account',
  PLAN_SELECTION: 'plan',
  CARD_DETAILS: 'card',
  SUBSCRIPTION_CHECK: 'account',
};

/** Spec §4: card details when the subscription ended from a billing issue, else plan choice. */
export function isBillingIssue(meta: SubscriptionRequiredMetadata): boolean {
  return meta.reason === 'BILLING_ISSUE' || meta.cancellationType === 'BILLING_ISSUE';
}

/**
 * Spec §4 "Sign-up" after the account was created (its 418): plan selection, or card details
 * when an offer is present; with a free-subscription token, the subscription check and then
 * onboarding, a second 418 returning to account creation. Resolves with a text to show when
 * the flow went back to account creation, else null.
 */
export async function continueAfterAccount(
  required: SubscriptionRequiredMetadata,
  email: string,
): Promise<string | null> {
  const { offer } = signupFlow.get();
  const accessToken = required.accessToken;
  if (required.signupStep === 'SUBSCRIPTION_CHECK') {
    try {
      await checkSubscription(accessToken);
    } catch (e) {
      if (subscriptionRequiredOf(e)) {
        signupFlow.restart();
        return MESSAGES.signupFailed;
      }
      throw e;
    }
    await completeSignup(accessToken);
    return null;
  }
  if (required.signupStep === 'ACCOUNT_CREATION' || !accessToken) {
    signupFlow.restart();
    return MESSAGES.signupFailed;
  }
  const base = {
    accessToken,
    email,
    billingIssue: false,
    promoCode: null,
  };
  if (offer) {
    signupFlow.update({
      ...base,
      step: 'card',
      priceId: offer.priceId ?? required.priceId,
      promoCode: offer.promoCode ?? null,
    });
  } else {
    signupFlow.update({ ...base, step: STEP_OF[required.signupStep], priceId: required.priceId });
  }
  return null;
}

/** Where sign-up opens for a lapsed subscription (spec §4 "Subscription required"). */
export function stepForLapsed(meta: SubscriptionRequiredMetadata, email: string | null): void {
  const billingIssue = isBillingIssue(meta);
  signupFlow.update({
    step: billingIssue ? 'card' : 'plan',
    accessToken: meta.accessToken,
    email,
    priceId: meta.priceId,
    promoCode: null,
    billingIssue,
  });
}
