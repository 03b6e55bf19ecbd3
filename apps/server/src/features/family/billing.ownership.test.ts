import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CustomerResponse, PaymentMethodsResponse } from '@pagebird/contract';
import { sandboxPaymentMethods, subscriptions, users } from '../../db/schema/index.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/app.ts';
import { childToken, createChild, createTeacher, loginAs } from '../../test/factories.ts';
import { CARDS, cardToken, signUp, subscribe } from './billing.test-helpers.ts';

/** One family can never read or change another family's subscription, card or customer. */

let t: TestApp;
interface Fam {
  token: string;
  email: string;
  customerId: string;
  pm: string;
  userId: string;
}
let a: Fam;
let b: Fam;

async function family(): Promise<Fam> {
  const s = await signUp(t.app);
  const pm = await cardToken(t.app, s.token, CARDS.ok);
  expect((await subscribe(t.app, s.token, pm)).statusCode).toBe(200);
  const [u] = await t.database.db.select().from(users).where(eq(users.email, s.email));
  return { token: s.token, email: s.email, customerId: u!.customerId!, pm, userId: u!.id };
}

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_MAX: 'off' } });
  a = await family();
  b = await family();
});
afterAll(async () => {
  await t?.close();
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
) => t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function aUnchanged() {
  const [s] = await t.database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, a.userId));
  expect(s).toMatchObject({
    status: 'TRIALING',
    cancelAtPeriodEnd: false,
    paymentMethodId: a.pm,
    priceId: 'price_monthly',
  });
  const [pm] = await t.database.db
    .select()
    .from(sandboxPaymentMethods)
    .where(eq(sandboxPaymentMethods.id, a.pm));
  expect(pm!.customerId).toBe(a.customerId);
}

describe("another family's ids", () => {
  it("cannot make another family's card the default, with either customer id", async () => {
    const theirs = await call('POST', '/api/subscription/default-payment-method', b.token, {
      customerId: a.customerId,
      paymentMethodId: a.pm,
    });
    expect(theirs.statusCode).toBe(404);
    const mixed = await call('POST', '/api/subscription/default-payment-method', b.token, {
      customerId: b.customerId,
      paymentMethodId: a.pm,
    });
    expect(mixed.statusCode).toBe(404);
    const ownCustomerTheirCard = await call(
      'POST',
      '/api/subscription/default-payment-method',
      b.token,
      {
        customerId: a.customerId,
        paymentMethodId: b.pm,
      },
    );
    expect(ownCustomerTheirCard.statusCode).toBe(404);
    await aUnchanged();
  });

  it("cannot save or subscribe with another family's card", async () => {
    const add = await call('POST', '/api/subscription/payment', b.token, { paymentMethodId: a.pm });
    expect(add.statusCode).toBe(400);
    const pending = await signUp(t.app);
    const sub = await subscribe(t.app, pending.token, a.pm);
    expect(sub.statusCode).toBe(400);
    await aUnchanged();
  });

  it('reads only its own customer, cards and subscription', async () => {
    const customer = json<CustomerResponse>(
      await call('GET', '/api/subscription/customer', b.token),
    );
    expect(customer.customerId).toBe(b.customerId);
    expect(customer.email).toBe(b.email);
    const cards = json<PaymentMethodsResponse>(
      await call('GET', '/api/subscription/payment', b.token),
    );
    expect(cards.paymentMethods.map((c) => c.id)).toEqual([b.pm]);
    const check = await call('GET', '/api/users/parent/subscription/check', b.token);
    const [bs] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, b.userId));
    expect(json(check).id).toBe(bs!.id);
  });

  it("changing, cancelling, restoring and syncing touch only the caller's subscription", async () => {
    expect(
      (await call('PUT', '/api/subscription', b.token, { priceId: 'price_annual' })).statusCode,
    ).toBe(200);
    expect(
      (
        await call('PATCH', '/api/subscription', b.token, {
          fieldName: 'cancellationReason',
          value: 'x',
        })
      ).statusCode,
    ).toBe(200);
    expect((await call('DELETE', '/api/subscription', b.token)).statusCode).toBe(200);
    expect((await call('POST', '/api/subscription/restore', b.token)).statusCode).toBe(200);
    expect((await call('GET', '/api/subscription/force-sync', b.token)).statusCode).toBe(200);
    expect((await call('POST', '/api/subscription/setup-intent', b.token)).statusCode).toBe(200);
    await aUnchanged();
  });

  it('children and educators cannot call the parent billing routes', async () => {
    const parentToken = await loginAs(t.app, a.email, 'secret-pass-1');
    const child = await createChild(t.database.db, a.userId, { name: 'Kim' });
    const kid = (await childToken(t.app, { email: a.email, password: 'secret-pass-1' }, child.id))
      .childToken;
    const teacher = await createTeacher(t.database.db);
    const teacherToken = await loginAs(t.app, teacher.email!, teacher.password);
    const routes: Array<['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string, object?]> = [
      ['GET', '/api/subscription/customer'],
      ['GET', '/api/subscription/payment'],
      ['POST', '/api/subscription/payment', { paymentMethodId: a.pm }],
      ['POST', '/api/subscription', { priceId: 'price_monthly', paymentMethodId: a.pm }],
      ['POST', '/api/subscription/setup-intent'],
      ['PATCH', '/api/subscription', { fieldName: 'cancellationReason', value: 'x' }],
      ['DELETE', '/api/subscription'],
      ['POST', '/api/subscription/restore'],
      ['PUT', '/api/subscription', { priceId: 'price_annual' }],
      ['GET', '/api/subscription/force-sync'],
      [
        'POST',
        '/api/subscription/default-payment-method',
        { customerId: a.customerId, paymentMethodId: a.pm },
      ],
      ['GET', '/api/subscription/plans'],
      ['GET', '/api/subscription/promo/SPRING'],
      ['GET', '/api/users/parent/subscription/check'],
      [
        'POST',
        '/api/payments/sandbox/payment-methods',
        { number: CARDS.ok, expMonth: 12, expYear: 2034, cvc: '123' },
      ],
    ];
    for (const [method, url, payload] of routes) {
      for (const token of [kid, teacherToken]) {
        const res = await call(method, url, token, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    // A parent session without the parent gate cannot manage the subscription either.
    for (const [method, url, payload] of routes.slice(0, 2)) {
      expect((await call(method, url, parentToken, payload)).statusCode).toBe(403);
    }
    await aUnchanged();
  });
});
