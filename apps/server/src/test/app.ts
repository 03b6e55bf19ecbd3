import type { StorageProvider } from '../providers/storage/index.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { TestClock } from '../lib/clock.ts';
import { createLogger, type Logger } from '../lib/logger.ts';
import { createOutboxEmailProvider } from '../providers/email/outbox.ts';
import type { EmailProvider } from '../providers/email/index.ts';
import { createTestDatabase, type TestDatabase } from './db.ts';
import { createJobs, type PgJobs } from '../jobs/index.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** With `readReplica`: the second pool, standing in for DATABASE_READ_URL. */
  readDatabase?: Database;
  testDb: TestDatabase;
  clock: TestClock;
  config: Config;
  outboxDir: string;
  tmpDir: string;
  /** Background jobs (never started: no polling); `runNow` / `drain` run a queue's jobs now. */
  jobs: PgJobs;
  close(): Promise<void>;
}

/**
 * A real app on its own fresh database (no listening; use `app.inject`). Email goes to an
 * outbox in a temp dir; time comes from a TestClock.
 */
export async function createTestApp(
  opts: {
    env?: Record<string, string>;
    email?: EmailProvider;
    database?: Database;
    redis?: unknown;
    logger?: Logger;
    beforeReady?: (app: FastifyInstance) => void;
    lifecycle?: { draining: boolean };
    storage?: StorageProvider;
    /** Also open a second pool on the test database, as a read replica (DATABASE_READ_URL). */
    readReplica?: boolean;
  } = {},
): Promise<TestApp> {
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pagebird-test-'));
  const testDb = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: tmpDir,
    WEB_DIST: path.join(tmpDir, 'no-web-dist'),
    PUBLIC_URL: 'http://pagebird.test',
    // As behind a CDN that sets the visitor's country (the territory tests send it).
    COUNTRY_HEADER: 'x-country',
    ...opts.env,
  });
  const logger = opts.logger ?? createLogger({ level: config.logLevel });
  const database = opts.database ?? openDatabase(testDb.url, { max: 5 });
  const readDatabase = opts.readReplica
    ? openDatabase(testDb.url, { max: 3, applicationName: 'pagebird-read' })
    : undefined;
  const clock = new TestClock();
  const outboxDir = path.join(tmpDir, 'outbox');
  const email =
    opts.email ?? createOutboxEmailProvider({ dir: outboxDir, from: config.emailFrom, logger });
  const jobs = createJobs({ config, database, logger, clock });
  const app = await buildApp({
    config,
    database,
    readDatabase,
    email,
    logger,
    clock,
    redis: opts.redis,
    jobs,
    lifecycle: opts.lifecycle,
    storage: opts.storage,
  });
  opts.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    readDatabase,
    testDb,
    clock,
    config,
    outboxDir,
    tmpDir,
    jobs,
    async close() {
      await app.close();
      await database.close();
      await readDatabase?.close();
      await testDb.drop();
      fs.rmSync(tmpDir, { recursive: true, force: true });
    },
  };
}

/** JSON body of an inject response. */
export const json = <T = Record<string, unknown>>(res: LightMyRequestResponse): T =>
  res.json() as T;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
