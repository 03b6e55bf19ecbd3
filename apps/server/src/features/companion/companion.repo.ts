import { randomBytes } from 'node:crypto';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  bookInterests,
  classrooms,
  classroomStudents,
  companionDailyUsage,
  companionFeedback,
  companionSecret,
  users,
} from '../../db/schema/index.ts';

/** The companion's SQL: the daily counter, anonymous feedback, the signing key, switches. */
export function createCompanionRepo(db: Db) {
  return {
    /**
     * Counts one question of `userId` on `day` unless `limit` questions were already asked
     * (one statement, so parallel questions cannot pass the limit). Returns the count after
     * this question, or null when the limit was reached. Earlier days of the profile are
     * removed in the same transaction: only today's count is kept.
     */
    async countQuestion(userId: string, day: string, limit: number): Promise<number | null> {
      return db.transaction(async (tx) => {
        await tx
          .delete(companionDailyUsage)
          .where(and(eq(companionDailyUsage.userId, userId), lt(companionDailyUsage.day, day)));
        const rows = await tx
          .insert(companionDailyUsage)
          .values({ userId, day, questions: 1 })
          .onConflictDoUpdate({
            target: [companionDailyUsage.userId, companionDailyUsage.day],
            set: { questions: sql`${companionDailyUsage.questions} + 1` },
            setWhere: sql`${companionDailyUsage.questions} < ${limit}`,
          })
          .returning({ questions: companionDailyUsage.questions });
        return rows[0]?.questions ?? null;
      });
    },

    async questionsOn(userId: string, day: string): Promise<number> {
      const [row] = await db
        .select({ questions: companionDailyUsage.questions })
        .from(companionDailyUsage)
        .where(and(eq(companionDailyUsage.userId, userId), eq(companionDailyUsage.day, day)));
      return row?.questions ?? 0;
    },

    /** One thumb per picture of an answer: a second one replaces the first. */
    async saveFeedback(f: { answerKey: string; bookId: string; reaction: string; day: string }) {
      await db
        .insert(companionFeedback)
        .values(f)
        .onConflictDoUpdate({
          target: companionFeedback.answerKey,
          set: { reaction: f.reaction, day: f.day },
        });
    },

    /** The signing key, made by the first instance that needs it. */
    async secret(): Promise<Buffer> {
      await db
        .insert(companionSecret)
        .values({ id: 1, secret: randomBytes(32) })
        .onConflictDoNothing();
      const [row] = await db
        .select({ secret: companionSecret.secret })
        .from(companionSecret)
        .where(eq(companionSecret.id, 1));
      return row!.secret;
    },

    /** Interest ids of each of the books. */
    async interestsOf(bookIds: string[]): Promise<Map<string, string[]>> {
      const out = new Map<string, string[]>();
      if (bookIds.length === 0) return out;
      const rows = await db
        .select({ bookId: bookInterests.bookId, interestId: bookInterests.interestId })
        .from(bookInterests)
        .where(inArray(bookInterests.bookId, bookIds));
      for (const r of rows) out.set(r.bookId, [...(out.get(r.bookId) ?? []), r.interestId]);
      return out;
    },

    /** The educator's own companion switch (users.ai_companion_active). */
    async educatorSwitch(teacherId: string): Promise<boolean> {
      const [row] = await db
        .select({ on: users.aiCompanionActive })
        .from(users)
        .where(eq(users.id, teacherId));
      return row?.on ?? true;
    },

    /**
     * The switches of a student's educators: the signed-in classroom's educator when known,
     * else those of every classroom the student belongs to.
     */
    async studentEducatorSwitches(
      studentId: string,
      classroomId: string | null,
    ): Promise<boolean[]> {
      const rows = await db
        .select({ on: users.aiCompanionActive })
        .from(classroomStudents)
        .innerJoin(classrooms, eq(classrooms.id, classroomStudents.classroomId))
        .innerJoin(users, eq(users.id, classrooms.teacherId))
        .where(
          and(
            eq(classroomStudents.studentId, studentId),
            classroomId ? eq(classroomStudents.classroomId, classroomId) : undefined,
          ),
        );
      return rows.map((r) => r.on);
    },
  };
}

export type CompanionRepo = ReturnType<typeof createCompanionRepo>;
