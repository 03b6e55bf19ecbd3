import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_CORE_MESSAGES,
  MESSAGES,
  type AdminDashboard,
  type AdminPage,
  type AdminUser,
  type AuditEntry,
  type CustomerDetail,
  type CustomerSummary,
  type EmailDomain,
} from '@pagebird/contract';
import { bearer, createTestApp, json, type TestApp } from '../../test/app.ts';
import { createAdmin, createFamily, createTeacher, loginAs } from '../../test/factories.ts';

/** Admin users, email domains, customers, dashboard and their audit entries (issue 13). */

let t: TestApp;
let adminToken: string;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await createAdmin(t.database.db, { name: 'Ada Admin' });
  adminId = admin.id;
  adminToken = await loginAs(t.app, admin.email!, admin.password);
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';
const call = (method: Method, url: string, payload?: object, token = adminToken) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const auditOf = async (entity: string, id: string) =>
  json<AdminPage<AuditEntry>>(
    await call('GET', `/api/admin/audit?entity=${entity}&entityId=${id}&sort=at,asc`),
  ).content;

describe('admin users', () => {
  it('creates an admin, renames it, changes its email and switches it — each audited with before and after', async () => {
    const created = await call('POST', '/api/admin/users', {
      name: 'Bea Admin',
      email: 'Bea@Example.test',
    });
    expect(created.statusCode, created.body).toBe(200);
    const bea = json<AdminUser>(created);
    expect(bea).toMatchObject({ role: 'ADMIN', email: 'bea@example.test', status: 'ACTIVE' });

    const renamed = json<AdminUser>(
      await call('POST', '/api/admin/users', { id: bea.id, name: 'Beatrice', email: bea.email }),
    );
    expect(renamed.name).toBe('Beatrice');

    const moved = await call('PUT', '/api/admin/users/email', {
      currentUserEmail: 'bea@example.test',
      newUserEmail: 'beatrice@example.test',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const off = await call('PUT', `/api/admin/users/${bea.id}/status/INACTIVE`);
    expect(json<AdminUser>(off).status).toBe('INACTIVE');

    const entries = await auditOf('USER', bea.id);
    expect(entries.map((e) => e.action)).toEqual(['CREATE', 'UPDATE', 'UPDATE', 'STATUS']);
    expect(entries.every((e) => e.actorId === adminId)).toBe(true);
    expect(entries[0]!.before).toBeNull();
    expect(entries[0]!.after).toMatchObject({ name: 'Bea Admin' });
    expect(entries[1]!.before).toMatchObject({ name: 'Bea Admin' });
    expect(entries[1]!.after).toMatchObject({ name: 'Beatrice' });
    expect(entries[2]!.before).toMatchObject({ email: 'bea@example.test' });
    expect(entries[2]!.after).toMatchObject({ email: 'beatrice@example.test' });
    expect(entries[3]!.before).toMatchObject({ status: 'ACTIVE' });
    expect(entries[3]!.after).toMatchObject({ status: 'INACTIVE' });
  });

  it('refuses a taken email, an unknown account, and the rules of §5 with their texts', async () => {
    const parent = (await createFamily(t.database.db, ['Zed'])).parent;
    const taken = await call('POST', '/api/admin/users', { name: 'X', email: parent.email });
    expect(taken.statusCode).toBe(409);
    expect(json(taken).message).toBe(ADMIN_CORE_MESSAGES.emailTaken);
    const bad = await call('POST', '/api/admin/users', { name: '', email: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(json<{ fields: Record<string, string> }>(bad).fields).toMatchObject({
      name: ADMIN_CORE_MESSAGES.nameRequired,
      email: MESSAGES.emailInvalid,
    });
    const unknown = await call('PUT', '/api/admin/users/email', {
      currentUserEmail: 'nobody@example.test',
      newUserEmail: 'x@example.test',
    });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).message).toBe(ADMIN_CORE_MESSAGES.noUserWithEmail);
    const missing = await call('GET', `/api/admin/users/${crypto.randomUUID()}`);
    expect(missing.statusCode).toBe(404);
  });

  it('pages, sorts, searches and filters the list on the server', async () => {
    for (const n of ['Quinn', 'Quincy', 'Quentin']) {
      await createTeacher(t.database.db, { name: n, email: `${n.toLowerCase()}@school.test` });
    }
    const page0 = json<AdminPage<AdminUser>>(
      await call('GET', '/api/admin/users?search=qu&role=TEACHER&sort=name,asc&page=0&size=2'),
    );
    expect(page0.totalElements).toBe(3);
    expect(page0.totalPages).toBe(2);
    expect(page0.content.map((u) => u.name)).toEqual(['Quentin', 'Quincy']);
    const page1 = json<AdminPage<AdminUser>>(
      await call('GET', '/api/admin/users?search=qu&role=TEACHER&sort=name,asc&page=1&size=2'),
    );
    expect(page1.content.map((u) => u.name)).toEqual(['Quinn']);
    // Children and students have no account email: never listed.
    const all = json<AdminPage<AdminUser>>(await call('GET', '/api/admin/users?size=100'));
    expect(all.content.every((u) => ['ADMIN', 'PARENT', 'TEACHER'].includes(u.role))).toBe(true);
    // An unknown sort key falls back to the default, never reaches SQL.
    expect((await call('GET', '/api/admin/users?sort=password_hash,asc')).statusCode).toBe(200);
  });

  it('an admin cannot switch themself off; an admin switched off loses their sign-ins and can be switched back', async () => {
    const own = await call('PUT', `/api/admin/users/${adminId}/status/INACTIVE`);
    expect(own.statusCode).toBe(403);
    expect(json(own).message).toBe(ADMIN_CORE_MESSAGES.ownStatus);

    // A second admin, then the first is the only other active one: switching it off is refused
    // only once it would leave no active admin.
    const other = await createAdmin(t.database.db);
    const otherToken = await loginAs(t.app, other.email!, other.password);
    // Every other admin but `other` is switched off by `other`…
    const admins = json<AdminPage<AdminUser>>(
      await call('GET', '/api/admin/users?role=ADMIN&status=ACTIVE&size=100'),
    ).content.filter((a) => a.id !== other.id && a.id !== adminId);
    for (const a of admins) {
      await call('PUT', `/api/admin/users/${a.id}/status/INACTIVE`, undefined, otherToken);
    }
    const first = await call(
      'PUT',
      `/api/admin/users/${adminId}/status/INACTIVE`,
      undefined,
      otherToken,
    );
    expect(first.statusCode).toBe(200);
    // Now `other` is the last active admin; the (now inactive) first admin's sign-in was ended.
    const stale = await call('GET', '/api/admin/users');
    expect(stale.statusCode).toBe(401);
    const back = await call(
      'PUT',
      `/api/admin/users/${adminId}/status/ACTIVE`,
      undefined,
      otherToken,
    );
    expect(back.statusCode).toBe(200);
    const admin = json<AdminUser>(back);
    adminToken = await loginAs(t.app, admin.email, 'secret-pass-1');
    const last = await call('PUT', `/api/admin/users/${other.id}/status/INACTIVE`);
    expect(last.statusCode).toBe(200);
    const none = await call(
      'PUT',
      `/api/admin/users/${adminId}/status/INACTIVE`,
      undefined,
      otherToken,
    );
    expect(none.statusCode).toBe(401);
  });
});

describe('email domains', () => {
  it('creates, edits and switches a domain, each write audited; duplicates and bad domains refused', async () => {
    const res = await call('POST', '/api/admin/email-domains', { text: '@Oak-School.org' });
    expect(res.statusCode, res.body).toBe(200);
    const d = json<EmailDomain>(res);
    expect(d).toMatchObject({ text: 'oak-school.org', status: 'ACTIVE' });
    const dup = await call('POST', '/api/admin/email-domains', { text: 'oak-school.org' });
    expect(dup.statusCode).toBe(409);
    expect(json(dup).message).toBe(ADMIN_CORE_MESSAGES.domainTaken);
    const bad = await call('POST', '/api/admin/email-domains', { text: 'not a domain' });
    expect(bad.statusCode).toBe(400);
    expect(json<{ fields: Record<string, string> }>(bad).fields.text).toBe(
      ADMIN_CORE_MESSAGES.domainInvalid,
    );

    await call('POST', '/api/admin/email-domains', { id: d.id, text: 'oak.org' });
    const off = await call('PATCH', `/api/admin/email-domains/${d.id}/status?status=INACTIVE`);
    expect(json<EmailDomain>(off).status).toBe('INACTIVE');
    const list = json<AdminPage<EmailDomain>>(
      await call('GET', '/api/admin/email-domains?search=oak&status=INACTIVE'),
    );
    expect(list.content.map((x) => x.text)).toEqual(['oak.org']);

    const entries = await auditOf('EMAIL_DOMAIN', d.id);
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      ['CREATE', null, expect.objectContaining({ text: 'oak-school.org' })],
      [
        'UPDATE',
        expect.objectContaining({ text: 'oak-school.org' }),
        expect.objectContaining({ text: 'oak.org' }),
      ],
      [
        'STATUS',
        expect.objectContaining({ status: 'ACTIVE' }),
        expect.objectContaining({ status: 'INACTIVE' }),
      ],
    ]);
    const missing = await call(
      'PATCH',
      `/api/admin/email-domains/${crypto.randomUUID()}/status?status=ACTIVE`,
    );
    expect(missing.statusCode).toBe(404);
  });
});

describe('customers and dashboard', () => {
  it('lists parents with their subscription, children count and payments; a non-parent id is not a customer', async () => {
    const { parent } = await createFamily(t.database.db, ['Ann', 'Bo', 'Cy']);
    const list = json<AdminPage<CustomerSummary>>(
      await call('GET', `/api/admin/users/consumers?search=${encodeURIComponent(parent.email!)}`),
    );
    expect(list.totalElements).toBe(1);
    expect(list.content[0]).toMatchObject({ id: parent.id, childrenCount: 3 });
    expect(list.content[0]!.subscription?.status).toBeTruthy();
    const detail = json<CustomerDetail>(
      await call('GET', `/api/admin/users/consumers/${parent.id}`),
    );
    expect(detail.children.map((c) => c.name)).toEqual(['Ann', 'Bo', 'Cy']);
    expect(Array.isArray(detail.payments)).toBe(true);
    // A teacher's id (or an admin's) is not a customer.
    const teacher = await createTeacher(t.database.db);
    expect((await call('GET', `/api/admin/users/consumers/${teacher.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/users/consumers/${adminId}`)).statusCode).toBe(404);
  });

  it('answers the dashboard figures with 12 months of revenue and 30 days of reading', async () => {
    const res = await call('GET', '/api/admin/dashboard');
    expect(res.statusCode, res.body).toBe(200);
    const d = json<AdminDashboard>(res);
    expect(d.revenue).toHaveLength(12);
    expect(d.reading).toHaveLength(30);
    expect(d.readers.parents).toBeGreaterThan(0);
    expect(d.readers.children).toBeGreaterThanOrEqual(4);
    expect(d.subscriptions.reduce((n, s) => n + s.count, 0)).toBeGreaterThan(0);
  });
});

describe('sign-in of an account switched INACTIVE', () => {
  it('refuses the login of a parent an admin switched off (403, its text), and lets it in again once ACTIVE', async () => {
    const { parent } = await createFamily(t.database.db, ['Ivy']);
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: parent.email, password },
      });
    expect((await login(parent.password)).statusCode).toBe(200);

    const off = await call('PUT', `/api/admin/users/${parent.id}/status/INACTIVE`);
    expect(off.statusCode, off.body).toBe(200);
    const refused = await login(parent.password);
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toBe(ADMIN_CORE_MESSAGES.accountInactive);
    expect(refused.body).not.toContain('token');
    // A wrong password still answers the plain invalid-credentials text: the switched-off state
    // is only told to someone who knows the password.
    const wrong = await login('not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(json(wrong).message).toBe(MESSAGES.invalidCredentials);

    const on = await call('PUT', `/api/admin/users/${parent.id}/status/ACTIVE`);
    expect(on.statusCode, on.body).toBe(200);
    const back = await login(parent.password);
    expect(back.statusCode, back.body).toBe(200);
    const token = (back.json() as { token: string }).token;
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/details',
      headers: bearer(token),
    });
    expect(me.statusCode).toBe(200);
  });
});
