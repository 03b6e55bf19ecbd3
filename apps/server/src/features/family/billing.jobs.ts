import type { Jobs } from '../../jobs/jobs.ts';
import type { Logger } from '../../lib/logger.ts';
import type { BillingService } from './billing.service.ts';
import type { PaymentsProvider } from '../../providers/payments/payments.ts';

/** Queue of the renewal and trial-end sweep (every 10 minutes; tests call `runNow`). */
export const BILLING_RENEWALS_JOB = 'billing-renewals';

/** Queue removing a deleted account's customer (and saved cards) at the payments provider. */
export const BILLING_DELETE_CUSTOMER_JOB = 'billing-delete-customer';

export function defineBillingJobs(
  jobs: Jobs,
  billing: BillingService,
  logger: Logger,
  provider: Pick<PaymentsProvider, 'deleteCustomer'>,
): void {
  jobs.define<{ customerId: string }>(BILLING_DELETE_CUSTOMER_JOB, {
    retryLimit: 8,
    retryDelay: 60,
    async handler({ customerId }) {
      // Idempotent: removing a removed customer changes nothing.
      await provider.deleteCustomer(customerId);
      logger.info({ customerId }, 'Payments customer of a deleted account removed');
    },
  });
  jobs.define<Record<string, never>>(BILLING_RENEWALS_JOB, {
    cron: '*/10 * * * *',
    retryLimit: 3,
    retryDelay: 60,
    async handler() {
      // Idempotent: each subscription is renewed under its row lock, charged with the key
      // `renewal:<id>:<period end>`, and is no longer due once renewed.
      const { processed } = await billing.processDue();
      if (processed) logger.info({ processed }, 'Subscriptions renewed or lapsed');
    },
  });
}
