import { randomBytes, randomInt } from 'node:crypto';
import {
  AppErrorCode,
  CLASS_CODE_ALPHABET,
  CLASS_CODE_LENGTH,
  CLASS_MESSAGES,
  MAX_STUDENTS_PER_CLASS,
  READING_LEVEL_SYSTEMS,
  ageForGrade,
  approximateReadingLevel,
  normaliseReadingLevel,
  type ClassDetail,
  type ClassStudentDetail,
  type ClassSummary,
  type CreateClassBody,
  type NewStudent,
  type SessionResponse,
  type UpdateClassBody,
  type UpdateStudentBody,
} from '@pagebird/contract';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashSecret } from '../../lib/passwords.ts';
import { hashToken, newOpaqueToken } from '../../lib/tokens.ts';
import type { DbOrTx } from '../../db/client.ts';
import { teacherDisplayName, toAvatarSettings } from '../auth/auth.presenter.ts';
import type { RequestMeta } from '../auth/auth.service.ts';
import type { ClassesRepo, ClassRow, ReadingLevelWrite, StudentRow } from './classes.repo.ts';
import { cardTokenValid, loginCardsPdf, parseCardToken, signCardToken } from './login-cards.ts';

export interface ClassesServiceDeps {
  repo: ClassesRepo;
  clock: Clock;
  publicUrl: string;
  /** The catalogue's viewer cache: a student's age (grade) decides what they see. */
  viewers: { forget(userId: string): void };
  forgetSessions: () => void;
  openStudentSession(
    studentId: string,
    classroomId: string,
    meta: RequestMeta,
  ): Promise<SessionResponse>;
}

const notFound = () => new AppError(AppErrorCode.NOT_FOUND);
const invalid = (field: string, message: string) =>
  new AppError(AppErrorCode.VALIDATION, message, { [field]: message });

/** A class code from a CSPRNG over an alphabet that reads aloud without doubt. */
export function newClassCode(): string {
  let code = '';
  for (let i = 0; i < CLASS_CODE_LENGTH; i++) {
    code += CLASS_CODE_ALPHABET[randomInt(CLASS_CODE_ALPHABET.length)];
  }
  return code;
}

/** A 4-digit PIN from a CSPRNG. */
export const newPin = () => String(randomInt(10_000)).padStart(4, '0');
const newCardSecret = () => randomBytes(32).toString('base64url');

/**
 * An educator's classes and students (issue 12 items 2–4). Every method reads or writes only
 * the caller's own classes: another educator's class or student id is answered as not found.
 */
export function createClassesService(deps: ClassesServiceDeps) {
  const { repo, clock } = deps;

  async function uniqueCode(tx: DbOrTx): Promise<string> {
    for (let i = 0; i < 20; i++) {
      const code = newClassCode();
      if (!(await repo.codeTaken(code, tx))) return code;
    }
    throw new Error('Could not find a free class code');
  }

  function levelWrites(levels: NewStudent['readingLevels']): ReadingLevelWrite[] {
    return (levels ?? []).map((l) => {
      const value = normaliseReadingLevel(l.readingLevelSystem, l.readingLevelValue)!;
      return {
        system: l.readingLevelSystem,
        value,
        approximateLevel: approximateReadingLevel(l.readingLevelSystem, value),
      };
    });
  }

  const today = (now: Date) => now.toISOString().slice(0, 10);
  const birthYearFor = (gradeId: number, now: Date) => now.getUTCFullYear() - ageForGrade(gradeId);

  async function insertStudents(classroomId: string, students: NewStudent[], tx: DbOrTx) {
    const now = clock.now();
    const prepared = await Promise.all(
      students.map(async (s) => {
        const pin = s.passCode ?? newPin();
        return { s, pin, pinHash: await hashSecret(pin) };
      }),
    );
    for (const { s, pin, pinHash } of prepared) {
      const id = await repo.insertStudent(
        {
          classroomId,
          firstName: s.firstName,
          lastName: s.lastName,
          gradeId: s.gradeId,
          birthYear: birthYearFor(s.gradeId, now),
          pinHash,
          pin,
          now,
        },
        tx,
      );
      const levels = levelWrites(s.readingLevels);
      if (levels.length) await repo.replaceReadingLevels(id, levels, today(now), now, tx);
    }
  }

  function summary(c: ClassRow): ClassSummary {
    return {
      id: c.id,
      name: c.name,
      gradeId: c.gradeId,
      loginCode: c.loginCode,
      studentCount: c.studentCount,
      disabled: !!c.disabledAt,
      archived: !!c.archivedAt,
      school: { id: c.schoolId, name: c.schoolName },
      createdAt: c.createdAt.toISOString(),
    };
  }

  async function studentDtos(students: StudentRow[]): Promise<ClassStudentDetail[]> {
    const ids = students.map((s) => s.user.id);
    const now = clock.now();
    const [levels, locks] = await Promise.all([repo.readingLevels(ids), repo.lockouts(ids)]);
    return students.map(({ user: u, pinDisplay }) => {
      const lock = locks.find((l) => l.key === `student:${u.id}`);
      const windowOpen =
        lock && now.getTime() - lock.windowStartedAt.getTime() < 15 * 60_000 ? lock : undefined;
      const locked = lock?.lockedUntil && lock.lockedUntil > now ? lock.lockedUntil : null;
      return {
        id: u.id,
        firstName: u.name,
        lastName: u.surname ?? '',
        gradeId: u.gradeId,
        age: u.birthYear === null ? null : now.getUTCFullYear() - u.birthYear,
        passCode: pinDisplay,
        readingLevels: levels
          .filter((l) => l.childId === u.id)
          .map((l) => ({
            readingLevelSystem: l.system as (typeof READING_LEVEL_SYSTEMS)[number],
            readingLevelValue: l.value,
          })),
        avatarSettings: toAvatarSettings(u),
        lockedUntil: locked ? locked.toISOString() : null,
        failedTries: locked ? (lock?.failedCount ?? 0) : (windowOpen?.failedCount ?? 0),
      };
    });
  }

  async function detail(c: ClassRow): Promise<ClassDetail> {
    const [students, devices] = await Promise.all([
      repo.listStudents(c.id),
      repo.listDevices(c.id),
    ]);
    return {
      ...summary(c),
      students: await studentDtos(students),
      devices: devices.map((d) => ({
        id: d.id,
        label: d.label,
        createdAt: d.createdAt.toISOString(),
        lastUsedAt: d.lastUsedAt?.toISOString() ?? null,
      })),
    };
  }

  async function ownClass(auth: AuthContext, id: string, tx?: DbOrTx): Promise<ClassRow> {
    const c = await repo.findOwnClass(id, auth.user.id, tx);
    if (!c) throw notFound();
    return c;
  }

  /** A class that can still change (archived classes are read-only). */
  async function openClass(auth: AuthContext, id: string, tx?: DbOrTx): Promise<ClassRow> {
    const c = await ownClass(auth, id, tx);
    if (c.archivedAt) throw new AppError(AppErrorCode.CONFLICT, CLASS_MESSAGES.classArchived);
    return c;
  }

  async function reload(auth: AuthContext, id: string): Promise<ClassDetail> {
    return detail(await ownClass(auth, id));
  }

  async function ownStudent(auth: AuthContext, studentId: string, tx?: DbOrTx) {
    const s = await repo.findOwnStudent(studentId, auth.user.id, tx);
    if (!s) throw notFound();
    return s;
  }

  return {
    async list(auth: AuthContext, archived?: boolean): Promise<ClassSummary[]> {
      return (await repo.listClasses(auth.user.id, archived)).map(summary);
    },

    async freshCode(): Promise<{ classCode: string }> {
      return { classCode: await uniqueCode(repo.db) };
    },

    async get(auth: AuthContext, id: string): Promise<ClassDetail> {
      return reload(auth, id);
    },

    async create(auth: AuthContext, body: CreateClassBody): Promise<ClassDetail> {
      const id = await repo.transaction(async (tx) => {
        const schoolId = await repo.usableSchoolId(auth.user.id, body.schoolId, tx);
        if (!schoolId) {
          throw invalid(
            'schoolId',
            body.schoolId ? 'Please choose one of your schools.' : 'Please add your school first.',
          );
        }
        const classroomId = await repo.insertClass(
          {
            name: body.name,
            gradeId: body.gradeId,
            schoolId,
            teacherId: auth.user.id,
            loginCode: await uniqueCode(tx),
            cardSecret: newCardSecret(),
            now: clock.now(),
          },
          tx,
        );
        await insertStudents(classroomId, body.students, tx);
        return classroomId;
      });
      return reload(auth, id);
    },

    async update(auth: AuthContext, id: string, body: UpdateClassBody): Promise<ClassDetail> {
      await openClass(auth, id);
      await repo.updateClass(id, { name: body.name, gradeId: body.gradeId });
      return reload(auth, id);
    },

    async setDisabled(auth: AuthContext, id: string, disabled: boolean): Promise<ClassDetail> {
      await openClass(auth, id);
      const now = clock.now();
      await repo.transaction(async (tx) => {
        await repo.updateClass(id, { disabledAt: disabled ? now : null }, tx);
        if (disabled) await repo.revokeClassSessions([id], now, tx);
      });
      if (disabled) deps.forgetSessions();
      return reload(auth, id);
    },

    /** Archive one or several classes (spec §4 "Educator archive flow"); all or none. */
    async archive(auth: AuthContext, ids: string[]): Promise<{ message: string }> {
      const unique = [...new Set(ids)];
      const now = clock.now();
      await repo.transaction(async (tx) => {
        const mine = await repo.ownClassIds(unique, auth.user.id, tx);
        if (mine.length !== unique.length) throw notFound();
        for (const id of mine) await repo.updateClass(id, { archivedAt: now }, tx);
        await repo.revokeClassSessions(mine, now, tx);
      });
      deps.forgetSessions();
      return { message: CLASS_MESSAGES.archived(unique.length) };
    },

    /** A new class code and card secret: every printed login card's QR code stops working. */
    async rotateCode(auth: AuthContext, id: string): Promise<ClassDetail> {
      await openClass(auth, id);
      await repo.transaction(async (tx) => {
        await repo.updateClass(
          id,
          { loginCode: await uniqueCode(tx), cardSecret: newCardSecret() },
          tx,
        );
      });
      return reload(auth, id);
    },

    async addStudents(auth: AuthContext, id: string, students: NewStudent[]) {
      await repo.transaction(async (tx) => {
        const c = await openClass(auth, id, tx);
        if (c.studentCount + students.length > MAX_STUDENTS_PER_CLASS) {
          throw invalid('students', CLASS_MESSAGES.tooManyStudents);
        }
        await insertStudents(id, students, tx);
      });
      return reload(auth, id);
    },

    /** Remove students (all or none); their accounts and sessions end at once. */
    async removeStudents(auth: AuthContext, id: string, studentIds: string[]) {
      const unique = [...new Set(studentIds)];
      await repo.transaction(async (tx) => {
        await openClass(auth, id, tx);
        const inClass = await repo.studentsOfClassAmong(id, unique, tx);
        if (inClass.length !== unique.length) throw notFound();
        await repo.revokeStudentSessions(inClass, clock.now(), tx);
        await repo.deleteStudents(inClass, tx);
      });
      deps.forgetSessions();
      for (const s of unique) deps.viewers.forget(s);
      return reload(auth, id);
    },

    async updateStudent(
      auth: AuthContext,
      studentId: string,
      body: UpdateStudentBody,
    ): Promise<ClassStudentDetail> {
      const now = clock.now();
      const s = await repo.transaction(async (tx) => {
        const own = await ownStudent(auth, studentId, tx);
        await repo.updateStudent(
          studentId,
          {
            ...(body.firstName !== undefined ? { name: body.firstName } : {}),
            ...(body.lastName !== undefined ? { surname: body.lastName } : {}),
            ...(body.gradeId !== undefined
              ? { gradeId: body.gradeId, birthYear: birthYearFor(body.gradeId, now) }
              : {}),
            updatedAt: now,
          },
          tx,
        );
        if (body.readingLevels) {
          await repo.replaceReadingLevels(
            studentId,
            levelWrites(body.readingLevels),
            today(now),
            now,
            tx,
          );
        }
        return own;
      });
      deps.viewers.forget(studentId);
      const students = await repo.listStudents(s.classroomId);
      const dto = (await studentDtos(students.filter((x) => x.user.id === studentId)))[0];
      if (!dto) throw notFound();
      return dto;
    },

    /** A new PIN; the student's lockouts end (the teacher just handed out the new PIN). */
    async setPassCode(auth: AuthContext, studentId: string, passCode: string) {
      const pinHash = await hashSecret(passCode);
      await repo.transaction(async (tx) => {
        await ownStudent(auth, studentId, tx);
        await repo.setPin(studentId, pinHash, passCode, clock.now(), tx);
        await repo.clearLockouts(studentId, tx);
      });
      return { message: CLASS_MESSAGES.pinSaved };
    },

    async clearLockout(auth: AuthContext, id: string, studentId: string) {
      await ownClass(auth, id);
      const inClass = await repo.studentsOfClassAmong(id, [studentId], repo.db);
      if (!inClass.length) throw notFound();
      await repo.clearLockouts(studentId);
      return { message: CLASS_MESSAGES.lockoutCleared };
    },

    async resetCard(auth: AuthContext, id: string, studentId: string) {
      await openClass(auth, id);
      const inClass = await repo.studentsOfClassAmong(id, [studentId], repo.db);
      if (!inClass.length) throw notFound();
      await repo.bumpCardVersion(id, studentId);
      return { message: CLASS_MESSAGES.cardReset };
    },

    async trustDevice(auth: AuthContext, id: string, label: string) {
      await openClass(auth, id);
      const token = newOpaqueToken();
      const d = await repo.insertDevice({
        classroomId: id,
        tokenHash: hashToken(token),
        label,
        now: clock.now(),
      });
      return {
        token,
        device: {
          id: d.id,
          label: d.label,
          createdAt: d.createdAt.toISOString(),
          lastUsedAt: null,
        },
      };
    },

    async removeDevice(auth: AuthContext, id: string, deviceId: string) {
      await ownClass(auth, id);
      if (!(await repo.deleteDevice(id, deviceId))) throw notFound();
      return { message: CLASS_MESSAGES.deviceRemoved };
    },

    /** The sign-in URL of a student's login card QR code. */
    cardUrl(c: ClassRow, s: StudentRow): string {
      const token = signCardToken({
        classroomId: c.id,
        studentId: s.user.id,
        cardVersion: s.cardVersion,
        loginCode: c.loginCode,
        cardSecret: c.cardSecret,
      });
      return `${deps.publicUrl}/students?card=${token}`;
    },

    async loginCards(auth: AuthContext, id: string): Promise<{ pdf: Uint8Array; name: string }> {
      const c = await openClass(auth, id);
      const [students, teacher] = await Promise.all([
        repo.listStudents(id),
        repo.findUser(auth.user.id),
      ]);
      const teacherName = teacher ? teacherDisplayName(teacher) : '';
      const pdf = await loginCardsPdf(
        { name: c.name, loginCode: c.loginCode, teacherName },
        students.map((s) => ({
          firstName: s.user.name,
          lastName: s.user.surname ?? '',
          passCode: s.pinDisplay,
          signInUrl: this.cardUrl(c, s),
        })),
      );
      return { pdf, name: c.name };
    },

    /** Sign in with a login card's QR token (docs/decisions/025). */
    async cardLogin(token: string, meta: RequestMeta): Promise<SessionResponse> {
      const refused = () =>
        new AppError(AppErrorCode.INVALID_CREDENTIALS, CLASS_MESSAGES.cardInvalid);
      const parsed = parseCardToken(token);
      if (!parsed) throw refused();
      const target = await repo.cardTarget(parsed.classroomId, parsed.studentId);
      if (!target || !cardTokenValid(parsed, target)) throw refused();
      return deps.openStudentSession(parsed.studentId, parsed.classroomId, meta);
    },
  };
}

export type ClassesService = ReturnType<typeof createClassesService>;
