import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configurationResponseSchema, healthResponseSchema } from '@pagebird/contract';
import { createTestApp, json, type TestApp } from '../../test/app.ts';
import { openDatabase } from '../../db/client.ts';
import { freePort } from '../../test/free-port.ts';
import { SERVER_VERSION } from '../../version.ts';
import { pino } from 'pino';

let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({
    logger: pino({ level: 'error' }, { write: (line: string) => void logLines.push(line) }),
    beforeReady: (app) => {
      // A route that fails unexpectedly, to see what a 500 looks like.
      app.get('/api/test/boom', async () => {
        throw new Error('secret internals: password=hunter2');
      });
    },
  });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/health', () => {
  it('reports ok with the database up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = healthResponseSchema.parse(json(res));
    expect(body).toMatchObject({ status: 'ok', database: 'up', version: SERVER_VERSION });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 with database down when PostgreSQL is unreachable', async () => {
    const port = await freePort();
    const down = await createTestApp({
      database: openDatabase(`postgres://postgres@127.0.0.1:${port}/nothing`),
    });
    try {
      const res = await down.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(json(res)).toMatchObject({ status: 'degraded', database: 'down' });
    } finally {
      await down.close();
    }
  });
});

describe('GET /api/configuration', () => {
  it('returns the client configuration', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/configuration' });
    expect(res.statusCode).toBe(200);
    expect(configurationResponseSchema.parse(json(res))).toEqual({
      version: SERVER_VERSION,
      features: { askMe: true, libraryAndCollections: true, myLibraryLabel: true },
      trialDays: 7,
      invitationDays: 30,
      paymentsProvider: 'sandbox',
      supportEmail: 'hello@pagebird.local',
    });
  });
});

describe('OpenAPI', () => {
  it('serves Swagger UI at /api/docs and the document at /api/docs/json', async () => {
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
    expect(String(ui.headers['content-security-policy'])).not.toContain(
      'upgrade-insecure-requests',
    );
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = json<{
      openapi: string;
      components: { securitySchemes: Record<string, unknown> };
      paths: Record<
        string,
        Record<
          string,
          { security?: unknown[]; requestBody?: unknown; responses: Record<string, unknown> }
        >
      >;
    }>(res);
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    for (const p of [
      '/api/login',
      '/api/student/login',
      '/api/logout',
      '/api/users/details',
      '/api/profile/{id}',
      '/api/health',
    ]) {
      expect(doc.paths[p], p).toBeDefined();
    }
    expect(doc.paths['/api/login']!.post!.requestBody).toBeDefined();
    expect(doc.paths['/api/login']!.post!.security).toEqual([]);
    expect(doc.paths['/api/users/details']!.get!.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(doc.paths['/api/users/details']!.get!.responses)).toEqual(
      expect.arrayContaining(['200', '401']),
    );
  });
});

describe('errors', () => {
  it('malformed JSON: 400 BAD_REQUEST JSON without a stack', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(json(res)).toEqual({
      code: 'BAD_REQUEST',
      message: 'The request body is not valid JSON.',
    });
    expect(res.body).not.toMatch(/stack|at .*\.js|node_modules/);
  });

  it('unknown /api path: 404 JSON, for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/does-not-exist' });
      expect(res.statusCode).toBe(404);
      expect(json(res)).toEqual({ code: 'NOT_FOUND', message: 'We could not find that.' });
    }
  });

  it('unexpected error: 500 INTERNAL with the generic text, nothing of the error leaks', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(json(res)).toEqual({
      code: 'INTERNAL',
      message: 'Something  went wrong. Please try again later.',
    });
    expect(res.body).not.toContain('secret');
    // …but the log has it, with the request id.
    const logged = logLines.map(
      (l) =>
        JSON.parse(l) as { msg: string; reqId: string; err: { message: string; stack: string } },
    );
    expect(logged).toContainEqual(
      expect.objectContaining({
        msg: 'Unexpected error',
        reqId: expect.any(String),
        err: expect.objectContaining({
          message: 'secret internals: password=hunter2',
          stack: expect.any(String),
        }),
      }),
    );
  });

  it('unsupported content type: 415 JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<x/>',
    });
    expect(res.statusCode).toBe(415);
    expect(json(res)).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('rate limit: 429 RATE_LIMITED JSON once a route limit is used up', async () => {
    const ip = '198.51.100.23';
    let last;
    for (let i = 0; i < 31; i++) {
      last = await t.app.inject({
        method: 'GET',
        url: '/api/users/password/token-validation?token=x',
        remoteAddress: ip,
      });
    }
    expect(last!.statusCode).toBe(429);
    expect(json(last!)).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please slow down and try again in a moment.',
    });
    expect(last!.headers['retry-after']).toBeDefined();
    // Other IPs are not affected.
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/users/password/token-validation?token=x',
      remoteAddress: '198.51.100.24',
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('security headers', () => {
  it('sends a CSP fit for the SPA', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("font-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('web app without a build', () => {
  it('GET / tells how to build the web app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('npm run build');
  });

  it('/version.json falls back to the server version, uncached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/version.json' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ version: SERVER_VERSION });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('web app with a build (WEB_DIST)', () => {
  let w: TestApp;
  beforeAll(async () => {
    const dist = fs.mkdtempSync(path.join(t.tmpDir, 'dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><div id="root"></div><script type="module" src="/assets/app-abc123.js"></script>',
    );
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
    fs.writeFileSync(path.join(dist, 'version.json'), JSON.stringify({ version: 'web-2024.1' }));
    w = await createTestApp({ env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await w?.close();
  });

  it('serves index.html at / uncached', async () => {
    const res = await w.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('id="root"');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('falls back to index.html for client routes that accept HTML', async () => {
    const res = await w.app.inject({
      method: 'GET',
      url: '/kid/browse?x=1',
      headers: { accept: 'text/html,*/*' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('id="root"');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('caches hashed assets for a year, immutable', async () => {
    const res = await w.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('a missing asset is a 404, not index.html', async () => {
    const res = await w.app.inject({
      method: 'GET',
      url: '/assets/missing.js',
      headers: { accept: '*/*' },
    });
    expect(res.statusCode).toBe(404);
  });

  it('serves the published version.json uncached', async () => {
    const res = await w.app.inject({ method: 'GET', url: '/version.json' });
    expect(json(res)).toEqual({ version: 'web-2024.1' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('unknown /api paths stay JSON 404s even for browsers', async () => {
    const res = await w.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(404);
    expect(json(res)).toMatchObject({ code: 'NOT_FOUND' });
  });
});
