import { sql } from 'drizzle-orm';
import { AppErrorCode, Role } from '@pagebird/contract';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { ageOf } from '../auth/auth.presenter.ts';
import type { QueryRunner } from './query-runner.ts';
import { segmentOfRole, type Viewer } from './visibility.ts';

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
}

/**
 * Loads the viewer of a request in one query: role, age, interests, classrooms, the books hidden
 * from the profile (directly or through a classroom) and, for students, the school hours of the
 * classroom they signed in to (else their first classroom).
 */
export function createViewerRepo(runner: QueryRunner) {
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
          sch.time_zone, sch.hours_from, sch.hours_to
        FROM users u
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
      };
    },
  };
}

export type ViewerRepo = ReturnType<typeof createViewerRepo>;
