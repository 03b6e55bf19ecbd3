import { companionApi } from '@pagebird/contract';
import type { FastifyRequest } from 'fastify';
import type { ModuleContext } from '../../app-module.ts';
import { createLlmProvider } from '../../providers/llm/index.ts';
import { createCatalogueRepo } from '../catalogue/catalogue.repo.ts';
import { createSearchRepo } from '../catalogue/search.repo.ts';
import { createSearchService } from '../catalogue/search.service.ts';
import { createCompanionRepo } from './companion.repo.ts';
import { createCompanionService } from './companion.service.ts';

/**
 * The request log of the companion's routes: method and path only. The question travels in the
 * query string of `GET /api/ai-text-search/child` and must never reach a log.
 */
export const companionLogSerializers = {
  req: (req: FastifyRequest) => ({
    method: req.method,
    url: req.url.split('?')[0],
    reqId: req.id,
  }),
};

/** Ask Pagebird (issue 14 item 1): the kid-safe book companion. */
export async function registerCompanionModule(ctx: ModuleContext): Promise<void> {
  const { app, router, config, database, queries, viewers, clock, territoryOf } = ctx;
  const catalogue = createCatalogueRepo(queries);
  const service = createCompanionService({
    repo: createCompanionRepo(database.db),
    // The search of browse and search pages (its visibility rules), in PostgreSQL.
    search: createSearchService({
      search: createSearchRepo(queries),
      catalogue,
      viewers,
      clock,
    }),
    viewers,
    interestAreas: () => catalogue.activeInterestAreas(),
    clock,
    enabled: config.companion.enabled,
    dailyLimit: config.companion.dailyLimit,
    llm: createLlmProvider(config.companion.llm),
  });

  const paths = new Set(Object.values(companionApi).map((e) => e.path));
  app.addHook('onRoute', (route) => {
    if (paths.has(route.url)) route.logSerializers = companionLogSerializers;
  });

  router.route(companionApi.status, ({ requireAuth }) => service.status(requireAuth()));
  router.route(companionApi.ask, ({ requireAuth, query, req }) =>
    service.ask(requireAuth(), territoryOf(req), query.query),
  );
  router.route(companionApi.feedback, async ({ requireAuth, body }) => {
    await service.feedback(requireAuth(), body);
  });
}
