import { z } from 'zod';
import { Role } from '../auth/roles.ts';
import { endpoint } from '../common/endpoint.ts';
import { SUBSCRIPTION_STATUSES } from '../family/billing.schemas.ts';
import { emailSchema } from '../validation/basic.ts';
import { withoutProfanity } from '../validation/profanity.ts';
import {
  admin,
  adminListQuerySchema,
  adminPageSchema,
  adminStatusSchema,
  adminTags,
} from './admin-common.schemas.ts';

/** Admin (issue 13): users, email domains, customers and the admin dashboard. Endpoints and schemas of this part. */

export const ADMIN_CORE_LIMITS = {
  userName: 80,
  domain: 253,
} as const;

/** Texts of this part (spec texts such as the email rules come from MESSAGES). */
export const ADMIN_CORE_MESSAGES = {
  nameRequired: 'Please enter a name.',
  nameTooLong: `The name can be at most ${ADMIN_CORE_LIMITS.userName} characters.`,
  emailTaken: 'This email is already used by another account.',
  emailUnchanged: 'The new email is the same as the current one.',
  userNotFound: 'This user does not exist.',
  noUserWithEmail: 'There is no account with this email.',
  ownStatus: 'You cannot switch off your own account.',
  lastAdmin: 'At least one admin must stay active.',
  domainRequired: 'Please enter an email domain.',
  domainInvalid: 'Please enter a domain like school.org (no @, no spaces).',
  domainTaken: 'This email domain is already in the list.',
  domainNotFound: 'This email domain does not exist.',
  customerNotFound: 'This customer does not exist.',
  /** Sign-in of an account an admin switched INACTIVE (spec §8 has no text for it). */
  accountInactive: 'This account has been switched off. Please contact support.',
} as const;

// ── Users ────────────────────────────────────────────────────────────────────────────────────

/** Roles that have an account with an email (children and students have none). */
export const ADMIN_USER_ROLES = [Role.ADMIN, Role.PARENT, Role.TEACHER] as const;
export const adminUserRoleSchema = z.enum(ADMIN_USER_ROLES);

export const adminUserSchema = z.object({
  id: z.string().uuid(),
  role: adminUserRoleSchema,
  name: z.string(),
  email: z.string(),
  status: adminStatusSchema,
  successLoginsCount: z.number().int(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListQuerySchema = adminListQuerySchema.extend({
  role: adminUserRoleSchema.optional(),
  status: adminStatusSchema.optional(),
});

export const adminUserNameSchema = z
  .string({ error: ADMIN_CORE_MESSAGES.nameRequired })
  .trim()
  .min(1, { error: ADMIN_CORE_MESSAGES.nameRequired })
  .max(ADMIN_CORE_LIMITS.userName, { error: ADMIN_CORE_MESSAGES.nameTooLong })
  .pipe(withoutProfanity(z.string()));

/** POST /api/admin/users: without id creates an ADMIN account (name, email); with id renames. */
export const adminUserSaveSchema = z.object({
  id: z.string().uuid().optional(),
  name: adminUserNameSchema,
  email: emailSchema,
});

/** PUT /api/admin/users/email (spec §7). */
export const adminUserEmailSchema = z.object({
  currentUserEmail: emailSchema,
  newUserEmail: emailSchema,
});

const idParams = z.object({ id: z.string().uuid() });

// ── Email domains ────────────────────────────────────────────────────────────────────────────

const DOMAIN_PATTERN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export const emailDomainTextSchema = z
  .string({ error: ADMIN_CORE_MESSAGES.domainRequired })
  .trim()
  .min(1, { error: ADMIN_CORE_MESSAGES.domainRequired })
  .max(ADMIN_CORE_LIMITS.domain, { error: ADMIN_CORE_MESSAGES.domainInvalid })
  .transform((v) => v.toLowerCase().replace(/^@/, ''))
  .pipe(z.string().regex(DOMAIN_PATTERN, { error: ADMIN_CORE_MESSAGES.domainInvalid }));

export const emailDomainSchema = z.object({
  id: z.string().uuid(),
  text: z.string(),
  status: adminStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EmailDomain = z.infer<typeof emailDomainSchema>;

export const emailDomainListQuerySchema = adminListQuerySchema.extend({
  status: adminStatusSchema.optional(),
});

/** POST /api/admin/email-domains: create (no id) or change the text (with id). */
export const emailDomainSaveSchema = z.object({
  id: z.string().uuid().optional(),
  text: emailDomainTextSchema,
  status: adminStatusSchema.optional(),
});

// ── Customers ────────────────────────────────────────────────────────────────────────────────

export const customerSubscriptionSchema = z.object({
  status: z.string(),
  priceId: z.string(),
  interval: z.string(),
  priceCents: z.number().int(),
  currencyCode: z.string(),
  currentPeriodEnd: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  cancellationType: z.string().nullable(),
  free: z.boolean(),
});

export const customerSummarySchema = z.object({
  id: z.string().uuid(),
  email: z.string(),
  name: z.string(),
  createdAt: z.string(),
  childrenCount: z.number().int(),
  subscription: customerSubscriptionSchema.nullable(),
  /** Sum of succeeded charges, in cents. */
  paidCents: z.number().int(),
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

export const customerDetailSchema = customerSummarySchema.extend({
  status: adminStatusSchema,
  customerId: z.string().nullable(),
  children: z.array(
    z.object({
      id: z.string().uuid(),
      name: z.string(),
      age: z.number().int().nullable(),
      createdAt: z.string(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.string().uuid(),
      amount: z.number().int(),
      status: z.string(),
      declineCode: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

export const customerListQuerySchema = adminListQuerySchema.extend({
  subscriptionStatus: z.enum([...SUBSCRIPTION_STATUSES, 'NONE']).optional(),
});

// ── Dashboard ────────────────────────────────────────────────────────────────────────────────

export const adminDashboardSchema = z.object({
  catalogue: z.object({
    active: z.number().int(),
    inactive: z.number().int(),
    byFormat: z.array(
      z.object({ fileType: z.string(), active: z.number().int(), inactive: z.number().int() }),
    ),
  }),
  readers: z.object({
    parents: z.number().int(),
    children: z.number().int(),
    teachers: z.number().int(),
    students: z.number().int(),
    /** Children and students who opened a book in the last 7 / 30 days. */
    active7: z.number().int(),
    active30: z.number().int(),
  }),
  subscriptions: z.array(z.object({ status: z.string(), count: z.number().int() })),
  /** Succeeded charges per month (YYYY-MM), last 12 months, in cents. */
  revenue: z.array(z.object({ month: z.string(), cents: z.number().int() })),
  /** Reading minutes per day (YYYY-MM-DD, UTC), last 30 days. */
  reading: z.array(z.object({ day: z.string(), minutes: z.number() })),
  generatedAt: z.string(),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

// ── Endpoints ────────────────────────────────────────────────────────────────────────────────

export const adminCoreApi = {
  users: endpoint({
    method: 'GET',
    path: '/api/admin/users',
    access: admin,
    summary: 'Admin list of accounts with an email (admins, parents, educators)',
    tags: adminTags,
    query: adminUserListQuerySchema,
    response: adminPageSchema(adminUserSchema),
  }),
  user: endpoint({
    method: 'GET',
    path: '/api/admin/users/:id',
    access: admin,
    summary: 'One account',
    tags: adminTags,
    params: idParams,
    response: adminUserSchema,
  }),
  userStatus: endpoint({
    method: 'PUT',
    path: '/api/admin/users/:id/status/:status',
    access: admin,
    summary: 'Switch an account ACTIVE / INACTIVE (not your own; one admin stays active)',
    tags: adminTags,
    params: z.object({ id: z.string().uuid(), status: adminStatusSchema }),
    response: adminUserSchema,
  }),
  saveUser: endpoint({
    method: 'POST',
    path: '/api/admin/users',
    access: admin,
    summary: 'Create an admin account (no id) or rename an account (id)',
    tags: adminTags,
    body: adminUserSaveSchema,
    response: adminUserSchema,
  }),
  userEmail: endpoint({
    method: 'PUT',
    path: '/api/admin/users/email',
    access: admin,
    summary: "Change an account's email",
    tags: adminTags,
    body: adminUserEmailSchema,
    response: adminUserSchema,
  }),
  emailDomains: endpoint({
    method: 'GET',
    path: '/api/admin/email-domains',
    access: admin,
    summary: 'Admin list of email domains',
    tags: adminTags,
    query: emailDomainListQuerySchema,
    response: adminPageSchema(emailDomainSchema),
  }),
  emailDomain: endpoint({
    method: 'GET',
    path: '/api/admin/email-domains/:id',
    access: admin,
    summary: 'One email domain',
    tags: adminTags,
    params: idParams,
    response: emailDomainSchema,
  }),
  saveEmailDomain: endpoint({
    method: 'POST',
    path: '/api/admin/email-domains',
    access: admin,
    summary: 'Create (no id) or change (id) an email domain',
    tags: adminTags,
    body: emailDomainSaveSchema,
    response: emailDomainSchema,
  }),
  emailDomainStatus: endpoint({
    method: 'PATCH',
    path: '/api/admin/email-domains/:id/status',
    access: admin,
    summary: 'Switch an email domain ACTIVE / INACTIVE',
    tags: adminTags,
    params: idParams,
    query: z.object({ status: adminStatusSchema }),
    response: emailDomainSchema,
  }),
  customers: endpoint({
    method: 'GET',
    path: '/api/admin/users/consumers',
    access: admin,
    summary: 'Admin list of customers (parents) with subscription, children and payments',
    tags: adminTags,
    query: customerListQuerySchema,
    response: adminPageSchema(customerSummarySchema),
  }),
  customer: endpoint({
    method: 'GET',
    path: '/api/admin/users/consumers/:id',
    access: admin,
    summary: 'One customer with children and payments',
    tags: adminTags,
    params: idParams,
    response: customerDetailSchema,
  }),
  dashboard: endpoint({
    method: 'GET',
    path: '/api/admin/dashboard',
    access: admin,
    summary: 'Admin dashboard figures: catalogue, readers, subscriptions, revenue, reading',
    tags: adminTags,
    response: adminDashboardSchema,
  }),
};
