import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingApi } from '@pagebird/contract';
import { callApi } from '../../../../lib/api-client.ts';
import { billingKeys } from './keys.ts';

/** POST /api/subscription/default-payment-method (customerId, paymentMethodId). */
export const setDefaultPaymentMethod = (body: { customerId: string; paymentMethodId: string }) =>
  callApi(billingApi.defaultPaymentMethod, { body });

export function useSetDefaultPaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['billing', 'default-payment-method'],
    mutationFn: setDefaultPaymentMethod,
    onSuccess: (data) => {
      queryClient.setQueryData(billingKeys.payment(), data);
      return queryClient.invalidateQueries({ queryKey: billingKeys.customer() });
    },
  });
}
