import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bearer, createTestApp, json, type TestApp } from '../../test/app.ts';
import {
  childToken,
  createClassroom,
  createFamily,
  createParent,
  loginAs,
  studentLogin,
} from '../../test/factories.ts';
import { sessions } from '../../db/schema/index.ts';
import { hashToken } from '../../lib/tokens.ts';
import { createAuthRepo } from './auth.repo.ts';
import { AUTH_RULES } from './auth.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const details = (token?: string) =>
  t.app.inject({ method: 'GET', url: '/api/users/details', headers: token ? bearer(token) : {} });

describe('access control', () => {
  it('401 JSON without a token', async () => {
    const res = await details();
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(json(res)).toEqual({ code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' });
  });

  it('401 before validation: a protected call without token and with a bad body is 401, not 400', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile/password',
      payload: { nonsense: true },
    });
    expect(res.statusCode).toBe(401);
    const malformed = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile/password',
      headers: { 'content-type': 'application/json' },
      payload: '{oops',
    });
    expect(malformed.statusCode).toBe(401);
  });

  it('401 with an unknown or malformed token', async () => {
    expect((await details('x'.repeat(43))).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/users/details',
      headers: { authorization: 'Basic abc' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('403 JSON for a CHILD on an endpoint for adults only (password change)', async () => {
    const { parent, children } = await createFamily(t.database.db, ['Kai']);
    const { childToken: token } = await childToken(t.app, parent, children[0]!.id);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile/password',
      headers: bearer(token),
      payload: { currentPassword: 'x', newPassword: 'abcdefg', confirmPassword: 'abcdefg' },
    });
    expect(res.statusCode).toBe(403);
    expect(json(res)).toEqual({ code: 'FORBIDDEN', message: 'You do not have access to this.' });
  });

  it('403 for a STUDENT on the family profile list', async () => {
    const k = await createClassroom(t.database.db, 1);
    const s = k.students[0]!;
    const token = json<{ token: string }>(
      await studentLogin(t.app, k.classroom.loginCode, s.id, s.pin),
    ).token;
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/profile/list',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(403);
    expect(json(res)).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('sessions', () => {
  it('stores only a SHA-256 of the token', async () => {
    const user = await createParent(t.database.db);
    const token = await loginAs(t.app, user.email!, user.password);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('logout revokes the session (204), and the token stops working', async () => {
    const user = await createParent(t.database.db);
    const token = await loginAs(t.app, user.email!, user.password);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { ...bearer(token), 'content-type': 'application/json' },
    });
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe('');
    expect((await details(token)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) }))
        .statusCode,
    ).toBe(401);
  });

  it('logging out on a child profile ends the parent session it came from, and vice versa', async () => {
    const { parent, children } = await createFamily(t.database.db, ['Ann']);
    const a = await childToken(t.app, parent, children[0]!.id);
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(a.childToken) });
    expect((await details(a.parentToken)).statusCode).toBe(401);

    const b = await childToken(t.app, parent, children[0]!.id);
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(b.parentToken) });
    expect((await details(b.childToken)).statusCode).toBe(401);
  });

  it('expires after 30 minutes without activity', async () => {
    const user = await createParent(t.database.db);
    const token = await loginAs(t.app, user.email!, user.password);
    try {
      t.clock.advance(29 * 60_000);
      expect((await details(token)).statusCode).toBe(200); // activity: the idle timer restarts
      t.clock.advance(29 * 60_000);
      expect((await details(token)).statusCode).toBe(200);
      t.clock.advance(30 * 60_000 + 1000);
      const res = await details(token);
      expect(res.statusCode).toBe(401);
      expect(json(res)).toMatchObject({ code: 'UNAUTHENTICATED' });
    } finally {
      t.clock.reset();
    }
  });

  it('caches a session for a few seconds: a revocation made elsewhere applies within the TTL', async () => {
    const user = await createParent(t.database.db);
    const token = await loginAs(t.app, user.email!, user.password);
    try {
      expect((await details(token)).statusCode).toBe(200);
      // Another instance revokes the session: this one still knows it for at most the TTL…
      await t.database.db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(eq(sessions.tokenHash, hashToken(token)));
      expect((await details(token)).statusCode).toBe(200);
      // …and reads the database again once it has passed.
      t.clock.advance(AUTH_RULES.sessionCache.ttlMs + 1);
      expect((await details(token)).statusCode).toBe(401);
    } finally {
      t.clock.reset();
    }
  });

  it('writes last_seen_at at most once a minute', async () => {
    const user = await createParent(t.database.db);
    const token = await loginAs(t.app, user.email!, user.password);
    const seen = async () =>
      (
        await t.database.db
          .select({ at: sessions.lastSeenAt })
          .from(sessions)
          .where(eq(sessions.tokenHash, hashToken(token)))
      )[0]!.at.getTime();
    const first = await seen();
    try {
      t.clock.advance(30_000);
      await details(token);
      expect(await seen()).toBe(first);
      t.clock.advance(31_000);
      await details(token);
      expect(await seen()).toBeGreaterThan(first);
    } finally {
      t.clock.reset();
    }
  });

  it('housekeeping deletes sessions ended more than a day ago, keeps live ones', async () => {
    const user = await createParent(t.database.db);
    const old = await loginAs(t.app, user.email!, user.password);
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(old) });
    const live = await loginAs(t.app, user.email!, user.password);
    const repo = createAuthRepo(t.database.db);
    const rows = () =>
      t.database.db
        .select({ h: sessions.tokenHash })
        .from(sessions)
        .where(eq(sessions.userId, user.id));
    await repo.deleteStale(new Date(), 24 * 60 * 60_000);
    expect(await rows()).toHaveLength(2);
    // A day and a half later, with the live one still in use:
    const later = new Date(Date.now() + 36 * 60 * 60_000);
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: later })
      .where(eq(sessions.tokenHash, hashToken(live)));
    await repo.deleteStale(later, 24 * 60 * 60_000);
    expect((await rows()).map((r) => r.h)).toEqual([hashToken(live)]);
  });
});
