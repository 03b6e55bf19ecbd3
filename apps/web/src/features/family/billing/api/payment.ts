import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingApi } from '@pagebird/contract';
import { callApi } from '../../../../lib/api-client.ts';
import { billingKeys } from './keys.ts';

/** GET /api/subscription/payment: the saved cards. */
export const fetchPaymentMethods = (signal?: AbortSignal) =>
  callApi(billingApi.payment, { signal });

export const paymentMethodsQueryOptions = () =>
  queryOptions({
    queryKey: billingKeys.payment(),
    queryFn: ({ signal }) => fetchPaymentMethods(signal),
  });

export function usePaymentMethods() {
  return useQuery(paymentMethodsQueryOptions());
}
