import { href, type SubscriptionRequiredMetadata } from '@pagebird/contract';
import type { ApiError } from '../../../../lib/api-client.ts';
import { sessionStore } from '../../../../lib/auth/session-store.ts';
import { subscriptionRequiredOf } from '../api/parent-signup.ts';
import { checkSubscription } from '../api/subscription-check.ts';
import { signInWithAccessToken } from './complete-signup.ts';
import { stepForLapsed } from './signup-steps.ts';

export interface SubscriptionRequiredDeps {
  navigate: (to: string) => unknown;
  /** Sign out and go to `to` (the app's logout). */
  logout: (to: string) => Promise<void>;
}

let running: Promise<void> | null = null;

/**
 * Spec §4 "Subscription required" (a 418 on a page other than sign-up): log in with the
 * returned access token, load the subscription info, set the sign-up step to card details
 * (billing issue) or plan choice, and open sign-up with required=true. Only a parent can pay:
 * a child's 418 signs out to login (spec §8 "Subscription failures send the user to login").
 * Many requests of one page may answer 418 together: they run the flow once.
 */
export function handleSubscriptionRequired(
  error: ApiError,
  deps: SubscriptionRequiredDeps,
): Promise<void> {
  running ??= run(error, deps).finally(() => {
    running = null;
  });
  return running;
}

async function run(error: ApiError, { navigate, logout }: SubscriptionRequiredDeps) {
  const meta = subscriptionRequiredOf(error);
  if (!meta || meta.parentSignInRequired || !meta.accessToken) {
    await logout(href('login'));
    return;
  }
  try {
    await signInWithAccessToken(meta.accessToken);
  } catch {
    await logout(href('login'));
    return;
  }
  let info: SubscriptionRequiredMetadata;
  try {
    await checkSubscription(meta.accessToken);
    // Usable again (e.g. paid meanwhile in another tab): nothing to do.
    return;
  } catch (e) {
    info = subscriptionRequiredOf(e) ?? meta;
  }
  stepForLapsed({ ...info, accessToken: meta.accessToken }, sessionStore.get().email);
  await navigate(href('signup', {}, { required: 'true' }));
}
