import { and, count, eq, gte, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AdminStatus,
  adminUserListQuerySchema,
  customerListQuerySchema,
  emailDomainListQuerySchema,
} from '@pagebird/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  adminEmailDomains,
  adminUserStates,
  books,
  readingSessions,
  subscriptionCharges,
  subscriptionPlans,
  subscriptions,
  users,
} from '../../db/schema/index.ts';
import { adminOrderBy, adminPaging, likePattern } from './admin-list.ts';

/** SQL of the admin part "core": accounts, their admin status, email domains, customers, dashboard. */

const ACCOUNT_ROLES = ['ADMIN', 'PARENT', 'TEACHER'] as const;
const userStatus = sql<AdminStatus>`coalesce(${adminUserStates.status}, 'ACTIVE')`;

const userColumns = {
  id: users.id,
  role: users.role,
  name: users.name,
  email: users.email,
  successLoginsCount: users.successLoginsCount,
  createdAt: users.createdAt,
  status: userStatus,
};
export type UserListRow = {
  id: string;
  role: string;
  name: string;
  email: string | null;
  successLoginsCount: number;
  createdAt: Date;
  status: AdminStatus;
};

const childrenCount = sql<number>`(SELECT count(*)::int FROM ${users} c WHERE c.parent_id = ${users.id} AND c.role = 'CHILD')`;
const paidCents = sql<number>`coalesce((SELECT sum(ch.amount)::int FROM ${subscriptionCharges} ch WHERE ch.subscription_id = ${subscriptions.id} AND ch.status = 'succeeded'), 0)`;

export function createAdminCoreRepo(db: Db) {
  const searchUsers = (search: string | undefined): SQL | undefined =>
    search
      ? or(ilike(users.email, likePattern(search)), ilike(users.name, likePattern(search)))
      : undefined;

  return {
    // ── accounts ──────────────────────────────────────────────────────────────────────────
    async listUsers(q: z.output<typeof adminUserListQuerySchema>) {
      const where = and(
        inArray(users.role, q.role ? [q.role] : [...ACCOUNT_ROLES]),
        searchUsers(q.search),
        q.status ? sql`${userStatus} = ${q.status}` : undefined,
      );
      const { limit, offset } = adminPaging(q);
      const [rows, [total]] = await Promise.all([
        db
          .select(userColumns)
          .from(users)
          .leftJoin(adminUserStates, eq(adminUserStates.userId, users.id))
          .where(where)
          .orderBy(
            ...adminOrderBy(
              q.sort,
              {
                email: users.email,
                name: users.name,
                role: users.role,
                createdAt: users.createdAt,
                status: userStatus,
                successLoginsCount: users.successLoginsCount,
              },
              { key: 'createdAt', order: 'desc' },
            ),
            users.id,
          )
          .limit(limit)
          .offset(offset),
        db
          .select({ n: count() })
          .from(users)
          .leftJoin(adminUserStates, eq(adminUserStates.userId, users.id))
          .where(where),
      ]);
      return { rows: rows as UserListRow[], total: total?.n ?? 0 };
    },

    async getUser(tx: DbOrTx, where: { id: string } | { email: string }) {
      const [row] = await tx
        .select(userColumns)
        .from(users)
        .leftJoin(adminUserStates, eq(adminUserStates.userId, users.id))
        .where(
          and(
            inArray(users.role, [...ACCOUNT_ROLES]),
            'id' in where ? eq(users.id, where.id) : eq(users.email, where.email),
          ),
        );
      return row as UserListRow | undefined;
    },

    async emailInUse(tx: DbOrTx, email: string) {
      const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
      return Boolean(row);
    },

    async insertAdmin(tx: DbOrTx, v: { name: string; email: string }) {
      const [row] = await tx
        .insert(users)
        .values({ role: 'ADMIN', name: v.name, email: v.email })
        .returning({ id: users.id });
      return row!.id;
    },

    async updateUser(tx: DbOrTx, id: string, v: { name?: string; email?: string }, now: Date) {
      await tx
        .update(users)
        .set({ ...v, updatedAt: now })
        .where(eq(users.id, id));
    },

    async setUserStatus(tx: DbOrTx, id: string, status: AdminStatus, now: Date) {
      await tx
        .insert(adminUserStates)
        .values({ userId: id, status, updatedAt: now })
        .onConflictDoUpdate({ target: adminUserStates.userId, set: { status, updatedAt: now } });
    },

    /** Active admins, locked FOR UPDATE so two admins switching each other off cannot both win. */
    async activeAdminIds(tx: DbOrTx) {
      const rows = await tx
        .select({ id: users.id })
        .from(users)
        .leftJoin(adminUserStates, eq(adminUserStates.userId, users.id))
        .where(and(eq(users.role, 'ADMIN'), sql`${userStatus} = 'ACTIVE'`))
        .for('update', { of: users });
      return rows.map((r) => r.id);
    },

    // ── email domains ─────────────────────────────────────────────────────────────────────
    async listDomains(q: z.output<typeof emailDomainListQuerySchema>) {
      const where = and(
        q.search ? ilike(adminEmailDomains.text, likePattern(q.search)) : undefined,
        q.status ? eq(adminEmailDomains.status, q.status) : undefined,
      );
      const { limit, offset } = adminPaging(q);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(adminEmailDomains)
          .where(where)
          .orderBy(
            ...adminOrderBy(
              q.sort,
              {
                text: adminEmailDomains.text,
                status: adminEmailDomains.status,
                createdAt: adminEmailDomains.createdAt,
                updatedAt: adminEmailDomains.updatedAt,
              },
              { key: 'text', order: 'asc' },
            ),
            adminEmailDomains.id,
          )
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(adminEmailDomains).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async getDomain(tx: DbOrTx, id: string) {
      const [row] = await tx.select().from(adminEmailDomains).where(eq(adminEmailDomains.id, id));
      return row;
    },

    async domainByText(tx: DbOrTx, text: string) {
      const [row] = await tx
        .select()
        .from(adminEmailDomains)
        .where(eq(adminEmailDomains.text, text));
      return row;
    },

    async insertDomain(tx: DbOrTx, v: { text: string; status: AdminStatus }) {
      const [row] = await tx.insert(adminEmailDomains).values(v).returning();
      return row!;
    },

    async updateDomain(
      tx: DbOrTx,
      id: string,
      v: { text?: string; status?: AdminStatus },
      now: Date,
    ) {
      const [row] = await tx
        .update(adminEmailDomains)
        .set({ ...v, updatedAt: now })
        .where(eq(adminEmailDomains.id, id))
        .returning();
      return row!;
    },

    // ── customers ─────────────────────────────────────────────────────────────────────────
    async listCustomers(q: z.output<typeof customerListQuerySchema>) {
      const where = and(
        eq(users.role, 'PARENT'),
        searchUsers(q.search),
        q.subscriptionStatus === 'NONE'
          ? sql`${subscriptions.id} IS NULL`
          : q.subscriptionStatus
            ? eq(subscriptions.status, q.subscriptionStatus)
            : undefined,
      );
      const { limit, offset } = adminPaging(q);
      const base = () =>
        db
          .select({
            id: users.id,
            email: users.email,
            name: users.name,
            createdAt: users.createdAt,
            childrenCount,
            paidCents,
            sub: {
              id: subscriptions.id,
              status: subscriptions.status,
              priceId: subscriptions.priceId,
              currentPeriodEnd: subscriptions.currentPeriodEnd,
              cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
              cancellationType: subscriptions.cancellationType,
              free: subscriptions.free,
              interval: subscriptionPlans.interval,
              priceCents: subscriptionPlans.priceCents,
              currencyCode: subscriptionPlans.currencyCode,
            },
          })
          .from(users)
          .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
          .leftJoin(subscriptionPlans, eq(subscriptionPlans.priceId, subscriptions.priceId));
      const [rows, [total]] = await Promise.all([
        base()
          .where(where)
          .orderBy(
            ...adminOrderBy(
              q.sort,
              {
                email: users.email,
                name: users.name,
                createdAt: users.createdAt,
                childrenCount,
                paidCents,
                subscriptionStatus: subscriptions.status,
              },
              { key: 'createdAt', order: 'desc' },
            ),
            users.id,
          )
          .limit(limit)
          .offset(offset),
        db
          .select({ n: count() })
          .from(users)
          .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
          .where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async getCustomer(id: string) {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          name: users.name,
          createdAt: users.createdAt,
          customerId: users.customerId,
          status: userStatus,
          childrenCount,
          paidCents,
          sub: {
            id: subscriptions.id,
            status: subscriptions.status,
            priceId: subscriptions.priceId,
            currentPeriodEnd: subscriptions.currentPeriodEnd,
            cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
            cancellationType: subscriptions.cancellationType,
            free: subscriptions.free,
            interval: subscriptionPlans.interval,
            priceCents: subscriptionPlans.priceCents,
            currencyCode: subscriptionPlans.currencyCode,
          },
        })
        .from(users)
        .leftJoin(adminUserStates, eq(adminUserStates.userId, users.id))
        .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
        .leftJoin(subscriptionPlans, eq(subscriptionPlans.priceId, subscriptions.priceId))
        .where(and(eq(users.id, id), eq(users.role, 'PARENT')));
      if (!row) return undefined;
      const [children, payments] = await Promise.all([
        db
          .select({
            id: users.id,
            name: users.name,
            birthYear: users.birthYear,
            createdAt: users.createdAt,
          })
          .from(users)
          .where(and(eq(users.parentId, id), eq(users.role, 'CHILD')))
          .orderBy(users.createdAt),
        row.sub?.id
          ? db
              .select({
                id: subscriptionCharges.id,
                amount: subscriptionCharges.amount,
                status: subscriptionCharges.status,
                declineCode: subscriptionCharges.declineCode,
                createdAt: subscriptionCharges.createdAt,
              })
              .from(subscriptionCharges)
              .where(eq(subscriptionCharges.subscriptionId, row.sub.id))
              .orderBy(sql`${subscriptionCharges.createdAt} DESC`)
              .limit(100)
          : Promise.resolve([]),
      ]);
      return { ...row, children, payments };
    },

    // ── dashboard ─────────────────────────────────────────────────────────────────────────
    async dashboard(now: Date) {
      const day = 24 * 60 * 60 * 1000;
      const since7 = new Date(now.getTime() - 7 * day);
      const since30 = new Date(now.getTime() - 30 * day);
      const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
      const readerRoles = sql`${users.role} IN ('CHILD', 'STUDENT')`;
      const [formats, roles, active7, active30, subs, revenue, reading] = await Promise.all([
        db
          .select({ fileType: books.fileType, status: books.status, n: count() })
          .from(books)
          .groupBy(books.fileType, books.status),
        db.select({ role: users.role, n: count() }).from(users).groupBy(users.role),
        db
          .select({ n: sql<number>`count(DISTINCT ${readingSessions.userId})::int` })
          .from(readingSessions)
          .innerJoin(users, eq(users.id, readingSessions.userId))
          .where(and(gte(readingSessions.openedAt, since7), readerRoles)),
        db
          .select({ n: sql<number>`count(DISTINCT ${readingSessions.userId})::int` })
          .from(readingSessions)
          .innerJoin(users, eq(users.id, readingSessions.userId))
          .where(and(gte(readingSessions.openedAt, since30), readerRoles)),
        db
          .select({ status: subscriptions.status, n: count() })
          .from(subscriptions)
          .groupBy(subscriptions.status),
        db
          .select({
            month: sql<string>`to_char(date_trunc('month', ${subscriptionCharges.createdAt} AT TIME ZONE 'UTC'), 'YYYY-MM')`,
            cents: sql<number>`sum(${subscriptionCharges.amount})::int`,
          })
          .from(subscriptionCharges)
          .where(
            and(
              eq(subscriptionCharges.status, 'succeeded'),
              gte(subscriptionCharges.createdAt, monthStart),
            ),
          )
          .groupBy(sql`1`),
        db
          .select({
            day: sql<string>`to_char(${readingSessions.openedAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`,
            minutes: sql<number>`round(sum(extract(epoch FROM (${readingSessions.lastActivityAt} - ${readingSessions.openedAt}))) / 60.0, 1)::float8`,
          })
          .from(readingSessions)
          .where(gte(readingSessions.openedAt, since30))
          .groupBy(sql`1`),
      ]);
      return {
        formats,
        roles,
        active7: active7[0]?.n ?? 0,
        active30: active30[0]?.n ?? 0,
        subs,
        revenue,
        reading,
        monthStart,
        since30,
      };
    },
  };
}

export type AdminCoreRepo = ReturnType<typeof createAdminCoreRepo>;
