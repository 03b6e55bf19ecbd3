import { queryOptions, useQuery } from '@tanstack/react-query';
import { rewardsApi } from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';
import { rewardsKeys } from './keys.ts';

/** GET /api/avatars/frames — every frame with owned, selected and the price. */
export const fetchFrames = (signal?: AbortSignal) => callApi(rewardsApi.frames, { signal });

export const framesQueryOptions = () =>
  queryOptions({
    queryKey: rewardsKeys.itemsOf('AVATAR_FRAME'),
    queryFn: ({ signal }) => fetchFrames(signal),
  });

export function useFrames() {
  return useQuery(framesQueryOptions());
}
