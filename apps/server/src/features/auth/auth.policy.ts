import { AppErrorCode, Role } from '@pagebird/contract';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { UserRow } from '../../db/schema/index.ts';

/** Who may sign in with email and password (CHILD and STUDENT hold no email). */
export const EMAIL_LOGIN_ROLES: readonly Role[] = [Role.ADMIN, Role.PARENT, Role.TEACHER];

/** The parent account of the caller's family: a parent itself, or a child's parent. */
export function familyParentId(auth: AuthContext): string {
  if (auth.user.role === Role.PARENT) return auth.user.id;
  if (auth.user.role === Role.CHILD && auth.user.parentId) return auth.user.parentId;
  throw new AppError(AppErrorCode.FORBIDDEN);
}

/**
 * A profile may be picked by its parent or by a child of the same family. The repo only finds
 * children of `familyParentId(auth)`, so another family's child is simply "not found" (404),
 * which does not even confirm that the id exists.
 */
export function assertCanUseProfile(auth: AuthContext, child: UserRow | undefined): UserRow {
  if (!child || child.role !== Role.CHILD || child.parentId !== familyParentId(auth)) {
    throw new AppError(AppErrorCode.NOT_FOUND);
  }
  return child;
}

export function canSignInWithPassword(user: UserRow | undefined): user is UserRow {
  return !!user && EMAIL_LOGIN_ROLES.includes(user.role) && !!user.passwordHash && !!user.email;
}
