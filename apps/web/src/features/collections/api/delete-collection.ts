import { useMutation, useQueryClient } from '@tanstack/react-query';
import { collectionsApi } from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';
import { collectionsKeys } from './keys.ts';

/** DELETE /api/user-collections/:id */
export const deleteCollection = (id: string) => callApi(collectionsApi.remove, { params: { id } });

export function useDeleteCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['collections', 'delete'],
    mutationFn: deleteCollection,
    onSuccess: (_data, id) => {
      // The deleted collection's page must not refetch into a 404.
      queryClient.removeQueries({ queryKey: collectionsKeys.detail(id) });
      queryClient.removeQueries({ queryKey: collectionsKeys.assignments(id) });
      return queryClient.invalidateQueries({ queryKey: collectionsKeys.all });
    },
  });
}
