import { discoveryApi } from '@pagebird/contract';
import type { Router } from '../../lib/route.ts';
import type { TerritoryOf } from '../catalogue/visibility.ts';
import type { DiscoveryService } from './discovery.service.ts';

/**
 * Thin routes: contract endpoint → discovery service. The daily quiz of a zone
 * (`discoveryApi.quiz`) is registered by the quizzes feature.
 */
export function registerDiscoveryRoutes(
  r: Router,
  discovery: DiscoveryService,
  territoryOf: TerritoryOf,
): void {
  r.route(discoveryApi.zones, ({ requireAuth, req }) =>
    discovery.zones(requireAuth(), territoryOf(req)),
  );
  r.route(discoveryApi.zone, ({ requireAuth, req, params }) =>
    discovery.zone(requireAuth(), territoryOf(req), params.id),
  );
  r.route(discoveryApi.visit, ({ requireAuth, req, body }) =>
    discovery.visit(requireAuth(), territoryOf(req), body),
  );
}
