import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  APP_ERROR_MESSAGE,
  AppErrorCode,
  Role,
  apiPath,
  type Endpoint,
  type UserDetails,
} from '@pagebird/contract';
import { createBook } from '../../test/catalogue-factories.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/app.ts';
import { childToken, createFamily, loginAs } from '../../test/factories.ts';
import { PARENT_GATE_MS } from '../../lib/parent-gate.ts';
import { gatedParentToken } from './auth.test-helpers.ts';
import { contractEndpoints as allContractEndpoints } from '../../security/contract-samples.ts';

/**
 * The parent gate enforced by the server (issue 11 item 8) and sessions of one sign-in forming
 * one family (issue 16 item 8), against real PostgreSQL.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const verify = (token: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/password/verify',
    headers: bearer(token),
    payload: { password },
  });
const details = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/users/details', headers: bearer(token) });
/** A parent area of each kind: children, account settings, onboarding data. */
const parentAreas = (token: string) =>
  Promise.all(
    ['/api/users/children', '/api/users/account', '/api/users/child/onboarding-data'].map((url) =>
      t.app.inject({ method: 'GET', url, headers: bearer(token) }),
    ),
  );
const logout = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });

describe('the parent gate', () => {
  it('a plain sign-in does not open the parent areas: 403 PARENT_GATE_REQUIRED', async () => {
    const { parent } = await createFamily(t.database.db, ['Mia']);
    const token = await loginAs(t.app, parent.email!, parent.password);
    for (const res of await parentAreas(token)) {
      expect(res.statusCode).toBe(403);
      expect(json(res)).toMatchObject({ code: AppErrorCode.PARENT_GATE_REQUIRED });
    }
    expect(json<UserDetails>(await details(token)).parentGateUntil).toBeNull();
  });

  it('the re-entered password opens them for 15 minutes, then the gate closes again', async () => {
    const { parent } = await createFamily(t.database.db, ['Mia']);
    const start = t.clock.now();
    const gated = await gatedParentToken(t.app, parent);
    const me = json<UserDetails>(await details(gated));
    const until = new Date(me.parentGateUntil!).getTime() - start.getTime();
    expect(until).toBeGreaterThanOrEqual(PARENT_GATE_MS);
    expect(until).toBeLessThan(PARENT_GATE_MS + 5_000);
    for (const res of await parentAreas(gated)) expect(res.statusCode).toBe(200);

    t.clock.advance(PARENT_GATE_MS - 60_000);
    for (const res of await parentAreas(gated)) expect(res.statusCode).toBe(200);
    t.clock.advance(61_000);
    for (const res of await parentAreas(gated)) {
      expect(res.statusCode).toBe(403);
      expect(json(res)).toMatchObject({ code: AppErrorCode.PARENT_GATE_REQUIRED });
    }
    // The session itself is still signed in; only the gate closed.
    expect((await details(gated)).statusCode).toBe(200);
    expect(json<UserDetails>(await details(gated)).parentGateUntil).toBeNull();
  });

  it('a child session never opens the parent areas (403 FORBIDDEN)', async () => {
    const { parent, children } = await createFamily(t.database.db, ['Mia']);
    const { childToken: kid } = await childToken(t.app, parent, children[0]!.id);
    for (const res of await parentAreas(kid)) {
      expect(res.statusCode).toBe(403);
      expect(json(res)).toMatchObject({ code: AppErrorCode.FORBIDDEN });
    }
  });

  it("a child's ten wrong tries lock the gate on that device, never the parent's sign-in", async () => {
    const { parent, children } = await createFamily(t.database.db, ['Mia']);
    const { childToken: kid } = await childToken(t.app, parent, children[0]!.id);
    for (let i = 0; i < 9; i++) expect((await verify(kid, `wrong-${i}`)).statusCode).toBe(401);
    const tenth = await verify(kid, 'wrong-10');
    expect(tenth.statusCode).toBe(429);
    expect(json(tenth)).toMatchObject({ code: AppErrorCode.LOCKED_OUT });
    // The gate of this sign-in stays locked, even with the right password…
    expect((await verify(kid, parent.password)).statusCode).toBe(429);
    // …but the parent signs in as usual, and the new sign-in's gate opens.
    const fresh = await loginAs(t.app, parent.email!, parent.password);
    expect((await verify(fresh, parent.password)).statusCode).toBe(200);
  });
});

describe('one sign-in, one family of sessions', () => {
  it('signing out after the parent gate ends every session of that sign-in', async () => {
    const { parent, children } = await createFamily(t.database.db, ['Mia', 'Leo']);
    const signIn = await loginAs(t.app, parent.email!, parent.password);
    const pick = async (token: string, id: string) =>
      json<{ token: string }>(
        await t.app.inject({ method: 'POST', url: `/api/profile/${id}`, headers: bearer(token) }),
      ).token;
    const mia = await pick(signIn, children[0]!.id);
    // Mia's device: the parent gate from the child session, then Leo picked from the gate session.
    const gate = json<{ token: string }>(await verify(mia, parent.password)).token;
    const leo = await pick(gate, children[1]!.id);
    const gateAgain = json<{ token: string }>(await verify(leo, parent.password)).token;
    // Another device of the same account: its own sign-in.
    const otherDevice = await loginAs(t.app, parent.email!, parent.password);

    const all = [signIn, mia, gate, leo, gateAgain];
    for (const tok of all) expect((await details(tok)).statusCode).toBe(200);
    expect((await logout(gateAgain)).statusCode).toBe(204);
    for (const tok of all) expect((await details(tok)).statusCode).toBe(401);
    expect((await details(otherDevice)).statusCode).toBe(200);
  });

  it('signing out from a child session ends the parent and gate sessions of that sign-in too', async () => {
    const { parent, children } = await createFamily(t.database.db, ['Mia']);
    const { parentToken, childToken: kid } = await childToken(t.app, parent, children[0]!.id);
    const gate = await gatedParentToken(t.app, parent, parentToken);
    expect((await logout(kid)).statusCode).toBe(204);
    for (const tok of [parentToken, kid, gate]) expect((await details(tok)).statusCode).toBe(401);
  });
});

/** Every endpoint of the contract with an access list, once per method and path. */
function contractEndpoints(): Array<Endpoint & { name: string }> {
  const found = new Map<string, Endpoint & { name: string }>();
  for (const { name, endpoint } of allContractEndpoints()) {
    if (endpoint.access) found.set(key(endpoint), { ...endpoint, name });
  }
  return [...found.values()];
}

const key = (e: Pick<Endpoint, 'method' | 'path'>) => `${e.method} ${e.path}`;
const parentOnly = (e: Endpoint) =>
  Array.isArray(e.access) && e.access.length === 1 && e.access[0] === Role.PARENT;

/**
 * PARENT-only endpoints a parent reaches WITHOUT the parent gate, and why. Every other
 * PARENT-only endpoint of the contract is a parent area: a route added later is tried below and
 * must answer 403 PARENT_GATE_REQUIRED, or be listed here.
 */
const UNGATED_PARENT_ROUTES: Record<string, string> = {
  'GET /api/users/parent/subscription/check':
    'called right after a plain sign-in to find where the parent lands (418 → sign-up step)',
  'GET /api/subscription/plans': 'sign-up plan step: a lapsed parent signs in and picks a plan',
  'GET /api/subscription/promo/:code': 'sign-up plan step (promo code field)',
  'POST /api/subscription': 'sign-up card step: a lapsed parent subscribes after a plain sign-in',
  'POST /api/subscription/setup-intent': 'sign-up card step',
  'POST /api/payments/sandbox/payment-methods': 'sign-up card step (sandbox card form)',
};

/** Endpoints open to other roles too whose PARENT callers need the gate (checked in the service). */
const GATED_SHARED_ROUTES = ['PUT /api/users/profile/password', 'POST /api/hidden-books/hide'];

describe('every parent area refuses a parent session that has not passed the gate', () => {
  it('each gated route of the contract answers 403 PARENT_GATE_REQUIRED, and nothing changes', async () => {
    const db = t.database.db;
    const { parent, children } = await createFamily(db, ['Mia', 'Leo']);
    const mia = children[0]!.id;
    const book = await createBook(db);
    const plain = await loginAs(t.app, parent.email!, parent.password);

    // A valid request for each gated route (an invalid one would be a 400 before the gate).
    const inputs: Record<
      string,
      { params?: Record<string, string>; query?: string; body?: Record<string, unknown> }
    > = {
      // billing
      'POST /api/subscription/payment': { body: { paymentMethodId: 'pm_card_visa' } },
      'PATCH /api/subscription': {
        body: { fieldName: 'cancellationReason', value: 'Too expensive' },
      },
      'PUT /api/subscription': { body: { priceId: 'price_yearly' } },
      'POST /api/subscription/default-payment-method': {
        body: { customerId: 'cus_1', paymentMethodId: 'pm_card_visa' },
      },
      // dashboard, reports, share and hide, digest
      'GET /api/profile-dashboard/children': { query: 'days=7' },
      'GET /api/activity-dashboard': { query: `childId=${mia}` },
      'GET /api/parent/reports': { query: `days=7&childId=${mia}` },
      'GET /api/share/books': { query: `childId=${mia}` },
      'GET /api/books/:id/shared': { params: { id: book.id } },
      'PUT /api/books/shared': { body: { bookId: book.id, childIds: [mia] } },
      'PUT /api/parent/digest': { body: { weeklyDigest: true } },
      'POST /api/hidden-books/hide': { body: { bookIds: [book.id], type: 'USER', ids: [mia] } },
      // child profiles
      'GET /api/users/child/:id': { params: { id: mia } },
      'POST /api/users/child': { body: { name: 'Ava', ageId: 7 } },
      'PATCH /api/users/child/:id': { params: { id: mia }, body: { name: 'Hacked' } },
      'DELETE /api/users/child/:id': { params: { id: mia } },
      'POST /api/users/children/delete': { body: { childIds: [mia] } },
      'GET /api/users/child/:id/export': { params: { id: mia } },
      'GET /api/users/child/:id/export.html': { params: { id: mia } },
      // account settings (the right current password: only the gate stops them)
      'PUT /api/users/account/email': {
        body: { newEmail: `new-${mia.slice(0, 8)}@example.test`, currentPassword: parent.password },
      },
      'PUT /api/users/account/consent': { body: { consentToReceiveUpdates: true } },
      'POST /api/users/account/delete': { body: { currentPassword: parent.password } },
      'PUT /api/users/profile/password': {
        body: {
          currentPassword: parent.password,
          newPassword: 'Another-pass-2',
          confirmPassword: 'Another-pass-2',
        },
      },
    };

    const all = contractEndpoints();
    for (const k of [...Object.keys(UNGATED_PARENT_ROUTES), ...GATED_SHARED_ROUTES]) {
      expect(all.map(key), `${k} is in the contract`).toContain(k);
    }
    const gated = all.filter(
      (e) =>
        (parentOnly(e) && !UNGATED_PARENT_ROUTES[key(e)]) || GATED_SHARED_ROUTES.includes(key(e)),
    );
    // Billing 9, insights 8, profiles 13, password change and hide: 32 when this was written.
    expect(gated.length).toBeGreaterThanOrEqual(32);
    for (const group of ['billingApi', 'insightsApi', 'profilesApi']) {
      expect(gated.some((e) => e.name.startsWith(`${group}.`))).toBe(true);
    }

    const snapshot = async () => {
      const ids = [parent.id, ...children.map((c) => c.id)];
      const cols = await db.execute<{ tbl: string; col: string }>(sql`
        SELECT rel.relname AS tbl, a.attname AS col FROM pg_constraint c
        JOIN pg_class rel ON rel.oid = c.conrelid
        JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
        WHERE c.contype = 'f' AND c.confrelid = 'users'::regclass
          AND c.connamespace = current_schema()::regnamespace
        ORDER BY 1, 2`);
      const out: Record<string, unknown[]> = {};
      for (const { tbl, col } of [...cols.rows, { tbl: 'users', col: 'id' }]) {
        // Sessions record when they were last used; every other row must stay as it was.
        const res = await db.execute<{ row: string }>(sql`
          SELECT to_jsonb(x)::text AS row FROM ${sql.identifier(tbl)} x
          WHERE ${sql.identifier(col)}::text IN (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )}) ORDER BY 1`);
        const rows =
          tbl === 'sessions'
            ? res.rows.map((r) => {
                const { last_seen_at: _seen, ...rest } = JSON.parse(r.row) as Record<
                  string,
                  unknown
                >;
                return rest;
              })
            : res.rows.map((r) => r.row);
        if (rows.length) out[`${tbl}.${col}`] = rows;
      }
      return out;
    };
    const before = await snapshot();
    expect(Object.keys(before).length).toBeGreaterThan(2);

    const tried: string[] = [];
    for (const e of gated) {
      const input = inputs[key(e)] ?? {};
      const url = apiPath(e.path, input.params) + (input.query ? `?${input.query}` : '');
      const res = await t.app.inject({
        method: e.method,
        url,
        headers: bearer(plain),
        ...(input.body ? { payload: input.body } : {}),
      });
      expect(res.statusCode, `${key(e)}: ${res.body}`).toBe(403);
      expect(json(res), key(e)).toEqual({
        code: AppErrorCode.PARENT_GATE_REQUIRED,
        message: APP_ERROR_MESSAGE.PARENT_GATE_REQUIRED,
      });
      tried.push(key(e));
    }
    expect(tried).toHaveLength(gated.length);

    // Nothing changed: every row of the family is as it was, and the parent still signs in with
    // the same email and password.
    expect(await snapshot()).toEqual(before);
    const again = await loginAs(t.app, parent.email!, parent.password);
    expect((await details(again)).statusCode).toBe(200);
    // The same requests pass the gate once the password is re-entered (the inputs are valid).
    const gate = await gatedParentToken(t.app, parent, plain);
    const consent = await t.app.inject({
      method: 'PUT',
      url: '/api/users/account/consent',
      headers: bearer(gate),
      payload: inputs['PUT /api/users/account/consent']!.body,
    });
    expect(consent.statusCode, consent.body).toBe(200);
  });

  it('the listed ungated routes really open without the gate (the list is not stale)', async () => {
    const { parent } = await createFamily(t.database.db, ['Mia']);
    const plain = await loginAs(t.app, parent.email!, parent.password);
    for (const k of [
      'GET /api/users/parent/subscription/check',
      'GET /api/subscription/plans',
      'POST /api/subscription/setup-intent',
    ]) {
      const [method, url] = k.split(' ') as ['GET' | 'POST', string];
      const res = await t.app.inject({ method, url, headers: bearer(plain) });
      expect(res.statusCode, `${k}: ${res.body}`).toBe(200);
      expect(UNGATED_PARENT_ROUTES[k]).toBeTruthy();
    }
  });
});
