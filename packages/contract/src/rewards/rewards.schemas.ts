import { z } from 'zod';
import { Role } from '../auth/roles.ts';
import { avatarSettingsSchema } from '../auth/auth.schemas.ts';
import { endpoint } from '../common/endpoint.ts';
import { CONSTANTS } from '../common/constants.ts';

/**
 * The kids' world rewards (spec §1, §3 "Earnings", "Store item", "Reward item", "Statistic",
 * §4 "Super flow and badge modal", §7 "Badges, avatars, rewards"): points, gems, levels, badges,
 * avatars, frames, stickers and the reward vault (exchange store).
 */

const tags = ['rewards'] as const;
const KIDS = [Role.CHILD, Role.STUDENT] as const;

// ── earnings (returned with the action that earned them) ──

export const EARNING_TYPES = ['NEW_BADGE', 'LEVEL_UP', 'NEW_AVATAR', 'GEM_EARNED'] as const;
export const earningTypeSchema = z.enum(EARNING_TYPES);
export type EarningType = z.infer<typeof earningTypeSchema>;

/**
 * Spec §3 "Earnings". `label` is the text shown on the step; `dataValue` is the new level
 * (LEVEL_UP) or the gems earned (GEM_EARNED); NEW_BADGE carries `badgeName` and `title`
 * (null: the client shows "You earned a new badge!"); NEW_AVATAR carries the avatar image.
 */
export const earningSchema = z.object({
  type: earningTypeSchema,
  label: z.string(),
  dataValue: z.number().nullable(),
  imageUrl: z.string().nullable(),
  title: z.string().nullable(),
  badgeName: z.string().nullable(),
  extraData: z
    .object({
      imageUrl: z.string().nullable(),
      /** The avatar / badge id the step is about. */
      itemId: z.string().nullable(),
    })
    .nullable(),
});
export type Earning = z.infer<typeof earningSchema>;

/** What one rewarded action gave: points and gems added, and the super-flow steps. */
export const rewardOutcomeSchema = z.object({
  points: z.number().int().min(0),
  gems: z.number().int().min(0),
  earnings: z.array(earningSchema),
});
export type RewardOutcome = z.infer<typeof rewardOutcomeSchema>;

// ── stats and recent activity ──

export const levelProgressSchema = z.object({
  level: z.number().int().min(1),
  /** Points at which the current level started and the next one starts (null at the top). */
  levelStartPoints: z.number().int().min(0),
  nextLevelPoints: z.number().int().nullable(),
  /** 0–100 through the current level. */
  percent: z.number().min(0).max(100),
});
export type LevelProgress = z.infer<typeof levelProgressSchema>;

/** `GET /api/stats` (spec §3 "Statistic": totalPoints). */
export const statsSchema = z.object({
  totalPoints: z.number().int().min(0),
  gems: z.number().int().min(0),
  level: levelProgressSchema,
  booksFinished: z.number().int().min(0),
  booksOpened: z.number().int().min(0),
  minutesRead: z.number().int().min(0),
  quizzesCompleted: z.number().int().min(0),
  quizStars: z.number().int().min(0),
  badgesEarned: z.number().int().min(0),
  /** Days in a row (calendar days, UTC) with reading activity, up to today or yesterday. */
  streakDays: z.number().int().min(0),
  /** Whether this profile may use the reward vault (spec §9: children over 6 only). */
  rewardVault: z.boolean(),
});
export type Stats = z.infer<typeof statsSchema>;

export const ACTIVITY_KINDS = [
  'BOOK_OPENED',
  'BOOK_FINISHED',
  'QUIZ_COMPLETED',
  'DAILY_QUIZ',
  'DISCOVERY_VISIT',
  'BADGE_EARNED',
  'LEVEL_UP',
  'PURCHASE',
] as const;
export const activityKindSchema = z.enum(ACTIVITY_KINDS);
export type ActivityKind = z.infer<typeof activityKindSchema>;

export const activityItemSchema = z.object({
  id: z.string(),
  kind: activityKindSchema,
  /** What it was about: a book title, a badge name, a zone title, an item name. */
  subject: z.string(),
  /** Link target: a book id, a zone id, a badge id or an item id (null when none). */
  subjectId: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** Points and gems added (gems negative for a purchase). */
  points: z.number().int(),
  gems: z.number().int(),
  at: z.string(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

export const recentActivityQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(10_000).default(0).describe('zero-based'),
});

/** `GET /api/recent-activity`: newest first, 7 per page (spec §9). */
export const recentActivitySchema = z.object({
  items: z.array(activityItemSchema),
  page: z.number().int(),
  size: z.literal(CONSTANTS.recentActivityPageSize),
  total: z.number().int(),
});
export type RecentActivity = z.infer<typeof recentActivitySchema>;

// ── badges ──

export const badgeSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** How to earn it, for the child ("Finish 5 books"). */
  description: z.string(),
  imageUrl: z.string(),
  earned: z.boolean(),
  earnedAt: z.string().nullable(),
  /** Progress towards the badge (current capped at target). */
  progress: z.object({ current: z.number().int().min(0), target: z.number().int().min(1) }),
});
export type Badge = z.infer<typeof badgeSchema>;

/** `GET /api/badges`: every active badge, in display order, earned or not. */
export const badgesResponseSchema = z.object({ badges: z.array(badgeSchema) });
/** `GET /api/badges/earned`: the caller's earned badges, newest first (the locker shows 6). */
export const earnedBadgesResponseSchema = z.object({
  badges: z.array(badgeSchema),
  total: z.number().int(),
});
export type BadgesResponse = z.infer<typeof badgesResponseSchema>;
export type EarnedBadgesResponse = z.infer<typeof earnedBadgesResponseSchema>;

// ── avatars, frames, stickers ──

/** Spec §3 "Store item" storeEntityType and "Reward item" entityType. */
export const REWARD_ENTITY_TYPES = ['AVATAR', 'AVATAR_FRAME', 'STICKER'] as const;
export const rewardEntityTypeSchema = z.enum(REWARD_ENTITY_TYPES);
export type RewardEntityType = z.infer<typeof rewardEntityTypeSchema>;

/** One avatar, frame or sticker as the caller sees it. */
export const avatarItemSchema = z.object({
  id: z.string(),
  entityType: rewardEntityTypeSchema,
  name: z.string(),
  imageUrl: z.string(),
  owned: z.boolean(),
  selected: z.boolean(),
  /** Gems in the reward vault (null: not sold). */
  price: z.number().int().min(1).nullable(),
  /** The level that unlocks it (null: not unlocked by levels). */
  unlockLevel: z.number().int().min(1).nullable(),
});
export type AvatarItem = z.infer<typeof avatarItemSchema>;

export const avatarItemsResponseSchema = z.object({ items: z.array(avatarItemSchema) });
export type AvatarItemsResponse = z.infer<typeof avatarItemsResponseSchema>;

const itemId = z.string().trim().min(1).max(60);

/** `PATCH /api/avatars/items`: change some of avatar, frame and sticker (null takes off). */
export const patchAvatarItemsBodySchema = z
  .object({
    avatarId: itemId.optional(),
    frameId: itemId.nullable().optional(),
    stickerId: itemId.nullable().optional(),
  })
  .refine((b) => Object.keys(b).length > 0, { message: 'Choose something to change.' });

/** `PUT /api/avatars/items`: spec §3 "Reward item" — put one item on (itemId null takes it off). */
export const putAvatarItemBodySchema = z.object({
  entityType: rewardEntityTypeSchema,
  itemId: itemId.nullable(),
});

export const avatarSettingsResponseSchema = z.object({ avatarSettings: avatarSettingsSchema });
export type AvatarSettingsResponse = z.infer<typeof avatarSettingsResponseSchema>;

export const artParamsSchema = z.object({ id: itemId });

// ── reward vault (exchange store) ──

/** Spec §3 "Store item". */
export const storeItemSchema = z.object({
  id: z.string(),
  storeEntityType: rewardEntityTypeSchema,
  name: z.string(),
  imageUrl: z.string(),
  price: z.number().int().min(1),
  owned: z.boolean(),
});
export type StoreItem = z.infer<typeof storeItemSchema>;

export const storeResponseSchema = z.object({
  gems: z.number().int().min(0),
  items: z.array(storeItemSchema),
});
export type StoreResponse = z.infer<typeof storeResponseSchema>;

export const purchaseBodySchema = z.object({
  storeEntityType: rewardEntityTypeSchema,
  id: itemId,
});
export type PurchaseBody = z.infer<typeof purchaseBodySchema>;

export const purchaseResponseSchema = z.object({
  /** The balance after the purchase. */
  gems: z.number().int().min(0),
  item: storeItemSchema,
});
export type PurchaseResponse = z.infer<typeof purchaseResponseSchema>;

/** Texts of the rewards answers (ours; the spec does not show them). */
export const REWARDS_MESSAGES = {
  notEnoughGems: 'You need more gems for this one. Read a book or take a quiz to earn some!',
  alreadyOwned: 'You already have this one.',
  notOwned: 'Earn or buy this one first.',
  itemNotFound: 'We could not find that item.',
  vaultTooYoung: 'The Reward Vault opens when you are 7.',
  avatarRequired: 'Please choose an avatar.',
} as const;

export const rewardsApi = {
  stats: endpoint({
    method: 'GET',
    path: '/api/stats',
    access: KIDS,
    summary: "The caller's points, gems, level and reading totals",
    tags,
    response: statsSchema,
  }),
  recentActivity: endpoint({
    method: 'GET',
    path: '/api/recent-activity',
    access: KIDS,
    summary: "The caller's recent rewarded activity, newest first, 7 per page",
    tags,
    query: recentActivityQuerySchema,
    response: recentActivitySchema,
  }),
  badges: endpoint({
    method: 'GET',
    path: '/api/badges',
    access: KIDS,
    summary: 'Every badge with whether the caller earned it and the progress towards it',
    tags,
    response: badgesResponseSchema,
  }),
  earnedBadges: endpoint({
    method: 'GET',
    path: '/api/badges/earned',
    access: KIDS,
    summary: "The caller's earned badges, newest first",
    tags,
    response: earnedBadgesResponseSchema,
  }),
  avatars: endpoint({
    method: 'GET',
    path: '/api/avatars',
    access: KIDS,
    summary: 'Every avatar with owned / selected / unlock level',
    tags,
    response: avatarItemsResponseSchema,
  }),
  frames: endpoint({
    method: 'GET',
    path: '/api/avatars/frames',
    access: KIDS,
    summary: 'Every avatar frame with owned / selected / price',
    tags,
    response: avatarItemsResponseSchema,
  }),
  stickers: endpoint({
    method: 'GET',
    path: '/api/avatars/stickers',
    access: KIDS,
    summary: 'Every sticker with owned / selected / price',
    tags,
    response: avatarItemsResponseSchema,
  }),
  patchItems: endpoint({
    method: 'PATCH',
    path: '/api/avatars/items',
    access: KIDS,
    summary: 'Change the avatar, frame and/or sticker (owned items only)',
    tags,
    body: patchAvatarItemsBodySchema,
    response: avatarSettingsResponseSchema,
  }),
  putItem: endpoint({
    method: 'PUT',
    path: '/api/avatars/items',
    access: KIDS,
    summary: 'Put one owned avatar, frame or sticker on (or take a frame or sticker off)',
    tags,
    body: putAvatarItemBodySchema,
    response: avatarSettingsResponseSchema,
  }),
  storeItems: endpoint({
    method: 'GET',
    path: '/api/exchange-store/items',
    access: KIDS,
    summary: 'The reward vault: items for gems and the caller’s balance (over 6 only)',
    tags,
    response: storeResponseSchema,
  }),
  purchase: endpoint({
    method: 'POST',
    path: '/api/exchange-store/purchase',
    access: KIDS,
    summary: 'Buy an item with gems (atomic: never negative, never twice)',
    tags,
    body: purchaseBodySchema,
    response: purchaseResponseSchema,
  }),
};

/**
 * Artwork (SVG drawn by code / DiceBear), public so that `<img>` works without a token; ids are
 * catalogue ids, nothing personal. Paths match `avatarImageUrl` of the auth presenter.
 */
export const rewardArtApi = {
  avatar: endpoint({
    method: 'GET',
    path: '/api/avatars/avatars/:id/image',
    access: 'public',
    summary: 'An avatar picture (SVG)',
    tags,
    params: artParamsSchema,
  }),
  frame: endpoint({
    method: 'GET',
    path: '/api/avatars/frames/:id/image',
    access: 'public',
    summary: 'A frame picture (SVG)',
    tags,
    params: artParamsSchema,
  }),
  sticker: endpoint({
    method: 'GET',
    path: '/api/avatars/stickers/:id/image',
    access: 'public',
    summary: 'A sticker picture (SVG)',
    tags,
    params: artParamsSchema,
  }),
  badge: endpoint({
    method: 'GET',
    path: '/api/badges/:id/image',
    access: 'public',
    summary: 'A badge picture (SVG)',
    tags,
    params: artParamsSchema,
  }),
};
