import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingApi } from '@pagebird/contract';
import { callApi } from '../../../../lib/api-client.ts';
import { billingKeys } from './keys.ts';

/** GET /api/offer-info?classCode: the home-subscription offer for a class code (spec §3). */
export const fetchOfferInfo = (classCode: string, signal?: AbortSignal) =>
  callApi(billingApi.offerInfo, { query: { classCode }, token: null, signal });

export const offerInfoQueryOptions = (classCode: string) =>
  queryOptions({
    queryKey: billingKeys.offer(classCode),
    queryFn: ({ signal }) => fetchOfferInfo(classCode, signal),
    staleTime: 5 * 60_000,
  });

export function useOfferInfo(classCode: string | null) {
  return useQuery({ ...offerInfoQueryOptions(classCode ?? ''), enabled: !!classCode });
}
