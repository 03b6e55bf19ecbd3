import { interestsApi } from '@pagebird/contract';
import type { Router } from '../../lib/route.ts';
import type { InterestsService } from './interests.service.ts';

/** Thin routes: contract endpoint → service call. */
export function registerInterestsRoutes(r: Router, interests: InterestsService): void {
  r.route(interestsApi.get, ({ requireAuth }) => interests.get(requireAuth()));
  r.route(interestsApi.put, ({ requireAuth, body }) => interests.put(requireAuth(), body));
}
