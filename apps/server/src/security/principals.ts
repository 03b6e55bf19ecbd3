import { Role } from '@pagebird/contract';
import type { TestApp } from '../test/app.ts';
import { bearer } from '../test/app.ts';
import {
  createAdmin,
  createClassroom,
  createFamily,
  type ClassFixture,
} from '../test/factories.ts';
import { nextIp } from './contract-samples.ts';

/**
 * Signed-in callers for the security suite: each principal is a new account with its own family
 * or classroom, so one test's calls (a sign-out, a deleted child) never touch another's.
 */

export type Principal = 'anonymous' | Role;

export const PRINCIPALS: readonly Principal[] = [
  'anonymous',
  Role.ADMIN,
  Role.PARENT,
  Role.CHILD,
  Role.TEACHER,
  Role.STUDENT,
];

/**
 * The sign-in calls, each from a fresh client address: the suite signs in hundreds of times,
 * and the per-address limits of the sign-in routes are not what it tests.
 */
async function post(t: TestApp, url: string, body: unknown, token?: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload: body === undefined ? undefined : JSON.stringify(body),
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? bearer(token) : {}),
    },
    remoteAddress: nextIp(),
  });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return (res.json() as { token: string }).token;
}

const loginAs = (t: TestApp, email: string, password: string) =>
  post(t, '/api/login', { email, password });

/** A family: the parent (parent gate passed) and a child profile, with their tokens. */
export interface FamilyWorld {
  parentId: string;
  childId: string;
  parentToken: string;
  childToken: string;
}

export async function familyWorld(t: TestApp, childName = 'Cal'): Promise<FamilyWorld> {
  const { parent, children } = await createFamily(t.database.db, [childName]);
  const child = children[0]!;
  const gate = await loginAs(t, parent.email!, parent.password);
  const select = await loginAs(t, parent.email!, parent.password);
  return {
    parentId: parent.id,
    childId: child.id,
    parentToken: await post(t, '/api/users/password/verify', { password: parent.password }, gate),
    childToken: await post(t, `/api/profile/${child.id}`, undefined, select),
  };
}

/** A classroom: its teacher and first student, with their tokens (call within school hours). */
export interface ClassWorld {
  fixture: ClassFixture;
  classroomId: string;
  studentId: string;
  teacherToken: string;
  studentToken: string;
}

export async function studentToken(t: TestApp, klass: ClassFixture, i = 0): Promise<string> {
  const s = klass.students[i]!;
  return post(t, '/api/student/login', {
    classCode: klass.classroom.loginCode,
    studentId: s.id,
    passCode: s.pin,
  });
}

export async function classWorld(t: TestApp, students = 1): Promise<ClassWorld> {
  const klass = await createClassroom(t.database.db, students);
  return {
    fixture: klass,
    classroomId: klass.classroom.id,
    studentId: klass.students[0]!.id,
    teacherToken: await loginAs(t, klass.teacher.email!, klass.teacher.password),
    studentToken: await studentToken(t, klass),
  };
}

/** A new account of the role with its own family or classroom; returns its token. */
export async function signInAs(t: TestApp, role: Role): Promise<string> {
  switch (role) {
    case Role.ADMIN: {
      const admin = await createAdmin(t.database.db);
      return loginAs(t, admin.email!, admin.password);
    }
    case Role.PARENT:
    case Role.CHILD: {
      const family = await familyWorld(t);
      return role === Role.PARENT ? family.parentToken : family.childToken;
    }
    case Role.TEACHER: {
      const klass = await createClassroom(t.database.db, 1);
      return loginAs(t, klass.teacher.email!, klass.teacher.password);
    }
    case Role.STUDENT:
      return studentToken(t, await createClassroom(t.database.db, 1));
  }
  throw new Error(`no sign-in for ${String(role)}`);
}
