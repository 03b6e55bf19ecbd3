import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingApi } from '@pagebird/contract';
import { callApi } from '../../../../lib/api-client.ts';
import { billingKeys } from './keys.ts';

/** GET /api/subscription/customer: the payments customer and the subscription. */
export const fetchCustomer = (signal?: AbortSignal) => callApi(billingApi.customer, { signal });

export const customerQueryOptions = () =>
  queryOptions({
    queryKey: billingKeys.customer(),
    queryFn: ({ signal }) => fetchCustomer(signal),
  });

export function useCustomer() {
  return useQuery(customerQueryOptions());
}
