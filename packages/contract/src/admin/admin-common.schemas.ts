import { z } from 'zod';
import { Role } from '../auth/roles.ts';
import { endpoint } from '../common/endpoint.ts';

/**
 * Admin back office (issue 13), shared by every admin part: the list query of spec §7 "Admin
 * lists" (page zero-based, size, sort "key,order", search), the page every list answers, the
 * ACTIVE/INACTIVE status, and the audit log that records every admin write.
 */

export const admin = [Role.ADMIN] as const;
export const adminTags = ['admin'] as const;

export const ADMIN_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export const adminStatusSchema = z.enum(ADMIN_STATUSES);
export type AdminStatus = z.infer<typeof adminStatusSchema>;

export const ADMIN_PAGE_SIZES = [10, 20, 50, 100] as const;
export const ADMIN_DEFAULT_PAGE_SIZE = 20;

/** "key,order" — e.g. "createdAt,desc"; the key is checked by each list against its own keys. */
export const adminSortSchema = z
  .string()
  .max(80)
  .regex(/^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$/i, { error: 'Sort is "key,asc" or "key,desc".' })
  .meta({ examples: ['createdAt,desc'] });

/** Query of every admin list (spec §7 "Admin lists"). Lists may `.extend` it with filters. */
export const adminListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(ADMIN_DEFAULT_PAGE_SIZE),
  sort: adminSortSchema.optional(),
  search: z.string().trim().max(200).optional(),
});
export type AdminListQuery = z.output<typeof adminListQuerySchema>;

/** One page of an admin list. */
export function adminPageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    page: z.number().int(),
    size: z.number().int(),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
  });
}
export interface AdminPage<T> {
  content: T[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}

/** Entities whose writes the audit log records (one name per admin part's entity). */
export const AUDIT_ENTITIES = [
  'USER',
  'EMAIL_DOMAIN',
  'CUSTOMER',
  'COLLECTION',
  'BANNER',
  'BOOK',
  'DISCOVERY_ZONE',
  'QUIZ',
  'FACT',
  'DISCOUNT',
  'DISCOUNT_SOURCE',
  'FEEDBACK',
] as const;
export const auditEntitySchema = z.enum(AUDIT_ENTITIES);
export type AuditEntity = z.infer<typeof auditEntitySchema>;

export const AUDIT_ACTIONS = ['CREATE', 'UPDATE', 'STATUS', 'DELETE'] as const;
export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditActionSchema>;

export const auditEntrySchema = z.object({
  id: z.string().uuid(),
  entity: auditEntitySchema,
  entityId: z.string(),
  action: auditActionSchema,
  actorId: z.string().uuid().nullable(),
  actorEmail: z.string().nullable(),
  at: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = adminListQuerySchema.extend({
  entity: auditEntitySchema.optional(),
  entityId: z.string().max(100).optional(),
});

export const adminCommonApi = {
  audit: endpoint({
    method: 'GET',
    path: '/api/admin/audit',
    access: admin,
    summary: 'Audit log: every admin write with who, when, before and after (filter per item)',
    tags: adminTags,
    query: auditQuerySchema,
    response: adminPageSchema(auditEntrySchema),
  }),
};
