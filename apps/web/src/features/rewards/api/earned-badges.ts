import { queryOptions, useQuery } from '@tanstack/react-query';
import { rewardsApi } from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';
import { rewardsKeys } from './keys.ts';

/** GET /api/badges/earned — the caller's earned badges, newest first. */
export const fetchEarnedBadges = (signal?: AbortSignal) =>
  callApi(rewardsApi.earnedBadges, { signal });

export const earnedBadgesQueryOptions = () =>
  queryOptions({
    queryKey: rewardsKeys.earnedBadges(),
    queryFn: ({ signal }) => fetchEarnedBadges(signal),
  });

export function useEarnedBadges() {
  return useQuery(earnedBadgesQueryOptions());
}
