import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db/client.ts';
import { JOBS_SCHEMA } from '../jobs/index.ts';

/**
 * Prometheus metrics (issue 15): request rate and latency per route (one histogram: its
 * `_count` is the request counter), the database pool, the job queues and the process. One
 * registry per app, so two apps in one process (tests) do not share counters.
 *
 * GET /metrics is outside /api (no rate limit, no session). With METRICS_TOKEN set it needs
 * `Authorization: Bearer <token>`; without, it is open — put it behind the private network.
 */
export interface MetricsOptions {
  database: Database;
  token: string | undefined;
  /** Whether this instance is draining (SIGTERM received). */
  draining: () => boolean;
}

const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function registerMetrics(app: FastifyInstance, opts: MetricsOptions): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by route pattern, method and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });

  const { pool } = opts.database;
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting clients)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });

  new Gauge({
    name: 'jobs_queue_depth',
    help: 'Background jobs (pg-boss) waiting or running, by queue and state',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      try {
        const { rows } = await pool.query<{ name: string; state: string; n: string }>(
          `SELECT name, state, count(*)::text AS n FROM ${JOBS_SCHEMA}.job
           WHERE state IN ('created', 'retry', 'active') GROUP BY name, state`,
        );
        for (const r of rows) this.set({ queue: r.name, state: r.state }, Number(r.n));
      } catch {
        // No jobs schema yet (nothing was ever queued): no series.
      }
    },
  });

  new Gauge({
    name: 'app_draining',
    help: '1 while this instance drains after SIGTERM (readiness is false)',
    registers: [registry],
    collect() {
      this.set(opts.draining() ? 1 : 0);
    },
  });

  app.addHook('onResponse', (req, reply, done) => {
    // The route pattern, never the raw URL (ids would make unbounded label values).
    const route = req.routeOptions.url ?? 'unmatched';
    latency.observe(
      { method: req.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });

  const expected = opts.token ? Buffer.from(`Bearer ${opts.token}`) : undefined;
  app.get('/metrics', { config: { rateLimit: false } }, async (req, reply) => {
    if (expected) {
      const got = Buffer.from(req.headers.authorization ?? '');
      if (got.length !== expected.length || !timingSafeEqual(got, expected)) {
        return reply
          .code(401)
          .send({ code: 'UNAUTHENTICATED', message: 'A metrics token is required.' });
      }
    }
    reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
    return registry.metrics();
  });
  return registry;
}
