import { queryOptions, useQuery } from '@tanstack/react-query';
import { profilesApi } from '@pagebird/contract';
import { callApi } from '../../../../lib/api-client.ts';

/** GET /api/users/child/onboarding-data — ages, grades, level systems, avatars, interests. */
export const fetchOnboardingData = (signal?: AbortSignal) =>
  callApi(profilesApi.onboardingData, { signal });

export const onboardingDataQueryOptions = () =>
  queryOptions({
    queryKey: ['profiles', 'onboarding-data'],
    queryFn: ({ signal }) => fetchOnboardingData(signal),
    staleTime: 5 * 60_000,
  });

export function useOnboardingData() {
  return useQuery(onboardingDataQueryOptions());
}
