import { queryOptions, useQuery } from '@tanstack/react-query';
import { rewardsApi } from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';
import { rewardsKeys } from './keys.ts';

/** GET /api/avatars/stickers — every sticker with owned, selected and the price. */
export const fetchStickers = (signal?: AbortSignal) => callApi(rewardsApi.stickers, { signal });

export const stickersQueryOptions = () =>
  queryOptions({
    queryKey: rewardsKeys.itemsOf('STICKER'),
    queryFn: ({ signal }) => fetchStickers(signal),
  });

export function useStickers() {
  return useQuery(stickersQueryOptions());
}
