import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { billingApi } from '@pagebird/contract';
import { callApi } from '../../../../lib/api-client.ts';
import { billingKeys } from './keys.ts';

/** GET /api/subscription/plans?promoCode — plans with display prices, a usable code applied. */
export const fetchPlans = (promoCode: string | null, token?: string | null, signal?: AbortSignal) =>
  callApi(billingApi.plans, {
    query: promoCode ? { promoCode } : {},
    token,
    signal,
  });

export const plansQueryOptions = (promoCode: string | null, token: string | null) =>
  queryOptions({
    queryKey: billingKeys.plans(promoCode, token),
    queryFn: ({ signal }) => fetchPlans(promoCode, token ?? undefined, signal),
    placeholderData: keepPreviousData,
  });

export function usePlans(promoCode: string | null, token: string | null, enabled = true) {
  return useQuery({ ...plansQueryOptions(promoCode, token), enabled });
}
