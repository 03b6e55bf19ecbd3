import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingApi } from '@pagebird/contract';
import { callApi } from '../../../../lib/api-client.ts';
import { billingKeys } from './keys.ts';

/** GET /api/subscription/provider: sandbox or stripe, and Stripe's publishable key. */
export const fetchProvider = (signal?: AbortSignal) =>
  callApi(billingApi.provider, { token: null, signal });

export const providerQueryOptions = () =>
  queryOptions({
    queryKey: billingKeys.provider(),
    queryFn: ({ signal }) => fetchProvider(signal),
    staleTime: Infinity,
  });

export function usePaymentsProvider() {
  return useQuery(providerQueryOptions());
}
