import { and, asc, desc, eq, inArray, isNull, like, or, sql } from 'drizzle-orm';
import { Role } from '@pagebird/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  childReadingLevels,
  classroomDevices,
  classrooms,
  classroomStudents,
  loginLockouts,
  schools,
  sessions,
  users,
  type ClassroomRow,
  type UserRow,
} from '../../db/schema/index.ts';

export interface ClassRow extends ClassroomRow {
  schoolName: string;
  studentCount: number;
}

export interface StudentRow {
  user: UserRow;
  pinDisplay: string | null;
  cardVersion: number;
}

export interface ReadingLevelWrite {
  system: string;
  value: string;
  approximateLevel: number;
}

/** Lockout counters of a student (the key of tries from anywhere but a class device). */
export interface LockoutRow {
  key: string;
  failedCount: number;
  windowStartedAt: Date;
  lockedUntil: Date | null;
}

/** Classes, their students, class devices and the students' lockout counters. */
export function createClassesRepo(db: Db) {
  const classSelect = {
    c: classrooms,
    schoolName: schools.name,
    studentCount: sql<number>`(SELECT count(*)::int FROM ${classroomStudents} WHERE ${classroomStudents.classroomId} = ${classrooms.id})`,
  };
  const toClassRow = (r: { c: ClassroomRow; schoolName: string; studentCount: number }) => ({
    ...r.c,
    schoolName: r.schoolName,
    studentCount: Number(r.studentCount),
  });

  return {
    db,
    transaction<T>(fn: (tx: DbOrTx) => Promise<T>): Promise<T> {
      return db.transaction(fn);
    },

    async listClasses(teacherId: string, archived: boolean | undefined): Promise<ClassRow[]> {
      const rows = await db
        .select(classSelect)
        .from(classrooms)
        .innerJoin(schools, eq(schools.id, classrooms.schoolId))
        .where(
          and(
            eq(classrooms.teacherId, teacherId),
            archived === undefined
              ? undefined
              : archived
                ? sql`${classrooms.archivedAt} IS NOT NULL`
                : isNull(classrooms.archivedAt),
          ),
        )
        .orderBy(sql`${classrooms.archivedAt} IS NOT NULL`, asc(classrooms.createdAt));
      return rows.map(toClassRow);
    },

    /** A class of this teacher (another teacher's class is not found). */
    async findOwnClass(id: string, teacherId: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select(classSelect)
        .from(classrooms)
        .innerJoin(schools, eq(schools.id, classrooms.schoolId))
        .where(and(eq(classrooms.id, id), eq(classrooms.teacherId, teacherId)))
        .limit(1);
      return row ? toClassRow(row) : undefined;
    },

    async ownClassIds(ids: string[], teacherId: string, tx: DbOrTx): Promise<string[]> {
      const rows = await tx
        .select({ id: classrooms.id })
        .from(classrooms)
        .where(and(inArray(classrooms.id, ids), eq(classrooms.teacherId, teacherId)));
      return rows.map((r) => r.id);
    },

    /** The educator's school: one they created, or the school of one of their classes. */
    async usableSchoolId(
      teacherId: string,
      schoolId: string | undefined,
      tx: DbOrTx,
    ): Promise<string | undefined> {
      const [row] = await tx
        .select({ id: schools.id })
        .from(schools)
        .where(
          and(
            schoolId ? eq(schools.id, schoolId) : undefined,
            or(
              eq(schools.createdById, teacherId),
              sql`EXISTS (SELECT 1 FROM ${classrooms} WHERE ${classrooms.schoolId} = ${schools.id} AND ${classrooms.teacherId} = ${teacherId})`,
            ),
          ),
        )
        .orderBy(desc(schools.createdAt))
        .limit(1);
      return row?.id;
    },

    async codeTaken(code: string, tx: DbOrTx): Promise<boolean> {
      const [row] = await tx
        .select({ id: classrooms.id })
        .from(classrooms)
        .where(eq(classrooms.loginCode, code))
        .limit(1);
      return !!row;
    },

    async insertClass(
      v: {
        name: string;
        gradeId: number;
        schoolId: string;
        teacherId: string;
        loginCode: string;
        cardSecret: string;
        now: Date;
      },
      tx: DbOrTx,
    ): Promise<string> {
      const [row] = await tx
        .insert(classrooms)
        .values({
          name: v.name,
          gradeId: v.gradeId,
          schoolId: v.schoolId,
          teacherId: v.teacherId,
          loginCode: v.loginCode,
          cardSecret: v.cardSecret,
          createdAt: v.now,
        })
        .returning({ id: classrooms.id });
      return row!.id;
    },

    async updateClass(id: string, set: Partial<ClassroomRow>, tx: DbOrTx = db): Promise<void> {
      await tx.update(classrooms).set(set).where(eq(classrooms.id, id));
    },

    /** End every student session signed in to these classes (archive, pause). */
    async revokeClassSessions(classroomIds: string[], now: Date, tx: DbOrTx): Promise<void> {
      await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(inArray(sessions.classroomId, classroomIds), isNull(sessions.revokedAt)));
    },

    async insertStudent(
      v: {
        classroomId: string;
        firstName: string;
        lastName: string;
        gradeId: number;
        birthYear: number;
        pinHash: string;
        pin: string;
        now: Date;
      },
      tx: DbOrTx,
    ): Promise<string> {
      const [u] = await tx
        .insert(users)
        .values({
          role: Role.STUDENT,
          name: v.firstName,
          surname: v.lastName,
          gradeId: v.gradeId,
          birthYear: v.birthYear,
          pinHash: v.pinHash,
          createdAt: v.now,
          updatedAt: v.now,
        })
        .returning({ id: users.id });
      await tx
        .insert(classroomStudents)
        .values({ classroomId: v.classroomId, studentId: u!.id, pinDisplay: v.pin });
      return u!.id;
    },

    async listStudents(classroomId: string, tx: DbOrTx = db): Promise<StudentRow[]> {
      const rows = await tx
        .select({
          user: users,
          pinDisplay: classroomStudents.pinDisplay,
          cardVersion: classroomStudents.cardVersion,
        })
        .from(classroomStudents)
        .innerJoin(users, eq(users.id, classroomStudents.studentId))
        .where(and(eq(classroomStudents.classroomId, classroomId), eq(users.role, Role.STUDENT)))
        .orderBy(asc(users.name), asc(users.surname), asc(users.id));
      return rows;
    },

    /** A student in one of this teacher's classes, with that class (the first by creation). */
    async findOwnStudent(studentId: string, teacherId: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select({
          user: users,
          classroomId: classrooms.id,
          pinDisplay: classroomStudents.pinDisplay,
          cardVersion: classroomStudents.cardVersion,
        })
        .from(classroomStudents)
        .innerJoin(users, eq(users.id, classroomStudents.studentId))
        .innerJoin(classrooms, eq(classrooms.id, classroomStudents.classroomId))
        .where(
          and(
            eq(classroomStudents.studentId, studentId),
            eq(classrooms.teacherId, teacherId),
            eq(users.role, Role.STUDENT),
          ),
        )
        .orderBy(asc(classrooms.createdAt))
        .limit(1);
      return row;
    },

    /** Ids among `ids` that are students of this class. */
    async studentsOfClassAmong(classroomId: string, ids: string[], tx: DbOrTx): Promise<string[]> {
      const rows = await tx
        .select({ id: classroomStudents.studentId })
        .from(classroomStudents)
        .where(
          and(
            eq(classroomStudents.classroomId, classroomId),
            inArray(classroomStudents.studentId, ids),
          ),
        );
      return rows.map((r) => r.id);
    },

    async deleteStudents(ids: string[], tx: DbOrTx): Promise<void> {
      await tx.delete(users).where(and(inArray(users.id, ids), eq(users.role, Role.STUDENT)));
    },

    async updateStudent(id: string, set: Partial<UserRow>, tx: DbOrTx): Promise<void> {
      await tx.update(users).set(set).where(eq(users.id, id));
    },

    async setPin(studentId: string, pinHash: string, pin: string, now: Date, tx: DbOrTx) {
      await tx.update(users).set({ pinHash, updatedAt: now }).where(eq(users.id, studentId));
      await tx
        .update(classroomStudents)
        .set({ pinDisplay: pin })
        .where(eq(classroomStudents.studentId, studentId));
    },

    async bumpCardVersion(classroomId: string, studentId: string): Promise<void> {
      await db
        .update(classroomStudents)
        .set({ cardVersion: sql`${classroomStudents.cardVersion} + 1` })
        .where(
          and(
            eq(classroomStudents.classroomId, classroomId),
            eq(classroomStudents.studentId, studentId),
          ),
        );
    },

    /** For the card sign-in: the class (open for sign-in) and the student's card version. */
    async cardTarget(classroomId: string, studentId: string) {
      const [row] = await db
        .select({
          loginCode: classrooms.loginCode,
          cardSecret: classrooms.cardSecret,
          cardVersion: classroomStudents.cardVersion,
        })
        .from(classroomStudents)
        .innerJoin(classrooms, eq(classrooms.id, classroomStudents.classroomId))
        .where(
          and(
            eq(classroomStudents.classroomId, classroomId),
            eq(classroomStudents.studentId, studentId),
            isNull(classrooms.disabledAt),
            isNull(classrooms.archivedAt),
          ),
        )
        .limit(1);
      return row;
    },

    async readingLevels(studentIds: string[], tx: DbOrTx = db) {
      if (!studentIds.length) return [];
      return tx
        .select({
          childId: childReadingLevels.childId,
          system: childReadingLevels.system,
          value: childReadingLevels.value,
        })
        .from(childReadingLevels)
        .where(inArray(childReadingLevels.childId, studentIds))
        .orderBy(asc(childReadingLevels.system));
    },

    /** A student's current levels: one entry per system, dated today. */
    async replaceReadingLevels(
      studentId: string,
      levels: ReadingLevelWrite[],
      today: string,
      now: Date,
      tx: DbOrTx,
    ): Promise<void> {
      await tx.delete(childReadingLevels).where(eq(childReadingLevels.childId, studentId));
      if (!levels.length) return;
      await tx.insert(childReadingLevels).values(
        levels.map((l) => ({
          childId: studentId,
          dateTaken: today,
          system: l.system,
          value: l.value,
          approximateLevel: l.approximateLevel,
          createdAt: now,
          updatedAt: now,
        })),
      );
    },

    /** Counters of tries from strangers (`student:<id>`) for these students. */
    async lockouts(studentIds: string[]): Promise<LockoutRow[]> {
      if (!studentIds.length) return [];
      return db
        .select({
          key: loginLockouts.key,
          failedCount: loginLockouts.failedCount,
          windowStartedAt: loginLockouts.windowStartedAt,
          lockedUntil: loginLockouts.lockedUntil,
        })
        .from(loginLockouts)
        .where(
          inArray(
            loginLockouts.key,
            studentIds.map((id) => `student:${id}`),
          ),
        );
    },

    /** Forget every PIN failure counter of a student (strangers' and class devices'). */
    async clearLockouts(studentId: string, tx: DbOrTx = db): Promise<void> {
      await tx
        .delete(loginLockouts)
        .where(
          or(
            eq(loginLockouts.key, `student:${studentId}`),
            like(loginLockouts.key, `student:${studentId}:device:%`),
          ),
        );
    },

    listDevices(classroomId: string) {
      return db
        .select()
        .from(classroomDevices)
        .where(eq(classroomDevices.classroomId, classroomId))
        .orderBy(asc(classroomDevices.createdAt));
    },

    async insertDevice(v: { classroomId: string; tokenHash: string; label: string; now: Date }) {
      const [row] = await db
        .insert(classroomDevices)
        .values({
          classroomId: v.classroomId,
          tokenHash: v.tokenHash,
          label: v.label,
          createdAt: v.now,
        })
        .returning();
      return row!;
    },

    async deleteDevice(classroomId: string, deviceId: string): Promise<boolean> {
      const rows = await db
        .delete(classroomDevices)
        .where(
          and(eq(classroomDevices.id, deviceId), eq(classroomDevices.classroomId, classroomId)),
        )
        .returning({ id: classroomDevices.id });
      return rows.length > 0;
    },

    /** Sessions still open for a student (removed students must stop at once). */
    async revokeStudentSessions(studentIds: string[], now: Date, tx: DbOrTx): Promise<void> {
      await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(inArray(sessions.userId, studentIds), isNull(sessions.revokedAt)));
    },

    async findUser(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
  };
}

export type ClassesRepo = ReturnType<typeof createClassesRepo>;
