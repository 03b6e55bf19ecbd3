import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  classInsightsApi,
  type RosterCreateBody,
  type RosterImportBody,
  type RosterPreviewBody,
} from '@pagebird/contract';
import { callApi } from '../../../../lib/api-client.ts';
import { classInsightsKeys } from './keys.ts';

/** POST /api/classrooms/roster/preview — checks the file row by row; writes nothing. */
export const useRosterPreview = () =>
  useMutation({
    mutationFn: (body: RosterPreviewBody) => callApi(classInsightsApi.rosterPreview, { body }),
  });

/** After an import every class list, class and dashboard is read again (in the background). */
function useRefresh() {
  const qc = useQueryClient();
  return () => {
    void Promise.all([
      qc.invalidateQueries({ queryKey: ['classes'] }),
      qc.invalidateQueries({ queryKey: ['educators'] }),
      qc.invalidateQueries({ queryKey: classInsightsKeys.all }),
    ]);
  };
}

/** POST /api/classrooms/{id}/roster — imports the previewed valid rows into the class. */
export function useRosterImport(classId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: RosterImportBody) =>
      callApi(classInsightsApi.rosterImport, { params: { id: classId }, body }),
    onSuccess: refresh,
  });
}

/** POST /api/classrooms/roster — creates a class from the previewed valid rows. */
export function useRosterCreate() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: RosterCreateBody) => callApi(classInsightsApi.rosterCreate, { body }),
    onSuccess: refresh,
  });
}
