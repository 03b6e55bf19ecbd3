import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type Endpoint } from '@pagebird/contract';
import { bearer, createTestApp, type TestApp } from '../test/app.ts';
import { moveClockTo } from '../test/catalogue-factories.ts';
import { PRINCIPALS, signInAs, type Principal } from './principals.ts';
import {
  contractEndpoints,
  nextIp,
  refineSample,
  sampleRequest,
  urlOf,
  type SampleRequest,
} from './contract-samples.ts';

/**
 * Issue 15 item 3: the authorization matrix. Every endpoint of the contract (discovered from the
 * exported `…Api` objects, so new routes are covered without touching this file) is called with
 * a valid-shaped request by every principal: anonymous, ADMIN, PARENT (parent gate passed),
 * CHILD, TEACHER and STUDENT (within school hours). The allowed set is the endpoint's `access`:
 *
 * - outside it: anonymous gets exactly 401 and a signed-in caller exactly 403 — never 2xx;
 * - inside it: never 401 or 403, except the cases listed in EXCEPTIONS with their reasons.
 *
 * Each signed-in principal has its own family / classroom. A call that ends its session
 * (sign-out, account deletion, password change…) shows as a 401 on a later call: the principal
 * is then signed in afresh (a new family / classroom) and the call repeated once, so a real 401
 * still shows.
 */

/** Whether the endpoint's access rule lets the principal in. */
function allowed(e: Endpoint, who: Principal): boolean {
  if (e.access === 'public') return true;
  if (who === 'anonymous') return false;
  if (e.access === 'signedIn') return true;
  return e.access.includes(who);
}

interface Exception {
  /** `apiName.endpointName` as discovered. */
  endpoint: string;
  principals: readonly Principal[];
  status: 401 | 403;
  /** The error code of the answer (the exception holds only for this code). */
  code: string;
  reason: string;
}

/**
 * Principals inside the access list that still get 401/403 for a valid-shaped request, and why
 * that is right. Each entry must be hit (a stale entry fails the test).
 */
const EXCEPTIONS: readonly Exception[] = [
  {
    endpoint: 'authApi.login',
    principals: PRINCIPALS,
    status: 401,
    code: 'INVALID_CREDENTIALS',
    reason: 'public sign-in with a made-up email and password: 401 invalid credentials',
  },
  {
    endpoint: 'profilesApi.changeEmail',
    principals: [Role.PARENT],
    status: 401,
    code: 'INVALID_PASSWORD',
    reason: 'changing the account email needs the current password; a made-up one is 401',
  },
  {
    endpoint: 'authApi.verifyPassword',
    principals: [Role.PARENT, Role.CHILD],
    status: 401,
    code: 'INVALID_CREDENTIALS',
    reason: 'the parent gate prompt with a made-up password: a wrong password is 401',
  },
  {
    endpoint: 'profilesApi.deleteAccount',
    principals: [Role.PARENT],
    status: 401,
    code: 'INVALID_PASSWORD',
    reason: 'deleting the account needs the account password again; a made-up one is 401',
  },
  {
    endpoint: 'classesApi.cardLogin',
    principals: PRINCIPALS,
    status: 401,
    code: 'INVALID_CREDENTIALS',
    reason: 'public student sign-in with a made-up login-card token: 401 invalid credentials',
  },
  {
    endpoint: 'collectionsApi.hide',
    principals: [Role.PARENT, Role.TEACHER],
    status: 403,
    code: 'FORBIDDEN',
    reason:
      "the made-up target ids are not the caller's children / classes / students: the " +
      'resource-level check refuses them (the guard against hiding for someone else)',
  },
  {
    endpoint: 'rewardsApi.storeItems',
    principals: [Role.STUDENT],
    status: 403,
    code: 'FORBIDDEN',
    reason:
      'the reward vault is for profiles over 6 only (spec §6/§9) and a student of a ' +
      'classroom has no birth year: an unknown age does not open it',
  },
  {
    endpoint: 'rewardsApi.purchase',
    principals: [Role.STUDENT],
    status: 403,
    code: 'FORBIDDEN',
    reason: 'the same age rule as rewardsApi.storeItems for buying in the vault',
  },
];

let t: TestApp;

const tokens = new Map<Role, string>();
let freshSignIns = 0;

async function tokenFor(role: Role, fresh: boolean): Promise<string> {
  const known = tokens.get(role);
  if (known && !fresh) return known;
  if (fresh) freshSignIns++;
  const token = await signInAs(t, role);
  tokens.set(role, token);
  return token;
}

interface Outcome {
  endpoint: string;
  route: string;
  who: Principal;
  allowed: boolean;
  status: number;
  code: string | undefined;
  /** Signed in afresh because an earlier call ended the principal's session. */
  retried: boolean;
}

async function call(e: Endpoint, who: Principal, req: SampleRequest) {
  for (let attempt = 0; ; attempt++) {
    const headers: Record<string, string> =
      who === 'anonymous' ? {} : bearer(await tokenFor(who, attempt > 0));
    const payload = req.body === undefined ? undefined : JSON.stringify(req.body);
    if (payload !== undefined) headers['content-type'] = 'application/json';
    const res = await t.app.inject({
      method: e.method,
      url: urlOf(e.path, req.params, req.query),
      headers,
      remoteAddress: nextIp(),
      ...(payload !== undefined ? { payload } : {}),
    });
    let code: string | undefined;
    try {
      code = (res.json() as { code?: string }).code;
    } catch {
      code = undefined;
    }
    // A session ended by an earlier call (sign-out, account deletion…): sign in afresh once.
    if (code === 'UNAUTHENTICATED' && who !== 'anonymous' && attempt === 0) continue;
    return { status: res.statusCode, code, retried: attempt > 0 };
  }
}

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_MAX: '0' } });
  // Within school hours (a Wednesday, 10 AM at the schools of the factories).
  moveClockTo(t.clock, { weekday: 'Wed', hour: 10 });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const statusClass = (s: number) => `${Math.floor(s / 100)}xx`;

describe('authorization matrix: every contract endpoint × every principal', () => {
  const endpoints = contractEndpoints();

  it('finds the endpoints of the contract', () => {
    expect(endpoints.length).toBeGreaterThan(60);
    const names = endpoints.map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('lets in exactly the access list of every endpoint', async () => {
    const outcomes: Outcome[] = [];
    for (const { name, endpoint: e } of endpoints) {
      for (const who of PRINCIPALS) {
        // A request of its own per principal (fresh ids and addresses: no lockout of one
        // made-up account across principals).
        const sampled = sampleRequest(e);
        const req = {
          ...sampled,
          body: refineSample(sampled.body),
          query: refineSample(sampled.query),
        };
        const res = await call(e, who, req);
        outcomes.push({
          endpoint: name,
          route: `${e.method} ${e.path}`,
          who,
          allowed: allowed(e, who),
          status: res.status,
          code: res.code,
          retried: res.retried,
        });
      }
    }

    // Coverage: every endpoint was tried by every principal.
    for (const who of PRINCIPALS) {
      const tried = new Set(outcomes.filter((o) => o.who === who).map((o) => o.endpoint));
      expect(tried.size, `${who} tried`).toBe(endpoints.length);
    }
    expect(outcomes.length).toBe(endpoints.length * PRINCIPALS.length);

    // MATRIX_DUMP=/tmp/matrix.json writes every call and its answer, to study the matrix.
    if (process.env.MATRIX_DUMP) {
      const fs = await import('node:fs');
      fs.writeFileSync(process.env.MATRIX_DUMP, JSON.stringify(outcomes, null, 1));
    }
    const show = (o: Outcome) => `${o.endpoint} ${o.route} as ${o.who} → ${o.status} ${o.code}`;

    // Outside the access list: 401 anonymous, 403 signed in.
    const leaks = outcomes
      .filter((o) => !o.allowed)
      .filter((o) => o.status !== (o.who === 'anonymous' ? 401 : 403))
      .map(show);

    // Inside: never 401/403 unless listed.
    const hit = new Set<Exception>();
    const refused = outcomes
      .filter((o) => o.allowed && (o.status === 401 || o.status === 403))
      .filter((o) => {
        const ex = EXCEPTIONS.find(
          (x) =>
            x.endpoint === o.endpoint &&
            x.principals.includes(o.who) &&
            x.status === o.status &&
            x.code === o.code,
        );
        if (ex) hit.add(ex);
        return !ex;
      })
      .map(show);

    const byClass: Record<string, number> = {};
    for (const o of outcomes)
      byClass[statusClass(o.status)] = (byClass[statusClass(o.status)] ?? 0) + 1;
    const allowedCalls = outcomes.filter((o) => o.allowed).length;
    const stoppedAtValidation = outcomes.filter(
      (o) => o.allowed && o.status === 400 && o.code === 'VALIDATION',
    ).length;
    console.log(
      `authorization matrix: ${endpoints.length} endpoints × ${PRINCIPALS.length} principals = ` +
        `${outcomes.length} calls (${allowedCalls} inside the access list, ` +
        `${outcomes.length - allowedCalls} outside, ${stoppedAtValidation} of those inside stopped at ` +
        `validation); results ${Object.entries(byClass)
          .sort()
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')}; exceptions used ${hit.size}/${EXCEPTIONS.length}; ` +
        `fresh sign-ins after a session ended ${freshSignIns}`,
    );

    expect(leaks).toEqual([]);
    expect(refused).toEqual([]);
    expect(EXCEPTIONS.filter((x) => !hit.has(x)).map((x) => x.endpoint)).toEqual([]);
    // Never a 2xx outside the access list (covered by the exact statuses above, said plainly).
    expect(outcomes.filter((o) => !o.allowed && o.status < 300)).toEqual([]);
  }, 600_000);
});
