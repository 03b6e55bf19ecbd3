import { queryOptions, useQuery } from '@tanstack/react-query';
import { rewardsApi } from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';
import { rewardsKeys } from './keys.ts';

/** GET /api/stats — points, gems, level and reading totals. */
export const fetchStats = (signal?: AbortSignal) => callApi(rewardsApi.stats, { signal });

export const statsQueryOptions = () =>
  queryOptions({ queryKey: rewardsKeys.stats(), queryFn: ({ signal }) => fetchStats(signal) });

export function useStats() {
  return useQuery(statsQueryOptions());
}
