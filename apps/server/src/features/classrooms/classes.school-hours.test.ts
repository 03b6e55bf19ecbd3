import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ClassDetail } from '@pagebird/contract';
import { schools } from '../../db/schema/index.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/app.ts';
import { createTeacher, loginAs, studentLogin } from '../../test/factories.ts';
import { createBook } from '../../test/catalogue-factories.ts';

/**
 * Issue 12 item 4 with a controlled clock: a class made through the classes API is judged by its
 * own school's hours and time zone (8AM–3PM Monday–Friday), across a daylight-saving change.
 */

let t: TestApp;
let bookId: string;
beforeAll(async () => {
  t = await createTestApp();
  bookId = (await createBook(t.database.db, { title: 'Hours reader' })).id;
});
afterEach(() => t.clock.reset());
afterAll(async () => {
  await t?.close();
});

/** A class of one student in a school of `timeZone`, created through POST /api/classrooms. */
async function classIn(timeZone: string) {
  const teacher = await createTeacher(t.database.db);
  await t.database.db.insert(schools).values({
    name: `School in ${timeZone}`,
    timeZone,
    hoursFrom: '8AM',
    hoursTo: '3PM',
    createdById: teacher.id,
  });
  const token = await loginAs(t.app, teacher.email!, teacher.password);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/classrooms',
    headers: bearer(token),
    payload: {
      name: 'Hours class',
      gradeId: 5,
      students: [{ firstName: 'Ida', lastName: 'Moon', gradeId: 5, passCode: '2468' }],
    },
  });
  expect(res.statusCode).toBe(200);
  return json<ClassDetail>(res);
}

const at = (iso: string) => {
  t.clock.reset();
  t.clock.advance(new Date(iso).getTime() - Date.now());
};

/** Sign the student in now and open the book's details: 200 inside hours, 403 outside. */
async function detailsStatus(c: ClassDetail): Promise<number> {
  const login = await studentLogin(t.app, c.loginCode, c.students[0]!.id, '2468');
  expect(login.statusCode).toBe(200);
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/books/details/${bookId}`,
    headers: bearer(json<{ token: string }>(login).token),
  });
  if (res.statusCode === 403) expect(json(res)).toMatchObject({ code: 'OUTSIDE_SCHOOL_HOURS' });
  return res.statusCode;
}

describe('school hours of a class, in its school’s time zone', () => {
  it('London: inside hours allowed, one minute after the end refused, Saturday refused, across the March 2027 clock change', async () => {
    const london = await classIn('Europe/London');
    // Friday 26 March 2027, GMT (UTC+0).
    at('2027-03-26T07:59:00Z');
    expect(await detailsStatus(london)).toBe(403);
    at('2027-03-26T08:00:00Z');
    expect(await detailsStatus(london)).toBe(200);
    at('2027-03-26T14:59:00Z');
    expect(await detailsStatus(london)).toBe(200);
    at('2027-03-26T15:01:00Z');
    expect(await detailsStatus(london)).toBe(403);
    // Saturday.
    at('2027-03-27T10:00:00Z');
    expect(await detailsStatus(london)).toBe(403);
    // Monday 29 March 2027, BST (UTC+1): the same UTC hours mean one hour later at school.
    at('2027-03-29T07:00:00Z'); // 8:00 BST
    expect(await detailsStatus(london)).toBe(200);
    at('2027-03-29T13:59:00Z'); // 2:59 PM BST
    expect(await detailsStatus(london)).toBe(200);
    at('2027-03-29T14:01:00Z'); // 3:01 PM BST
    expect(await detailsStatus(london)).toBe(403);
  });

  it('judges each class by its own school: the same instant is in hours in London, not in New York', async () => {
    const london = await classIn('Europe/London');
    const newYork = await classIn('America/New_York');
    at('2027-03-29T09:00:00Z'); // 10:00 BST, 5:00 EDT
    expect(await detailsStatus(london)).toBe(200);
    expect(await detailsStatus(newYork)).toBe(403);
    at('2027-03-29T18:30:00Z'); // 7:30 PM BST, 2:30 PM EDT
    expect(await detailsStatus(london)).toBe(403);
    expect(await detailsStatus(newYork)).toBe(200);
  });
});
