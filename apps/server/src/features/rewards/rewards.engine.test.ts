import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  finishedBookResponseSchema,
  Role,
  type Earning,
  type RewardOutcome,
} from '@pagebird/contract';
import {
  quizCompletions,
  rewardBalances,
  rewardLedger,
  userBadges,
  userRewardItems,
} from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { createTestApp, json, type TestApp } from '../../test/app.ts';
import { childToken, createChild, createFamily } from '../../test/factories.ts';
import {
  createBook,
  createInterestArea,
  setReadingProgress,
} from '../../test/catalogue-factories.ts';
import { newBookSessionId, readerCall } from '../../test/reader-factories.ts';
import { balanceOf, readOn, setBalance } from '../../test/rewards-factories.ts';
import { AVATARS } from '../../seed/rewards/index.ts';
import { createRewardsEngine } from './rewards.engine.ts';
import { createRewardsRepo } from './rewards.repo.ts';
import type { RewardCause } from './rewards.types.ts';

/** The rewards engine against real PostgreSQL (rules, levels, badges, super-flow order, idempotency). */

let t: TestApp;
let family: Awaited<ReturnType<typeof createFamily>>;
const engine = () => createRewardsEngine({ repo: createRewardsRepo(t.database.db) });

beforeAll(async () => {
  t = await createTestApp();
  for (const id of ['dinosaurs', 'space']) await createInterestArea(t.database.db, { id });
  family = await createFamily(t.database.db, ['Leo']);
});
afterAll(async () => {
  await t?.close();
});

const newKid = async () => (await createChild(t.database.db, family.parent.id, { age: 9 })).id;

/** Award in a transaction of its own (what a cause's writer does). */
function award(
  userId: string,
  cause: RewardCause,
  opts: { role?: Role; before?: (tx: DbOrTx) => Promise<unknown> } = {},
): Promise<RewardOutcome> {
  return t.database.db.transaction(async (tx) => {
    await opts.before?.(tx);
    return engine().award(tx, { id: userId, role: opts.role ?? Role.CHILD }, cause, t.clock.now());
  });
}

const types = (earnings: Earning[]) => earnings.map((e) => e.type);
const ledgerOf = (userId: string) =>
  t.database.db
    .select()
    .from(rewardLedger)
    .where(eq(rewardLedger.userId, userId))
    .orderBy(asc(rewardLedger.id));
const badgesOf = async (userId: string) =>
  (await t.database.db.select().from(userBadges).where(eq(userBadges.userId, userId))).map(
    (b) => b.badgeId,
  );
const avatarOf = (level: number) => AVATARS.find((a) => a.unlockLevel === level)!;

const finishCause = (bookId: string, minutesRead = 0): RewardCause => ({
  rule: 'BOOK_FINISHED',
  bookId,
  bookTitle: 'A book',
  minutesRead,
});

describe('a first book, through the reader', () => {
  it('earns the first-book badge, level 2, its avatar and gems, in super-flow order', async () => {
    const leo = family.children[0]!;
    const token = (await childToken(t.app, family.parent, leo.id)).childToken;
    const book = await createBook(t.database.db, { title: 'Kit and the Kite' });
    const session = newBookSessionId();
    const opened = await readerCall(t.app, token, {
      method: 'POST',
      url: '/api/activities/log/opened-book',
      payload: { bookId: book.id, bookSessionId: session },
    });
    expect(opened.statusCode).toBe(200);
    t.clock.advance(6 * 60_000);
    const res = await readerCall(t.app, token, {
      method: 'POST',
      url: '/api/activities/finished-book',
      payload: { bookId: book.id, bookSessionId: session },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = finishedBookResponseSchema.parse(json(res));
    // 40 for the book, 2 per minute read (6 minutes)
    expect(body).toMatchObject({ firstCompletion: true, points: 52, gems: 3 });
    expect(types(body.earnings)).toEqual(['NEW_BADGE', 'LEVEL_UP', 'NEW_AVATAR', 'GEM_EARNED']);
    const [badge, level, avatar, gems] = body.earnings;
    expect(badge).toMatchObject({
      badgeName: 'First Book',
      title: null,
      imageUrl: '/api/badges/first-book/image',
      extraData: { itemId: 'first-book' },
    });
    expect(level).toMatchObject({ label: 'Level 2!', dataValue: 2 });
    const rosie = avatarOf(2);
    expect(avatar).toMatchObject({
      imageUrl: `/api/avatars/avatars/${rosie.id}/image`,
      extraData: { itemId: rosie.id },
    });
    expect(gems).toMatchObject({ label: '3 gems', dataValue: 3 });

    expect(await balanceOf(t.database.db, leo.id)).toMatchObject({
      points: 5 + 52,
      gems: 3,
      level: 2,
    });
    const ledger = await ledgerOf(leo.id);
    expect(ledger.map((r) => [r.rule, r.causeKey, r.kind])).toEqual([
      ['BOOK_OPENED', book.id, 'BOOK_OPENED'],
      ['BOOK_FINISHED', book.id, 'BOOK_FINISHED'],
      ['LEVEL', 'level:2', 'LEVEL_UP'],
      ['BADGE', 'first-book', 'BADGE_EARNED'],
    ]);
    expect(ledger[1]).toMatchObject({ subject: 'Kit and the Kite', points: 52, gems: 3 });
    const owned = await t.database.db
      .select()
      .from(userRewardItems)
      .where(eq(userRewardItems.userId, leo.id));
    expect(owned.map((o) => [o.itemId, o.source])).toEqual([[rosie.id, 'LEVEL']]);
  });
});

describe('the engine', () => {
  it('puts badges first, then the level, the avatars and the gems (a perfect quiz)', async () => {
    const kid = await newKid();
    const book = await createBook(t.database.db);
    await setReadingProgress(t.database.db, kid, book.id, 'COMPLETED');
    await award(kid, finishCause(book.id));
    const quiz = await award(
      kid,
      {
        rule: 'QUIZ_COMPLETED',
        bookId: book.id,
        bookTitle: 'A book',
        correct: 3,
        total: 3,
        stars: 3,
      },
      {
        before: (tx) =>
          tx.insert(quizCompletions).values({
            userId: kid,
            quizType: 'END_OF_BOOK',
            subjectKey: book.id,
            correct: 3,
            total: 3,
            stars: 3,
            completed: true,
            completedAt: t.clock.now(),
          }),
      },
    );
    expect(quiz).toMatchObject({ points: 60, gems: 3 });
    expect(types(quiz.earnings)).toEqual([
      'NEW_BADGE',
      'NEW_BADGE',
      'LEVEL_UP',
      'NEW_AVATAR',
      'GEM_EARNED',
    ]);
    expect(quiz.earnings.slice(0, 2).map((e) => e.badgeName)).toEqual([
      'Quiz Whiz',
      'Perfect Score',
    ]);
    expect(quiz.earnings[2]).toMatchObject({ dataValue: 3 });
    expect(quiz.earnings[3]!.extraData?.itemId).toBe(avatarOf(3).id);
    // 43 + 60 gems: 3 + 3 — enough for the cheapest sticker (5)
    expect(await balanceOf(t.database.db, kid)).toMatchObject({ points: 100, gems: 6, level: 3 });
  });

  it('jumps several levels at once: one LEVEL_UP step, every avatar on the way', async () => {
    const kid = await newKid();
    await setBalance(t.database.db, kid, { points: 95, level: 1 });
    const out = await award(kid, { rule: 'BOOK_OPENED', bookId: 'b-jump', bookTitle: 'Jump' });
    expect(types(out.earnings)).toEqual(['LEVEL_UP', 'NEW_AVATAR', 'NEW_AVATAR']);
    expect(out.earnings[0]).toMatchObject({ dataValue: 3, label: 'Level 3!' });
    expect(out.earnings.slice(1).map((e) => e.extraData?.itemId)).toEqual([
      avatarOf(2).id,
      avatarOf(3).id,
    ]);
    const levels = (await ledgerOf(kid)).filter((r) => r.rule === 'LEVEL').map((r) => r.causeKey);
    expect(levels).toEqual(['level:2', 'level:3']);
  });

  it('earns a books-per-interest badge with the third book of the area', async () => {
    const kid = await newKid();
    const dinoBooks = [];
    for (let i = 0; i < 3; i++) {
      dinoBooks.push(await createBook(t.database.db, { interests: ['dinosaurs'] }));
    }
    const spaceBook = await createBook(t.database.db, { interests: ['space'] });
    for (const b of [...dinoBooks.slice(0, 2), spaceBook]) {
      await setReadingProgress(t.database.db, kid, b.id, 'COMPLETED');
      await award(kid, finishCause(b.id));
    }
    expect(await badgesOf(kid)).not.toContain('interest-dinosaurs');
    const third = dinoBooks[2]!;
    await setReadingProgress(t.database.db, kid, third.id, 'COMPLETED');
    const out = await award(kid, finishCause(third.id));
    expect(out.earnings.filter((e) => e.type === 'NEW_BADGE').map((e) => e.badgeName)).toEqual([
      'Dino Expert',
    ]);
    expect(await badgesOf(kid)).toContain('interest-dinosaurs');
    expect(await badgesOf(kid)).not.toContain('interest-space');
  });

  it('earns the 3-day streak badge for reading on three days in a row (UTC), not with a gap', async () => {
    const now = t.clock.now();
    // noon UTC of `d` days ago: five minutes of reading never cross midnight
    const daysAgo = (d: number) =>
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - d, 12));
    const book = await createBook(t.database.db);

    const gap = await newKid();
    for (const d of [3, 1, 0]) await readOn(t.database.db, gap, book.id, daysAgo(d));
    const none = await award(gap, { rule: 'BOOK_OPENED', bookId: book.id, bookTitle: 'B' });
    expect(none.earnings.map((e) => e.badgeName)).not.toContain('On a Roll');

    const steady = await newKid();
    // yesterday still counts as the end of a streak
    for (const d of [3, 2, 1]) await readOn(t.database.db, steady, book.id, daysAgo(d));
    const out = await award(steady, { rule: 'BOOK_OPENED', bookId: book.id, bookTitle: 'B' });
    expect(out.earnings.map((e) => e.badgeName)).toContain('On a Roll');
  });

  it('gives nothing to parents, teachers and admins', async () => {
    for (const role of [Role.PARENT, Role.TEACHER, Role.ADMIN]) {
      const out = await award(family.parent.id, finishCause(`b-${role}`), { role });
      expect(out).toEqual({ points: 0, gems: 0, earnings: [] });
    }
    expect(await ledgerOf(family.parent.id)).toEqual([]);
    const [row] = await t.database.db
      .select({ n: count() })
      .from(rewardBalances)
      .where(eq(rewardBalances.userId, family.parent.id));
    expect(row!.n).toBe(0);
  });

  it('awards 20 concurrent identical causes once: one ledger row, one amount', async () => {
    const kid = await newKid();
    const cause = finishCause('b-concurrent', 5);
    const outs = await Promise.all(Array.from({ length: 20 }, () => award(kid, cause)));
    expect(outs.filter((o) => o.points > 0)).toHaveLength(1);
    expect(outs.filter((o) => o.points === 0 && o.earnings.length === 0)).toHaveLength(19);
    const rows = (await ledgerOf(kid)).filter((r) => r.rule === 'BOOK_FINISHED');
    expect(rows).toHaveLength(1);
    expect(await balanceOf(t.database.db, kid)).toMatchObject({ points: 50, gems: 3, level: 2 });
  });

  it('applies concurrent different causes one after the other (levels reached once)', async () => {
    const kid = await newKid();
    const outs = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        award(kid, { rule: 'BOOK_OPENED', bookId: `b-open-${i}`, bookTitle: `Book ${i}` }),
      ),
    );
    expect(outs.every((o) => o.points === 5)).toBe(true);
    // 8 × 5 = 40 points: exactly one of the ten reached level 2
    expect(outs.filter((o) => types(o.earnings).includes('LEVEL_UP'))).toHaveLength(1);
    expect(await balanceOf(t.database.db, kid)).toMatchObject({ points: 50, level: 2 });
    const levels = (await ledgerOf(kid)).filter((r) => r.rule === 'LEVEL');
    expect(levels.map((r) => r.causeKey)).toEqual(['level:2']);
  });

  it('is undone with its cause: a failed transaction leaves no trace', async () => {
    const kid = await newKid();
    await expect(
      t.database.db.transaction(async (tx) => {
        await engine().award(
          tx,
          { id: kid, role: Role.CHILD },
          finishCause('b-undo'),
          t.clock.now(),
        );
        throw new Error('the cause failed');
      }),
    ).rejects.toThrow('the cause failed');
    expect(await ledgerOf(kid)).toEqual([]);
    expect(await balanceOf(t.database.db, kid)).toMatchObject({ points: 0, gems: 0 });
    // … and the retry is awarded
    expect((await award(kid, finishCause('b-undo'))).points).toBe(40);
  });

  it('awards students too', async () => {
    const kid = await newKid();
    const out = await award(
      kid,
      { rule: 'DISCOVERY_VISIT', zoneId: 'z', zoneTitle: 'Ocean' },
      {
        role: Role.STUDENT,
      },
    );
    expect(out).toMatchObject({ points: 10, gems: 1 });
    const rows = await t.database.db
      .select()
      .from(rewardLedger)
      .where(and(eq(rewardLedger.userId, kid), eq(rewardLedger.rule, 'DISCOVERY_VISIT')));
    expect(rows).toHaveLength(1);
  });
});
