import { queryOptions, useQuery } from '@tanstack/react-query';
import { rewardsApi } from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';
import { rewardsKeys } from './keys.ts';

/** GET /api/avatars — every avatar with owned, selected and the unlock level. */
export const fetchAvatars = (signal?: AbortSignal) => callApi(rewardsApi.avatars, { signal });

export const avatarsQueryOptions = () =>
  queryOptions({
    queryKey: rewardsKeys.itemsOf('AVATAR'),
    queryFn: ({ signal }) => fetchAvatars(signal),
  });

export function useAvatars() {
  return useQuery(avatarsQueryOptions());
}
