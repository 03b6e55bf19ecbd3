import { KID_ROLES, type Earning, type RewardOutcome, type Role } from '@pagebird/contract';
import type { DbOrTx } from '../../db/client.ts';
import { badgeCriteriaSchema, badgeProgress } from './rewards.badges.ts';
import {
  badgeEarning,
  badgeImageUrl,
  gemsEarning,
  levelUpEarning,
  newAvatarEarning,
} from './rewards.presenter.ts';
import type { RewardsRepo } from './rewards.repo.ts';
import {
  amountsFor,
  causeKeyOf,
  LEDGER_RULES,
  levelFor,
  REWARD_RULES,
  subjectOf,
} from './rewards.rules.ts';
import type { Earner, RewardCause, RewardsEngine } from './rewards.types.ts';

/** What an action that earned nothing answers (a replay, a non-kid, a progress post). */
export const noRewards = (): RewardOutcome => ({ points: 0, gems: 0, earnings: [] });

/** Only children and students collect rewards. */
export const earnsRewards = (role: Role): boolean => KID_ROLES.includes(role);

export interface RewardsEngineDeps {
  repo: RewardsRepo;
}

/**
 * The rewards engine (issue 5): every award runs inside the caller's transaction, so it is
 * written together with its cause or not at all.
 *
 * 1. The ledger row (unique per user, rule and cause key) is inserted with ON CONFLICT DO
 *    NOTHING; a replay — sequential or concurrent (the second insert waits for the first
 *    transaction and then finds the row) — writes nothing and answers nothing.
 * 2. Points and gems go onto the balance (an upsert that locks the profile's row, so awards of
 *    one profile are applied one after the other).
 * 3. Levels reached: a LEVEL ledger row per level and the avatars those levels unlock.
 * 4. Badges: all counters in one query, every unearned badge's criteria checked against them,
 *    the newly met ones recorded (ON CONFLICT DO NOTHING) with a BADGE ledger row each.
 *
 * Earnings come in super-flow order: badges, level up, new avatars, gems.
 */
export function createRewardsEngine(deps: RewardsEngineDeps): RewardsEngine {
  const { repo } = deps;

  async function levelUps(
    tx: DbOrTx,
    userId: string,
    from: number,
    to: number,
    now: Date,
  ): Promise<{ level: Earning[]; avatars: Earning[] }> {
    if (to <= from) return { level: [], avatars: [] };
    await repo.setLevel(tx, userId, to, now);
    for (let level = from + 1; level <= to; level++) {
      await repo.insertLedger(tx, {
        userId,
        rule: LEDGER_RULES.level,
        causeKey: `level:${level}`,
        kind: 'LEVEL_UP',
        subjectId: null,
        subject: `Level ${level}`,
        imageUrl: null,
        points: 0,
        gems: 0,
        at: now,
      });
    }
    const unlocked = await repo.unlockAvatars(tx, userId, from, to, now);
    return { level: [levelUpEarning(to)], avatars: unlocked.map(newAvatarEarning) };
  }

  async function newBadges(tx: DbOrTx, userId: string, now: Date): Promise<Earning[]> {
    const candidates = await repo.unearnedBadges(tx, userId);
    if (candidates.length === 0) return [];
    const counters = await repo.counters(tx, userId, now);
    const met = candidates.filter((b) => {
      const criteria = badgeCriteriaSchema.safeParse(b.criteria);
      return criteria.success && badgeProgress(criteria.data, counters).met;
    });
    const earned = await repo.earnBadges(
      tx,
      userId,
      met.map((b) => b.id),
      now,
    );
    const out: Earning[] = [];
    for (const b of met) {
      if (!earned.has(b.id)) continue;
      await repo.insertLedger(tx, {
        userId,
        rule: LEDGER_RULES.badge,
        causeKey: b.id,
        kind: 'BADGE_EARNED',
        subjectId: b.id,
        subject: b.name,
        imageUrl: badgeImageUrl(b.id),
        points: 0,
        gems: 0,
        at: now,
      });
      out.push(badgeEarning(b));
    }
    return out;
  }

  return {
    async award(tx: DbOrTx, earner: Earner, cause: RewardCause, now: Date) {
      if (!earnsRewards(earner.role)) return noRewards();
      const userId = earner.id;
      const { points, gems } = amountsFor(cause);
      const written = await repo.insertLedger(tx, {
        userId,
        rule: cause.rule,
        causeKey: causeKeyOf(cause),
        kind: REWARD_RULES[cause.rule].kind,
        ...subjectOf(cause),
        imageUrl: null,
        points,
        gems,
        at: now,
      });
      if (!written) return noRewards();

      const balance = await repo.addToBalance(tx, userId, points, gems, now);
      const levels = await levelUps(tx, userId, balance.level, levelFor(balance.points), now);
      const badges = await newBadges(tx, userId, now);
      return {
        points,
        gems,
        earnings: [
          ...badges,
          ...levels.level,
          ...levels.avatars,
          ...(gems > 0 ? [gemsEarning(gems)] : []),
        ],
      };
    },
  };
}
