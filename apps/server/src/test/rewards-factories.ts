import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import {
  readingActivity,
  readingSessions,
  rewardBalances,
  rewardItems,
  userRewardItems,
  users,
} from '../db/schema/index.ts';
import { bearer } from './app.ts';

const uniq = () => randomBytes(4).toString('hex');

/** Set a profile's balance (points, gems and the stored level). */
export async function setBalance(
  db: Db,
  userId: string,
  b: { points?: number; gems?: number; level?: number },
) {
  const values = { userId, points: b.points ?? 0, gems: b.gems ?? 0, level: b.level ?? 1 };
  await db
    .insert(rewardBalances)
    .values(values)
    .onConflictDoUpdate({
      target: rewardBalances.userId,
      set: { points: values.points, gems: values.gems, level: values.level },
    });
}

export async function balanceOf(db: Db, userId: string) {
  const [row] = await db.select().from(rewardBalances).where(eq(rewardBalances.userId, userId));
  return row ?? { points: 0, gems: 0, level: 1 };
}

/** A reward item of the test's own (a sticker for `price` gems unless told otherwise). */
export async function createRewardItem(
  db: Db,
  opts: {
    entityType?: 'AVATAR' | 'AVATAR_FRAME' | 'STICKER';
    price?: number | null;
    unlockLevel?: number | null;
    starter?: boolean;
    status?: 'ACTIVE' | 'INACTIVE';
    name?: string;
  } = {},
) {
  const entityType = opts.entityType ?? 'STICKER';
  const id = `test-${entityType.toLowerCase()}-${uniq()}`;
  const art =
    entityType === 'AVATAR'
      ? { style: 'thumbs', seed: id, background: '#ffd166' }
      : entityType === 'AVATAR_FRAME'
        ? { pattern: 'dots', ring: ['#4d96ff', '#a0c4ff'], accent: '#ffd23f' }
        : { emblem: 'star', background: ['#fff6c8', '#ffd23f'], color: '#ff9f1c', shape: 'circle' };
  const [row] = await db
    .insert(rewardItems)
    .values({
      id,
      entityType,
      name: opts.name ?? `Test ${entityType} ${id}`,
      art,
      price: opts.price === undefined ? 10 : opts.price,
      unlockLevel: opts.unlockLevel ?? null,
      starter: opts.starter ?? false,
      position: 10_000,
      status: opts.status ?? 'ACTIVE',
    })
    .returning();
  return row!;
}

/**
 * A reading session of `minutes` that opened at `at` (with its OPEN activity): what the reader
 * writes when a profile reads, for streak and reading-time counters.
 */
export async function readOn(db: Db, userId: string, bookId: string, at: Date, minutes = 5) {
  const [session] = await db
    .insert(readingSessions)
    .values({
      id: randomUUID(),
      userId,
      bookId,
      openedAt: at,
      lastActivityAt: new Date(at.getTime() + minutes * 60_000),
    })
    .returning({ id: readingSessions.id });
  await db
    .insert(readingActivity)
    .values({ userId, bookId, type: 'OPEN', sessionId: session!.id, at });
}

/** Give items to a profile (as a level unlock, purchase or gift would). */
export async function giveItems(
  db: Db,
  userId: string,
  itemIds: string[],
  source: 'LEVEL' | 'PURCHASE' | 'GIFT' = 'GIFT',
) {
  await db
    .insert(userRewardItems)
    .values(itemIds.map((itemId) => ({ userId, itemId, source })))
    .onConflictDoNothing();
}

export async function wornBy(db: Db, userId: string) {
  const [row] = await db
    .select({ avatarId: users.avatarId, frameId: users.frameId, stickerId: users.stickerId })
    .from(users)
    .where(eq(users.id, userId));
  return row!;
}

/** Inject a JSON call with a bearer token. */
export function call(
  app: FastifyInstance,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}
