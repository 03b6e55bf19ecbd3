import { useSyncExternalStore } from 'react';
import { sessionStore } from '../../../../lib/auth/session-store.ts';

/** The three steps of the parent sign-up (spec §2 "Multi-step flows"). */
export const SIGNUP_STEPS = ['account', 'plan', 'card'] as const;
export type SignupStep = (typeof SIGNUP_STEPS)[number];

/** The home offer a student brought from "Class time is over" (spec §3 "Offer info"). */
export interface SignupOffer {
  /** Cents. */
  promoPrice: number;
  /** Cents without the offer, when known. */
  normalPrice?: number;
  interval: 'day' | 'week' | 'month' | 'year';
  /** The plan the offer is for, when the server names it. */
  priceId?: string;
  /** The promo code that gives the offer's price, when the server names it. */
  promoCode?: string;
  /** The class code the offer was fetched for. */
  classCode?: string;
}

export interface SignupFlowState {
  step: SignupStep;
  /**
   * The access token of an account that exists but still needs a subscription (answered by the
   * 418 of sign-up or of any page): it authorises the plan and card steps.
   */
  accessToken: string | null;
  /** The account's email, shown on the later steps. */
  email: string | null;
  /** The plan chosen on the plan step (price id) and the promo code applied to it. */
  priceId: string | null;
  promoCode: string | null;
  offer: SignupOffer | null;
  /** Set when the card step was opened because the last payment failed (billing issue). */
  billingIssue: boolean;
}

const KEY = 'pb.billing.signupFlow';

const EMPTY: SignupFlowState = {
  step: 'account',
  accessToken: null,
  email: null,
  priceId: null,
  promoCode: null,
  offer: null,
  billingIssue: false,
};

function read(): SignupFlowState {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return EMPTY;
    const parsed = JSON.parse(raw) as Partial<SignupFlowState>;
    const step = SIGNUP_STEPS.includes(parsed.step as SignupStep)
      ? (parsed.step as SignupStep)
      : 'account';
    return { ...EMPTY, ...parsed, step };
  } catch {
    return EMPTY;
  }
}

const listeners = new Set<() => void>();
let snapshot: SignupFlowState = typeof sessionStorage === 'undefined' ? EMPTY : read();

function write(next: SignupFlowState) {
  snapshot = next;
  try {
    sessionStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Private mode without storage: the flow still works in memory.
  }
  listeners.forEach((l) => l());
}

/**
 * Where the sign-up stands, kept per tab (sessionStorage) so that a reload, the 418 handler of
 * any page and the class-time-over offer can open sign-up on the right step.
 */
export const signupFlow = {
  get: (): SignupFlowState => snapshot,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  update(patch: Partial<SignupFlowState>): void {
    write({ ...snapshot, ...patch });
  },
  /** Start again at account creation, keeping a pending offer and the email typed. */
  restart(): void {
    write({ ...EMPTY, offer: snapshot.offer, email: snapshot.email });
  },
  /** The sign-up is over (subscribed, or signed out): forget everything. */
  clear(): void {
    write(EMPTY);
  },
  /** Re-read storage (tests). */
  refresh(): void {
    snapshot = read();
    listeners.forEach((l) => l());
  },
};

// Spec §4 "Logout" resets all state: signing out ends a sign-up that was under way too (a
// sign-up's own account is not signed in until it is complete, so it is not affected).
let signedIn = sessionStore.get().authenticated;
sessionStore.subscribe(() => {
  const now = sessionStore.get().authenticated;
  if (signedIn && !now) signupFlow.clear();
  signedIn = now;
});

export function useSignupFlow(): SignupFlowState {
  return useSyncExternalStore(signupFlow.subscribe, signupFlow.get, signupFlow.get);
}
