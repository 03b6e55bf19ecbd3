import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingApi } from '@pagebird/contract';
import { callApi } from '../../../../lib/api-client.ts';
import { billingKeys } from './keys.ts';

/** PUT /api/subscription (priceId): "Subscription plan changed successfully." */
export const changePlan = (priceId: string) =>
  callApi(billingApi.changePlan, { body: { priceId } });

export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['billing', 'change-plan'],
    mutationFn: changePlan,
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.customer() }),
  });
}
