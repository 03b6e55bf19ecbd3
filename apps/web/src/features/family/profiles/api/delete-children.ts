import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profilesApi } from '@pagebird/contract';
import { callApi } from '../../../../lib/api-client.ts';

/** DELETE /api/users/child/{id} for one, POST /api/users/children/delete for several. */
export const deleteChildren = (ids: string[]) =>
  ids.length === 1
    ? callApi(profilesApi.deleteChild, { params: { id: ids[0]! } })
    : callApi(profilesApi.deleteChildren, { body: { childIds: ids } });

export function useDeleteChildren() {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: ['profiles', 'delete-children'],
    mutationFn: deleteChildren,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['profiles'] });
      void qc.invalidateQueries({ queryKey: ['auth', 'profiles'] });
    },
  });
}
