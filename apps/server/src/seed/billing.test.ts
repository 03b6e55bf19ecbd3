import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PlansResponse } from '@pagebird/contract';
import { subscriptions, users } from '../db/schema/index.ts';
import { createLogger } from '../lib/logger.ts';
import { createSandboxPayments } from '../providers/payments/sandbox.ts';
import { bearer, createTestApp, json, type TestApp } from '../test/app.ts';
import { loginAs } from '../test/factories.ts';
import { DEMO, seedDemo } from './demo.ts';
import { BILLING_DEMO, seedBilling } from './billing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
});
afterAll(async () => {
  await t?.close();
});

describe('billing seed', () => {
  it('gives both demo families an active subscription with a saved Visa, once', async () => {
    const provider = createSandboxPayments({ db: t.database.db, clock: t.clock });
    const deps = { db: t.database.db, provider, logger: createLogger({ level: 'silent' }) };
    expect(await seedBilling(deps)).toBe(true);
    expect(await seedBilling(deps)).toBe(false);
    for (const email of [DEMO.parent.email, BILLING_DEMO.secondFamily.email]) {
      const [row] = await t.database.db
        .select({ s: subscriptions, customerId: users.customerId })
        .from(subscriptions)
        .innerJoin(users, eq(users.id, subscriptions.userId))
        .where(eq(users.email, email));
      expect(row!.s).toMatchObject({ status: 'ACTIVE', priceId: 'price_annual' });
      expect(row!.s.paymentMethodId).toMatch(/^pm_sb_/);
      expect(row!.customerId).toMatch(/^cus_sb_/);
    }
    const token = await loginAs(
      t.app,
      BILLING_DEMO.secondFamily.email,
      BILLING_DEMO.secondFamily.password,
    );
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/profile/list',
      headers: bearer(token),
    });
    expect(json<Array<{ name: string }>>(list).map((c) => c.name)).toEqual(['Noah', 'Emma']);
    const plans = await t.app.inject({
      method: 'GET',
      url: '/api/subscription/plans?promoCode=WELCOME50',
      headers: bearer(token),
    });
    expect(json<PlansResponse>(plans).promo).toMatchObject({
      promoCode: 'WELCOME50',
      discountPrice: 499,
    });
    const invite = await t.app.inject({
      method: 'GET',
      url: '/api/invitation/validate/PAGEBIRD-FRIENDS',
    });
    expect(json(invite)).toMatchObject({ valid: true, freeDays: 30 });
  });
});
