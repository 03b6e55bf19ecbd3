import {
  ADMIN_COMMERCE_MESSAGES as M,
  AppErrorCode,
  type AdminCollection,
  type AdminCollectionBook,
  type AdminCollectionListItem,
  type AdminListQuery,
  type AdminPage,
  type AdminStatus,
  type adminCollectionBodySchema,
} from '@pagebird/contract';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { mediaUrl } from '../../providers/storage/index.ts';
import type { AdminAudit } from './audit.ts';
import { adminPage } from './admin-list.ts';
import type {
  AdminCollectionsRepo,
  CollectionBookRecord,
  CollectionCounts,
  CollectionRecord,
} from './admin-collections.repo.ts';

const presentBook = (b: CollectionBookRecord): AdminCollectionBook => ({
  id: b.id,
  idNumber: b.idNumber,
  title: b.title,
  status: b.status,
  coverUrl: mediaUrl(b.coverKey),
});

function presentItem(
  row: CollectionRecord,
  counts: CollectionCounts | undefined,
): AdminCollectionListItem {
  return {
    id: row.id,
    title: row.title,
    position: row.position,
    status: row.status,
    activeBooks: counts?.activeBooks ?? 0,
    inactiveBooks: counts?.inactiveBooks ?? 0,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Admin collections: list, details, save with books in order, status — every write audited. */
export function createAdminCollectionsService(deps: {
  repo: AdminCollectionsRepo;
  audit: AdminAudit;
}) {
  const { repo, audit } = deps;

  async function detail(row: CollectionRecord, tx?: DbOrTx): Promise<AdminCollection> {
    const list = await repo.books(row.id, tx);
    return {
      ...presentItem(row, {
        activeBooks: list.filter((b) => b.status === 'ACTIVE').length,
        inactiveBooks: list.filter((b) => b.status === 'INACTIVE').length,
      }),
      description: row.description,
      internalMemo: row.internalMemo,
      bookIdNumbers: list.map((b) => b.idNumber),
      books: list.map(presentBook),
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function found(id: string, tx?: DbOrTx): Promise<CollectionRecord> {
    const row = await repo.find(id, tx);
    if (!row) throw new AppError(AppErrorCode.NOT_FOUND, M.collectionNotFound);
    return row;
  }

  return {
    async list(
      q: AdminListQuery & { status?: AdminStatus },
    ): Promise<AdminPage<AdminCollectionListItem>> {
      const { rows, total } = await repo.page(q);
      const counts = await repo.counts(rows.map((r) => r.id));
      return adminPage(
        rows.map((r) => presentItem(r, counts.get(r.id))),
        total,
        q,
      );
    },

    async get(id: string): Promise<AdminCollection> {
      return detail(await found(id));
    },

    async bookOptions(search: string | undefined, size: number): Promise<AdminCollectionBook[]> {
      return (await repo.bookOptions(search, size)).map(presentBook);
    },

    async save(
      auth: AuthContext,
      body: z.output<typeof adminCollectionBodySchema>,
    ): Promise<AdminCollection> {
      const known = await repo.existingBookIds(body.bookIds);
      if (known.size !== body.bookIds.length) {
        throw new AppError(AppErrorCode.VALIDATION, M.unknownBooks, { bookIds: M.unknownBooks });
      }
      const write = {
        title: body.title,
        description: body.description,
        internalMemo: body.internalMemo,
        position: body.position,
        status: body.status,
      };
      return repo.transaction(async (tx) => {
        if (body.id) {
          const before = await detail(await found(body.id, tx), tx);
          const row = await repo.update(body.id, write, tx);
          await repo.setBooks(row.id, body.bookIds, tx);
          const after = await detail(row, tx);
          await audit.record(tx, {
            entity: 'COLLECTION',
            entityId: row.id,
            action: 'UPDATE',
            actorId: auth.user.id,
            before,
            after,
          });
          return after;
        }
        const row = await repo.insert(write, tx);
        await repo.setBooks(row.id, body.bookIds, tx);
        const after = await detail(row, tx);
        await audit.record(tx, {
          entity: 'COLLECTION',
          entityId: row.id,
          action: 'CREATE',
          actorId: auth.user.id,
          before: null,
          after,
        });
        return after;
      });
    },

    async setStatus(auth: AuthContext, id: string, status: AdminStatus): Promise<AdminCollection> {
      return repo.transaction(async (tx) => {
        const before = await detail(await found(id, tx), tx);
        const after = await detail(await repo.update(id, { status }, tx), tx);
        await audit.record(tx, {
          entity: 'COLLECTION',
          entityId: id,
          action: 'STATUS',
          actorId: auth.user.id,
          before,
          after,
        });
        return after;
      });
    },
  };
}
export type AdminCollectionsService = ReturnType<typeof createAdminCollectionsService>;
