import type { PaymentsConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PaymentsProvider } from './payments.ts';
import { createSandboxPayments } from './sandbox.ts';
import { createStripePayments } from './stripe.ts';

export * from './payments.ts';
export type { SandboxPaymentsProvider } from './sandbox.ts';

/** The provider chosen by PAYMENTS (sandbox by default). */
export function createPaymentsProvider(
  config: PaymentsConfig,
  deps: { db: Db; clock: Clock },
): PaymentsProvider {
  if (config.provider === 'stripe') {
    return createStripePayments({
      secretKey: config.secretKey,
      publishableKey: config.publishableKey,
      apiBase: config.apiBase,
    });
  }
  return createSandboxPayments(deps);
}
