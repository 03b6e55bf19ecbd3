import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { collectionsApi, type createCollectionBodySchema } from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';
import { collectionsKeys } from './keys.ts';

export type CreateCollectionInput = z.input<typeof createCollectionBodySchema>;

/** POST /api/user-collections */
export const createCollection = (body: CreateCollectionInput) =>
  callApi(collectionsApi.create, { body });

export function useCreateCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['collections', 'create'],
    mutationFn: createCollection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collectionsKeys.all }),
  });
}
