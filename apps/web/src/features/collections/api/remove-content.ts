import { useMutation, useQueryClient } from '@tanstack/react-query';
import { collectionsApi, type UserCollectionDetails } from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';
import type { MutationCallbacks } from './callbacks.ts';
import { collectionsKeys } from './keys.ts';

export interface RemoveContentInput {
  collectionId: string;
  bookId: string;
}

/** DELETE /api/user-collections/:id/content/:contentId */
export const removeContent = ({ collectionId, bookId }: RemoveContentInput) =>
  callApi(collectionsApi.removeContent, { params: { id: collectionId, contentId: bookId } });

/** Takes a book out of a collection; the book leaves the page at once and comes back on failure. */
export function useRemoveContent(callbacks: MutationCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['collections', 'remove-content'],
    mutationFn: removeContent,
    onMutate: async ({ collectionId, bookId }) => {
      const key = collectionsKeys.detail(collectionId);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<UserCollectionDetails>(key);
      if (previous) {
        const books = previous.books.filter((b) => b.id !== bookId);
        queryClient.setQueryData<UserCollectionDetails>(key, {
          ...previous,
          books,
          total: Math.max(0, previous.total - (previous.books.length - books.length)),
          contentItems: previous.contentItems.filter((c) => c.contentId !== bookId),
        });
      }
      return { previous };
    },
    onSuccess: () => callbacks.onSuccess?.(),
    onError: (e, { collectionId }, context) => {
      if (context?.previous)
        queryClient.setQueryData(collectionsKeys.detail(collectionId), context.previous);
      callbacks.onError?.(e);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: collectionsKeys.all }),
  });
}
