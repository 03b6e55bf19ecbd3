import type { z } from 'zod';
import {
  AppErrorCode,
  canUseRewardVault,
  CONSTANTS,
  type AvatarItemsResponse,
  type AvatarSettingsResponse,
  type BadgesResponse,
  type EarnedBadgesResponse,
  type PurchaseBody,
  type PurchaseResponse,
  type RecentActivity,
  type RewardEntityType,
  type Stats,
  type StoreResponse,
  type patchAvatarItemsBodySchema,
  type putAvatarItemBodySchema,
} from '@pagebird/contract';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { Clock } from '../../lib/clock.ts';
import type { DbOrTx } from '../../db/client.ts';
import { ageOf, toAvatarSettings } from '../auth/auth.presenter.ts';
import {
  alreadyOwned,
  assertItemOfKind,
  assertOnSale,
  assertOwned,
  assertVaultOpen,
  avatarRequired,
  notEnoughGems,
} from './rewards.policy.ts';
import {
  itemImageUrl,
  toAvatarItem,
  toBadge,
  toRecentActivity,
  toStoreItem,
} from './rewards.presenter.ts';
import type { ProfileRow, RewardsRepo } from './rewards.repo.ts';
import { LEDGER_RULES, levelProgress } from './rewards.rules.ts';

type PatchItemsBody = z.output<typeof patchAvatarItemsBodySchema>;
type PutItemBody = z.output<typeof putAvatarItemBodySchema>;

export interface RewardsServiceDeps {
  repo: RewardsRepo;
  clock: Clock;
}

const worn = (p: ProfileRow) => ({
  avatarId: p.avatar_id,
  frameId: p.frame_id,
  stickerId: p.sticker_id,
});

const SELECTED: Record<RewardEntityType, keyof ReturnType<typeof worn>> = {
  AVATAR: 'avatarId',
  AVATAR_FRAME: 'frameId',
  STICKER: 'stickerId',
};

/**
 * Stats, recent activity, badges, avatars / frames / stickers and the reward vault of the caller
 * (spec §7 "Badges, avatars, rewards"). Every call reads and writes only the caller's own rows
 * (the id comes from the token). Awards are the engine's (rewards.engine.ts).
 */
export function createRewardsService(deps: RewardsServiceDeps) {
  const { repo, clock } = deps;

  async function profileOf(tx: DbOrTx, userId: string): Promise<ProfileRow> {
    const p = await repo.profile(tx, userId);
    if (!p) throw new AppError(AppErrorCode.UNAUTHENTICATED);
    return p;
  }

  const ageOfProfile = (p: ProfileRow, now: Date) => ageOf({ birthYear: p.birth_year }, now);

  async function itemList(auth: AuthContext, type: RewardEntityType) {
    return repo.read(async (db): Promise<AvatarItemsResponse> => {
      const [profile, rows] = await Promise.all([
        profileOf(db, auth.user.id),
        repo.items(db, auth.user.id, type),
      ]);
      const selected = worn(profile)[SELECTED[type]];
      return { items: rows.map((r) => toAvatarItem(r, selected)) };
    });
  }

  /** Checks every part to put on (owned, of its kind) and writes them in one transaction. */
  async function wear(
    auth: AuthContext,
    parts: { avatarId?: string; frameId?: string | null; stickerId?: string | null },
  ): Promise<AvatarSettingsResponse> {
    const userId = auth.user.id;
    const checks: Array<[string | null | undefined, RewardEntityType]> = [
      [parts.avatarId, 'AVATAR'],
      [parts.frameId, 'AVATAR_FRAME'],
      [parts.stickerId, 'STICKER'],
    ];
    const profile = await repo.transaction(async (tx) => {
      for (const [id, type] of checks) {
        if (!id) continue;
        assertOwned(assertItemOfKind(await repo.item(tx, userId, id), type));
      }
      return repo.wear(tx, userId, parts, clock.now());
    });
    return {
      avatarSettings: toAvatarSettings({
        avatarId: profile.avatar_id,
        frameId: profile.frame_id,
        stickerId: profile.sticker_id,
      }),
    };
  }

  return {
    /** `GET /api/stats`: totals, the level bar and the counters of the profile. */
    async stats(auth: AuthContext): Promise<Stats> {
      const now = clock.now();
      return repo.read(async (db) => {
        const [profile, balance, counters, badgesEarned] = await Promise.all([
          profileOf(db, auth.user.id),
          repo.balance(db, auth.user.id),
          repo.counters(db, auth.user.id, now),
          repo.earnedBadgeCount(db, auth.user.id),
        ]);
        return {
          totalPoints: balance.points,
          gems: balance.gems,
          level: levelProgress(balance.points),
          booksFinished: counters.booksFinished,
          booksOpened: counters.booksOpened,
          minutesRead: counters.minutesRead,
          quizzesCompleted: counters.quizzesCompleted,
          quizStars: counters.quizStars,
          badgesEarned,
          streakDays: counters.streakDays,
          rewardVault: canUseRewardVault(ageOfProfile(profile, now)),
        };
      });
    },

    /** `GET /api/recent-activity`: the ledger, newest first, 7 per page (spec §9). */
    async recentActivity(auth: AuthContext, page: number): Promise<RecentActivity> {
      const size = CONSTANTS.recentActivityPageSize;
      const { rows, total } = await repo.activity(auth.user.id, page, size);
      return toRecentActivity(rows, page, total);
    },

    /** `GET /api/badges`: every badge in display order, earned or not, with progress. */
    async badges(auth: AuthContext): Promise<BadgesResponse> {
      const now = clock.now();
      return repo.read(async (db) => {
        const [rows, counters] = await Promise.all([
          repo.badges(db, auth.user.id),
          repo.counters(db, auth.user.id, now),
        ]);
        return { badges: rows.map((r) => toBadge(r, counters)) };
      });
    },

    /** `GET /api/badges/earned`: the caller's badges, newest first. */
    async earnedBadges(auth: AuthContext): Promise<EarnedBadgesResponse> {
      const rows = await repo.read((db) => repo.earnedBadges(db, auth.user.id));
      // Earned badges show their progress full: no counters needed.
      return { badges: rows.map((r) => toBadge(r, null)), total: rows.length };
    },

    avatars: (auth: AuthContext) => itemList(auth, 'AVATAR'),
    frames: (auth: AuthContext) => itemList(auth, 'AVATAR_FRAME'),
    stickers: (auth: AuthContext) => itemList(auth, 'STICKER'),

    /** `PATCH /api/avatars/items`: some of avatar, frame, sticker (null takes a frame or sticker off). */
    patchItems(auth: AuthContext, body: PatchItemsBody): Promise<AvatarSettingsResponse> {
      return wear(auth, body);
    },

    /** `PUT /api/avatars/items`: one item on, or a frame or sticker off (the avatar stays). */
    putItem(auth: AuthContext, body: PutItemBody): Promise<AvatarSettingsResponse> {
      if (body.entityType === 'AVATAR') {
        if (body.itemId === null) throw avatarRequired();
        return wear(auth, { avatarId: body.itemId });
      }
      return wear(
        auth,
        body.entityType === 'AVATAR_FRAME' ? { frameId: body.itemId } : { stickerId: body.itemId },
      );
    },

    /** `GET /api/exchange-store/items`: the vault's items and the caller's gems (over 6 only). */
    async storeItems(auth: AuthContext): Promise<StoreResponse> {
      const now = clock.now();
      return repo.read(async (db) => {
        assertVaultOpen(ageOfProfile(await profileOf(db, auth.user.id), now));
        const [balance, rows] = await Promise.all([
          repo.balance(db, auth.user.id),
          repo.storeItems(db, auth.user.id),
        ]);
        return {
          gems: balance.gems,
          items: rows.flatMap((r) =>
            r.price === null ? [] : [toStoreItem({ ...r, price: r.price })],
          ),
        };
      });
    },

    /**
     * `POST /api/exchange-store/purchase`, one transaction: the item is claimed first (a second
     * purchase of it, even a concurrent one, finds it owned: 409), then the gems are taken by a
     * conditional UPDATE (never below zero; concurrent purchases wait for each other on the
     * balance row and re-check it: 409 when short, which also undoes the claim), then the
     * ledger row. A bought item is not put on.
     */
    async purchase(auth: AuthContext, body: PurchaseBody): Promise<PurchaseResponse> {
      const userId = auth.user.id;
      const now = clock.now();
      return repo.transaction(async (tx) => {
        assertVaultOpen(ageOfProfile(await profileOf(tx, userId), now));
        const item = assertOnSale(await repo.item(tx, userId, body.id), body.storeEntityType);
        if (!(await repo.claimItem(tx, userId, item.id, 'PURCHASE', now))) throw alreadyOwned();
        const gems = await repo.spendGems(tx, userId, item.price, now);
        if (gems === null) throw notEnoughGems();
        await repo.insertLedger(tx, {
          userId,
          rule: LEDGER_RULES.purchase,
          causeKey: item.id,
          kind: 'PURCHASE',
          subjectId: item.id,
          subject: item.name,
          imageUrl: itemImageUrl(item.entity_type, item.id),
          points: 0,
          gems: -item.price,
          at: now,
        });
        return { gems, item: toStoreItem({ ...item, owned: true }) };
      });
    },
  };
}

export type RewardsService = ReturnType<typeof createRewardsService>;
