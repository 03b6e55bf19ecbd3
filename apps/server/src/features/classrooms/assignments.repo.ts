import { sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { selectCards, type CardWith } from '../catalogue/book-cards.repo.ts';
import type { QueryRunner } from '../catalogue/query-runner.ts';
import { isoSql, sqlArray, visibleBookSql, type Viewer } from '../catalogue/visibility.ts';

export type TargetType = 'USER' | 'CLASSROOM';
export type ContentType = 'BOOK' | 'COLLECTION';

export interface AssignmentRow extends Record<string, unknown> {
  type: TargetType;
  target_id: string;
  due_date: string | null;
}

export interface HiddenRow extends Record<string, unknown> {
  type: TargetType;
  target_id: string;
}

/** One student of one assignment unit (a unit: content × class × kind × due date). */
export interface UnitStudentRow extends Record<string, unknown> {
  content_type: ContentType;
  content_id: string;
  title: string;
  cover_key: string | null;
  classroom_id: string;
  classroom_name: string;
  type: TargetType;
  due_date: string | null;
  past_due: boolean;
  assigned_at: string;
  student_id: string | null;
  student_name: string | null;
  done: boolean;
}

export interface ClassHiddenRow extends Record<string, unknown> {
  content_type: ContentType;
  content_id: string;
  title: string;
  type: TargetType;
  student_id: string | null;
  student_name: string | null;
}

export interface MyCollectionRow extends Record<string, unknown> {
  id: string;
  title: string;
  total: number;
  covers: Array<string | null> | null;
  due_date: string | null;
}

/**
 * The only SQL of assignments and class/student hiding (issue 12 item 5). Ownership is always
 * part of the query (`teacher_id`), so a stranger's ids find nothing.
 */
export function createAssignmentsRepo(db: Db, runner: QueryRunner) {
  return {
    db,

    /** The teacher's class (undefined for another educator's) and its students' ids. */
    async classOfTeacher(
      teacherId: string,
      classroomId: string,
      tx: DbOrTx = db,
    ): Promise<{ id: string; studentIds: string[] } | undefined> {
      const { rows } = await tx.execute<{ id: string; student_ids: string[] }>(sql`
        SELECT c.id,
          ARRAY(SELECT cs.student_id FROM classroom_students cs WHERE cs.classroom_id = c.id)
            AS student_ids
        FROM classrooms c WHERE c.id = ${classroomId}::uuid AND c.teacher_id = ${teacherId}::uuid`);
      const row = rows[0];
      return row ? { id: row.id, studentIds: row.student_ids ?? [] } : undefined;
    },

    /** Which of `ids` are the teacher's classes (CLASSROOM) or students of them (USER). */
    async targetsOfTeacher(
      teacherId: string,
      type: TargetType,
      ids: string[],
    ): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const { rows } = await db.execute<{ id: string }>(
        type === 'CLASSROOM'
          ? sql`SELECT c.id FROM classrooms c
                WHERE c.teacher_id = ${teacherId}::uuid AND c.id = ANY(${sqlArray(ids)}::uuid[])`
          : sql`SELECT DISTINCT cs.student_id AS id FROM classroom_students cs
                JOIN classrooms c ON c.id = cs.classroom_id
                WHERE c.teacher_id = ${teacherId}::uuid
                  AND cs.student_id = ANY(${sqlArray(ids)}::uuid[])`,
      );
      return new Set(rows.map((r) => r.id));
    },

    /** Whether the book exists and the viewer (the teacher) may see it. */
    async bookVisible(v: Viewer, bookId: string): Promise<boolean> {
      const { rows } = await db.execute<{ ok: boolean }>(sql`
        SELECT TRUE AS ok FROM books b WHERE b.id = ${bookId}::uuid AND ${visibleBookSql(v)}`);
      return rows.length > 0;
    },

    /** Whether the collection is the teacher's own. */
    async ownsCollection(teacherId: string, collectionId: string): Promise<boolean> {
      const { rows } = await db.execute<{ ok: boolean }>(sql`
        SELECT TRUE AS ok FROM user_collections
        WHERE id = ${collectionId}::uuid AND owner_id = ${teacherId}::uuid`);
      return rows.length > 0;
    },

    // ── book assignments ────────────────────────────────────────────────────
    /** The book's assignments to the teacher's classes and students of them. */
    async bookAssignments(
      teacherId: string,
      bookId: string,
      tx: DbOrTx = db,
    ): Promise<AssignmentRow[]> {
      const { rows } = await tx.execute<AssignmentRow>(sql`
        SELECT CASE WHEN ba.classroom_id IS NULL THEN 'USER' ELSE 'CLASSROOM' END AS type,
               coalesce(ba.classroom_id, ba.student_id) AS target_id,
               to_char(ba.due_date, 'YYYY-MM-DD') AS due_date
        FROM book_assignments ba
        WHERE ba.book_id = ${bookId}::uuid
          AND (ba.classroom_id IN (SELECT id FROM classrooms WHERE teacher_id = ${teacherId}::uuid)
            OR ba.student_id IN (${studentsOfTeacherSql(teacherId)}))
        ORDER BY ba.created_at, target_id`);
      return rows;
    },

    /**
     * Replace the book's assignments: `scope` are the rows that go (the class's own row and its
     * students' rows, or every row of the kind for the teacher's targets); then `targets` of
     * `type` are written with the due date.
     */
    async replaceBookAssignments(
      args: {
        bookId: string;
        teacherId: string;
        type: TargetType;
        targets: string[];
        dueDate: string | null;
        scope: { classroomId: string; studentIds: string[] } | null;
        now: Date;
      },
      tx: DbOrTx,
    ): Promise<void> {
      const { bookId, teacherId, type, targets, dueDate, scope, now } = args;
      const gone: SQL = scope
        ? sql`(classroom_id = ${scope.classroomId}::uuid
              OR student_id = ANY(${sqlArray(scope.studentIds)}::uuid[]))`
        : type === 'CLASSROOM'
          ? sql`classroom_id IN (SELECT id FROM classrooms WHERE teacher_id = ${teacherId}::uuid)`
          : sql`student_id IN (${studentsOfTeacherSql(teacherId)})`;
      await tx.execute(
        sql`DELETE FROM book_assignments WHERE book_id = ${bookId}::uuid AND ${gone}`,
      );
      if (targets.length === 0) return;
      const column = type === 'CLASSROOM' ? sql.raw('classroom_id') : sql.raw('student_id');
      await tx.execute(sql`
        INSERT INTO book_assignments (book_id, ${column}, assigned_by_id, due_date, created_at)
        SELECT ${bookId}::uuid, t, ${teacherId}::uuid, ${dueDate}::date, ${now.toISOString()}::timestamptz
        FROM unnest(${sqlArray(targets)}::uuid[]) AS t
        ON CONFLICT (${column}, book_id) DO UPDATE
          SET due_date = EXCLUDED.due_date, assigned_by_id = EXCLUDED.assigned_by_id`);
    },

    /** Whom of the teacher's classes and students the book is hidden from. */
    async bookHidden(teacherId: string, bookId: string): Promise<HiddenRow[]> {
      const { rows } = await db.execute<HiddenRow>(sql`
        SELECT CASE WHEN h.classroom_id IS NULL THEN 'USER' ELSE 'CLASSROOM' END AS type,
               coalesce(h.classroom_id, h.user_id) AS target_id
        FROM hidden_books h
        WHERE h.book_id = ${bookId}::uuid
          AND (h.classroom_id IN (SELECT id FROM classrooms WHERE teacher_id = ${teacherId}::uuid)
            OR h.user_id IN (${studentsOfTeacherSql(teacherId)}))
        ORDER BY h.created_at, target_id`);
      return rows;
    },

    // ── hidden collections ──────────────────────────────────────────────────
    async collectionHidden(
      teacherId: string,
      collectionId: string,
      tx: DbOrTx = db,
    ): Promise<HiddenRow[]> {
      const { rows } = await tx.execute<HiddenRow>(sql`
        SELECT CASE WHEN h.classroom_id IS NULL THEN 'USER' ELSE 'CLASSROOM' END AS type,
               coalesce(h.classroom_id, h.student_id) AS target_id
        FROM hidden_collections h
        WHERE h.collection_id = ${collectionId}::uuid
          AND (h.classroom_id IN (SELECT id FROM classrooms WHERE teacher_id = ${teacherId}::uuid)
            OR h.student_id IN (${studentsOfTeacherSql(teacherId)}))
        ORDER BY h.created_at, target_id`);
      return rows;
    },

    async setCollectionHidden(
      args: {
        collectionId: string;
        teacherId: string;
        type: TargetType;
        targets: string[];
        hidden: boolean;
        now: Date;
      },
      tx: DbOrTx,
    ): Promise<void> {
      const { collectionId, teacherId, type, targets, hidden, now } = args;
      const column = type === 'CLASSROOM' ? sql.raw('classroom_id') : sql.raw('student_id');
      if (hidden) {
        await tx.execute(sql`
          INSERT INTO hidden_collections (collection_id, ${column}, hidden_by_id, created_at)
          SELECT ${collectionId}::uuid, t, ${teacherId}::uuid, ${now.toISOString()}::timestamptz
          FROM unnest(${sqlArray(targets)}::uuid[]) AS t
          ON CONFLICT DO NOTHING`);
      } else {
        await tx.execute(sql`
          DELETE FROM hidden_collections
          WHERE collection_id = ${collectionId}::uuid AND ${column} = ANY(${sqlArray(targets)}::uuid[])`);
      }
    },

    // ── statistics ──────────────────────────────────────────────────────────
    /**
     * Every student of every assignment of the teacher's classes (one class when given), with
     * whether they are done; a whole-class assignment of an empty class gives one row without a
     * student. "Today" is the school's day at `now`.
     */
    async unitStudents(
      teacherId: string,
      classroomId: string | null,
      now: Date,
    ): Promise<UnitStudentRow[]> {
      const at = now.toISOString();
      return runner.rows<UnitStudentRow>(sql`
        WITH cls AS (
          SELECT c.id, c.name, s.time_zone FROM classrooms c JOIN schools s ON s.id = c.school_id
          WHERE c.teacher_id = ${teacherId}::uuid
            ${classroomId ? sql`AND c.id = ${classroomId}::uuid` : sql``}
        ),
        units AS (
          SELECT 'BOOK' AS content_type, ba.book_id AS content_id, cls.id AS classroom_id,
                 'CLASSROOM' AS type, ba.due_date, ba.created_at, cs.student_id
          FROM book_assignments ba JOIN cls ON cls.id = ba.classroom_id
          LEFT JOIN classroom_students cs ON cs.classroom_id = cls.id
          UNION ALL
          SELECT 'BOOK', ba.book_id, cls.id, 'USER', ba.due_date, ba.created_at, ba.student_id
          FROM book_assignments ba
          JOIN classroom_students cs ON cs.student_id = ba.student_id
          JOIN cls ON cls.id = cs.classroom_id
          UNION ALL
          SELECT 'COLLECTION', a.collection_id, cls.id, 'CLASSROOM', a.due_date, a.created_at,
                 cs.student_id
          FROM user_collection_assignments a
          JOIN user_collections uc ON uc.id = a.collection_id AND uc.owner_id = ${teacherId}::uuid
          JOIN cls ON a.type = 'CLASSROOM' AND cls.id = a.target_id
          LEFT JOIN classroom_students cs ON cs.classroom_id = cls.id
          UNION ALL
          SELECT 'COLLECTION', a.collection_id, cls.id, 'USER', a.due_date, a.created_at,
                 cs.student_id
          FROM user_collection_assignments a
          JOIN user_collections uc ON uc.id = a.collection_id AND uc.owner_id = ${teacherId}::uuid
          JOIN classroom_students cs ON a.type = 'USER' AND cs.student_id = a.target_id
          JOIN cls ON cls.id = cs.classroom_id
        )
        SELECT u.content_type, u.content_id, cls.id AS classroom_id, cls.name AS classroom_name,
               u.type, to_char(u.due_date, 'YYYY-MM-DD') AS due_date,
               coalesce(u.due_date < (${at}::timestamptz AT TIME ZONE cls.time_zone)::date, FALSE)
                 AS past_due,
               ${isoSql('u.created_at')} AS assigned_at,
               coalesce(b.title, uc.title) AS title,
               coalesce(b.cover_thumb_key, b.cover_key,
                 (SELECT coalesce(ib.cover_thumb_key, ib.cover_key)
                  FROM user_collection_items i JOIN books ib ON ib.id = i.book_id
                  WHERE u.content_type = 'COLLECTION' AND i.collection_id = u.content_id
                  ORDER BY i.position, i.added_at LIMIT 1)) AS cover_key,
               st.id AS student_id,
               CASE WHEN st.id IS NULL THEN NULL
                    ELSE trim(st.name || ' ' || coalesce(st.surname, '')) END AS student_name,
               CASE
                 WHEN st.id IS NULL THEN FALSE
                 WHEN u.content_type = 'BOOK' THEN EXISTS (
                   SELECT 1 FROM reading_progress rp
                   WHERE rp.user_id = st.id AND rp.book_id = u.content_id
                     AND rp.status = 'COMPLETED')
                 ELSE EXISTS (SELECT 1 FROM user_collection_items i
                              WHERE i.collection_id = u.content_id)
                   AND NOT EXISTS (
                     SELECT 1 FROM user_collection_items i
                     WHERE i.collection_id = u.content_id
                       AND NOT EXISTS (
                         SELECT 1 FROM reading_progress rp
                         WHERE rp.user_id = st.id AND rp.book_id = i.book_id
                           AND rp.status = 'COMPLETED'))
               END AS done
        FROM units u
        JOIN cls ON cls.id = u.classroom_id
        LEFT JOIN users st ON st.id = u.student_id
        LEFT JOIN books b ON u.content_type = 'BOOK' AND b.id = u.content_id
        LEFT JOIN user_collections uc ON u.content_type = 'COLLECTION' AND uc.id = u.content_id
        ORDER BY u.due_date NULLS LAST, u.created_at DESC, u.content_id, cls.name, cls.id,
                 u.type, st.name, st.surname, st.id`);
    },

    /** Books and collections hidden from the class or from students of it. */
    async classHidden(classroomId: string): Promise<ClassHiddenRow[]> {
      return runner.rows<ClassHiddenRow>(sql`
        WITH st AS (SELECT student_id FROM classroom_students WHERE classroom_id = ${classroomId}::uuid),
        h AS (
          SELECT 'BOOK' AS content_type, hb.book_id AS content_id, hb.classroom_id,
                 hb.user_id AS student_id, hb.created_at
          FROM hidden_books hb
          WHERE hb.classroom_id = ${classroomId}::uuid OR hb.user_id IN (SELECT student_id FROM st)
          UNION ALL
          SELECT 'COLLECTION', hc.collection_id, hc.classroom_id, hc.student_id, hc.created_at
          FROM hidden_collections hc
          WHERE hc.classroom_id = ${classroomId}::uuid OR hc.student_id IN (SELECT student_id FROM st)
        )
        SELECT h.content_type, h.content_id, coalesce(b.title, uc.title) AS title,
               CASE WHEN h.classroom_id IS NULL THEN 'USER' ELSE 'CLASSROOM' END AS type,
               u.id AS student_id,
               CASE WHEN u.id IS NULL THEN NULL
                    ELSE trim(u.name || ' ' || coalesce(u.surname, '')) END AS student_name
        FROM h
        LEFT JOIN users u ON u.id = h.student_id
        LEFT JOIN books b ON h.content_type = 'BOOK' AND b.id = h.content_id
        LEFT JOIN user_collections uc ON h.content_type = 'COLLECTION' AND uc.id = h.content_id
        ORDER BY h.created_at DESC, h.content_id, u.name, u.id`);
    },

    // ── a student's own assignments ─────────────────────────────────────────
    /** Books assigned to the student or their classes that they may see, soonest due first. */
    myBooks(v: Viewer): Promise<Array<CardWith<{ due_date: string | null }>>> {
      return selectCards<{ due_date: string | null }>(
        runner,
        v,
        sql`SELECT b.id AS book_id, to_char(min(ba.due_date), 'YYYY-MM-DD') AS due_date
            FROM book_assignments ba JOIN books b ON b.id = ba.book_id
            WHERE (ba.student_id = ${v.userId}::uuid
                OR ba.classroom_id = ANY(${sqlArray(v.classroomIds)}::uuid[]))
              AND ${visibleBookSql(v)}
            GROUP BY b.id
            ORDER BY min(ba.due_date) NULLS LAST, max(ba.created_at) DESC, b.id`,
      );
    },

    /** Collections assigned to the student or their classes and not hidden from them. */
    async myCollections(v: Viewer, coverSlots: number): Promise<MyCollectionRow[]> {
      return runner.rows<MyCollectionRow>(sql`
        SELECT uc.id, uc.title, to_char(min(a.due_date), 'YYYY-MM-DD') AS due_date,
          (SELECT count(*)::int FROM user_collection_items i JOIN books b ON b.id = i.book_id
           WHERE i.collection_id = uc.id AND ${visibleBookSql(v)}) AS total,
          ARRAY(SELECT coalesce(b.cover_thumb_key, b.cover_key)
                FROM user_collection_items i JOIN books b ON b.id = i.book_id
                WHERE i.collection_id = uc.id AND ${visibleBookSql(v)}
                ORDER BY i.position, i.added_at, b.id LIMIT ${coverSlots}::int) AS covers
        FROM user_collection_assignments a
        JOIN user_collections uc ON uc.id = a.collection_id
        WHERE ((a.type = 'USER' AND a.target_id = ${v.userId}::uuid)
            OR (a.type = 'CLASSROOM' AND a.target_id = ANY(${sqlArray(v.classroomIds)}::uuid[])))
          AND NOT ${collectionHiddenForSql(v, 'uc')}
        GROUP BY uc.id, uc.title
        ORDER BY min(a.due_date) NULLS LAST, max(a.created_at) DESC, uc.id`);
    },
  };
}

/** The ids of students in the teacher's classes (a sub-select). */
function studentsOfTeacherSql(teacherId: string): SQL {
  return sql`SELECT cs.student_id FROM classroom_students cs
             JOIN classrooms c ON c.id = cs.classroom_id WHERE c.teacher_id = ${teacherId}::uuid`;
}

/**
 * The collection under `alias` is hidden from the viewer, directly or through one of their
 * classrooms (used by the collections repo too, so every listing applies the same rule).
 */
export function collectionHiddenForSql(v: Viewer, alias = 'uc'): SQL {
  return sql`EXISTS (
    SELECT 1 FROM hidden_collections hc
    WHERE hc.collection_id = ${sql.raw(alias)}.id
      AND (hc.student_id = ${v.userId}::uuid
        OR hc.classroom_id = ANY(${sqlArray(v.classroomIds)}::uuid[])))`;
}

export type AssignmentsRepo = ReturnType<typeof createAssignmentsRepo>;
