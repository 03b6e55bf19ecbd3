import type { z } from 'zod';
import {
  AppErrorCode,
  ASSIGNMENT_MESSAGES,
  CONSTANTS,
  MESSAGES,
  Role,
  type Assignment,
  type ContentMembership,
  type createCollectionBodySchema,
  type favoritesResponseSchema,
  type hideBooksBodySchema,
  type setContentMembershipBodySchema,
  type UserCollection,
  type UserCollectionDetails,
  type UserCollectionsResponse,
} from '@pagebird/contract';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { Clock } from '../../lib/clock.ts';
import { requireParentGate } from '../../lib/parent-gate.ts';
import { bookActionViewer } from '../catalogue/catalogue.policy.ts';
import { toBookCard } from '../catalogue/catalogue.presenter.ts';
import type { ViewerRepo } from '../catalogue/viewer.repo.ts';
import type { Viewer } from '../catalogue/visibility.ts';
import {
  isUniqueViolation,
  type AssignmentType,
  type CollectionsRepo,
} from './collections.repo.ts';
import {
  assertCanRead,
  assertMayHideFor,
  assertOwner,
  assertTitleAllowed,
  titleTakenError,
} from './collections.policy.ts';
import {
  toAssignments,
  toFavoritesCard,
  toMembership,
  toUserCollection,
  toUserCollectionDetails,
} from './collections.presenter.ts';

export interface CollectionsServiceDeps {
  repo: CollectionsRepo;
  /**
   * Viewers; when cached, `invalidate` is called after hiding or unhiding books and
   * `forget(userId)` after a profile's favourites changed (the viewer carries them).
   */
  viewers: ViewerRepo & { invalidate?: () => void; forget?: (userId: string) => void };
  clock: Clock;
}

const unique = <T>(xs: readonly T[]): T[] => [...new Set(xs)];

const bookNotFound = () => new AppError(AppErrorCode.NOT_FOUND, MESSAGES.bookNotFound);
const collectionNotFound = () => new AppError(AppErrorCode.NOT_FOUND, MESSAGES.collectionNotFound);

/**
 * Favorites, user collections, teacher assignments and hidden books (spec §7). Every object is
 * checked against the caller: another user's collection is "not found"; books must be visible
 * to the caller to be added anywhere. Writes touching several rows run in one transaction.
 */
export function createCollectionsService(deps: CollectionsServiceDeps) {
  const { repo, viewers, clock } = deps;
  const viewerOf = (auth: AuthContext, territory: string): Promise<Viewer> =>
    viewers.load(auth, territory, clock.now());
  /** The viewer of a book action (favourites, a book's collections): school hours applied. */
  const bookViewerOf = (auth: AuthContext, territory: string): Promise<Viewer> =>
    bookActionViewer(viewers, auth, territory, clock.now());

  async function assertVisible(v: Viewer, bookIds: string[]): Promise<void> {
    const visible = await repo.visibleBookIds(v, bookIds);
    if (bookIds.some((id) => !visible.has(id))) throw bookNotFound();
  }

  async function readable(v: Viewer, id: string) {
    return assertCanRead(await repo.findCollection(v, id));
  }

  async function owned(v: Viewer, id: string) {
    return assertOwner(await repo.findCollection(v, id));
  }

  async function current(v: Viewer, id: string): Promise<UserCollection> {
    const row = await repo.findCollection(v, id);
    if (!row) throw collectionNotFound();
    return toUserCollection(row, v.userId);
  }

  /** Run a write; a concurrent duplicate title (unique index) becomes the 409 answer. */
  async function withTitleConflict<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (e) {
      if (isUniqueViolation(e)) throw titleTakenError();
      throw e;
    }
  }

  return {
    // ── favorites ───────────────────────────────────────────────────────────
    async favorites(
      auth: AuthContext,
      territory: string,
    ): Promise<z.infer<typeof favoritesResponseSchema>> {
      const v = await viewerOf(auth, territory);
      const items = (await repo.favoriteCards(v)).map(toBookCard);
      return { items, total: items.length };
    },

    /** Idempotent; only a book the caller may see (404 otherwise). */
    async addFavorite(auth: AuthContext, territory: string, bookId: string): Promise<void> {
      const v = await bookViewerOf(auth, territory);
      await assertVisible(v, [bookId]);
      await repo.addFavorite(v.userId, bookId, clock.now());
      viewers.forget?.(v.userId);
    },

    /** Idempotent. */
    async removeFavorite(auth: AuthContext, territory: string, bookId: string): Promise<void> {
      await bookViewerOf(auth, territory);
      await repo.removeFavorite(auth.user.id, bookId);
      viewers.forget?.(auth.user.id);
    },

    // ── collections ─────────────────────────────────────────────────────────
    /** The favorites card, the caller's collections and (students) the assigned ones. */
    async list(auth: AuthContext, territory: string): Promise<UserCollectionsResponse> {
      const v = await viewerOf(auth, territory);
      const slots = CONSTANTS.collectionCoverSlots;
      const [summary, own, assigned] = await Promise.all([
        repo.favoritesSummary(v, slots),
        repo.ownCollections(v, slots),
        repo.assignedCollections(v, slots),
      ]);
      return {
        favorites: toFavoritesCard(summary),
        collections: own.map((c) => toUserCollection(c, v.userId)),
        assigned: assigned.map((c) => toUserCollection(c, v.userId)),
      };
    },

    async create(
      auth: AuthContext,
      territory: string,
      body: z.output<typeof createCollectionBodySchema>,
    ): Promise<UserCollection> {
      const v = await viewerOf(auth, territory);
      const title = body.title;
      assertTitleAllowed(title);
      if (await repo.titleTaken(v.userId, title)) throw titleTakenError();
      const bookIds = unique(body.contentIds ?? []);
      await assertVisible(v, bookIds);
      const now = clock.now();
      const id = await withTitleConflict(() =>
        repo.db.transaction(async (tx) => {
          const created = await repo.insertCollection(v.userId, title, now, tx);
          await repo.appendItems(created, bookIds, now, tx);
          return created;
        }),
      );
      return current(v, id);
    },

    /** The owner, or a student it is assigned to, reads a collection with its books. */
    async get(auth: AuthContext, territory: string, id: string): Promise<UserCollectionDetails> {
      const v = await viewerOf(auth, territory);
      const row = await readable(v, id);
      const books = await repo.collectionCards(v, id);
      return toUserCollectionDetails(row, v.userId, books);
    },

    async rename(
      auth: AuthContext,
      territory: string,
      id: string,
      title: string,
    ): Promise<UserCollection> {
      const v = await viewerOf(auth, territory);
      await owned(v, id);
      assertTitleAllowed(title);
      if (await repo.titleTaken(v.userId, title, id)) throw titleTakenError();
      await withTitleConflict(() => repo.renameCollection(id, title, clock.now()));
      return current(v, id);
    },

    async remove(auth: AuthContext, territory: string, id: string): Promise<void> {
      const v = await viewerOf(auth, territory);
      await owned(v, id);
      await repo.deleteCollection(id);
    },

    /** The add_to_collection modal: the caller's collections and whether each holds the book. */
    async contentCollections(
      auth: AuthContext,
      territory: string,
      bookId: string,
    ): Promise<ContentMembership> {
      const v = await bookViewerOf(auth, territory);
      await assertVisible(v, [bookId]);
      return toMembership(await repo.membership(v, bookId));
    },

    /** Put the book in exactly the given collections of the caller, in one transaction. */
    async setContentCollections(
      auth: AuthContext,
      territory: string,
      bookId: string,
      body: z.output<typeof setContentMembershipBodySchema>,
    ): Promise<ContentMembership> {
      if (body.contentType !== 'BOOK') {
        throw new AppError(AppErrorCode.VALIDATION, undefined, {
          contentType: 'Only books can be put in collections.',
        });
      }
      const v = await bookViewerOf(auth, territory);
      await assertVisible(v, [bookId]);
      const ids = unique(body.collectionIds);
      const rows = await repo.db.transaction(async (tx) => {
        const mine = await repo.ownedCollectionIds(v.userId, ids, tx);
        if (ids.some((id) => !mine.has(id))) throw collectionNotFound();
        await repo.setMembership(v.userId, bookId, ids, clock.now(), tx);
        return repo.membership(v, bookId, tx);
      });
      return toMembership(rows);
    },

    /** Take a book out of one of the caller's collections (idempotent). */
    async removeContent(
      auth: AuthContext,
      territory: string,
      id: string,
      bookId: string,
    ): Promise<void> {
      const v = await bookViewerOf(auth, territory);
      await owned(v, id);
      await repo.removeItem(id, bookId, clock.now());
    },

    // ── teacher assignments ─────────────────────────────────────────────────
    /**
     * A teacher assigns one of their collections to their classrooms or to students of their
     * classrooms; the list of that type is replaced. Someone else's collection → 404; a class or
     * student that is not the teacher's → 403.
     */
    async assign(auth: AuthContext, body: Assignment): Promise<Assignment[]> {
      const teacherId = auth.user.id;
      if ((await repo.collectionOwner(body.collectionId)) !== teacherId) {
        throw collectionNotFound();
      }
      const ids = unique(body.ids);
      await assertTargetsOfTeacher(teacherId, body.type, ids);
      // The Assign panel of one class (issue 12 item 5): replace within that class only.
      let scope: { classroomId: string; studentIds: string[] } | null = null;
      if (body.classroomId) {
        const students = await repo.studentsOfClassroomOfTeacher(teacherId, body.classroomId);
        if (!students) throw new AppError(AppErrorCode.FORBIDDEN);
        const inside =
          body.type === 'CLASSROOM'
            ? ids.every((id) => id === body.classroomId)
            : ids.every((id) => students.includes(id));
        if (!inside) {
          throw new AppError(AppErrorCode.VALIDATION, ASSIGNMENT_MESSAGES.classScopeMismatch, {
            ids: ASSIGNMENT_MESSAGES.classScopeMismatch,
          });
        }
        scope = { classroomId: body.classroomId, studentIds: students };
      }
      const rows = await repo.db.transaction(async (tx) => {
        await repo.replaceAssignments(body.collectionId, body.type, ids, clock.now(), tx, {
          dueDate: body.dueDate ?? null,
          scope,
        });
        return repo.assignments(body.collectionId, tx);
      });
      return toAssignments(body.collectionId, rows);
    },

    async assignments(auth: AuthContext, territory: string, id: string): Promise<Assignment[]> {
      const v = await viewerOf(auth, territory);
      await owned(v, id);
      return toAssignments(id, await repo.assignments(id));
    },

    // ── hidden books ────────────────────────────────────────────────────────
    /**
     * Hide (or unhide) books from a parent's children, or from a teacher's classrooms or the
     * students of them. Targets that are not the caller's → 403; unknown books → 404.
     */
    async hide(auth: AuthContext, body: z.output<typeof hideBooksBodySchema>): Promise<void> {
      const { role, id: callerId } = auth.user;
      assertMayHideFor(role, body.type);
      const targets = unique(body.ids);
      if (role === Role.PARENT) {
        requireParentGate(auth); // a parent area (issue 11): share/hide needs the parent gate
        const mine = await repo.childrenOfParent(callerId, targets);
        if (targets.some((t) => !mine.has(t))) throw new AppError(AppErrorCode.FORBIDDEN);
      } else {
        await assertTargetsOfTeacher(callerId, body.type, targets);
      }
      const bookIds = unique(body.bookIds);
      const existing = await repo.existingBookIds(bookIds);
      if (bookIds.some((b) => !existing.has(b))) throw bookNotFound();
      const now = clock.now();
      await repo.db.transaction(async (tx) => {
        if (body.hidden) await repo.hide(bookIds, body.type, targets, callerId, now, tx);
        else await repo.unhide(bookIds, body.type, targets, tx);
      });
      viewers.invalidate?.();
    },
  };

  async function assertTargetsOfTeacher(
    teacherId: string,
    type: AssignmentType,
    ids: string[],
  ): Promise<void> {
    const mine =
      type === 'CLASSROOM'
        ? await repo.classroomsOfTeacher(teacherId, ids)
        : await repo.studentsOfTeacher(teacherId, ids);
    if (ids.some((id) => !mine.has(id))) throw new AppError(AppErrorCode.FORBIDDEN);
  }
}

export type CollectionsService = ReturnType<typeof createCollectionsService>;
