import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingApi } from '@pagebird/contract';
import { callApi } from '../../../../lib/api-client.ts';
import { billingKeys } from './keys.ts';

/**
 * The subscription_cancel modal: PATCH /api/subscription (fieldName cancellationReason) records
 * the reason, then DELETE /api/subscription cancels at the end of the period.
 */
export async function cancelSubscription(reason: string) {
  await callApi(billingApi.patch, { body: { fieldName: 'cancellationReason', value: reason } });
  return callApi(billingApi.cancel);
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['billing', 'cancel'],
    mutationFn: cancelSubscription,
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.customer() }),
  });
}
