import { AppErrorCode, MESSAGES, Role, isWithinSchoolHours } from '@pagebird/contract';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { Viewers } from './viewer-cache.ts';
import type { Viewer } from './visibility.ts';

/**
 * Spec §5: students use books only Monday–Friday within their school's hours, in the school's
 * time zone. A student whose school is unknown is refused too.
 */
export function assertSchoolHours(v: Viewer, now: Date): void {
  if (v.role !== Role.STUDENT) return;
  const school = v.school;
  if (
    !school ||
    !isWithinSchoolHours(
      { hoursFrom: school.hoursFrom, hoursTo: school.hoursTo },
      school.timeZone,
      now,
    )
  ) {
    throw new AppError(AppErrorCode.OUTSIDE_SCHOOL_HOURS);
  }
}

/**
 * The one school-hours rule of every book action (spec §5): the caller as a viewer, refused
 * with 403 OUTSIDE_SCHOOL_HOURS when a student is outside school hours. Book details, related
 * books, page categories, a series, favourites (add and remove), the collections a book is in
 * (read, set, take out), the reader (content, file, URL, progress, click/opened/finished logs,
 * end of book) and a book's quizzes all load their viewer through it. Lists (browse, search,
 * a collection's page, the favourites list) stay open, as the spec's modal says.
 */
export async function bookActionViewer(
  viewers: Pick<Viewers, 'load'>,
  auth: AuthContext,
  territory: string,
  now: Date,
): Promise<Viewer> {
  const v = await viewers.load(auth, territory, now);
  assertSchoolHours(v, now);
  return v;
}

/**
 * A book the viewer asked for by id. Missing, inactive, hidden, of another segment or not for
 * the kid's age → 404 (nothing tells that it exists). Visible except for the territory → 403
 * NOT_AVAILABLE_TERRITORY with `metadata.reason` (spec §7 "Handling of answers").
 */
export function assertBookAvailable<T extends { available: boolean; territory_ok: boolean }>(
  row: T | undefined,
): T {
  if (!row || !row.available) throw new AppError(AppErrorCode.NOT_FOUND, MESSAGES.bookNotFound);
  if (!row.territory_ok) {
    throw new AppError(AppErrorCode.NOT_AVAILABLE_TERRITORY, MESSAGES.territory, undefined, {
      reason: AppErrorCode.NOT_AVAILABLE_TERRITORY,
    });
  }
  return row;
}
