import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { users } from '../../db/schema/index.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/app.ts';
import { startStripeDouble, type StripeDouble } from '../../providers/payments/stripe-double.ts';
import { STRIPE_TEST_TOKENS } from '../../providers/payments/test-cards.ts';
import { CARDS, signUp, subscribe } from './billing.test-helpers.ts';

/** PAYMENTS=stripe end to end against the local Stripe double, and the signed webhook. */

const WEBHOOK_SECRET = 'whsec_test_double';
let t: TestApp;
let double: StripeDouble;
beforeAll(async () => {
  double = await startStripeDouble();
  t = await createTestApp({
    env: {
      PAYMENTS: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_double',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_double',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: double.url,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await double?.close();
});

const webhook = (payload: string, signature: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });

describe('PAYMENTS=stripe', () => {
  it('tells the card form to use Stripe Elements with the publishable key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/subscription/provider' });
    expect(json(res)).toEqual({ provider: 'stripe', publishableKey: 'pk_test_double' });
    const { token } = await signUp(t.app);
    const sandbox = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/payment-methods',
      headers: bearer(token),
      payload: { number: CARDS.ok, expMonth: 12, expYear: 2034, cvc: '123' },
    });
    expect(sandbox.statusCode).toBe(404);
    const si = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/setup-intent',
      headers: bearer(token),
    });
    expect(json(si)).toMatchObject({ provider: 'stripe', publishableKey: 'pk_test_double' });
    expect(json<{ clientSecret: string }>(si).clientSecret).toContain('_secret_');
  });

  it('signs up with a good card (trial) and removes the account on a declined one', async () => {
    const ok = await signUp(t.app);
    const res = await subscribe(t.app, ok.token, STRIPE_TEST_TOKENS.ok);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      status: 'TRIALING',
      defaultPaymentMethod: { brand: 'visa', last4: '4242' },
    });

    const bad = await signUp(t.app);
    const declined = await subscribe(t.app, bad.token, STRIPE_TEST_TOKENS.declined);
    expect(declined.statusCode).toBe(402);
    expect(json(declined).metadata).toMatchObject({
      declineCode: 'card_declined',
      accountRemoved: true,
    });
    expect(await t.database.db.select().from(users).where(eq(users.email, bad.email))).toEqual([]);
    expect(
      double.requests.some((r) => r.method === 'DELETE' && r.path.startsWith('/v1/customers/')),
    ).toBe(true);
  });

  it('accepts only signed webhooks, once per event', async () => {
    const fam = await signUp(t.app);
    await subscribe(t.app, fam.token, STRIPE_TEST_TOKENS.ok);
    const [u] = await t.database.db.select().from(users).where(eq(users.email, fam.email));
    const event = JSON.stringify({
      id: 'evt_test_1',
      object: 'event',
      type: 'customer.deleted',
      data: { object: { id: u!.customerId, object: 'customer' } },
    });
    const forged = await webhook(event, 't=1,v1=deadbeef');
    expect(forged.statusCode).toBe(400);
    expect(
      (await t.database.db.select().from(users).where(eq(users.email, fam.email)))[0]!.customerId,
    ).toBe(u!.customerId);
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload: event,
      secret: WEBHOOK_SECRET,
    });
    const good = await webhook(event, signature);
    expect(good.statusCode).toBe(200);
    expect(
      (await t.database.db.select().from(users).where(eq(users.email, fam.email)))[0]!.customerId,
    ).toBeNull();
    expect((await webhook(event, signature)).statusCode).toBe(200);
  });
});
