import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PROMO_MESSAGES, type PlansResponse, type PromoResponse } from '@pagebird/contract';
import { discountRedemptions, discounts, subscriptions } from '../../db/schema/index.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/app.ts';
import { createClassroom, createParent, loginAs } from '../../test/factories.ts';
import { createDiscount, removeSubscription } from './billing.test-factories.ts';
import { CARDS, cardToken, signUp, subscribe } from './billing.test-helpers.ts';

/** Promo codes (spec §3 "Discount") and the class-time-over offer. */

const DAY = 86_400_000;
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_MAX: 'off' } });
  const db = t.database.db;
  const now = t.clock.now().getTime();
  await createDiscount(db, {
    promoCode: 'SPRING',
    discountPrice: 499,
    duration: 'REPEATING',
    durationInPeriods: 3,
  });
  await createDiscount(db, { promoCode: 'OLDIE', validUntil: new Date(now - DAY) });
  await createDiscount(db, { promoCode: 'LATER', validFrom: new Date(now + DAY) });
  await createDiscount(db, { promoCode: 'GONE', maxUses: 2, uses: 2 });
  await createDiscount(db, { promoCode: 'OFF', active: false });
  await createDiscount(db, {
    promoCode: 'YEAR',
    priceId: 'price_annual',
    discountPrice: 5999,
    normalPrice: 7999,
  });
  token = (await signUp(t.app)).token;
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, tok = token) =>
  t.app.inject({ method: 'GET', url, headers: bearer(tok) });

describe('promo codes', () => {
  it('a valid code changes the displayed price of its plan', async () => {
    const res = await get('/api/subscription/plans?promoCode=spring');
    const body = json<PlansResponse>(res);
    expect(body.promoRefusal).toBeNull();
    expect(body.promo).toMatchObject({
      promoCode: 'SPRING',
      discountPrice: 499,
      formattedDiscountPrice: '$4.99',
    });
    const monthly = body.plans.find((p) => p.interval === 'month')!;
    expect(monthly).toMatchObject({
      price: 499,
      displayPrice: 4.99,
      formattedPrice: '$4.99',
      normalPrice: 999,
    });
    expect(body.plans.find((p) => p.interval === 'week')!.price).toBe(499 /* weekly normal */);
    const promo = json<PromoResponse>(await get('/api/subscription/promo/SPRING'));
    expect(promo.plan).toMatchObject({ priceId: 'price_monthly', displayPrice: 4.99 });
    // The annual plan's savings follow its promo price.
    const year = json<PlansResponse>(await get('/api/subscription/plans?promoCode=YEAR'));
    expect(year.plans[3]).toMatchObject({
      displayPrice: 59.99,
      oldPrice: 119.88,
      savedPercent: 50,
    });
  });

  it.each([
    ['OLDIE', 'EXPIRED', PROMO_MESSAGES.expired],
    ['LATER', 'NOT_YET_VALID', PROMO_MESSAGES.notYetValid],
    ['GONE', 'USED_UP', PROMO_MESSAGES.usedUp],
    ['OFF', 'INACTIVE', PROMO_MESSAGES.inactive],
  ])('%s is refused with a clear message', async (code, reason, message) => {
    const res = await get(`/api/subscription/promo/${code}`);
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ message, metadata: { reason } });
    const plans = json<PlansResponse>(await get(`/api/subscription/plans?promoCode=${code}`));
    expect(plans.promo).toBeNull();
    expect(plans.promoRefusal).toEqual({ reason, message });
    expect(plans.plans.find((p) => p.interval === 'month')!.price).toBe(999);
  });

  it('the subscription keeps the discount for its periods and a code is used once per family', async () => {
    const s = await signUp(t.app);
    const res = await subscribe(t.app, s.token, await cardToken(t.app, s.token, CARDS.ok), {
      promoCode: 'SPRING',
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      nextChargeAmount: 499,
      discount: { promoCode: 'SPRING', periodsLeft: 3 },
    });
    const again = await get('/api/subscription/promo/SPRING', s.token);
    expect(json(again)).toMatchObject({ metadata: { reason: 'USED_UP' } });
    const wrongPlan = await signUp(t.app);
    const r2 = await subscribe(
      t.app,
      wrongPlan.token,
      await cardToken(t.app, wrongPlan.token, CARDS.ok),
      {
        promoCode: 'YEAR',
      },
    );
    expect(r2.statusCode).toBe(400);
    expect(json(r2).message).toBe(PROMO_MESSAGES.notForPlan);
  });

  it('20 parallel sign-ups with a maxUses 5 code get exactly 5 discounts', async () => {
    const limited = await createDiscount(t.database.db, { promoCode: 'FIVE', maxUses: 5 });
    const families = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const parent = await createParent(t.database.db);
        await removeSubscription(t.database.db, parent.id); // a pending sign-up
        const tok = await loginAs(t.app, parent.email!, parent.password);
        return { tok, pm: await cardToken(t.app, tok, CARDS.ok) };
      }),
    );
    const results = await Promise.all(
      families.map((f) => subscribe(t.app, f.tok, f.pm, { promoCode: 'FIVE' })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c === 400)).toHaveLength(15);
    for (const r of results.filter((x) => x.statusCode === 400)) {
      expect(json(r).message).toBe(PROMO_MESSAGES.usedUp);
    }
    const db = t.database.db;
    const [d] = await db.select().from(discounts).where(eq(discounts.id, limited.id));
    expect(d!.uses).toBe(5);
    expect(
      await db
        .select()
        .from(discountRedemptions)
        .where(eq(discountRedemptions.discountId, limited.id)),
    ).toHaveLength(5);
    expect(
      await db.select().from(subscriptions).where(eq(subscriptions.discountId, limited.id)),
    ).toHaveLength(5);
  });
});

describe('class-time-over offer', () => {
  it('gives the promo price and interval for a class code, and 404 for an unknown code', async () => {
    await createDiscount(t.database.db, {
      promoCode: 'CLASSHOME',
      discountSource: 'CLASS_TIME_OVER',
      discountPrice: 299,
    });
    const klass = await createClassroom(t.database.db, 0);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/offer-info?classCode=${klass.classroom.loginCode.toLowerCase()}`,
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({
      promoPrice: 299,
      normalPrice: 999,
      formattedPromoPrice: '$2.99',
      promoCode: 'CLASSHOME',
      subscription: { interval: 'month', priceId: 'price_monthly', productName: 'Monthly Plan' },
    });
    const none = await t.app.inject({ method: 'GET', url: '/api/offer-info?classCode=NOPE99' });
    expect(none.statusCode).toBe(404);
  });
});
