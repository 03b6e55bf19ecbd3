import { queryOptions, useQuery } from '@tanstack/react-query';
import { rewardsApi } from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';
import { rewardsKeys } from './keys.ts';

/** GET /api/exchange-store/items — the reward vault and the gems balance (over 6 only). */
export const fetchStoreItems = (signal?: AbortSignal) => callApi(rewardsApi.storeItems, { signal });

export const storeItemsQueryOptions = () =>
  queryOptions({
    queryKey: rewardsKeys.store(),
    queryFn: ({ signal }) => fetchStoreItems(signal),
  });

/** `enabled` false keeps the vault closed (a child of 6 or under never calls it). */
export function useStoreItems(enabled: boolean) {
  return useQuery({ ...storeItemsQueryOptions(), enabled });
}
