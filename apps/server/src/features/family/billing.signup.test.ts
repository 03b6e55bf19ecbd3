import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  PROMO_MESSAGES,
  SIGNUP_MESSAGES,
  type PlansResponse,
  type SubscriptionInfo,
} from '@pagebird/contract';
import {
  sandboxCustomers,
  sandboxPaymentMethods,
  sessions,
  subscriptions,
  users,
} from '../../db/schema/index.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/app.ts';
import { hashToken } from '../../lib/tokens.ts';
import { invitations } from '../../db/schema/index.ts';
import { CARDS, cardToken, newEmail, signUp, subscribe } from './billing.test-helpers.ts';

/** Sign-up (spec §4): account → 418 → plan → card, against real PostgreSQL and the sandbox. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('sign-up', () => {
  it('creates the account and answers 418 with the session and the plan step', async () => {
    const { res, body, email } = await signUp(t.app);
    expect(res.statusCode).toBe(418);
    expect(body.code).toBe('SUBSCRIPTION_REQUIRED');
    expect(body.metadata).toMatchObject({
      signupStep: 'PLAN_SELECTION',
      reason: 'NO_SUBSCRIPTION',
      trialAvailable: true,
      parentSignInRequired: false,
    });
    expect(body.metadata.accessToken).toEqual(expect.any(String));
    const [u] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(u?.role).toBe('PARENT');
    // Every other page answers 418 until the card step is done; who-am-I does not.
    const list = await get('/api/profile/list', body.metadata.accessToken);
    expect(list.statusCode).toBe(418);
    expect(json(list).metadata).toMatchObject({ signupStep: 'PLAN_SELECTION' });
    expect((await get('/api/users/details', body.metadata.accessToken)).statusCode).toBe(200);
  });

  it('refuses an email that already has an account, without a second account', async () => {
    const { email } = await signUp(t.app);
    const again = await signUp(t.app, email.toUpperCase());
    expect(again.res.statusCode).toBe(409);
    expect(json(again.res)).toMatchObject({ message: SIGNUP_MESSAGES.emailTaken });
    const [row] = await t.database.db
      .select({ n: count() })
      .from(users)
      .where(eq(users.email, email));
    expect(row?.n).toBe(1);
  });

  it('validates the account fields with the spec texts', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/users/parent',
      payload: { email: 'nope', password: '123' },
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).fields).toMatchObject({
      email: 'Please enter correct email address.',
      password: 'Password must be at least 6 characters.',
    });
  });

  it('shows plans with display prices, product names and the annual savings', async () => {
    const { token } = await signUp(t.app);
    const res = await get('/api/subscription/plans', token);
    expect(res.statusCode).toBe(200);
    const body = json<PlansResponse>(res);
    expect(body.trialAvailable).toBe(true);
    expect(body.plans.map((p) => [p.productName, p.displayPrice, p.trialPeriodDays])).toEqual([
      ['Daily Plan', 1.99, 7],
      ['Weekly Plan', 4.99, 7],
      ['Monthly Plan', 9.99, 7],
      ['Annual Plan', 79.99, 7],
    ]);
    expect(body.plans[3]).toMatchObject({
      oldPrice: 119.88,
      formattedOldPrice: '$119.88',
      savedPercent: 33,
      additionalInfo: '$6.67 per month',
      formattedPrice: '$79.99',
    });
    const pub = await t.app.inject({ method: 'GET', url: '/api/subscription/public-plans' });
    expect(json<{ plans: unknown[] }>(pub).plans).toHaveLength(4);
  });

  it('with 4242… starts the 7-day trial and lets the family in', async () => {
    const { token } = await signUp(t.app);
    const pm = await cardToken(t.app, token, CARDS.ok);
    const res = await subscribe(t.app, token, pm);
    expect(res.statusCode).toBe(200);
    const sub = json<SubscriptionInfo>(res);
    expect(sub).toMatchObject({
      status: 'TRIALING',
      usable: true,
      plan: { priceId: 'price_monthly', productName: 'Monthly Plan' },
      nextChargeAmount: 999,
      defaultPaymentMethod: { brand: 'visa', brandLabel: 'Visa', last4: '4242' },
    });
    const days = (Date.parse(sub.trialEnd!) - t.clock.now().getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(7);
    expect((await get('/api/profile/list', token)).statusCode).toBe(200);
    expect((await get('/api/users/parent/subscription/check', token)).statusCode).toBe(200);
    // A second subscription is refused.
    const again = await subscribe(t.app, token, await cardToken(t.app, token, CARDS.ok));
    expect(again.statusCode).toBe(409);
  });

  it('with 4000 0000 0000 0002 answers the decline and leaves no account, customer or card behind', async () => {
    const { token, email } = await signUp(t.app);
    const pm = await cardToken(t.app, token, CARDS.declined);
    const res = await subscribe(t.app, token, pm);
    expect(res.statusCode).toBe(402);
    expect(json(res)).toMatchObject({
      code: 'PAYMENT_DECLINED',
      message: 'Your card was declined.',
      metadata: {
        declineCode: 'card_declined',
        signupStep: 'ACCOUNT_CREATION',
        accountRemoved: true,
      },
    });
    const db = t.database.db;
    expect(await db.select().from(users).where(eq(users.email, email))).toEqual([]);
    const liveCustomers = await db
      .select()
      .from(sandboxCustomers)
      .where(eq(sandboxCustomers.email, email));
    expect(liveCustomers.every((c) => c.deleted)).toBe(true);
    const pmRow = await db
      .select()
      .from(sandboxPaymentMethods)
      .where(eq(sandboxPaymentMethods.id, pm));
    expect(pmRow[0]?.customerId ?? null).toBeNull();
    const subs = await db.select({ n: count() }).from(subscriptions);
    const subsForEmail = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .where(eq(users.email, email));
    expect(subsForEmail).toEqual([]);
    expect(subs[0]?.n).toBeGreaterThanOrEqual(0);
    expect(
      await db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token))),
    ).toEqual([]);
    expect((await get('/api/users/details', token)).statusCode).toBe(401);
    // Back to account creation: the same email signs up again.
    expect((await signUp(t.app, email)).res.statusCode).toBe(418);
  });

  it('with 4000 0000 0000 9995 answers insufficient funds', async () => {
    const { token } = await signUp(t.app);
    const res = await subscribe(
      t.app,
      token,
      await cardToken(t.app, token, CARDS.insufficientFunds),
    );
    expect(res.statusCode).toBe(402);
    expect(json(res)).toMatchObject({
      message: 'Your card has insufficient funds.',
      metadata: { declineCode: 'insufficient_funds' },
    });
  });

  it('validates the card like a real form (Luhn, expiry in the past, CVC)', async () => {
    const { token } = await signUp(t.app);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/payment-methods',
      headers: bearer(token),
      payload: { number: '4242 4242 4242 4241', expMonth: 13, expYear: 2030, cvc: '1' },
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).fields).toMatchObject({
      number: 'Your card number is invalid.',
      expMonth: "Your card's expiration date is invalid.",
      cvc: "Your card's security code is incomplete.",
    });
    const past = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/payment-methods',
      headers: bearer(token),
      payload: { number: CARDS.ok, expMonth: 1, expYear: 2020, cvc: '123' },
    });
    expect(past.statusCode).toBe(400);
    expect(json(past).fields).toMatchObject({
      expYear: "Your card's expiration date is in the past.",
    });
  });

  it('continues the sign-up session when login sends it as accessToken', async () => {
    const { token, email } = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: 'secret-pass-1', accessToken: token },
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).token).toBe(token);
    // Someone else's token is not continued: a new session is opened instead.
    const other = await signUp(t.app);
    const res2 = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: 'secret-pass-1', accessToken: other.token },
    });
    expect(json(res2).token).not.toBe(other.token);
  });

  it('a free-subscription invitation gives the free period: 418 → subscription check → in', async () => {
    const token = 'invite-demo-token-123';
    await t.database.db.insert(invitations).values({
      tokenHash: hashToken(token),
      freeDays: 30,
      maxUses: 1,
      expiresAt: new Date(t.clock.now().getTime() + 86_400_000),
    });
    const valid = await t.app.inject({ method: 'GET', url: `/api/invitation/validate/${token}` });
    expect(json(valid)).toMatchObject({ valid: true, freeDays: 30 });
    const s = await signUp(t.app, newEmail(), { 'free-subscription-token': token });
    expect(s.res.statusCode).toBe(418);
    expect(s.body.metadata.signupStep).toBe('SUBSCRIPTION_CHECK');
    const check = await get('/api/users/parent/subscription/check', s.token);
    expect(check.statusCode).toBe(200);
    expect(json(check)).toMatchObject({ free: true, status: 'ACTIVE', usable: true });
    // Used up: the next sign-up with it is refused and creates nothing.
    const email = newEmail();
    const used = await signUp(t.app, email, { 'free-subscription-token': token });
    expect(used.res.statusCode).toBe(400);
    expect(json(used.res).message).toBe(SIGNUP_MESSAGES.invitationInvalid);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    const invalid = await t.app.inject({ method: 'GET', url: `/api/invitation/validate/${token}` });
    expect(json(invalid)).toMatchObject({ valid: false });
  });

  it('signs an email up for product news', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/consumer/subscribe',
      payload: { email: 'news@example.test' },
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe(SIGNUP_MESSAGES.subscribed);
  });

  it('unknown promo codes are refused with a clear message', async () => {
    const { token } = await signUp(t.app);
    const res = await get('/api/subscription/promo/NOPE', token);
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({
      message: PROMO_MESSAGES.notFound,
      metadata: { reason: 'NOT_FOUND' },
    });
  });
});
