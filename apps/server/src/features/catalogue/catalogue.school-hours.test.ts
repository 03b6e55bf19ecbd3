import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@pagebird/contract';
import { bearer, createTestApp, json, type TestApp } from '../../test/app.ts';
import {
  createClassroom,
  createTeacher,
  loginAs,
  studentLogin,
  type ClassFixture,
} from '../../test/factories.ts';
import { createBook, moveClockTo } from '../../test/catalogue-factories.ts';

/** Spec §5: students use books Monday–Friday within school hours (8AM–3PM New York here). */

let t: TestApp;
let klass: ClassFixture;
let bookId: string;

beforeAll(async () => {
  t = await createTestApp();
  klass = await createClassroom(t.database.db, 1);
  bookId = (await createBook(t.database.db, { title: 'Class reader' })).id;
});
afterAll(async () => {
  await t?.close();
});

async function studentToken(): Promise<string> {
  const s = klass.students[0]!;
  const res = await studentLogin(t.app, klass.classroom.loginCode, s.id, s.pin);
  expect(res.statusCode).toBe(200);
  return json<{ token: string }>(res).token;
}
const details = (token: string) =>
  t.app.inject({ method: 'GET', url: `/api/books/details/${bookId}`, headers: bearer(token) });

describe('school hours on book details', () => {
  it('opens a book at 2:50 PM on a Wednesday and refuses it after 3 PM', async () => {
    moveClockTo(t.clock, { weekday: 'Wed', hour: 14, minute: 50 });
    const token = await studentToken();
    expect((await details(token)).statusCode).toBe(200);
    t.clock.advance(20 * 60_000);
    const late = await details(token);
    expect(late.statusCode).toBe(403);
    expect(json(late)).toEqual({ code: 'OUTSIDE_SCHOOL_HOURS', message: MESSAGES.classTimeOver });
    const pages = await t.app.inject({
      method: 'GET',
      url: `/api/books/${bookId}/page-categories`,
      headers: bearer(token),
    });
    expect(pages.statusCode).toBe(403);
  });

  it('refuses before 8 AM and on a Saturday, but lists still work', async () => {
    moveClockTo(t.clock, { weekday: 'Thu', hour: 7, minute: 55 });
    const early = await studentToken();
    expect((await details(early)).statusCode).toBe(403);
    t.clock.advance(10 * 60_000);
    expect((await details(early)).statusCode).toBe(200);

    moveClockTo(t.clock, { weekday: 'Sat', hour: 10 });
    const weekend = await studentToken();
    expect(json(await details(weekend))).toMatchObject({ code: 'OUTSIDE_SCHOOL_HOURS' });
    const browse = await t.app.inject({
      method: 'GET',
      url: '/api/browse',
      headers: bearer(weekend),
    });
    expect(browse.statusCode).toBe(200);
  });

  it('does not limit teachers', async () => {
    moveClockTo(t.clock, { weekday: 'Sun', hour: 22 });
    const teacher = await createTeacher(t.database.db);
    const token = await loginAs(t.app, teacher.email!, teacher.password);
    expect((await details(token)).statusCode).toBe(200);
  });
});
