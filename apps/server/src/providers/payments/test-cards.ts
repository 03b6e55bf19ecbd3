import type { DeclineCode } from './payments.ts';

/**
 * Test card behaviour (the numbers card processors document for test mode): 4242… succeeds;
 * 4000 0000 0000 0002 is declined; …9995 insufficient funds; …0069 expired; …0127 incorrect CVC;
 * …0119 processing error — all refused when saved; 4000 0000 0000 0341 saves but every charge
 * fails (billing issue at renewal). Any other valid number succeeds.
 */
export type CardBehaviour = 'ok' | `attach:${DeclineCode}` | `charge:${DeclineCode}`;

const BEHAVIOUR: Record<string, CardBehaviour> = {
  '4000000000000002': 'attach:card_declined',
  '4000000000009995': 'attach:insufficient_funds',
  '4000000000000069': 'attach:expired_card',
  '4000000000000127': 'attach:incorrect_cvc',
  '4000000000000119': 'attach:processing_error',
  '4000000000000341': 'charge:card_declined',
};

export function cardBehaviour(number: string): CardBehaviour {
  return BEHAVIOUR[number.replace(/\D/g, '')] ?? 'ok';
}

/** Processor messages per decline code (the words card processors use). */
export const DECLINE_MESSAGES: Record<DeclineCode, string> = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
  processing_error: 'An error occurred while processing your card. Try again in a little bit.',
};

/** Stripe's test payment-method tokens for the same behaviours (used against Stripe and the double). */
export const STRIPE_TEST_TOKENS = {
  ok: 'pm_card_visa',
  declined: 'pm_card_chargeDeclined',
  insufficientFunds: 'pm_card_chargeDeclinedInsufficientFunds',
  failsOnCharge: 'pm_card_chargeCustomerFail',
} as const;
