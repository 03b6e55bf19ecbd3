import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  consumerSubscribers,
  educatorSchools,
  schools,
  users,
  type SchoolRow,
} from '../../db/schema/index.ts';
import { selectStarterAvatars } from '../rewards/rewards.repo.ts';

export interface SchoolValues {
  name: string;
  address: string | null;
  locationId: string;
  timeZone: string;
  hoursFrom: string;
  hoursTo: string;
}

/** Data access of the educators part of classrooms (issue 12). */
export function createEducatorsRepo(db: Db) {
  /** A school is the educator's when linked to them, or created by them (older rows, seeds). */
  const ownsSchool = (educatorId: string) =>
    or(
      eq(schools.createdById, educatorId),
      sql`EXISTS (SELECT 1 FROM ${educatorSchools} WHERE ${educatorSchools.schoolId} = ${schools.id} AND ${educatorSchools.educatorId} = ${educatorId})`,
    );

  return {
    db,

    async emailExists(email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, email))
        .limit(1);
      return !!row;
    },

    /** The new educator's id; null when the email is already taken (unique index). */
    async insertTeacher(
      v: { email: string; name: string; passwordHash: string },
      tx: DbOrTx = db,
    ): Promise<string | null> {
      const [row] = await tx
        .insert(users)
        .values({ role: 'TEACHER', email: v.email, name: v.name, passwordHash: v.passwordHash })
        .onConflictDoNothing()
        .returning({ id: users.id });
      return row?.id ?? null;
    },

    async addConsumerSubscriber(email: string): Promise<void> {
      await db.insert(consumerSubscribers).values({ email }).onConflictDoNothing();
    },

    async findTeacher(id: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(users)
        .where(and(eq(users.id, id), eq(users.role, 'TEACHER')))
        .limit(1);
      return row;
    },

    async updateTeacher(
      id: string,
      patch: Partial<
        Pick<
          typeof users.$inferInsert,
          'title' | 'educatorRole' | 'name' | 'surname' | 'avatarId' | 'aiCompanionActive'
        >
      >,
      now: Date,
      tx: DbOrTx = db,
    ): Promise<void> {
      await tx
        .update(users)
        .set({ ...patch, updatedAt: now })
        .where(and(eq(users.id, id), eq(users.role, 'TEACHER')));
    },

    listSchools(educatorId: string, tx: DbOrTx = db): Promise<SchoolRow[]> {
      return tx
        .select()
        .from(schools)
        .where(ownsSchool(educatorId))
        .orderBy(asc(schools.createdAt), asc(schools.id));
    },

    async findOwnSchool(
      educatorId: string,
      schoolId: string,
      tx: DbOrTx = db,
    ): Promise<SchoolRow | undefined> {
      const [row] = await tx
        .select()
        .from(schools)
        .where(and(eq(schools.id, schoolId), ownsSchool(educatorId)))
        .limit(1);
      return row;
    },

    async insertSchool(educatorId: string, v: SchoolValues, tx: DbOrTx = db): Promise<SchoolRow> {
      const [row] = await tx
        .insert(schools)
        .values({ ...v, createdById: educatorId })
        .returning();
      await tx.insert(educatorSchools).values({ educatorId, schoolId: row!.id });
      return row!;
    },

    async updateSchool(schoolId: string, v: SchoolValues, tx: DbOrTx = db): Promise<SchoolRow> {
      const [row] = await tx.update(schools).set(v).where(eq(schools.id, schoolId)).returning();
      return row!;
    },

    starterAvatars(tx: DbOrTx = db) {
      return selectStarterAvatars(tx);
    },
  };
}

export type EducatorsRepo = ReturnType<typeof createEducatorsRepo>;
