import { pgEnum } from 'drizzle-orm/pg-core';
import { ROLES, type Role } from '@pagebird/contract';

export const userRoleEnum = pgEnum('user_role', ROLES as [Role, ...Role[]]);
