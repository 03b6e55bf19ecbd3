import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@pagebird/contract';
import { bearer, createTestApp, json, type TestApp } from '../../test/app.ts';
import { createClassroom, studentLogin, type ClassFixture } from '../../test/factories.ts';

let t: TestApp;
let klass: ClassFixture;
beforeAll(async () => {
  t = await createTestApp();
  klass = await createClassroom(t.database.db, 3);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/classrooms/students', () => {
  it('lists the students of a class code (any case) without PINs and with first names only', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/classrooms/students?classCode=${klass.classroom.loginCode.toLowerCase()}`,
    });
    expect(res.statusCode).toBe(200);
    const body = json<{
      classroom: Record<string, unknown>;
      students: Array<Record<string, unknown>>;
    }>(res);
    expect(body.classroom).toMatchObject({
      id: klass.classroom.id,
      loginCode: klass.classroom.loginCode,
      teacherName: 'Mr. Tester',
    });
    expect(body.students.map((s) => s.id).sort()).toEqual(klass.students.map((s) => s.id).sort());
    expect(body.students[0]).toEqual({
      id: expect.any(String),
      name: 'Student00 L.',
      avatarSettings: { avatar: null, frame: null, sticker: null },
    });
    expect(res.body).not.toMatch(/pin|hash/i);
  });

  it('answers an unknown class code with 404 and a clear text', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/classrooms/students?classCode=NOPE99',
    });
    expect(res.statusCode).toBe(404);
    expect(json(res)).toEqual({ code: 'NOT_FOUND', message: MESSAGES.classCodeUnknown });
  });

  it('requires a class code', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/classrooms/students' });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({
      code: 'VALIDATION',
      fields: { classCode: 'Please enter your class code.' },
    });
  });
});

describe('POST /api/student/login', () => {
  it('signs a student in with class code and PIN; the student has no email and sees the classroom', async () => {
    const s = klass.students[0]!;
    const res = await studentLogin(t.app, klass.classroom.loginCode.toLowerCase(), s.id, s.pin);
    expect(res.statusCode).toBe(200);
    const body = json<{ token: string; user: Record<string, unknown> }>(res);
    expect(body.user).toMatchObject({
      id: s.id,
      role: 'STUDENT',
      email: null,
      teacherIds: [klass.teacher.id],
      classroom: {
        id: klass.classroom.id,
        loginCode: klass.classroom.loginCode,
        school: { timeZone: 'America/New_York', hours: { hoursFrom: '8AM', hoursTo: '3PM' } },
      },
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/details',
      headers: bearer(body.token),
    });
    expect(json(me)).toMatchObject({
      id: s.id,
      role: 'STUDENT',
      classroom: { id: klass.classroom.id },
    });
  });

  it('refuses a wrong PIN with 401 and the PIN text', async () => {
    const s = klass.students[1]!;
    const res = await studentLogin(t.app, klass.classroom.loginCode, s.id, '9999');
    expect(res.statusCode).toBe(401);
    expect(json(res)).toEqual({ code: 'INVALID_CREDENTIALS', message: MESSAGES.pinIncorrect });
  });

  it('refuses a student of another class', async () => {
    const other = await createClassroom(t.database.db, 1);
    const s = other.students[0]!;
    const res = await studentLogin(t.app, klass.classroom.loginCode, s.id, s.pin);
    expect(res.statusCode).toBe(401);
  });

  it('validates the PIN format', async () => {
    const res = await studentLogin(t.app, klass.classroom.loginCode, klass.students[0]!.id, '12');
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ fields: { passCode: 'A PIN is 4 to 6 digits.' } });
  });

  it('locks a student out after 10 wrong PINs (a right PIN is refused too); classmates are not affected', async () => {
    const k = await createClassroom(t.database.db, 2);
    const [victim, classmate] = k.students as [
      ClassFixture['students'][number],
      ClassFixture['students'][number],
    ];
    for (let i = 0; i < 9; i++) {
      const res = await studentLogin(t.app, k.classroom.loginCode, victim.id, '0000');
      expect(res.statusCode).toBe(401);
    }
    const tenth = await studentLogin(t.app, k.classroom.loginCode, victim.id, '0000');
    expect(tenth.statusCode).toBe(429);
    expect(json(tenth)).toEqual({
      code: 'LOCKED_OUT',
      message: 'Too many tries. Please wait a few minutes and try again.',
      metadata: { retryAfterSeconds: 900 },
    });
    const right = await studentLogin(t.app, k.classroom.loginCode, victim.id, victim.pin);
    expect(right.statusCode).toBe(429);
    expect(json(right)).toMatchObject({ code: 'LOCKED_OUT', message: MESSAGES.lockedOut });

    expect(
      (await studentLogin(t.app, k.classroom.loginCode, classmate.id, classmate.pin)).statusCode,
    ).toBe(200);

    t.clock.advance(15 * 60_000 + 1000);
    try {
      expect(
        (await studentLogin(t.app, k.classroom.loginCode, victim.id, victim.pin)).statusCode,
      ).toBe(200);
    } finally {
      t.clock.reset();
    }
  });

  it('lets 30 students of one class sign in at once from one IP', async () => {
    const k = await createClassroom(t.database.db, 30);
    const ip = '203.0.113.7';
    // Every student's device first loads the picker, then signs in — all at the same moment.
    const pickers = await Promise.all(
      k.students.map(() =>
        t.app.inject({
          method: 'GET',
          url: `/api/classrooms/students?classCode=${k.classroom.loginCode}`,
          remoteAddress: ip,
        }),
      ),
    );
    expect(pickers.map((r) => r.statusCode)).toEqual(Array(30).fill(200));
    const logins = await Promise.all(
      k.students.map((s) =>
        t.app.inject({
          method: 'POST',
          url: '/api/student/login',
          remoteAddress: ip,
          payload: { classCode: k.classroom.loginCode, studentId: s.id, passCode: s.pin },
        }),
      ),
    );
    expect(logins.map((r) => r.statusCode)).toEqual(Array(30).fill(200));
    expect(new Set(logins.map((r) => json<{ token: string }>(r).token)).size).toBe(30);
  });
});
