import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { MESSAGES } from '../common/messages.ts';
import { discountDurationSchema } from '../family/billing.schemas.ts';
import { futureDateProblem } from '../validation/dates.ts';
import { linkLikeSchema } from '../validation/text.ts';
import {
  admin,
  adminListQuerySchema,
  adminPageSchema,
  adminStatusSchema,
  adminTags,
} from './admin-common.schemas.ts';

/**
 * Admin (issue 13): banners, discounts and discount sources, admin collections — spec §3
 * "Banner", "Discount", "Admin collection"; §7 "Admin lists/details/status/save and delete/
 * lookups"; §5 dates (sent as local time without zone) and links.
 */

export const ADMIN_COMMERCE_MESSAGES = {
  nameRequired: 'Please enter a name.',
  titleRequired: 'Please enter a title.',
  endBeforeStart: 'The end date cannot be before the start date.',
  webImageRequired: 'Please add a web image.',
  mobileImageRequired: 'Please add a mobile image.',
  imageType: 'Images must be PNG, JPEG, WebP or GIF.',
  bannerNotFound: 'This banner does not exist.',
  bannerContentMissing: 'The book or collection of this banner does not exist.',
  collectionNotFound: 'This collection does not exist.',
  unknownBooks: 'Some of the chosen books do not exist.',
  duplicateBooks: 'A book can be in a collection only once.',
  discountNotFound: 'This discount does not exist.',
  promoCodeRequired: 'Please enter a promo code.',
  promoCodeFormat: 'A promo code uses only letters, digits, "-" and "_".',
  promoCodeTaken: 'This promo code already exists.',
  unknownSource: 'This discount source does not exist.',
  sourceTaken: 'This discount source already exists.',
  sourceFormat: 'A discount source uses only capital letters, digits and "_".',
  unknownPlan: 'This subscription plan does not exist.',
  priceAboveNormal: 'The discount price cannot be above the normal price.',
  periodsRequired: 'Please enter the number of periods for a repeating discount.',
  validUntilBeforeFrom: 'Valid until cannot be before valid from.',
  maxUsesBelowUses: 'Max uses cannot be below the uses so far.',
  discountInUse:
    'This discount is used by a subscription, so it cannot be deleted. Switch it off instead.',
} as const;

const idSchema = z.string().uuid({ error: 'This is not a valid id.' });
export const adminIdParamsSchema = z.object({ id: idSchema });

/**
 * Spec §5: discount and banner dates are sent as local time without zone
 * (`YYYY-MM-DDTHH:mm[:ss]`); empty means no limit; at most 15 years ahead ("Incorrect date",
 * "The date cannot be more than 15 years in the future").
 */
export const localDateTimeSchema = z
  .string({ error: MESSAGES.dateIncorrect })
  .trim()
  .max(40, { error: MESSAGES.dateIncorrect })
  .nullish()
  .superRefine((v, ctx) => {
    if (v === null || v === undefined || v === '') return;
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(v)) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.dateIncorrect, input: v });
      return;
    }
    const problem = futureDateProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: v });
  })
  .transform((v) => (v ? v : null));

const text = (max: number, required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, {
      error: `At most ${max} characters.`,
    });
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `At most ${max} characters.` })
    .nullish()
    .transform((v) => (v ? v : null));

export const BANNER_TEXT_MAX = { name: 100, contentId: 100 } as const;
export const COLLECTION_TEXT_MAX = { title: 100, description: 500, internalMemo: 500 } as const;
export const DISCOUNT_TEXT_MAX = { promoCode: 40, distributorIdentifier: 100, source: 50 } as const;

// ─────────────────────────────── banners ───────────────────────────────

export const BANNER_TYPES = ['BOOK', 'COLLECTION'] as const;
export const bannerTypeSchema = z.enum(BANNER_TYPES);
export type BannerType = z.infer<typeof bannerTypeSchema>;

/** The JSON part `body` of POST /api/admin/banners (create without id, update with one). */
export const bannerBodySchema = z
  .object({
    id: idSchema.optional(),
    name: text(BANNER_TEXT_MAX.name, ADMIN_COMMERCE_MESSAGES.nameRequired),
    bannerType: bannerTypeSchema,
    /** The book or collection id the banner opens (link-like: non-empty, no trailing slash). */
    contentId: linkLikeSchema.pipe(z.string().max(BANNER_TEXT_MAX.contentId)),
    position: z.coerce.number().int().min(0).max(10_000).default(0),
    startDate: localDateTimeSchema,
    endDate: localDateTimeSchema,
    status: adminStatusSchema.default('ACTIVE'),
  })
  .superRefine((b, ctx) => {
    if (b.startDate && b.endDate && b.endDate < b.startDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: ADMIN_COMMERCE_MESSAGES.endBeforeStart,
      });
    }
  });
export type BannerBody = z.input<typeof bannerBodySchema>;

export const adminBannerSchema = z.object({
  id: z.string(),
  name: z.string(),
  bannerType: bannerTypeSchema,
  /** Local time without zone, or null (no limit). */
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  position: z.number().int(),
  status: adminStatusSchema,
  content: z.object({
    entityType: bannerTypeSchema,
    contentId: z.string(),
    /** Title of the book or collection (null when it no longer exists). */
    title: z.string().nullable(),
  }),
  webImageUrl: z.string(),
  mobileImageUrl: z.string(),
  createdAt: z.string(),
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;

export const bannerListQuerySchema = adminListQuerySchema.extend({
  status: adminStatusSchema.optional(),
});

const statusParamsSchema = z.object({ id: idSchema, status: adminStatusSchema });

// ─────────────────────────────── collections ───────────────────────────────

export const adminCollectionBodySchema = z.object({
  id: idSchema.optional(),
  title: text(COLLECTION_TEXT_MAX.title, ADMIN_COMMERCE_MESSAGES.titleRequired),
  description: optionalText(COLLECTION_TEXT_MAX.description),
  internalMemo: optionalText(COLLECTION_TEXT_MAX.internalMemo),
  position: z.coerce.number().int().min(0).max(10_000).default(0),
  status: adminStatusSchema.default('ACTIVE'),
  /** The books in their order. */
  bookIds: z
    .array(idSchema)
    .max(500)
    .default([])
    .refine((ids) => new Set(ids).size === ids.length, {
      error: ADMIN_COMMERCE_MESSAGES.duplicateBooks,
    }),
});
export type AdminCollectionBody = z.input<typeof adminCollectionBodySchema>;

export const adminCollectionBookSchema = z.object({
  id: z.string(),
  idNumber: z.string(),
  title: z.string(),
  status: adminStatusSchema,
  coverUrl: z.string().nullable(),
});
export type AdminCollectionBook = z.infer<typeof adminCollectionBookSchema>;

export const adminCollectionListItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  position: z.number().int(),
  status: adminStatusSchema,
  activeBooks: z.number().int(),
  inactiveBooks: z.number().int(),
  updatedAt: z.string(),
});
export type AdminCollectionListItem = z.infer<typeof adminCollectionListItemSchema>;

export const adminCollectionSchema = adminCollectionListItemSchema.extend({
  description: z.string().nullable(),
  internalMemo: z.string().nullable(),
  bookIdNumbers: z.array(z.string()),
  books: z.array(adminCollectionBookSchema),
  createdAt: z.string(),
});
export type AdminCollection = z.infer<typeof adminCollectionSchema>;

export const bookOptionsQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  size: z.coerce.number().int().min(1).max(50).default(20),
});

// ─────────────────────────────── discounts ───────────────────────────────

const cents = z.coerce
  .number({ error: 'Please enter an amount in cents.' })
  .int({ error: 'Prices are whole cents.' })
  .min(0, { error: 'Prices cannot be negative.' })
  .max(10_000_000);

const sourceNameSchema = z
  .string({ error: ADMIN_COMMERCE_MESSAGES.sourceFormat })
  .trim()
  .min(1, { error: ADMIN_COMMERCE_MESSAGES.sourceFormat })
  .max(DISCOUNT_TEXT_MAX.source)
  .transform((s) => s.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9_]+$/, { error: ADMIN_COMMERCE_MESSAGES.sourceFormat }));

/** POST /api/discounts and PUT /api/discounts/discount/{id}. Prices are cents. */
export const discountBodySchema = z
  .object({
    discountSource: sourceNameSchema.default('PROMO'),
    promoCode: text(DISCOUNT_TEXT_MAX.promoCode, ADMIN_COMMERCE_MESSAGES.promoCodeRequired)
      .regex(/^[A-Za-z0-9_-]+$/, { error: ADMIN_COMMERCE_MESSAGES.promoCodeFormat })
      .transform((s) => s.toUpperCase()),
    /** The plan whose price the code replaces. */
    priceId: z.string().trim().min(1).max(100),
    maxUses: z.coerce.number().int().min(1).max(10_000_000).nullish().default(null),
    validFrom: localDateTimeSchema,
    validUntil: localDateTimeSchema,
    distributorIdentifier: optionalText(DISCOUNT_TEXT_MAX.distributorIdentifier),
    active: z.boolean().default(true),
    discountPrice: cents,
    normalPrice: cents,
    duration: discountDurationSchema.default('ONCE'),
    durationInPeriods: z.coerce.number().int().min(1).max(120).nullish().default(null),
  })
  .superRefine((d, ctx) => {
    if (d.discountPrice > d.normalPrice) {
      ctx.addIssue({
        code: 'custom',
        path: ['discountPrice'],
        message: ADMIN_COMMERCE_MESSAGES.priceAboveNormal,
      });
    }
    if (d.duration === 'REPEATING' && !d.durationInPeriods) {
      ctx.addIssue({
        code: 'custom',
        path: ['durationInPeriods'],
        message: ADMIN_COMMERCE_MESSAGES.periodsRequired,
      });
    }
    if (d.validFrom && d.validUntil && d.validUntil < d.validFrom) {
      ctx.addIssue({
        code: 'custom',
        path: ['validUntil'],
        message: ADMIN_COMMERCE_MESSAGES.validUntilBeforeFrom,
      });
    }
  });
export type DiscountBody = z.input<typeof discountBodySchema>;

export const adminDiscountSchema = z.object({
  id: z.string(),
  discountSource: z.string(),
  promoCode: z.string(),
  priceId: z.string(),
  maxUses: z.number().int().nullable(),
  uses: z.number().int(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  distributorIdentifier: z.string().nullable(),
  active: z.boolean(),
  discountPrice: z.number().int(),
  normalPrice: z.number().int(),
  duration: discountDurationSchema,
  durationInPeriods: z.number().int().nullable(),
  createdAt: z.string(),
});
export type AdminDiscount = z.infer<typeof adminDiscountSchema>;

export const discountListQuerySchema = adminListQuerySchema.extend({
  discountSource: z.string().trim().max(DISCOUNT_TEXT_MAX.source).optional(),
  active: z.enum(['true', 'false']).optional(),
});

export const discountSourceSchema = z.object({
  sourceName: z.string(),
  discounts: z.number().int(),
});
export type DiscountSource = z.infer<typeof discountSourceSchema>;

export const discountPlanSchema = z.object({
  priceId: z.string(),
  interval: z.string(),
  priceCents: z.number().int(),
});

export const adminCommerceApi = {
  // banners
  listBanners: endpoint({
    method: 'GET',
    path: '/api/admin/banners',
    access: admin,
    summary: 'Admin list of banners (paged, sorted, searched by name)',
    tags: adminTags,
    query: bannerListQuerySchema,
    response: adminPageSchema(adminBannerSchema),
  }),
  getBanner: endpoint({
    method: 'GET',
    path: '/api/admin/banners/:id',
    access: admin,
    summary: 'One banner',
    tags: adminTags,
    params: adminIdParamsSchema,
    response: adminBannerSchema,
  }),
  saveBanner: endpoint({
    method: 'POST',
    path: '/api/admin/banners',
    access: admin,
    summary:
      'Create (no id) or update (id) a banner: multipart with the JSON part `body` and the files `webImage`, `mobileImage` (required on create)',
    tags: adminTags,
    response: adminBannerSchema,
  }),
  bannerStatus: endpoint({
    method: 'PUT',
    path: '/api/admin/banners/:id/status/:status',
    access: admin,
    summary: 'Switch a banner ACTIVE or INACTIVE',
    tags: adminTags,
    params: statusParamsSchema,
    response: adminBannerSchema,
  }),

  // collections
  listCollections: endpoint({
    method: 'GET',
    path: '/api/admin/collections',
    access: admin,
    summary: 'Admin list of collections (paged, sorted, searched by title)',
    tags: adminTags,
    query: adminListQuerySchema.extend({ status: adminStatusSchema.optional() }),
    response: adminPageSchema(adminCollectionListItemSchema),
  }),
  collectionBookOptions: endpoint({
    method: 'GET',
    path: '/api/admin/collections/book-options',
    access: admin,
    summary: 'Books to pick for a collection or a banner, by title or id number',
    tags: adminTags,
    query: bookOptionsQuerySchema,
    response: z.array(adminCollectionBookSchema),
  }),
  getCollection: endpoint({
    method: 'GET',
    path: '/api/admin/collections/:id',
    access: admin,
    summary: 'One admin collection with its books in order',
    tags: adminTags,
    params: adminIdParamsSchema,
    response: adminCollectionSchema,
  }),
  saveCollection: endpoint({
    method: 'POST',
    path: '/api/admin/collections',
    access: admin,
    summary: 'Create (no id) or update (id) an admin collection with its books in order',
    tags: adminTags,
    body: adminCollectionBodySchema,
    response: adminCollectionSchema,
  }),
  collectionStatus: endpoint({
    method: 'PUT',
    path: '/api/admin/collections/:id/status/:status',
    access: admin,
    summary: 'Switch an admin collection ACTIVE or INACTIVE',
    tags: adminTags,
    params: statusParamsSchema,
    response: adminCollectionSchema,
  }),

  // discounts
  listDiscounts: endpoint({
    method: 'GET',
    path: '/api/discounts',
    access: admin,
    summary: 'Admin list of discounts (paged, sorted, searched by promo code)',
    tags: adminTags,
    query: discountListQuerySchema,
    response: adminPageSchema(adminDiscountSchema),
  }),
  getDiscount: endpoint({
    method: 'GET',
    path: '/api/discounts/discount/:id',
    access: admin,
    summary: 'One discount',
    tags: adminTags,
    params: adminIdParamsSchema,
    response: adminDiscountSchema,
  }),
  createDiscount: endpoint({
    method: 'POST',
    path: '/api/discounts',
    access: admin,
    summary: 'Create a discount (promo code honoured at sign-up)',
    tags: adminTags,
    body: discountBodySchema,
    response: adminDiscountSchema,
  }),
  updateDiscount: endpoint({
    method: 'PUT',
    path: '/api/discounts/discount/:id',
    access: admin,
    summary: 'Update a discount',
    tags: adminTags,
    params: adminIdParamsSchema,
    body: discountBodySchema,
    response: adminDiscountSchema,
  }),
  deleteDiscount: endpoint({
    method: 'DELETE',
    path: '/api/discounts/discount/:id',
    access: admin,
    summary: 'Delete a discount never used by a subscription',
    tags: adminTags,
    params: adminIdParamsSchema,
  }),
  discountStatus: endpoint({
    method: 'PUT',
    path: '/api/discounts/discount/:id/status/:active',
    access: admin,
    summary: 'Switch a discount on (true) or off (false)',
    tags: adminTags,
    params: z.object({ id: idSchema, active: z.enum(['true', 'false']) }),
    response: adminDiscountSchema,
  }),
  discountsOfSource: endpoint({
    method: 'GET',
    path: '/api/discounts/discountSource/:source',
    access: admin,
    summary: 'The discounts of one discount source',
    tags: adminTags,
    params: z.object({ source: z.string().trim().min(1).max(DISCOUNT_TEXT_MAX.source) }),
    response: z.array(adminDiscountSchema),
  }),
  discountPlans: endpoint({
    method: 'GET',
    path: '/api/discounts/plans',
    access: admin,
    summary: 'The subscription plans a discount may apply to',
    tags: adminTags,
    response: z.array(discountPlanSchema),
  }),
  listDiscountSources: endpoint({
    method: 'GET',
    path: '/api/discount-sources',
    access: admin,
    summary: 'Discount sources with their number of discounts',
    tags: adminTags,
    response: z.array(discountSourceSchema),
  }),
  createDiscountSource: endpoint({
    method: 'POST',
    path: '/api/discount-sources',
    access: admin,
    summary: 'Add a discount source (sourceName param)',
    tags: adminTags,
    query: z.object({ sourceName: sourceNameSchema }),
    response: discountSourceSchema,
  }),
};
