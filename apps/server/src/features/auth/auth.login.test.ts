import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, Role } from '@pagebird/contract';
import { sql } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { createTestApp, json, bearer, type TestApp } from '../../test/app.ts';
import { createAdmin, createFamily, createParent, createTeacher } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const login = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: payload as object });

describe('POST /api/login', () => {
  it.each([
    ['ADMIN', createAdmin],
    ['PARENT', createParent],
    ['TEACHER', createTeacher],
  ] as const)('signs in a %s and returns a token and the user', async (role, factory) => {
    const user = await factory(t.database.db);
    const res = await login({ email: user.email, password: user.password });
    expect(res.statusCode).toBe(200);
    const body = json<{
      token: string;
      user: { id: string; role: string; email: string; successLoginsCount: number };
    }>(res);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({
      id: user.id,
      role,
      email: user.email,
      successLoginsCount: 1,
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/details',
      headers: bearer(body.token),
    });
    expect(me.statusCode).toBe(200);
    expect(json(me)).toMatchObject({ id: user.id, role });
  });

  it('accepts the email in any case and with spaces around it', async () => {
    const user = await createParent(t.database.db);
    const res = await login({ email: `  ${user.email!.toUpperCase()} `, password: user.password });
    expect(res.statusCode).toBe(200);
  });

  it('counts successful sign-ins', async () => {
    const user = await createParent(t.database.db);
    await login({ email: user.email, password: user.password });
    const res = await login({ email: user.email, password: user.password });
    expect(json<{ user: { successLoginsCount: number } }>(res).user.successLoginsCount).toBe(2);
  });

  it('shows a parent how many children it has', async () => {
    const { parent } = await createFamily(t.database.db, ['A', 'B', 'C']);
    const res = await login({ email: parent.email, password: parent.password });
    expect(json<{ user: { childCount: number } }>(res).user.childCount).toBe(3);
  });

  it('answers a wrong password with 401 INVALID_CREDENTIALS and the spec text', async () => {
    const user = await createParent(t.database.db);
    const res = await login({ email: user.email, password: 'not-the-password' });
    expect(res.statusCode).toBe(401);
    expect(json(res)).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'Oops! Username or password is incorrect. Try again.',
    });
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const res = await login({ email: 'nobody@example.test', password: 'whatever-1' });
    expect(res.statusCode).toBe(401);
    expect(json(res)).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: MESSAGES.invalidCredentials,
    });
  });

  it('stores passwords as argon2id hashes', async () => {
    const user = await createParent(t.database.db);
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
  });

  describe('validation', () => {
    it('empty email and password: the spec texts per field', async () => {
      const res = await login({ email: '', password: '' });
      expect(res.statusCode).toBe(400);
      expect(json(res)).toEqual({
        code: 'VALIDATION',
        message: 'Some fields are not valid.',
        fields: { email: 'Please enter your email.', password: 'Please enter your password.' },
      });
    });

    it('invalid email', async () => {
      const res = await login({ email: 'not-an-email', password: 'abcdef' });
      expect(res.statusCode).toBe(400);
      expect(json<{ fields: Record<string, string> }>(res).fields).toEqual({
        email: 'Please enter correct email address.',
      });
    });

    it('missing fields', async () => {
      const res = await login({});
      expect(json<{ fields: Record<string, string> }>(res).fields).toEqual({
        email: 'Please enter your email.',
        password: 'Please enter your password.',
      });
    });

    it('no body at all', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/login' });
      expect(res.statusCode).toBe(400);
      expect(json(res)).toMatchObject({ code: 'VALIDATION', fields: { body: expect.any(String) } });
    });
  });

  describe('lockout after 10 wrong passwords', () => {
    it('locks the account for 15 minutes with a clear 429, also for the right password', async () => {
      const user = await createParent(t.database.db);
      for (let i = 1; i <= 9; i++) {
        const res = await login({ email: user.email, password: `wrong-${i}` });
        expect(res.statusCode).toBe(401);
      }
      const tenth = await login({ email: user.email, password: 'wrong-10' });
      expect(tenth.statusCode).toBe(429);
      expect(json(tenth)).toMatchObject({
        code: 'LOCKED_OUT',
        message: 'Too many tries. Please wait a few minutes and try again.',
      });
      expect(Number(tenth.headers['retry-after'])).toBeGreaterThan(14 * 60);

      const right = await login({ email: user.email, password: user.password });
      expect(right.statusCode).toBe(429);
      expect(json(right)).toMatchObject({ code: 'LOCKED_OUT', message: MESSAGES.lockedOut });

      // Another account is not affected.
      const other = await createParent(t.database.db);
      expect((await login({ email: other.email, password: other.password })).statusCode).toBe(200);

      t.clock.advance(15 * 60_000 + 1000);
      try {
        const after = await login({ email: user.email, password: user.password });
        expect(after.statusCode).toBe(200);
      } finally {
        t.clock.reset();
      }
    });

    it('keeps the counters in PostgreSQL', async () => {
      const user = await createParent(t.database.db);
      await login({ email: user.email, password: 'wrong' });
      const rows = await t.database.db.execute(
        sql`SELECT failed_count FROM login_lockouts WHERE key = ${`email:${user.email}`}`,
      );
      expect(rows.rows[0]).toMatchObject({ failed_count: 1 });
      await login({ email: user.email, password: user.password });
      const after = await t.database.db.execute(
        sql`SELECT 1 FROM login_lockouts WHERE key = ${`email:${user.email}`}`,
      );
      expect(after.rows).toHaveLength(0);
    });
  });

  it('CHILD and STUDENT never hold an email: the database refuses one', async () => {
    const { parent, children } = await createFamily(t.database.db, ['Kim']);
    expect(children[0]!.email).toBeNull();
    for (const role of [Role.CHILD, Role.STUDENT] as const) {
      await expect(
        t.database.db
          .insert(users)
          .values({ role, name: 'X', parentId: parent.id, email: `kid-${role}@example.test` }),
      ).rejects.toThrow();
    }
  });

  it('stores emails in lower case only', async () => {
    await expect(
      t.database.db
        .insert(users)
        .values({ role: Role.PARENT, name: 'X', email: 'Upper@Example.test' }),
    ).rejects.toThrow();
  });
});
