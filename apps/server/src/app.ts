import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type onResponseHookHandler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { emailAddressOf, type Config } from './config.ts';
import type { Database } from './db/client.ts';
import { clientErrorHandler, errorHandler, frameworkErrors } from './lib/error-handler.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { lazyChildLoggerFactory, type Logger } from './lib/logger.ts';
import { createRouter } from './lib/route.ts';
import { defineCoverThumbnailsJob } from './features/catalogue/import/cover-thumbnails.ts';
import { createImportRepo } from './features/catalogue/import/import.repo.ts';
import { createResponseSerializerCompiler } from './lib/response-serializer.ts';
import { createQueuedEmailProvider, type EmailProvider } from './providers/email/index.ts';
import { REQUEST_LIMITS, registerSecurity } from './plugins/security.ts';
import { registerDocs } from './plugins/docs.ts';
import { registerMultipart } from './lib/multipart.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerOpsRoutes, type Lifecycle } from './features/system/ops.routes.ts';
import { registerWeb } from './plugins/web.ts';
import { createAuthRepo } from './features/auth/auth.repo.ts';
import { createAuthService } from './features/auth/auth.service.ts';
import { registerAuthRoutes } from './features/auth/auth.routes.ts';
import { createSystemService } from './features/system/system.service.ts';
import { registerSystemRoutes } from './features/system/system.routes.ts';
import { createQueryRunner } from './features/catalogue/query-runner.ts';
import { createViewerRepo } from './features/catalogue/viewer.repo.ts';
import { createViewerCache, type Viewers } from './features/catalogue/viewer-cache.ts';
import { createPgInvalidationBus } from './lib/invalidation-bus.ts';
import { createCatalogueRepo } from './features/catalogue/catalogue.repo.ts';
import { createCatalogueService } from './features/catalogue/catalogue.service.ts';
import { createDetailsReadModelFor } from './features/catalogue/details-read-model.ts';
import { createSearchRepo } from './features/catalogue/search.repo.ts';
import { createSearchService } from './features/catalogue/search.service.ts';
import { territoryResolver } from './features/catalogue/visibility.ts';
import { registerCatalogueRoutes } from './features/catalogue/catalogue.routes.ts';
import { createCollectionsRepo } from './features/collections/collections.repo.ts';
import { createCollectionsService } from './features/collections/collections.service.ts';
import { registerCollectionsRoutes } from './features/collections/collections.routes.ts';
import { createStorageProvider, type StorageProvider } from './providers/storage/index.ts';
import { registerMediaRoutes } from './features/catalogue/import/media.routes.ts';
import { createReaderRepo } from './features/reader/reader.repo.ts';
import { createReaderService } from './features/reader/reader.service.ts';
import { registerBookFileRoute, registerReaderRoutes } from './features/reader/reader.routes.ts';
import { createDictionaryService } from './features/dictionary/dictionary.service.ts';
import { registerDictionaryRoutes } from './features/dictionary/dictionary.routes.ts';
import { createInterestsRepo } from './features/interests/interests.repo.ts';
import { createInterestsService } from './features/interests/interests.service.ts';
import { registerInterestsRoutes } from './features/interests/interests.routes.ts';
import { createRewardsService } from './features/rewards/rewards.service.ts';
import { createRewardArt } from './features/rewards/rewards.art.ts';
import {
  registerRewardArtRoutes,
  registerRewardsRoutes,
} from './features/rewards/rewards.routes.ts';
import { createRewardsRepo } from './features/rewards/rewards.repo.ts';
import { createRewardsEngine } from './features/rewards/rewards.engine.ts';
import { createQuizzesRepo } from './features/quizzes/quizzes.repo.ts';
import { createQuizzesService } from './features/quizzes/quizzes.service.ts';
import { registerQuizzesRoutes } from './features/quizzes/quizzes.routes.ts';
import { createDiscoveryRepo } from './features/discovery/discovery.repo.ts';
import { createDiscoveryService } from './features/discovery/discovery.service.ts';
import { registerDiscoveryRoutes } from './features/discovery/discovery.routes.ts';
import type { ModuleContext } from './app-module.ts';
import { createAccountEvents } from './lib/account-events.ts';
import { createJobs, type Jobs } from './jobs/index.ts';
import { registerBillingModule } from './features/family/billing.module.ts';
import { registerProfilesModule } from './features/family/profiles.module.ts';
import { registerInsightsModule } from './features/family/insights.module.ts';
import { registerEducatorsModule } from './features/classrooms/educators.module.ts';
import { registerClassesModule } from './features/classrooms/classes.module.ts';
import { createAdminAudit } from './features/admin/audit.ts';
import { registerAdminCommonModule } from './features/admin/admin-common.module.ts';
import { registerAssignmentsModule } from './features/classrooms/assignments.module.ts';
import { registerClassInsightsModule } from './features/classrooms/class-insights.module.ts';
import { registerAdminCoreModule } from './features/admin/admin-core.module.ts';
import { registerAdminCommerceModule } from './features/admin/admin-commerce.module.ts';
import { registerAdminBooksModule } from './features/admin/admin-books.module.ts';
import { registerAdminZonesModule } from './features/admin/admin-zones.module.ts';
import { registerCompanionModule } from './features/companion/companion.module.ts';
import { registerLedgerModule } from './features/analytics/ledger.module.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  /** A read replica (DATABASE_READ_URL) for search and the catalogue read model. */
  readDatabase?: Database;
  email: EmailProvider;
  logger: Logger;
  /** Injectable time (tests move it for idle expiry, lockouts and reset links). */
  clock?: Clock;
  /** An ioredis client for shared rate-limit counters (REDIS_URL). */
  redis?: unknown;
  /** File storage; default from config (DATA_DIR/files or STORAGE=s3). */
  storage?: StorageProvider;
  /** Background jobs (pg-boss); default from config. */
  jobs?: Jobs;
  /** Set `draining` on SIGTERM: readiness turns false before the server closes (main.ts). */
  lifecycle?: Lifecycle;
}

/**
 * The Fastify application, without listening. Plugin order: external (security headers, rate
 * limit, OpenAPI) → app (validation, errors, auth) → features → web fallbacks.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database, logger } = deps;
  const clock = deps.clock ?? systemClock;
  const storage = deps.storage ?? createStorageProvider(config);
  const jobs = deps.jobs ?? createJobs({ config, database, logger, clock });
  // Outgoing email goes through a job with retries (providers/email/queued.ts).
  const email = createQueuedEmailProvider({ inner: deps.email, jobs, logger });
  const startedAt = Date.now();
  const lifecycle = deps.lifecycle ?? { draining: false };

  const app = Fastify({
    loggerInstance: logger,
    // req.log is made when something is logged, not for every request (lib/logger.ts).
    childLoggerFactory: lazyChildLoggerFactory as never,
    // A hop count trusts that many proxies in front of the app.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_addr: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Time limits and long paths (issue 16): nothing waits forever for a body, and what Node
    // or the router refuse answers with our `{code, message}` error body.
    requestTimeout: REQUEST_LIMITS.requestTimeoutMs,
    connectionTimeout: REQUEST_LIMITS.connectionTimeoutMs,
    keepAliveTimeout: REQUEST_LIMITS.keepAliveTimeoutMs,
    http: { headersTimeout: REQUEST_LIMITS.requestTimeoutMs, connectionsCheckingInterval: 5_000 },
    routerOptions: { maxParamLength: REQUEST_LIMITS.maxParamLength },
    frameworkErrors,
    clientErrorHandler,
  }) as unknown as FastifyInstance;

  // ── app basics: validation from the contract's Zod schemas, one error handler ──
  app.setValidatorCompiler(validatorCompiler);
  // Answers: in production a projection compiled from the response schema, without Zod's encode;
  // elsewhere (tests) the encode as well, and both must give the same text (decision 031).
  app.setSerializerCompiler(
    createResponseSerializerCompiler({ checked: config.nodeEnv !== 'production' }),
  );
  app.setErrorHandler(errorHandler);
  // JSON bodies: an empty body with a JSON content type counts as "no body" (e.g. POST /api/logout).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (body === '' || (typeof body === 'string' && body.trim() === ''))
      return done(null, undefined);
    parseJson(req, body as string, done);
  });
  app.decorateRequest('auth', null);
  app.addHook('onSend', (req, reply, payload, done) => {
    if (
      req.url.startsWith('/api/') &&
      !req.url.startsWith('/api/docs') &&
      !reply.hasHeader('cache-control')
    ) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });

  // ── external plugins ──
  await registerSecurity(app, {
    redis: deps.redis,
    rateLimitMax: config.rateLimitMax,
    webDist: config.webDist,
  });
  registerMetrics(app, {
    database,
    token: config.ops.metricsToken,
    draining: () => lifecycle.draining,
  });
  await registerDocs(app, { version: config.version });
  await registerMultipart(app);

  // ── app services ──
  // Other instances hear of revocations and hides at once (PostgreSQL LISTEN/NOTIFY, decision 028).
  const bus = createPgInvalidationBus({ pool: database.pool, logger, instanceId: randomUUID() });
  app.addHook('onReady', async () => bus.start());
  app.addHook('onClose', async () => bus.stop());
  const authService = createAuthService({
    repo: createAuthRepo(database.db),
    clock,
    email,
    logger,
    publicUrl: config.publicUrl,
    onSessionsRevoked: () => bus.publish({ kind: 'sessions' }),
  });
  const systemService = createSystemService({
    db: database.db,
    version: config.version,
    supportEmail: emailAddressOf(config.emailFrom),
    startedAt,
    askMe: config.companion.enabled,
  });

  const queries = createQueryRunner(database.pool);
  const localViewers = createViewerCache(createViewerRepo(queries), clock);
  const viewers: Viewers = {
    ...localViewers,
    invalidate() {
      localViewers.invalidate();
      bus.publish({ kind: 'viewers' });
    },
    forget(userId) {
      localViewers.forget(userId);
      bus.publish({ kind: 'viewer', userId });
    },
  };
  bus.subscribe((m) => {
    if (m.kind === 'sessions') authService.forgetLocalSessions();
    else if (m.kind === 'viewers') localViewers.invalidate();
    else if (m.kind === 'viewer') localViewers.forget(m.userId);
  });
  const catalogueRepo = createCatalogueRepo(queries);
  // The heavy catalogue reads (the read model's loads and polls, search) go to the read replica
  // when there is one (DATABASE_READ_URL): they only ever see the catalogue as of its last poll.
  const readQueries = deps.readDatabase ? createQueryRunner(deps.readDatabase.pool) : queries;
  // Book details from memory (docs/decisions/011): loaded after start, polled, stopped on close.
  const detailsModel = createDetailsReadModelFor(config.catalogueReadModelMax, readQueries, logger);
  app.addHook('onReady', async () => detailsModel?.start());
  app.addHook('onClose', async () => detailsModel?.stop());
  const catalogueService = createCatalogueService({
    repo: catalogueRepo,
    viewers,
    clock,
    detailsModel,
    browseCacheMs: config.browseCacheMs,
  });
  // An admin's write may change browse's shelves (banners, collections, zones, books): every
  // instance reads them again (the read model's version covers books written elsewhere). The hook
  // is added to the /api/admin routes only (all are registered below), not run for every request.
  const adminWritten: onResponseHookHandler = (req, reply, done) => {
    if (req.method !== 'GET' && req.method !== 'HEAD' && reply.statusCode < 400) {
      catalogueService.forgetShelves();
      bus.publish({ kind: 'catalogue' });
    }
    done();
  };
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/admin')) return;
    const own = route.onResponse;
    route.onResponse = own ? [...(Array.isArray(own) ? own : [own]), adminWritten] : [adminWritten];
  });
  bus.subscribe((m) => {
    if (m.kind === 'catalogue') catalogueService.forgetShelves();
  });
  // The card-size covers the import (command or admin upload) leaves to the jobs worker
  // (decision 030): defined with the catalogue, whichever process runs the jobs.
  defineCoverThumbnailsJob(jobs, { repo: createImportRepo(database.db), storage, logger });
  const searchService = createSearchService({
    search: createSearchRepo(readQueries),
    model: detailsModel,
    catalogue: catalogueRepo,
    viewers,
    clock,
  });
  const collectionsService = createCollectionsService({
    repo: createCollectionsRepo(database.db, queries),
    viewers,
    clock,
  });
  // Rewards (issue 5): one engine, awarding inside the transactions of reader, quizzes, zones.
  const rewardsRepo = createRewardsRepo(database.db);
  const rewardsEngine = createRewardsEngine({ repo: rewardsRepo });
  const readerService = createReaderService({
    repo: createReaderRepo(database.db, queries),
    viewers,
    storage,
    clock,
    rewards: rewardsEngine,
  });
  const dictionaryService = createDictionaryService({ viewers, clock });

  // ── features ──
  const router = createRouter(app, { authenticate: authService.authenticate });
  registerSystemRoutes(router, systemService);
  registerOpsRoutes(router, { db: database.db, storage, lifecycle });
  registerAuthRoutes(router, authService);
  const territoryOf = territoryResolver(config.territory);
  registerCatalogueRoutes(router, catalogueService, searchService, territoryOf);
  registerCollectionsRoutes(router, collectionsService, territoryOf);
  registerMediaRoutes(app, { storage });
  registerReaderRoutes(router, readerService, territoryOf);
  registerBookFileRoute(app, {
    reader: readerService,
    territoryOf,
    authenticate: authService.authenticate,
  });
  registerDictionaryRoutes(router, dictionaryService);
  registerInterestsRoutes(
    router,
    createInterestsService({ repo: createInterestsRepo(database.db), viewers, clock }),
  );
  registerRewardsRoutes(router, createRewardsService({ repo: rewardsRepo, clock }));
  registerRewardArtRoutes(app, createRewardArt({ repo: rewardsRepo }));
  // Quizzes and discovery zones: first completions and first visits are rewarded by the
  // rewards engine inside the transaction that stores them.
  registerQuizzesRoutes(
    router,
    createQuizzesService({
      repo: createQuizzesRepo(database.db, queries),
      viewers,
      rewards: rewardsEngine,
      clock,
    }),
    territoryOf,
  );
  registerDiscoveryRoutes(
    router,
    createDiscoveryService({
      repo: createDiscoveryRepo(database.db, queries),
      viewers,
      rewards: rewardsEngine,
      clock,
    }),
    territoryOf,
  );

  // ── families (issue 11): billing, profiles, insights — each module registers its own routes ──
  const moduleContext: ModuleContext = {
    app,
    router,
    config,
    database,
    email,
    logger,
    clock,
    storage,
    queries,
    viewers,
    rewards: rewardsEngine,
    auth: authService,
    jobs,
    territoryOf,
    accountEvents: createAccountEvents(),
    audit: createAdminAudit({ db: database.db, clock }),
    invalidations: bus,
  };
  await registerBillingModule(moduleContext);
  await registerProfilesModule(moduleContext);
  await registerInsightsModule(moduleContext);
  // ── classrooms (issue 12): educators, classes ──
  await registerEducatorsModule(moduleContext);
  await registerClassesModule(moduleContext);
  // ── admin back office (issue 13), companion and analytics (issue 14): one module per part ──
  await registerAdminCommonModule(moduleContext);
  await registerAssignmentsModule(moduleContext);
  await registerClassInsightsModule(moduleContext);
  await registerAdminCoreModule(moduleContext);
  await registerAdminCommerceModule(moduleContext);
  await registerAdminBooksModule(moduleContext);
  await registerAdminZonesModule(moduleContext);
  await registerCompanionModule(moduleContext);
  await registerLedgerModule(moduleContext);

  // ── jobs: the worker is started by main.ts/worker.ts; closing the app waits for the deliveries
  // this process started, then stops pg-boss gracefully (running handlers finish) ──
  app.addHook('onClose', async () => {
    await email.close?.();
    await jobs.stop();
  });

  // ── housekeeping: hourly, first run a minute after start; safe with many instances ──
  let housekeepingTimer: NodeJS.Timeout | undefined;
  const runHousekeeping = () =>
    authService.housekeeping().catch((err: unknown) => logger.warn({ err }, 'Housekeeping failed'));
  app.addHook('onReady', async () => {
    housekeepingTimer = setTimeout(function tick() {
      void runHousekeeping();
      housekeepingTimer = setTimeout(tick, 60 * 60_000).unref();
    }, 60_000).unref();
  });
  app.addHook('onClose', async () => clearTimeout(housekeepingTimer));

  // ── SPA, /version.json, 404s ──
  await registerWeb(app, { webDist: config.webDist, version: config.version });

  return app;
}
