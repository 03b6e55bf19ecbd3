import { queryOptions, useQuery } from '@tanstack/react-query';
import { readerApi } from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';
import { readerKeys } from './keys.ts';

/** GET /api/books/:id/content — what the reader needs to open a book (file, layout, progress). */
export const fetchBookContent = (id: string, signal?: AbortSignal) =>
  callApi(readerApi.content, { params: { id }, signal });

export const bookContentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: readerKeys.content(id),
    queryFn: ({ signal }) => fetchBookContent(id, signal),
    // Progress changes while reading: every open asks again. While the book is open the
    // manifest is not fetched again (coming back online must not reopen the book).
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
  });

export function useBookContent(id: string) {
  return useQuery(bookContentQueryOptions(id));
}
