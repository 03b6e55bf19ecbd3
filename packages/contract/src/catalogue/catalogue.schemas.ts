import { z } from 'zod';
import { Role } from '../auth/roles.ts';
import { endpoint } from '../common/endpoint.ts';
import { zoneColoursSchema } from './zone-colours.ts';

/**
 * Catalogue: books (spec §3 "Book"), page categories, interest areas, banners, admin collections,
 * browse swimlanes, search (text and visual), book details and series (spec §7 "Books", "Search").
 */

const tags = ['catalogue'] as const;
const uuid = z.string().uuid();

export const PAGE_CATEGORIES = [
  'COVER',
  'TITLE',
  'CONTENT',
  'GLOSSARY',
  'COPYRIGHT',
  'BACK_COVER',
  'FAST_TRACK',
  'BIBLIOGRAPHY',
  'TABLE_OF_CONTENTS',
  'INDEX',
  'BLANK',
] as const;
export const pageCategorySchema = z.enum(PAGE_CATEGORIES);
export type PageCategory = z.infer<typeof pageCategorySchema>;

export const USER_SEGMENTS = ['CONSUMER', 'EDUCATOR'] as const;
export const userSegmentSchema = z.enum(USER_SEGMENTS);
export type UserSegment = z.infer<typeof userSegmentSchema>;

export const BOOK_TYPES = ['Fiction', 'Nonfiction'] as const;
export const bookTypeSchema = z.enum(BOOK_TYPES);
export type BookType = z.infer<typeof bookTypeSchema>;

export const FILE_TYPES = ['epub', 'pdf'] as const;
export const fileTypeSchema = z.enum(FILE_TYPES);

export const BOOK_LAYOUTS = ['fixed', 'reflowable'] as const;

export const STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export const statusSchema = z.enum(STATUSES);

export const READING_PROGRESS = ['NOT_STARTED', 'STARTED', 'COMPLETED'] as const;
export const readingProgressSchema = z.enum(READING_PROGRESS);
export type ReadingProgress = z.infer<typeof readingProgressSchema>;

/** Entity types of spec §3 "Other enumerations". */
export const ENTITY_TYPES = [
  'COLLECTION',
  'INTEREST_AREA',
  'DISCOVERY_ZONE',
  'BOOK',
  'BADGE',
] as const;
export const entityTypeSchema = z.enum(ENTITY_TYPES);

/** Sales territory meaning "everywhere". Other values are ISO 3166-1 alpha-2 codes. */
export const WORLD_TERRITORY = 'WORLD';

/** The fields a book card needs (browse, search, favorites, collections). */
export const bookCardSchema = z.object({
  id: uuid,
  idNumber: z.string(),
  title: z.string(),
  authors: z.array(z.string()),
  /** URL of the card-size cover image, or null (the card shows "No Image Available"). */
  coverUrl: z.string().nullable(),
  isAudioIncluded: z.boolean(),
  fileType: fileTypeSchema,
  ageMin: z.number().int(),
  ageMax: z.number().int(),
  pageCount: z.number().int(),
  bookType: bookTypeSchema,
  /** Reading progress of the signed-in profile. */
  progress: readingProgressSchema,
});
export type BookCard = z.infer<typeof bookCardSchema>;

export const readingLevelSchema = z.object({
  system: z.string().describe('e.g. FLESCH_KINCAID_GRADE'),
  value: z.number(),
  label: z.string().describe('e.g. "Grade 2"'),
});

export const seriesRefSchema = z.object({
  id: uuid,
  name: z.string(),
  position: z.number().int().nullable(),
  total: z.number().int(),
});

export const interestRefSchema = z.object({ id: z.string(), name: z.string() });

/** `GET /api/books/details/{id}`: everything shown before reading (spec §3 "Book"). */
export const bookDetailsSchema = bookCardSchema.extend({
  bookIdNumber: z.string(),
  description: z.string().nullable(),
  editors: z.array(z.string()),
  illustrators: z.array(z.string()),
  subjects: z.array(z.string()),
  languages: z.array(z.string()),
  series: seriesRefSchema.nullable(),
  imprint: z.string().nullable(),
  publisher: z.string().nullable(),
  nonfiction: z.boolean(),
  originalFileType: z.string(),
  extraBookExtension: z.string().nullable(),
  layout: z.enum(BOOK_LAYOUTS),
  wordCount: z.number().int().nullable(),
  /** Minutes at a child's reading pace, rounded up; null when the word count is unknown. */
  readingMinutes: z.number().int().nullable(),
  readingLevel: readingLevelSchema.nullable(),
  interests: z.array(interestRefSchema),
  userSegments: z.array(userSegmentSchema),
  salesTerritories: z.array(z.string()),
  /** Whether the book can be read where the caller is (always true in a 200 answer). */
  territoryAvailable: z.boolean(),
  lastModifiedDate: z.string(),
  isFavorite: z.boolean(),
  /** Large cover for the details page. */
  coverLargeUrl: z.string().nullable(),
});
export type BookDetails = z.infer<typeof bookDetailsSchema>;

/**
 * `GET /api/books/details/{id}/related` (ours): other books of the same interests the caller may
 * see (up to 12), newest first — the "More books you might like" row, loaded after the details.
 */
export const relatedBooksSchema = z.object({ books: z.array(bookCardSchema) });
export type RelatedBooks = z.infer<typeof relatedBooksSchema>;

export const seriesResponseSchema = z.object({
  id: uuid,
  name: z.string(),
  description: z.string().nullable(),
  books: z.array(bookCardSchema.extend({ position: z.number().int().nullable() })),
});
export type SeriesResponse = z.infer<typeof seriesResponseSchema>;

export const pageCategoriesResponseSchema = z.array(
  z.object({ index: z.number().int(), href: z.string(), category: pageCategorySchema }),
);

// ── interest areas, banners, collections, swimlanes ──

export const interestAreaSchema = z.object({
  id: z.string().describe('slug, e.g. "dinosaurs"'),
  name: z.string(),
  imageUrl: z.string(),
  /** Tile colour, "#rrggbb". */
  color: z.string(),
});
export type InterestArea = z.infer<typeof interestAreaSchema>;

export const bannerSchema = z.object({
  id: uuid,
  name: z.string(),
  bannerType: z.enum(['BOOK', 'COLLECTION']),
  content: z.object({ entityType: entityTypeSchema, contentId: z.string() }),
  webImageUrl: z.string(),
  mobileImageUrl: z.string(),
  position: z.number().int(),
});
export type Banner = z.infer<typeof bannerSchema>;

/** A collection card (spec §2: 4 covers, or 3 + "+N" when total ≥ 4; Favorites hides owner). */
export const collectionCardSchema = z.object({
  id: z.string(),
  kind: z.enum(['ADMIN', 'USER', 'FAVORITES']),
  title: z.string(),
  /** null when hidden (a collection titled Favorites) or for admin collections. */
  ownerName: z.string().nullable(),
  total: z.number().int(),
  /** Cover URLs of the first four items (null for an item without a cover). */
  covers: z.array(z.string().nullable()).max(4),
});
export type CollectionCard = z.infer<typeof collectionCardSchema>;

// The zone colours live in their own module (zone-colours.ts): the admin zone editor's form
// needs their schema, and a page that only needs the catalogue's endpoints and lists should
// not receive Zod with it (apps/web/build/endpoint-descriptors.ts).
export { ZONE_COLOUR_KEYS, zoneColoursSchema, type ZoneColours } from './zone-colours.ts';

/** A discovery zone as a card (browse row B_DISCOVERY_ZONE, the zones page). */
export const discoveryZoneCardSchema = z.object({
  id: uuid,
  title: z.string(),
  shortTitle: z.string(),
  ageSegment: z.object({ min: z.number().int(), max: z.number().int() }),
  iconUrl: z.string().nullable(),
  colours: zoneColoursSchema,
});
export type DiscoveryZoneCard = z.infer<typeof discoveryZoneCardSchema>;

export const SWIMLANE_TYPES = [
  'B_BANNERS',
  'B_CONTINUE_READING',
  'B_RECOMMENDED',
  'B_INTEREST_AREAS',
  'B_COLLECTION',
  'B_COLLECTIONS',
  'B_NEW',
  'B_DISCOVERY_ZONE',
] as const;
export const swimlaneTypeSchema = z.enum(SWIMLANE_TYPES);
export type SwimlaneType = z.infer<typeof swimlaneTypeSchema>;

/** One browse row; exactly one of the item arrays is filled according to `type`. */
export const swimlaneSchema = z.object({
  id: z.string(),
  type: swimlaneTypeSchema,
  title: z.string(),
  /** Where "See all" goes: a landing list (`/api/books/landing`) or a collection id. */
  seeAll: z
    .object({
      type: z.enum(['NEW', 'RECOMMENDED', 'CONTINUE_READING', 'INTEREST_AREA', 'COLLECTION']),
      id: z.string().optional(),
    })
    .nullable(),
  books: z.array(bookCardSchema),
  banners: z.array(bannerSchema),
  interests: z.array(interestAreaSchema),
  collections: z.array(collectionCardSchema),
  /** B_DISCOVERY_ZONE: the zones of the viewer's age. */
  zones: z.array(discoveryZoneCardSchema),
});
export type Swimlane = z.infer<typeof swimlaneSchema>;

export const browseResponseSchema = z.object({ swimlanes: z.array(swimlaneSchema) });
export type BrowseResponse = z.infer<typeof browseResponseSchema>;

export const LANDING_TYPES = [
  'NEW',
  'RECOMMENDED',
  'CONTINUE_READING',
  'INTEREST_AREA',
  'COLLECTION',
] as const;

const pageQuery = {
  page: z.coerce.number().int().min(0).default(0).describe('zero-based'),
  size: z.coerce.number().int().min(1).max(100).default(24),
};

export const landingQuerySchema = z.object({
  type: z.enum(LANDING_TYPES),
  id: z.string().optional().describe('interest area id or admin collection id'),
  ...pageQuery,
});

export const bookPageSchema = z.object({
  title: z.string(),
  items: z.array(bookCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type BookPage = z.infer<typeof bookPageSchema>;

/** An admin collection as a child sees it (`/api/collection/{id}/child`). */
export const adminCollectionViewSchema = z.object({
  id: uuid,
  title: z.string(),
  description: z.string().nullable(),
  books: z.array(bookCardSchema),
});

// ── search ──

/** Spec §3 "Filter definition". */
export const filterDefinitionSchema = z.object({
  name: z.string().describe('query parameter it sets'),
  type: z.enum(['select', 'list', 'range', 'switch']),
  title: z.string(),
  shortTitle: z.string(),
  options: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
  /** Range bounds (pages). The UI shows a range as "a-b pages" and sends min/max. */
  min: z.number().int().optional(),
  max: z.number().int().optional(),
});
export type FilterDefinition = z.infer<typeof filterDefinitionSchema>;
export const filtersResponseSchema = z.array(filterDefinitionSchema);

export const SEARCH_SORTS = ['relevance', 'title', 'newest', 'shortest', 'longest'] as const;

/** A JSON-encoded array (spec §7: array query parameters are sent JSON-encoded) or a plain value. */
const jsonArrayParam = z.preprocess(
  (v) => {
    if (v === undefined || v === '') return undefined;
    if (Array.isArray(v)) return v;
    if (typeof v === 'string' && v.trim().startsWith('[')) {
      try {
        return JSON.parse(v) as unknown;
      } catch {
        return v;
      }
    }
    return typeof v === 'string' ? v.split(',') : v;
  },
  z.array(z.string().min(1).max(60)).max(30).optional(),
);

const boolParam = z.preprocess(
  (v) => (v === 'true' || v === true ? true : v === 'false' || v === false ? false : v),
  z.boolean().optional(),
);

export const textSearchQuerySchema = z
  .object({
    query: z.string().trim().max(100).optional().default(''),
    interests: jsonArrayParam,
    bookType: bookTypeSchema.optional(),
    language: z.string().max(10).optional(),
    age: z.coerce.number().int().min(2).max(14).optional().describe('books suitable for this age'),
    minPages: z.coerce.number().int().min(0).max(10_000).optional(),
    maxPages: z.coerce.number().int().min(0).max(10_000).optional(),
    readAlong: boolParam,
    sort: z.enum(SEARCH_SORTS).default('relevance'),
    ...pageQuery,
  })
  .refine((q) => q.minPages === undefined || q.maxPages === undefined || q.minPages <= q.maxPages, {
    message: 'The smallest page count cannot be more than the largest.',
    path: ['maxPages'],
  });
export type TextSearchQuery = z.input<typeof textSearchQuerySchema>;

export const textSearchResponseSchema = bookPageSchema.extend({
  query: z.string(),
  /** When typo tolerance replaced words, the corrected query ("dinosuar" → "dinosaur"). */
  correctedQuery: z.string().nullable(),
});
export type TextSearchResponse = z.infer<typeof textSearchResponseSchema>;

export const visualSearchItemsSchema = z.array(interestAreaSchema);
export const visualSearchBodySchema = z.object({ interestId: z.string().min(1).max(60) });

export const bookIdParamsSchema = z.object({ id: uuid });

const notAdmin = [Role.PARENT, Role.CHILD, Role.TEACHER, Role.STUDENT] as const;

export const catalogueApi = {
  browse: endpoint({
    method: 'GET',
    path: '/api/browse',
    access: 'signedIn',
    summary: 'Browse swimlanes for the signed-in profile (age, interests, segment, territory)',
    tags,
    response: browseResponseSchema,
  }),
  landing: endpoint({
    method: 'GET',
    path: '/api/books/landing',
    access: 'signedIn',
    summary: 'A paged list behind a swimlane ("See all")',
    tags,
    query: landingQuerySchema,
    response: bookPageSchema,
  }),
  details: endpoint({
    method: 'GET',
    path: '/api/books/details/:id',
    access: 'signedIn',
    summary:
      'Book details. 403 NOT_AVAILABLE_TERRITORY (metadata.reason) outside its territories; 403 OUTSIDE_SCHOOL_HOURS for students out of hours',
    tags,
    params: bookIdParamsSchema,
    response: bookDetailsSchema,
  }),
  related: endpoint({
    method: 'GET',
    path: '/api/books/details/:id/related',
    access: 'signedIn',
    summary:
      'Books related to a book (shared interests) that the caller may see; same access rules as the details',
    tags,
    params: bookIdParamsSchema,
    response: relatedBooksSchema,
  }),
  series: endpoint({
    method: 'GET',
    path: '/api/books/series/:id',
    access: 'signedIn',
    summary: 'A series with its books in order (only those the caller may see)',
    tags,
    params: bookIdParamsSchema,
    response: seriesResponseSchema,
  }),
  pageCategories: endpoint({
    method: 'GET',
    path: '/api/books/:id/page-categories',
    access: 'signedIn',
    summary: 'Page category of every spine item of a book',
    tags,
    params: bookIdParamsSchema,
    response: pageCategoriesResponseSchema,
  }),
  adminCollectionForChild: endpoint({
    method: 'GET',
    path: '/api/collection/:id/child',
    access: 'signedIn',
    summary: 'An admin collection with the books the caller may see',
    tags,
    params: bookIdParamsSchema,
    response: adminCollectionViewSchema,
  }),
  searchFilters: endpoint({
    method: 'GET',
    path: '/api/text-search/filters',
    access: 'signedIn',
    summary: 'Filter definitions for the search page',
    tags,
    response: filtersResponseSchema,
  }),
  textSearch: endpoint({
    method: 'GET',
    path: '/api/text-search/child',
    access: 'signedIn',
    summary:
      'Full-text search with prefix matching and typo tolerance, filters, sorting and paging; limited to what the profile may see',
    tags,
    query: textSearchQuerySchema,
    response: textSearchResponseSchema,
  }),
  visualSearchItems: endpoint({
    method: 'GET',
    path: '/api/visual-search/items',
    access: 'signedIn',
    summary: 'Picture tiles (interest areas) for pre-readers',
    tags,
    response: visualSearchItemsSchema,
  }),
  visualSearchActivity: endpoint({
    method: 'POST',
    path: '/api/activities/visual-search',
    access: notAdmin,
    summary: 'Record that a profile searched by picture',
    tags,
    body: visualSearchBodySchema,
  }),
};
