import { AppErrorCode, MESSAGES, Role } from '@pagebird/contract';
import { AppError } from '../../lib/app-error.ts';
import { isFavoritesTitle } from './collections.presenter.ts';

interface CollectionAccess {
  owned: boolean;
  assigned: boolean;
}

/**
 * A collection may be read by its owner and by the students it is assigned to (directly or
 * through their classroom). Anyone else gets 404: nothing tells them it exists (no IDOR).
 */
export function assertCanRead<T extends CollectionAccess>(row: T | undefined): T {
  if (!row || (!row.owned && !row.assigned)) {
    throw new AppError(AppErrorCode.NOT_FOUND, MESSAGES.collectionNotFound);
  }
  return row;
}

/** Only the owner changes a collection; a student it is assigned to may only read it (403). */
export function assertOwner<T extends CollectionAccess>(row: T | undefined): T {
  const readable = assertCanRead(row);
  if (!readable.owned) throw new AppError(AppErrorCode.FORBIDDEN);
  return readable;
}

/** "Favorites" is kept for the favorites card. */
export function assertTitleAllowed(title: string): void {
  if (isFavoritesTitle(title)) {
    throw new AppError(AppErrorCode.VALIDATION, MESSAGES.favoritesTitleReserved, {
      title: MESSAGES.favoritesTitleReserved,
    });
  }
}

export function titleTakenError(): AppError {
  return new AppError(AppErrorCode.CONFLICT, MESSAGES.collectionTitleTaken, {
    title: MESSAGES.collectionTitleTaken,
  });
}

/**
 * Who may hide books from whom (spec §6): a parent from their own children (USER); a teacher
 * from their classrooms (CLASSROOM) or the students of their classrooms (USER). Checking that
 * the ids really are theirs is the service's job; this answers whether the kind is allowed.
 */
export function assertMayHideFor(role: Role, type: 'USER' | 'CLASSROOM'): void {
  const allowed = (role === Role.PARENT && type === 'USER') || role === Role.TEACHER;
  if (!allowed) throw new AppError(AppErrorCode.FORBIDDEN);
}
