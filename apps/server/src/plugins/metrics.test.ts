import { Histogram, Registry, type Metric } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { RouteLatencyHistogram } from './metrics.ts';

const BUCKETS = [0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const NAME = 'http_request_duration_seconds';
const HELP = 'HTTP request latency by route pattern, method and status code';

/** The same observations in prom-client's Histogram and in ours, each in its own registry. */
function both() {
  const theirs = new Registry();
  const ours = new Registry();
  const histogram = new Histogram({
    name: NAME,
    help: HELP,
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: BUCKETS,
    registers: [theirs],
  });
  const latency = new RouteLatencyHistogram(NAME, HELP, BUCKETS);
  ours.registerMetric(latency as unknown as Metric);
  const observe = (method: string, route: string, status: number, seconds: number) => {
    histogram.observe({ method, route, status_code: String(status) }, seconds);
    latency.observe(method, route, status, seconds);
  };
  return { theirs, ours, observe, latency };
}

describe('RouteLatencyHistogram', () => {
  it('gives the text and the JSON of prom-client’s Histogram', async () => {
    const { theirs, ours, observe } = both();
    const samples = [0, 0.001, 0.002, 0.0021, 0.05, 0.3, 1, 9.99, 10, 12.5];
    samples.forEach((s, i) => {
      observe('GET', '/api/books/details/:id', 200, s);
      observe(i % 2 ? 'POST' : 'GET', '/api/login', i % 3 ? 200 : 401, s / 2);
      observe('GET', 'unmatched', 404, s * 3);
    });
    expect(await ours.metrics()).toBe(await theirs.metrics());
    expect(await ours.getMetricsAsJSON()).toEqual(await theirs.getMetricsAsJSON());
    expect(await ours.metrics()).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/books/details/:id",status_code="200"} 10',
    );
  });

  it('is empty again after a reset, as prom-client’s', async () => {
    const { theirs, ours, observe } = both();
    observe('GET', '/api/health', 200, 0.001);
    theirs.resetMetrics();
    ours.resetMetrics();
    expect(await ours.metrics()).toBe(await theirs.metrics());
    observe('GET', '/api/health', 200, 0.004);
    expect(await ours.metrics()).toBe(await theirs.metrics());
  });
});
