import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { SIGNUP_MESSAGES, type SubscriptionInfo } from '@pagebird/contract';
import {
  sandboxCharges,
  subscriptionCharges,
  subscriptions,
  users,
} from '../../db/schema/index.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/app.ts';
import { childToken, createChild, createFamily, loginAs } from '../../test/factories.ts';
import { BILLING_RENEWALS_JOB } from './billing.jobs.ts';
import { CARDS, cardToken, signUp, subscribe } from './billing.test-helpers.ts';

/** Trial → active → renewal → billing issue → INCOMPLETE_EXPIRED, and cancellation (spec §3, §4). */

const DAY = 86_400_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) });
const runRenewals = () => t.jobs.runNow(BILLING_RENEWALS_JOB);

async function subscriptionOf(email: string) {
  const [row] = await t.database.db
    .select({ s: subscriptions, customerId: users.customerId })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(eq(users.email, email));
  return row!;
}

async function succeededCharges(customerId: string) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(sandboxCharges)
    .where(and(eq(sandboxCharges.customerId, customerId), eq(sandboxCharges.status, 'succeeded')));
  return row?.n ?? 0;
}

async function trialFamily(card: string) {
  const s = await signUp(t.app);
  const res = await subscribe(t.app, s.token, await cardToken(t.app, s.token, card));
  expect(res.statusCode).toBe(200);
  return s;
}

describe('subscription life cycle', () => {
  it('a card ending 0341 fails at trial end: billing issue, 418 to the card step, a new card restores', async () => {
    const fam = await trialFamily(CARDS.failsAtRenewal);
    t.clock.advance(8 * DAY);
    await runRenewals();
    const { s, customerId } = await subscriptionOf(fam.email);
    expect(s).toMatchObject({ status: 'PAST_DUE', cancellationType: 'BILLING_ISSUE' });
    expect(await succeededCharges(customerId!)).toBe(0);

    const token = await loginAs(t.app, fam.email, 'secret-pass-1');
    const page = await get('/api/profile/list', token);
    expect(page.statusCode).toBe(418);
    expect(json(page).metadata).toEqual({
      accessToken: token,
      parentSignInRequired: false,
      signupStep: 'CARD_DETAILS',
      reason: 'BILLING_ISSUE',
      status: 'PAST_DUE',
      cancellationType: 'BILLING_ISSUE',
      priceId: 'price_monthly',
      trialAvailable: false,
    });
    // The plans on the card step show no trial for a returning subscriber.
    expect(json(await get('/api/subscription/plans', token)).trialAvailable).toBe(false);

    // A new card pays at once and restores the subscription.
    const res = await subscribe(t.app, token, await cardToken(t.app, token, CARDS.ok));
    expect(res.statusCode).toBe(200);
    expect(json<SubscriptionInfo>(res)).toMatchObject({
      status: 'ACTIVE',
      usable: true,
      cancellationType: null,
      defaultPaymentMethod: { last4: '4242' },
    });
    expect(await succeededCharges(customerId!)).toBe(1);
    expect((await get('/api/profile/list', token)).statusCode).toBe(200);
  });

  it('a billing issue not paid within the grace period becomes INCOMPLETE_EXPIRED', async () => {
    const fam = await trialFamily(CARDS.failsAtRenewal);
    t.clock.advance(8 * DAY);
    await runRenewals();
    t.clock.advance(8 * DAY);
    await runRenewals();
    const { s } = await subscriptionOf(fam.email);
    expect(s).toMatchObject({ status: 'INCOMPLETE_EXPIRED', cancellationType: 'BILLING_ISSUE' });
    const token = await loginAs(t.app, fam.email, 'secret-pass-1');
    expect(json(await get('/api/profile/list', token)).metadata).toMatchObject({
      signupStep: 'CARD_DETAILS',
      reason: 'BILLING_ISSUE',
    });
  });

  it('renewal runs as a job; running it twice (or twice at once) charges once per period', async () => {
    const fam = await trialFamily(CARDS.ok);
    const before = (await subscriptionOf(fam.email)).s;
    t.clock.advance(8 * DAY);
    await runRenewals();
    await runRenewals();
    const after = await subscriptionOf(fam.email);
    expect(after.s.status).toBe('ACTIVE');
    expect(after.s.currentPeriodStart.toISOString()).toBe(before.currentPeriodEnd.toISOString());
    expect(await succeededCharges(after.customerId!)).toBe(1);
    const ledger = await t.database.db
      .select()
      .from(subscriptionCharges)
      .where(eq(subscriptionCharges.subscriptionId, after.s.id));
    expect(ledger.map((c) => [c.amount, c.status])).toEqual([[999, 'succeeded']]);

    t.clock.advance(32 * DAY);
    await Promise.all([runRenewals(), runRenewals()]);
    expect(await succeededCharges(after.customerId!)).toBe(2);
  });

  it('a child session of a lapsed family gets 418 telling the parent to sign in', async () => {
    const { parent, children } = await createFamily(t.database.db, ['Ava']);
    const { childToken: kid } = await childToken(t.app, parent, children[0]!.id);
    await t.database.db
      .update(subscriptions)
      .set({ status: 'CANCELED', cancellationType: 'CANCELED_BY_SUPPORT' })
      .where(eq(subscriptions.userId, parent.id));
    t.clock.advance(6_000); // past the access cache
    const res = await get('/api/profile/list', kid);
    expect(res.statusCode).toBe(418);
    expect(json(res).metadata).toMatchObject({
      accessToken: null,
      parentSignInRequired: true,
      signupStep: 'PLAN_SELECTION',
      reason: 'ENDED',
    });
  });

  it('cancel, restore, reason, change plan (parent gate), and a cancelled plan ends at period end', async () => {
    const fam = await trialFamily(CARDS.ok);
    // Plain login has not passed the parent gate.
    const plain = await loginAs(t.app, fam.email, 'secret-pass-1');
    const refused = await t.app.inject({
      method: 'DELETE',
      url: '/api/subscription',
      headers: bearer(plain),
    });
    expect(refused.statusCode).toBe(403);
    expect(json(refused).code).toBe('PARENT_GATE_REQUIRED');

    const gate = fam.token; // sign-up's own session counts as passed
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: '/api/subscription',
      headers: bearer(gate),
    });
    expect(cancel.statusCode).toBe(200);
    expect(json(cancel).subscription).toMatchObject({
      cancelAtPeriodEnd: true,
      cancellationType: 'CANCELED_BY_USER',
      nextChargeAmount: null,
    });
    const reason = await t.app.inject({
      method: 'PATCH',
      url: '/api/subscription',
      headers: bearer(gate),
      payload: { fieldName: 'cancellationReason', value: 'Too expensive' },
    });
    expect(json(reason).cancellationReason).toBe('Too expensive');
    const restore = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/restore',
      headers: bearer(gate),
    });
    expect(json(restore)).toMatchObject({
      message: 'Subscription restored!',
      detail: 'Your account will now auto renew.',
      subscription: { cancelAtPeriodEnd: false },
    });
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/subscription',
      headers: bearer(gate),
      payload: { priceId: 'price_annual' },
    });
    expect(json(change)).toMatchObject({
      message: SIGNUP_MESSAGES.planChanged,
      subscription: {
        plan: { priceId: 'price_annual', productName: 'Annual Plan' },
        nextChargeAmount: 7999,
      },
    });
    await t.app.inject({ method: 'DELETE', url: '/api/subscription', headers: bearer(gate) });
    t.clock.advance(8 * DAY);
    await runRenewals();
    const { s, customerId } = await subscriptionOf(fam.email);
    expect(s).toMatchObject({ status: 'CANCELED', cancellationType: 'CANCELED_BY_USER' });
    expect(await succeededCharges(customerId!)).toBe(0);
    const token = await loginAs(t.app, fam.email, 'secret-pass-1');
    expect(json(await get('/api/profile/list', token)).metadata).toMatchObject({
      signupStep: 'PLAN_SELECTION',
      reason: 'ENDED',
    });
  });

  it('a family with children and a subscription is never removed by a later decline', async () => {
    const fam = await trialFamily(CARDS.ok);
    const [u] = await t.database.db.select().from(users).where(eq(users.email, fam.email));
    await createChild(t.database.db, u!.id, { name: 'Zed' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/payment',
      headers: bearer(fam.token),
      payload: { paymentMethodId: await cardToken(t.app, fam.token, CARDS.declined) },
    });
    expect(res.statusCode).toBe(402);
    expect(json(res).metadata).toMatchObject({ accountRemoved: false, signupStep: 'CARD_DETAILS' });
    expect(await t.database.db.select().from(users).where(eq(users.email, fam.email))).toHaveLength(
      1,
    );
  });
});
