import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { MESSAGES } from '../common/messages.ts';
import {
  bookDetailsSchema,
  BOOK_LAYOUTS,
  fileTypeSchema,
  interestRefSchema,
  pageCategorySchema,
  userSegmentSchema,
} from '../catalogue/catalogue.schemas.ts';
import { withoutProfanity } from '../validation/profanity.ts';
import { maxAgeSchema, minAgeSchema } from '../validation/age-range.ts';
import {
  admin,
  adminListQuerySchema,
  adminPageSchema,
  adminStatusSchema,
  adminTags,
} from './admin-common.schemas.ts';

/**
 * Admin (issue 13 item 2): books — upload (one file a call, the importer's verdict), the list,
 * the details and the editor (`PUT /api/admin/books`, multipart `bookDto` + `coverFile`), the
 * status switch, the lookups and the creators check of spec §5.
 */

const uuid = z.string().uuid();

/** Max lengths of the book editor (the "n/max Characters" counters use the same numbers). */
export const ADMIN_BOOK_LIMITS = {
  title: 200,
  subtitle: 200,
  description: 4000,
  creatorName: 120,
  creators: 30,
  subject: 100,
  subjects: 40,
  language: 35,
  languages: 10,
  series: 120,
  imprint: 120,
  publisher: 120,
  idNumber: 40,
  readingLevelLabel: 60,
  territories: 250,
} as const;

/** Largest book file the upload accepts (bytes). */
export const ADMIN_BOOK_MAX_FILE_BYTES = 200 * 1024 * 1024;
/** Largest cover image (bytes). */
export const ADMIN_BOOK_MAX_COVER_BYTES = 5 * 1024 * 1024;

/** Texts of this part (the creators prompt itself is `MESSAGES.creatorsUnknown`, spec §5). */
export const ADMIN_BOOKS_MESSAGES = {
  creatorsUnknown: MESSAGES.creatorsUnknown,
  required: 'This field is required.',
  tooLong: (max: number) => `At most ${max} characters.`,
  tooMany: (max: number) => `At most ${max} entries.`,
  idNumber:
    'A catalogue number has 1 to 40 letters, digits and dashes, starting with a letter or digit',
  idNumberTaken: (idNumber: string, title: string) =>
    `The catalogue number ${idNumber} is already used by “${title}”`,
  territory: 'Sales territories are WORLD or two-letter country codes.',
  territoriesRequired: 'Choose at least one sales territory.',
  segmentsRequired: 'Choose at least one user segment.',
  language: 'A language is a code such as en or pt-BR.',
  unknownInterests: (ids: string[]) => `Unknown interest areas: ${ids.join(', ')}`,
  pageIndex: (index: number) => `The book has no page ${index + 1}.`,
  notFound: 'This book does not exist.',
  noFile: 'Choose an EPUB or PDF file.',
  cover: 'The cover must be a PNG, JPEG, GIF, WebP, AVIF or SVG image',
} as const;

const M = ADMIN_BOOKS_MESSAGES;

const text = (max: number) =>
  withoutProfanity(
    z
      .string()
      .trim()
      .max(max, { error: M.tooLong(max) }),
  );
const requiredText = (max: number) =>
  withoutProfanity(
    z
      .string()
      .trim()
      .min(1, { error: M.required })
      .max(max, { error: M.tooLong(max) }),
  );
const optionalText = (max: number) =>
  text(max)
    .nullable()
    .transform((v) => (v ? v : null));

const names = z
  .array(requiredText(ADMIN_BOOK_LIMITS.creatorName))
  .max(ADMIN_BOOK_LIMITS.creators, { error: M.tooMany(ADMIN_BOOK_LIMITS.creators) });

export const ADMIN_BOOK_ID_NUMBER = /^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/;
export const LANGUAGE_CODE = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;
export const TERRITORY_CODE = /^(WORLD|[A-Z]{2})$/;

export const adminBookPageCategorySchema = z.object({
  index: z.number().int().min(0).max(100_000),
  href: z.string().max(1000),
  category: pageCategorySchema,
});

export const adminBookReadingLevelSchema = z.object({
  system: requiredText(60),
  value: z.number().min(-10).max(100),
  label: requiredText(ADMIN_BOOK_LIMITS.readingLevelLabel),
});

export const CREATOR_ROLES = ['authors', 'editors', 'illustrators'] as const;

/** `bookDto` of `PUT /api/admin/books` (multipart): every editable Book field of spec §3. */
export const adminBookDtoSchema = z
  .object({
    id: uuid,
    idNumber: z.string().trim().regex(ADMIN_BOOK_ID_NUMBER, { error: M.idNumber }),
    title: requiredText(ADMIN_BOOK_LIMITS.title),
    subtitle: optionalText(ADMIN_BOOK_LIMITS.subtitle),
    description: optionalText(ADMIN_BOOK_LIMITS.description),
    authors: names,
    editors: names,
    illustrators: names,
    subjects: z
      .array(requiredText(ADMIN_BOOK_LIMITS.subject))
      .max(ADMIN_BOOK_LIMITS.subjects, { error: M.tooMany(ADMIN_BOOK_LIMITS.subjects) }),
    languages: z
      .array(z.string().trim().regex(LANGUAGE_CODE, { error: M.language }))
      .max(ADMIN_BOOK_LIMITS.languages, { error: M.tooMany(ADMIN_BOOK_LIMITS.languages) }),
    series: optionalText(ADMIN_BOOK_LIMITS.series),
    seriesPosition: z.number().int().min(0).max(100_000).nullable(),
    imprint: optionalText(ADMIN_BOOK_LIMITS.imprint),
    publisher: optionalText(ADMIN_BOOK_LIMITS.publisher),
    nonfiction: z.boolean(),
    userSegments: z.array(userSegmentSchema).min(1, { error: M.segmentsRequired }).max(2),
    salesTerritories: z
      .array(z.string().trim().toUpperCase().regex(TERRITORY_CODE, { error: M.territory }))
      .min(1, { error: M.territoriesRequired })
      .max(ADMIN_BOOK_LIMITS.territories),
    minAge: minAgeSchema,
    maxAge: maxAgeSchema,
    interests: z.array(z.string().max(100)).max(50),
    pageCategories: z.array(adminBookPageCategorySchema).max(5000),
    readingLevel: adminBookReadingLevelSchema.nullable(),
    status: adminStatusSchema,
    /**
     * The answer to the creators prompt: true = YES (unknown creators are created and kept).
     * Without it, unknown creators make the save a 400 listing them (`metadata.unknownCreators`).
     */
    saveUnknownCreators: z.boolean().default(false),
  })
  .refine((v) => v.maxAge >= v.minAge, { error: MESSAGES.maxAgeBelowMin, path: ['maxAge'] });
export type AdminBookDto = z.input<typeof adminBookDtoSchema>;

/** One row of `/api/admin/books/search`. */
export const adminBookListItemSchema = z.object({
  id: uuid,
  idNumber: z.string(),
  title: z.string(),
  authors: z.array(z.string()),
  fileType: fileTypeSchema,
  ageMin: z.number().int(),
  ageMax: z.number().int(),
  status: adminStatusSchema,
  coverUrl: z.string().nullable(),
  isAudioIncluded: z.boolean(),
  updatedAt: z.string(),
  createdAt: z.string(),
});
export type AdminBookListItem = z.infer<typeof adminBookListItemSchema>;

/** `GET /api/admin/books/{id}`: everything the editor shows. */
export const adminBookSchema = z.object({
  id: uuid,
  idNumber: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  description: z.string().nullable(),
  authors: z.array(z.string()),
  editors: z.array(z.string()),
  illustrators: z.array(z.string()),
  subjects: z.array(z.string()),
  languages: z.array(z.string()),
  series: z.string().nullable(),
  seriesPosition: z.number().int().nullable(),
  imprint: z.string().nullable(),
  publisher: z.string().nullable(),
  nonfiction: z.boolean(),
  bookType: z.enum(['Fiction', 'Nonfiction']),
  userSegments: z.array(userSegmentSchema),
  salesTerritories: z.array(z.string()),
  minAge: z.number().int(),
  maxAge: z.number().int(),
  interests: z.array(z.string()),
  pageCategories: z.array(adminBookPageCategorySchema),
  readingLevel: adminBookReadingLevelSchema.nullable(),
  status: adminStatusSchema,
  /** From the file, read-only. */
  isAudioIncluded: z.boolean(),
  fileType: fileTypeSchema,
  originalFileType: z.string(),
  extraBookExtension: z.string().nullable(),
  layout: z.enum(BOOK_LAYOUTS),
  pageCount: z.number().int(),
  wordCount: z.number().int().nullable(),
  coverUrl: z.string().nullable(),
  lastModifiedDate: z.string(),
  createdAt: z.string(),
});
export type AdminBook = z.infer<typeof adminBookSchema>;

export const adminBookSearchQuerySchema = adminListQuerySchema.extend({
  status: adminStatusSchema.optional(),
  fileType: fileTypeSchema.optional(),
});

/** Sort keys of the book list ("key,order"). */
export const ADMIN_BOOK_SORT_KEYS = [
  'title',
  'idNumber',
  'updatedAt',
  'createdAt',
  'status',
  'ageMin',
] as const;

/** What the upload answers for an imported file (a duplicate is 409, a refused file 400). */
export const adminBookUploadSchema = z.object({
  status: z.literal('imported'),
  /** The import command's report line for this file (with its warnings, one per line). */
  verdict: z.string(),
  warnings: z.array(z.string()),
  book: z.object({ id: uuid, idNumber: z.string(), title: z.string(), status: adminStatusSchema }),
});
export type AdminBookUpload = z.infer<typeof adminBookUploadSchema>;

export const creatorsExistQuerySchema = z.object({
  /** Comma-separated full names. */
  fullNames: z.string().max(5000),
});
export const creatorsExistSchema = z.object({
  existing: z.array(z.string()),
  unknown: z.array(z.string()),
});

export const adminBookPreviewQuerySchema = z.object({
  age: z.coerce.number().int().min(2).max(14),
});
export const adminBookPreviewSchema = z.object({
  age: z.number().int(),
  /** Whether a CONSUMER child of this age (anywhere) finds and opens the book. */
  visible: z.boolean(),
  /** Why not, when not visible. */
  reasons: z.array(z.string()),
  book: bookDetailsSchema,
});
export type AdminBookPreview = z.infer<typeof adminBookPreviewSchema>;

export const ADMIN_BOOK_PREVIEW_REASONS = {
  inactive: 'The book is INACTIVE.',
  segment: 'The book is not in the CONSUMER segment.',
  age: (age: number, min: number, max: number) => `The book is for ages ${min}–${max}, not ${age}.`,
} as const;

const idParams = z.object({ id: uuid });

export const adminBooksApi = {
  search: endpoint({
    method: 'GET',
    path: '/api/admin/books/search',
    access: admin,
    summary: 'Admin book list: paging, sort (title, idNumber, updatedAt, …), search, status',
    tags: adminTags,
    query: adminBookSearchQuerySchema,
    response: adminPageSchema(adminBookListItemSchema),
  }),
  upload: endpoint({
    method: 'POST',
    path: '/api/admin/books/upload',
    access: admin,
    summary:
      'Upload one EPUB or PDF (multipart `file`): imported INACTIVE; 409 already in the catalogue, 400 refused — message is the import command’s line',
    tags: adminTags,
    response: adminBookUploadSchema,
  }),
  imprint: endpoint({
    method: 'GET',
    path: '/api/admin/books/imprint',
    access: admin,
    summary: 'Imprints used in the catalogue',
    tags: adminTags,
    response: z.array(z.string()),
  }),
  languages: endpoint({
    method: 'GET',
    path: '/api/admin/books/languages',
    access: admin,
    summary: 'Language codes used in the catalogue',
    tags: adminTags,
    response: z.array(z.string()),
  }),
  series: endpoint({
    method: 'GET',
    path: '/api/admin/books/series',
    access: admin,
    summary: 'Series of the catalogue',
    tags: adminTags,
    response: z.array(z.object({ id: uuid, name: z.string() })),
  }),
  subjects: endpoint({
    method: 'GET',
    path: '/api/admin/books/subjects',
    access: admin,
    summary: 'Subjects used in the catalogue, and the interest areas a book can belong to',
    tags: adminTags,
    response: z.object({ subjects: z.array(z.string()), interests: z.array(interestRefSchema) }),
  }),
  salesTerritories: endpoint({
    method: 'GET',
    path: '/api/admin/books/sales-territories',
    access: admin,
    summary: 'Sales territories: WORLD and the ISO 3166-1 alpha-2 countries',
    tags: adminTags,
    response: z.array(z.object({ code: z.string(), name: z.string() })),
  }),
  creatorsExist: endpoint({
    method: 'GET',
    path: '/api/admin/books/creators/exist',
    access: admin,
    summary: 'Which of the comma-separated full names are creators in the database',
    tags: adminTags,
    query: creatorsExistQuerySchema,
    response: creatorsExistSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/admin/books/:id',
    access: admin,
    summary: 'Admin book details (every editable field)',
    tags: adminTags,
    params: idParams,
    response: adminBookSchema,
  }),
  preview: endpoint({
    method: 'GET',
    path: '/api/admin/books/:id/preview',
    access: admin,
    summary:
      'The book details as a CONSUMER child of the given age would see them, and whether it would',
    tags: adminTags,
    params: idParams,
    query: adminBookPreviewQuerySchema,
    response: adminBookPreviewSchema,
  }),
  save: endpoint({
    method: 'PUT',
    path: '/api/admin/books',
    access: admin,
    summary:
      'Save a book (multipart `bookDto` JSON + optional `coverFile`). 400 with metadata.unknownCreators when creators are not in the database and saveUnknownCreators is not set',
    tags: adminTags,
    response: adminBookSchema,
  }),
  status: endpoint({
    method: 'PUT',
    path: '/api/admin/books/:id/status/:status',
    access: admin,
    summary: 'Set a book ACTIVE or INACTIVE',
    tags: adminTags,
    params: z.object({ id: uuid, status: adminStatusSchema }),
    response: adminBookListItemSchema,
  }),
};
