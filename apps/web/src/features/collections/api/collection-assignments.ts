import { queryOptions, useQuery } from '@tanstack/react-query';
import { collectionsApi } from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';
import { collectionsKeys } from './keys.ts';

/** GET /api/user-collections/:id/assignments (owner only) */
export const fetchCollectionAssignments = (id: string, signal?: AbortSignal) =>
  callApi(collectionsApi.assignments, { params: { id }, signal });

export const collectionAssignmentsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: collectionsKeys.assignments(id),
    queryFn: ({ signal }) => fetchCollectionAssignments(id, signal),
  });

export function useCollectionAssignments(id: string, enabled = true) {
  return useQuery({ ...collectionAssignmentsQueryOptions(id), enabled });
}
