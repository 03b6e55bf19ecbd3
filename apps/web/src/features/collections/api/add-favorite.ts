import { useMutation, useQueryClient } from '@tanstack/react-query';
import { collectionsApi } from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';
import type { MutationCallbacks } from './callbacks.ts';
import { collectionsKeys } from './keys.ts';

/** POST /api/favorite/:bookId (idempotent) */
export const addFavorite = (bookId: string) =>
  callApi(collectionsApi.addFavorite, { params: { bookId } });

/**
 * Mark a favorite. The heart shows the new state from the mutation's variables while it runs
 * (optimistic in the UI); the favorites list is refetched before the mutation settles.
 */
export function useAddFavorite(callbacks: MutationCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['collections', 'favorite', 'add'],
    mutationFn: addFavorite,
    onSuccess: () => callbacks.onSuccess?.(),
    onError: (e) => callbacks.onError?.(e),
    onSettled: () => queryClient.invalidateQueries({ queryKey: collectionsKeys.all }),
  });
}
