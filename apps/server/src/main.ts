import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { loadConfigAndLogger } from './bootstrap.ts';
import { openDatabase, type Database } from './db/client.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded.ts';
import { runMigrations } from './db/migrate.ts';
import { StartupError } from './lib/startup-error.ts';
import { createEmailProvider, type EmailProvider } from './providers/email/index.ts';
import { demoAccountsBanner, seedDemo } from './seed/demo.ts';
import { seedBillingWith } from './seed/billing.ts';
import { seedCatalogue } from './seed/catalogue.ts';
import { seedRewardCatalogue } from './seed/rewards/index.ts';
import { generateDemoLibrary } from './seed/library/index.ts';
import { seedKidsWorld } from './seed/kids-world/index.ts';
import { createStorageProvider } from './providers/storage/index.ts';
import { createRateLimitRedis } from './plugins/security.ts';
import { createJobs } from './jobs/index.ts';

/** Entry point: config → database (embedded or DATABASE_URL) → migrate → seed → listen. */
async function main(): Promise<void> {
  const { config, logger } = loadConfigAndLogger();

  let embedded: EmbeddedPostgres | undefined;
  let database: Database | undefined;
  let readDatabase: Database | undefined;
  let email: EmailProvider | undefined;
  let app: FastifyInstance | undefined;
  let redis: { quit(): Promise<unknown> } | undefined;
  const lifecycle = { draining: false };

  const shutdown = async (drain = false) => {
    if (drain && app && config.ops.drainDelayMs > 0) {
      // Readiness goes false first; the load balancer stops sending new requests, then the
      // server closes: Fastify stops accepting and lets in-flight requests finish.
      lifecycle.draining = true;
      logger.info(`Draining for ${config.ops.drainDelayMs} ms before closing`);
      await new Promise((resolve) => setTimeout(resolve, config.ops.drainDelayMs));
    }
    await app
      ?.close()
      .catch((err: unknown) => logger.error({ err }, 'Closing the HTTP server failed'));
    await redis?.quit().catch(() => undefined);
    await email?.close?.().catch(() => undefined);
    await database
      ?.close()
      .catch((err: unknown) => logger.error({ err }, 'Closing the database pool failed'));
    await readDatabase
      ?.close()
      .catch((err: unknown) => logger.error({ err }, 'Closing the read replica pool failed'));
    if (embedded) {
      await embedded
        .stop()
        .catch((err: unknown) => logger.error({ err }, 'Stopping PostgreSQL failed'));
      logger.info('Embedded PostgreSQL stopped');
    }
  };

  // Registered first, so Ctrl-C during start-up still stops PostgreSQL.
  const grace = closeWithGrace(
    {
      delay: 20_000,
      // SIGINT/SIGTERM are handled below: one Ctrl-C reaches this process several times (from
      // the terminal, and relayed by npm and tsx), which must not count as "press again to force".
      skip: ['SIGINT', 'SIGTERM'],
      logger: { error: (m: unknown) => logger.error(m) },
    },
    async ({ signal, err }) => {
      if (err) logger.error({ err }, 'Shutting down after an error');
      else if (signal) logger.info(`${signal} received, shutting down`);
      await shutdown(!err);
    },
  );
  let firstSignalAt = 0;
  for (const sig of ['SIGINT', 'SIGTERM'] as const) {
    process.on(sig, () => {
      if (!firstSignalAt) {
        firstSignalAt = Date.now();
        logger.info(`${sig} received, shutting down`);
        void grace.close();
      } else if (Date.now() - firstSignalAt > 3000) {
        logger.warn(`${sig} again: exiting now`);
        process.exit(130);
      }
    });
  }

  try {
    let url = config.databaseUrl;
    if (!url) {
      logger.info(
        `Starting embedded PostgreSQL (data in ${config.dataDir}/pg, port ${config.embeddedPgPort})`,
      );
      embedded = await startEmbeddedPostgres({
        dataDir: config.dataDir,
        port: config.embeddedPgPort,
        logger,
      });
      url = embedded.url;
    }
    await runMigrations(url);
    database = openDatabase(url, {
      onIdleError: (err) => logger.warn(`Idle database connection closed: ${err.message}`),
    });
    if (config.databaseReadUrl) {
      readDatabase = openDatabase(config.databaseReadUrl, {
        applicationName: 'pagebird-read',
        onIdleError: (err) => logger.warn(`Idle replica connection closed: ${err.message}`),
      });
      logger.info('Search and the catalogue read model read from DATABASE_READ_URL');
    }
    const storage = createStorageProvider(config);
    // Product data (badges, avatars, frames, stickers): upserted at every start, demo or not.
    await seedRewardCatalogue(database.db);
    if (config.seedDemo) {
      if (await seedDemo(database.db)) logger.info('Demo accounts created');
      if (await seedBillingWith(config.payments, database.db, logger))
        logger.info('Demo billing data created');
      // A broken demo library must not keep the app from starting; the next start tries again.
      try {
        const library = await seedCatalogue(
          { db: database.db, storage, logger },
          generateDemoLibrary,
        );
        if (library.ran) {
          logger.info(
            `Demo library: ${library.imported} books ingested in ${(library.ms / 1000).toFixed(1)} s` +
              (library.rejected.length > 0 ? ` (${library.rejected.length} rejected)` : ''),
          );
        }
      } catch (err) {
        logger.error({ err }, 'The demo library could not be created');
      }
      // Quizzes for the demo books and the demo discovery zones (after the library they use).
      try {
        const world = await seedKidsWorld({ db: database.db, storage, logger });
        if (world.ran) {
          logger.info(
            `Kids' world: ${world.questions} quiz questions, ${world.zones} discovery zones`,
          );
        }
      } catch (err) {
        logger.error({ err }, "The kids' world demo data could not be created");
      }
    }

    email = createEmailProvider(config, logger);
    if (config.redisUrl) redis = await createRateLimitRedis(config.redisUrl, logger);
    const jobs = createJobs({ config, database, logger });
    app = await buildApp({
      config,
      database,
      readDatabase,
      email,
      logger,
      redis,
      storage,
      jobs,
      lifecycle,
    });
    await app.listen({ port: config.port, host: config.host });
    // The background jobs worker runs in this process (`npm run worker` runs one alone); the
    // app's close stops it gracefully.
    await jobs.start();
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const known = e instanceof StartupError || code === 'EADDRINUSE';
    const message =
      code === 'EADDRINUSE'
        ? `PORT ${config.port} is already in use by another program. Set PORT to a free port.`
        : e instanceof Error
          ? e.message
          : String(e);
    if (known) logger.fatal(`Pagebird could not start: ${message}`);
    else logger.fatal({ err: e }, `Pagebird could not start: ${message}`);
    process.stderr.write(`\nPagebird could not start: ${message}\n\n`);
    await shutdown();
    process.exit(1);
  }

  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${shownHost}:${config.port}`;
  process.stdout.write(
    config.seedDemo ? demoAccountsBanner(url) : `\n  Pagebird is running at ${url}\n\n`,
  );
}

await main();
