import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type Endpoint } from '@pagebird/contract';
import { bearer, createTestApp, json, type TestApp } from '../../test/app.ts';
import { contractEndpoints } from '../../security/contract-samples.ts';
import {
  childToken,
  createAdmin,
  createClassroom,
  createFamily,
  createTeacher,
  loginAs,
  studentLogin,
} from '../../test/factories.ts';
import { moveClockTo } from '../../test/catalogue-factories.ts';

/**
 * Issue 13: no admin API answers anyone but an ADMIN. The endpoints come from the contract (every
 * exported `…Api` object), so admin endpoints added by any part are covered without touching this
 * file: anonymous → 401, every other role → 403, never the data.
 */

const isAdminOnly = (e: Endpoint) =>
  Array.isArray(e.access) && e.access.length === 1 && e.access[0] === Role.ADMIN;

const ADMIN_ENDPOINTS = contractEndpoints().filter((e) => isAdminOnly(e.endpoint));

/** A path with every `:param` filled (an id-shaped value; access is checked before validation). */
const urlOf = (e: Endpoint) => e.path.replace(/:([A-Za-z0-9_]+)\??/g, () => randomUUID());

let t: TestApp;
const tokens: Partial<Record<Role, string>> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const admin = await createAdmin(db);
  tokens[Role.ADMIN] = await loginAs(t.app, admin.email!, admin.password);
  const { parent, children } = await createFamily(db, ['Robin']);
  const family = await childToken(t.app, parent, children[0]!.id);
  tokens[Role.PARENT] = family.parentToken;
  tokens[Role.CHILD] = family.childToken;
  const teacher = await createTeacher(db);
  tokens[Role.TEACHER] = await loginAs(t.app, teacher.email!, teacher.password);
  moveClockTo(t.clock, { weekday: 'Wed', hour: 10 });
  const klass = await createClassroom(db, 1);
  const s = klass.students[0]!;
  const res = await studentLogin(t.app, klass.classroom.loginCode, s.id, s.pin);
  expect(res.statusCode, res.body).toBe(200);
  tokens[Role.STUDENT] = json<{ token: string }>(res).token;
});
afterAll(async () => {
  await t?.close();
});

const send = (e: Endpoint, token?: string) =>
  t.app.inject({
    method: e.method,
    url: urlOf(e),
    headers: token ? bearer(token) : {},
    ...(e.method === 'GET' || e.method === 'DELETE' ? {} : { payload: {} }),
  });

describe('admin authorization over every admin endpoint of the contract', () => {
  it('finds the admin endpoints of every admin part (and only ADMIN-only ones under /api/admin)', () => {
    const paths = ADMIN_ENDPOINTS.map((e) => `${e.endpoint.method} ${e.endpoint.path}`);
    // This part's and the shared ones at least.
    expect(paths).toEqual(
      expect.arrayContaining([
        'GET /api/admin/audit',
        'GET /api/admin/users',
        'POST /api/admin/users',
        'PUT /api/admin/users/email',
        'PUT /api/admin/users/:id/status/:status',
        'GET /api/admin/email-domains',
        'PATCH /api/admin/email-domains/:id/status',
        'GET /api/admin/users/consumers',
        'GET /api/admin/users/consumers/:id',
        'GET /api/admin/dashboard',
      ]),
    );
    const leaky = contractEndpoints()
      .filter((e) => e.endpoint.path.startsWith('/api/admin') && !isAdminOnly(e.endpoint))
      .map((e) => e.name);
    expect(leaky).toEqual([]);
  });

  it('answers 401 to an anonymous caller on every admin endpoint', async () => {
    const wrong: string[] = [];
    for (const { name, endpoint } of ADMIN_ENDPOINTS) {
      const res = await send(endpoint);
      if (res.statusCode !== 401)
        wrong.push(`${name} ${endpoint.method} ${endpoint.path} → ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it.each([Role.PARENT, Role.CHILD, Role.TEACHER, Role.STUDENT])(
    'answers 403 to a %s on every admin endpoint',
    async (role) => {
      const wrong: string[] = [];
      for (const { name, endpoint } of ADMIN_ENDPOINTS) {
        const res = await send(endpoint, tokens[role]);
        if (res.statusCode !== 403)
          wrong.push(`${name} ${endpoint.method} ${endpoint.path} → ${res.statusCode}`);
      }
      expect(wrong).toEqual([]);
    },
  );

  it('lets an ADMIN through the access check of every admin endpoint (registered, never 401/403/5xx)', async () => {
    const wrong: string[] = [];
    for (const { name, endpoint } of ADMIN_ENDPOINTS) {
      const res = await send(endpoint, tokens[Role.ADMIN]);
      // 400 (our empty/made-up input), 404 (a made-up id) and 2xx are fine; the route must exist.
      const registered = t.app.hasRoute({ method: endpoint.method, url: endpoint.path });
      if ([401, 403].includes(res.statusCode) || !registered || res.statusCode >= 500) {
        wrong.push(`${name} ${endpoint.method} ${endpoint.path} → ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
