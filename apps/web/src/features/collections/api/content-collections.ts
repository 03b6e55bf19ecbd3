import { queryOptions, useQuery } from '@tanstack/react-query';
import { collectionsApi } from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';
import { collectionsKeys } from './keys.ts';

/** GET /api/user-collections/content/:id/collections — which of my collections hold this book. */
export const fetchContentCollections = (bookId: string, signal?: AbortSignal) =>
  callApi(collectionsApi.contentCollections, { params: { id: bookId }, signal });

export const contentCollectionsQueryOptions = (bookId: string) =>
  queryOptions({
    queryKey: collectionsKeys.membership(bookId),
    queryFn: ({ signal }) => fetchContentCollections(bookId, signal),
    // The modal shows the membership as it is now.
    staleTime: 0,
  });

export function useContentCollections(bookId: string) {
  return useQuery(contentCollectionsQueryOptions(bookId));
}
