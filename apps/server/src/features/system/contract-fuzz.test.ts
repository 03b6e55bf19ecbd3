import net from 'node:net';
import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, UNSAFE_TEXT_MESSAGE, type Endpoint } from '@pagebird/contract';
import { bearer, createTestApp, json, type TestApp } from '../../test/app.ts';
import { errorHandler, postgresClientErrorCode } from '../../lib/error-handler.ts';
import { bodyDeadline, REQUEST_LIMITS } from '../../plugins/security.ts';
import { moveClockTo } from '../../test/catalogue-factories.ts';
import {
  contractEndpoints,
  nextIp,
  sampleRequest,
  stringPaths,
  urlOf,
  withValueAt,
} from '../../security/contract-samples.ts';
import { signInAs } from '../../security/principals.ts';

/**
 * Issue 16 item 7: NUL characters and lone surrogates in any string of any contract route —
 * path parameters, query and body — are the caller's mistake: a 4xx, never a 500, and never the
 * SQL in the error log. The endpoints are discovered from the contract (every exported `…Api`
 * table), so routes added later are fuzzed without touching this file.
 */

const BAD_TEXTS = ['a\u0000b', '\ud800', 'x\udc00y'] as const;

// ── signed-in callers of every role ──

let t: TestApp;
const errorLog: string[] = [];
const tokens = new Map<Role, string>();

async function tokenFor(role: Role, fresh = false): Promise<string> {
  const known = tokens.get(role);
  if (known && !fresh) return known;
  const token = await signInAs(t, role);
  tokens.set(role, token);
  return token;
}

function callersOf(e: Endpoint): Array<Role | null> {
  if (e.access === 'public') return [null];
  if (e.access === 'signedIn') return [Role.PARENT, Role.CHILD, Role.STUDENT];
  return [...e.access];
}

interface Outcome {
  endpoint: string;
  where: string;
  caller: string;
  status: number;
  body: string;
}

async function send(
  e: Endpoint,
  caller: Role | null,
  req: { params: unknown; query: unknown; body: unknown },
): Promise<{ status: number; body: string }> {
  for (let attempt = 0; ; attempt++) {
    const headers: Record<string, string> = caller
      ? bearer(await tokenFor(caller, attempt > 0))
      : {};
    const payload = req.body === undefined ? undefined : JSON.stringify(req.body);
    if (payload !== undefined) headers['content-type'] = 'application/json';
    const res = await t.app.inject({
      method: e.method,
      url: urlOf(e.path, req.params, req.query),
      headers,
      remoteAddress: nextIp(),
      ...(payload !== undefined ? { payload } : {}),
    });
    // A call that ended the session (sign-out, account deletion…) made the token stale: sign
    // in again once and repeat, so later cases are not hidden behind a 401.
    if (res.statusCode === 401 && caller && attempt === 0) continue;
    return { status: res.statusCode, body: res.body };
  }
}

beforeAll(async () => {
  t = await createTestApp({
    env: { RATE_LIMIT_MAX: '0' },
    logger: pino({ level: 'warn' }, { write: (line: string) => void errorLog.push(line) }),
    beforeReady: (app) => {
      // A query that PostgreSQL refuses for its value (not reachable through the contract any
      // more): the safety net of the error handler must still answer 400.
      app.get('/api/test/pg-text', async (req) => {
        const { value } = req.query as { value: string };
        await t.database.db.execute(sql`select ${value}::text as v`);
        return { ok: true };
      });
    },
  });
  // Within school hours, so students get as far as their routes go.
  moveClockTo(t.clock, { weekday: 'Wed', hour: 10 });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('contract fuzz: NUL and lone surrogates in every string of every route', () => {
  const endpoints = contractEndpoints();

  it('finds the routes of the contract', () => {
    expect(endpoints.length).toBeGreaterThan(60);
    const names = endpoints.map((e) => e.name);
    expect(names).toEqual(expect.arrayContaining(['authApi.login', 'readerApi.progress']));
  });

  it('answers every bad string with a 4xx (never 500), and logs no SQL', async () => {
    const outcomes: Outcome[] = [];
    let cases = 0;
    let validShapes = 0;
    let withInput = 0;
    for (const { name, endpoint: e } of endpoints) {
      // Paths with parameters the contract does not describe still get a bad value.
      const base = sampleRequest(e);
      const parts = (['params', 'query', 'body'] as const).filter((k) => e[k] !== undefined);
      if (parts.length) {
        withInput++;
        if (parts.every((k) => e[k]!.safeParse(base[k]).success)) validShapes++;
      }
      for (const part of ['params', 'query', 'body'] as const) {
        for (const path of stringPaths(base[part])) {
          for (const bad of BAD_TEXTS) {
            const req = { ...base, [part]: withValueAt(base[part], path, bad) };
            for (const caller of callersOf(e)) {
              cases++;
              const res = await send(e, caller, req);
              outcomes.push({
                endpoint: `${e.method} ${e.path} (${name})`,
                where: `${part}.${path.join('.')} = ${JSON.stringify(bad)}`,
                caller: caller ?? 'public',
                status: res.status,
                body: res.body.slice(0, 200),
              });
            }
          }
        }
      }
    }

    const serverErrors = outcomes.filter((o) => o.status >= 500);
    expect(serverErrors).toEqual([]);
    // Nothing was hidden behind a rate limit or a lost session.
    expect(outcomes.filter((o) => o.status === 429 || o.status === 401)).toEqual([]);
    // Every bad string was refused (a refused path parameter may also be "not found"). Only
    // half a character in a query string may pass: a URL carries bytes, and the query parser
    // turns the invalid UTF-8 bytes into U+FFFD, which is safe text.
    const accepted = outcomes.filter((o) => o.status < 400);
    expect(accepted.filter((o) => !/^query\..* = "[^"]*\\ud[89a-f]/.test(o.where))).toEqual([]);
    expect(errorLog.filter((l) => /"level":50|Failed query|select |insert /i.test(l))).toEqual([]);
    // The generator really reaches the routes: most get a request of a valid shape, and the
    // bad strings are refused by validation with a field message — mostly the shared text
    // rule's; a field with its own format (a sort key, a code, a colour) refuses with its own.
    expect(validShapes / withInput).toBeGreaterThan(0.8);
    expect(cases).toBeGreaterThan(200);
    const fieldRefusals = outcomes.filter((o) => o.status === 400 && o.body.includes('"fields"'));
    expect(fieldRefusals.length / cases).toBeGreaterThan(0.75);
    expect(outcomes.filter((o) => o.body.includes(UNSAFE_TEXT_MESSAGE)).length).toBeGreaterThan(
      cases * 0.4,
    );
  }, 600_000);
});

describe('safety nets and limits', () => {
  it('answers a value PostgreSQL refuses with 400 and logs no SQL', async () => {
    errorLog.length = 0;
    const res = await t.app.inject({ method: 'GET', url: '/api/test/pg-text?value=a%00b' });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({
      code: 'BAD_REQUEST',
      message: 'The request could not be understood.',
    });
    expect(errorLog.join('\n')).toContain('22021');
    expect(errorLog.join('\n')).not.toMatch(/select|a\\u0000b/i);
    expect(postgresClientErrorCode(new Error('plain'))).toBeUndefined();
  });

  it('answers an over-long path parameter with 414 and our error body', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/books/details/${'x'.repeat(REQUEST_LIMITS.maxParamLength + 1)}`,
    });
    expect(res.statusCode).toBe(414);
    expect(json(res)).toEqual({
      code: 'BAD_REQUEST',
      message: 'The address of the request is too long.',
    });
  });

  it('answers a path that is not valid percent-encoding with 400 and our error body', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/books/details/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({
      code: 'BAD_REQUEST',
      message: 'The address of the request is not valid.',
    });
  });

  it('times requests and idle connections out', () => {
    expect(t.app.initialConfig).toMatchObject({
      requestTimeout: REQUEST_LIMITS.requestTimeoutMs,
      connectionTimeout: REQUEST_LIMITS.connectionTimeoutMs,
      keepAliveTimeout: REQUEST_LIMITS.keepAliveTimeoutMs,
    });
  });

  it('answers a body that never arrives with 408 after the deadline', async () => {
    const app = Fastify();
    app.setErrorHandler(errorHandler);
    app.addHook('preParsing', bodyDeadline(150));
    app.post('/echo', async (req) => req.body);
    const payload = new PassThrough();
    payload.write('{"a":');
    const started = Date.now();
    const res = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json', 'content-length': '100' },
      payload,
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(res.statusCode).toBe(408);
    expect(res.headers.connection).toBe('close');
    expect(json(res)).toEqual({
      code: 'BAD_REQUEST',
      message: 'The request body did not arrive in time.',
    });
    await app.close();
  });

  it('answers headers over the size limit with our error body on a real socket', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(`GET /api/books?q=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
      });
      let data = '';
      socket.on('data', (d) => (data += d.toString()));
      socket.on('close', () => resolve(data));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1.1 431 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      code: 'BAD_REQUEST',
      message: 'The address or the headers of the request are too long.',
    });
  });
});
