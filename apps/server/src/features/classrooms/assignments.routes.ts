import { assignmentsApi } from '@pagebird/contract';
import type { Router } from '../../lib/route.ts';
import type { TerritoryOf } from '../catalogue/visibility.ts';
import type { AssignmentsService } from './assignments.service.ts';

/** Thin routes: contract endpoint → service call. */
export function registerAssignmentsRoutes(
  r: Router,
  assignments: AssignmentsService,
  territoryOf: TerritoryOf,
): void {
  r.route(assignmentsApi.assignBook, ({ requireAuth, req, body }) =>
    assignments.assignBook(requireAuth(), territoryOf(req), body),
  );
  r.route(assignmentsApi.bookAssignments, ({ requireAuth, req, params }) =>
    assignments.bookAssignments(requireAuth(), territoryOf(req), params.id),
  );
  r.route(assignmentsApi.hideCollection, ({ requireAuth, body }) =>
    assignments.hideCollection(requireAuth(), body),
  );
  r.route(assignmentsApi.collectionHidden, ({ requireAuth, params }) =>
    assignments.collectionHidden(requireAuth(), params.id),
  );
  r.route(assignmentsApi.statistics, ({ requireAuth, query }) =>
    assignments.statistics(requireAuth(), query.classroomId),
  );
  r.route(assignmentsApi.classAssignments, ({ requireAuth, params }) =>
    assignments.classAssignments(requireAuth(), params.id),
  );
  r.route(assignmentsApi.mine, ({ requireAuth, req }) =>
    assignments.mine(requireAuth(), territoryOf(req)),
  );
}
