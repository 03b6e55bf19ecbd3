import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { AppErrorCode, PROFILE_MESSAGES, type Account } from '@pagebird/contract';
import { sandboxCustomers, sandboxPaymentMethods, users } from '../../db/schema/index.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/app.ts';
import { childToken, createFamily, createParent, loginAs } from '../../test/factories.ts';
import { gatedParentToken } from '../auth/auth.test-helpers.ts';
import { BILLING_DELETE_CUSTOMER_JOB } from './billing.jobs.ts';
import { CARDS, cardToken, signUp, subscribe } from './billing.test-helpers.ts';

/** Account settings (issue 11 item 9): email, consent, password change, delete the account. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PUT';
const call = (token: string, method: Method, url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const alive = async (token: string) =>
  (await call(token, 'GET', '/api/users/details')).statusCode === 200;

describe('GET /api/users/account', () => {
  it('shows the email, the name, the consent and the number of profiles (parent gate)', async () => {
    const { parent } = await createFamily(t.database.db, ['Mia', 'Leo']);
    const plain = await loginAs(t.app, parent.email!, parent.password);
    const denied = await call(plain, 'GET', '/api/users/account');
    expect(denied.statusCode).toBe(403);
    expect(json(denied)).toMatchObject({ code: AppErrorCode.PARENT_GATE_REQUIRED });
    const token = await gatedParentToken(t.app, parent, plain);
    const res = await call(token, 'GET', '/api/users/account');
    expect(json<Account>(res)).toEqual({
      email: parent.email,
      name: 'Parent Tester',
      consentToReceiveUpdates: false,
      childCount: 2,
    });
  });
});

describe('PUT /api/users/account/consent', () => {
  it('stores the consent to receive updates', async () => {
    const { parent } = await createFamily(t.database.db, []);
    const token = await gatedParentToken(t.app, parent);
    const on = await call(token, 'PUT', '/api/users/account/consent', {
      consentToReceiveUpdates: true,
    });
    expect(json(on)).toMatchObject({
      message: PROFILE_MESSAGES.consentSaved,
      account: { consentToReceiveUpdates: true },
    });
    const off = await call(token, 'PUT', '/api/users/account/consent', {
      consentToReceiveUpdates: false,
    });
    expect(json<{ account: Account }>(off).account.consentToReceiveUpdates).toBe(false);
  });
});

describe('PUT /api/users/account/email', () => {
  it('needs the current password, refuses a taken email, then signs every other sign-in out', async () => {
    const { parent, children } = await createFamily(t.database.db, ['Mia']);
    const other = await createParent(t.database.db);
    const here = await gatedParentToken(t.app, parent);
    const elsewhere = await childToken(t.app, parent, children[0]!.id);

    const wrong = await call(here, 'PUT', '/api/users/account/email', {
      newEmail: 'new@example.test',
      currentPassword: 'nope-nope',
    });
    expect(wrong.statusCode).toBe(401);
    expect(json(wrong)).toMatchObject({ message: 'Oops! Password is incorrect. Try again.' });

    const taken = await call(here, 'PUT', '/api/users/account/email', {
      newEmail: other.email!.toUpperCase(),
      currentPassword: parent.password,
    });
    expect(taken.statusCode).toBe(409);
    expect(json(taken)).toMatchObject({ fields: { newEmail: PROFILE_MESSAGES.emailTaken } });

    const invalid = await call(here, 'PUT', '/api/users/account/email', {
      newEmail: 'not-an-email',
      currentPassword: parent.password,
    });
    expect(json(invalid)).toMatchObject({
      fields: { newEmail: 'Please enter correct email address.' },
    });

    const ok = await call(here, 'PUT', '/api/users/account/email', {
      newEmail: 'Fresh.Parent@Example.test',
      currentPassword: parent.password,
    });
    expect(ok.statusCode).toBe(200);
    expect(json(ok)).toMatchObject({
      message: PROFILE_MESSAGES.emailUpdated,
      account: { email: 'fresh.parent@example.test' },
    });
    expect(await alive(here)).toBe(true);
    expect(await alive(elsewhere.parentToken)).toBe(false);
    expect(await alive(elsewhere.childToken)).toBe(false);
    expect(await loginAs(t.app, 'fresh.parent@example.test', parent.password)).toBeTruthy();
  });
});

describe('POST /api/users/account/delete', () => {
  it('deletes the parent, every child profile and every session, with the password', async () => {
    const { parent, children } = await createFamily(t.database.db, ['Mia', 'Leo']);
    const { childToken: kid } = await childToken(t.app, parent, children[0]!.id);
    const token = await gatedParentToken(t.app, parent);
    const wrong = await call(token, 'POST', '/api/users/account/delete', {
      currentPassword: 'wrong-pass',
    });
    expect(wrong.statusCode).toBe(401);
    const res = await call(token, 'POST', '/api/users/account/delete', {
      currentPassword: parent.password,
    });
    expect(res.statusCode).toBe(204);
    const ids = [parent.id, ...children.map((c) => c.id)];
    expect(await t.database.db.select().from(users).where(inArray(users.id, ids))).toEqual([]);
    expect(await alive(token)).toBe(false);
    expect(await alive(kid)).toBe(false);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: parent.email, password: parent.password },
    });
    expect(login.statusCode).toBe(401);
  });

  it("removes the account's customer and saved cards at the payments provider (a job)", async () => {
    const { token } = await signUp(t.app);
    expect(
      (await subscribe(t.app, token, await cardToken(t.app, token, CARDS.ok))).statusCode,
    ).toBe(200);
    const [me] = await t.database.db
      .select({ customerId: users.customerId })
      .from(users)
      .where(eq(users.id, json<{ id: string }>(await call(token, 'GET', '/api/users/details')).id));
    const customerId = me!.customerId!;
    const cards = () =>
      t.database.db
        .select()
        .from(sandboxPaymentMethods)
        .where(eq(sandboxPaymentMethods.customerId, customerId));
    expect(await cards()).toHaveLength(1);

    const res = await call(token, 'POST', '/api/users/account/delete', {
      currentPassword: 'secret-pass-1',
    });
    expect(res.statusCode).toBe(204);
    await t.jobs.runNow(BILLING_DELETE_CUSTOMER_JOB);
    const [customer] = await t.database.db
      .select()
      .from(sandboxCustomers)
      .where(eq(sandboxCustomers.id, customerId));
    expect(customer?.deleted).toBe(true);
    expect(await cards()).toEqual([]);
  });

  it('never touches another account', async () => {
    const a = await createFamily(t.database.db, ['Mia']);
    const b = await createFamily(t.database.db, ['Zed']);
    const token = await gatedParentToken(t.app, a.parent);
    await call(token, 'POST', '/api/users/account/delete', { currentPassword: a.parent.password });
    const [zed] = await t.database.db.select().from(users).where(eq(users.id, b.children[0]!.id));
    expect(zed?.name).toBe('Zed');
  });
});
