/** The five roles of spec §3 "User profile". */
export const Role = {
  ADMIN: 'ADMIN',
  PARENT: 'PARENT',
  CHILD: 'CHILD',
  TEACHER: 'TEACHER',
  STUDENT: 'STUDENT',
} as const;
export type Role = (typeof Role)[keyof typeof Role];
export const ROLES = Object.values(Role) as readonly Role[];

/** Roles that read books as a "kid" (child profile or classroom student). */
export const KID_ROLES: readonly Role[] = [Role.CHILD, Role.STUDENT];
/** Roles whose records never hold an email (spec §3, ARCHITECTURE.md convention 10). */
export const EMAILLESS_ROLES: readonly Role[] = [Role.CHILD, Role.STUDENT];
