import { afterAll, beforeAll } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../../db/client.ts';
import { sandboxCharges } from '../../db/schema/index.ts';
import { TestClock } from '../../lib/clock.ts';
import { createTestDatabase, type TestDatabase } from '../../test/db.ts';
import { providerContractSuite, type ProviderUnderTest } from './contract-suite.ts';
import { createSandboxPayments, type SandboxPaymentsProvider } from './sandbox.ts';

let testDb: TestDatabase;
let database: Database;
let provider: SandboxPaymentsProvider;

beforeAll(async () => {
  testDb = await createTestDatabase();
  database = openDatabase(testDb.url, { max: 3 });
  provider = createSandboxPayments({ db: database.db, clock: new TestClock() });
});
afterAll(async () => {
  await database?.close();
  await testDb?.drop();
});

const NUMBERS = {
  ok: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  failsOnCharge: '4000000000000341',
} as const;

providerContractSuite('sandbox', (): ProviderUnderTest => ({
  provider,
  card: async (kind) =>
    (await provider.tokenize({ number: NUMBERS[kind], expMonth: 12, expYear: 2034, cvc: '123' }))
      .paymentMethodId,
  chargesFor: async (customerId) => {
    const [row] = await database.db
      .select({ n: count() })
      .from(sandboxCharges)
      .where(
        and(eq(sandboxCharges.customerId, customerId), eq(sandboxCharges.status, 'succeeded')),
      );
    return row?.n ?? 0;
  },
}));
