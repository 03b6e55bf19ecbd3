import {
  ADMIN_COMMERCE_MESSAGES as M,
  AppErrorCode,
  parseDateInput,
  type AdminDiscount,
  type AdminPage,
  type DiscountSource,
  type discountBodySchema,
  type discountListQuerySchema,
} from '@pagebird/contract';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import type { DiscountRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { AdminAudit } from './audit.ts';
import { adminPage } from './admin-list.ts';
import type { AdminDiscountsRepo, DiscountWrite } from './admin-discounts.repo.ts';
import { presentDiscount } from './admin-commerce.presenter.ts';

type DiscountBodyOut = z.output<typeof discountBodySchema>;

const invalid = (field: string, message: string) =>
  new AppError(AppErrorCode.VALIDATION, message, { [field]: message });

const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/**
 * Admin discounts and discount sources. Writes go to billing's `discounts` table, which
 * sign-up reads (active, window, maxUses), so a code made here is honoured there.
 */
export function createAdminDiscountsService(deps: { repo: AdminDiscountsRepo; audit: AdminAudit }) {
  const { repo, audit } = deps;

  async function found(id: string, tx?: DbOrTx): Promise<DiscountRow> {
    const row = await repo.find(id, tx);
    if (!row) throw new AppError(AppErrorCode.NOT_FOUND, M.discountNotFound);
    return row;
  }

  async function toWrite(body: DiscountBodyOut, tx: DbOrTx): Promise<DiscountWrite> {
    if (!(await repo.sourceExists(body.discountSource, tx))) {
      throw invalid('discountSource', M.unknownSource);
    }
    if (!(await repo.planExists(body.priceId, tx))) throw invalid('priceId', M.unknownPlan);
    return {
      discountSource: body.discountSource,
      promoCode: body.promoCode,
      priceId: body.priceId,
      maxUses: body.maxUses ?? null,
      validFrom: body.validFrom ? parseDateInput(body.validFrom) : null,
      validUntil: body.validUntil ? parseDateInput(body.validUntil) : null,
      distributorIdentifier: body.distributorIdentifier,
      active: body.active,
      discountPrice: body.discountPrice,
      normalPrice: body.normalPrice,
      duration: body.duration,
      durationInPeriods: body.duration === 'REPEATING' ? (body.durationInPeriods ?? null) : null,
    };
  }

  /** A taken promo code is a 409 with its text, never a 500. */
  async function guarded<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      if (isUniqueViolation(err)) {
        throw new AppError(AppErrorCode.CONFLICT, M.promoCodeTaken, {
          promoCode: M.promoCodeTaken,
        });
      }
      throw err;
    }
  }

  return {
    async list(q: z.output<typeof discountListQuerySchema>): Promise<AdminPage<AdminDiscount>> {
      const { rows, total } = await repo.page(q);
      return adminPage(rows.map(presentDiscount), total, q);
    },

    async get(id: string): Promise<AdminDiscount> {
      return presentDiscount(await found(id));
    },

    async ofSource(source: string): Promise<AdminDiscount[]> {
      return (await repo.ofSource(source)).map(presentDiscount);
    },

    plans: () => repo.plans(),

    async create(auth: AuthContext, body: DiscountBodyOut): Promise<AdminDiscount> {
      const row = await guarded(() =>
        repo.transaction(async (tx) => {
          if (await repo.findByCode(body.promoCode, tx)) {
            throw new AppError(AppErrorCode.CONFLICT, M.promoCodeTaken, {
              promoCode: M.promoCodeTaken,
            });
          }
          const created = await repo.insert(await toWrite(body, tx), tx);
          await audit.record(tx, {
            entity: 'DISCOUNT',
            entityId: created.id,
            action: 'CREATE',
            actorId: auth.user.id,
            before: null,
            after: presentDiscount(created),
          });
          return created;
        }),
      );
      return presentDiscount(row);
    },

    async update(auth: AuthContext, id: string, body: DiscountBodyOut): Promise<AdminDiscount> {
      const row = await guarded(() =>
        repo.transaction(async (tx) => {
          const before = await found(id, tx);
          const write = await toWrite(body, tx);
          if (
            write.maxUses !== null &&
            write.maxUses !== undefined &&
            write.maxUses < before.uses
          ) {
            throw invalid('maxUses', M.maxUsesBelowUses);
          }
          const taken = await repo.findByCode(body.promoCode, tx);
          if (taken && taken.id !== id) {
            throw new AppError(AppErrorCode.CONFLICT, M.promoCodeTaken, {
              promoCode: M.promoCodeTaken,
            });
          }
          const after = await repo.update(id, write, tx);
          await audit.record(tx, {
            entity: 'DISCOUNT',
            entityId: id,
            action: 'UPDATE',
            actorId: auth.user.id,
            before: presentDiscount(before),
            after: presentDiscount(after),
          });
          return after;
        }),
      );
      return presentDiscount(row);
    },

    async setActive(auth: AuthContext, id: string, active: boolean): Promise<AdminDiscount> {
      const row = await repo.transaction(async (tx) => {
        const before = await found(id, tx);
        const after = await repo.update(id, { active }, tx);
        await audit.record(tx, {
          entity: 'DISCOUNT',
          entityId: id,
          action: 'STATUS',
          actorId: auth.user.id,
          before: presentDiscount(before),
          after: presentDiscount(after),
        });
        return after;
      });
      return presentDiscount(row);
    },

    async remove(auth: AuthContext, id: string): Promise<void> {
      await repo.transaction(async (tx) => {
        const before = await found(id, tx);
        if (await repo.usedBySubscription(id, tx)) {
          throw new AppError(AppErrorCode.CONFLICT, M.discountInUse);
        }
        await repo.remove(id, tx);
        await audit.record(tx, {
          entity: 'DISCOUNT',
          entityId: id,
          action: 'DELETE',
          actorId: auth.user.id,
          before: presentDiscount(before),
          after: null,
        });
      });
    },

    sources: (): Promise<DiscountSource[]> => repo.sources(),

    async createSource(auth: AuthContext, sourceName: string): Promise<DiscountSource> {
      await repo.transaction(async (tx) => {
        if (!(await repo.insertSource(sourceName, tx))) {
          throw new AppError(AppErrorCode.CONFLICT, M.sourceTaken, { sourceName: M.sourceTaken });
        }
        await audit.record(tx, {
          entity: 'DISCOUNT_SOURCE',
          entityId: sourceName,
          action: 'CREATE',
          actorId: auth.user.id,
          before: null,
          after: { sourceName },
        });
      });
      return { sourceName, discounts: 0 };
    },
  };
}
export type AdminDiscountsService = ReturnType<typeof createAdminDiscountsService>;
