import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { catalogueApi, companionApi, type AiSearchFeedbackBody } from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';

export const companionKeys = {
  all: ['companion'] as const,
  status: () => [...companionKeys.all, 'status'] as const,
  lanes: () => [...companionKeys.all, 'lanes'] as const,
};

/** GET /api/ai-text-search/status: on or off for this profile, questions left today. */
export const companionStatusQueryOptions = () =>
  queryOptions({
    queryKey: companionKeys.status(),
    queryFn: ({ signal }) => callApi(companionApi.status, { signal }),
  });

export function useCompanionStatus() {
  return useQuery(companionStatusQueryOptions());
}

/** GET /api/ai-text-search/child: one question (never cached: each ask counts). */
export const askPagebird = (query: string, signal?: AbortSignal) =>
  callApi(companionApi.ask, { query: { query }, signal });

export function useAskPagebird() {
  return useMutation({ mutationFn: (query: string) => askPagebird(query) });
}

/** POST /api/ai-search-feedback: a thumb on one picture of an answer. */
export function useSearchFeedback() {
  return useMutation({
    mutationFn: (body: AiSearchFeedbackBody) => callApi(companionApi.feedback, { body }),
  });
}

/** The browse rows shown under the chat (GET /api/browse), without zones and interest areas. */
export const companionLanesQueryOptions = () =>
  queryOptions({
    queryKey: companionKeys.lanes(),
    queryFn: ({ signal }) => callApi(catalogueApi.browse, { signal }),
    select: (data) =>
      data.swimlanes.filter(
        (lane) => !REMOVED_LANES.has(lane.type) && lane.books.length + lane.banners.length > 0,
      ),
  });

/** Spec §2: "Ask-me removes swimlanes labelled B_DISCOVERY_ZONE and B_INTEREST_AREAS". */
export const REMOVED_LANES: ReadonlySet<string> = new Set(['B_DISCOVERY_ZONE', 'B_INTEREST_AREAS']);

export function useCompanionLanes(enabled: boolean) {
  return useQuery({ ...companionLanesQueryOptions(), enabled });
}
