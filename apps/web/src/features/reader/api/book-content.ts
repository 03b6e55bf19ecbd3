import { queryOptions, useQuery } from '@tanstack/react-query';
import { readerApi } from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';
import { progressQueue } from '../progress/progress-store.ts';
import { readerKeys } from './keys.ts';

/** How long opening a book waits for a position of this device to reach the server. */
const SEND_WAITING_MS = 1500;

/**
 * A position of this device not sent yet (the book closed within a second of a page turn, a
 * reload, offline reading) goes to the server before the reader asks where to open: the server
 * keeps the newest by the reader's clock, so its answer is the right place. The server's
 * `updatedAt` is its own write time (also moved by opening the book), which cannot be compared
 * with the device's clock. Bounded, so a slow network never holds the book back for long.
 */
async function sendWaitingPosition(id: string): Promise<void> {
  const queue = progressQueue();
  if (!queue.pending(id)) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    queue.flush({ force: true }).catch(() => undefined),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, SEND_WAITING_MS);
    }),
  ]);
  clearTimeout(timer);
}

/** GET /api/books/:id/content — what the reader needs to open a book (file, layout, progress). */
export const fetchBookContent = (id: string, signal?: AbortSignal) =>
  callApi(readerApi.content, { params: { id }, signal });

export const bookContentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: readerKeys.content(id),
    queryFn: async ({ signal }) => {
      await sendWaitingPosition(id);
      return fetchBookContent(id, signal);
    },
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
