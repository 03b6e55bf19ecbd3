import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingApi } from '@pagebird/contract';
import { callApi } from '../../../../lib/api-client.ts';
import { billingKeys } from './keys.ts';

/** GET /api/subscription/force-sync: bring the subscription up to date with the provider now. */
export const forceSync = () => callApi(billingApi.forceSync);

export function useForceSync() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['billing', 'force-sync'],
    mutationFn: forceSync,
    onSuccess: (data) => {
      queryClient.setQueryData(billingKeys.customer(), data);
      return queryClient.invalidateQueries({ queryKey: billingKeys.payment() });
    },
  });
}
