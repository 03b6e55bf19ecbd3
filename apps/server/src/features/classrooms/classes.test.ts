import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';
import { PDFDocument, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib';
import {
  CLASS_CODE_ALPHABET,
  CLASS_MESSAGES,
  MESSAGES,
  type ClassDetail,
  type ClassSummary,
  type SessionResponse,
} from '@pagebird/contract';
import { schools } from '../../db/schema/index.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/app.ts';
import { createFamily, createTeacher, loginAs, studentLogin } from '../../test/factories.ts';
import { newClassCode, newPin } from './classes.service.ts';

/** Classes, students, PINs, class codes, login cards and the student sign-in lockout (issue 12). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT';
const call = (token: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** An educator with a school of their own, signed in. */
async function educator() {
  const teacher = await createTeacher(t.database.db);
  const [school] = await t.database.db
    .insert(schools)
    .values({
      name: 'Oak School',
      timeZone: 'America/Chicago',
      hoursFrom: '8AM',
      hoursTo: '3PM',
      createdById: teacher.id,
    })
    .returning();
  return {
    teacher,
    school: school!,
    token: await loginAs(t.app, teacher.email!, teacher.password),
  };
}

const threeStudents = [
  { firstName: 'Ava', lastName: 'Stone', gradeId: 4, passCode: '4821' },
  {
    firstName: 'Ben',
    lastName: 'Cruz',
    gradeId: 4,
    readingLevels: [{ readingLevelSystem: 'GUIDED_READING', readingLevelValue: 'j' }],
  },
  { firstName: 'Cleo', lastName: 'Park', gradeId: 2 },
];

async function newClass(token: string, name = 'Room 7') {
  const res = await call(token, 'POST', '/api/classrooms', {
    name,
    gradeId: 4,
    students: threeStudents,
  });
  expect(res.statusCode, res.body).toBe(200);
  return json<ClassDetail>(res);
}

const codeRe = new RegExp(`^[${CLASS_CODE_ALPHABET}]{6}$`);
const cardTokenOf = (url: string) => new URL(url).searchParams.get('card')!;
const cardLogin = (token: string, remoteAddress = '198.51.100.9') =>
  t.app.inject({
    method: 'POST',
    url: '/api/student/card-login',
    payload: { token },
    remoteAddress,
  });

/**
 * The QR codes of a class's login cards, read back from the PDF: every image is inflated to
 * RGBA and scanned with jsQR (the alpha masks of the images hold no QR code and are skipped).
 */
async function cardUrls(
  token: string,
  classId: string,
): Promise<{ urls: string[]; pages: number }> {
  const res = await call(token, 'GET', `/api/classrooms/${classId}/login-cards.pdf`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  const pdf = await PDFDocument.load(res.rawPayload);
  const urls: string[] = [];
  for (const [, o] of pdf.context.enumerateIndirectObjects()) {
    if (!(o instanceof PDFRawStream) || o.dict.get(PDFName.of('Subtype')) !== PDFName.of('Image'))
      continue;
    const w = (o.dict.get(PDFName.of('Width')) as PDFNumber).asNumber();
    const h = (o.dict.get(PDFName.of('Height')) as PDFNumber).asNumber();
    const channels = o.dict.get(PDFName.of('ColorSpace')) === PDFName.of('DeviceRGB') ? 3 : 1;
    const raw = inflateSync(o.contents);
    const rgba = new Uint8ClampedArray(w * h * 4);
    for (let i = 0; i < w * h; i++) {
      for (let k = 0; k < 3; k++) rgba[i * 4 + k] = raw[i * channels + (channels === 3 ? k : 0)]!;
      rgba[i * 4 + 3] = 255;
    }
    const found = jsQR(rgba, w, h);
    if (found) urls.push(found.data);
  }
  return { urls, pages: pdf.getPageCount() };
}

describe('POST /api/classrooms (create class → students → class code)', () => {
  it('creates a class of 3 students with a readable class code, PINs and ages from grades', async () => {
    const { token, school } = await educator();
    const c = await newClass(token);
    expect(c.loginCode).toMatch(codeRe);
    expect(c.school).toEqual({ id: school.id, name: 'Oak School' });
    expect(c.studentCount).toBe(3);
    expect(c.students.map((s) => s.firstName)).toEqual(['Ava', 'Ben', 'Cleo']);
    const [ava, ben, cleo] = c.students;
    expect(ava!.passCode).toBe('4821');
    expect(ben!.passCode).toMatch(/^\d{4}$/);
    expect(ben!.readingLevels).toEqual([
      { readingLevelSystem: 'GUIDED_READING', readingLevelValue: 'J' },
    ]);
    // 2nd grade (id 4) → 7 years old; Kindergarten (id 2) → 5.
    expect(ava!.age).toBe(7);
    expect(cleo!.age).toBe(5);
    expect(ava!.lockedUntil).toBeNull();

    // Every student signs in with the class code and their PIN.
    for (const s of c.students) {
      const res = await studentLogin(t.app, c.loginCode.toLowerCase(), s.id, s.passCode!);
      expect(res.statusCode, res.body).toBe(200);
      expect(json<SessionResponse>(res).user).toMatchObject({ role: 'STUDENT', age: s.age });
    }

    const list = json<ClassSummary[]>(await call(token, 'GET', '/api/classrooms'));
    expect(list.map((x) => x.id)).toEqual([c.id]);
  });

  it('lets an educator keep several classes, each with its own code', async () => {
    const { token } = await educator();
    const a = await newClass(token, 'Room A');
    const b = await newClass(token, 'Room B');
    expect(a.loginCode).not.toBe(b.loginCode);
    const list = json<ClassSummary[]>(await call(token, 'GET', '/api/classrooms'));
    expect(list.map((x) => x.name)).toEqual(['Room A', 'Room B']);
  });

  it('draws class codes of 6 from the unambiguous alphabet, all different in 2000 draws', () => {
    const codes = Array.from({ length: 2000 }, () => newClassCode());
    for (const c of codes) expect(c).toMatch(codeRe);
    expect(new Set(codes).size).toBe(2000);
    const pins = Array.from({ length: 200 }, () => newPin());
    for (const p of pins) expect(p).toMatch(/^\d{4}$/);
  });

  it('gives a fresh unused class code', async () => {
    const { token } = await educator();
    const res = await call(token, 'GET', '/api/classrooms/classcode');
    expect(res.statusCode).toBe(200);
    expect(json<{ classCode: string }>(res).classCode).toMatch(codeRe);
  });

  it('validates the class and its students with clear texts', async () => {
    const { token } = await educator();
    const noStudents = await call(token, 'POST', '/api/classrooms', {
      name: 'X',
      gradeId: 4,
      students: [],
    });
    expect(noStudents.statusCode).toBe(400);
    expect(json(noStudents)).toMatchObject({
      fields: { students: CLASS_MESSAGES.studentsRequired },
    });
    const badPin = await call(token, 'POST', '/api/classrooms', {
      name: ' ',
      gradeId: 99,
      students: [{ firstName: 'A', lastName: '', gradeId: 4, passCode: '12' }],
    });
    expect(badPin.statusCode).toBe(400);
    expect(json(badPin)).toMatchObject({
      fields: {
        name: CLASS_MESSAGES.nameRequired,
        'students.0.lastName': CLASS_MESSAGES.lastNameRequired,
        'students.0.passCode': 'A PIN is 4 to 6 digits.',
      },
    });
  });

  it('needs a school of the educator', async () => {
    const teacher = await createTeacher(t.database.db);
    const token = await loginAs(t.app, teacher.email!, teacher.password);
    const res = await call(token, 'POST', '/api/classrooms', {
      name: 'Room',
      gradeId: 4,
      students: threeStudents,
    });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ fields: { schoolId: 'Please add your school first.' } });
    const other = await educator();
    const foreign = await call(token, 'POST', '/api/classrooms', {
      name: 'Room',
      gradeId: 4,
      schoolId: other.school.id,
      students: threeStudents,
    });
    expect(foreign.statusCode).toBe(400);
  });
});

describe('students: add, edit, PIN, remove', () => {
  it('adds, edits (grade → age), sets a PIN and removes students', async () => {
    const { token } = await educator();
    const c = await newClass(token);
    const added = await call(token, 'POST', `/api/classrooms/${c.id}/students`, {
      students: [{ firstName: 'Dan', lastName: 'Moss', gradeId: 5 }],
    });
    expect(added.statusCode).toBe(200);
    const dan = json<ClassDetail>(added).students.find((s) => s.firstName === 'Dan')!;
    expect(dan.age).toBe(8);

    const edited = await call(token, 'PATCH', `/api/users/student/${dan.id}`, {
      firstName: 'Danny',
      gradeId: 7,
      readingLevels: [{ readingLevelSystem: 'LEXILE', readingLevelValue: '520L' }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(json(edited)).toMatchObject({
      firstName: 'Danny',
      lastName: 'Moss',
      gradeId: 7,
      age: 10,
      readingLevels: [{ readingLevelSystem: 'LEXILE', readingLevelValue: '520L' }],
    });

    const pin = await call(token, 'PUT', `/api/students/${dan.id}/pass-code`, { passCode: '9090' });
    expect(pin.statusCode).toBe(200);
    expect(json(pin)).toEqual({ message: CLASS_MESSAGES.pinSaved });
    expect((await studentLogin(t.app, c.loginCode, dan.id, '9090')).statusCode).toBe(200);
    expect((await studentLogin(t.app, c.loginCode, dan.id, dan.passCode!)).statusCode).toBe(401);

    const session = json<SessionResponse>(await studentLogin(t.app, c.loginCode, dan.id, '9090'));
    const removed = await call(token, 'DELETE', `/api/classrooms/${c.id}/students`, {
      studentIds: [dan.id],
    });
    expect(removed.statusCode).toBe(200);
    expect(json<ClassDetail>(removed).students.map((s) => s.firstName)).toEqual([
      'Ava',
      'Ben',
      'Cleo',
    ]);
    // The removed student's session ends at once.
    expect((await call(session.token, 'GET', '/api/users/details')).statusCode).toBe(401);
  });
});

describe("another educator's ids are refused on every route", () => {
  it('answers 404 for every class, student and device route of another educator', async () => {
    const owner = await educator();
    const c = await newClass(owner.token);
    const device = json<{ device: { id: string } }>(
      await call(owner.token, 'POST', `/api/classrooms/${c.id}/devices`, { label: 'Desk 1' }),
    ).device;
    const s = c.students[0]!;
    const intruder = await educator();
    await newClass(intruder.token, 'Mine');
    const tries: Array<[Method, string, object?]> = [
      ['GET', `/api/classrooms/${c.id}`],
      ['PUT', `/api/classrooms/${c.id}`, { name: 'Taken', gradeId: 4 }],
      ['DELETE', `/api/classrooms/${c.id}`],
      ['POST', '/api/classrooms/archive', { classroomIds: [c.id] }],
      ['PUT', `/api/classrooms/${c.id}/disable`, { disabled: true }],
      ['POST', `/api/classrooms/${c.id}/classcode`],
      ['POST', `/api/classrooms/${c.id}/students`, { students: threeStudents }],
      ['DELETE', `/api/classrooms/${c.id}/students`, { studentIds: [s.id] }],
      ['DELETE', `/api/classrooms/${c.id}/students/${s.id}/lockout`],
      ['POST', `/api/classrooms/${c.id}/students/${s.id}/card-reset`],
      ['GET', `/api/classrooms/${c.id}/login-cards.pdf`],
      ['POST', `/api/classrooms/${c.id}/devices`, { label: 'Mine now' }],
      ['DELETE', `/api/classrooms/${c.id}/devices/${device.id}`],
      ['PATCH', `/api/users/student/${s.id}`, { firstName: 'Hacked' }],
      ['PUT', `/api/students/${s.id}/pass-code`, { passCode: '0000' }],
    ];
    for (const [method, url, body] of tries) {
      const res = await call(intruder.token, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    // The intruder's own class id with the owner's student: still refused.
    const mine = json<ClassSummary[]>(await call(intruder.token, 'GET', '/api/classrooms'))[0]!;
    for (const [method, url, body] of [
      ['DELETE', `/api/classrooms/${mine.id}/students`, { studentIds: [s.id] }],
      ['DELETE', `/api/classrooms/${mine.id}/students/${s.id}/lockout`],
      ['POST', `/api/classrooms/${mine.id}/students/${s.id}/card-reset`],
      ['DELETE', `/api/classrooms/${mine.id}/devices/${device.id}`],
    ] as Array<[Method, string, object?]>) {
      expect((await call(intruder.token, method, url, body)).statusCode, url).toBe(404);
    }
    // Nothing changed for the owner.
    const after = json<ClassDetail>(await call(owner.token, 'GET', `/api/classrooms/${c.id}`));
    expect(after).toMatchObject({ name: 'Room 7', loginCode: c.loginCode, archived: false });
    expect(after.students.map((x) => [x.firstName, x.passCode])).toEqual(
      c.students.map((x) => [x.firstName, x.passCode]),
    );
    expect(after.devices).toHaveLength(1);
    expect(json<ClassSummary[]>(await call(intruder.token, 'GET', '/api/classrooms'))).toHaveLength(
      1,
    );
  });

  it('refuses parents and students (403)', async () => {
    const owner = await educator();
    const c = await newClass(owner.token);
    const { parent } = await createFamily(t.database.db, []);
    const parentToken = await loginAs(t.app, parent.email!, parent.password);
    const student = json<SessionResponse>(
      await studentLogin(t.app, c.loginCode, c.students[0]!.id, c.students[0]!.passCode!),
    );
    for (const token of [parentToken, student.token]) {
      expect((await call(token, 'GET', `/api/classrooms/${c.id}`)).statusCode).toBe(403);
      expect((await call(token, 'GET', '/api/classrooms')).statusCode).toBe(403);
      expect(
        (
          await call(token, 'PUT', `/api/students/${c.students[0]!.id}/pass-code`, {
            passCode: '1234',
          })
        ).statusCode,
      ).toBe(403);
    }
  });
});

describe('login cards with a QR sign-in', () => {
  it('prints one PDF with a card per student whose QR code signs that student in', async () => {
    const { token } = await educator();
    const c = await newClass(token);
    const { urls, pages } = await cardUrls(token, c.id);
    expect(pages).toBe(1);
    expect(urls).toHaveLength(3);
    const signedIn: string[] = [];
    for (const url of urls) {
      expect(url).toMatch(/^http:\/\/pagebird\.test\/students\?card=/);
      const res = await cardLogin(cardTokenOf(url));
      expect(res.statusCode, res.body).toBe(200);
      const user = json<SessionResponse>(res).user;
      expect(user.role).toBe('STUDENT');
      expect(user.classroom?.id).toBe(c.id);
      signedIn.push(user.id);
    }
    expect(signedIn.sort()).toEqual(c.students.map((s) => s.id).sort());
  });

  it('refuses a forged or altered token; a card reset revokes one card, a new class code all', async () => {
    const { token } = await educator();
    const c = await newClass(token);
    const { urls } = await cardUrls(token, c.id);
    const tokens = urls.map(cardTokenOf);
    const forged = `${tokens[0]!.slice(0, -2)}${tokens[0]!.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const bad of [forged, 'nonsense', `${tokens[0]!}x`]) {
      const res = await cardLogin(bad);
      expect(res.statusCode).toBe(401);
      expect(json(res)).toMatchObject({ message: CLASS_MESSAGES.cardInvalid });
    }
    // Another student's id under this student's signature: refused.
    const [a, b] = tokens as [string, string];
    const swapped = `${a.slice(0, 32)}${b.slice(32, 64)}${a.slice(64)}`;
    expect((await cardLogin(swapped)).statusCode).toBe(401);

    // Reset one card: only that card stops working; a reprint works again.
    const who = json<SessionResponse>(await cardLogin(a)).user.id;
    const reset = await call(token, 'POST', `/api/classrooms/${c.id}/students/${who}/card-reset`);
    expect(reset.statusCode).toBe(200);
    expect((await cardLogin(a)).statusCode).toBe(401);
    expect((await cardLogin(b)).statusCode).toBe(200);
    const reprinted = (await cardUrls(token, c.id)).urls.map(cardTokenOf);
    expect(reprinted).not.toContain(a);
    for (const tk of reprinted) expect((await cardLogin(tk)).statusCode).toBe(200);

    // A new class code revokes every card and the old code.
    const rotated = await call(token, 'POST', `/api/classrooms/${c.id}/classcode`);
    expect(rotated.statusCode).toBe(200);
    const fresh = json<ClassDetail>(rotated);
    expect(fresh.loginCode).toMatch(codeRe);
    expect(fresh.loginCode).not.toBe(c.loginCode);
    for (const tk of reprinted) expect((await cardLogin(tk)).statusCode).toBe(401);
    const s = c.students[0]!;
    expect((await studentLogin(t.app, c.loginCode, s.id, s.passCode!)).statusCode).toBe(404);
    expect((await studentLogin(t.app, fresh.loginCode, s.id, s.passCode!)).statusCode).toBe(200);
    for (const tk of (await cardUrls(token, c.id)).urls.map(cardTokenOf)) {
      expect((await cardLogin(tk)).statusCode).toBe(200);
    }
  });
});

describe('pause and archive', () => {
  it('a paused class cannot sign in and its sessions end; resuming lets it in again', async () => {
    const { token } = await educator();
    const c = await newClass(token);
    const s = c.students[0]!;
    const session = json<SessionResponse>(
      await studentLogin(t.app, c.loginCode, s.id, s.passCode!),
    );
    const paused = await call(token, 'PUT', `/api/classrooms/${c.id}/disable`, { disabled: true });
    expect(json<ClassDetail>(paused).disabled).toBe(true);
    expect((await call(session.token, 'GET', '/api/users/details')).statusCode).toBe(401);
    expect((await studentLogin(t.app, c.loginCode, s.id, s.passCode!)).statusCode).toBe(404);
    await call(token, 'PUT', `/api/classrooms/${c.id}/disable`, { disabled: false });
    expect((await studentLogin(t.app, c.loginCode, s.id, s.passCode!)).statusCode).toBe(200);
  });

  it('archives several classes at once (all or none); archived classes are read-only', async () => {
    const { token } = await educator();
    const a = await newClass(token, 'Room A');
    const b = await newClass(token, 'Room B');
    const keep = await newClass(token, 'Room C');
    const other = await educator();
    const foreign = await newClass(other.token);
    const mixed = await call(token, 'POST', '/api/classrooms/archive', {
      classroomIds: [a.id, foreign.id],
    });
    expect(mixed.statusCode).toBe(404);
    expect(json<ClassDetail>(await call(token, 'GET', `/api/classrooms/${a.id}`)).archived).toBe(
      false,
    );
    const res = await call(token, 'POST', '/api/classrooms/archive', {
      classroomIds: [a.id, b.id],
    });
    expect(json(res)).toEqual({ message: '2 classes archived.' });
    const active = json<ClassSummary[]>(await call(token, 'GET', '/api/classrooms?archived=false'));
    expect(active.map((x) => x.name)).toEqual(['Room C']);
    const all = json<ClassSummary[]>(await call(token, 'GET', '/api/classrooms'));
    expect(all.map((x) => [x.name, x.archived])).toEqual([
      ['Room C', false],
      ['Room A', true],
      ['Room B', true],
    ]);
    expect((await studentLogin(t.app, a.loginCode, a.students[0]!.id, '4821')).statusCode).toBe(
      404,
    );
    const edit = await call(token, 'PUT', `/api/classrooms/${a.id}`, { name: 'New', gradeId: 4 });
    expect(edit.statusCode).toBe(409);
    expect(json(edit)).toMatchObject({ message: CLASS_MESSAGES.classArchived });
    expect((await call(token, 'DELETE', `/api/classrooms/${keep.id}`)).statusCode).toBe(200);
  });
});

describe('student sign-in lockout (issue 12 item 4): lock the guessing source, not the class', () => {
  it('replays the attack: strangers lock nobody out of the class devices; guessing stops at ten; the teacher clears a lockout', async () => {
    const { token } = await educator();
    const c = await newClass(token);
    const devices: string[] = [];
    for (const label of ['Desk 1', 'Desk 2']) {
      const res = await call(token, 'POST', `/api/classrooms/${c.id}/devices`, { label });
      expect(res.statusCode).toBe(200);
      devices.push(json<{ token: string }>(res).token);
    }
    const attacker = '203.0.113.66';
    // The attack: class code → student list → ten wrong PINs for every student.
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/classrooms/students?classCode=${c.loginCode}`,
      remoteAddress: attacker,
    });
    const ids = json<{ students: Array<{ id: string }> }>(list).students.map((s) => s.id);
    expect(ids).toHaveLength(3);
    for (const id of ids) {
      const answers = [];
      for (let i = 0; i < 10; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/student/login',
          remoteAddress: attacker,
          payload: { classCode: c.loginCode, studentId: id, passCode: '0000' },
        });
        answers.push(res.statusCode);
      }
      expect(answers).toEqual([...Array(9).fill(401), 429]);
      // An eleventh try, even with the right PIN, from anywhere but a class device: refused.
      const right = c.students.find((s) => s.id === id)!.passCode!;
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/student/login',
        remoteAddress: '192.0.2.1',
        payload: { classCode: c.loginCode, studentId: id, passCode: right },
      });
      expect(again.statusCode).toBe(429);
    }
    // The class's own devices still sign every student in.
    for (const s of c.students) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/student/login',
        remoteAddress: '10.0.0.5',
        payload: {
          classCode: c.loginCode,
          studentId: s.id,
          passCode: s.passCode,
          deviceToken: devices[0],
        },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    // The teacher sees the lockouts on the class page.
    const seen = json<ClassDetail>(await call(token, 'GET', `/api/classrooms/${c.id}`));
    for (const s of seen.students) {
      expect(s.lockedUntil).not.toBeNull();
      expect(s.failedTries).toBe(10);
    }
    expect(seen.devices.map((d) => d.label)).toEqual(['Desk 1', 'Desk 2']);
    expect(seen.devices[0]!.lastUsedAt).not.toBeNull();

    // Guessing from a class device stops after ten tries too (per device), the other device
    // still works, and a device of another class counts as a stranger.
    const victim = c.students[1]!;
    const fromDesk = (passCode: string, deviceToken = devices[0]) =>
      t.app.inject({
        method: 'POST',
        url: '/api/student/login',
        payload: { classCode: c.loginCode, studentId: victim.id, passCode, deviceToken },
      });
    const desk = [];
    for (let i = 0; i < 10; i++) desk.push((await fromDesk('0000')).statusCode);
    expect(desk).toEqual([...Array(9).fill(401), 429]);
    expect((await fromDesk(victim.passCode!)).statusCode).toBe(429);
    expect((await fromDesk(victim.passCode!, devices[1])).statusCode).toBe(200);
    expect((await fromDesk(victim.passCode!, 'not-a-device')).statusCode).toBe(429);

    // The teacher clears the lockout; the student signs in from anywhere again.
    const cleared = await call(
      token,
      'DELETE',
      `/api/classrooms/${c.id}/students/${victim.id}/lockout`,
    );
    expect(json(cleared)).toEqual({ message: CLASS_MESSAGES.lockoutCleared });
    expect((await fromDesk(victim.passCode!)).statusCode).toBe(200);
    expect((await studentLogin(t.app, c.loginCode, victim.id, victim.passCode!)).statusCode).toBe(
      200,
    );
    const after = json<ClassDetail>(await call(token, 'GET', `/api/classrooms/${c.id}`));
    expect(after.students.find((s) => s.id === victim.id)).toMatchObject({
      lockedUntil: null,
      failedTries: 0,
    });

    // A new PIN from the teacher also ends a lockout.
    const third = c.students[2]!;
    await call(token, 'PUT', `/api/students/${third.id}/pass-code`, { passCode: '5150' });
    expect((await studentLogin(t.app, c.loginCode, third.id, '5150')).statusCode).toBe(200);

    // A removed device is a stranger again.
    const desk1 = seen.devices[0]!.id;
    expect(
      (await call(token, 'DELETE', `/api/classrooms/${c.id}/devices/${desk1}`)).statusCode,
    ).toBe(200);
    const first = c.students[0]!;
    const gone = await t.app.inject({
      method: 'POST',
      url: '/api/student/login',
      payload: {
        classCode: c.loginCode,
        studentId: first.id,
        passCode: first.passCode,
        deviceToken: devices[0],
      },
    });
    expect(gone.statusCode).toBe(429);
    expect(json(gone)).toMatchObject({ message: MESSAGES.lockedOut });
  });
});
