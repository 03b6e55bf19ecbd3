import { createHash } from 'node:crypto';
import { PgBoss, getConstructionPlans, type Job } from 'pg-boss';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { systemClock, type Clock } from '../lib/clock.ts';
import type { Logger } from '../lib/logger.ts';
import type { JobDefinition, Jobs, JobSendOptions } from './jobs.ts';

export type { Jobs, JobDefinition, JobSendOptions } from './jobs.ts';

/** The PostgreSQL schema pg-boss keeps its tables in (same database as the app). */
export const JOBS_SCHEMA = 'pgboss';

/** The SQL that installs the jobs schema (used once per test run on the template database). */
export const jobsSchemaSql = (): string => getConstructionPlans(JOBS_SCHEMA);

export interface PgJobs extends Jobs {
  /**
   * Claim the queue's due jobs in this process now (SKIP LOCKED, safe beside any worker) and run
   * them; a failure goes back to pg-boss for its retries. Used to send email at once instead of
   * waiting for the next poll.
   */
  drain(name: string): Promise<void>;
}

const POLLING_SECONDS = 2;

/** A stable UUID (RFC 4122 layout, version 8: custom) for a queue and a singleton key. */
export function keyedJobId(name: string, key: string): string {
  const h = createHash('sha256').update(`${name}\u0000${key}`).digest('hex');
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * Background jobs on pg-boss, in the app's own PostgreSQL and through the app's own pool.
 *
 * Two roles, one instance: every process can queue jobs (`send`) and run a queue's due jobs on
 * demand (`runNow`, `drain`); only `start()` turns it into a worker (polling, cron schedules,
 * maintenance). `npm start` starts the worker in-process, `npm run worker` runs it alone;
 * tests never start it, so nothing polls. pg-boss itself is started lazily at the first use, so
 * an app that never queues anything never touches the jobs schema.
 */
export function createJobs(deps: {
  config: Config;
  database: Database;
  logger: Logger;
  clock?: Clock;
}): PgJobs {
  const { config, database, logger } = deps;
  const clock = deps.clock ?? systemClock;
  const defs = new Map<string, JobDefinition<object>>();
  const queuesReady = new Map<string, Promise<void>>();
  const draining = new Map<string, Promise<void>>();
  let boss: PgBoss | undefined;
  let starting: Promise<PgBoss> | undefined;
  let worker = false;

  const open = (asWorker: boolean): Promise<PgBoss> => {
    if (starting) return starting;
    const instance = new PgBoss({
      db: {
        executeSql: (text: string, values?: unknown[]) =>
          database.pool.query(text, values as unknown[] | undefined),
      },
      schema: JOBS_SCHEMA,
      // Installed by tests' template database; everywhere else installed or upgraded here.
      migrate: config.nodeEnv !== 'test',
      supervise: asWorker,
      schedule: asWorker,
      // Only workers appear in pg-boss's instance registry.
      registerInstance: asWorker,
      instanceName: asWorker ? 'pagebird-worker' : 'pagebird',
      openTelemetry: { enabled: false },
    });
    instance.on('error', (err: unknown) => logger.error({ err }, 'Background jobs error'));
    instance.on('warning', (w: { message?: string }) =>
      logger.warn({ warning: w }, `Background jobs: ${w.message ?? 'warning'}`),
    );
    starting = instance.start().then(() => {
      boss = instance;
      return instance;
    });
    starting.catch(() => (starting = undefined));
    return starting;
  };

  const queueOf = (name: string): Promise<void> => {
    let ready = queuesReady.get(name);
    if (!ready) {
      const def = defs.get(name);
      ready = open(worker).then((b) =>
        b.createQueue(name, {
          retryLimit: def?.retryLimit ?? 3,
          retryDelay: def?.retryDelay ?? 30,
          retryBackoff: true,
        }),
      );
      ready.catch(() => queuesReady.delete(name));
      queuesReady.set(name, ready);
    }
    return ready;
  };

  const handlerOf = (name: string): JobDefinition<object>['handler'] => {
    const def = defs.get(name);
    if (!def) throw new Error(`No job handler defined for queue "${name}"`);
    return def.handler;
  };

  const runClaimed = async (name: string, b: PgBoss, job: Job<object>) => {
    try {
      await handlerOf(name)(job.data ?? {});
      await b.complete(name, { id: job.id, retryCount: job.retryCount });
    } catch (err) {
      logger.warn({ err, queue: name, jobId: job.id }, `Job ${name} failed; pg-boss retries it`);
      await b.fail(name, { id: job.id, retryCount: job.retryCount }, { message: String(err) });
    }
  };

  return {
    define(name, def) {
      if (worker) throw new Error(`Define job "${name}" before the worker starts`);
      defs.set(name, def as JobDefinition<object>);
    },

    async send(name, data, opts: JobSendOptions = {}) {
      await queueOf(name);
      const options: Record<string, unknown> = {};
      if (opts.singletonKey) {
        // A job id derived from the key: a second send with the key is a no-op (null) for as long
        // as pg-boss keeps the first job (queued, running, or finished and retained).
        options.singletonKey = opts.singletonKey;
        options.id = keyedJobId(name, opts.singletonKey);
      }
      if (opts.startAfter) options.startAfter = opts.startAfter;
      if (opts.retryLimit !== undefined) options.retryLimit = opts.retryLimit;
      if (opts.retryDelay !== undefined) options.retryDelay = opts.retryDelay;
      if (opts.retryBackoff !== undefined) options.retryBackoff = opts.retryBackoff;
      return boss!.send(name, data, options);
    },

    async runNow(name) {
      const handler = handlerOf(name);
      await queueOf(name);
      const b = boss!;
      // Due by the app's clock (tests move it): queued jobs whose start time has come.
      const queued = await b.findJobs<object>(name, { queued: true });
      const now = clock.now().getTime();
      const due = queued.filter((j) => new Date(j.startAfter).getTime() <= now);
      if (due.length === 0 && defs.get(name)?.cron) {
        await handler({});
        return;
      }
      for (const job of due) {
        await handler(job.data ?? {});
        await b.complete(name, job.id, null, { includeQueued: true });
      }
    },

    drain(name) {
      // One drain per queue at a time in this process: a drain that starts while another runs
      // waits for it, then looks again — so when it resolves, what this process claimed is done.
      const pass = async () => {
        await queueOf(name);
        const b = boss!;
        for (;;) {
          const batch = await b.fetch<object>(name, { batchSize: 10 });
          if (batch.length === 0) return;
          for (const job of batch) await runClaimed(name, b, job);
        }
      };
      const next = (draining.get(name) ?? Promise.resolve()).catch(() => undefined).then(pass);
      draining.set(name, next);
      next
        .finally(() => {
          if (draining.get(name) === next) draining.delete(name);
        })
        .catch(() => undefined); // the caller gets the error from `next`
      return next;
    },

    async start() {
      if (worker) return;
      if (boss && !worker) {
        // Queued-only instance already open: reopen as a worker.
        await boss.stop({ close: false, graceful: true });
        boss = undefined;
        starting = undefined;
        queuesReady.clear();
      }
      worker = true;
      const b = await open(true);
      for (const [name, def] of defs) {
        await queueOf(name);
        if (def.cron) await b.schedule(name, def.cron, {}, { tz: 'UTC' });
        await b.work<object>(
          name,
          { pollingIntervalSeconds: POLLING_SECONDS, batchSize: 1 },
          async ([job]) => {
            if (job) await handlerOf(name)(job.data ?? {});
          },
        );
      }
      logger.info(`Background jobs worker started (${defs.size} queues)`);
    },

    /** Graceful: running handlers finish (up to 20 s); the app's pool stays open. */
    async stop() {
      const b = boss ?? (await starting?.catch(() => undefined));
      if (!b) return;
      await b.stop({ close: false, graceful: true, timeout: 20_000 });
      boss = undefined;
      starting = undefined;
      queuesReady.clear();
      worker = false;
    },
  };
}
