import type { ModuleContext } from '../../app-module.ts';
import { createAdminBannersRepo } from './admin-banners.repo.ts';
import { createAdminBannersService } from './admin-banners.service.ts';
import { createAdminCollectionsRepo } from './admin-collections.repo.ts';
import { createAdminCollectionsService } from './admin-collections.service.ts';
import { registerAdminCommerceRoutes } from './admin-commerce.routes.ts';
import { createAdminDiscountsRepo } from './admin-discounts.repo.ts';
import { createAdminDiscountsService } from './admin-discounts.service.ts';

/** Admin (issue 13): banners, discounts and discount sources, admin collections. */
export async function registerAdminCommerceModule(ctx: ModuleContext): Promise<void> {
  const db = ctx.database.db;
  registerAdminCommerceRoutes(ctx.router, {
    banners: createAdminBannersService({
      repo: createAdminBannersRepo(db),
      audit: ctx.audit,
      storage: ctx.storage,
    }),
    collections: createAdminCollectionsService({
      repo: createAdminCollectionsRepo(db),
      audit: ctx.audit,
    }),
    discounts: createAdminDiscountsService({
      repo: createAdminDiscountsRepo(db),
      audit: ctx.audit,
    }),
  });
}
