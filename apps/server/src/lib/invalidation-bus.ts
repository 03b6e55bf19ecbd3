import type pg from 'pg';
import type { Logger } from './logger.ts';

/**
 * What one instance tells the others when it changes something they may hold in memory
 * (issue 15: several stateless instances behind a load balancer). The per-instance caches keep
 * their short lifetimes as a bound (docs/decisions/028); these messages make revocations and
 * hides immediate everywhere.
 */
export type Invalidation =
  /** Sessions were revoked (sign-out, password change, a disabled class or account…). */
  | { kind: 'sessions' }
  /** Every cached viewer is stale (hidden books, classes, ages…). */
  | { kind: 'viewers' }
  /** One profile's viewer is stale. */
  | { kind: 'viewer'; userId: string }
  /** A subscription changed (a renewal or trial end by the worker, a payment…): access is stale. */
  | { kind: 'billing' }
  /** An admin changed the catalogue's shelves (banners, collections, zones, books): browse is stale. */
  | { kind: 'catalogue' };

export interface InvalidationBus {
  /** Tell every other instance (best effort: a lost message falls back to the cache lifetime). */
  publish(message: Invalidation): void;
  /** Called for messages from other instances only. */
  subscribe(handler: (message: Invalidation) => void): void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** One process alone (tests, a single instance without a shared database). */
export function createLocalInvalidationBus(): InvalidationBus {
  return {
    publish: () => undefined,
    subscribe: () => undefined,
    start: async () => undefined,
    stop: async () => undefined,
  };
}

export const INVALIDATION_CHANNEL = 'pagebird_invalidate';

function parse(payload: string | undefined): { from: string; message: Invalidation } | null {
  try {
    const v = JSON.parse(payload ?? '') as { from?: unknown; message?: Invalidation };
    const m = v.message;
    if (typeof v.from !== 'string' || !m) return null;
    if (
      m.kind === 'sessions' ||
      m.kind === 'viewers' ||
      m.kind === 'billing' ||
      m.kind === 'catalogue'
    ) {
      return { from: v.from, message: m };
    }
    if (m.kind === 'viewer' && typeof m.userId === 'string') return { from: v.from, message: m };
    return null;
  } catch {
    return null;
  }
}

/**
 * PostgreSQL LISTEN/NOTIFY on the app's own database: one dedicated connection per instance
 * listens on `pagebird_invalidate`; `publish` is `SELECT pg_notify(…)` on a pooled connection.
 * When the listening connection drops (a database restart), it reconnects with a growing pause
 * and, once back, treats everything as stale (messages sent meanwhile were lost).
 */
export function createPgInvalidationBus(opts: {
  pool: pg.Pool;
  logger: Logger;
  instanceId: string;
  channel?: string;
}): InvalidationBus {
  const { pool, logger, instanceId } = opts;
  const channel = opts.channel ?? INVALIDATION_CHANNEL;
  const handlers: ((m: Invalidation) => void)[] = [];
  let client: pg.PoolClient | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  let pauseMs = 250;

  const deliver = (message: Invalidation) => {
    for (const h of handlers) {
      try {
        h(message);
      } catch (err) {
        logger.error({ err }, 'invalidation handler failed');
      }
    }
  };

  const onNotification = (n: pg.Notification) => {
    if (n.channel !== channel) return;
    const parsed = parse(n.payload);
    if (parsed && parsed.from !== instanceId) deliver(parsed.message);
  };

  async function listen(reconnected: boolean): Promise<void> {
    const c = await pool.connect();
    c.on('notification', onNotification);
    c.on('error', (err) => {
      logger.warn({ err: err.message }, 'invalidation listener lost its connection');
      drop(c);
    });
    try {
      await c.query(`LISTEN ${channel}`);
    } catch (err) {
      c.removeListener('notification', onNotification);
      c.release(true);
      throw err;
    }
    client = c;
    pauseMs = 250;
    // Messages sent while we were away are lost: forget everything once.
    if (reconnected) {
      deliver({ kind: 'sessions' });
      deliver({ kind: 'viewers' });
      deliver({ kind: 'billing' });
      deliver({ kind: 'catalogue' });
    }
  }

  function drop(c: pg.PoolClient) {
    if (client !== c) return;
    client = null;
    c.removeListener('notification', onNotification);
    c.release(true);
    schedule();
  }

  function schedule() {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      listen(true).catch((err: unknown) => {
        logger.warn({ err: (err as Error).message }, 'invalidation listener: reconnect failed');
        pauseMs = Math.min(pauseMs * 2, 10_000);
        schedule();
      });
    }, pauseMs);
    retry.unref();
  }

  return {
    publish(message) {
      const payload = JSON.stringify({ from: instanceId, message });
      pool.query('SELECT pg_notify($1, $2)', [channel, payload]).catch((err: unknown) => {
        logger.warn({ err: (err as Error).message }, 'invalidation not sent');
      });
    },
    subscribe(handler) {
      handlers.push(handler);
    },
    async start() {
      stopped = false;
      try {
        await listen(false);
      } catch (err) {
        // The database is not reachable yet: the app still starts (readiness says so) and the
        // listener keeps trying; once connected it forgets everything once.
        logger.warn({ err: (err as Error).message }, 'invalidation listener: not connected yet');
        schedule();
      }
    },
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      retry = null;
      const c = client;
      client = null;
      if (c) {
        c.removeListener('notification', onNotification);
        try {
          await c.query(`UNLISTEN ${channel}`);
        } catch {
          // the connection is gone already
        }
        c.release(true);
      }
    },
  };
}
