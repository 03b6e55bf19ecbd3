import { catalogueApi } from '@pagebird/contract';
import type { Router } from '../../lib/route.ts';
import type { CatalogueService } from './catalogue.service.ts';
import type { SearchService } from './search.service.ts';
import type { TerritoryOf } from './visibility.ts';

/** Thin routes: contract endpoint → service call (the territory comes from the request). */
export function registerCatalogueRoutes(
  r: Router,
  catalogue: CatalogueService,
  search: SearchService,
  territoryOf: TerritoryOf,
): void {
  r.route(catalogueApi.browse, ({ requireAuth, req }) =>
    catalogue.browse(requireAuth(), territoryOf(req)),
  );
  r.route(catalogueApi.landing, ({ requireAuth, req, query }) =>
    catalogue.landing(requireAuth(), territoryOf(req), query),
  );
  r.route(catalogueApi.details, ({ requireAuth, req, params }) =>
    catalogue.details(requireAuth(), territoryOf(req), params.id),
  );
  r.route(catalogueApi.related, ({ requireAuth, req, params }) =>
    catalogue.related(requireAuth(), territoryOf(req), params.id),
  );
  r.route(catalogueApi.series, ({ requireAuth, req, params }) =>
    catalogue.series(requireAuth(), territoryOf(req), params.id),
  );
  r.route(catalogueApi.pageCategories, ({ requireAuth, req, params }) =>
    catalogue.pageCategories(requireAuth(), territoryOf(req), params.id),
  );
  r.route(catalogueApi.adminCollectionForChild, ({ requireAuth, req, params }) =>
    catalogue.adminCollection(requireAuth(), territoryOf(req), params.id),
  );
  r.route(catalogueApi.searchFilters, ({ requireAuth }) => {
    requireAuth();
    return search.filters();
  });
  r.route(catalogueApi.textSearch, ({ requireAuth, req, query }) =>
    search.textSearch(requireAuth(), territoryOf(req), query),
  );
  r.route(catalogueApi.visualSearchItems, ({ requireAuth, req }) =>
    catalogue.visualSearchItems(requireAuth(), territoryOf(req)),
  );
  r.route(catalogueApi.visualSearchActivity, ({ requireAuth, body }) =>
    catalogue.recordVisualSearch(requireAuth(), body.interestId),
  );
}
