import type { ActivityItem, AvatarItem, Badge, Stats, StoreItem } from '@pagebird/contract';

/** Test helpers of the rewards feature: contract-shaped data and a fetch stub by route. */

export { stubApi as stubRewardsApi, type ApiCall } from '../../test/stub-api.ts';

export function makeStats(overrides: Partial<Stats> = {}): Stats {
  return {
    totalPoints: 240,
    gems: 12,
    level: { level: 3, levelStartPoints: 200, nextLevelPoints: 350, percent: 27 },
    booksFinished: 4,
    booksOpened: 9,
    minutesRead: 85,
    quizzesCompleted: 2,
    quizStars: 5,
    badgesEarned: 3,
    streakDays: 2,
    rewardVault: true,
    ...overrides,
  };
}

export function makeBadge(n: number, overrides: Partial<Badge> = {}): Badge {
  return {
    id: `badge-${n}`,
    name: `Badge ${n}`,
    description: `Do thing ${n}`,
    imageUrl: `/api/badges/badge-${n}/image`,
    earned: true,
    earnedAt: '2025-05-03T10:00:00.000Z',
    progress: { current: 1, target: 1 },
    ...overrides,
  };
}

export function makeActivity(n: number, overrides: Partial<ActivityItem> = {}): ActivityItem {
  return {
    id: `activity-${n}`,
    kind: 'BOOK_FINISHED',
    subject: `Book ${n}`,
    subjectId: null,
    imageUrl: null,
    points: 10,
    gems: 0,
    at: '2025-05-03T10:00:00.000Z',
    ...overrides,
  };
}

const IMAGE_PATH = { AVATAR: 'avatars', AVATAR_FRAME: 'frames', STICKER: 'stickers' } as const;

export function makeItem(
  entityType: AvatarItem['entityType'],
  id: string,
  overrides: Partial<AvatarItem> = {},
): AvatarItem {
  return {
    id,
    entityType,
    name: id.charAt(0).toUpperCase() + id.slice(1),
    imageUrl: `/api/avatars/${IMAGE_PATH[entityType]}/${id}/image`,
    owned: false,
    selected: false,
    price: null,
    unlockLevel: null,
    ...overrides,
  };
}

export function makeStoreItem(
  storeEntityType: StoreItem['storeEntityType'],
  id: string,
  price: number,
  owned = false,
): StoreItem {
  return {
    id,
    storeEntityType,
    name: id.charAt(0).toUpperCase() + id.slice(1),
    imageUrl: `/api/avatars/${IMAGE_PATH[storeEntityType]}/${id}/image`,
    price,
    owned,
  };
}

/** The avatar settings the server answers for these ids. */
export function settingsOf(avatar: string | null, frame: string | null, sticker: string | null) {
  const part = (kind: keyof typeof IMAGE_PATH, id: string | null) =>
    id ? { id, imageUrl: `/api/avatars/${IMAGE_PATH[kind]}/${id}/image` } : null;
  return {
    avatar: part('AVATAR', avatar),
    frame: part('AVATAR_FRAME', frame),
    sticker: part('STICKER', sticker),
  };
}
