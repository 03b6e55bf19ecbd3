import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  purchaseResponseSchema,
  recentActivitySchema,
  REWARDS_MESSAGES,
  storeResponseSchema,
} from '@pagebird/contract';
import { rewardLedger, userRewardItems } from '../../db/schema/index.ts';
import { createTestApp, json, type TestApp } from '../../test/app.ts';
import { childToken, createClassroom, createFamily, studentLogin } from '../../test/factories.ts';
import { moveClockTo, setProfile } from '../../test/catalogue-factories.ts';
import {
  balanceOf,
  call,
  createRewardItem,
  setBalance,
  wornBy,
} from '../../test/rewards-factories.ts';
import { AVATARS, FRAMES, STICKERS } from '../../seed/rewards/index.ts';

/**
 * The reward vault (spec §7 exchange store, §9 "children over 6 only") against real PostgreSQL,
 * through the HTTP routes: atomic purchases that never overspend and never sell twice.
 */

let t: TestApp;
let leo: string;
let leoId: string;
let mia: string;
let parentToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const family = await createFamily(db, ['Leo', 'Mia']);
  leoId = family.children[0]!.id;
  await setProfile(db, leoId, { age: 9 });
  await setProfile(db, family.children[1]!.id, { age: 5 });
  const tokens = await childToken(t.app, family.parent, leoId);
  leo = tokens.childToken;
  parentToken = tokens.parentToken;
  mia = (await childToken(t.app, family.parent, family.children[1]!.id)).childToken;
});
afterAll(async () => {
  await t?.close();
});

const items = (token: string) => call(t.app, token, 'GET', '/api/exchange-store/items');
const buy = (token: string, storeEntityType: string, id: string) =>
  call(t.app, token, 'POST', '/api/exchange-store/purchase', { storeEntityType, id });

const purchasesOf = (userId: string) =>
  t.database.db
    .select()
    .from(userRewardItems)
    .where(and(eq(userRewardItems.userId, userId), eq(userRewardItems.source, 'PURCHASE')));
const purchaseLedger = (userId: string) =>
  t.database.db
    .select()
    .from(rewardLedger)
    .where(and(eq(rewardLedger.userId, userId), eq(rewardLedger.rule, 'PURCHASE')));

/** A child over 6 with its own token, for a test that must not share a balance. */
async function freshKid(age = 8) {
  const family = await createFamily(t.database.db, ['Kid']);
  const id = family.children[0]!.id;
  await setProfile(t.database.db, id, { age });
  return { id, token: (await childToken(t.app, family.parent, id)).childToken };
}

describe('who may use the reward vault', () => {
  it('a child over 6 sees the items for gems and the balance', async () => {
    await setBalance(t.database.db, leoId, { gems: 12 });
    const res = await items(leo);
    expect(res.statusCode).toBe(200);
    const store = storeResponseSchema.parse(json(res));
    expect(store.gems).toBe(12);
    const sold = [...AVATARS, ...FRAMES, ...STICKERS].filter((i) => i.price !== null);
    for (const item of sold) {
      expect(store.items).toContainEqual(
        expect.objectContaining({ id: item.id, price: item.price, owned: false }),
      );
    }
    // not sold: starters and level unlocks
    const ids = new Set(store.items.map((i) => i.id));
    expect(AVATARS.filter((a) => a.price === null).some((a) => ids.has(a.id))).toBe(false);
    const sticker = store.items.find((i) => i.id === STICKERS[0]!.id)!;
    expect(sticker).toMatchObject({
      storeEntityType: 'STICKER',
      imageUrl: `/api/avatars/stickers/${STICKERS[0]!.id}/image`,
    });
  });

  it('a child of 5 (or 6) gets 403 for the items and for a purchase', async () => {
    for (const res of [await items(mia), await buy(mia, 'STICKER', STICKERS[0]!.id)]) {
      expect(res.statusCode).toBe(403);
      expect(json(res)).toEqual({ code: 'FORBIDDEN', message: REWARDS_MESSAGES.vaultTooYoung });
    }
    const six = await freshKid(6);
    expect((await items(six.token)).statusCode).toBe(403);
    const seven = await freshKid(7);
    expect((await items(seven.token)).statusCode).toBe(200);
  });

  it('parents get 403; students over 6 may use it, students without an age may not', async () => {
    expect((await items(parentToken)).statusCode).toBe(403);
    expect((await buy(parentToken, 'STICKER', STICKERS[0]!.id)).statusCode).toBe(403);
    moveClockTo(t.clock, { weekday: 'Wed', hour: 10 });
    const klass = await createClassroom(t.database.db, 2);
    const [withAge, withoutAge] = klass.students;
    await setProfile(t.database.db, withAge!.id, { age: 10 });
    const login = async (s: typeof withAge) =>
      json<{ token: string }>(await studentLogin(t.app, klass.classroom.loginCode, s!.id, s!.pin))
        .token;
    expect((await items(await login(withAge))).statusCode).toBe(200);
    expect((await items(await login(withoutAge))).statusCode).toBe(403);
  });
});

describe('POST /api/exchange-store/purchase', () => {
  it('buys an item: gems taken, owned, in the ledger and recent activity, not worn', async () => {
    const kid = await freshKid();
    await setBalance(t.database.db, kid.id, { gems: 20 });
    const cheapest = STICKERS.find((s) => s.price === 5)!;
    const res = await buy(kid.token, 'STICKER', cheapest.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(purchaseResponseSchema.parse(json(res))).toEqual({
      gems: 15,
      item: {
        id: cheapest.id,
        storeEntityType: 'STICKER',
        name: cheapest.name,
        imageUrl: `/api/avatars/stickers/${cheapest.id}/image`,
        price: 5,
        owned: true,
      },
    });
    expect((await balanceOf(t.database.db, kid.id)).gems).toBe(15);
    const store = storeResponseSchema.parse(json(await items(kid.token)));
    expect(store.gems).toBe(15);
    expect(store.items.find((i) => i.id === cheapest.id)?.owned).toBe(true);
    expect(await wornBy(t.database.db, kid.id)).toMatchObject({ stickerId: null });
    const activity = recentActivitySchema.parse(
      json(await call(t.app, kid.token, 'GET', '/api/recent-activity')),
    );
    expect(activity.items[0]).toMatchObject({
      kind: 'PURCHASE',
      subject: cheapest.name,
      subjectId: cheapest.id,
      points: 0,
      gems: -5,
    });
    // now it can be worn
    const worn = await call(t.app, kid.token, 'PUT', '/api/avatars/items', {
      entityType: 'STICKER',
      itemId: cheapest.id,
    });
    expect(worn.statusCode).toBe(200);

    // a second purchase of it: 409, nothing taken
    const again = await buy(kid.token, 'STICKER', cheapest.id);
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({ code: 'CONFLICT', message: REWARDS_MESSAGES.alreadyOwned });
    expect((await balanceOf(t.database.db, kid.id)).gems).toBe(15);
  });

  it('refuses what the balance cannot pay (409) and keeps nothing of the attempt', async () => {
    const kid = await freshKid();
    await setBalance(t.database.db, kid.id, { gems: 4 });
    const res = await buy(kid.token, 'STICKER', STICKERS.find((s) => s.price === 5)!.id);
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({ message: REWARDS_MESSAGES.notEnoughGems });
    expect(await purchasesOf(kid.id)).toEqual([]);
    expect(await purchaseLedger(kid.id)).toEqual([]);
    expect((await balanceOf(t.database.db, kid.id)).gems).toBe(4);
    // a profile that never earned has no balance row at all
    const broke = await freshKid();
    expect((await buy(broke.token, 'AVATAR_FRAME', FRAMES[0]!.id)).statusCode).toBe(409);
  });

  it('sells only active items for gems, of the kind asked for (404 otherwise)', async () => {
    const kid = await freshKid();
    await setBalance(t.database.db, kid.id, { gems: 100 });
    const retired = await createRewardItem(t.database.db, { price: 5, status: 'INACTIVE' });
    const starter = AVATARS.find((a) => a.starter)!;
    const levelOnly = AVATARS.find((a) => a.unlockLevel !== null)!;
    for (const [type, id] of [
      ['STICKER', 'no-such-sticker'],
      ['STICKER', retired.id],
      ['AVATAR', starter.id],
      ['AVATAR', levelOnly.id],
      ['AVATAR_FRAME', STICKERS[0]!.id],
    ] as const) {
      const res = await buy(kid.token, type, id);
      expect(res.statusCode, id).toBe(404);
      expect(json(res)).toMatchObject({ message: REWARDS_MESSAGES.itemNotFound });
    }
    expect((await balanceOf(t.database.db, kid.id)).gems).toBe(100);
    expect((await buy(kid.token, 'GIFT', STICKERS[0]!.id)).statusCode).toBe(400);
  });

  it('50 simultaneous purchases with gems for exactly 3 items: 3 bought, never below zero', async () => {
    const kid = await freshKid();
    const price = 7;
    const start = 3 * price;
    const onSale = await Promise.all(
      Array.from({ length: 50 }, () =>
        createRewardItem(t.database.db, { entityType: 'STICKER', price }),
      ),
    );
    await setBalance(t.database.db, kid.id, { gems: start });

    const answers = await Promise.all(onSale.map((item) => buy(kid.token, 'STICKER', item.id)));

    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(47);
    for (const a of answers.filter((x) => x.statusCode === 409)) {
      expect(json(a)).toMatchObject({ message: REWARDS_MESSAGES.notEnoughGems });
    }
    const balances = answers
      .filter((a) => a.statusCode === 200)
      .map((a) => purchaseResponseSchema.parse(json(a)).gems)
      .sort((a, b) => b - a);
    expect(balances).toEqual([14, 7, 0]);

    const owned = await purchasesOf(kid.id);
    expect(owned).toHaveLength(3);
    const paid = owned.reduce((sum, o) => sum + onSale.find((s) => s.id === o.itemId)!.price!, 0);
    const final = (await balanceOf(t.database.db, kid.id)).gems;
    expect(final).toBeGreaterThanOrEqual(0);
    expect(final).toBe(start - paid);
    const ledger = await purchaseLedger(kid.id);
    expect(ledger).toHaveLength(3);
    expect(ledger.reduce((sum, r) => sum + r.gems, 0)).toBe(-paid);
  });

  it('sells one item once, even to 20 simultaneous purchases of it', async () => {
    const kid = await freshKid();
    await setBalance(t.database.db, kid.id, { gems: 500 });
    const item = await createRewardItem(t.database.db, { entityType: 'AVATAR_FRAME', price: 9 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => buy(kid.token, 'AVATAR_FRAME', item.id)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(refused).toHaveLength(19);
    for (const a of refused) {
      expect(json(a)).toMatchObject({ message: REWARDS_MESSAGES.alreadyOwned });
    }
    expect((await balanceOf(t.database.db, kid.id)).gems).toBe(491);
    expect(await purchasesOf(kid.id)).toHaveLength(1);
    expect(await purchaseLedger(kid.id)).toHaveLength(1);
  });
});
