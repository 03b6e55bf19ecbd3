import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from './schema/index.ts';

export type Db = NodePgDatabase<typeof schema>;
/** A Drizzle database or an open transaction on it. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  max?: number;
  /** Shown in pg_stat_activity (default `pagebird`; the read replica's pool is `pagebird-read`). */
  applicationName?: string;
  /** Called for errors of idle pooled connections (e.g. the server went away). */
  onIdleError?: (err: Error) => void;
}

/** A pooled connection to PostgreSQL with Drizzle on top. */
export function openDatabase(url: string, opts: DatabaseOptions = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 10,
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
    application_name: opts.applicationName ?? 'pagebird',
  });
  // Without a listener an idle client's error would crash the process.
  pool.on('error', (err) => opts.onIdleError?.(err));
  // The same for a client in use: the pool listens to its clients only while they are idle, and
  // pg emits 'error' on a client whose server went away even between two statements of a
  // transaction (a PostgreSQL restart or failover). Unheard, that error was an uncaught
  // exception and the process shut down. Its statements fail on their own (the request answers
  // 500) and the pool drops the broken client when it is released.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  const db = drizzle({ client: pool, schema });
  let closed = false;
  return {
    db,
    pool,
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** Replace the database name of a postgres URL. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${encodeURIComponent(database)}`;
  return u.toString();
}
