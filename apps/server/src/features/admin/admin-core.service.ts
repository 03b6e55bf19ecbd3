import { AppErrorCode, ADMIN_CORE_MESSAGES } from '@pagebird/contract';
import type { z } from 'zod';
import type {
  AdminStatus,
  AdminUser,
  EmailDomain,
  adminUserEmailSchema,
  adminUserListQuerySchema,
  adminUserSaveSchema,
  customerListQuerySchema,
  emailDomainListQuerySchema,
  emailDomainSaveSchema,
} from '@pagebird/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { Clock } from '../../lib/clock.ts';
import { adminPage } from './admin-list.ts';
import type { AdminAudit } from './audit.ts';
import type { AdminCoreRepo } from './admin-core.repo.ts';
import {
  presentCustomer,
  presentCustomerDetail,
  presentDashboard,
  presentDomain,
  presentUser,
} from './admin-core.presenter.ts';

const M = ADMIN_CORE_MESSAGES;

export interface AdminCoreDeps {
  db: Db;
  repo: AdminCoreRepo;
  audit: AdminAudit;
  clock: Clock;
  /** End every sign-in of a user (an account switched INACTIVE). */
  revokeSignIns: (userId: string) => Promise<void>;
}

/**
 * Rules of the admin accounts, email domains, customers and dashboard. Every write runs in one
 * transaction with its audit row (who, before, after).
 */
export function createAdminCoreService(deps: AdminCoreDeps) {
  const { db, repo, audit, clock } = deps;

  async function mustGetUser(tx: DbOrTx, id: string): Promise<AdminUser> {
    const row = await repo.getUser(tx, { id });
    if (!row) throw new AppError(AppErrorCode.NOT_FOUND, M.userNotFound);
    return presentUser(row);
  }

  async function mustGetDomain(tx: DbOrTx, id: string): Promise<EmailDomain> {
    const row = await repo.getDomain(tx, id);
    if (!row) throw new AppError(AppErrorCode.NOT_FOUND, M.domainNotFound);
    return presentDomain(row);
  }

  async function ensureEmailFree(tx: DbOrTx, email: string, field: string) {
    if (await repo.emailInUse(tx, email)) {
      throw new AppError(AppErrorCode.CONFLICT, M.emailTaken, { [field]: M.emailTaken });
    }
  }

  return {
    async listUsers(q: z.output<typeof adminUserListQuerySchema>) {
      const { rows, total } = await repo.listUsers(q);
      return adminPage(rows.map(presentUser), total, q);
    },

    getUser: (id: string) => mustGetUser(db, id),

    async saveUser(auth: AuthContext, body: z.output<typeof adminUserSaveSchema>) {
      return db.transaction(async (tx) => {
        const now = clock.now();
        if (!body.id) {
          await ensureEmailFree(tx, body.email, 'email');
          const id = await repo.insertAdmin(tx, { name: body.name, email: body.email });
          const after = await mustGetUser(tx, id);
          await audit.record(tx, {
            entity: 'USER',
            entityId: id,
            action: 'CREATE',
            actorId: auth.user.id,
            before: null,
            after,
          });
          return after;
        }
        const before = await mustGetUser(tx, body.id);
        if (body.email !== before.email) await ensureEmailFree(tx, body.email, 'email');
        await repo.updateUser(tx, body.id, { name: body.name, email: body.email }, now);
        const after = await mustGetUser(tx, body.id);
        await audit.record(tx, {
          entity: 'USER',
          entityId: body.id,
          action: 'UPDATE',
          actorId: auth.user.id,
          before,
          after,
        });
        return after;
      });
    },

    async changeEmail(auth: AuthContext, body: z.output<typeof adminUserEmailSchema>) {
      return db.transaction(async (tx) => {
        const row = await repo.getUser(tx, { email: body.currentUserEmail });
        if (!row) {
          throw new AppError(AppErrorCode.NOT_FOUND, M.noUserWithEmail, {
            currentUserEmail: M.noUserWithEmail,
          });
        }
        if (body.newUserEmail === body.currentUserEmail) {
          throw new AppError(AppErrorCode.BAD_REQUEST, M.emailUnchanged, {
            newUserEmail: M.emailUnchanged,
          });
        }
        await ensureEmailFree(tx, body.newUserEmail, 'newUserEmail');
        const before = presentUser(row);
        await repo.updateUser(tx, row.id, { email: body.newUserEmail }, clock.now());
        const after = await mustGetUser(tx, row.id);
        await audit.record(tx, {
          entity: 'USER',
          entityId: row.id,
          action: 'UPDATE',
          actorId: auth.user.id,
          before,
          after,
        });
        return after;
      });
    },

    async setUserStatus(auth: AuthContext, id: string, status: AdminStatus) {
      const result = await db.transaction(async (tx) => {
        const before = await mustGetUser(tx, id);
        if (status === 'INACTIVE' && id === auth.user.id) {
          throw new AppError(AppErrorCode.FORBIDDEN, M.ownStatus);
        }
        if (status === 'INACTIVE' && before.role === 'ADMIN' && before.status === 'ACTIVE') {
          const active = await repo.activeAdminIds(tx);
          if (active.filter((a) => a !== id).length === 0) {
            throw new AppError(AppErrorCode.CONFLICT, M.lastAdmin);
          }
        }
        if (before.status === status) return before;
        await repo.setUserStatus(tx, id, status, clock.now());
        const after = await mustGetUser(tx, id);
        await audit.record(tx, {
          entity: 'USER',
          entityId: id,
          action: 'STATUS',
          actorId: auth.user.id,
          before,
          after,
        });
        return after;
      });
      if (status === 'INACTIVE') await deps.revokeSignIns(id);
      return result;
    },

    async listDomains(q: z.output<typeof emailDomainListQuerySchema>) {
      const { rows, total } = await repo.listDomains(q);
      return adminPage(rows.map(presentDomain), total, q);
    },

    getDomain: (id: string) => mustGetDomain(db, id),

    async saveDomain(auth: AuthContext, body: z.output<typeof emailDomainSaveSchema>) {
      return db.transaction(async (tx) => {
        const same = await repo.domainByText(tx, body.text);
        if (same && same.id !== body.id) {
          throw new AppError(AppErrorCode.CONFLICT, M.domainTaken, { text: M.domainTaken });
        }
        if (!body.id) {
          const after = presentDomain(
            await repo.insertDomain(tx, { text: body.text, status: body.status ?? 'ACTIVE' }),
          );
          await audit.record(tx, {
            entity: 'EMAIL_DOMAIN',
            entityId: after.id,
            action: 'CREATE',
            actorId: auth.user.id,
            before: null,
            after,
          });
          return after;
        }
        const before = await mustGetDomain(tx, body.id);
        const after = presentDomain(
          await repo.updateDomain(
            tx,
            body.id,
            { text: body.text, ...(body.status ? { status: body.status } : {}) },
            clock.now(),
          ),
        );
        await audit.record(tx, {
          entity: 'EMAIL_DOMAIN',
          entityId: body.id,
          action: 'UPDATE',
          actorId: auth.user.id,
          before,
          after,
        });
        return after;
      });
    },

    async setDomainStatus(auth: AuthContext, id: string, status: AdminStatus) {
      return db.transaction(async (tx) => {
        const before = await mustGetDomain(tx, id);
        if (before.status === status) return before;
        const after = presentDomain(await repo.updateDomain(tx, id, { status }, clock.now()));
        await audit.record(tx, {
          entity: 'EMAIL_DOMAIN',
          entityId: id,
          action: 'STATUS',
          actorId: auth.user.id,
          before,
          after,
        });
        return after;
      });
    },

    async listCustomers(q: z.output<typeof customerListQuerySchema>) {
      const { rows, total } = await repo.listCustomers(q);
      return adminPage(rows.map(presentCustomer), total, q);
    },

    async getCustomer(id: string) {
      const row = await repo.getCustomer(id);
      if (!row) throw new AppError(AppErrorCode.NOT_FOUND, M.customerNotFound);
      return presentCustomerDetail(row, clock.now());
    },

    async dashboard() {
      const now = clock.now();
      return presentDashboard(await repo.dashboard(now), now);
    },
  };
}

export type AdminCoreService = ReturnType<typeof createAdminCoreService>;
