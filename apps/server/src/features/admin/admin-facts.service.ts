import {
  ADMIN_ZONES_MESSAGES,
  AppErrorCode,
  type AdminFact,
  type AdminFactRow,
  type AdminPage,
  type AdminStatus,
  type FactSourceType,
  type adminFactListQuerySchema,
  type adminFactSaveSchema,
} from '@pagebird/contract';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { adminPage } from './admin-list.ts';
import type { AdminAudit } from './audit.ts';
import type { AdminFactsRepo, FactStored } from './admin-facts.repo.ts';

const notFound = () => new AppError(AppErrorCode.NOT_FOUND, ADMIN_ZONES_MESSAGES.factNotFound);

export function toAdminFactRow(f: FactStored): AdminFactRow {
  return {
    id: f.id,
    text: f.text,
    source:
      f.sourceEntityType && f.sourceContentId
        ? { entityType: f.sourceEntityType as FactSourceType, contentId: f.sourceContentId }
        : null,
    status: f.status,
    createdAt: f.createdAt.toISOString(),
  };
}

/**
 * Admin facts (spec §3 "Fact": text, source, status): list, lookup by ids, details, create or
 * update, status. A source must exist; every write is audited in its transaction.
 */
export function createAdminFactsService(deps: { repo: AdminFactsRepo; audit: AdminAudit }) {
  const { repo, audit } = deps;

  async function present(tx: DbOrTx, id: string): Promise<AdminFact> {
    const f = await repo.fact(tx, id);
    if (!f) throw notFound();
    const row = toAdminFactRow(f);
    const [sourceTitle, zones] = await Promise.all([
      row.source ? repo.sourceTitle(tx, row.source.entityType, row.source.contentId) : null,
      repo.zonesOf(tx, id),
    ]);
    return { ...row, sourceTitle, zones };
  }

  return {
    async list(q: z.output<typeof adminFactListQuerySchema>): Promise<AdminPage<AdminFactRow>> {
      const { rows, total } = await repo.list(q);
      return adminPage(rows.map(toAdminFactRow), total, q);
    },

    async lookup(ids: readonly string[]): Promise<AdminFactRow[]> {
      return (await repo.byIds(ids)).map(toAdminFactRow);
    },

    details(id: string): Promise<AdminFact> {
      return repo.transaction((tx) => present(tx, id));
    },

    async save(actorId: string, body: z.output<typeof adminFactSaveSchema>): Promise<AdminFact> {
      return repo.transaction(async (tx) => {
        const before = body.id ? await repo.fact(tx, body.id, true) : undefined;
        if (body.id && !before) throw notFound();
        const beforeView = before ? await present(tx, before.id) : null;
        if (body.source) {
          const title = await repo.sourceTitle(tx, body.source.entityType, body.source.contentId);
          if (title === null) {
            const m = ADMIN_ZONES_MESSAGES.unknownSource;
            throw new AppError(AppErrorCode.VALIDATION, m, { 'source.contentId': m });
          }
        }
        const values = {
          text: body.text,
          status: body.status,
          sourceEntityType: body.source?.entityType ?? null,
          sourceContentId: body.source?.contentId ?? null,
        };
        let id: string;
        if (before) {
          id = before.id;
          await repo.update(tx, id, values);
        } else {
          id = await repo.insert(tx, values);
        }
        const after = await present(tx, id);
        await audit.record(tx, {
          entity: 'FACT',
          entityId: id,
          action: before ? 'UPDATE' : 'CREATE',
          actorId,
          before: beforeView,
          after,
        });
        return after;
      });
    },

    async setStatus(actorId: string, id: string, status: AdminStatus): Promise<AdminFact> {
      return repo.transaction(async (tx) => {
        if (!(await repo.fact(tx, id, true))) throw notFound();
        const before = await present(tx, id);
        await repo.update(tx, id, { status });
        const after = await present(tx, id);
        await audit.record(tx, {
          entity: 'FACT',
          entityId: id,
          action: 'STATUS',
          actorId,
          before,
          after,
        });
        return after;
      });
    },
  };
}

export type AdminFactsService = ReturnType<typeof createAdminFactsService>;
