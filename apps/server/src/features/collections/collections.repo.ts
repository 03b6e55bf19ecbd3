import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { Role } from '@pagebird/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  classrooms,
  classroomStudents,
  favorites,
  hiddenBooks,
  userCollectionAssignments,
  userCollectionItems,
  userCollections,
  users,
} from '../../db/schema/index.ts';
import { selectCards, type BookCardRow } from '../catalogue/book-cards.repo.ts';
import type { QueryRunner } from '../catalogue/query-runner.ts';
import { isoSql, sqlArray, visibleBookSql, type Viewer } from '../catalogue/visibility.ts';
import { collectionHiddenForSql } from '../classrooms/assignments.repo.ts';

/** A user collection with its owner, visible total and (first) visible items. */
export interface CollectionRow extends Record<string, unknown> {
  id: string;
  title: string;
  owner_id: string;
  owner_name: string;
  owner_surname: string | null;
  owner_title: string | null;
  owner_role: Role;
  /** ISO-8601 UTC. */
  updated_at: string;
  total: number;
  items: Array<{ id: string; cover: string | null }>;
}

export interface MembershipRow extends Record<string, unknown> {
  id: string;
  title: string;
  total: number;
  contains: boolean;
}

export type AssignmentType = 'USER' | 'CLASSROOM';

/** One assignment row of a collection (due date: YYYY-MM-DD or null). */
export interface AssignmentListRow {
  type: AssignmentType;
  targetId: string;
  dueDate: string | null;
}

/** Postgres unique_violation. */
export const isUniqueViolation = (e: unknown): boolean =>
  typeof e === 'object' &&
  e !== null &&
  ((e as { code?: string }).code === '23505' ||
    (e as { cause?: { code?: string } }).cause?.code === '23505');

/** The only Drizzle code of favorites, user collections, assignments and hidden books. */
export function createCollectionsRepo(db: Db, runner: QueryRunner) {
  /**
   * Collections (with owner) matching `where` (alias `uc`), each with the number of its books
   * the viewer may see and its first `itemLimit` visible items (all when null).
   */
  async function collectionsWhere(
    v: Viewer,
    where: SQL,
    itemLimit: number | null,
    tx: DbOrTx = db,
  ): Promise<CollectionRow[]> {
    const { rows } = await tx.execute<CollectionRow>(sql`
      SELECT uc.id, uc.title, uc.owner_id, ${isoSql('uc.updated_at')} AS updated_at,
             u.name AS owner_name, u.surname AS owner_surname, u.title AS owner_title,
             u.role AS owner_role,
             coalesce(it.total, 0) AS total, coalesce(it.items, '[]'::json) AS items
      FROM user_collections uc
      JOIN users u ON u.id = uc.owner_id
      LEFT JOIN LATERAL (
        SELECT count(*)::int AS total,
               json_agg(json_build_object('id', x.id, 'cover', x.cover) ORDER BY x.rn)
                 ${itemLimit === null ? sql`` : sql`FILTER (WHERE x.rn <= ${itemLimit})`} AS items
        FROM (
          SELECT b.id, coalesce(b.cover_thumb_key, b.cover_key) AS cover,
                 row_number() OVER (ORDER BY i.position, i.added_at, b.id) AS rn
          FROM user_collection_items i JOIN books b ON b.id = i.book_id
          WHERE i.collection_id = uc.id AND ${visibleBookSql(v)}
        ) x
      ) it ON TRUE
      WHERE ${where}
      ORDER BY uc.created_at, uc.id`);
    return rows;
  }

  /**
   * Collections assigned to a student directly or through one of their classrooms, and not
   * hidden from them (a teacher's hide wins over an assignment, issue 12 item 5).
   */
  const assignedToViewer = (v: Viewer): SQL => sql`(EXISTS (
    SELECT 1 FROM user_collection_assignments a
    WHERE a.collection_id = uc.id
      AND ((a.type = 'USER' AND a.target_id = ${v.userId}::uuid)
        OR (a.type = 'CLASSROOM' AND a.target_id = ANY(${sqlArray(v.classroomIds)}::uuid[]))))
    AND NOT ${collectionHiddenForSql(v, 'uc')})`;

  return {
    db,

    // ── visibility helpers ──────────────────────────────────────────────────
    /** The ids among `bookIds` the viewer may see. */
    async visibleBookIds(v: Viewer, bookIds: string[], tx: DbOrTx = db): Promise<Set<string>> {
      if (bookIds.length === 0) return new Set();
      const { rows } = await tx.execute<{ id: string }>(sql`
        SELECT b.id FROM books b WHERE b.id = ANY(${sqlArray(bookIds)}::uuid[]) AND ${visibleBookSql(v)}`);
      return new Set(rows.map((r) => r.id));
    },

    /** The ids among `bookIds` that exist at all. */
    async existingBookIds(bookIds: string[]): Promise<Set<string>> {
      const { rows } = await db.execute<{ id: string }>(
        sql`SELECT id FROM books WHERE id = ANY(${sqlArray(bookIds)}::uuid[])`,
      );
      return new Set(rows.map((r) => r.id));
    },

    // ── favorites ───────────────────────────────────────────────────────────
    async addFavorite(userId: string, bookId: string, now: Date): Promise<void> {
      await db.insert(favorites).values({ userId, bookId, createdAt: now }).onConflictDoNothing();
    },

    async removeFavorite(userId: string, bookId: string): Promise<void> {
      await db
        .delete(favorites)
        .where(and(eq(favorites.userId, userId), eq(favorites.bookId, bookId)));
    },

    /** The viewer's favorites it may still see, newest first. */
    favoriteCards(v: Viewer): Promise<BookCardRow[]> {
      return selectCards(
        runner,
        v,
        sql`SELECT b.id AS book_id FROM favorites f JOIN books b ON b.id = f.book_id
            WHERE f.user_id = ${v.userId}::uuid AND ${visibleBookSql(v)}
            ORDER BY f.created_at DESC, b.id`,
      );
    },

    /** Number of visible favorites and the cover keys of the newest four. */
    async favoritesSummary(
      v: Viewer,
      coverSlots: number,
    ): Promise<{ total: number; covers: Array<string | null> }> {
      const { rows } = await db.execute<{ total: number; covers: Array<string | null> | null }>(
        sql`
        SELECT count(*)::int AS total,
               (array_agg(coalesce(b.cover_thumb_key, b.cover_key)
                          ORDER BY f.created_at DESC, b.id))[1:${coverSlots}::int] AS covers
        FROM favorites f JOIN books b ON b.id = f.book_id
        WHERE f.user_id = ${v.userId}::uuid AND ${visibleBookSql(v)}`,
      );
      return { total: rows[0]?.total ?? 0, covers: rows[0]?.covers ?? [] };
    },

    // ── collections ─────────────────────────────────────────────────────────
    ownCollections(v: Viewer, itemLimit: number | null): Promise<CollectionRow[]> {
      return collectionsWhere(v, sql`uc.owner_id = ${v.userId}::uuid`, itemLimit);
    },

    /** Collections teachers assigned to the student or to one of the student's classrooms. */
    assignedCollections(v: Viewer, itemLimit: number | null): Promise<CollectionRow[]> {
      if (v.role !== Role.STUDENT) return Promise.resolve([]);
      return collectionsWhere(
        v,
        sql`uc.owner_id <> ${v.userId}::uuid AND ${assignedToViewer(v)}`,
        itemLimit,
      );
    },

    /** One collection with all its visible items, and how the viewer relates to it. */
    async findCollection(
      v: Viewer,
      id: string,
      tx: DbOrTx = db,
    ): Promise<(CollectionRow & { owned: boolean; assigned: boolean }) | undefined> {
      const [row] = await collectionsWhere(v, sql`uc.id = ${id}::uuid`, null, tx);
      if (!row) return undefined;
      const owned = row.owner_id === v.userId;
      let assigned = false;
      if (!owned && v.role === Role.STUDENT) {
        const { rows } = await tx.execute<{ ok: boolean }>(
          sql`SELECT ${assignedToViewer(v)} AS ok FROM user_collections uc WHERE uc.id = ${id}::uuid`,
        );
        assigned = rows[0]?.ok === true;
      }
      return { ...row, owned, assigned };
    },

    /** Cards of the visible books of a collection, in its order. */
    collectionCards(v: Viewer, collectionId: string): Promise<BookCardRow[]> {
      return selectCards(
        runner,
        v,
        sql`SELECT b.id AS book_id FROM user_collection_items i JOIN books b ON b.id = i.book_id
            WHERE i.collection_id = ${collectionId}::uuid AND ${visibleBookSql(v)}
            ORDER BY i.position, i.added_at, b.id`,
      );
    },

    /** The owner of a collection, nothing else (ownership checks before writes). */
    async collectionOwner(id: string, tx: DbOrTx = db): Promise<string | undefined> {
      const [row] = await tx
        .select({ ownerId: userCollections.ownerId })
        .from(userCollections)
        .where(eq(userCollections.id, id))
        .limit(1);
      return row?.ownerId;
    },

    /** Another collection of the owner with the same title, case-insensitively. */
    async titleTaken(ownerId: string, title: string, exceptId?: string): Promise<boolean> {
      const { rows } = await db.execute(sql`
        SELECT 1 FROM user_collections
        WHERE owner_id = ${ownerId}::uuid AND lower(title) = lower(${title})
          ${exceptId ? sql`AND id <> ${exceptId}::uuid` : sql``}
        LIMIT 1`);
      return rows.length > 0;
    },

    async insertCollection(ownerId: string, title: string, now: Date, tx: DbOrTx): Promise<string> {
      const [row] = await tx
        .insert(userCollections)
        .values({ ownerId, title, createdAt: now, updatedAt: now })
        .returning({ id: userCollections.id });
      return row!.id;
    },

    async renameCollection(id: string, title: string, now: Date): Promise<void> {
      await db
        .update(userCollections)
        .set({ title, updatedAt: now })
        .where(eq(userCollections.id, id));
    },

    async deleteCollection(id: string): Promise<void> {
      await db.delete(userCollections).where(eq(userCollections.id, id));
    },

    /** Append books to a collection (after its last item), skipping those already in it. */
    async appendItems(collectionId: string, bookIds: string[], now: Date, tx: DbOrTx) {
      if (bookIds.length === 0) return;
      await tx.execute(sql`
        INSERT INTO user_collection_items (collection_id, content_type, book_id, position, added_at)
        SELECT ${collectionId}::uuid, 'BOOK', x.book_id,
               (SELECT coalesce(max(i.position), -1) FROM user_collection_items i
                WHERE i.collection_id = ${collectionId}::uuid) + x.ord::int,
               ${now}
        FROM unnest(${sqlArray(bookIds)}::uuid[]) WITH ORDINALITY AS x(book_id, ord)
        ON CONFLICT (collection_id, book_id) DO NOTHING`);
    },

    async removeItem(collectionId: string, bookId: string, now: Date): Promise<void> {
      const removed = await db
        .delete(userCollectionItems)
        .where(
          and(
            eq(userCollectionItems.collectionId, collectionId),
            eq(userCollectionItems.bookId, bookId),
          ),
        )
        .returning({ id: userCollectionItems.collectionId });
      if (removed.length > 0) {
        await db
          .update(userCollections)
          .set({ updatedAt: now })
          .where(eq(userCollections.id, collectionId));
      }
    },

    /** The caller's own collections, with whether each holds the book. */
    async membership(v: Viewer, bookId: string, tx: DbOrTx = db): Promise<MembershipRow[]> {
      const { rows } = await tx.execute<MembershipRow>(sql`
        SELECT uc.id, uc.title,
          (SELECT count(*)::int FROM user_collection_items i JOIN books b ON b.id = i.book_id
           WHERE i.collection_id = uc.id AND ${visibleBookSql(v)}) AS total,
          EXISTS (SELECT 1 FROM user_collection_items i
                  WHERE i.collection_id = uc.id AND i.book_id = ${bookId}::uuid) AS contains
        FROM user_collections uc
        WHERE uc.owner_id = ${v.userId}::uuid
        ORDER BY uc.created_at, uc.id`);
      return rows;
    },

    /** Which of `ids` are collections of `ownerId`. */
    async ownedCollectionIds(ownerId: string, ids: string[], tx: DbOrTx): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await tx
        .select({ id: userCollections.id })
        .from(userCollections)
        .where(and(eq(userCollections.ownerId, ownerId), inArray(userCollections.id, ids)));
      return new Set(rows.map((r) => r.id));
    },

    /**
     * Put the book in exactly `collectionIds` among the owner's collections: taken out of the
     * others, appended to those not holding it yet. Changed collections get a new updated_at.
     */
    async setMembership(
      ownerId: string,
      bookId: string,
      collectionIds: string[],
      now: Date,
      tx: DbOrTx,
    ): Promise<void> {
      const removed = await tx.execute<{ collection_id: string }>(sql`
        DELETE FROM user_collection_items i
        USING user_collections uc
        WHERE uc.id = i.collection_id AND uc.owner_id = ${ownerId}::uuid
          AND i.book_id = ${bookId}::uuid AND NOT (i.collection_id = ANY(${sqlArray(collectionIds)}::uuid[]))
        RETURNING i.collection_id`);
      const added = await tx.execute<{ collection_id: string }>(sql`
        INSERT INTO user_collection_items (collection_id, content_type, book_id, position, added_at)
        SELECT c.id, 'BOOK', ${bookId}::uuid,
               (SELECT coalesce(max(i.position), -1) + 1 FROM user_collection_items i
                WHERE i.collection_id = c.id),
               ${now}
        FROM unnest(${sqlArray(collectionIds)}::uuid[]) AS c(id)
        ON CONFLICT (collection_id, book_id) DO NOTHING
        RETURNING collection_id`);
      const changed = [...removed.rows, ...added.rows].map((r) => r.collection_id);
      if (changed.length > 0) {
        await tx
          .update(userCollections)
          .set({ updatedAt: now })
          .where(inArray(userCollections.id, changed));
      }
    },

    // ── assignments ─────────────────────────────────────────────────────────
    async assignments(collectionId: string, tx: DbOrTx = db): Promise<AssignmentListRow[]> {
      const rows = await tx
        .select({
          type: userCollectionAssignments.type,
          targetId: userCollectionAssignments.targetId,
          dueDate: userCollectionAssignments.dueDate,
        })
        .from(userCollectionAssignments)
        .where(eq(userCollectionAssignments.collectionId, collectionId))
        .orderBy(userCollectionAssignments.createdAt, userCollectionAssignments.targetId);
      return rows as AssignmentListRow[];
    },

    /**
     * Replace the assignments of one type of a collection, or — with `scope` — the class's own
     * row and its students' rows (the Assign panel of one class), writing the due date.
     */
    async replaceAssignments(
      collectionId: string,
      type: AssignmentType,
      targetIds: string[],
      now: Date,
      tx: DbOrTx,
      opts: {
        dueDate?: string | null;
        scope?: { classroomId: string; studentIds: string[] } | null;
      } = {},
    ): Promise<void> {
      const scope = opts.scope;
      await tx
        .delete(userCollectionAssignments)
        .where(
          and(
            eq(userCollectionAssignments.collectionId, collectionId),
            scope
              ? or(
                  and(
                    eq(userCollectionAssignments.type, 'CLASSROOM'),
                    eq(userCollectionAssignments.targetId, scope.classroomId),
                  ),
                  scope.studentIds.length > 0
                    ? and(
                        eq(userCollectionAssignments.type, 'USER'),
                        inArray(userCollectionAssignments.targetId, scope.studentIds),
                      )
                    : undefined,
                )
              : eq(userCollectionAssignments.type, type),
          ),
        );
      if (targetIds.length > 0) {
        const dueDate = opts.dueDate ?? null;
        await tx
          .insert(userCollectionAssignments)
          .values(
            targetIds.map((targetId) => ({
              collectionId,
              type,
              targetId,
              dueDate,
              createdAt: now,
            })),
          )
          .onConflictDoNothing();
      }
    },

    // ── who belongs to whom ─────────────────────────────────────────────────
    async classroomsOfTeacher(teacherId: string, ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: classrooms.id })
        .from(classrooms)
        .where(and(eq(classrooms.teacherId, teacherId), inArray(classrooms.id, ids)));
      return new Set(rows.map((r) => r.id));
    },

    async studentsOfTeacher(teacherId: string, ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ id: classroomStudents.studentId })
        .from(classroomStudents)
        .innerJoin(classrooms, eq(classrooms.id, classroomStudents.classroomId))
        .where(and(eq(classrooms.teacherId, teacherId), inArray(classroomStudents.studentId, ids)));
      return new Set(rows.map((r) => r.id));
    },

    /** The students of one of the teacher's classes; undefined for another educator's class. */
    async studentsOfClassroomOfTeacher(
      teacherId: string,
      classroomId: string,
    ): Promise<string[] | undefined> {
      const [cls] = await db
        .select({ id: classrooms.id })
        .from(classrooms)
        .where(and(eq(classrooms.id, classroomId), eq(classrooms.teacherId, teacherId)));
      if (!cls) return undefined;
      const rows = await db
        .select({ id: classroomStudents.studentId })
        .from(classroomStudents)
        .where(eq(classroomStudents.classroomId, classroomId));
      return rows.map((r) => r.id);
    },

    async childrenOfParent(parentId: string, ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(eq(users.parentId, parentId), eq(users.role, Role.CHILD), inArray(users.id, ids)),
        );
      return new Set(rows.map((r) => r.id));
    },

    // ── hidden books ────────────────────────────────────────────────────────
    async hide(
      bookIds: string[],
      type: AssignmentType,
      targetIds: string[],
      hiddenById: string,
      now: Date,
      tx: DbOrTx,
    ): Promise<void> {
      const values = bookIds.flatMap((bookId) =>
        targetIds.map((t) => ({
          bookId,
          userId: type === 'USER' ? t : null,
          classroomId: type === 'CLASSROOM' ? t : null,
          hiddenById,
          createdAt: now,
        })),
      );
      await tx.insert(hiddenBooks).values(values).onConflictDoNothing();
    },

    async unhide(
      bookIds: string[],
      type: AssignmentType,
      targetIds: string[],
      tx: DbOrTx,
    ): Promise<void> {
      const target =
        type === 'USER'
          ? inArray(hiddenBooks.userId, targetIds)
          : inArray(hiddenBooks.classroomId, targetIds);
      await tx.delete(hiddenBooks).where(and(inArray(hiddenBooks.bookId, bookIds), target));
    },
  };
}

export type CollectionsRepo = ReturnType<typeof createCollectionsRepo>;
