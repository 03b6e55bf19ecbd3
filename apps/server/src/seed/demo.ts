import { sql } from 'drizzle-orm';
import { Role } from '@pagebird/contract';
import type { Db } from '../db/client.ts';
import { classrooms, classroomStudents, schools, seedRuns, users } from '../db/schema/index.ts';
import { hashSecret } from '../lib/passwords.ts';

export const DEMO_SEED_NAME = 'demo-accounts-v1';

/** The demo accounts, as printed at start. */
export const DEMO = {
  admin: { email: 'admin@example.com', password: 'admin-demo-1', name: 'Ada', surname: 'Admin' },
  parent: {
    email: 'parent@example.com',
    password: 'parent-demo-1',
    name: 'Pat',
    surname: 'Parker',
    children: [
      // Starter avatars of the reward catalogue (seed/rewards/items.ts).
      { name: 'Mia', age: 5, avatarId: 'avatar-zara' },
      { name: 'Leo', age: 9, avatarId: 'avatar-milo' },
    ],
  },
  teacher: {
    email: 'teacher@example.com',
    password: 'teacher-demo-1',
    name: 'Terry',
    surname: 'Teacher',
    title: 'Ms.',
    school: {
      name: 'Maple Grove Elementary',
      locationId: 'US-ET',
      timeZone: 'America/New_York',
      hoursFrom: '8AM',
      hoursTo: '3PM',
    },
    classroom: { name: 'Room 4 Readers', loginCode: 'DEMO42', gradeId: 2 },
    students: [
      { name: 'Ava', pin: '1111' },
      { name: 'Ben', pin: '2222' },
      { name: 'Cara', pin: '3333' },
    ],
  },
} as const;

/** Any fixed number: serialises seeding of concurrently starting instances. */
const SEED_LOCK_ID = 7_240_318_552;

/**
 * Demo accounts (admin, parent with two children, teacher with a school, a classroom DEMO42
 * and three students). Idempotent: runs once per database, in one transaction, recorded in
 * seed_runs. Returns whether it ran now.
 */
export async function seedDemo(db: Db, now: Date = new Date()): Promise<boolean> {
  // Hashing is slow; do it before taking locks.
  const [adminHash, parentHash, teacherHash, ...pinHashes] = await Promise.all([
    hashSecret(DEMO.admin.password),
    hashSecret(DEMO.parent.password),
    hashSecret(DEMO.teacher.password),
    ...DEMO.teacher.students.map((s) => hashSecret(s.pin)),
  ]);
  const year = now.getUTCFullYear();

  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const inserted = await tx
      .insert(seedRuns)
      .values({ name: DEMO_SEED_NAME, appliedAt: now })
      .onConflictDoNothing()
      .returning({ name: seedRuns.name });
    if (inserted.length === 0) return false;

    await tx.insert(users).values({
      role: Role.ADMIN,
      email: DEMO.admin.email,
      name: DEMO.admin.name,
      surname: DEMO.admin.surname,
      passwordHash: adminHash,
    });

    const [parent] = await tx
      .insert(users)
      .values({
        role: Role.PARENT,
        email: DEMO.parent.email,
        name: DEMO.parent.name,
        surname: DEMO.parent.surname,
        passwordHash: parentHash,
      })
      .returning({ id: users.id });
    for (const [i, child] of DEMO.parent.children.entries()) {
      await tx.insert(users).values({
        role: Role.CHILD,
        name: child.name,
        parentId: parent!.id,
        birthYear: year - child.age,
        avatarId: child.avatarId,
        // Distinct creation times keep the profile order Mia, Leo.
        createdAt: new Date(now.getTime() + i),
      });
    }

    const t = DEMO.teacher;
    const [teacher] = await tx
      .insert(users)
      .values({
        role: Role.TEACHER,
        email: t.email,
        name: t.name,
        surname: t.surname,
        title: t.title,
        educatorRole: 'Classroom teacher',
        passwordHash: teacherHash,
      })
      .returning({ id: users.id });
    const [school] = await tx
      .insert(schools)
      .values({ ...t.school, createdById: teacher!.id })
      .returning({ id: schools.id });
    const [classroom] = await tx
      .insert(classrooms)
      .values({ ...t.classroom, schoolId: school!.id, teacherId: teacher!.id })
      .returning({ id: classrooms.id });
    for (const [i, s] of t.students.entries()) {
      const [student] = await tx
        .insert(users)
        .values({
          role: Role.STUDENT,
          name: s.name,
          pinHash: pinHashes[i]!,
          gradeId: t.classroom.gradeId,
        })
        .returning({ id: users.id });
      await tx
        .insert(classroomStudents)
        .values({ classroomId: classroom!.id, studentId: student!.id, pinDisplay: s.pin });
    }
    return true;
  });
}

/** The readable block main.ts prints after listening. */
export function demoAccountsBanner(url: string): string {
  const p = DEMO.parent;
  const t = DEMO.teacher;
  return [
    '',
    '  ┌─ Pagebird is running ───────────────────────────────────────────',
    `  │  ${url}`,
    '  │',
    '  │  Demo accounts (sign in at /login):',
    `  │    Admin    ${DEMO.admin.email.padEnd(22)} ${DEMO.admin.password}`,
    `  │    Parent   ${p.email.padEnd(22)} ${p.password}   (children: ${p.children.map((c) => `${c.name} ${c.age}`).join(', ')})`,
    `  │    Teacher  ${t.email.padEnd(22)} ${t.password}`,
    `  │    Students class code ${t.classroom.loginCode}: ${t.students.map((s) => `${s.name} PIN ${s.pin}`).join(', ')}`,
    '  │',
    `  │  API docs: ${url}/api/docs`,
    '  └──────────────────────────────────────────────────────────────────',
    '',
  ].join('\n');
}
