import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyResponseSchema } from '@pagebird/contract';
import { createTestApp, json, type TestApp } from '../../test/app.ts';
import { createStorageProvider } from '../../providers/storage/index.ts';
import type { StorageProvider } from '../../providers/storage/index.ts';

describe('GET /api/ready (readiness for the load balancer)', () => {
  const lifecycle = { draining: false };
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ lifecycle });
  });
  afterAll(() => t?.close());

  it('is ready with the database and storage up, and turns 503 while draining', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ok.statusCode).toBe(200);
    expect(readyResponseSchema.parse(json(ok))).toEqual({
      ready: true,
      database: 'up',
      storage: 'up',
      draining: false,
    });
    lifecycle.draining = true;
    const draining = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(draining.statusCode).toBe(503);
    expect(json(draining)).toEqual({ ready: false, database: 'up', storage: 'up', draining: true });
    // Liveness is not readiness: a draining instance is still alive.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    lifecycle.draining = false;
  });

  it('answers 503 with storage down when the file store cannot be reached', async () => {
    const broken: StorageProvider = {
      ...createStorageProvider(t.config),
      exists: () => Promise.reject(new Error('ECONNREFUSED')),
    };
    const down = await createTestApp({ storage: broken });
    try {
      const res = await down.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(json(res)).toMatchObject({ ready: false, database: 'up', storage: 'down' });
    } finally {
      await down.close();
    }
  });
});

describe('GET /metrics (Prometheus)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('counts requests and latency per route pattern (never the raw URL), the pool and the process', async () => {
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({
      method: 'GET',
      url: '/api/books/details/00000000-0000-4000-8000-000000000000',
    });
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const text = res.body;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_code="200"\} 3/,
    );
    expect(text).toContain('route="/api/books/details/:id"');
    expect(text).not.toContain('00000000-0000-4000-8000-000000000000');
    expect(text).toMatch(/db_pool_connections\{state="total"\} \d+/);
    expect(text).toMatch(/process_resident_memory_bytes \d+/);
    expect(text).toMatch(/app_draining 0/);
  });

  it('needs the bearer token when METRICS_TOKEN is set', async () => {
    const token = 'metrics-token-0123456789';
    const guarded = await createTestApp({ env: { METRICS_TOKEN: token } });
    try {
      expect((await guarded.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
      const wrong = await guarded.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: 'Bearer metrics-token-9999999999' },
      });
      expect(wrong.statusCode).toBe(401);
      const ok = await guarded.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.body).toContain('http_request_duration_seconds');
    } finally {
      await guarded.close();
    }
  });
});
