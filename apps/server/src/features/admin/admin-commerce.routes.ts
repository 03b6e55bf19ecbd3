import { adminCommerceApi as api, bannerBodySchema } from '@pagebird/contract';
import type { Router } from '../../lib/route.ts';
import { readMultipart } from '../../lib/multipart.ts';
import { BANNER_IMAGE_MAX_BYTES, type AdminBannersService } from './admin-banners.service.ts';
import type { AdminCollectionsService } from './admin-collections.service.ts';
import type { AdminDiscountsService } from './admin-discounts.service.ts';

/** Thin routes: contract endpoint → service call (ADMIN only, checked by the router). */
export function registerAdminCommerceRoutes(
  r: Router,
  s: {
    banners: AdminBannersService;
    collections: AdminCollectionsService;
    discounts: AdminDiscountsService;
  },
): void {
  // banners
  r.route(api.listBanners, ({ requireAuth, query }) => {
    requireAuth();
    return s.banners.list(query);
  });
  r.route(api.getBanner, ({ requireAuth, params }) => {
    requireAuth();
    return s.banners.get(params.id);
  });
  r.route(api.saveBanner, async ({ requireAuth, req }) => {
    const auth = requireAuth();
    const { data, files } = await readMultipart(req, {
      jsonField: 'body',
      schema: bannerBodySchema,
      files: ['webImage', 'mobileImage'],
      maxFileBytes: BANNER_IMAGE_MAX_BYTES,
    });
    return s.banners.save(auth, data, files);
  });
  r.route(api.bannerStatus, ({ requireAuth, params }) =>
    s.banners.setStatus(requireAuth(), params.id, params.status),
  );

  // collections
  r.route(api.listCollections, ({ requireAuth, query }) => {
    requireAuth();
    return s.collections.list(query);
  });
  r.route(api.collectionBookOptions, ({ requireAuth, query }) => {
    requireAuth();
    return s.collections.bookOptions(query.search, query.size);
  });
  r.route(api.getCollection, ({ requireAuth, params }) => {
    requireAuth();
    return s.collections.get(params.id);
  });
  r.route(api.saveCollection, ({ requireAuth, body }) => s.collections.save(requireAuth(), body));
  r.route(api.collectionStatus, ({ requireAuth, params }) =>
    s.collections.setStatus(requireAuth(), params.id, params.status),
  );

  // discounts and sources
  r.route(api.listDiscounts, ({ requireAuth, query }) => {
    requireAuth();
    return s.discounts.list(query);
  });
  r.route(api.getDiscount, ({ requireAuth, params }) => {
    requireAuth();
    return s.discounts.get(params.id);
  });
  r.route(api.createDiscount, ({ requireAuth, body }) => s.discounts.create(requireAuth(), body));
  r.route(api.updateDiscount, ({ requireAuth, params, body }) =>
    s.discounts.update(requireAuth(), params.id, body),
  );
  r.route(api.deleteDiscount, async ({ requireAuth, params }) => {
    await s.discounts.remove(requireAuth(), params.id);
  });
  r.route(api.discountStatus, ({ requireAuth, params }) =>
    s.discounts.setActive(requireAuth(), params.id, params.active === 'true'),
  );
  r.route(api.discountsOfSource, ({ requireAuth, params }) => {
    requireAuth();
    return s.discounts.ofSource(params.source);
  });
  r.route(api.discountPlans, ({ requireAuth }) => {
    requireAuth();
    return s.discounts.plans();
  });
  r.route(api.listDiscountSources, ({ requireAuth }) => {
    requireAuth();
    return s.discounts.sources();
  });
  r.route(api.createDiscountSource, ({ requireAuth, query }) =>
    s.discounts.createSource(requireAuth(), query.sourceName),
  );
}
