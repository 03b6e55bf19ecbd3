import { afterAll, beforeAll } from 'vitest';
import { providerContractSuite, type ProviderUnderTest } from './contract-suite.ts';
import type { PaymentsProvider } from './payments.ts';
import { createStripePayments } from './stripe.ts';
import { startStripeDouble, type StripeDouble } from './stripe-double.ts';
import { STRIPE_TEST_TOKENS } from './test-cards.ts';

let double: StripeDouble;
let provider: PaymentsProvider;

beforeAll(async () => {
  double = await startStripeDouble();
  provider = createStripePayments({
    secretKey: 'sk_test_double',
    publishableKey: 'pk_test_double',
    apiBase: double.url,
  });
});
afterAll(async () => {
  await double?.close();
});

providerContractSuite('stripe (local double)', (): ProviderUnderTest => ({
  provider,
  card: async (kind) => STRIPE_TEST_TOKENS[kind],
  chargesFor: async (customerId) => double.chargesFor(customerId),
}));
