import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import {
  CLASS_CSV_COLUMNS,
  CLASS_INSIGHTS_MESSAGES,
  classDashboardSchema,
  rosterImportResultSchema,
  rosterPreviewSchema,
  teacherActivitySchema,
  teacherBooksSchema,
  teacherReportSchema,
  type ClassDetail,
} from '@pagebird/contract';
import { childReadingLevels, classroomStudents, schools } from '../../db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { bearer, createTestApp, json, type TestApp } from '../../test/app.ts';
import {
  childToken,
  createFamily,
  createTeacher,
  loginAs,
  studentLogin,
} from '../../test/factories.ts';
import { createBook } from '../../test/catalogue-factories.ts';
import { newBookSessionId, readerCall } from '../../test/reader-factories.ts';
import { createQuestions } from '../quizzes/quiz-test-data.ts';

/**
 * Class dashboards, reports, CSV export and roster import (issue 12 items 6-7) against real
 * PostgreSQL with a controlled clock: students read and take quizzes through the real API, the
 * dashboard shows exactly those figures, the CSV repeats them, and no other educator, student or
 * parent can read or import anything.
 */

let t: TestApp;
let a: { token: string; cls: ClassDetail };
let b: { token: string; cls: ClassDetail };
let studentToken: string;
let parentToken: string;
let childTok: string;

type Method = 'GET' | 'POST';
const call = (token: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** An educator with a school (New York, 8AM–3PM) and a class of `students`. */
async function educator(students: object[], name = 'Room 7') {
  const teacher = await createTeacher(t.database.db);
  await t.database.db.insert(schools).values({
    name: 'Oak School',
    timeZone: 'America/New_York',
    hoursFrom: '8AM',
    hoursTo: '3PM',
    createdById: teacher.id,
  });
  const token = await loginAs(t.app, teacher.email!, teacher.password);
  const res = await call(token, 'POST', '/api/classrooms', { name, gradeId: 4, students });
  expect(res.statusCode, res.body).toBe(200);
  return { token, cls: json<ClassDetail>(res) };
}

/** The next weekday 15:00 UTC (10AM in New York, inside school hours) after now. */
function nextSchoolMorning(from: Date): Date {
  const d = new Date(from);
  d.setUTCHours(15, 0, 0, 0);
  while (d <= from || d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return d;
}

async function signIn(cls: ClassDetail, first: string, pin: string): Promise<string> {
  const s = cls.students.find((x) => x.firstName === first)!;
  const res = await studentLogin(t.app, cls.loginCode, s.id, pin);
  expect(res.statusCode, res.body).toBe(200);
  return json<{ token: string }>(res).token;
}

/** The student opens a book, reads `minutes` (a progress write) and finishes it. */
async function readBook(token: string, bookId: string, minutes: number) {
  const bookSessionId = newBookSessionId();
  const go = (method: 'POST' | 'PUT', url: string, payload: object) =>
    readerCall(t.app, token, { method, url, payload });
  const open = await go('POST', '/api/activities/log/opened-book', { bookId, bookSessionId });
  expect(open.statusCode, open.body).toBe(200);
  t.clock.advance(minutes * 60_000);
  const progress = await go('PUT', `/api/books/${bookId}/progress`, {
    position: 'page:3',
    page: 3,
    fraction: 1,
    clientTimestamp: t.clock.now().toISOString(),
    bookSessionId,
  });
  expect(progress.statusCode, progress.body).toBe(200);
  const fin = await go('POST', '/api/activities/finished-book', { bookId, bookSessionId });
  expect(fin.statusCode, fin.body).toBe(200);
}

let bookA: { id: string; idNumber: string };
let bookB: { id: string; idNumber: string };

beforeAll(async () => {
  t = await createTestApp();
  t.clock.advance(nextSchoolMorning(t.clock.now()).getTime() - t.clock.now().getTime());
  a = await educator([
    { firstName: 'Ava', lastName: 'Stone', gradeId: 4, passCode: '4821' },
    { firstName: 'Ben', lastName: 'Cruz', gradeId: 4, passCode: '5932' },
    { firstName: 'Cleo', lastName: 'Park', gradeId: 4, passCode: '6043' },
  ]);
  b = await educator([{ firstName: 'Zed', lastName: 'Oak', gradeId: 5, passCode: '7777' }]);
  const fam = await createFamily(t.database.db, ['Mo']);
  const kid = await childToken(t.app, fam.parent, fam.children[0]!.id);
  parentToken = kid.parentToken;
  childTok = kid.childToken;
  bookA = await createBook(t.database.db, { title: 'Kite Day' });
  bookB = await createBook(t.database.db, { title: 'Map Quest' });
  studentToken = await signIn(a.cls, 'Ava', '4821');
});
afterAll(async () => {
  await t?.close();
});

const today = () => t.clock.now().toISOString().slice(0, 10);

describe('class dashboard: exactly what the students did', () => {
  it('shows the minutes, books, quiz scores and levels of each student, and the CSV matches', async () => {
    const ava = studentToken;
    const ben = await signIn(a.cls, 'Ben', '5932');
    await readBook(ava, bookA.id, 12);
    await readBook(ava, bookB.id, 5);
    await readBook(ben, bookA.id, 8);
    const questions = await createQuestions(t.database.db, { bookId: bookA.id, n: 3 });
    const quiz = await call(ava, 'POST', '/api/quiz-completion/complete/?quizType=END_OF_BOOK', {
      bookIdNumber: bookA.idNumber,
      completed: true,
      answers: questions.map((q, i) => ({
        quizId: q.contentId,
        answerId: i === 2 ? q.wrong : q.right,
        wrongAttempts: i === 2 ? 2 : 0,
      })),
    });
    expect(quiz.statusCode, quiz.body).toBe(200);
    const benId = a.cls.students.find((s) => s.firstName === 'Ben')!.id;
    await t.database.db.insert(childReadingLevels).values({
      childId: benId,
      dateTaken: '2026-03-01',
      system: 'GRADE_LEVEL',
      value: '3',
      approximateLevel: 3,
    });

    const url = `/api/classroom/${a.cls.id}/dashboard?days=7&tz=America/New_York`;
    const res = await call(a.token, 'GET', url);
    expect(res.statusCode, res.body).toBe(200);
    const d = classDashboardSchema.parse(json(res));
    expect(d).toMatchObject({ to: today(), days: 7, classroom: { name: 'Room 7' } });
    const byName = Object.fromEntries(d.students.map((s) => [s.firstName, s]));
    expect(d.students.map((s) => s.firstName)).toEqual(['Ava', 'Ben', 'Cleo']);
    expect(byName.Ava).toMatchObject({
      minutesRead: 17,
      booksStarted: 2,
      booksFinished: 2,
      quizzesCompleted: 1,
      quizAverage: 67,
      assignments: { done: 0, total: 0 },
    });
    expect(byName.Ben).toMatchObject({
      minutesRead: 8,
      booksStarted: 1,
      booksFinished: 1,
      quizzesCompleted: 0,
      quizAverage: null,
      readingLevel: { system: 'GRADE_LEVEL', value: '3' },
    });
    expect(byName.Cleo).toMatchObject({
      minutesRead: 0,
      booksStarted: 0,
      quizAverage: null,
      lastActiveAt: null,
    });
    expect(byName.Ava!.lastActiveAt).not.toBeNull();
    expect(d.totals).toEqual({
      students: 3,
      activeStudents: 2,
      minutesRead: 25,
      booksFinished: 3,
      quizzesCompleted: 1,
      quizAverage: 67,
      assignmentsDone: 0,
      assignmentsTotal: 0,
    });
    expect(d.minutesPerDay).toHaveLength(7);
    expect(d.minutesPerDay.at(-1)).toEqual({ date: today(), minutes: 25 });
    expect(d.minutesPerDay.slice(0, 6).every((x) => x.minutes === 0)).toBe(true);

    // The CSV export: the same rows in the same order with the same figures.
    const csvRes = await call(
      a.token,
      'GET',
      `/api/classroom/${a.cls.id}/dashboard.csv?days=7&tz=America/New_York`,
    );
    expect(csvRes.statusCode).toBe(200);
    expect(csvRes.headers['content-type']).toMatch(/^text\/csv/);
    expect(csvRes.headers['content-disposition']).toMatch(/attachment; filename="Room_7-/);
    const table = parse(csvRes.body, { columns: true }) as Array<Record<string, string>>;
    expect(Object.keys(table[0]!)).toEqual([...CLASS_CSV_COLUMNS]);
    expect(table.map((r) => r['First name'])).toEqual(d.students.map((s) => s.firstName));
    for (const [i, s] of d.students.entries()) {
      const r = table[i]!;
      expect(r['Last name']).toBe(s.lastName);
      expect(Number(r['Minutes read'])).toBe(s.minutesRead);
      expect(Number(r['Books started'])).toBe(s.booksStarted);
      expect(Number(r['Books finished'])).toBe(s.booksFinished);
      expect(Number(r['Quizzes completed'])).toBe(s.quizzesCompleted);
      expect(r['Quiz average (%)']).toBe(s.quizAverage === null ? '' : String(s.quizAverage));
      expect(Number(r['Assignments done'])).toBe(s.assignments.done);
      expect(Number(r['Assignments given'])).toBe(s.assignments.total);
      expect(r['Reading level']).toBe(
        s.readingLevel ? `${s.readingLevel.system.replace(/_/g, ' ')} ${s.readingLevel.value}` : '',
      );
      expect(r['Last active']).toBe(s.lastActiveAt ?? '');
    }

    // The student's report: books with their own minutes, the quiz, levels.
    const avaId = byName.Ava!.id;
    const rep = await call(
      a.token,
      'GET',
      `/api/teacher/reports?classroomId=${a.cls.id}&studentId=${avaId}&days=7&tz=America/New_York`,
    );
    expect(rep.statusCode, rep.body).toBe(200);
    const report = teacherReportSchema.parse(json(rep));
    expect(report.student).toEqual(byName.Ava);
    expect(
      report.books.map((x) => [x.book.title, x.minutes, x.finishedAt !== null]).sort(),
    ).toEqual([
      ['Kite Day', 12, true],
      ['Map Quest', 5, true],
    ]);
    expect(report.quizzes).toHaveLength(1);
    expect(report.quizzes[0]).toMatchObject({ correct: 2, total: 3, book: { title: 'Kite Day' } });

    // The books dashboard: per book readers, finishers, minutes and quiz average.
    const booksRes = await call(a.token, 'GET', '/api/share/teacher/books/dashboard?days=7');
    expect(booksRes.statusCode, booksRes.body).toBe(200);
    const books = teacherBooksSchema.parse(json(booksRes));
    expect(
      books.books.map((x) => [x.book.title, x.readers, x.finished, x.minutes, x.quizAverage]),
    ).toEqual([
      ['Kite Day', 2, 2, 20, 67],
      ['Map Quest', 1, 1, 5, null],
    ]);

    // The educator's activity across classes: the class and the total.
    const act = await call(a.token, 'GET', '/api/teacher/activity-dashboard?days=30');
    expect(act.statusCode, act.body).toBe(200);
    const activity = teacherActivitySchema.parse(json(act));
    expect(activity.classes.map((c) => [c.name, c.totals.minutesRead])).toEqual([['Room 7', 25]]);
    expect(activity.totals.minutesRead).toBe(25);
    expect(activity.minutesPerDay).toHaveLength(30);
  });
});

/** 30 rows: rows 7 and 19 of the file are wrong (unknown grade; no last name). */
function roster30(): string {
  const lines = ['First name,Last name,Grade'];
  for (let i = 1; i <= 30; i++) {
    const first = `Kid${String(i).padStart(2, '0')}`;
    if (i === 6) lines.push(`${first},Rivers,12th`);
    else if (i === 18) lines.push(`${first},,3rd Grade`);
    else lines.push(`${first},Rivers,${i % 2 ? '3rd Grade' : 'K'}`);
  }
  return lines.join('\n');
}

describe('roster import', () => {
  it('previews 30 rows naming the 2 bad ones, writes nothing, then imports 28 on confirmation', async () => {
    const fresh = await educator([{ firstName: 'Solo', lastName: 'One', gradeId: 5 }], 'Import');
    const count = async () =>
      (
        await t.database.db
          .select()
          .from(classroomStudents)
          .where(eq(classroomStudents.classroomId, fresh.cls.id))
      ).length;
    const csv = roster30();
    const pre = await call(fresh.token, 'POST', '/api/classrooms/roster/preview', {
      csv,
      classroomId: fresh.cls.id,
    });
    expect(pre.statusCode, pre.body).toBe(200);
    const p = rosterPreviewSchema.parse(json(pre));
    expect(p).toMatchObject({ valid: 28, invalid: 2, fileErrors: [], headerSkipped: true });
    expect(p.rows).toHaveLength(30);
    expect(p.rows.filter((r) => r.errors.length).map((r) => [r.line, r.errors])).toEqual([
      [7, [CLASS_INSIGHTS_MESSAGES.rowGrade]],
      [19, ['Please enter a last name.']],
    ]);
    expect(p.rows[1]).toMatchObject({ firstName: 'Kid02', gradeId: 2, errors: [] });
    expect(await count()).toBe(1); // the preview wrote nothing

    // A confirmation that does not match the preview changes nothing.
    const wrong = await call(fresh.token, 'POST', `/api/classrooms/${fresh.cls.id}/roster`, {
      csv,
      expectedValid: 27,
    });
    expect(wrong.statusCode).toBe(409);
    expect(json(wrong).message).toBe(CLASS_INSIGHTS_MESSAGES.previewChanged);
    expect(await count()).toBe(1);

    const imp = await call(fresh.token, 'POST', `/api/classrooms/${fresh.cls.id}/roster`, {
      csv,
      expectedValid: 28,
    });
    expect(imp.statusCode, imp.body).toBe(200);
    const r = rosterImportResultSchema.parse(json(imp));
    expect(r.message).toBe('28 students imported.');
    expect(r.imported).toHaveLength(28);
    expect(r.imported.every((s) => /^\d{4}$/.test(s.passCode ?? ''))).toBe(true);
    expect(r.skipped.map((s) => s.line)).toEqual([7, 19]);
    expect(await count()).toBe(29);

    // The same file again: every row is now already in the class.
    const again = rosterPreviewSchema.parse(
      json(
        await call(fresh.token, 'POST', '/api/classrooms/roster/preview', {
          csv,
          classroomId: fresh.cls.id,
        }),
      ),
    );
    expect(again.valid).toBe(0);
    expect(again.rows[0]!.errors).toEqual([CLASS_INSIGHTS_MESSAGES.rowExisting]);
  });

  it('refuses a file over 30 rows, a class that would overflow, duplicates and non-CSV', async () => {
    const big = ['a,b,1', ...Array.from({ length: 30 }, (_, i) => `N${i},M${i},2`)].join('\n');
    const p = rosterPreviewSchema.parse(
      json(await call(a.token, 'POST', '/api/classrooms/roster/preview', { csv: big })),
    );
    expect(p.fileErrors).toContain(CLASS_INSIGHTS_MESSAGES.tooManyRows);
    const imp = await call(a.token, 'POST', `/api/classrooms/${a.cls.id}/roster`, {
      csv: big,
      expectedValid: 30,
    });
    expect(imp.statusCode).toBe(400);

    const dup = rosterPreviewSchema.parse(
      json(
        await call(a.token, 'POST', '/api/classrooms/roster/preview', {
          csv: 'Ann,Lee,2\nann,lee,3\nAva,Stone,2',
          classroomId: a.cls.id,
        }),
      ),
    );
    expect(dup.headerSkipped).toBe(false);
    expect(dup.rows.map((r) => r.errors)).toEqual([
      [],
      [CLASS_INSIGHTS_MESSAGES.rowDuplicate],
      [CLASS_INSIGHTS_MESSAGES.rowExisting],
    ]);

    const bad = await call(a.token, 'POST', '/api/classrooms/roster/preview', {
      csv: 'a,"b\nc,d',
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message).toMatch(/^This file could not be read as CSV/);
    const empty = await call(a.token, 'POST', '/api/classrooms/roster/preview', { csv: '  ' });
    expect(empty.statusCode).toBe(400);
  });

  it('creates a class from a CSV in one step', async () => {
    const teacher = await educator([{ firstName: 'X', lastName: 'Y', gradeId: 3 }], 'First');
    const csv = 'Mia,Gold,2nd Grade\nLeo,Gold,kindergarten\nBad,Row,college';
    const res = await call(teacher.token, 'POST', '/api/classrooms/roster', {
      name: 'From CSV',
      gradeId: 4,
      csv,
      expectedValid: 2,
    });
    expect(res.statusCode, res.body).toBe(200);
    const r = rosterImportResultSchema.parse(json(res));
    expect(r.imported.map((s) => s.firstName).sort()).toEqual(['Leo', 'Mia']);
    expect(r.skipped.map((s) => s.line)).toEqual([3]);
    const cls = json<ClassDetail>(
      await call(teacher.token, 'GET', `/api/classrooms/${r.classroomId}`),
    );
    expect(cls.name).toBe('From CSV');
    expect(cls.students.map((s) => [s.firstName, s.gradeId]).sort()).toEqual([
      ['Leo', 2],
      ['Mia', 4],
    ]);
  });
});

describe('strangers', () => {
  it("another educator gets 404 for every route with this class's or student's ids", async () => {
    const avaId = a.cls.students.find((s) => s.firstName === 'Ava')!.id;
    const zedId = b.cls.students[0]!.id;
    const q = 'days=7&tz=UTC';
    const urls = [
      `/api/classroom/${a.cls.id}/dashboard?${q}`,
      `/api/classroom/${a.cls.id}/dashboard.csv?${q}`,
      `/api/teacher/reports?classroomId=${a.cls.id}&studentId=${avaId}&${q}`,
      `/api/teacher/reports?classroomId=${b.cls.id}&studentId=${avaId}&${q}`,
      `/api/share/teacher/books/dashboard?classroomId=${a.cls.id}&${q}`,
    ];
    for (const url of urls) {
      const res = await call(b.token, 'GET', url);
      expect(res.statusCode, url).toBe(404);
    }
    // The owner asking for a student of another class: 404 too.
    const cross = await call(
      a.token,
      'GET',
      `/api/teacher/reports?classroomId=${a.cls.id}&studentId=${zedId}&${q}`,
    );
    expect(cross.statusCode).toBe(404);
    const pre = await call(b.token, 'POST', '/api/classrooms/roster/preview', {
      csv: 'Eve,Lee,2',
      classroomId: a.cls.id,
    });
    expect(pre.statusCode).toBe(404);
    const imp = await call(b.token, 'POST', `/api/classrooms/${a.cls.id}/roster`, {
      csv: 'Eve,Lee,2',
      expectedValid: 1,
    });
    expect(imp.statusCode).toBe(404);
    expect(a.cls.students.length).toBe(3);
    const still = json<ClassDetail>(await call(a.token, 'GET', `/api/classrooms/${a.cls.id}`));
    expect(still.students.map((s) => s.firstName)).toEqual(['Ava', 'Ben', 'Cleo']);

    // Their own activity and books dashboards never include this class.
    const act = teacherActivitySchema.parse(
      json(await call(b.token, 'GET', `/api/teacher/activity-dashboard?${q}`)),
    );
    expect(act.classes.map((c) => c.id)).toEqual([b.cls.id]);
    expect(act.totals.minutesRead).toBe(0);
    const books = teacherBooksSchema.parse(
      json(await call(b.token, 'GET', `/api/share/teacher/books/dashboard?${q}`)),
    );
    expect(books.books).toEqual([]);
  });

  it('students, parents and children are refused (403); signed out is 401', async () => {
    const avaId = a.cls.students.find((s) => s.firstName === 'Ava')!.id;
    const q = 'days=7&tz=UTC';
    const gets = [
      `/api/classroom/${a.cls.id}/dashboard?${q}`,
      `/api/classroom/${a.cls.id}/dashboard.csv?${q}`,
      `/api/teacher/activity-dashboard?${q}`,
      `/api/teacher/reports?classroomId=${a.cls.id}&studentId=${avaId}&${q}`,
      `/api/share/teacher/books/dashboard?${q}`,
    ];
    const posts: Array<[string, object]> = [
      ['/api/classrooms/roster/preview', { csv: 'Eve,Lee,2', classroomId: a.cls.id }],
      [`/api/classrooms/${a.cls.id}/roster`, { csv: 'Eve,Lee,2', expectedValid: 1 }],
      ['/api/classrooms/roster', { csv: 'Eve,Lee,2', expectedValid: 1, name: 'X', gradeId: 3 }],
    ];
    for (const token of [studentToken, parentToken, childTok]) {
      for (const url of gets) expect((await call(token, 'GET', url)).statusCode, url).toBe(403);
      for (const [url, body] of posts) {
        expect((await call(token, 'POST', url, body)).statusCode, url).toBe(403);
      }
    }
    for (const url of gets) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });
});
