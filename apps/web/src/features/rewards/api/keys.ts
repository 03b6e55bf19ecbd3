import type { RewardEntityType } from '@pagebird/contract';
import { sessionStore } from '../../../lib/auth/session-store.ts';

/** Query keys of the rewards feature; each carries the signed-in profile. */
const viewer = () => sessionStore.get().user?.id ?? 'signed-out';

export const rewardsKeys = {
  all: ['rewards'] as const,
  stats: () => ['rewards', viewer(), 'stats'] as const,
  activity: () => ['rewards', viewer(), 'activity'] as const,
  activityPage: (page: number) => ['rewards', viewer(), 'activity', page] as const,
  badges: () => ['rewards', viewer(), 'badges'] as const,
  allBadges: () => ['rewards', viewer(), 'badges', 'all'] as const,
  earnedBadges: () => ['rewards', viewer(), 'badges', 'earned'] as const,
  items: () => ['rewards', viewer(), 'items'] as const,
  itemsOf: (type: RewardEntityType) => ['rewards', viewer(), 'items', type] as const,
  store: () => ['rewards', viewer(), 'store'] as const,
};
