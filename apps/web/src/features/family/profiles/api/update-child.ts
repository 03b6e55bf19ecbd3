import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profilesApi, type UpdateChildBody } from '@pagebird/contract';
import { callApi } from '../../../../lib/api-client.ts';

/** PATCH /api/users/child/{id} */
export const updateChild = ({ id, body }: { id: string; body: UpdateChildBody }) =>
  callApi(profilesApi.updateChild, { params: { id }, body });

export function useUpdateChild() {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: ['profiles', 'update-child'],
    mutationFn: updateChild,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['profiles'] }),
  });
}
