import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@pagebird/contract';
import { bearer, createTestApp, json, type TestApp } from '../../test/app.ts';
import { childToken, createFamily, createTeacher, loginAs } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Profile = { id: string; name: string; age: number | null };
const list = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/profile/list', headers: bearer(token) });
const select = (token: string, id: string) =>
  t.app.inject({ method: 'POST', url: `/api/profile/${id}`, headers: bearer(token) });

describe('GET /api/profile/list', () => {
  it('a parent sees its own children, with their ages', async () => {
    const { parent, children } = await createFamily(t.database.db, ['Mia', 'Leo']);
    await createFamily(t.database.db, ['Stranger']);
    const token = await loginAs(t.app, parent.email!, parent.password);
    const res = await list(token);
    expect(res.statusCode).toBe(200);
    const body = json<Profile[]>(res);
    expect(body.map((p) => p.id).sort()).toEqual(children.map((c) => c.id).sort());
    expect(body[0]).toMatchObject({ name: 'Mia', age: 7 });
  });

  it('a child token sees the profiles of its family', async () => {
    const { parent, children } = await createFamily(t.database.db, ['Mia', 'Leo']);
    const { childToken: token } = await childToken(t.app, parent, children[0]!.id);
    const body = json<Profile[]>(await list(token));
    expect(body.map((p) => p.name).sort()).toEqual(['Leo', 'Mia']);
  });

  it('a teacher may not call it', async () => {
    const teacher = await createTeacher(t.database.db);
    const token = await loginAs(t.app, teacher.email!, teacher.password);
    expect((await list(token)).statusCode).toBe(403);
  });
});

describe('POST /api/profile/:id', () => {
  it('a parent picks a child: a CHILD token for that child (no email), counted as a sign-in', async () => {
    const { parent, children } = await createFamily(t.database.db, ['Mia']);
    const token = await loginAs(t.app, parent.email!, parent.password);
    const res = await select(token, children[0]!.id);
    expect(res.statusCode).toBe(200);
    const body = json<{ token: string; user: Record<string, unknown> }>(res);
    expect(body.user).toMatchObject({
      id: children[0]!.id,
      role: 'CHILD',
      email: null,
      parentId: parent.id,
      successLoginsCount: 1,
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/details',
      headers: bearer(body.token),
    });
    expect(json(me)).toMatchObject({ id: children[0]!.id, role: 'CHILD', email: null });
    // The parent session stays usable.
    expect((await list(token)).statusCode).toBe(200);
  });

  it("is IDOR-safe: another family's child is 404 for a parent and for a child", async () => {
    const mine = await createFamily(t.database.db, ['Mine']);
    const theirs = await createFamily(t.database.db, ['Theirs']);
    const parentToken = await loginAs(t.app, mine.parent.email!, mine.parent.password);
    const res = await select(parentToken, theirs.children[0]!.id);
    expect(res.statusCode).toBe(404);
    expect(json(res)).toMatchObject({ code: 'NOT_FOUND' });
    const { childToken: kid } = await childToken(t.app, mine.parent, mine.children[0]!.id);
    expect((await select(kid, theirs.children[0]!.id)).statusCode).toBe(404);
    // Not a child at all (the other parent's own id) is also 404.
    expect((await select(parentToken, theirs.parent.id)).statusCode).toBe(404);
  });

  it('a child switches to a sibling; the old child token ends', async () => {
    const { parent, children } = await createFamily(t.database.db, ['Mia', 'Leo']);
    const { childToken: mia } = await childToken(t.app, parent, children[0]!.id);
    const res = await select(mia, children[1]!.id);
    expect(res.statusCode).toBe(200);
    const leo = json<{ token: string; user: { id: string } }>(res);
    expect(leo.user.id).toBe(children[1]!.id);
    expect((await list(mia)).statusCode).toBe(401);
    expect((await list(leo.token)).statusCode).toBe(200);
  });

  it('validates the id', async () => {
    const { parent } = await createFamily(t.database.db, []);
    const token = await loginAs(t.app, parent.email!, parent.password);
    const res = await select(token, 'not-a-uuid');
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ code: 'VALIDATION', fields: { id: expect.any(String) } });
  });
});

describe('POST /api/users/password/verify (parent gate)', () => {
  const verify = (token: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/password/verify',
      headers: bearer(token),
      payload: { password },
    });

  it("a child's device gets a PARENT session with the family password", async () => {
    const { parent, children } = await createFamily(t.database.db, ['Mia']);
    const { childToken: kid } = await childToken(t.app, parent, children[0]!.id);
    const res = await verify(kid, parent.password);
    expect(res.statusCode).toBe(200);
    const body = json<{ token: string; user: { id: string; role: string } }>(res);
    expect(body.user).toMatchObject({ id: parent.id, role: 'PARENT' });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/users/details',
          headers: bearer(body.token),
        })
      ).json(),
    ).toMatchObject({
      role: 'PARENT',
    });
  });

  it('a wrong password is 401 INVALID_CREDENTIALS with the spec text', async () => {
    const { parent, children } = await createFamily(t.database.db, ['Mia']);
    const { childToken: kid } = await childToken(t.app, parent, children[0]!.id);
    const res = await verify(kid, 'wrong-password');
    expect(res.statusCode).toBe(401);
    expect(json(res)).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: MESSAGES.invalidCredentials,
    });
  });

  it('an empty password is a validation error with the spec text', async () => {
    const { parent } = await createFamily(t.database.db, []);
    const token = await loginAs(t.app, parent.email!, parent.password);
    const res = await verify(token, '');
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ fields: { password: 'Please enter your password.' } });
  });
});
