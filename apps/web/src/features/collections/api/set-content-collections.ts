import { useMutation, useQueryClient } from '@tanstack/react-query';
import { collectionsApi } from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';
import { collectionsKeys } from './keys.ts';

export interface SetContentCollectionsInput {
  bookId: string;
  collectionIds: string[];
}

/** PUT /api/user-collections/content/:id — the book is in exactly these of my collections. */
export const setContentCollections = ({ bookId, collectionIds }: SetContentCollectionsInput) =>
  callApi(collectionsApi.setContentCollections, {
    params: { id: bookId },
    body: { contentType: 'BOOK', collectionIds },
  });

export function useSetContentCollections() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['collections', 'set-content'],
    mutationFn: setContentCollections,
    onSuccess: (membership, { bookId }) => {
      queryClient.setQueryData(collectionsKeys.membership(bookId), membership);
      return queryClient.invalidateQueries({ queryKey: collectionsKeys.all });
    },
  });
}
