import { queryOptions, useQuery } from '@tanstack/react-query';
import { rewardsApi } from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';
import { rewardsKeys } from './keys.ts';

/** GET /api/badges — every badge, earned or not, with the progress towards it. */
export const fetchBadges = (signal?: AbortSignal) => callApi(rewardsApi.badges, { signal });

export const badgesQueryOptions = () =>
  queryOptions({ queryKey: rewardsKeys.allBadges(), queryFn: ({ signal }) => fetchBadges(signal) });

export function useBadges() {
  return useQuery(badgesQueryOptions());
}
