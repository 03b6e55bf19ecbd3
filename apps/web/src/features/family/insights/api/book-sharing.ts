import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { collectionsApi, insightsApi, type BookSharing } from '@pagebird/contract';
import { callApi } from '../../../../lib/api-client.ts';
import { insightsKeys } from './keys.ts';

/** GET /api/books/{id}/shared — per child of the parent: shared with / hidden from. */
export const fetchBookSharing = (bookId: string, signal?: AbortSignal) =>
  callApi(insightsApi.bookSharing, { params: { id: bookId }, signal });

export const bookSharingQueryOptions = (bookId: string) =>
  queryOptions({
    queryKey: insightsKeys.bookSharing(bookId),
    queryFn: ({ signal }) => fetchBookSharing(bookId, signal),
  });

export function useBookSharing(bookId: string) {
  return useQuery(bookSharingQueryOptions(bookId));
}

/**
 * Save the modal's choice: PUT /api/books/shared (the children it is shared with), then
 * POST /api/hidden-books/hide for the children it is newly hidden from and newly shown to.
 */
export async function saveBookSharing(
  before: BookSharing,
  next: { shared: string[]; hidden: string[] },
): Promise<BookSharing> {
  const bookId = before.bookId;
  const wasHidden = new Set(before.children.filter((c) => c.hidden).map((c) => c.childId));
  const hide = next.hidden.filter((id) => !wasHidden.has(id));
  const show = [...wasHidden].filter((id) => !next.hidden.includes(id));
  if (hide.length > 0) {
    await callApi(collectionsApi.hide, {
      body: { bookIds: [bookId], type: 'USER', ids: hide, hidden: true },
    });
  }
  if (show.length > 0) {
    await callApi(collectionsApi.hide, {
      body: { bookIds: [bookId], type: 'USER', ids: show, hidden: false },
    });
  }
  return callApi(insightsApi.putShared, { body: { bookId, childIds: next.shared } });
}

export function useSaveBookSharing(bookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['insights', 'share-hide', bookId],
    mutationFn: (v: { before: BookSharing; shared: string[]; hidden: string[] }) =>
      saveBookSharing(v.before, v),
    onSuccess: async (answer) => {
      queryClient.setQueryData(insightsKeys.bookSharing(bookId), answer);
      await queryClient.invalidateQueries({ queryKey: insightsKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['catalogue'] });
    },
  });
}
