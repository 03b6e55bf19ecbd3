import { queryOptions, useQuery } from '@tanstack/react-query';
import { insightsApi } from '@pagebird/contract';
import { callApi } from '../../../../lib/api-client.ts';
import { insightsKeys } from './keys.ts';

/** GET /api/share/books?childId — the books shared with and hidden from a child. */
export const fetchSharedBooks = (childId: string, signal?: AbortSignal) =>
  callApi(insightsApi.sharedBooks, { query: { childId }, signal });

export const sharedBooksQueryOptions = (childId: string) =>
  queryOptions({
    queryKey: insightsKeys.sharedBooks(childId),
    queryFn: ({ signal }) => fetchSharedBooks(childId, signal),
  });

export function useSharedBooks(childId: string) {
  return useQuery(sharedBooksQueryOptions(childId));
}
