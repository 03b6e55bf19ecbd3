import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import {
  ADMIN_CORE_MESSAGES,
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
import { PARENT_GATE_MS, parentGateHolds, requireParentGate } from '../../lib/parent-gate.ts';
import { randomUUID } from 'node:crypto';
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
  /**
   * The parent gate ("Enter Account Password") counts its wrong tries per sign-in, apart from
   * the sign-in lockout: a child guessing at the gate locks that device's gate, never the
   * parent's sign-in (docs/decisions/022).
   */
  gateLockout: { maxFailures: 10, windowMs: 15 * 60_000, lockMs: 15 * 60_000 },
  /** How long the re-entered password opens the parent areas. */
  parentGateMs: PARENT_GATE_MS,
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
  /** Told after every revocation here, so other instances forget their cached sessions too. */
  onSessionsRevoked?: () => void;
}

const emailKey = (email: string) => `email:${email.toLowerCase()}`;
/** PIN tries for a student from anywhere but a class device (and the teacher's lockout view). */
export const studentKey = (id: string) => `student:${id}`;
/** PIN tries for a student from one class device. */
export const classDeviceKey = (studentId: string, deviceId: string) =>
  `student:${studentId}:device:${deviceId}`;
const gateKey = (familyId: string) => `gate:${familyId}`;

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
  const forgetSessions = () => {
    sessionCache.clear();
    deps.onSessionsRevoked?.();
  };

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
  async function failAttempt(
    key: string,
    now: Date,
    error: AppError,
    rules: { windowMs: number; maxFailures: number; lockMs: number } = AUTH_RULES.lockout,
  ): Promise<never> {
    const until = await repo.recordFailure(key, now, rules);
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
  /**
   * A new session. Without `familyId` it starts a new sign-in (family); with it, it joins that
   * sign-in (profile pick, parent gate), so one logout ends them all.
   */
  async function openSession(
    user: UserRow,
    meta: RequestMeta,
    link: {
      parentSessionId?: string | null;
      classroomId?: string | null;
      familyId?: string;
      parentGate?: boolean;
      countLogin?: boolean;
    } = {},
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
          familyId: link.familyId ?? randomUUID(),
          parentGateAt: link.parentGate ? now : null,
          now,
          expiresAt: new Date(now.getTime() + AUTH_RULES.sessionMaxAgeMs),
          userAgent: meta.userAgent?.slice(0, 400) ?? null,
          ip: meta.ip,
        },
        tx,
      );
      if (link.countLogin !== false) await repo.incrementSuccessLogins(user.id, tx);
    });
    return token;
  }

  async function details(
    userId: string,
    classroomId: string | null,
    parentGateUntil: Date | null = null,
  ): Promise<UserDetails> {
    const user = await repo.findUserById(userId);
    if (!user) throw new AppError(AppErrorCode.UNAUTHENTICATED);
    const now = clock.now();
    switch (user.role) {
      case Role.PARENT:
        return {
          ...toUserDetails(user, { now, childCount: await repo.countChildren(user.id) }),
          parentGateUntil:
            parentGateUntil && parentGateUntil > now ? parentGateUntil.toISOString() : null,
        };
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
    parentGateUntil: Date | null = null,
  ): Promise<SessionResponse> {
    return { token, user: await details(userId, classroomId, parentGateUntil) };
  }

  const gateUntil = (from: Date) => new Date(from.getTime() + AUTH_RULES.parentGateMs);

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
      const parentGatePassed = s.role === Role.PARENT && parentGateHolds(s.parentGateAt, now);
      return {
        user: { id: s.userId, role: s.role, parentId: s.parentId },
        session: {
          id: s.id,
          parentSessionId: s.parentSessionId,
          classroomId: s.classroomId,
          familyId: s.familyId,
          parentGateUntil: parentGatePassed ? gateUntil(s.parentGateAt!) : null,
          parentGatePassed,
        },
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
      // An account an admin switched INACTIVE is refused, and only after the password was right,
      // so its state is not told to someone who merely knows the email.
      if (await repo.isAccountInactive(user.id)) {
        throw new AppError(AppErrorCode.FORBIDDEN, ADMIN_CORE_MESSAGES.accountInactive);
      }
      // Spec §7 "optional access token accepted": the session handed out by sign-up or a 418
      // answer is continued (no second session) when it is this account's and still live.
      if (body.accessToken && body.accessToken.length <= 200) {
        const s = await repo.findSessionByTokenHash(hashToken(body.accessToken));
        if (
          s &&
          s.userId === user.id &&
          !s.revokedAt &&
          s.expiresAt > now &&
          now.getTime() - s.lastSeenAt.getTime() <= AUTH_RULES.sessionIdleMs
        ) {
          return sessionResponse(body.accessToken, user.id);
        }
      }
      return sessionResponse(await openSession(user, meta), user.id);
    },

    async studentLogin(
      body: z.output<typeof studentLoginBodySchema>,
      meta: RequestMeta,
    ): Promise<SessionResponse> {
      const now = clock.now();
      const classroom = await repo.findClassroomByCode(body.classCode);
      if (!classroom) throw new AppError(AppErrorCode.NOT_FOUND, MESSAGES.classCodeUnknown);
      // Tries from a class device count per device and student; all other tries (any address)
      // share one count per student, so guessing stays ≤ 10 per 15 minutes from strangers while
      // a stranger's lockout never reaches the class's own computers (docs/decisions/025).
      const device = body.deviceToken
        ? await repo.findClassDevice(hashToken(body.deviceToken), classroom.id)
        : undefined;
      const key = device ? classDeviceKey(body.studentId, device.id) : studentKey(body.studentId);
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
      if (device) await repo.touchClassDevice(device.id, now);
      const token = await openSession(student, meta, { classroomId: classroom.id });
      return sessionResponse(token, student.id, classroom.id);
    },

    /**
     * A student session opened by a verified login card (classes' card sign-in checks the card
     * token; this only opens the session in the class).
     */
    async openStudentSession(
      studentId: string,
      classroomId: string,
      meta: RequestMeta,
    ): Promise<SessionResponse> {
      const student = await repo.findStudentInClassroom(studentId, classroomId);
      if (!student) throw new AppError(AppErrorCode.UNAUTHENTICATED);
      const token = await openSession(student, meta, { classroomId });
      return sessionResponse(token, student.id, classroomId);
    },

    async classStudents(classCode: string) {
      const classroom = await repo.findClassroomByCode(classCode);
      if (!classroom) throw new AppError(AppErrorCode.NOT_FOUND, MESSAGES.classCodeUnknown);
      return toClassStudents(classroom, await repo.listClassroomStudents(classroom.id));
    },

    /**
     * Ends every session of the caller's sign-in: the parent session, the sessions of the parent
     * gate and every child session picked in it (issue 16: "signing out ends the whole family").
     */
    async logout(auth: AuthContext): Promise<void> {
      const now = clock.now();
      if (auth.session.familyId) await repo.revokeFamily(auth.session.familyId, now);
      else await repo.revokeSessionTree(auth.session.parentSessionId ?? auth.session.id, now);
      forgetSessions();
    },

    details(auth: AuthContext): Promise<UserDetails> {
      return details(auth.user.id, auth.session.classroomId, auth.session.parentGateUntil ?? null);
    },

    /**
     * The session of a parent who just signed up (billing's sign-up): a new sign-in whose
     * parent gate is passed, since the password was typed a moment ago.
     */
    async openSignUpSession(userId: string, meta: RequestMeta): Promise<SessionResponse> {
      const user = await repo.findUserById(userId);
      // An educator who just signed up (classrooms' educators) opens a plain session.
      if (user?.role === Role.TEACHER) {
        return sessionResponse(await openSession(user, meta, {}), user.id, null);
      }
      if (!user || user.role !== Role.PARENT) throw new AppError(AppErrorCode.UNAUTHENTICATED);
      const token = await openSession(user, meta, { parentGate: true });
      return sessionResponse(token, user.id, null, gateUntil(clock.now()));
    },

    /** Forget cached sessions after revoking some outside this service (account deletion). */
    forgetSessions,
    /** Another instance revoked sessions: forget the cached ones here (nothing is re-sent). */
    forgetLocalSessions: () => sessionCache.clear(),

    /** Revoke every sign-in of a user but `keepFamilyId` (email change, account deletion). */
    async revokeOtherSignIns(userId: string, keepFamilyId: string | null): Promise<void> {
      await repo.revokeUserSessions(userId, clock.now(), keepFamilyId);
      forgetSessions();
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
      const token = await openSession(child, meta, {
        parentSessionId,
        familyId: auth.session.familyId,
      });
      // A child switching profile hands over to the new session.
      if (auth.user.role === Role.CHILD) {
        await repo.revokeSessionTree(auth.session.id, clock.now());
        forgetSessions();
      }
      return sessionResponse(token, child.id);
    },

    /**
     * The parent gate ("Enter Account Password"): the family parent's password → a PARENT
     * session of the same sign-in whose gate is passed (it opens the parent areas for
     * AUTH_RULES.parentGateMs). Wrong tries count against this sign-in's gate only
     * (`gate:<familyId>`), never against the account's sign-in lockout.
     */
    async verifyPassword(
      auth: AuthContext,
      password: string,
      meta: RequestMeta,
    ): Promise<SessionResponse> {
      const now = clock.now();
      const parent = await repo.findUserById(familyParentId(auth));
      if (!canSignInWithPassword(parent)) throw new AppError(AppErrorCode.INVALID_CREDENTIALS);
      const familyId = auth.session.familyId ?? auth.session.parentSessionId ?? auth.session.id;
      const key = gateKey(familyId);
      await assertNotLocked(key, now);
      if (!(await verifySecret(parent.passwordHash, password))) {
        return failAttempt(
          key,
          now,
          new AppError(AppErrorCode.INVALID_CREDENTIALS),
          AUTH_RULES.gateLockout,
        );
      }
      await repo.clearFailures([key]);
      const token = await openSession(parent, meta, {
        familyId,
        parentGate: true,
        countLogin: false,
      });
      return sessionResponse(token, parent.id, null, gateUntil(now));
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
        await repo.revokeUserSessions(userId, now, null, tx);
        return (await repo.findUserById(userId, tx))?.email ?? null;
      });
      forgetSessions();
      if (email) await repo.clearFailures([emailKey(email)]);
      return { message: MESSAGES.passwordUpdated };
    },

    /**
     * Change the signed-in account's password; every other sign-in of the account ends (this
     * sign-in's sessions stay). A parent needs the parent gate (account settings is a parent area).
     */
    async changePassword(
      auth: AuthContext,
      body: z.output<typeof passwordChangeBodySchema>,
    ): Promise<{ message: string }> {
      if (auth.user.role === Role.PARENT) requireParentGate(auth);
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
        await repo.revokeUserSessions(user.id, now, auth.session.familyId ?? null, tx);
      });
      forgetSessions();
      return { message: MESSAGES.passwordUpdated };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
