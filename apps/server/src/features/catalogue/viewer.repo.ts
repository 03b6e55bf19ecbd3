import { sql } from 'drizzle-orm';
import { AppErrorCode, Role } from '@pagebird/contract';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { ageOf } from '../auth/auth.presenter.ts';
import type { QueryRunner } from './query-runner.ts';
import { segmentOfRole, type ReadingStatus, type Viewer } from './visibility.ts';

/**
 * Favourites and reading-progress rows loaded with a viewer (the most recent of each); a profile
 * with more gets the rest from PostgreSQL on the details page.
 */
export const VIEWER_MARKS_MAX = 5_000;

interface ViewerRow extends Record<string, unknown> {
  role: Role;
  name: string;
  birth_year: number | null;
  interests: string[];
  classroom_ids: string[];
  hidden_book_ids: string[];
  time_zone: string | null;
  hours_from: string | null;
  hours_to: string | null;
  favorite_ids: string[];
  progress_ids: string[] | null;
  progress_statuses: ReadingStatus[] | null;
}

/**
 * Loads the viewer of a request in one query: role, age, interests, classrooms, the books hidden
 * from the profile (directly or through a classroom), for students the school hours of the
 * classroom they signed in to (else their first classroom), and the profile's most recent
 * favourites and reading-progress statuses (`marksMax` of each).
 */
export function createViewerRepo(runner: QueryRunner, opts: { marksMax?: number } = {}) {
  const marksMax = opts.marksMax ?? VIEWER_MARKS_MAX;
  return {
    async load(auth: AuthContext, territory: string, now: Date): Promise<Viewer> {
      const rows = await runner.rows<ViewerRow>(
        sql`
        SELECT u.role, u.name, u.birth_year, u.interests,
          ARRAY(SELECT cs.classroom_id FROM classroom_students cs WHERE cs.student_id = u.id)
            AS classroom_ids,
          ARRAY(
            SELECT DISTINCT h.book_id FROM hidden_books h
            WHERE h.user_id = u.id
               OR h.classroom_id IN (
                 SELECT cs.classroom_id FROM classroom_students cs WHERE cs.student_id = u.id)
          ) AS hidden_book_ids,
          sch.time_zone, sch.hours_from, sch.hours_to,
          ARRAY(
            SELECT f.book_id FROM favorites f WHERE f.user_id = u.id
            ORDER BY f.created_at DESC, f.book_id LIMIT ${marksMax + 1}
          ) AS favorite_ids,
          prog.ids AS progress_ids, prog.statuses AS progress_statuses
        FROM users u
        LEFT JOIN LATERAL (
          SELECT array_agg(p.book_id) AS ids, array_agg(p.status) AS statuses
          FROM (
            SELECT rp.book_id, rp.status::text AS status FROM reading_progress rp
            WHERE rp.user_id = u.id
            ORDER BY rp.updated_at DESC, rp.book_id LIMIT ${marksMax + 1}
          ) p
        ) prog ON TRUE
        LEFT JOIN LATERAL (
          SELECT s.time_zone, s.hours_from, s.hours_to
          FROM classrooms c
          JOIN schools s ON s.id = c.school_id
          JOIN classroom_students cs ON cs.classroom_id = c.id AND cs.student_id = u.id
          WHERE u.role = 'STUDENT'
          ORDER BY (c.id = ${auth.session.classroomId}::uuid) IS TRUE DESC, cs.created_at
          LIMIT 1
        ) sch ON TRUE
        WHERE u.id = ${auth.user.id}`,
        { prepare: true },
      );
      const row = rows[0];
      if (!row) throw new AppError(AppErrorCode.UNAUTHENTICATED);
      const kid = row.role === Role.CHILD || row.role === Role.STUDENT;
      const favoriteIds = row.favorite_ids ?? [];
      const progressIds = row.progress_ids ?? [];
      const statuses = row.progress_statuses ?? [];
      const progress = new Map<string, ReadingStatus>();
      for (let i = 0; i < Math.min(progressIds.length, marksMax); i++) {
        progress.set(progressIds[i]!, statuses[i]!);
      }
      const admin = row.role === Role.ADMIN;
      return {
        userId: auth.user.id,
        role: row.role,
        name: row.name,
        segment: segmentOfRole(row.role),
        territory: admin ? null : territory,
        age: kid ? ageOf({ birthYear: row.birth_year }, now) : null,
        interests: row.interests ?? [],
        classroomIds: row.classroom_ids ?? [],
        hiddenBookIds: row.hidden_book_ids ?? [],
        school:
          row.time_zone !== null
            ? {
                timeZone: row.time_zone,
                hoursFrom: row.hours_from ?? '',
                hoursTo: row.hours_to ?? '',
              }
            : null,
        marks: {
          favorites: new Set(favoriteIds.slice(0, marksMax)),
          allFavorites: favoriteIds.length <= marksMax,
          progress,
          allProgress: progressIds.length <= marksMax,
        },
      };
    },
  };
}

export type ViewerRepo = ReturnType<typeof createViewerRepo>;
