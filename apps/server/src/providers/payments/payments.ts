import type { CardBrand, PaymentProviderName } from '@pagebird/contract';

/**
 * The payments provider every billing feature codes against (docs/decisions/021). Pagebird
 * keeps the subscription schedule itself (trials, renewals, billing issues run as jobs on our
 * clock); the provider keeps customers and cards and makes charges. Two implementations pass
 * one contract suite (`contract-suite.ts`): `sandbox` (a card processor in test mode, in
 * PostgreSQL) and `stripe` (the official SDK; in tests against `stripe-double.ts`).
 */
export interface ProviderCard {
  id: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface ChargeInput {
  customerId: string;
  paymentMethodId: string;
  /** Cents. */
  amount: number;
  currency: string;
  /** The same key never charges twice: a repeat answers the first charge. */
  idempotencyKey: string;
  description: string;
}

export interface ProviderCharge {
  id: string;
  amount: number;
}

export type DeclineCode =
  'card_declined' | 'insufficient_funds' | 'expired_card' | 'incorrect_cvc' | 'processing_error';

/** A card refused by the processor (when saved, or when charged). */
export class PaymentDeclinedError extends Error {
  readonly declineCode: DeclineCode;
  constructor(declineCode: DeclineCode, message: string) {
    super(message);
    this.name = 'PaymentDeclinedError';
    this.declineCode = declineCode;
  }
}

export const isPaymentDeclined = (e: unknown): e is PaymentDeclinedError =>
  e instanceof PaymentDeclinedError;

export interface PaymentsProvider {
  readonly name: PaymentProviderName;
  /** Stripe: the browser's publishable key; sandbox: null. */
  readonly publishableKey: string | null;
  createCustomer(input: { email: string; name: string; idempotencyKey: string }): Promise<{
    id: string;
  }>;
  /** Removes the customer and its cards (a sign-up that failed at the card step). */
  deleteCustomer(customerId: string): Promise<void>;
  createSetupIntent(customerId: string): Promise<{ id: string; clientSecret: string }>;
  /** Save a card on the customer; a card the processor refuses throws PaymentDeclinedError. */
  attachPaymentMethod(customerId: string, paymentMethodId: string): Promise<ProviderCard>;
  listPaymentMethods(customerId: string): Promise<ProviderCard[]>;
  setDefaultPaymentMethod(customerId: string, paymentMethodId: string): Promise<void>;
  /** Charge a saved card off-session; a refusal throws PaymentDeclinedError. */
  charge(input: ChargeInput): Promise<ProviderCharge>;
}
