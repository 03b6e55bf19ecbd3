import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type BookDetails, type TextSearchResponse } from '@pagebird/contract';
import { bearer, createTestApp, json, type TestApp } from '../../test/app.ts';
import {
  childToken,
  createAdmin,
  createClassroom,
  createFamily,
  loginAs,
  studentLogin,
} from '../../test/factories.ts';
import {
  createBook,
  createInterestArea,
  hideBook,
  moveClockTo,
  setProfile,
} from '../../test/catalogue-factories.ts';

/**
 * The visibility rule (visibility.ts) through the details, search and favorites endpoints:
 * status, user segment, age of kids, territory (403 with metadata), hidden by user or classroom.
 */

let t: TestApp;
const tokens: Record<
  'mia' | 'leo' | 'parent' | 'teacher' | 'student' | 'classmate' | 'admin',
  string
> = {} as never;
const ids: Record<string, string> = {};
const WORD = 'quokka';

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  // Students only use books in school hours: a Wednesday morning in New York.
  moveClockTo(t.clock, { weekday: 'Wed', hour: 10 });

  const family = await createFamily(db, ['Mia', 'Leo']);
  const [mia, leo] = family.children as [(typeof family.children)[0], (typeof family.children)[0]];
  await setProfile(db, mia.id, { age: 5 });
  await setProfile(db, leo.id, { age: 9 });
  const klass = await createClassroom(db, 2);
  const [student, classmate] = klass.students as [
    (typeof klass.students)[0],
    (typeof klass.students)[0],
  ];
  await setProfile(db, student.id, { age: 10 });
  await setProfile(db, classmate.id, { age: 10 });
  const teacher = klass.teacher;
  const admin = await createAdmin(db);

  await createInterestArea(db, { id: 'animals', name: 'Animals' });
  const book = (key: string, opts: Parameters<typeof createBook>[1] = {}) =>
    createBook(db, { title: `The ${key} ${WORD}`, interests: ['animals'], ...opts }).then(
      (b) => (ids[key] = b.id),
    );
  await book('everyone');
  await book('young', { ageMin: 2, ageMax: 6 });
  await book('older', { ageMin: 8, ageMax: 12 });
  await book('consumer', { userSegments: ['CONSUMER'] });
  await book('educator', { userSegments: ['EDUCATOR'] });
  await book('britain', { salesTerritories: ['GB'] });
  await book('usandgb', { salesTerritories: ['US', 'GB'] });
  await book('inactive', { status: 'INACTIVE' });
  await book('hiddenmia', {});
  await book('hiddenclass', {});
  await book('hiddenstudent', {});
  await hideBook(db, ids.hiddenmia!, { userId: mia.id }, family.parent.id);
  await hideBook(db, ids.hiddenclass!, { classroomId: klass.classroom.id }, teacher.id);
  await hideBook(db, ids.hiddenstudent!, { userId: student.id }, teacher.id);

  tokens.parent = await loginAs(t.app, family.parent.email!, family.parent.password);
  tokens.mia = (await childToken(t.app, family.parent, mia.id)).childToken;
  tokens.leo = (await childToken(t.app, family.parent, leo.id)).childToken;
  tokens.teacher = await loginAs(t.app, teacher.email!, teacher.password);
  tokens.admin = await loginAs(t.app, admin.email!, admin.password);
  const s = await studentLogin(t.app, klass.classroom.loginCode, student.id, student.pin);
  tokens.student = json<{ token: string }>(s).token;
  const c = await studentLogin(t.app, klass.classroom.loginCode, classmate.id, classmate.pin);
  tokens.classmate = json<{ token: string }>(c).token;
});
afterAll(async () => {
  await t?.close();
});

const details = (token: string, id: string, country?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/books/details/${id}`,
    headers: { ...bearer(token), ...(country ? { 'x-country': country } : {}) },
  });

async function visibleKeys(token: string, country?: string): Promise<string[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/text-search/child?query=${WORD}&size=100&sort=title`,
    headers: { ...bearer(token), ...(country ? { 'x-country': country } : {}) },
  });
  expect(res.statusCode).toBe(200);
  const keyOf = Object.fromEntries(Object.entries(ids).map(([k, v]) => [v, k]));
  return json<TextSearchResponse>(res)
    .items.map((b) => keyOf[b.id]!)
    .sort();
}

describe('visibility matrix (search lists exactly what details allow)', () => {
  it('a 5-year-old child: consumer books for her age, in the US, not hidden from her', async () => {
    expect(await visibleKeys(tokens.mia)).toEqual(
      ['consumer', 'everyone', 'hiddenclass', 'hiddenstudent', 'usandgb', 'young'].sort(),
    );
  });

  it('her 9-year-old brother sees other ages and what is hidden only from her', async () => {
    expect(await visibleKeys(tokens.leo)).toEqual(
      [
        'consumer',
        'everyone',
        'hiddenclass',
        'hiddenmia',
        'hiddenstudent',
        'older',
        'usandgb',
      ].sort(),
    );
  });

  it('a parent has no age limit; the territory follows the x-country header', async () => {
    expect(await visibleKeys(tokens.parent)).toEqual(
      [
        'consumer',
        'everyone',
        'hiddenclass',
        'hiddenmia',
        'hiddenstudent',
        'older',
        'usandgb',
        'young',
      ].sort(),
    );
    expect(await visibleKeys(tokens.parent, 'gb')).toContain('britain');
    expect(await visibleKeys(tokens.parent, 'FR')).not.toContain('usandgb');
  });

  it('a teacher sees the educator segment', async () => {
    const keys = await visibleKeys(tokens.teacher);
    expect(keys).toContain('educator');
    expect(keys).not.toContain('consumer');
  });

  it('a student misses books hidden from the class and from them; a classmate only the class ones', async () => {
    expect(await visibleKeys(tokens.student)).toEqual(
      ['educator', 'everyone', 'hiddenmia', 'older', 'usandgb'].sort(),
    );
    expect(await visibleKeys(tokens.classmate)).toEqual(
      ['educator', 'everyone', 'hiddenmia', 'hiddenstudent', 'older', 'usandgb'].sort(),
    );
  });

  it('an admin sees every segment and territory, but not inactive books', async () => {
    const keys = await visibleKeys(tokens.admin);
    expect(keys).toEqual(
      Object.keys(ids)
        .filter((k) => k !== 'inactive')
        .sort(),
    );
  });
});

describe('GET /api/books/details/:id', () => {
  it('answers a visible book with its details', async () => {
    const res = await details(tokens.mia, ids.everyone!);
    expect(res.statusCode).toBe(200);
    const body = json<BookDetails>(res);
    expect(body).toMatchObject({
      id: ids.everyone,
      title: `The everyone ${WORD}`,
      territoryAvailable: true,
      isFavorite: false,
      progress: 'NOT_STARTED',
      interests: [{ id: 'animals', name: 'Animals' }],
    });
  });

  it.each([
    ['inactive', 'mia'],
    ['older', 'mia'],
    ['young', 'leo'],
    ['educator', 'parent'],
    ['consumer', 'teacher'],
    ['hiddenmia', 'mia'],
    ['hiddenclass', 'classmate'],
    ['hiddenstudent', 'student'],
    ['inactive', 'admin'],
  ] as const)('the %s book is "not found" for %s', async (key, who) => {
    const res = await details(tokens[who], ids[key]!);
    expect(res.statusCode).toBe(404);
    expect(json(res)).toEqual({ code: 'NOT_FOUND', message: MESSAGES.bookNotFound });
  });

  it('a book sold elsewhere is 403 NOT_AVAILABLE_TERRITORY with metadata.reason', async () => {
    const res = await details(tokens.mia, ids.britain!);
    expect(res.statusCode).toBe(403);
    expect(json(res)).toEqual({
      code: 'NOT_AVAILABLE_TERRITORY',
      message: MESSAGES.territory,
      metadata: { reason: 'NOT_AVAILABLE_TERRITORY' },
    });
    expect((await details(tokens.mia, ids.britain!, 'GB')).statusCode).toBe(200);
    expect((await details(tokens.mia, ids.usandgb!, 'US')).statusCode).toBe(200);
    expect((await details(tokens.mia, ids.usandgb!, 'DE')).statusCode).toBe(403);
  });

  it('an unknown id is 404 and a malformed id 400', async () => {
    const unknown = await details(tokens.mia, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect((await details(tokens.mia, 'nope')).statusCode).toBe(400);
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/books/details/${ids.everyone}` });
    expect(res.statusCode).toBe(401);
  });
});

describe('favorites follow the same rule', () => {
  it('a book the profile may not see cannot be added (404); a visible one can', async () => {
    const hidden = await t.app.inject({
      method: 'POST',
      url: `/api/favorite/${ids.hiddenmia}`,
      headers: bearer(tokens.mia),
    });
    expect(hidden.statusCode).toBe(404);
    const abroad = await t.app.inject({
      method: 'POST',
      url: `/api/favorite/${ids.britain}`,
      headers: bearer(tokens.mia),
    });
    expect(abroad.statusCode).toBe(404);
    const ok = await t.app.inject({
      method: 'POST',
      url: `/api/favorite/${ids.young}`,
      headers: bearer(tokens.mia),
    });
    expect(ok.statusCode).toBe(204);
  });
});
