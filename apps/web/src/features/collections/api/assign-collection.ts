import { useMutation, useQueryClient } from '@tanstack/react-query';
import { collectionsApi, type Assignment } from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';
import { collectionsKeys } from './keys.ts';

/** PUT /api/user-collections/assignments — replaces the classes or students of one kind. */
export const assignCollection = (body: Assignment) => callApi(collectionsApi.assign, { body });

export function useAssignCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['collections', 'assign'],
    mutationFn: assignCollection,
    onSuccess: (assignments, { collectionId }) =>
      queryClient.setQueryData(collectionsKeys.assignments(collectionId), assignments),
  });
}
