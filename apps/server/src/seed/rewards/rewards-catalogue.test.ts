import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badges, rewardItems } from '../../db/schema/index.ts';
import { badgeCriteriaSchema } from '../../features/rewards/rewards.badges.ts';
import {
  avatarArtSchema,
  badgeArtSchema,
  frameArtSchema,
  stickerArtSchema,
} from '../../features/rewards/art/art.types.ts';
import { MAX_LEVEL } from '../../features/rewards/rewards.rules.ts';
import { INTEREST_AREAS } from '../library/content/interests.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { AVATARS, BADGES, FRAMES, REWARD_ITEMS, seedRewardCatalogue, STICKERS } from './index.ts';

/** The reward catalogue: enough of everything, valid data, and an idempotent upsert. */

describe('the catalogue data', () => {
  it('has at least 25 badges, 30 avatars, 10 frames and 20 stickers with unique ids', () => {
    expect(BADGES.length).toBeGreaterThanOrEqual(25);
    expect(AVATARS.length).toBeGreaterThanOrEqual(30);
    expect(FRAMES).toHaveLength(10);
    expect(STICKERS).toHaveLength(20);
    const ids = [...BADGES.map((b) => b.id), ...REWARD_ITEMS.map((i) => i.id)];
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('badges have valid criteria and art; interest badges name demo interest areas', () => {
    const areas = new Set(INTEREST_AREAS.map((a) => a.id));
    for (const b of BADGES) {
      expect(badgeCriteriaSchema.safeParse(b.criteria).success, b.id).toBe(true);
      expect(badgeArtSchema.safeParse(b.art).success, b.id).toBe(true);
      if (b.criteria.kind === 'BOOKS_IN_INTEREST') {
        expect(areas.has(b.criteria.interestId), b.criteria.interestId).toBe(true);
      }
    }
    const kinds = new Set(BADGES.map((b) => b.criteria.kind));
    for (const kind of [
      'BOOKS_FINISHED',
      'STREAK_DAYS',
      'MINUTES_READ',
      'BOOKS_IN_INTEREST',
      'QUIZZES_COMPLETED',
      'QUIZ_STARS',
      'PERFECT_QUIZZES',
      'DAILY_QUIZZES',
      'ZONES_VISITED',
      'READ_ALONG_FINISHED',
      'LEVEL',
    ]) {
      expect(kinds.has(kind as never), kind).toBe(true);
    }
    const targets = (kind: string) =>
      BADGES.filter((b) => b.criteria.kind === kind).map((b) => b.criteria.target);
    expect(targets('BOOKS_FINISHED')).toEqual([1, 5, 10, 25, 50, 100]);
    expect(targets('STREAK_DAYS')).toEqual([3, 7, 30]);
    expect(targets('MINUTES_READ')).toEqual([60, 300, 1000]);
    expect(
      BADGES.filter((b) => b.criteria.kind === 'BOOKS_IN_INTEREST').length,
    ).toBeGreaterThanOrEqual(4);
  });

  it('avatars: at least 6 starters, one unlocked at each level 2 … 15, some for gems', () => {
    for (const a of AVATARS) expect(avatarArtSchema.safeParse(a.art).success, a.id).toBe(true);
    expect(AVATARS.filter((a) => a.starter).length).toBeGreaterThanOrEqual(6);
    const levels = AVATARS.flatMap((a) => (a.unlockLevel === null ? [] : [a.unlockLevel]));
    for (let level = 2; level <= 15; level++) expect(levels, String(level)).toContain(level);
    expect(Math.max(...levels)).toBeLessThanOrEqual(MAX_LEVEL);
    const sold = AVATARS.filter((a) => a.price !== null);
    expect(sold.length).toBeGreaterThan(0);
    // each avatar is got one way: from the start, by a level or for gems
    for (const a of AVATARS) {
      expect(
        [a.starter, a.unlockLevel !== null, a.price !== null].filter(Boolean),
        a.id,
      ).toHaveLength(1);
    }
  });

  it('frames cost 8–40 gems and stickers 5–40, the cheapest sticker 5', () => {
    for (const f of FRAMES) {
      expect(frameArtSchema.safeParse(f.art).success, f.id).toBe(true);
      expect(f.price).toBeGreaterThanOrEqual(8);
      expect(f.price).toBeLessThanOrEqual(40);
    }
    for (const s of STICKERS) {
      expect(stickerArtSchema.safeParse(s.art).success, s.id).toBe(true);
      expect(s.price).toBeGreaterThanOrEqual(5);
      expect(s.price).toBeLessThanOrEqual(40);
    }
    expect(Math.min(...STICKERS.map((s) => s.price!))).toBe(5);
  });
});

describe('seedRewardCatalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('upserts by id at every start: changes come through, statuses and other rows stay', async () => {
    const db = t.database.db;
    // The test database has the catalogue already (seeded like every start).
    const stored = await db.select().from(badges).orderBy(asc(badges.position));
    expect(stored.map((b) => b.id)).toEqual(BADGES.map((b) => b.id));
    expect(await db.select().from(rewardItems)).toHaveLength(REWARD_ITEMS.length);

    // an admin retired a badge, a release renamed an item
    await db
      .update(badges)
      .set({ status: 'INACTIVE', name: 'Old name' })
      .where(eq(badges.id, 'books-100'));
    await db.update(rewardItems).set({ price: 999 }).where(eq(rewardItems.id, STICKERS[0]!.id));

    expect(await seedRewardCatalogue(db)).toEqual({
      badges: BADGES.length,
      items: REWARD_ITEMS.length,
    });
    expect(await seedRewardCatalogue(db)).toEqual({
      badges: BADGES.length,
      items: REWARD_ITEMS.length,
    });
    const [badge] = await db.select().from(badges).where(eq(badges.id, 'books-100'));
    expect(badge).toMatchObject({ name: 'Reading Legend', status: 'INACTIVE' });
    const [sticker] = await db
      .select()
      .from(rewardItems)
      .where(eq(rewardItems.id, STICKERS[0]!.id));
    expect(sticker!.price).toBe(STICKERS[0]!.price);
    expect(await db.select().from(badges)).toHaveLength(BADGES.length);
  });

  it('runs safely when several instances start at once', async () => {
    await Promise.all(Array.from({ length: 4 }, () => seedRewardCatalogue(t.database.db)));
    expect(await t.database.db.select().from(rewardItems)).toHaveLength(REWARD_ITEMS.length);
  });
});
