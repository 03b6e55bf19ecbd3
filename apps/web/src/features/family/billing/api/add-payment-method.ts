import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingApi } from '@pagebird/contract';
import { callApi } from '../../../../lib/api-client.ts';
import { billingKeys } from './keys.ts';

/** POST /api/subscription/payment: save a card as the default (pays a billing issue at once). */
export const addPaymentMethod = ({
  paymentMethodId,
  token,
}: {
  paymentMethodId: string;
  token?: string | null;
}) => callApi(billingApi.addPaymentMethod, { body: { paymentMethodId }, token });

export function useAddPaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['billing', 'add-payment-method'],
    mutationFn: addPaymentMethod,
    onSuccess: (data) => {
      queryClient.setQueryData(billingKeys.payment(), data);
      return queryClient.invalidateQueries({ queryKey: billingKeys.customer() });
    },
  });
}
