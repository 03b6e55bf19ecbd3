import { useMutation, useQueryClient } from '@tanstack/react-query';
import { discoveryApi } from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';

/** POST /api/activities/discovery — a zone was opened (the first visit of each zone is rewarded). */
export const postZoneVisit = (zoneId: string) => callApi(discoveryApi.visit, { body: { zoneId } });

export function useVisitZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['discovery', 'visit'],
    mutationFn: postZoneVisit,
    onSuccess: (answer) => {
      // A first visit may have earned points or a badge: stats and badges refresh when seen.
      if (answer.firstVisit) void queryClient.invalidateQueries({ refetchType: 'none' });
    },
  });
}
