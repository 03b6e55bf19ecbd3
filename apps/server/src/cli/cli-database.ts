import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { DataDirLockedError, isProcessAlive } from '../db/data-dir-lock.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../db/embedded.ts';
import { runMigrations } from '../db/migrate.ts';
import type { Logger } from '../lib/logger.ts';
import { StartupError } from '../lib/startup-error.ts';

export interface CliDatabase {
  database: Database;
  /** Where the data went, for the user. */
  description: string;
  close(): Promise<void>;
}

/**
 * The PostgreSQL that a running server started on `dataDir` listens on: the port from
 * `pg/postmaster.pid` (line 4, written by PostgreSQL itself) and the password the app keeps in
 * `pg-password`. Undefined when no live PostgreSQL owns that data directory.
 */
export function runningEmbeddedUrl(dataDir: string, database = 'pagebird'): string | undefined {
  try {
    const lines = fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n');
    const pid = Number.parseInt(lines[0] ?? '', 10);
    const port = Number.parseInt(lines[3] ?? '', 10);
    if (!isProcessAlive(pid) || !(port > 0 && port < 65536)) return undefined;
    const password = fs.readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
    return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
  } catch {
    return undefined;
  }
}

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The database the importer writes to, chosen like the server does:
 * - DATABASE_URL when set;
 * - else the bundled PostgreSQL of DATA_DIR, started for the run and stopped afterwards;
 * - when a server already holds DATA_DIR (its lock), that server's bundled PostgreSQL, which
 *   accepts other clients: the import goes into the running catalogue, no restart needed.
 *   If that PostgreSQL cannot be reached (the server is starting or stopping), the user is told
 *   to wait, stop the server, or set DATABASE_URL.
 * Migrations are applied (a no-op when the server already did).
 */
export async function openCliDatabase(
  config: Config,
  logger: Logger,
  opts: { /** Database of the running server's PostgreSQL (tests). */ database?: string } = {},
): Promise<CliDatabase> {
  let embedded: EmbeddedPostgres | undefined;
  let url = config.databaseUrl;
  let description = 'DATABASE_URL';
  if (!url) {
    try {
      embedded = await startEmbeddedPostgres({
        dataDir: config.dataDir,
        port: config.embeddedPgPort,
        logger,
      });
      url = embedded.url;
      description = `the bundled PostgreSQL in ${config.dataDir}`;
    } catch (e) {
      if (!(e instanceof DataDirLockedError)) throw e;
      const running = runningEmbeddedUrl(config.dataDir, opts.database);
      if (!running || !(await reachable(running))) {
        throw new StartupError(
          `A Pagebird server (pid ${e.ownerPid}) is using ${config.dataDir}, but its database cannot be reached right now. ` +
            `Wait until it has started, or stop it, or set DATABASE_URL.`,
        );
      }
      url = running;
      description = `the database of the Pagebird server running on ${config.dataDir} (pid ${e.ownerPid})`;
    }
  }
  try {
    await runMigrations(url);
  } catch (e) {
    await embedded?.stop().catch(() => undefined);
    throw e;
  }
  // The import command works on several books at once (cli/import.ts): a connection each, and one
  // for the batched writes.
  const database = openDatabase(url, { max: 10 });
  return {
    database,
    description,
    async close() {
      await database.close();
      await embedded?.stop();
    },
  };
}
