import { href, type OfferInfo } from '@pagebird/contract';
import { getCurrentClassCode, sessionStore } from '../../../../lib/auth/session-store.ts';
import { queryClient } from '../../../../lib/query-client.ts';
import { offerInfoQueryOptions } from '../api/offer-info.ts';
import { signupFlow, type SignupOffer } from './signup-flow.ts';

/** The class code of the student on screen, else the device's current class code. */
export function currentClassCode(): string | null {
  return sessionStore.get().user?.classroom?.loginCode ?? getCurrentClassCode();
}

export function toSignupOffer(offer: OfferInfo, classCode: string): SignupOffer {
  return {
    promoPrice: offer.promoPrice,
    normalPrice: offer.normalPrice,
    interval: offer.subscription.interval,
    priceId: offer.subscription.priceId,
    promoCode: offer.promoCode,
    classCode,
  };
}

/**
 * Spec §4 "Class time is over", the button: fetch the class code (and its offer), log out
 * (the logout keeps the current and used class codes), close, and always go to the offer.
 * Every failure is swallowed: the user still goes to the offer.
 */
export async function goToHomeOffer({
  logout,
  close,
  navigate,
}: {
  /** Sign out without navigating. */
  logout: () => Promise<void>;
  close: () => void;
  navigate: (to: string) => unknown;
}): Promise<void> {
  let offer: SignupOffer | null = null;
  try {
    const classCode = currentClassCode();
    if (classCode) {
      const info = await queryClient.fetchQuery(offerInfoQueryOptions(classCode));
      offer = toSignupOffer(info, classCode);
    }
  } catch {
    // Swallowed (spec §8): the offer page shows the family plans instead.
  }
  try {
    await logout();
  } catch {
    // Swallowed.
  }
  signupFlow.clear();
  if (offer) signupFlow.update({ offer });
  try {
    close();
  } finally {
    await navigate(href('offer'));
  }
}
