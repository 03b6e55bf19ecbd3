import { and, asc, count, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { Role } from '@pagebird/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  adminUserStates,
  classroomDevices,
  classrooms,
  classroomStudents,
  loginLockouts,
  passwordResetTokens,
  schools,
  sessions,
  users,
  type UserRow,
} from '../../db/schema/index.ts';

export interface SessionWithUser {
  id: string;
  userId: string;
  parentSessionId: string | null;
  classroomId: string | null;
  familyId: string;
  parentGateAt: Date | null;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  role: Role;
  parentId: string | null;
}

export interface ClassroomWithSchool {
  id: string;
  name: string;
  loginCode: string;
  disabledAt: Date | null;
  teacher: { id: string; name: string; surname: string | null; title: string | null };
  school: {
    id: string;
    name: string;
    timeZone: string;
    hoursFrom: string | null;
    hoursTo: string | null;
  };
}

/** The only Drizzle code of the auth feature. */
export function createAuthRepo(db: Db) {
  const classroomSelect = {
    id: classrooms.id,
    name: classrooms.name,
    loginCode: classrooms.loginCode,
    disabledAt: classrooms.disabledAt,
    teacher: { id: users.id, name: users.name, surname: users.surname, title: users.title },
    school: {
      id: schools.id,
      name: schools.name,
      timeZone: schools.timeZone,
      hoursFrom: schools.hoursFrom,
      hoursTo: schools.hoursTo,
    },
  };

  return {
    db,

    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row;
    },

    /** Whether an admin switched this account INACTIVE (no admin_user_states row = ACTIVE). */
    async isAccountInactive(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ status: adminUserStates.status })
        .from(adminUserStates)
        .where(eq(adminUserStates.userId, userId))
        .limit(1);
      return row?.status === 'INACTIVE';
    },

    async findUserById(id: string, tx: DbOrTx = db): Promise<UserRow | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /** A CHILD of the given parent (undefined for anyone else's child). */
    async findChildOfParent(childId: string, parentId: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, childId), eq(users.role, Role.CHILD), eq(users.parentId, parentId)))
        .limit(1);
      return row;
    },

    listChildren(parentId: string): Promise<UserRow[]> {
      return db
        .select()
        .from(users)
        .where(and(eq(users.parentId, parentId), eq(users.role, Role.CHILD)))
        .orderBy(asc(users.createdAt), asc(users.name));
    },

    async countChildren(parentId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.parentId, parentId), eq(users.role, Role.CHILD)));
      return row?.n ?? 0;
    },

    async incrementSuccessLogins(userId: string, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(users)
        .set({ successLoginsCount: sql`${users.successLoginsCount} + 1` })
        .where(eq(users.id, userId));
    },

    async updatePasswordHash(
      userId: string,
      passwordHash: string,
      now: Date,
      tx: DbOrTx = db,
    ): Promise<void> {
      await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
    },

    // ── sessions ────────────────────────────────────────────────────────────
    async insertSession(
      s: {
        tokenHash: string;
        userId: string;
        parentSessionId: string | null;
        classroomId: string | null;
        /** The sign-in it belongs to; a new sign-in passes a fresh uuid. */
        familyId: string;
        /** Set when the account password was just entered (parent gate, sign-up). */
        parentGateAt: Date | null;
        now: Date;
        expiresAt: Date;
        userAgent: string | null;
        ip: string | null;
      },
      tx: DbOrTx = db,
    ): Promise<string> {
      const [row] = await tx
        .insert(sessions)
        .values({
          tokenHash: s.tokenHash,
          userId: s.userId,
          parentSessionId: s.parentSessionId,
          classroomId: s.classroomId,
          familyId: s.familyId,
          parentGateAt: s.parentGateAt,
          createdAt: s.now,
          lastSeenAt: s.now,
          expiresAt: s.expiresAt,
          userAgent: s.userAgent,
          ip: s.ip,
        })
        .returning({ id: sessions.id });
      return row!.id;
    },

    async findSessionByTokenHash(tokenHash: string): Promise<SessionWithUser | undefined> {
      const [row] = await db
        .select({
          id: sessions.id,
          userId: sessions.userId,
          parentSessionId: sessions.parentSessionId,
          classroomId: sessions.classroomId,
          familyId: sessions.familyId,
          parentGateAt: sessions.parentGateAt,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
          revokedAt: sessions.revokedAt,
          role: users.role,
          parentId: users.parentId,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    /** Record activity, at most once per `minIntervalMs` (saves a write per request). */
    async touchSession(id: string, now: Date, minIntervalMs: number): Promise<void> {
      await db
        .update(sessions)
        .set({ lastSeenAt: now })
        .where(
          and(
            eq(sessions.id, id),
            sql`${sessions.lastSeenAt} < ${new Date(now.getTime() - minIntervalMs)}`,
          ),
        );
    },

    /** Revoke a session together with every session picked from it (and theirs). */
    async revokeSessionTree(rootId: string, now: Date, tx: DbOrTx = db): Promise<void> {
      await tx.execute(sql`
        WITH RECURSIVE tree(id) AS (
          SELECT id FROM ${sessions} WHERE id = ${rootId}
          UNION
          SELECT s.id FROM ${sessions} s JOIN tree t ON s.parent_session_id = t.id
        )
        UPDATE ${sessions} SET revoked_at = ${now}
        WHERE id IN (SELECT id FROM tree) AND revoked_at IS NULL`);
    },

    /** Revoke every session of one sign-in (the family: parent, gate and child sessions). */
    async revokeFamily(familyId: string, now: Date, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt)));
    },

    /**
     * Revoke every sign-in (family) in which the user has a session — with the child sessions
     * picked in them — except the family `keepFamilyId`.
     */
    async revokeUserSessions(
      userId: string,
      now: Date,
      keepFamilyId: string | null = null,
      tx: DbOrTx = db,
    ): Promise<void> {
      await tx.execute(sql`
        UPDATE ${sessions} SET revoked_at = ${now}
        WHERE revoked_at IS NULL
          AND family_id IN (SELECT family_id FROM ${sessions} WHERE user_id = ${userId})
          ${keepFamilyId ? sql`AND family_id <> ${keepFamilyId}` : sql``}`);
    },

    // ── classrooms (student sign-in) ────────────────────────────────────────
    async findClassroomByCode(loginCode: string): Promise<ClassroomWithSchool | undefined> {
      const [row] = await db
        .select(classroomSelect)
        .from(classrooms)
        .innerJoin(schools, eq(schools.id, classrooms.schoolId))
        .innerJoin(users, eq(users.id, classrooms.teacherId))
        .where(
          and(
            eq(classrooms.loginCode, loginCode),
            isNull(classrooms.disabledAt),
            isNull(classrooms.archivedAt),
          ),
        )
        .limit(1);
      return row;
    },

    /** A class device of this classroom by its token hash (docs/decisions/025). */
    async findClassDevice(
      tokenHash: string,
      classroomId: string,
    ): Promise<{ id: string } | undefined> {
      const [row] = await db
        .select({ id: classroomDevices.id })
        .from(classroomDevices)
        .where(
          and(
            eq(classroomDevices.tokenHash, tokenHash),
            eq(classroomDevices.classroomId, classroomId),
          ),
        )
        .limit(1);
      return row;
    },

    async touchClassDevice(id: string, now: Date): Promise<void> {
      await db.update(classroomDevices).set({ lastUsedAt: now }).where(eq(classroomDevices.id, id));
    },

    async findClassroomById(id: string): Promise<ClassroomWithSchool | undefined> {
      const [row] = await db
        .select(classroomSelect)
        .from(classrooms)
        .innerJoin(schools, eq(schools.id, classrooms.schoolId))
        .innerJoin(users, eq(users.id, classrooms.teacherId))
        .where(eq(classrooms.id, id))
        .limit(1);
      return row;
    },

    listClassroomStudents(classroomId: string): Promise<UserRow[]> {
      return db
        .select({ u: users })
        .from(classroomStudents)
        .innerJoin(users, eq(users.id, classroomStudents.studentId))
        .where(and(eq(classroomStudents.classroomId, classroomId), eq(users.role, Role.STUDENT)))
        .orderBy(asc(users.name), asc(users.surname), asc(users.id))
        .then((rows) => rows.map((r) => r.u));
    },

    async findStudentInClassroom(
      studentId: string,
      classroomId: string,
    ): Promise<UserRow | undefined> {
      const [row] = await db
        .select({ u: users })
        .from(classroomStudents)
        .innerJoin(users, eq(users.id, classroomStudents.studentId))
        .where(
          and(
            eq(classroomStudents.classroomId, classroomId),
            eq(classroomStudents.studentId, studentId),
            eq(users.role, Role.STUDENT),
          ),
        )
        .limit(1);
      return row?.u;
    },

    async teacherIdsOfStudent(studentId: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ id: classrooms.teacherId })
        .from(classroomStudents)
        .innerJoin(classrooms, eq(classrooms.id, classroomStudents.classroomId))
        .where(eq(classroomStudents.studentId, studentId));
      return rows.map((r) => r.id);
    },

    // ── password reset tokens ───────────────────────────────────────────────
    async insertResetToken(t: {
      tokenHash: string;
      userId: string;
      now: Date;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(passwordResetTokens).values({
        tokenHash: t.tokenHash,
        userId: t.userId,
        createdAt: t.now,
        expiresAt: t.expiresAt,
      });
    },

    async countResetTokensSince(userId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(passwordResetTokens)
        .where(
          and(eq(passwordResetTokens.userId, userId), gt(passwordResetTokens.createdAt, since)),
        );
      return row?.n ?? 0;
    },

    /** The account of a usable (unused, unexpired) reset token. */
    async findUsableResetToken(
      tokenHash: string,
      now: Date,
    ): Promise<{ userId: string; email: string | null } | undefined> {
      const [row] = await db
        .select({ userId: users.id, email: users.email })
        .from(passwordResetTokens)
        .innerJoin(users, eq(users.id, passwordResetTokens.userId))
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, now),
          ),
        )
        .limit(1);
      return row;
    },

    /** Mark a usable token used (atomically: of two concurrent uses only one wins). */
    async consumeResetToken(tokenHash: string, now: Date, tx: DbOrTx): Promise<string | undefined> {
      const [row] = await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, now),
          ),
        )
        .returning({ userId: passwordResetTokens.userId });
      return row?.userId;
    },

    /** After a password change every outstanding link of the account stops working. */
    async invalidateResetTokens(userId: string, now: Date, tx: DbOrTx): Promise<void> {
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    },

    // ── lockouts ────────────────────────────────────────────────────────────
    async lockedUntil(key: string, now: Date): Promise<Date | undefined> {
      const [row] = await db
        .select({ lockedUntil: loginLockouts.lockedUntil })
        .from(loginLockouts)
        .where(and(eq(loginLockouts.key, key), gt(loginLockouts.lockedUntil, now)))
        .limit(1);
      return row?.lockedUntil ?? undefined;
    },

    /**
     * Count one failed attempt for `key` in PostgreSQL (shared by all instances). A new window
     * starts when the previous one is older than `windowMs` or its lock has ended. Reaching
     * `maxFailures` sets `locked_until`. Returns the lock end when locked.
     */
    async recordFailure(
      key: string,
      now: Date,
      opts: { windowMs: number; maxFailures: number; lockMs: number },
    ): Promise<Date | undefined> {
      const windowStart = new Date(now.getTime() - opts.windowMs);
      const lockEnd = new Date(now.getTime() + opts.lockMs);
      const fresh = sql`(${loginLockouts.windowStartedAt} <= ${windowStart} OR (${loginLockouts.lockedUntil} IS NOT NULL AND ${loginLockouts.lockedUntil} <= ${now}))`;
      const [row] = await db
        .insert(loginLockouts)
        .values({ key, failedCount: 1, windowStartedAt: now, lockedUntil: null, updatedAt: now })
        .onConflictDoUpdate({
          target: loginLockouts.key,
          set: {
            failedCount: sql`CASE WHEN ${fresh} THEN 1 ELSE ${loginLockouts.failedCount} + 1 END`,
            windowStartedAt: sql`CASE WHEN ${fresh} THEN ${now}::timestamptz ELSE ${loginLockouts.windowStartedAt} END`,
            lockedUntil: sql`CASE WHEN ${fresh} THEN NULL ELSE ${loginLockouts.lockedUntil} END`,
            updatedAt: now,
          },
        })
        .returning({
          failedCount: loginLockouts.failedCount,
          lockedUntil: loginLockouts.lockedUntil,
        });
      if (!row) return undefined;
      if (row.lockedUntil && row.lockedUntil > now) return row.lockedUntil;
      if (row.failedCount < opts.maxFailures) return undefined;
      const [locked] = await db
        .update(loginLockouts)
        .set({ lockedUntil: lockEnd, updatedAt: now })
        .where(
          and(
            eq(loginLockouts.key, key),
            or(isNull(loginLockouts.lockedUntil), sql`${loginLockouts.lockedUntil} <= ${now}`),
          ),
        )
        .returning({ lockedUntil: loginLockouts.lockedUntil });
      return locked?.lockedUntil ?? (await this.lockedUntil(key, now)) ?? lockEnd;
    },

    /** Housekeeping: remove rows that can no longer matter (ended sessions, spent links, old counters). */
    async deleteStale(now: Date, keepMs: number): Promise<void> {
      const before = new Date(now.getTime() - keepMs);
      await db
        .delete(sessions)
        .where(
          or(
            lt(sessions.expiresAt, before),
            lt(sessions.revokedAt, before),
            lt(sessions.lastSeenAt, before),
          ),
        );
      await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, before));
      await db
        .delete(loginLockouts)
        .where(
          and(
            lt(loginLockouts.updatedAt, before),
            or(isNull(loginLockouts.lockedUntil), lt(loginLockouts.lockedUntil, now)),
          ),
        );
    },

    async clearFailures(keys: string[]): Promise<void> {
      if (keys.length) await db.delete(loginLockouts).where(inArray(loginLockouts.key, keys));
    },
  };
}

export type AuthRepo = ReturnType<typeof createAuthRepo>;
