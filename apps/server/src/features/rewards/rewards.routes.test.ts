import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  avatarItemsResponseSchema,
  avatarSettingsResponseSchema,
  badgesResponseSchema,
  earnedBadgesResponseSchema,
  recentActivitySchema,
  REWARDS_MESSAGES,
  Role,
  statsSchema,
} from '@pagebird/contract';
import { discoveryZones } from '../../db/schema/index.ts';
import { createTestApp, json, type TestApp } from '../../test/app.ts';
import { childToken, createClassroom, createFamily, studentLogin } from '../../test/factories.ts';
import { createBook, moveClockTo, setProfile } from '../../test/catalogue-factories.ts';
import { newBookSessionId, readerCall } from '../../test/reader-factories.ts';
import {
  call,
  createRewardItem,
  giveItems,
  setBalance,
  wornBy,
} from '../../test/rewards-factories.ts';
import { AVATARS, BADGES, FRAMES, STICKERS } from '../../seed/rewards/index.ts';
import { createRewardsEngine } from './rewards.engine.ts';
import { createRewardsRepo } from './rewards.repo.ts';

/** Stats, recent activity, badges and wearing avatars, frames and stickers (real PostgreSQL). */

let t: TestApp;
let family: Awaited<ReturnType<typeof createFamily>>;
let leo: string;
let leoId: string;
let mia: string;
let parentToken: string;
let student: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  family = await createFamily(db, ['Leo', 'Mia']);
  leoId = family.children[0]!.id;
  await setProfile(db, leoId, { age: 9 });
  const tokens = await childToken(t.app, family.parent, leoId);
  leo = tokens.childToken;
  parentToken = tokens.parentToken;
  mia = (await childToken(t.app, family.parent, family.children[1]!.id)).childToken;
  moveClockTo(t.clock, { weekday: 'Wed', hour: 10 });
  const klass = await createClassroom(db, 1);
  const s = klass.students[0]!;
  const res = await studentLogin(t.app, klass.classroom.loginCode, s.id, s.pin);
  student = json<{ token: string }>(res).token;
  // signing in again after the clock moved
  leo = (await childToken(t.app, family.parent, leoId)).childToken;
  mia = (await childToken(t.app, family.parent, family.children[1]!.id)).childToken;
  parentToken = (await childToken(t.app, family.parent, leoId)).parentToken;
});
afterAll(async () => {
  await t?.close();
});

async function readBook(token: string, title: string, minutes: number) {
  const book = await createBook(t.database.db, { title });
  const session = newBookSessionId();
  const opened = await readerCall(t.app, token, {
    method: 'POST',
    url: '/api/activities/log/opened-book',
    payload: { bookId: book.id, bookSessionId: session },
  });
  expect(opened.statusCode).toBe(200);
  t.clock.advance(minutes * 60_000);
  const finished = await readerCall(t.app, token, {
    method: 'POST',
    url: '/api/activities/finished-book',
    payload: { bookId: book.id, bookSessionId: session },
  });
  expect(finished.statusCode, finished.body).toBe(200);
  return book;
}

describe('GET /api/stats', () => {
  it('starts at zero, level 1', async () => {
    const res = await call(t.app, mia, 'GET', '/api/stats');
    expect(res.statusCode).toBe(200);
    expect(statsSchema.parse(json(res))).toEqual({
      totalPoints: 0,
      gems: 0,
      level: { level: 1, levelStartPoints: 0, nextLevelPoints: 40, percent: 0 },
      booksFinished: 0,
      booksOpened: 0,
      minutesRead: 0,
      quizzesCompleted: 0,
      quizStars: 0,
      badgesEarned: 0,
      streakDays: 0,
      // the demo-style child of the factories is 7: over 6
      rewardVault: true,
    });
  });

  it('adds up what the profile read and earned', async () => {
    await readBook(leo, 'Stats Book One', 4);
    await readBook(leo, 'Stats Book Two', 10);
    const stats = statsSchema.parse(json(await call(t.app, leo, 'GET', '/api/stats')));
    // (5 + 40 + 2×4) + (5 + 40 + 2×10)
    expect(stats).toMatchObject({
      totalPoints: 53 + 65,
      gems: 6,
      booksFinished: 2,
      booksOpened: 2,
      minutesRead: 14,
      badgesEarned: 1,
      streakDays: 1,
      rewardVault: true,
    });
    expect(stats.level).toEqual({
      level: 3,
      levelStartPoints: 100,
      nextLevelPoints: 180,
      percent: 22.5,
    });
  });

  it('is for children and students only', async () => {
    expect((await call(t.app, student, 'GET', '/api/stats')).statusCode).toBe(200);
    expect((await call(t.app, parentToken, 'GET', '/api/stats')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/stats' })).statusCode).toBe(401);
  });
});

describe('GET /api/recent-activity', () => {
  it('lists the ledger newest first, 7 per page', async () => {
    const first = recentActivitySchema.parse(
      json(await call(t.app, leo, 'GET', '/api/recent-activity')),
    );
    // two opens, two finishes, levels 2 and 3, the first-book badge
    expect(first.total).toBe(7);
    expect(first).toMatchObject({ page: 0, size: 7 });
    expect(first.items.map((i) => i.kind)).toEqual([
      'LEVEL_UP',
      'BOOK_FINISHED',
      'BOOK_OPENED',
      'BADGE_EARNED',
      'LEVEL_UP',
      'BOOK_FINISHED',
      'BOOK_OPENED',
    ]);
    expect(first.items[0]).toMatchObject({ subject: 'Level 3', points: 0, imageUrl: null });
    const finished = first.items[1]!;
    expect(finished).toMatchObject({ subject: 'Stats Book Two', points: 60, gems: 3 });
    expect(finished.imageUrl).toMatch(/^\/api\/media\/covers\//);
    expect(first.items[3]).toMatchObject({
      subject: 'First Book',
      subjectId: 'first-book',
      imageUrl: '/api/badges/first-book/image',
    });

    // a third book: 2 more rows (open, finish) → 9 in all, 2 on the second page
    await readBook(leo, 'Stats Book Three', 1);
    const page0 = recentActivitySchema.parse(
      json(await call(t.app, leo, 'GET', '/api/recent-activity?page=0')),
    );
    const page1 = recentActivitySchema.parse(
      json(await call(t.app, leo, 'GET', '/api/recent-activity?page=1')),
    );
    expect(page0.total).toBe(9);
    expect(page0.items).toHaveLength(7);
    expect(page1.items).toHaveLength(2);
    expect(page0.items[0]!.subject).toBe('Stats Book Three');
    const ids = [...page0.items, ...page1.items].map((i) => i.id);
    expect(new Set(ids).size).toBe(9);
    const page9 = recentActivitySchema.parse(
      json(await call(t.app, leo, 'GET', '/api/recent-activity?page=9')),
    );
    expect(page9.items).toEqual([]);
    // only the caller's own rows
    expect(
      recentActivitySchema.parse(json(await call(t.app, mia, 'GET', '/api/recent-activity'))).total,
    ).toBe(0);
    expect((await call(t.app, leo, 'GET', '/api/recent-activity?page=-1')).statusCode).toBe(400);
  });
});

describe('recent activity pictures', () => {
  it('shows the zone icon for zone activity', async () => {
    const db = t.database.db;
    const [zone] = await db
      .insert(discoveryZones)
      .values({
        title: 'Ocean Deep',
        shortTitle: 'Ocean',
        ageMin: 5,
        ageMax: 9,
        colours: {},
        iconUrl: 'zones/ocean-icon.svg',
      })
      .returning();
    const miaId = family.children[1]!.id;
    const engine = createRewardsEngine({ repo: createRewardsRepo(db) });
    await db.transaction((tx) =>
      engine.award(
        tx,
        { id: miaId, role: Role.CHILD },
        { rule: 'DISCOVERY_VISIT', zoneId: zone!.id, zoneTitle: 'Ocean Deep' },
        t.clock.now(),
      ),
    );
    const activity = recentActivitySchema.parse(
      json(await call(t.app, mia, 'GET', '/api/recent-activity')),
    );
    expect(activity.items).toEqual([
      expect.objectContaining({
        kind: 'DISCOVERY_VISIT',
        subject: 'Ocean Deep',
        subjectId: zone!.id,
        imageUrl: '/api/media/zones/ocean-icon.svg',
        points: 10,
        gems: 1,
      }),
    ]);
  });
});

describe('badges', () => {
  it('lists every badge in order with progress, and the earned ones newest first', async () => {
    const all = badgesResponseSchema.parse(json(await call(t.app, leo, 'GET', '/api/badges')));
    expect(all.badges.map((b) => b.id)).toEqual(BADGES.map((b) => b.id));
    const byId = new Map(all.badges.map((b) => [b.id, b]));
    expect(byId.get('first-book')).toMatchObject({
      earned: true,
      progress: { current: 1, target: 1 },
      imageUrl: '/api/badges/first-book/image',
    });
    expect(byId.get('first-book')!.earnedAt).not.toBeNull();
    expect(byId.get('books-5')).toMatchObject({
      earned: false,
      earnedAt: null,
      description: 'Finish 5 books',
      progress: { current: 3, target: 5 },
    });
    expect(byId.get('minutes-60')!.progress).toEqual({ current: 15, target: 60 });
    expect(byId.get('level-5')!.progress).toEqual({ current: 3, target: 5 });

    // a second badge, earned later: first in the earned list
    const engine = createRewardsEngine({ repo: createRewardsRepo(t.database.db) });
    t.clock.advance(60_000);
    await t.database.db.transaction((tx) =>
      engine.award(
        tx,
        { id: leoId, role: Role.CHILD },
        { rule: 'DISCOVERY_VISIT', zoneId: 'zone-1', zoneTitle: 'Ocean' },
        t.clock.now(),
      ),
    );
    // the zone-explorer badge counts discovery_visits: none were written, so none earned
    const earned = earnedBadgesResponseSchema.parse(
      json(await call(t.app, leo, 'GET', '/api/badges/earned')),
    );
    expect(earned.total).toBe(1);
    expect(earned.badges.map((b) => b.id)).toEqual(['first-book']);
  });

  it('answers the earned badges newest first', async () => {
    const engine = createRewardsEngine({ repo: createRewardsRepo(t.database.db) });
    // level 5 (280 points) earns "Rising Star" after "First Book"
    await setBalance(t.database.db, leoId, { points: 275, gems: 9, level: 3 });
    t.clock.advance(60_000);
    await t.database.db.transaction((tx) =>
      engine.award(
        tx,
        { id: leoId, role: Role.CHILD },
        { rule: 'BOOK_OPENED', bookId: 'level-five', bookTitle: 'Level five' },
        t.clock.now(),
      ),
    );
    const earned = earnedBadgesResponseSchema.parse(
      json(await call(t.app, leo, 'GET', '/api/badges/earned')),
    );
    expect(earned.badges.map((b) => b.id)).toEqual(['level-5', 'first-book']);
    expect(earned.total).toBe(2);
    expect(earned.badges.every((b) => b.earned)).toBe(true);
  });
});

describe('avatars, frames and stickers', () => {
  const list = async (token: string, path: string) => {
    const res = await call(t.app, token, 'GET', path);
    expect(res.statusCode).toBe(200);
    return avatarItemsResponseSchema.parse(json(res)).items;
  };

  it('lists every item with owned, selected, price and unlock level', async () => {
    const avatars = await list(mia, '/api/avatars');
    expect(avatars.map((a) => a.id)).toEqual(AVATARS.map((a) => a.id));
    expect(avatars.filter((a) => a.owned).map((a) => a.id)).toEqual(
      AVATARS.filter((a) => a.starter).map((a) => a.id),
    );
    expect(avatars.find((a) => a.unlockLevel === 2)).toMatchObject({ owned: false, price: null });
    expect(avatars[0]).toMatchObject({
      entityType: 'AVATAR',
      selected: false,
      imageUrl: `/api/avatars/avatars/${AVATARS[0]!.id}/image`,
    });
    const frames = await list(mia, '/api/avatars/frames');
    expect(frames.map((f) => f.id)).toEqual(FRAMES.map((f) => f.id));
    expect(frames.every((f) => !f.owned && f.price !== null)).toBe(true);
    const stickers = await list(mia, '/api/avatars/stickers');
    expect(stickers).toHaveLength(STICKERS.length);
    expect(stickers[0]!.imageUrl).toBe(`/api/avatars/stickers/${STICKERS[0]!.id}/image`);
    // Leo unlocked the level 2 … 5 avatars
    const leos = await list(leo, '/api/avatars');
    expect(leos.filter((a) => a.unlockLevel !== null && a.owned).map((a) => a.unlockLevel)).toEqual(
      [2, 3, 4, 5],
    );
  });

  it('PATCH puts owned items on; not-owned ones are refused and nothing changes', async () => {
    const db = t.database.db;
    const starter = AVATARS.find((a) => a.starter)!;
    const levelTwo = AVATARS.find((a) => a.unlockLevel === 2)!;
    const frame = await createRewardItem(db, { entityType: 'AVATAR_FRAME', price: 8 });
    const sticker = await createRewardItem(db, { entityType: 'STICKER', price: 5 });

    const ok = await call(t.app, mia, 'PATCH', '/api/avatars/items', { avatarId: starter.id });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(avatarSettingsResponseSchema.parse(json(ok)).avatarSettings).toEqual({
      avatar: { id: starter.id, imageUrl: `/api/avatars/avatars/${starter.id}/image` },
      frame: null,
      sticker: null,
    });
    const miaId = family.children[1]!.id;
    for (const body of [
      { avatarId: levelTwo.id },
      { frameId: frame.id },
      { avatarId: starter.id, stickerId: sticker.id },
    ]) {
      const res = await call(t.app, mia, 'PATCH', '/api/avatars/items', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(403);
      expect(json(res)).toMatchObject({ code: 'FORBIDDEN', message: REWARDS_MESSAGES.notOwned });
    }
    expect(await wornBy(db, miaId)).toEqual({
      avatarId: starter.id,
      frameId: null,
      stickerId: null,
    });

    // unknown ids, or an id of another kind: 404
    for (const body of [{ avatarId: 'no-such-avatar' }, { frameId: starter.id }]) {
      const res = await call(t.app, mia, 'PATCH', '/api/avatars/items', body);
      expect(res.statusCode).toBe(404);
      expect(json(res)).toMatchObject({ message: REWARDS_MESSAGES.itemNotFound });
    }
    // the avatar cannot be taken off; an empty change is refused
    expect(
      (await call(t.app, mia, 'PATCH', '/api/avatars/items', { avatarId: null })).statusCode,
    ).toBe(400);
    expect((await call(t.app, mia, 'PATCH', '/api/avatars/items', {})).statusCode).toBe(400);

    // Leo owns the level-2 avatar
    const leoOk = await call(t.app, leo, 'PATCH', '/api/avatars/items', { avatarId: levelTwo.id });
    expect(leoOk.statusCode).toBe(200);
    expect((await list(leo, '/api/avatars')).find((a) => a.selected)?.id).toBe(levelTwo.id);
  });

  it('PUT puts one item on, and takes a frame or sticker off; never the avatar', async () => {
    const db = t.database.db;
    const frame = await createRewardItem(db, { entityType: 'AVATAR_FRAME', price: 8 });
    const sticker = await createRewardItem(db, { entityType: 'STICKER', price: 5 });
    await giveItems(db, leoId, [frame.id, sticker.id]);
    const put = (body: unknown) => call(t.app, leo, 'PUT', '/api/avatars/items', body);

    const onFrame = await put({ entityType: 'AVATAR_FRAME', itemId: frame.id });
    expect(onFrame.statusCode, onFrame.body).toBe(200);
    const onSticker = await put({ entityType: 'STICKER', itemId: sticker.id });
    const settings = avatarSettingsResponseSchema.parse(json(onSticker)).avatarSettings;
    expect(settings.frame).toEqual({
      id: frame.id,
      imageUrl: `/api/avatars/frames/${frame.id}/image`,
    });
    expect(settings.sticker?.id).toBe(sticker.id);
    expect((await list(leo, '/api/avatars/stickers')).find((s) => s.selected)?.id).toBe(sticker.id);

    // shown wherever the profile appears: the profile list of the parent
    const profiles = await call(t.app, parentToken, 'GET', '/api/profile/list');
    expect(profiles.body).toContain(`/api/avatars/stickers/${sticker.id}/image`);

    const offFrame = await put({ entityType: 'AVATAR_FRAME', itemId: null });
    expect(avatarSettingsResponseSchema.parse(json(offFrame)).avatarSettings.frame).toBeNull();
    const offSticker = await put({ entityType: 'STICKER', itemId: null });
    expect(avatarSettingsResponseSchema.parse(json(offSticker)).avatarSettings.sticker).toBeNull();

    const offAvatar = await put({ entityType: 'AVATAR', itemId: null });
    expect(offAvatar.statusCode).toBe(400);
    expect(json(offAvatar)).toMatchObject({ message: REWARDS_MESSAGES.avatarRequired });
    expect((await wornBy(db, leoId)).avatarId).not.toBeNull();

    const notOwned = await createRewardItem(db, { entityType: 'STICKER', price: 5 });
    const refused = await put({ entityType: 'STICKER', itemId: notOwned.id });
    expect(refused.statusCode).toBe(403);
    expect((await put({ entityType: 'STICKER', itemId: frame.id })).statusCode).toBe(404);
  });

  it('is for children and students only', async () => {
    expect((await call(t.app, parentToken, 'GET', '/api/avatars')).statusCode).toBe(403);
    expect(
      (
        await call(t.app, parentToken, 'PUT', '/api/avatars/items', {
          entityType: 'STICKER',
          itemId: null,
        })
      ).statusCode,
    ).toBe(403);
    expect((await call(t.app, student, 'GET', '/api/avatars/frames')).statusCode).toBe(200);
  });
});
