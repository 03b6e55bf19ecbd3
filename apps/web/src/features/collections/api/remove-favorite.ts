import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { collectionsApi, type favoritesResponseSchema } from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';
import type { MutationCallbacks } from './callbacks.ts';
import { collectionsKeys } from './keys.ts';

type Favorites = z.infer<typeof favoritesResponseSchema>;

/** DELETE /api/favorite/:bookId (idempotent) */
export const removeFavorite = (bookId: string) =>
  callApi(collectionsApi.removeFavorite, { params: { bookId } });

/** Unmark a favorite: the book leaves the favorites list at once and comes back on failure. */
export function useRemoveFavorite(callbacks: MutationCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['collections', 'favorite', 'remove'],
    mutationFn: removeFavorite,
    onMutate: async (bookId) => {
      const key = collectionsKeys.favorites();
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Favorites>(key);
      if (previous) {
        const items = previous.items.filter((b) => b.id !== bookId);
        queryClient.setQueryData<Favorites>(key, {
          items,
          total: Math.max(0, previous.total - (previous.items.length - items.length)),
        });
      }
      return { previous };
    },
    onSuccess: () => callbacks.onSuccess?.(),
    onError: (e, _bookId, context) => {
      if (context?.previous)
        queryClient.setQueryData(collectionsKeys.favorites(), context.previous);
      callbacks.onError?.(e);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: collectionsKeys.all }),
  });
}
