import type { z } from 'zod';
import {
  AppErrorCode,
  ASSIGNMENT_MESSAGES,
  CONSTANTS,
  MESSAGES,
  type AssignmentStatisticsResponse,
  type BookAssignmentsResponse,
  type ClassAssignmentsResponse,
  type HiddenTargets,
  type MyAssignmentsResponse,
  type bookAssignmentBodySchema,
  type hideCollectionBodySchema,
} from '@pagebird/contract';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Viewers } from '../catalogue/viewer-cache.ts';
import type { AssignmentsRepo, TargetType } from './assignments.repo.ts';
import {
  toBookAssignments,
  toClassHidden,
  toHiddenTargets,
  toMyAssignments,
  toStatistics,
} from './assignments.presenter.ts';

export interface AssignmentsServiceDeps {
  repo: AssignmentsRepo;
  viewers: Viewers;
  clock: Clock;
}

const unique = <T>(xs: readonly T[]): T[] => [...new Set(xs)];
const bookNotFound = () => new AppError(AppErrorCode.NOT_FOUND, MESSAGES.bookNotFound);
const collectionNotFound = () => new AppError(AppErrorCode.NOT_FOUND, MESSAGES.collectionNotFound);
const classNotFound = () => new AppError(AppErrorCode.NOT_FOUND);
const forbidden = () => new AppError(AppErrorCode.FORBIDDEN);

/**
 * Assign and hide for classes and students (issue 12 item 5). The teacher's own classes and
 * their students are the only targets (others → 403), their own classes the only ones they read
 * (another educator's class → 404), books those the teacher may see (else 404). Hiding books is
 * the collections service's `hide` (POST /api/hidden-books/hide), the same rule as parents'.
 */
export function createAssignmentsService(deps: AssignmentsServiceDeps) {
  const { repo, viewers, clock } = deps;

  async function assertTargets(teacherId: string, type: TargetType, ids: string[]) {
    const mine = await repo.targetsOfTeacher(teacherId, type, ids);
    if (ids.some((id) => !mine.has(id))) throw forbidden();
  }

  /** The class scope of a panel save: the class is the teacher's, targets are in it. */
  async function classScope(
    teacherId: string,
    classroomId: string,
    type: TargetType,
    ids: string[],
  ) {
    const cls = await repo.classOfTeacher(teacherId, classroomId);
    if (!cls) throw forbidden();
    const inside =
      type === 'CLASSROOM'
        ? ids.every((id) => id === cls.id)
        : ids.every((id) => cls.studentIds.includes(id));
    if (!inside) {
      throw new AppError(AppErrorCode.VALIDATION, ASSIGNMENT_MESSAGES.classScopeMismatch, {
        ids: ASSIGNMENT_MESSAGES.classScopeMismatch,
      });
    }
    return { classroomId: cls.id, studentIds: cls.studentIds };
  }

  async function bookState(teacherId: string, bookId: string): Promise<BookAssignmentsResponse> {
    const [assigned, hidden] = await Promise.all([
      repo.bookAssignments(teacherId, bookId),
      repo.bookHidden(teacherId, bookId),
    ]);
    return { assignments: toBookAssignments(bookId, assigned), hidden: toHiddenTargets(hidden) };
  }

  async function assertBookForTeacher(auth: AuthContext, territory: string, bookId: string) {
    const v = await viewers.load(auth, territory, clock.now());
    if (!(await repo.bookVisible(v, bookId))) throw bookNotFound();
  }

  return {
    async assignBook(
      auth: AuthContext,
      territory: string,
      body: z.output<typeof bookAssignmentBodySchema>,
    ): Promise<BookAssignmentsResponse> {
      const teacherId = auth.user.id;
      await assertBookForTeacher(auth, territory, body.bookId);
      const ids = unique(body.ids);
      const scope = body.classroomId
        ? await classScope(teacherId, body.classroomId, body.type, ids)
        : null;
      if (!scope) await assertTargets(teacherId, body.type, ids);
      await repo.db.transaction(async (tx) => {
        await repo.replaceBookAssignments(
          {
            bookId: body.bookId,
            teacherId,
            type: body.type,
            targets: ids,
            dueDate: body.dueDate ?? null,
            scope,
            now: clock.now(),
          },
          tx,
        );
      });
      return bookState(teacherId, body.bookId);
    },

    async bookAssignments(
      auth: AuthContext,
      territory: string,
      bookId: string,
    ): Promise<BookAssignmentsResponse> {
      await assertBookForTeacher(auth, territory, bookId);
      return bookState(auth.user.id, bookId);
    },

    async hideCollection(
      auth: AuthContext,
      body: z.output<typeof hideCollectionBodySchema>,
    ): Promise<HiddenTargets[]> {
      const teacherId = auth.user.id;
      if (!(await repo.ownsCollection(teacherId, body.collectionId))) throw collectionNotFound();
      const ids = unique(body.ids);
      await assertTargets(teacherId, body.type, ids);
      const rows = await repo.db.transaction(async (tx) => {
        await repo.setCollectionHidden(
          {
            collectionId: body.collectionId,
            teacherId,
            type: body.type,
            targets: ids,
            hidden: body.hidden,
            now: clock.now(),
          },
          tx,
        );
        return repo.collectionHidden(teacherId, body.collectionId, tx);
      });
      return toHiddenTargets(rows);
    },

    async collectionHidden(auth: AuthContext, collectionId: string): Promise<HiddenTargets[]> {
      const teacherId = auth.user.id;
      if (!(await repo.ownsCollection(teacherId, collectionId))) throw collectionNotFound();
      return toHiddenTargets(await repo.collectionHidden(teacherId, collectionId));
    },

    async statistics(
      auth: AuthContext,
      classroomId: string | undefined,
    ): Promise<AssignmentStatisticsResponse> {
      const teacherId = auth.user.id;
      if (classroomId && !(await repo.classOfTeacher(teacherId, classroomId))) {
        throw classNotFound();
      }
      const rows = await repo.unitStudents(teacherId, classroomId ?? null, clock.now());
      return { items: toStatistics(rows) };
    },

    async classAssignments(
      auth: AuthContext,
      classroomId: string,
    ): Promise<ClassAssignmentsResponse> {
      const teacherId = auth.user.id;
      if (!(await repo.classOfTeacher(teacherId, classroomId))) throw classNotFound();
      const [units, hidden] = await Promise.all([
        repo.unitStudents(teacherId, classroomId, clock.now()),
        repo.classHidden(classroomId),
      ]);
      return { assignments: toStatistics(units), hidden: toClassHidden(hidden) };
    },

    async mine(auth: AuthContext, territory: string): Promise<MyAssignmentsResponse> {
      const v = await viewers.load(auth, territory, clock.now());
      const [books, collections] = await Promise.all([
        repo.myBooks(v),
        repo.myCollections(v, CONSTANTS.collectionCoverSlots),
      ]);
      return toMyAssignments(books, collections);
    },
  };
}

export type AssignmentsService = ReturnType<typeof createAssignmentsService>;
