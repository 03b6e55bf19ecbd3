import Fastify, { type FastifyInstance } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { rateLimitKey } from './security.ts';

/** The rate limits' key (plugins/security.ts): always the key @fastify/rate-limit makes itself. */

describe('rateLimitKey', () => {
  const requests: { remoteAddress: string; forwarded?: string }[] = [
    { remoteAddress: '127.0.0.1' },
    { remoteAddress: '127.0.0.1', forwarded: '203.0.113.7' },
    { remoteAddress: '127.0.0.1', forwarded: '203.0.113.8, 10.0.0.2' },
    { remoteAddress: '10.0.0.1', forwarded: '203.0.113.7' },
    { remoteAddress: '::ffff:10.0.0.1', forwarded: '2001:DB8:0:12::1' },
    { remoteAddress: '2001:db8::5', forwarded: '2001:db8:0:34::1, 198.51.100.3' },
    { remoteAddress: '127.0.0.1', forwarded: 'not an address' },
    { remoteAddress: '127.0.0.1', forwarded: 'Client-Name, 203.0.113.9' },
    { remoteAddress: '::1', forwarded: '[2001:db8::7]' },
  ];

  // As app.ts passes them to Fastify: off, a number of hops (a function), everything.
  const settings: [string, boolean | ((addr: string, hop: number) => boolean)][] = [
    ['trust off', false],
    ['one hop', (_addr, hop) => hop < 1],
    ['trust all', true],
  ];

  it.each(settings)('%s: the key is normalizeIP(req.ip)', async (_n, tp) => {
    const app: FastifyInstance = Fastify({ trustProxy: tp as never });
    app.get('/k', async (req) => ({ key: rateLimitKey(req), expected: normalizeIP(req.ip) }));
    for (const r of requests) {
      const res = await app.inject({
        method: 'GET',
        url: '/k',
        remoteAddress: r.remoteAddress,
        headers: r.forwarded ? { 'x-forwarded-for': r.forwarded } : {},
      });
      const body = res.json<{ key: string; expected: string }>();
      expect(body.key, JSON.stringify(r)).toBe(body.expected);
    }
    await app.close();
  });
});

/** The global limit end to end (a public route without a limit of its own), proxy trusted or not. */
describe('global rate limit per client address', () => {
  let trusted: TestApp;
  let direct: TestApp;
  beforeAll(async () => {
    trusted = await createTestApp({ env: { TRUST_PROXY: 'true', RATE_LIMIT_MAX: '3' } });
    direct = await createTestApp({ env: { RATE_LIMIT_MAX: '3' } });
  });
  afterAll(async () => {
    await trusted?.close();
    await direct?.close();
  });

  const hit = (t: TestApp, forwarded: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/configuration',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': forwarded },
    });

  it('behind a trusted proxy: each forwarded address has its own count', async () => {
    for (let i = 0; i < 3; i++) expect((await hit(trusted, '203.0.113.1')).statusCode).toBe(200);
    expect((await hit(trusted, '203.0.113.1')).statusCode).toBe(429);
    expect((await hit(trusted, '203.0.113.2')).statusCode).toBe(200);
    // The same client through one more proxy: still its count, not the proxy's.
    expect((await hit(trusted, '203.0.113.1, 10.0.0.9')).statusCode).toBe(429);
  });

  it('without a trusted proxy: a forged X-Forwarded-For does not escape the limit', async () => {
    for (let i = 0; i < 3; i++) expect((await hit(direct, `198.51.100.${i}`)).statusCode).toBe(200);
    expect((await hit(direct, '198.51.100.99')).statusCode).toBe(429);
  });
});
