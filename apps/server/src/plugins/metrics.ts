import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Gauge, Registry, collectDefaultMetrics, type Metric } from 'prom-client';
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

interface Series {
  labels: { method: string; route: string; status_code: string };
  /** Observations per bucket (not cumulative); the last one is above every bound. */
  buckets: number[];
  sum: number;
  count: number;
}

interface ValuePair {
  labels: Record<string, string | number>;
  sharedLabels: Record<string, string>;
  value: number;
  metricName: string;
  exemplar?: null;
}

/**
 * The request latency histogram, in prom-client's registry with the text and JSON of a
 * prom-client `Histogram` (labelNames method, route, status_code). Its `observe` runs for every
 * request: prom-client's validates, sorts and hashes the labels and makes several objects on
 * each call (about 1.5 µs); here a series is found through three maps keyed by the route pattern,
 * the method and the status code, all strings and numbers Fastify already has.
 */
export class RouteLatencyHistogram {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  readonly #upperBounds: readonly number[];
  /** route → method → status code → series, in the order first seen (as prom-client lists). */
  #byRoute = new Map<string, Map<string, Map<number, Series>>>();
  #series: Series[] = [];

  constructor(
    readonly name: string,
    readonly help: string,
    upperBounds: readonly number[],
  ) {
    this.#upperBounds = upperBounds;
  }

  observe(method: string, route: string, statusCode: number, seconds: number): void {
    let byMethod = this.#byRoute.get(route);
    if (!byMethod) this.#byRoute.set(route, (byMethod = new Map()));
    let byStatus = byMethod.get(method);
    if (!byStatus) byMethod.set(method, (byStatus = new Map()));
    let series = byStatus.get(statusCode);
    if (!series) {
      series = {
        labels: { method, route, status_code: String(statusCode) },
        buckets: new Array<number>(this.#upperBounds.length + 1).fill(0),
        sum: 0,
        count: 0,
      };
      byStatus.set(statusCode, series);
      this.#series.push(series);
    }
    const bounds = this.#upperBounds;
    let i = 0;
    while (i < bounds.length && seconds > bounds[i]!) i++;
    series.buckets[i]!++;
    series.sum += seconds;
    series.count++;
  }

  reset(): void {
    this.#byRoute = new Map();
    this.#series = [];
  }

  /** As prom-client's Histogram#getForPromString (what the registry's text is made of). */
  async getForPromString() {
    const values: ValuePair[] = [];
    const pair = (
      labels: ValuePair['labels'],
      value: number,
      suffix: string,
      shared: Series['labels'],
    ): ValuePair => ({
      labels,
      sharedLabels: shared,
      value,
      metricName: `${this.name}${suffix}`,
      ...(suffix === '_bucket' ? { exemplar: null } : {}),
    });
    for (const s of this.#series) {
      let acc = 0;
      this.#upperBounds.forEach((le, i) => {
        acc += s.buckets[i]!;
        values.push(pair({ le }, acc, '_bucket', s.labels));
      });
      values.push(pair({ le: '+Inf' }, s.count, '_bucket', s.labels));
      values.push(pair({}, s.sum, '_sum', s.labels));
      values.push(pair({}, s.count, '_count', s.labels));
    }
    return {
      name: this.name,
      help: this.help,
      type: this.type,
      values,
      aggregator: this.aggregator,
    };
  }

  /** As prom-client's Histogram#get (JSON): each value's labels with the series' labels. */
  async get() {
    const data = await this.getForPromString();
    return {
      ...data,
      values: data.values.map(({ sharedLabels, labels, ...rest }) => ({
        ...rest,
        labels: { ...labels, ...sharedLabels },
      })),
    };
  }
}

export function registerMetrics(app: FastifyInstance, opts: MetricsOptions): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const latency = new RouteLatencyHistogram(
    'http_request_duration_seconds',
    'HTTP request latency by route pattern, method and status code',
    LATENCY_BUCKETS,
  );
  registry.registerMetric(latency as unknown as Metric);

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
    latency.observe(req.method, route, reply.statusCode, reply.elapsedTime / 1000);
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
