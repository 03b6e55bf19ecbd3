import { useMutation, useQueryClient } from '@tanstack/react-query';
import { interestsApi } from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';
import { sessionStore } from '../../../lib/auth/session-store.ts';
import { interestsKeys } from './keys.ts';

/** PUT /api/user/interests { interestIds } */
export const saveInterests = (interestIds: string[]) =>
  callApi(interestsApi.put, { body: { interestIds } });

/**
 * Save the caller's interests. Afterwards the stored profile carries them (so the prompt of
 * the students page does not come back) and every catalogue answer is fetched again, since
 * browse recommendations follow interests.
 */
export function useSaveInterests() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['interests', 'save'],
    mutationFn: saveInterests,
    onSuccess: async (answer) => {
      queryClient.setQueryData(interestsKeys.mine(), answer);
      const { user } = sessionStore.get();
      if (user) sessionStore.updateUser({ ...user, interests: answer.interestIds });
      await queryClient.invalidateQueries({ queryKey: ['catalogue'] });
    },
  });
}
