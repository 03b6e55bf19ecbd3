import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Role } from '@pagebird/contract';
import type { Db } from '../db/client.ts';
import { classrooms, classroomStudents, schools, users, type UserRow } from '../db/schema/index.ts';
import { hashSecret } from '../lib/passwords.ts';
import { givePaidSubscription } from '../features/family/billing.test-factories.ts';

const uniq = () => randomBytes(4).toString('hex');

export const DEFAULT_PASSWORD = 'secret-pass-1';

export async function createUser(
  db: Db,
  role: typeof Role.ADMIN | typeof Role.PARENT | typeof Role.TEACHER,
  opts: { email?: string; password?: string; name?: string; surname?: string; title?: string } = {},
): Promise<UserRow & { password: string }> {
  const password = opts.password ?? DEFAULT_PASSWORD;
  const [row] = await db
    .insert(users)
    .values({
      role,
      email: (opts.email ?? `${role.toLowerCase()}-${uniq()}@example.test`).toLowerCase(),
      name: opts.name ?? role.charAt(0) + role.slice(1).toLowerCase(),
      surname: opts.surname ?? 'Tester',
      title: opts.title ?? null,
      passwordHash: await hashSecret(password),
    })
    .returning();
  // Parents already pay (billing's 418 rule); billing tests remove it where they need to.
  if (role === Role.PARENT) await givePaidSubscription(db, row!.id);
  return { ...row!, password };
}

export const createAdmin = (db: Db, o?: Parameters<typeof createUser>[2]) =>
  createUser(db, Role.ADMIN, o);
export const createParent = (db: Db, o?: Parameters<typeof createUser>[2]) =>
  createUser(db, Role.PARENT, o);
export const createTeacher = (db: Db, o?: Parameters<typeof createUser>[2]) =>
  createUser(db, Role.TEACHER, { title: 'Mr.', ...o });

export async function createChild(
  db: Db,
  parentId: string,
  opts: { name?: string; age?: number } = {},
): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({
      role: Role.CHILD,
      name: opts.name ?? `Kid${uniq()}`,
      parentId,
      birthYear: new Date().getUTCFullYear() - (opts.age ?? 7),
    })
    .returning();
  return row!;
}

/** A family: a parent with children. */
export async function createFamily(db: Db, childNames: string[] = ['Mia', 'Leo']) {
  const parent = await createParent(db);
  const children = [];
  for (const name of childNames) children.push(await createChild(db, parent.id, { name }));
  return { parent, children };
}

export interface ClassFixture {
  teacher: UserRow & { password: string };
  classroom: { id: string; loginCode: string };
  students: Array<UserRow & { pin: string }>;
}

/** A teacher, a school, a classroom with a fresh class code and `n` students with PINs. */
export async function createClassroom(
  db: Db,
  n = 3,
  opts: { pins?: (i: number) => string } = {},
): Promise<ClassFixture> {
  const teacher = await createTeacher(db);
  const [school] = await db
    .insert(schools)
    .values({
      name: `School ${uniq()}`,
      timeZone: 'America/New_York',
      hoursFrom: '8AM',
      hoursTo: '3PM',
    })
    .returning();
  const loginCode = `C${uniq().toUpperCase()}`.slice(0, 8);
  const [classroom] = await db
    .insert(classrooms)
    .values({ name: `Class ${loginCode}`, schoolId: school!.id, teacherId: teacher.id, loginCode })
    .returning();
  const pinOf = opts.pins ?? ((i: number) => String(1000 + i));
  const students = await Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const pin = pinOf(i);
      const [s] = await db
        .insert(users)
        .values({
          role: Role.STUDENT,
          name: `Student${String(i).padStart(2, '0')}`,
          surname: 'Lee',
          pinHash: await hashSecret(pin),
        })
        .returning();
      await db.insert(classroomStudents).values({ classroomId: classroom!.id, studentId: s!.id });
      return { ...s!, pin };
    }),
  );
  return { teacher, classroom: { id: classroom!.id, loginCode }, students };
}

/** Sign in with email and password; returns the token (throws on failure). */
export async function loginAs(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { token: string }).token;
}

export async function studentLogin(
  app: FastifyInstance,
  classCode: string,
  studentId: string,
  passCode: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/student/login',
    payload: { classCode, studentId, passCode },
  });
}

/** Parent signs in and picks a child profile; returns both tokens. */
export async function childToken(
  app: FastifyInstance,
  parent: { email: string | null; password: string },
  childId: string,
) {
  const parentToken = await loginAs(app, parent.email!, parent.password);
  const res = await app.inject({
    method: 'POST',
    url: `/api/profile/${childId}`,
    headers: { authorization: `Bearer ${parentToken}` },
  });
  if (res.statusCode !== 200)
    throw new Error(`profile select failed: ${res.statusCode} ${res.body}`);
  return { parentToken, childToken: (res.json() as { token: string }).token };
}
