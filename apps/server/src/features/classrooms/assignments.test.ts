import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AssignmentStatisticsResponse,
  BookAssignmentsResponse,
  ClassAssignmentsResponse,
  MyAssignmentsResponse,
  TextSearchResponse,
  UserCollectionsResponse,
} from '@pagebird/contract';
import { bearer, createTestApp, json, type TestApp } from '../../test/app.ts';
import {
  childToken,
  createClassroom,
  createFamily,
  loginAs,
  studentLogin,
  type ClassFixture,
} from '../../test/factories.ts';
import {
  createBook,
  moveClockTo,
  setProfile,
  setReadingProgress,
} from '../../test/catalogue-factories.ts';

/**
 * Assign and hide (issue 12 item 5): book assignments with due dates first in a student's
 * library, statistics, hidden books gone from every listing, and strangers refused.
 */

let t: TestApp;
let mine: ClassFixture;
let other: ClassFixture;
const tok: Record<'teacher' | 'stranger' | 'ava' | 'ben' | 'cara' | 'parent' | 'child', string> =
  {} as never;
const WORD = 'wombat';
const ids: Record<string, string> = {};

type Method = 'GET' | 'PUT' | 'POST';
const call = (token: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  moveClockTo(t.clock, { weekday: 'Wed', hour: 10 });
  mine = await createClassroom(db, 3);
  other = await createClassroom(db, 1);
  for (const s of [...mine.students, ...other.students]) await setProfile(db, s.id, { age: 9 });
  for (const key of ['first', 'second', 'plain', 'hiddenBen', 'hiddenClass']) {
    ids[key] = (await createBook(db, { title: `The ${key} ${WORD}` })).id;
  }
  tok.teacher = await loginAs(t.app, mine.teacher.email!, mine.teacher.password);
  tok.stranger = await loginAs(t.app, other.teacher.email!, other.teacher.password);
  const names = ['ava', 'ben', 'cara'] as const;
  for (const [i, name] of names.entries()) {
    const s = mine.students[i]!;
    tok[name] = json<{ token: string }>(
      await studentLogin(t.app, mine.classroom.loginCode, s.id, s.pin),
    ).token;
  }
  const family = await createFamily(db, ['Mia']);
  tok.parent = await loginAs(t.app, family.parent.email!, family.parent.password);
  tok.child = (await childToken(t.app, family.parent, family.children[0]!.id)).childToken;
});
afterAll(async () => {
  await t?.close();
});

const ava = () => mine.students[0]!;
const ben = () => mine.students[1]!;

async function searchIds(token: string): Promise<string[]> {
  const res = await call(token, 'GET', `/api/text-search/child?query=${WORD}&size=100&sort=title`);
  expect(res.statusCode).toBe(200);
  return json<TextSearchResponse>(res).items.map((b) => b.id);
}

describe('assigning a book', () => {
  it('to the whole class with a due date: first in the library, in the statistics', async () => {
    const res = await call(tok.teacher, 'PUT', '/api/books/assignments', {
      bookId: ids.second,
      type: 'CLASSROOM',
      ids: [mine.classroom.id],
      classroomId: mine.classroom.id,
      dueDate: '2099-01-10',
    });
    expect(res.statusCode).toBe(200);
    expect(json<BookAssignmentsResponse>(res).assignments).toEqual([
      { bookId: ids.second, type: 'CLASSROOM', ids: [mine.classroom.id], dueDate: '2099-01-10' },
    ]);
    // A sooner due date for Ava alone comes first.
    await call(tok.teacher, 'PUT', '/api/books/assignments', {
      bookId: ids.first,
      type: 'USER',
      ids: [ava().id],
      classroomId: mine.classroom.id,
      dueDate: '2099-01-05',
    });

    const lib = json<MyAssignmentsResponse>(await call(tok.ava, 'GET', '/api/assignments/mine'));
    expect(lib.books.map((b) => [b.id, b.dueDate])).toEqual([
      [ids.first, '2099-01-05'],
      [ids.second, '2099-01-10'],
    ]);
    const benLib = json<MyAssignmentsResponse>(await call(tok.ben, 'GET', '/api/assignments/mine'));
    expect(benLib.books.map((b) => b.id)).toEqual([ids.second]);

    await setReadingProgress(t.database.db, ava().id, ids.second!, 'COMPLETED');
    const stats = json<AssignmentStatisticsResponse>(
      await call(tok.teacher, 'GET', '/api/assignments/statistics'),
    );
    const whole = stats.items.find((s) => s.contentId === ids.second)!;
    expect(whole).toMatchObject({
      contentType: 'BOOK',
      classroomId: mine.classroom.id,
      type: 'CLASSROOM',
      dueDate: '2099-01-10',
      done: 1,
      total: 3,
      overdue: false,
    });
    expect(stats.items.find((s) => s.contentId === ids.first)).toMatchObject({
      type: 'USER',
      done: 0,
      total: 1,
      students: [{ id: ava().id, done: false }],
    });
  });

  it('a past due date with students not done is overdue', async () => {
    await call(tok.teacher, 'PUT', '/api/books/assignments', {
      bookId: ids.plain,
      type: 'CLASSROOM',
      ids: [mine.classroom.id],
      classroomId: mine.classroom.id,
      dueDate: '2001-01-01',
    });
    const stats = json<AssignmentStatisticsResponse>(
      await call(
        tok.teacher,
        'GET',
        `/api/assignments/statistics?classroomId=${mine.classroom.id}`,
      ),
    );
    expect(stats.items.find((s) => s.contentId === ids.plain)).toMatchObject({
      overdue: true,
      overdueStudents: 3,
      done: 0,
    });
    // Unassign: the class row goes (empty ids within the class).
    const res = await call(tok.teacher, 'PUT', '/api/books/assignments', {
      bookId: ids.plain,
      type: 'CLASSROOM',
      ids: [],
      classroomId: mine.classroom.id,
    });
    expect(json<BookAssignmentsResponse>(res).assignments).toEqual([]);
  });

  it('a bad due date is a 400 with the message', async () => {
    const res = await call(tok.teacher, 'PUT', '/api/books/assignments', {
      bookId: ids.plain,
      type: 'CLASSROOM',
      ids: [mine.classroom.id],
      dueDate: '2099-13-45',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Please choose a valid due date.');
  });
});

describe('hiding a book', () => {
  it('from Ben only, and from the whole class: gone from search, browse, library, details', async () => {
    for (const [bookId, type, targets] of [
      [ids.hiddenBen, 'USER', [ben().id]],
      [ids.hiddenClass, 'CLASSROOM', [mine.classroom.id]],
    ] as const) {
      const res = await call(tok.teacher, 'POST', '/api/hidden-books/hide', {
        bookIds: [bookId],
        type,
        ids: targets,
      });
      expect(res.statusCode).toBe(204);
    }
    // Also assigned to the class: hidden wins, so Ben's library does not show it.
    await call(tok.teacher, 'PUT', '/api/books/assignments', {
      bookId: ids.hiddenBen,
      type: 'CLASSROOM',
      ids: [mine.classroom.id],
      classroomId: mine.classroom.id,
    });
    const state = json<BookAssignmentsResponse>(
      await call(tok.teacher, 'GET', `/api/books/${ids.hiddenBen}/assignments`),
    );
    expect(state.hidden).toEqual([{ type: 'USER', ids: [ben().id] }]);

    const benSearch = await searchIds(tok.ben);
    expect(benSearch).not.toContain(ids.hiddenBen);
    expect(benSearch).not.toContain(ids.hiddenClass);
    expect(benSearch).toContain(ids.plain);
    const avaSearch = await searchIds(tok.ava);
    expect(avaSearch).toContain(ids.hiddenBen);
    expect(avaSearch).not.toContain(ids.hiddenClass);

    const browse = await call(tok.ben, 'GET', '/api/browse');
    expect(browse.statusCode).toBe(200);
    expect(browse.body).not.toContain(ids.hiddenBen);
    expect(browse.body).not.toContain(ids.hiddenClass);

    const benLib = json<MyAssignmentsResponse>(await call(tok.ben, 'GET', '/api/assignments/mine'));
    expect(benLib.books.map((b) => b.id)).not.toContain(ids.hiddenBen);
    const avaLib = json<MyAssignmentsResponse>(await call(tok.ava, 'GET', '/api/assignments/mine'));
    expect(avaLib.books.map((b) => b.id)).toContain(ids.hiddenBen);

    for (const id of [ids.hiddenBen, ids.hiddenClass]) {
      expect((await call(tok.ben, 'GET', `/api/books/details/${id}`)).statusCode).toBe(404);
    }
    expect((await call(tok.ava, 'GET', `/api/books/details/${ids.hiddenBen}`)).statusCode).toBe(
      200,
    );
  });

  it('the class page lists what is assigned and what is hidden', async () => {
    const res = await call(tok.teacher, 'GET', `/api/classrooms/${mine.classroom.id}/assignments`);
    expect(res.statusCode).toBe(200);
    const body = json<ClassAssignmentsResponse>(res);
    expect(body.assignments.map((a) => a.contentId)).toEqual(
      expect.arrayContaining([ids.first, ids.second, ids.hiddenBen]),
    );
    expect(body.hidden.map((h) => [h.contentId, h.type, h.students.map((s) => s.id)])).toEqual(
      expect.arrayContaining([
        [ids.hiddenBen, 'USER', [ben().id]],
        [ids.hiddenClass, 'CLASSROOM', []],
      ]),
    );
  });
});

describe('collections: due dates and hiding', () => {
  it('a collection assigned to the class with a due date, hidden from Ben', async () => {
    const created = await call(tok.teacher, 'POST', '/api/user-collections', {
      title: 'Week 3',
      contentIds: [ids.plain],
    });
    expect(created.statusCode).toBe(200);
    const collectionId = json<{ id: string }>(created).id;
    const assigned = await call(tok.teacher, 'PUT', '/api/user-collections/assignments', {
      collectionId,
      type: 'CLASSROOM',
      ids: [mine.classroom.id],
      classroomId: mine.classroom.id,
      dueDate: '2099-02-01',
    });
    expect(assigned.statusCode).toBe(200);
    expect(json<Array<{ type: string; dueDate: string | null }>>(assigned)[0]).toMatchObject({
      type: 'CLASSROOM',
      dueDate: '2099-02-01',
    });
    const hide = await call(tok.teacher, 'PUT', '/api/user-collections/hidden', {
      collectionId,
      type: 'USER',
      ids: [ben().id],
    });
    expect(json(hide)).toEqual([{ type: 'USER', ids: [ben().id] }]);

    const avaLib = json<MyAssignmentsResponse>(await call(tok.ava, 'GET', '/api/assignments/mine'));
    expect(avaLib.collections).toEqual([
      expect.objectContaining({ id: collectionId, dueDate: '2099-02-01', total: 1 }),
    ]);
    const benLib = json<MyAssignmentsResponse>(await call(tok.ben, 'GET', '/api/assignments/mine'));
    expect(benLib.collections).toEqual([]);
    const benList = json<UserCollectionsResponse>(
      await call(tok.ben, 'GET', '/api/user-collections'),
    );
    expect(benList.assigned).toEqual([]);
    expect((await call(tok.ben, 'GET', `/api/user-collections/${collectionId}`)).statusCode).toBe(
      404,
    );
    expect((await call(tok.ava, 'GET', `/api/user-collections/${collectionId}`)).statusCode).toBe(
      200,
    );
    const stats = json<AssignmentStatisticsResponse>(
      await call(tok.teacher, 'GET', '/api/assignments/statistics'),
    );
    expect(stats.items.find((s) => s.contentId === collectionId)).toMatchObject({
      contentType: 'COLLECTION',
      title: 'Week 3',
      total: 3,
    });
    // The stranger cannot hide or read the hidden list of this collection.
    const theirs = await call(tok.stranger, 'PUT', '/api/user-collections/hidden', {
      collectionId,
      type: 'USER',
      ids: [other.students[0]!.id],
    });
    expect(theirs.statusCode).toBe(404);
    expect(
      (await call(tok.stranger, 'GET', `/api/user-collections/${collectionId}/hidden`)).statusCode,
    ).toBe(404);
  });
});

describe('strangers and other roles', () => {
  it("another educator cannot read or change this class's assignments", async () => {
    const attempts = [
      call(tok.stranger, 'PUT', '/api/books/assignments', {
        bookId: ids.plain,
        type: 'CLASSROOM',
        ids: [mine.classroom.id],
      }),
      call(tok.stranger, 'PUT', '/api/books/assignments', {
        bookId: ids.plain,
        type: 'USER',
        ids: [ava().id],
      }),
      call(tok.stranger, 'PUT', '/api/books/assignments', {
        bookId: ids.plain,
        type: 'CLASSROOM',
        ids: [],
        classroomId: mine.classroom.id,
      }),
      call(tok.stranger, 'POST', '/api/hidden-books/hide', {
        bookIds: [ids.plain],
        type: 'USER',
        ids: [ava().id],
      }),
      call(tok.stranger, 'GET', `/api/classrooms/${mine.classroom.id}/assignments`),
      call(tok.stranger, 'GET', `/api/assignments/statistics?classroomId=${mine.classroom.id}`),
    ];
    const codes = (await Promise.all(attempts)).map((r) => r.statusCode);
    expect(codes).toEqual([403, 403, 403, 403, 404, 404]);
    // Their own views show nothing of this class.
    const own = json<BookAssignmentsResponse>(
      await call(tok.stranger, 'GET', `/api/books/${ids.second}/assignments`),
    );
    expect(own).toEqual({ assignments: [], hidden: [] });
    const stats = json<AssignmentStatisticsResponse>(
      await call(tok.stranger, 'GET', '/api/assignments/statistics'),
    );
    expect(stats.items).toEqual([]);
    // And nothing changed for the class.
    const after = json<BookAssignmentsResponse>(
      await call(tok.teacher, 'GET', `/api/books/${ids.second}/assignments`),
    );
    expect(after.assignments).toHaveLength(1);
  });

  it('students, parents and children cannot call the teacher routes', async () => {
    for (const token of [tok.ava, tok.parent, tok.child]) {
      const codes = (
        await Promise.all([
          call(token, 'PUT', '/api/books/assignments', {
            bookId: ids.plain,
            type: 'USER',
            ids: [ava().id],
          }),
          call(token, 'GET', `/api/books/${ids.plain}/assignments`),
          call(token, 'GET', '/api/assignments/statistics'),
          call(token, 'GET', `/api/classrooms/${mine.classroom.id}/assignments`),
          call(token, 'PUT', '/api/user-collections/hidden', {
            collectionId: ids.plain,
            type: 'USER',
            ids: [ava().id],
          }),
        ])
      ).map((r) => r.statusCode);
      expect(codes).toEqual([403, 403, 403, 403, 403]);
    }
    expect((await call(tok.teacher, 'GET', '/api/assignments/mine')).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/assignments/statistics' })).statusCode,
    ).toBe(401);
  });
});
