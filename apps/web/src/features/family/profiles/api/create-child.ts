import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profilesApi, type CreateChildBody } from '@pagebird/contract';
import { callApi } from '../../../../lib/api-client.ts';

/** POST /api/users/child */
export const createChild = (body: CreateChildBody) => callApi(profilesApi.createChild, { body });

export function useCreateChild() {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: ['profiles', 'create-child'],
    mutationFn: createChild,
    onSuccess: async () => {
      // The profile-select list (auth) and the family's profiles both change.
      await Promise.all([
        qc.invalidateQueries({ queryKey: ['profiles'] }),
        qc.invalidateQueries({ queryKey: ['auth', 'profiles'] }),
      ]);
    },
  });
}
