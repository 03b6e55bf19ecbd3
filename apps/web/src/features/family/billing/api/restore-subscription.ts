import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingApi } from '@pagebird/contract';
import { callApi } from '../../../../lib/api-client.ts';
import { billingKeys } from './keys.ts';

/** POST /api/subscription/restore: "Subscription restored!" / "Your account will now auto renew." */
export const restoreSubscription = () => callApi(billingApi.restore);

export function useRestoreSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['billing', 'restore'],
    mutationFn: restoreSubscription,
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.customer() }),
  });
}
