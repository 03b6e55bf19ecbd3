import { collectionsApi } from '@pagebird/contract';
import type { Router } from '../../lib/route.ts';
import type { TerritoryOf } from '../catalogue/visibility.ts';
import type { CollectionsService } from './collections.service.ts';

/** Thin routes: contract endpoint → service call. */
export function registerCollectionsRoutes(
  r: Router,
  collections: CollectionsService,
  territoryOf: TerritoryOf,
): void {
  r.route(collectionsApi.list, ({ requireAuth, req }) =>
    collections.list(requireAuth(), territoryOf(req)),
  );
  r.route(collectionsApi.create, ({ requireAuth, req, body }) =>
    collections.create(requireAuth(), territoryOf(req), body),
  );
  // Static paths before `/:id` in the contract; Fastify's router prefers them anyway.
  r.route(collectionsApi.assign, ({ requireAuth, body }) =>
    collections.assign(requireAuth(), body),
  );
  r.route(collectionsApi.contentCollections, ({ requireAuth, req, params }) =>
    collections.contentCollections(requireAuth(), territoryOf(req), params.id),
  );
  r.route(collectionsApi.setContentCollections, ({ requireAuth, req, params, body }) =>
    collections.setContentCollections(requireAuth(), territoryOf(req), params.id, body),
  );
  r.route(collectionsApi.get, ({ requireAuth, req, params }) =>
    collections.get(requireAuth(), territoryOf(req), params.id),
  );
  r.route(collectionsApi.rename, ({ requireAuth, req, params, body }) =>
    collections.rename(requireAuth(), territoryOf(req), params.id, body.title),
  );
  r.route(collectionsApi.remove, ({ requireAuth, req, params }) =>
    collections.remove(requireAuth(), territoryOf(req), params.id),
  );
  r.route(collectionsApi.removeContent, ({ requireAuth, req, params }) =>
    collections.removeContent(requireAuth(), territoryOf(req), params.id, params.contentId),
  );
  r.route(collectionsApi.assignments, ({ requireAuth, req, params }) =>
    collections.assignments(requireAuth(), territoryOf(req), params.id),
  );
  r.route(collectionsApi.favorites, ({ requireAuth, req }) =>
    collections.favorites(requireAuth(), territoryOf(req)),
  );
  r.route(collectionsApi.addFavorite, ({ requireAuth, req, params }) =>
    collections.addFavorite(requireAuth(), territoryOf(req), params.bookId),
  );
  r.route(collectionsApi.removeFavorite, ({ requireAuth, req, params }) =>
    collections.removeFavorite(requireAuth(), territoryOf(req), params.bookId),
  );
  r.route(collectionsApi.hide, ({ requireAuth, body }) => collections.hide(requireAuth(), body));
}
