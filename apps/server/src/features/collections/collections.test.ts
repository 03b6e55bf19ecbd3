import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  type Assignment,
  type ContentMembership,
  type UserCollection,
  type UserCollectionDetails,
  type UserCollectionsResponse,
} from '@pagebird/contract';
import { bearer, createTestApp, json, type TestApp } from '../../test/app.ts';
import {
  childToken,
  createAdmin,
  createClassroom,
  createFamily,
  loginAs,
  studentLogin,
  type ClassFixture,
} from '../../test/factories.ts';
import { createBook, moveClockTo } from '../../test/catalogue-factories.ts';

/** User collections, teacher assignments and hidden books (collections.service.ts). */

let t: TestApp;
const tok: Record<string, string> = {};
let classA: ClassFixture;
let classB: ClassFixture;
let family: Awaited<ReturnType<typeof createFamily>>;
let otherFamily: Awaited<ReturnType<typeof createFamily>>;
const b: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  // Students use book details only in school hours.
  moveClockTo(t.clock, { weekday: 'Tue', hour: 10 });
  family = await createFamily(db, ['Mia', 'Leo']);
  otherFamily = await createFamily(db, ['Zed']);
  classA = await createClassroom(db, 2);
  classB = await createClassroom(db, 1);
  for (let i = 0; i < 6; i++) b.push((await createBook(db, { title: `Shelf ${i}` })).id);

  const mia = await childToken(t.app, family.parent, family.children[0]!.id);
  tok.parent = mia.parentToken;
  tok.mia = mia.childToken;
  tok.leo = (await childToken(t.app, family.parent, family.children[1]!.id)).childToken;
  tok.teacher = await loginAs(t.app, classA.teacher.email!, classA.teacher.password);
  tok.teacherB = await loginAs(t.app, classB.teacher.email!, classB.teacher.password);
  const s = async (k: ClassFixture, i: number) =>
    json<{ token: string }>(
      await studentLogin(t.app, k.classroom.loginCode, k.students[i]!.id, k.students[i]!.pin),
    ).token;
  tok.s1 = await s(classA, 0);
  tok.s2 = await s(classA, 1);
  tok.s3 = await s(classB, 0);
  const admin = await createAdmin(db);
  tok.admin = await loginAs(t.app, admin.email!, admin.password);
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const create = (token: string, title: string, contentIds?: string[]) =>
  call('POST', '/api/user-collections', token, { title, ...(contentIds ? { contentIds } : {}) });
const list = async (token: string) =>
  json<UserCollectionsResponse>(await call('GET', '/api/user-collections', token));

describe('creating and validating collections', () => {
  it('creates a collection with books; the title is trimmed; the owner is named', async () => {
    const res = await create(tok.mia!, '  Bedtime  ', [b[0]!, b[1]!, b[0]!]);
    expect(res.statusCode).toBe(200);
    const body = json<UserCollection>(res);
    expect(body).toMatchObject({ title: 'Bedtime', ownerName: 'Mia', owned: true, total: 2 });
    expect(body.contentItems.map((i) => i.contentId)).toEqual([b[0], b[1]]);
    expect(body.contentItems[0]).toEqual({
      contentId: b[0],
      contentType: 'BOOK',
      extraData: { coverUrl: expect.stringMatching(/^\/api\/media\/covers\//) },
    });
  });

  it.each([
    [{ title: '' }, MESSAGES.collectionTitleRequired],
    [{ title: '    ' }, MESSAGES.collectionTitleRequired],
    [{}, MESSAGES.collectionTitleRequired],
    [{ title: 'x'.repeat(41) }, MESSAGES.collectionTitleTooLong],
  ])('refuses %j with the contract text', async (payload, message) => {
    const res = await call('POST', '/api/user-collections', tok.mia!, payload);
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ code: 'VALIDATION', fields: { title: message } });
  });

  it('keeps "Favorites" for the favorites card (any case)', async () => {
    for (const title of ['Favorites', ' favorites ']) {
      const res = await create(tok.mia!, title);
      expect(res.statusCode).toBe(400);
      expect(json(res)).toMatchObject({
        message: MESSAGES.favoritesTitleReserved,
        fields: { title: MESSAGES.favoritesTitleReserved },
      });
    }
  });

  it('refuses a second collection with the same title (case-insensitive) with 409', async () => {
    const res = await create(tok.mia!, 'BEDTIME');
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({ code: 'CONFLICT', message: MESSAGES.collectionTitleTaken });
    // Another profile may use the title.
    expect((await create(tok.leo!, 'Bedtime')).statusCode).toBe(200);
  });

  it('refuses books the profile may not see', async () => {
    const res = await create(tok.mia!, 'Ghosts', ['00000000-0000-4000-8000-000000000000']);
    expect(res.statusCode).toBe(404);
    expect((await list(tok.mia!)).collections.map((c) => c.title)).not.toContain('Ghosts');
  });
});

describe('reading, renaming, deleting (owner checks)', () => {
  let id: string;
  beforeAll(async () => {
    id = json<UserCollection>(await create(tok.mia!, 'Animals', [b[2]!, b[3]!])).id;
  });

  it('lists the favorites card first, then the own collections', async () => {
    await call('POST', `/api/favorite/${b[4]}`, tok.mia!);
    const body = await list(tok.mia!);
    expect(body.favorites).toEqual({
      id: 'favorites',
      kind: 'FAVORITES',
      title: 'Favorites',
      ownerName: null,
      total: 1,
      covers: [expect.stringMatching(/^\/api\/media\//)],
    });
    expect(body.collections.map((c) => [c.title, c.total])).toEqual([
      ['Bedtime', 2],
      ['Animals', 2],
    ]);
    expect(body.assigned).toEqual([]);
  });

  it('gives the owner the collection with its books; others get 404', async () => {
    const res = await call('GET', `/api/user-collections/${id}`, tok.mia!);
    expect(res.statusCode).toBe(200);
    expect(json<UserCollectionDetails>(res).books.map((x) => x.id)).toEqual([b[2], b[3]]);
    for (const who of ['leo', 'parent', 'teacher', 's1']) {
      const other = await call('GET', `/api/user-collections/${id}`, tok[who]!);
      expect(other.statusCode).toBe(404);
      expect(json(other)).toEqual({ code: 'NOT_FOUND', message: MESSAGES.collectionNotFound });
    }
  });

  it('renames for the owner only, with the same title rules', async () => {
    const res = await call('PUT', `/api/user-collections/${id}`, tok.mia!, {
      title: 'Wild animals',
    });
    expect(res.statusCode).toBe(200);
    expect(json<UserCollection>(res).title).toBe('Wild animals');
    expect(
      (await call('PUT', `/api/user-collections/${id}`, tok.mia!, { title: 'WILD animals' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('PUT', `/api/user-collections/${id}`, tok.mia!, { title: 'bedtime' })).statusCode,
    ).toBe(409);
    expect(
      (await call('PUT', `/api/user-collections/${id}`, tok.mia!, { title: 'Favorites' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('PUT', `/api/user-collections/${id}`, tok.leo!, { title: 'Mine now' }))
        .statusCode,
    ).toBe(404);
  });

  it('takes a book out (owner only, idempotent)', async () => {
    expect(
      (await call('DELETE', `/api/user-collections/${id}/content/${b[2]}`, tok.leo!)).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/api/user-collections/${id}/content/${b[2]}`, tok.mia!)).statusCode,
    ).toBe(204);
    expect(
      (await call('DELETE', `/api/user-collections/${id}/content/${b[2]}`, tok.mia!)).statusCode,
    ).toBe(204);
    const body = json<UserCollectionDetails>(
      await call('GET', `/api/user-collections/${id}`, tok.mia!),
    );
    expect(body.total).toBe(1);
  });

  it('deletes for the owner only', async () => {
    expect((await call('DELETE', `/api/user-collections/${id}`, tok.leo!)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/user-collections/${id}`, tok.mia!)).statusCode).toBe(204);
    expect((await call('GET', `/api/user-collections/${id}`, tok.mia!)).statusCode).toBe(404);
  });
});

describe('membership of a book (add_to_collection modal)', () => {
  let one: string;
  let two: string;
  let leos: string;
  beforeAll(async () => {
    one = json<UserCollection>(await create(tok.parent!, 'Read together')).id;
    two = json<UserCollection>(await create(tok.parent!, 'Maybe later', [b[5]!])).id;
    leos = json<UserCollection>(await create(tok.leo!, 'Leo picks')).id;
  });
  const membership = async (bookId: string) =>
    json<ContentMembership>(
      await call('GET', `/api/user-collections/content/${bookId}/collections`, tok.parent!),
    );

  it('puts a book in exactly the given collections', async () => {
    const put = await call('PUT', `/api/user-collections/content/${b[5]}`, tok.parent!, {
      collectionIds: [one],
    });
    expect(put.statusCode).toBe(200);
    expect(json<ContentMembership>(put)).toEqual([
      { id: one, title: 'Read together', total: 1, contains: true },
      { id: two, title: 'Maybe later', total: 0, contains: false },
    ]);
    await call('PUT', `/api/user-collections/content/${b[5]}`, tok.parent!, {
      collectionIds: [one, two],
    });
    expect((await membership(b[5]!)).map((m) => m.contains)).toEqual([true, true]);
    await call('PUT', `/api/user-collections/content/${b[5]}`, tok.parent!, { collectionIds: [] });
    expect((await membership(b[5]!)).map((m) => m.contains)).toEqual([false, false]);
  });

  it("refuses someone else's collection and changes nothing", async () => {
    await call('PUT', `/api/user-collections/content/${b[0]}`, tok.parent!, {
      collectionIds: [one],
    });
    const res = await call('PUT', `/api/user-collections/content/${b[0]}`, tok.parent!, {
      collectionIds: [two, leos],
    });
    expect(res.statusCode).toBe(404);
    expect((await membership(b[0]!)).map((m) => m.contains)).toEqual([true, false]);
  });

  it('refuses a book that does not exist and the VIDEO type', async () => {
    const ghost = '00000000-0000-4000-8000-000000000000';
    expect(
      (await call('GET', `/api/user-collections/content/${ghost}/collections`, tok.parent!))
        .statusCode,
    ).toBe(404);
    const video = await call('PUT', `/api/user-collections/content/${b[0]}`, tok.parent!, {
      contentType: 'VIDEO',
      collectionIds: [one],
    });
    expect(video.statusCode).toBe(400);
  });
});

describe('teacher assignments', () => {
  let shelf: string;
  let otherShelf: string;
  beforeAll(async () => {
    shelf = json<UserCollection>(await create(tok.teacher!, 'Week 1 reading', [b[0]!, b[1]!])).id;
    otherShelf = json<UserCollection>(await create(tok.teacherB!, 'Other class')).id;
  });
  const assign = (token: string, body: Assignment) =>
    call('PUT', '/api/user-collections/assignments', token, body);

  it('assigns an own collection to an own classroom; students see it read-only', async () => {
    const res = await assign(tok.teacher!, {
      type: 'CLASSROOM',
      ids: [classA.classroom.id],
      collectionId: shelf,
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual([
      { type: 'CLASSROOM', ids: [classA.classroom.id], collectionId: shelf },
      { type: 'USER', ids: [], collectionId: shelf },
    ]);
    const forStudent = await list(tok.s1!);
    expect(forStudent.assigned).toMatchObject([
      { id: shelf, title: 'Week 1 reading', owned: false, ownerName: 'Mr. Tester', total: 2 },
    ]);
    expect((await call('GET', `/api/user-collections/${shelf}`, tok.s2!)).statusCode).toBe(200);
    expect(
      (await call('PUT', `/api/user-collections/${shelf}`, tok.s1!, { title: 'Mine' })).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/user-collections/${shelf}`, tok.s1!)).statusCode).toBe(403);
    expect(
      (await call('DELETE', `/api/user-collections/${shelf}/content/${b[0]}`, tok.s1!)).statusCode,
    ).toBe(403);
    expect((await call('GET', `/api/user-collections/${shelf}`, tok.s3!)).statusCode).toBe(404);
    expect((await list(tok.s3!)).assigned).toEqual([]);
  });

  it('assigns to single students, replacing the list of that kind', async () => {
    const s2 = classA.students[1]!.id;
    const res = await assign(tok.teacher!, { type: 'USER', ids: [s2], collectionId: shelf });
    expect(json<Assignment[]>(res)[1]).toEqual({ type: 'USER', ids: [s2], collectionId: shelf });
    await assign(tok.teacher!, { type: 'CLASSROOM', ids: [], collectionId: shelf });
    expect((await list(tok.s1!)).assigned).toEqual([]);
    expect((await list(tok.s2!)).assigned.map((c) => c.id)).toEqual([shelf]);
    const got = await call('GET', `/api/user-collections/${shelf}/assignments`, tok.teacher!);
    expect(json(got)).toEqual([
      { type: 'CLASSROOM', ids: [], collectionId: shelf },
      { type: 'USER', ids: [s2], collectionId: shelf },
    ]);
  });

  it("refuses other teachers' classrooms and students (403) and collections (404)", async () => {
    const notMyClass = await assign(tok.teacher!, {
      type: 'CLASSROOM',
      ids: [classB.classroom.id],
      collectionId: shelf,
    });
    expect(notMyClass.statusCode).toBe(403);
    const notMyStudent = await assign(tok.teacher!, {
      type: 'USER',
      ids: [classB.students[0]!.id],
      collectionId: shelf,
    });
    expect(notMyStudent.statusCode).toBe(403);
    const notMyShelf = await assign(tok.teacher!, {
      type: 'CLASSROOM',
      ids: [classA.classroom.id],
      collectionId: otherShelf,
    });
    expect(notMyShelf.statusCode).toBe(404);
    expect(
      (await call('GET', `/api/user-collections/${shelf}/assignments`, tok.teacherB!)).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/api/user-collections/${shelf}/assignments`, tok.s2!)).statusCode,
    ).toBe(403);
  });

  it('is for teachers only', async () => {
    const res = await assign(tok.parent!, { type: 'USER', ids: [], collectionId: shelf });
    expect(res.statusCode).toBe(403);
    expect(json(res)).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('POST /api/hidden-books/hide', () => {
  // Hiding is a parent area (issue 11): the parent re-entered the account password.
  let gatedParent: string;
  beforeAll(async () => {
    const res = await call('POST', '/api/users/password/verify', tok.parent!, {
      password: family.parent.password,
    });
    gatedParent = json<{ token: string }>(res).token;
  });
  const hide = (token: string, body: Record<string, unknown>) =>
    call('POST', '/api/hidden-books/hide', token, body);
  const details = (token: string, id: string) => call('GET', `/api/books/details/${id}`, token);

  it('a parent hides a book from a child and shows it again', async () => {
    const mia = family.children[0]!.id;
    expect(
      (await hide(gatedParent, { bookIds: [b[3]], type: 'USER', ids: [mia] })).statusCode,
    ).toBe(204);
    expect(
      (await hide(gatedParent, { bookIds: [b[3]], type: 'USER', ids: [mia] })).statusCode,
    ).toBe(204);
    expect((await details(tok.mia!, b[3]!)).statusCode).toBe(404);
    expect((await details(tok.leo!, b[3]!)).statusCode).toBe(200);
    await hide(gatedParent, { bookIds: [b[3]], type: 'USER', ids: [mia], hidden: false });
    expect((await details(tok.mia!, b[3]!)).statusCode).toBe(200);
  });

  it("a parent may not hide from another family's child nor from classrooms", async () => {
    const zed = otherFamily.children[0]!.id;
    expect(
      (await hide(gatedParent, { bookIds: [b[3]], type: 'USER', ids: [zed] })).statusCode,
    ).toBe(403);
    const byClass = await hide(gatedParent, {
      bookIds: [b[3]],
      type: 'CLASSROOM',
      ids: [classA.classroom.id],
    });
    expect(byClass.statusCode).toBe(403);
  });

  it('a teacher hides from a classroom or from single students of it', async () => {
    expect(
      (await hide(tok.teacher!, { bookIds: [b[4]], type: 'CLASSROOM', ids: [classA.classroom.id] }))
        .statusCode,
    ).toBe(204);
    expect((await details(tok.s1!, b[4]!)).statusCode).toBe(404);
    expect((await details(tok.s2!, b[4]!)).statusCode).toBe(404);
    expect((await details(tok.s3!, b[4]!)).statusCode).toBe(200);
    await hide(tok.teacher!, {
      bookIds: [b[4]],
      type: 'CLASSROOM',
      ids: [classA.classroom.id],
      hidden: false,
    });
    await hide(tok.teacher!, { bookIds: [b[4]], type: 'USER', ids: [classA.students[0]!.id] });
    expect((await details(tok.s1!, b[4]!)).statusCode).toBe(404);
    expect((await details(tok.s2!, b[4]!)).statusCode).toBe(200);
  });

  it("refuses another teacher's class or students, unknown books and other roles", async () => {
    expect(
      (await hide(tok.teacher!, { bookIds: [b[4]], type: 'CLASSROOM', ids: [classB.classroom.id] }))
        .statusCode,
    ).toBe(403);
    expect(
      (await hide(tok.teacher!, { bookIds: [b[4]], type: 'USER', ids: [classB.students[0]!.id] }))
        .statusCode,
    ).toBe(403);
    const ghost = await hide(tok.teacher!, {
      bookIds: ['00000000-0000-4000-8000-000000000000'],
      type: 'CLASSROOM',
      ids: [classA.classroom.id],
    });
    expect(ghost.statusCode).toBe(404);
    expect(
      (await hide(tok.mia!, { bookIds: [b[4]], type: 'USER', ids: [family.children[0]!.id] }))
        .statusCode,
    ).toBe(403);
    expect(
      (await hide(tok.s1!, { bookIds: [b[4]], type: 'USER', ids: [classA.students[0]!.id] }))
        .statusCode,
    ).toBe(403);
  });
});

describe('roles', () => {
  it('admins keep no collections; a token is needed', async () => {
    expect((await call('GET', '/api/user-collections', tok.admin!)).statusCode).toBe(403);
    expect((await create(tok.admin!, 'Admin picks')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/user-collections' })).statusCode).toBe(
      401,
    );
  });
});
