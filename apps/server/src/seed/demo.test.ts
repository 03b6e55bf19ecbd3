import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { createTestApp, json, bearer, type TestApp } from '../test/app.ts';
import { classrooms, schools, users } from '../db/schema/index.ts';
import { DEMO, seedDemo } from './demo.ts';
import { AVATARS } from './rewards/items.ts';
import { givePaidSubscription } from '../features/family/billing.test-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });

describe('demo seed', () => {
  it('runs once: a second (and a concurrent) run changes nothing', async () => {
    const results = await Promise.all([seedDemo(t.database.db), seedDemo(t.database.db)]);
    expect(results.sort()).toEqual([false, true]);
    expect(await seedDemo(t.database.db)).toBe(false);
    const [u] = await t.database.db.select({ n: count() }).from(users);
    expect(u!.n).toBe(1 + 1 + 2 + 1 + 3);
    const [s] = await t.database.db.select({ n: count() }).from(schools);
    expect(s!.n).toBe(1);
  });

  it('creates the admin, parent (with Mia 5 and Leo 9) and teacher accounts', async () => {
    const admin = await login(DEMO.admin.email, DEMO.admin.password);
    expect(json(admin)).toMatchObject({ user: { role: 'ADMIN', name: 'Ada Admin' } });

    const parent = await login(DEMO.parent.email, DEMO.parent.password);
    // The demo parent pays (seed/billing.ts, which this test does not run).
    await givePaidSubscription(t.database.db, json<{ user: { id: string } }>(parent).user.id);
    expect(json(parent)).toMatchObject({
      user: { role: 'PARENT', name: 'Pat Parker', childCount: 2 },
    });
    const kids = await t.app.inject({
      method: 'GET',
      url: '/api/profile/list',
      headers: bearer(json<{ token: string }>(parent).token),
    });
    expect(json<Array<{ name: string; age: number }>>(kids).map((k) => [k.name, k.age])).toEqual([
      ['Mia', 5],
      ['Leo', 9],
    ]);

    const teacher = await login(DEMO.teacher.email, DEMO.teacher.password);
    expect(json(teacher)).toMatchObject({ user: { role: 'TEACHER', name: 'Terry Teacher' } });
  });

  it('creates the school, classroom DEMO42 and its students with PINs', async () => {
    const [room] = await t.database.db
      .select({ id: classrooms.id, name: classrooms.name, school: schools })
      .from(classrooms)
      .innerJoin(schools, eq(schools.id, classrooms.schoolId))
      .where(eq(classrooms.loginCode, 'DEMO42'));
    expect(room).toMatchObject({
      name: 'Room 4 Readers',
      school: {
        name: 'Maple Grove Elementary',
        timeZone: 'America/New_York',
        hoursFrom: '8AM',
        hoursTo: '3PM',
      },
    });
    const list = json<{
      classroom: { teacherName: string };
      students: Array<{ id: string; name: string }>;
    }>(await t.app.inject({ method: 'GET', url: '/api/classrooms/students?classCode=demo42' }));
    expect(list.classroom.teacherName).toBe('Ms. Teacher');
    expect(list.students.map((s) => s.name)).toEqual(['Ava', 'Ben', 'Cara']);
    for (const [i, s] of list.students.entries()) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/student/login',
        payload: { classCode: 'DEMO42', studentId: s.id, passCode: DEMO.teacher.students[i]!.pin },
      });
      expect(res.statusCode).toBe(200);
      expect(json(res)).toMatchObject({ user: { role: 'STUDENT', email: null } });
    }
  });
});

describe('demo children', () => {
  it('wear a starter avatar of the reward catalogue', async () => {
    const starters = new Set(AVATARS.filter((a) => a.starter).map((a) => a.id));
    for (const child of DEMO.parent.children) {
      expect(starters.has(child.avatarId), child.name).toBe(true);
      const [row] = await t.database.db
        .select({ avatarId: users.avatarId })
        .from(users)
        .where(eq(users.name, child.name));
      expect(row?.avatarId).toBe(child.avatarId);
    }
  });
});
