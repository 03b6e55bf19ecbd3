import { useMutation } from '@tanstack/react-query';
import { catalogueApi } from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';

/** POST /api/activities/visual-search { interestId } — a profile searched by picture. */
export const logVisualSearch = (interestId: string) =>
  callApi(catalogueApi.visualSearchActivity, { body: { interestId } });

export function useLogVisualSearch() {
  return useMutation({ mutationKey: ['catalogue', 'visual-search'], mutationFn: logVisualSearch });
}
