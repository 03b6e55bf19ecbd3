import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import {
  AppErrorCode,
  CONSTANTS,
  MESSAGES,
  Role,
  type loginBodySchema,
  type passwordChangeBodySchema,
  type passwordUpdateBodySchema,
  type SessionResponse,
  type studentLoginBodySchema,
  type UserDetails,
} from '@pagebird/contract';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import { hashSecret, verifySecret } from '../../lib/passwords.ts';
import { hashToken, newOpaqueToken } from '../../lib/tokens.ts';
import type { EmailProvider } from '../../providers/email/index.ts';
import { passwordResetEmail } from '../../providers/email/templates.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { AuthRepo, SessionWithUser } from './auth.repo.ts';
import { assertCanUseProfile, canSignInWithPassword, familyParentId } from './auth.policy.ts';
import { toClassStudents, toProfileSummary, toUserDetails } from './auth.presenter.ts';

/** Session and sign-in rules. */
export const AUTH_RULES = {
  /** 30 minutes without a request ends a session (spec §9 idle timeout). */
  sessionIdleMs: CONSTANTS.sessionIdleMs,
  /** last_seen_at is written at most this often. */
  touchIntervalMs: 60_000,
  /** Absolute session lifetime, whatever the activity. */
  sessionMaxAgeMs: 7 * 24 * 60 * 60_000,
  lockout: { maxFailures: 10, windowMs: 15 * 60_000, lockMs: 15 * 60_000 },
  resetTokenTtlMs: 60 * 60_000,
  /** Reset emails per account per hour (more requests get the same answer but no email). */
  resetEmailsPerHour: 5,
  /**
   * Sessions read from PostgreSQL are kept this long per token (every request checks its token;
   * this saves a query per request). Revocations on this instance clear the cache at once;
   * another instance may accept a revoked token for at most this long (docs/decisions/010).
   */
  sessionCache: { ttlMs: 5_000, max: 50_000 },
} as const;

export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
}

export interface AuthServiceDeps {
  repo: AuthRepo;
  clock: Clock;
  email: EmailProvider;
  logger: Logger;
  publicUrl: string;
}

const emailKey = (email: string) => `email:${email.toLowerCase()}`;
const studentKey = (id: string) => `student:${id}`;

export function createAuthService(deps: AuthServiceDeps) {
  const { repo, clock, logger } = deps;
  const sessionCache = new LRUCache<string, SessionWithUser>({
    max: AUTH_RULES.sessionCache.max,
    ttl: AUTH_RULES.sessionCache.ttlMs,
    ttlAutopurge: false,
    ttlResolution: 0,
    perf: { now: () => clock.now().getTime() },
  });
  /** After any revocation: forget every cached session, so the next request reads the database. */
  const forgetSessions = () => sessionCache.clear();

  // ── lockout (per account, in PostgreSQL) ─────────────────────────────────
  function lockedOutError(until: Date, now: Date): AppError {
    const retryAfterSeconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
    return new AppError(
      AppErrorCode.LOCKED_OUT,
      MESSAGES.lockedOut,
      undefined,
      { retryAfterSeconds },
      {
        'retry-after': String(retryAfterSeconds),
      },
    );
  }

  /** Checked before any password or PIN is verified: a right one during a lockout is refused too. */
  async function assertNotLocked(key: string, now: Date): Promise<void> {
    const until = await repo.lockedUntil(key, now);
    if (until) throw lockedOutError(until, now);
  }

  /** Count a failure; the attempt that reaches the limit is already answered with LOCKED_OUT. */
  async function failAttempt(key: string, now: Date, error: AppError): Promise<never> {
    const until = await repo.recordFailure(key, now, AUTH_RULES.lockout);
    if (until) {
      logger.warn(
        { key: key.replace(/^email:.*/, 'email:…') },
        'Account locked after repeated failed sign-ins',
      );
      throw lockedOutError(until, now);
    }
    throw error;
  }

  // ── sessions ─────────────────────────────────────────────────────────────
  async function openSession(
    user: UserRow,
    meta: RequestMeta,
    link: { parentSessionId?: string | null; classroomId?: string | null } = {},
  ): Promise<string> {
    const now = clock.now();
    const token = newOpaqueToken();
    await repo.db.transaction(async (tx) => {
      await repo.insertSession(
        {
          tokenHash: hashToken(token),
          userId: user.id,
          parentSessionId: link.parentSessionId ?? null,
          classroomId: link.classroomId ?? null,
          now,
          expiresAt: new Date(now.getTime() + AUTH_RULES.sessionMaxAgeMs),
          userAgent: meta.userAgent?.slice(0, 400) ?? null,
          ip: meta.ip,
        },
        tx,
      );
      await repo.incrementSuccessLogins(user.id, tx);
    });
    return token;
  }

  async function details(userId: string, classroomId: string | null): Promise<UserDetails> {
    const user = await repo.findUserById(userId);
    if (!user) throw new AppError(AppErrorCode.UNAUTHENTICATED);
    const now = clock.now();
    switch (user.role) {
      case Role.PARENT:
        return toUserDetails(user, { now, childCount: await repo.countChildren(user.id) });
      case Role.STUDENT: {
        const [teacherIds, classroom] = await Promise.all([
          repo.teacherIdsOfStudent(user.id),
          classroomId ? repo.findClassroomById(classroomId) : Promise.resolve(undefined),
        ]);
        return toUserDetails(user, { now, teacherIds, classroom });
      }
      default:
        return toUserDetails(user, { now });
    }
  }

  async function sessionResponse(
    token: string,
    userId: string,
    classroomId: string | null = null,
  ): Promise<SessionResponse> {
    return { token, user: await details(userId, classroomId) };
  }

  return {
    /** Bearer token → caller; 401 for a missing, unknown, revoked, idle or expired session. */
    async authenticate(token: string | undefined): Promise<AuthContext> {
      if (!token || token.length > 200) throw new AppError(AppErrorCode.UNAUTHENTICATED);
      const tokenHash = hashToken(token);
      let s = sessionCache.get(tokenHash);
      if (!s) {
        s = await repo.findSessionByTokenHash(tokenHash);
        if (s) sessionCache.set(tokenHash, s);
      }
      const now = clock.now();
      if (
        !s ||
        s.revokedAt ||
        s.expiresAt <= now ||
        now.getTime() - s.lastSeenAt.getTime() > AUTH_RULES.sessionIdleMs
      ) {
        throw new AppError(AppErrorCode.UNAUTHENTICATED);
      }
      if (now.getTime() - s.lastSeenAt.getTime() >= AUTH_RULES.touchIntervalMs) {
        await repo.touchSession(s.id, now, AUTH_RULES.touchIntervalMs);
        sessionCache.set(tokenHash, { ...s, lastSeenAt: now });
      }
      return {
        user: { id: s.userId, role: s.role, parentId: s.parentId },
        session: { id: s.id, parentSessionId: s.parentSessionId, classroomId: s.classroomId },
      };
    },

    async login(
      body: z.output<typeof loginBodySchema>,
      meta: RequestMeta,
    ): Promise<SessionResponse> {
      const now = clock.now();
      const key = emailKey(body.email);
      await assertNotLocked(key, now);
      const user = await repo.findUserByEmail(body.email);
      const usable = canSignInWithPassword(user);
      // Always one verification, so timing does not tell whether the account exists.
      const ok = await verifySecret(usable ? user.passwordHash : null, body.password);
      if (!usable || !ok)
        return failAttempt(key, now, new AppError(AppErrorCode.INVALID_CREDENTIALS));
      await repo.clearFailures([key]);
      return sessionResponse(await openSession(user, meta), user.id);
    },

    async studentLogin(
      body: z.output<typeof studentLoginBodySchema>,
      meta: RequestMeta,
    ): Promise<SessionResponse> {
      const now = clock.now();
      const classroom = await repo.findClassroomByCode(body.classCode);
      if (!classroom) throw new AppError(AppErrorCode.NOT_FOUND, MESSAGES.classCodeUnknown);
      const key = studentKey(body.studentId);
      await assertNotLocked(key, now);
      const student = await repo.findStudentInClassroom(body.studentId, classroom.id);
      const ok = await verifySecret(student?.pinHash, body.passCode);
      if (!student || !ok) {
        return failAttempt(
          key,
          now,
          new AppError(AppErrorCode.INVALID_CREDENTIALS, MESSAGES.pinIncorrect),
        );
      }
      await repo.clearFailures([key]);
      const token = await openSession(student, meta, { classroomId: classroom.id });
      return sessionResponse(token, student.id, classroom.id);
    },

    async classStudents(classCode: string) {
      const classroom = await repo.findClassroomByCode(classCode);
      if (!classroom) throw new AppError(AppErrorCode.NOT_FOUND, MESSAGES.classCodeUnknown);
      return toClassStudents(classroom, await repo.listClassroomStudents(classroom.id));
    },

    /** Ends the caller's session and every session picked from it (or from its parent session). */
    async logout(auth: AuthContext): Promise<void> {
      await repo.revokeSessionTree(auth.session.parentSessionId ?? auth.session.id, clock.now());
      forgetSessions();
    },

    details(auth: AuthContext): Promise<UserDetails> {
      return details(auth.user.id, auth.session.classroomId);
    },

    async profileList(auth: AuthContext) {
      const now = clock.now();
      const children = await repo.listChildren(familyParentId(auth));
      return children.map((c) => toProfileSummary(c, now));
    },

    /** Use a child profile of the caller's family: a new CHILD session linked to the parent's. */
    async selectProfile(
      auth: AuthContext,
      childId: string,
      meta: RequestMeta,
    ): Promise<SessionResponse> {
      const child = assertCanUseProfile(
        auth,
        await repo.findChildOfParent(childId, familyParentId(auth)),
      );
      const parentSessionId =
        auth.user.role === Role.PARENT ? auth.session.id : auth.session.parentSessionId;
      const token = await openSession(child, meta, { parentSessionId });
      // A child switching profile hands over to the new session.
      if (auth.user.role === Role.CHILD) {
        await repo.revokeSessionTree(auth.session.id, clock.now());
        forgetSessions();
      }
      return sessionResponse(token, child.id);
    },

    /** The parent gate ("Enter Account Password"): the family parent's password → a PARENT session. */
    async verifyPassword(
      auth: AuthContext,
      password: string,
      meta: RequestMeta,
    ): Promise<SessionResponse> {
      const now = clock.now();
      const parent = await repo.findUserById(familyParentId(auth));
      if (!canSignInWithPassword(parent)) throw new AppError(AppErrorCode.INVALID_CREDENTIALS);
      const key = emailKey(parent.email!);
      await assertNotLocked(key, now);
      if (!(await verifySecret(parent.passwordHash, password))) {
        return failAttempt(key, now, new AppError(AppErrorCode.INVALID_CREDENTIALS));
      }
      await repo.clearFailures([key]);
      const token = newOpaqueToken();
      await repo.insertSession({
        tokenHash: hashToken(token),
        userId: parent.id,
        parentSessionId: null,
        classroomId: null,
        now,
        expiresAt: new Date(now.getTime() + AUTH_RULES.sessionMaxAgeMs),
        userAgent: meta.userAgent?.slice(0, 400) ?? null,
        ip: meta.ip,
      });
      return sessionResponse(token, parent.id);
    },

    /**
     * Email a single-use reset link. The answer is the same whether or not the email has an
     * account; the email goes out in the background so timing does not tell either.
     */
    async requestPasswordReset(email: string): Promise<{ message: string }> {
      const answer = { message: MESSAGES.resetEmailSent };
      const user = await repo.findUserByEmail(email);
      if (!canSignInWithPassword(user)) return answer;
      const now = clock.now();
      const recent = await repo.countResetTokensSince(
        user.id,
        new Date(now.getTime() - 60 * 60_000),
      );
      if (recent >= AUTH_RULES.resetEmailsPerHour) {
        logger.warn({ userId: user.id }, 'Password reset email limit reached; no email sent');
        return answer;
      }
      const token = newOpaqueToken();
      await repo.insertResetToken({
        tokenHash: hashToken(token),
        userId: user.id,
        now,
        expiresAt: new Date(now.getTime() + AUTH_RULES.resetTokenTtlMs),
      });
      const link = `${deps.publicUrl}/password-update?token=${encodeURIComponent(token)}`;
      const message = passwordResetEmail({
        to: user.email!,
        name: user.name,
        link,
        validMinutes: AUTH_RULES.resetTokenTtlMs / 60_000,
      });
      void deps.email.send(message).catch((err: unknown) => {
        logger.error({ err, userId: user.id }, 'Could not send the password reset email');
      });
      return answer;
    },

    /**
     * Delete sessions ended for more than a day (idle sessions end after 30 minutes, so a day
     * without activity is safely over), spent or expired reset links and stale failure counters.
     */
    async housekeeping(): Promise<void> {
      await repo.deleteStale(clock.now(), 24 * 60 * 60_000);
    },

    async validateResetToken(token: string): Promise<{ valid: boolean; email?: string }> {
      const row = await repo.findUsableResetToken(hashToken(token), clock.now());
      return row ? { valid: true, ...(row.email ? { email: row.email } : {}) } : { valid: false };
    },

    /** Set a new password with a reset link: single use; ends every session of the account. */
    async updatePasswordWithToken(
      body: z.output<typeof passwordUpdateBodySchema>,
    ): Promise<{ message: string }> {
      const tokenHash = hashToken(body.token);
      const now = clock.now();
      if (!(await repo.findUsableResetToken(tokenHash, now)))
        throw new AppError(AppErrorCode.TOKEN_INVALID);
      const passwordHash = await hashSecret(body.newPassword);
      const email = await repo.db.transaction(async (tx) => {
        const userId = await repo.consumeResetToken(tokenHash, now, tx);
        if (!userId) throw new AppError(AppErrorCode.TOKEN_INVALID);
        await repo.updatePasswordHash(userId, passwordHash, now, tx);
        await repo.invalidateResetTokens(userId, now, tx);
        await repo.revokeUserSessions(userId, now, [], tx);
        return (await repo.findUserById(userId, tx))?.email ?? null;
      });
      forgetSessions();
      if (email) await repo.clearFailures([emailKey(email)]);
      return { message: MESSAGES.passwordUpdated };
    },

    /** Change the signed-in account's password; other sessions of the account end. */
    async changePassword(
      auth: AuthContext,
      body: z.output<typeof passwordChangeBodySchema>,
    ): Promise<{ message: string }> {
      const now = clock.now();
      const user = await repo.findUserById(auth.user.id);
      if (!canSignInWithPassword(user)) throw new AppError(AppErrorCode.FORBIDDEN);
      const key = emailKey(user.email!);
      await assertNotLocked(key, now);
      if (!(await verifySecret(user.passwordHash, body.currentPassword))) {
        return failAttempt(key, now, new AppError(AppErrorCode.INVALID_PASSWORD));
      }
      await repo.clearFailures([key]);
      const passwordHash = await hashSecret(body.newPassword);
      await repo.db.transaction(async (tx) => {
        await repo.updatePasswordHash(user.id, passwordHash, now, tx);
        await repo.invalidateResetTokens(user.id, now, tx);
        await repo.revokeUserSessions(user.id, now, [auth.session.id], tx);
      });
      forgetSessions();
      return { message: MESSAGES.passwordUpdated };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
