import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfigAndLogger } from './bootstrap.ts';
import { openDatabase, type Database } from './db/client.ts';
import { createJobs } from './jobs/index.ts';
import { createEmailProvider } from './providers/email/index.ts';

/**
 * `npm run worker`: the background jobs worker alone (renewals, trial ends, email retries, the
 * weekly digest), for running beside API instances that do not run one. It builds the same app
 * (so every module defines the same queues and handlers) but does not listen.
 *
 * Database: DATABASE_URL, or else the embedded PostgreSQL of a Pagebird already started with
 * `npm start` on this DATA_DIR (the worker never starts its own embedded server).
 * `--run-now <queue>` runs one queue's due jobs once and exits (tests, operators).
 */
async function worker(): Promise<void> {
  const { config, logger } = loadConfigAndLogger();

  let url = config.databaseUrl;
  if (!url) {
    const pwFile = path.join(config.dataDir, 'pg-password');
    if (!fs.existsSync(pwFile)) {
      process.stderr.write(
        `\nThe worker needs DATABASE_URL, or a Pagebird started with \`npm start\` on DATA_DIR ${config.dataDir}.\n\n`,
      );
      process.exit(1);
    }
    const password = fs.readFileSync(pwFile, 'utf8').trim();
    url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${config.embeddedPgPort}/pagebird`;
  }

  const database: Database = openDatabase(url, {
    max: 5,
    onIdleError: (err) => logger.warn(`Idle database connection closed: ${err.message}`),
  });
  const email = createEmailProvider(config, logger);
  const jobs = createJobs({ config, database, logger });
  const app = await buildApp({ config, database, email, logger, jobs });

  // `npm run worker -- --run-now <queue>`: run that queue's due jobs (a scheduled queue with
  // nothing queued runs once, e.g. the weekly digest), deliver the email they queued, and exit.
  const at = process.argv.indexOf('--run-now');
  if (at !== -1) {
    const queue = process.argv[at + 1];
    if (!queue) {
      process.stderr.write('Usage: npm run worker -- --run-now <queue>\n');
      process.exit(1);
    }
    await jobs.runNow(queue);
    await app.close(); // waits for the email this run queued and delivered
    await email.close?.();
    await database.close();
    process.stdout.write(`Ran the due jobs of ${queue}\n`);
    return;
  }

  await jobs.start();
  process.stdout.write('\n  Pagebird jobs worker is running (Ctrl-C stops it)\n\n');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received, stopping the worker (running jobs finish first)`);
    await jobs.stop().catch((err: unknown) => logger.error({ err }, 'Stopping jobs failed'));
    await email.close?.().catch(() => undefined);
    await database.close().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

await worker();
