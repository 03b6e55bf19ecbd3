import { useMutation, useQueryClient } from '@tanstack/react-query';
import { collectionsApi } from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';
import { collectionsKeys } from './keys.ts';

export interface RenameCollectionInput {
  id: string;
  title: string;
}

/** PUT /api/user-collections/:id */
export const renameCollection = ({ id, title }: RenameCollectionInput) =>
  callApi(collectionsApi.rename, { params: { id }, body: { title } });

export function useRenameCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['collections', 'rename'],
    mutationFn: renameCollection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collectionsKeys.all }),
  });
}
