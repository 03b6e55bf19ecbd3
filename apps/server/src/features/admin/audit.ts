import { and, count, eq } from 'drizzle-orm';
import type {
  AdminPage,
  AuditAction,
  AuditEntity,
  AuditEntry,
  auditQuerySchema,
} from '@pagebird/contract';
import type { z } from 'zod';
import type { DbOrTx, Db } from '../../db/client.ts';
import { adminAuditLog, users } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { adminOrderBy, adminPage, adminPaging } from './admin-list.ts';

export interface AuditWrite {
  entity: AuditEntity;
  entityId: string;
  action: AuditAction;
  /** The admin who wrote (AuthContext user id). */
  actorId: string;
  /** The item before the write (null on create), as the admin API presents it. */
  before: unknown;
  /** The item after the write (null on delete). */
  after: unknown;
}

/**
 * The admin audit log (issue 13 item 7). Call `record(tx, …)` inside the write's transaction so
 * the write and its log row land together or not at all. Values are stored as JSON; binary
 * fields (images) should be presented as their keys or URLs, never the bytes.
 */
export interface AdminAudit {
  record(tx: DbOrTx, write: AuditWrite): Promise<void>;
  list(query: z.output<typeof auditQuerySchema>): Promise<AdminPage<AuditEntry>>;
}

const json = (v: unknown): unknown => (v === undefined ? null : JSON.parse(JSON.stringify(v)));

export function createAdminAudit(deps: { db: Db; clock: Clock }): AdminAudit {
  const { db, clock } = deps;
  return {
    async record(tx, w) {
      const [actor] = await tx
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, w.actorId));
      await tx.insert(adminAuditLog).values({
        entity: w.entity,
        entityId: w.entityId,
        action: w.action,
        actorId: w.actorId,
        actorEmail: actor?.email ?? null,
        at: clock.now(),
        before: json(w.before),
        after: json(w.after),
      });
    },

    async list(q) {
      const where = and(
        q.entity ? eq(adminAuditLog.entity, q.entity) : undefined,
        q.entityId ? eq(adminAuditLog.entityId, q.entityId) : undefined,
      );
      const { limit, offset } = adminPaging(q);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(adminAuditLog)
          .where(where)
          .orderBy(...adminOrderBy(q.sort, { at: adminAuditLog.at }, { key: 'at', order: 'desc' }))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(adminAuditLog).where(where),
      ]);
      return adminPage(
        rows.map((r) => ({
          id: r.id,
          entity: r.entity as AuditEntity,
          entityId: r.entityId,
          action: r.action as AuditAction,
          actorId: r.actorId,
          actorEmail: r.actorEmail,
          at: r.at.toISOString(),
          before: r.before ?? null,
          after: r.after ?? null,
        })),
        total?.n ?? 0,
        q,
      );
    },
  };
}
