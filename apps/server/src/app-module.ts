import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Clock } from './lib/clock.ts';
import type { Logger } from './lib/logger.ts';
import type { Router } from './lib/route.ts';
import type { EmailProvider } from './providers/email/index.ts';
import type { StorageProvider } from './providers/storage/index.ts';
import type { AuthService } from './features/auth/auth.service.ts';
import type { QueryRunner } from './features/catalogue/query-runner.ts';
import type { Viewers } from './features/catalogue/viewer-cache.ts';
import type { TerritoryOf } from './features/catalogue/visibility.ts';
import type { RewardsEngine } from './features/rewards/rewards.types.ts';
import type { Jobs } from './jobs/jobs.ts';
import type { AccountEvents } from './lib/account-events.ts';
import type { AdminAudit } from './features/admin/audit.ts';
import type { InvalidationBus } from './lib/invalidation-bus.ts';

/**
 * What a feature module gets from `buildApp` to create its services and register its routes
 * (families: billing, profiles, insights). Modules register routes on `router` and hooks on `app`.
 */
export interface ModuleContext {
  app: FastifyInstance;
  router: Router;
  config: Config;
  database: Database;
  email: EmailProvider;
  logger: Logger;
  clock: Clock;
  storage: StorageProvider;
  queries: QueryRunner;
  viewers: Viewers;
  rewards: RewardsEngine;
  auth: AuthService;
  jobs: Jobs;
  territoryOf: TerritoryOf;
  /** Clean-up across features when a parent account is deleted (payments customer …). */
  accountEvents: AccountEvents;
  /** Admin audit log: record every admin write in its transaction (issue 13). */
  audit: AdminAudit;
  /** Tell the other instances (and the worker) what they must forget (decision 028). */
  invalidations: Pick<InvalidationBus, 'publish' | 'subscribe'>;
}
