import fc from 'fast-check';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type Endpoint } from '@pagebird/contract';
import { bearer, createTestApp, type TestApp } from '../test/app.ts';
import { moveClockTo } from '../test/catalogue-factories.ts';
import {
  contractEndpoints,
  nextIp,
  sampleRequest,
  urlOf,
  withValueAt,
  type Json,
  type SampleRequest,
} from './contract-samples.ts';
import { signInAs } from './principals.ts';

/**
 * Issue 15 item 3: property-based fuzzing (fast-check) of every request schema of the contract.
 * For each endpoint, requests start from a valid-shaped sample (so they reach the handler) and
 * fast-check mutates them: a leaf replaced by a hostile value (any JSON, binary text, huge or
 * negative numbers, path traversal, SQL and markup), a whole part replaced, a key dropped or an
 * unknown one added. Each is sent as every caller the endpoint admits. The properties:
 *
 * - never a 5xx, and never a stack trace, SQL or a file path in the answer;
 * - an answer within 10 s (no hang), and nothing at level error in the server log.
 *
 * FUZZ_RUNS sets the runs per endpoint (default 50); FUZZ_SEED replays a reported failure.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 50);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const HANG_MS = 10_000;

let t: TestApp;
const errorLog: string[] = [];
const tokens = new Map<Role, string>();

async function tokenFor(role: Role, fresh: boolean): Promise<string> {
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

// ── hostile values and mutations ──

const hostileText = fc.constantFrom(
  '',
  ' ',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '${7*7}{{7*7}}',
  '%00',
  'null',
  'undefined',
  '[object Object]',
  '__proto__',
  'constructor',
  '0x7fffffff',
  '1e309',
  '-0',
  '🐉🦖'.repeat(50),
  'x'.repeat(20_000),
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer(),
  fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308, 0.5),
  fc.double({ noNaN: true }),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(hostileText, { maxLength: 5 }),
  fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'id', 'a'), hostileText, {
    maxKeys: 3,
  }),
);

/** Paths of every leaf (and every inner node) of a sample. */
function nodePaths(v: unknown, path: Array<string | number> = []): Array<Array<string | number>> {
  const own = path.length ? [path] : [];
  if (Array.isArray(v)) return [...own, ...v.flatMap((x, i) => nodePaths(x, [...path, i]))];
  if (v && typeof v === 'object') {
    return [...own, ...Object.entries(v).flatMap(([k, x]) => nodePaths(x, [...path, k]))];
  }
  return own;
}

function withoutKeyAt(v: unknown, path: Array<string | number>): unknown {
  if (!v || typeof v !== 'object' || path.length === 0) return v;
  const copy = (Array.isArray(v) ? [...v] : { ...(v as Json) }) as Json;
  const [head, ...rest] = path;
  if (rest.length === 0) delete copy[head as string];
  else copy[head as string] = withoutKeyAt(copy[head as string], rest);
  return copy;
}

type Part = 'params' | 'query' | 'body';

/** A mutation of the valid-shaped request. */
function mutations(e: Endpoint, base: SampleRequest): fc.Arbitrary<SampleRequest> {
  const parts = (['params', 'query', 'body'] as const).filter(
    (p) => base[p] !== undefined || (p === 'body' && e.method !== 'GET'),
  );
  if (parts.length === 0) return fc.constant(base);
  const part = fc.constantFrom<Part>(...parts);
  return fc.oneof(
    // One node replaced by a hostile value.
    fc.tuple(part, fc.nat(), hostileValue).map(([p, i, value]) => {
      const paths = nodePaths(base[p]);
      if (!paths.length) return { ...base, [p]: p === 'params' ? base[p] : value };
      return { ...base, [p]: withValueAt(base[p], paths[i % paths.length]!, value as string) };
    }),
    // A whole part replaced (params keep their keys: they are the URL).
    fc.tuple(part, hostileValue).map(([p, value]) => {
      if (p !== 'params') return { ...base, [p]: value };
      const keys = Object.keys((base.params ?? {}) as Json);
      return { ...base, params: Object.fromEntries(keys.map((k) => [k, value])) };
    }),
    // A key dropped.
    fc.tuple(part, fc.nat()).map(([p, i]) => {
      const paths = nodePaths(base[p]);
      if (!paths.length || p === 'params') return base;
      return { ...base, [p]: withoutKeyAt(base[p], paths[i % paths.length]!) };
    }),
    // An unknown key added.
    fc
      .tuple(fc.constantFrom<Part>('query', 'body'), fc.string({ maxLength: 12 }), hostileValue)
      .map(([p, key, value]) => {
        const current = base[p];
        if (current !== undefined && (typeof current !== 'object' || Array.isArray(current)))
          return base;
        return { ...base, [p]: { ...((current ?? {}) as Json), [key || 'k']: value } };
      }),
  );
}

// ── sending ──

interface Answer {
  status: number;
  body: string;
  ms: number;
}

async function send(e: Endpoint, caller: Role | null, req: SampleRequest): Promise<Answer> {
  for (let attempt = 0; ; attempt++) {
    const headers: Record<string, string> = caller
      ? bearer(await tokenFor(caller, attempt > 0))
      : {};
    let payload: string | undefined;
    if (req.body !== undefined) {
      payload = JSON.stringify(req.body) ?? 'null';
      headers['content-type'] = 'application/json';
    }
    let url: string;
    try {
      url = urlOf(e.path, req.params, req.query);
    } catch {
      // A value no URL can carry (a symbol-like object without toString): not a request.
      return { status: 400, body: '', ms: 0 };
    }
    const started = performance.now();
    const res = await Promise.race([
      t.app.inject({
        method: e.method,
        url,
        headers,
        remoteAddress: nextIp(),
        ...(payload !== undefined ? { payload } : {}),
      }),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), HANG_MS)),
    ]);
    const ms = performance.now() - started;
    if (!res) return { status: 0, body: `no answer within ${HANG_MS} ms`, ms };
    // A call that ended the session (sign-out, account deletion…): sign in afresh once.
    if (res.statusCode === 401 && caller && attempt === 0) continue;
    return { status: res.statusCode, body: res.body, ms };
  }
}

/** What an answer must never show a client. */
const LEAK = /\n\s+at |node_modules|\/src\/|Failed query|syntax error at|"stack"/;

beforeAll(async () => {
  t = await createTestApp({
    env: { RATE_LIMIT_MAX: '0' },
    logger: pino({ level: 'error' }, { write: (line: string) => void errorLog.push(line) }),
  });
  // Within school hours, so students get as far as their routes go.
  moveClockTo(t.clock, { weekday: 'Wed', hour: 10 });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('schema fuzz (fast-check): every request schema of the contract', () => {
  const endpoints = contractEndpoints();

  it('answers every mutated request without a 5xx, a leak or a hang', async () => {
    let requests = 0;
    let slowest = 0;
    const byClass: Record<string, number> = {};
    for (const { name, endpoint: e } of endpoints) {
      const base = sampleRequest(e);
      const callers = callersOf(e);
      await fc.assert(
        fc.asyncProperty(mutations(e, base), fc.constantFrom(...callers), async (req, caller) => {
          const res = await send(e, caller, req);
          requests++;
          slowest = Math.max(slowest, res.ms);
          const cls = res.status === 0 ? 'hang' : `${Math.floor(res.status / 100)}xx`;
          byClass[cls] = (byClass[cls] ?? 0) + 1;
          const where = `${name} ${e.method} ${e.path} as ${caller ?? 'anonymous'}`;
          expect(res.status, `${where}: ${res.body.slice(0, 300)}`).toBeGreaterThan(0);
          expect(res.status, `${where}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
          expect(res.body, where).not.toMatch(LEAK);
        }),
        { numRuns: RUNS, ...(SEED !== undefined ? { seed: SEED } : {}), endOnFailure: false },
      );
    }
    console.log(
      `schema fuzz: ${requests} requests over ${endpoints.length} endpoints ` +
        `(${RUNS} runs each); answers ${JSON.stringify(byClass)}; slowest ${Math.round(slowest)} ms`,
    );
    expect(requests).toBeGreaterThanOrEqual(endpoints.length * RUNS);
    expect(byClass['5xx'] ?? 0).toBe(0);
    expect(errorLog.filter((l) => /"level":(50|60)/.test(l))).toEqual([]);
  }, 900_000);
});
