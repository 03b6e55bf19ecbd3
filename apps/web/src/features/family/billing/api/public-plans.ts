import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingApi } from '@pagebird/contract';
import { callApi } from '../../../../lib/api-client.ts';
import { billingKeys } from './keys.ts';

/** GET /api/subscription/public-plans */
export const fetchPublicPlans = (signal?: AbortSignal) =>
  callApi(billingApi.publicPlans, { token: null, signal });

export const publicPlansQueryOptions = () =>
  queryOptions({
    queryKey: billingKeys.publicPlans(),
    queryFn: ({ signal }) => fetchPublicPlans(signal),
    staleTime: 5 * 60_000,
  });

export function usePublicPlans(enabled = true) {
  return useQuery({ ...publicPlansQueryOptions(), enabled });
}
