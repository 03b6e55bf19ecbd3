import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../db/embedded.ts';
import { runMigrations } from '../db/migrate.ts';
import { openDatabase, withDatabase } from '../db/client.ts';
import { seedRewardCatalogue } from '../seed/rewards/index.ts';
import { jobsSchemaSql } from '../jobs/index.ts';
import { createLogger } from '../lib/logger.ts';
import { freePort } from './free-port.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pg: { adminUrl: string; template: string };
  }
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * Without DATABASE_URL: ONE embedded PostgreSQL in a temp dir on a free port for the whole run.
 * With DATABASE_URL: that server. Either way a uniquely named template database is migrated once
 * and dropped at the end (other people may run tests on the same server at the same time).
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedPostgres | undefined;
  let tmp: string | undefined;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pagebird-test-pg-'));
    fs.chmodSync(tmp, 0o755); // PostgreSQL runs as the postgres user when tests run as root
    embedded = await startEmbeddedPostgres({
      dataDir: tmp,
      port: await freePort(),
      database: 'postgres',
      logger: createLogger({ level: 'warn' }),
    });
    adminUrl = embedded.adminUrl;
  }
  const template = `pagebird_tpl_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE "${template}"`);
  await runMigrations(withDatabase(adminUrl, template));
  // The reward catalogue is product data every start writes (main.ts): every test database has it.
  const templateDb = openDatabase(withDatabase(adminUrl, template), { max: 1 });
  try {
    await seedRewardCatalogue(templateDb.db);
    // The pg-boss schema, installed once here so no test app migrates it (jobs/index.ts).
    await templateDb.pool.query(jobsSchemaSql());
  } finally {
    await templateDb.close();
  }
  project.provide('pg', { adminUrl, template });

  return async () => {
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`).catch(
      () => undefined,
    );
    await embedded?.stop();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  };
}
