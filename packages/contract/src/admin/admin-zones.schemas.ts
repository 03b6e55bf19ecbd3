import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { CONSTANTS } from '../common/constants.ts';
import { ZONE_COLOUR_KEYS, zoneColoursSchema } from '../catalogue/catalogue.schemas.ts';
import { ageRangeSchema } from '../validation/age-range.ts';
import { hexColorForSendSchema } from '../validation/color.ts';
import { idListTextSchema, parseCompletedQuizBookIds, splitList } from '../validation/lists.ts';
import { withoutProfanity } from '../validation/profanity.ts';
import {
  admin,
  adminListQuerySchema,
  adminPageSchema,
  adminStatusSchema,
  adminTags,
} from './admin-common.schemas.ts';

/**
 * Admin (issue 13 items 3 and 4): discovery zones (spec §3 "Discovery zone", PATCH with images
 * as base64, status per age), quizzes (spec §3 "Quiz", POST multipart `body` + `answerImageN`)
 * and facts (spec §3 "Fact"), with the lookups `/api/admin/facts/list?factIds=` and
 * `/api/admin/quizzes/list?quizIds=` (spec §7 "Admin lookups").
 */

const uuid = z.string().uuid();

/** This part's own texts (spec texts come from MESSAGES). */
export const ADMIN_ZONES_MESSAGES = {
  titleRequired: 'Please enter a title.',
  shortTitleRequired: 'Please enter a short title.',
  questionRequired: 'Please enter a question.',
  answerRequired: 'Please enter the answer.',
  factTextRequired: 'Please enter the fact.',
  tooLong: (max: number) => `At most ${max} characters.`,
  twoAnswers: 'A question needs at least 2 answers.',
  tooManyAnswers: 'A question has at most 6 answers.',
  oneCorrect: 'Choose exactly one correct answer.',
  notUuid: (value: string) => `"${value}" is not an id.`,
  duplicateIds: 'An id is listed twice.',
  unknownFacts: (ids: readonly string[]) => `These facts do not exist: ${ids.join(', ')}`,
  unknownQuizzes: (ids: readonly string[]) => `These quizzes do not exist: ${ids.join(', ')}`,
  unknownCollections: (ids: readonly string[]) =>
    `These collections do not exist: ${ids.join(', ')}`,
  unknownInterests: (ids: readonly string[]) =>
    `These interest areas do not exist: ${ids.join(', ')}`,
  unknownBadges: (ids: readonly string[]) => `These badges do not exist: ${ids.join(', ')}`,
  unknownBook: (idNumber: string) => `There is no book numbered ${idNumber}.`,
  unknownBooks: (ids: readonly string[]) => `There are no books numbered: ${ids.join(', ')}`,
  unknownSource: 'The source was not found.',
  sourceIncomplete: 'Give both the source type and its id, or neither.',
  zoneNotFound: 'We could not find that discovery zone.',
  quizNotFound: 'We could not find that quiz.',
  factNotFound: 'We could not find that fact.',
  ageOutsideSegment: (min: number, max: number) =>
    `The age must be within the zone's age segment (${min}–${max}).`,
  badImage: 'This is not a PNG, JPEG, WebP or GIF image.',
  imageTooLarge: 'An image may be at most 3 MB.',
  badImageData: 'Send the image as a base64 data URL (data:image/png;base64,…).',
  unknownMascot: 'A kept mascot image is not one of this zone’s images.',
  unknownAnswerImage: 'A kept answer image is not one of this quiz’s images.',
  contentIdTaken: 'Another quiz already uses this content id.',
  answerContentIdTaken: 'Another answer already uses this content id.',
  staleWrite: 'Someone else changed this item meanwhile. Reload it and try again.',
} as const;

/** Field lengths (the editors' "n/max Characters" counters use the same numbers). */
export const ADMIN_ZONES_LIMITS = {
  title: 80,
  shortTitle: 30,
  question: 300,
  answer: 150,
  factText: 500,
  contentId: 80,
  sourceContentId: 80,
  maxAnswers: 6,
  /** Largest picture (decoded bytes) of a zone or a quiz answer. */
  imageBytes: 3 * 1024 * 1024,
  /** Largest PATCH /api/admin/discovery body (pictures as base64). */
  zoneBodyBytes: 24 * 1024 * 1024,
  maxMascots: 6,
  maxListIds: 200,
} as const;

/** Spec §3 "Discovery zone" spotcheck status (default AI_GENERATED). */
export const SPOTCHECK_STATUSES = ['AI_GENERATED', 'IN_REVIEW', 'SPOTCHECKED'] as const;
export const spotcheckStatusSchema = z.enum(SPOTCHECK_STATUSES);
export type SpotcheckStatus = z.infer<typeof spotcheckStatusSchema>;

/** Spec §4 "Other enumerations": entity types a fact may come from. */
export const FACT_SOURCE_TYPES = [
  'BOOK',
  'COLLECTION',
  'INTEREST_AREA',
  'DISCOVERY_ZONE',
  'BADGE',
] as const;
export const factSourceTypeSchema = z.enum(FACT_SOURCE_TYPES);
export type FactSourceType = z.infer<typeof factSourceTypeSchema>;

const requiredText = (required: string, max: number) =>
  withoutProfanity(
    z
      .string({ error: required })
      .trim()
      .min(1, { error: required })
      .max(max, { error: ADMIN_ZONES_MESSAGES.tooLong(max) }),
  );

/** A list of ids from a text area (commas and newlines, spec §5) or an array. */
const idList = (item: z.ZodType<string, string>) =>
  idListTextSchema
    .pipe(z.array(item).max(ADMIN_ZONES_LIMITS.maxListIds))
    .refine((ids) => new Set(ids).size === ids.length, {
      error: ADMIN_ZONES_MESSAGES.duplicateIds,
    });
const uuidItem = z.string().refine((v) => z.string().uuid().safeParse(v).success, {
  error: (issue) => ADMIN_ZONES_MESSAGES.notUuid(String(issue.input)),
});
const textIdItem = z.string().trim().min(1).max(80);

/** A picture sent as a base64 data URL (spec §7: PATCH /api/admin/discovery, images as base64). */
export const base64ImageSchema = z
  .string()
  .max(Math.ceil((ADMIN_ZONES_LIMITS.imageBytes * 4) / 3) + 100, {
    error: ADMIN_ZONES_MESSAGES.imageTooLarge,
  })
  .regex(/^data:image\/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/]+={0,2}$/, {
    error: ADMIN_ZONES_MESSAGES.badImageData,
  });

/** A kept picture: the URL the details gave for it. */
const keptImageSchema = z.string().trim().min(1).max(500);

/* ------------------------------------------------------------------ discovery zones */

export const adminZoneAgeStatusSchema = z.object({
  age: z.number().int(),
  status: adminStatusSchema,
});

/** One row of GET /api/admin/discovery. */
export const adminZoneRowSchema = z.object({
  id: uuid,
  title: z.string(),
  shortTitle: z.string(),
  ageSegment: z.object({ minAge: z.number().int(), maxAge: z.number().int() }),
  status: adminStatusSchema,
  /** Ages of the segment switched off on their own (status per age). */
  inactiveAges: z.array(z.number().int()),
  spotcheckStatus: spotcheckStatusSchema,
  iconUrl: z.string().nullable(),
  colours: zoneColoursSchema,
  factCount: z.number().int(),
  quizCount: z.number().int(),
  position: z.number().int(),
  updatedAt: z.string(),
});
export type AdminZoneRow = z.infer<typeof adminZoneRowSchema>;

/** A row of books on the zone page, as the admin sets it up (spec §3 swimlanes). */
export const adminZoneSwimlaneSchema = z.object({
  type: z.enum(['INTEREST_AREA', 'COLLECTION']),
  id: z.string(),
  title: z.string(),
});

/** GET /api/admin/discovery/{id}. Colours without #; lists in the admin's order. */
export const adminZoneSchema = adminZoneRowSchema.extend({
  /** Status of every age of the segment. */
  ageStatuses: z.array(adminZoneAgeStatusSchema),
  heroImages: z.object({ web: z.string().nullable(), mobile: z.string().nullable() }),
  mascotImages: z.array(z.string()),
  factIds: z.array(z.string()),
  quizQuestionIds: z.array(z.string()),
  badgeIds: z.array(z.string()),
  collectionIds: z.array(z.string()),
  recEngineRuleIds: z.array(z.string()),
  /** Featured content: one book, by its catalogue number. */
  featuredBookIdNumber: z.string().nullable(),
  featuredBookTitle: z.string().nullable(),
  /** The zone's daily quiz key (the quiz completions of this zone are stored under it). */
  quizUniqueID: z.string(),
  /** The questions of the zone's quiz pool, in order. */
  quizzesContent: z.array(z.object({ id: uuid, question: z.string(), status: adminStatusSchema })),
  swimlanes: z.array(adminZoneSwimlaneSchema),
});
export type AdminZone = z.infer<typeof adminZoneSchema>;

/**
 * PATCH /api/admin/discovery: create (no id) or update (with id). Pictures: a base64 data URL
 * replaces one; `null` removes it; left out keeps it. Mascots: the whole list, each a kept URL
 * (from the details) or a new data URL.
 */
export const adminZoneSaveSchema = z.object({
  id: uuid.optional(),
  title: requiredText(ADMIN_ZONES_MESSAGES.titleRequired, ADMIN_ZONES_LIMITS.title),
  shortTitle: requiredText(ADMIN_ZONES_MESSAGES.shortTitleRequired, ADMIN_ZONES_LIMITS.shortTitle),
  ageSegment: ageRangeSchema,
  status: adminStatusSchema.default('ACTIVE'),
  spotcheckStatus: spotcheckStatusSchema.default('AI_GENERATED'),
  colours: zoneColoursSchema,
  heroWebImage: base64ImageSchema.nullable().optional(),
  heroMobileImage: base64ImageSchema.nullable().optional(),
  iconImage: base64ImageSchema.nullable().optional(),
  mascotImages: z
    .array(z.union([base64ImageSchema, keptImageSchema]))
    .max(ADMIN_ZONES_LIMITS.maxMascots)
    .optional(),
  factIds: idList(uuidItem).default([]),
  quizQuestionIds: idList(uuidItem).default([]),
  badgeIds: idList(textIdItem).default([]),
  collectionIds: idList(uuidItem).default([]),
  recEngineRuleIds: idList(textIdItem).default([]),
  featuredBookIdNumber: z.string().trim().max(40).nullable().optional(),
  position: z.number().int().min(0).max(10_000).default(0),
});
export type AdminZoneSave = z.input<typeof adminZoneSaveSchema>;

/**
 * The zone editor's form (spec §5): colours typed with # ("Incorrect HEX color code"), ages as
 * typed, lists as comma/newline text. Its output is the PATCH body (colours without #).
 */
export const adminZoneFormSchema = adminZoneSaveSchema.extend({
  colours: z.object(
    Object.fromEntries(ZONE_COLOUR_KEYS.map((k) => [k, hexColorForSendSchema])) as {
      [K in (typeof ZONE_COLOUR_KEYS)[number]]: typeof hexColorForSendSchema;
    },
  ),
});

export const adminZoneListQuerySchema = adminListQuerySchema.extend({
  status: adminStatusSchema.optional(),
  /** Only zones whose segment holds this age. */
  age: z.coerce.number().int().min(CONSTANTS.childAge.min).max(CONSTANTS.childAge.max).optional(),
});

export const adminZoneStatusParamsSchema = z.object({ id: uuid, status: adminStatusSchema });
export const adminZoneStatusQuerySchema = z.object({
  /** One age of the segment; left out: the whole zone. */
  age: z.coerce.number().int().min(CONSTANTS.childAge.min).max(CONSTANTS.childAge.max).optional(),
});

/* ------------------------------------------------------------------ quizzes */

export const adminQuizAnswerSchema = z.object({
  id: uuid,
  contentId: z.string(),
  answer: z.string(),
  correct: z.boolean(),
  image: z.string().nullable(),
});

export const adminQuizRowSchema = z.object({
  id: uuid,
  contentId: z.string(),
  question: z.string(),
  status: adminStatusSchema,
  answerCount: z.number().int(),
  sourceBookIdNumber: z.string().nullable(),
  sourceBookTitle: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminQuizRow = z.infer<typeof adminQuizRowSchema>;

export const adminQuizSchema = adminQuizRowSchema.extend({
  quizAnswers: z.array(adminQuizAnswerSchema),
  /** Comma-separated (spec §5). */
  completedQuizBookIdNumbers: z.string(),
  /** Zones whose quiz pool holds this question. */
  zones: z.array(z.object({ id: uuid, title: z.string() })),
});
export type AdminQuiz = z.infer<typeof adminQuizSchema>;

/**
 * One answer of the multipart `body`. `image`: the kept image URL (from the details) or null;
 * a file part `answerImageN` (N = the answer's index) replaces it.
 */
export const adminQuizAnswerSaveSchema = z.object({
  id: uuid.optional(),
  contentId: z.string().trim().max(ADMIN_ZONES_LIMITS.contentId).optional(),
  answer: requiredText(ADMIN_ZONES_MESSAGES.answerRequired, ADMIN_ZONES_LIMITS.answer),
  correct: z.boolean(),
  image: keptImageSchema.nullable().optional(),
});

/** The `body` part of POST /api/admin/quizzes (create without id, update with id). */
export const adminQuizSaveSchema = z.object({
  id: uuid.optional(),
  contentId: z.string().trim().max(ADMIN_ZONES_LIMITS.contentId).optional(),
  question: requiredText(ADMIN_ZONES_MESSAGES.questionRequired, ADMIN_ZONES_LIMITS.question),
  quizAnswers: z
    .array(adminQuizAnswerSaveSchema)
    .min(2, { error: ADMIN_ZONES_MESSAGES.twoAnswers })
    .max(ADMIN_ZONES_LIMITS.maxAnswers, { error: ADMIN_ZONES_MESSAGES.tooManyAnswers })
    .refine((answers) => answers.filter((a) => a.correct).length === 1, {
      error: ADMIN_ZONES_MESSAGES.oneCorrect,
    }),
  status: adminStatusSchema.default('ACTIVE'),
  sourceBookIdNumber: z
    .string()
    .trim()
    .max(40)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
  /** Comma-separated book numbers (spec §5). */
  completedQuizBookIdNumbers: z
    .string()
    .max(2000)
    .default('')
    .transform((v) => parseCompletedQuizBookIds(v))
    .refine((ids) => ids.every((id) => id.length <= 40), { error: 'A book number is too long.' }),
});
export type AdminQuizSave = z.input<typeof adminQuizSaveSchema>;

/** File parts of POST /api/admin/quizzes: `answerImage0` … for the answers by index. */
export const QUIZ_ANSWER_IMAGE_FIELD = /^answerImage\d$/;
export const answerImageField = (index: number): string => `answerImage${index}`;

export const adminQuizListQuerySchema = adminListQuerySchema.extend({
  status: adminStatusSchema.optional(),
  /** Only the questions of this zone's quiz pool (admin-discovery-zone-quizzes). */
  zoneId: uuid.optional(),
});

/* ------------------------------------------------------------------ facts */

export const factSourceSchema = z.object({
  entityType: factSourceTypeSchema,
  contentId: z.string(),
});

export const adminFactRowSchema = z.object({
  id: uuid,
  text: z.string(),
  source: factSourceSchema.nullable(),
  status: adminStatusSchema,
  createdAt: z.string(),
});
export type AdminFactRow = z.infer<typeof adminFactRowSchema>;

export const adminFactSchema = adminFactRowSchema.extend({
  /** A readable name of the source (book title, zone title …), null when it is gone. */
  sourceTitle: z.string().nullable(),
  zones: z.array(z.object({ id: uuid, title: z.string() })),
});
export type AdminFact = z.infer<typeof adminFactSchema>;

export const adminFactSaveSchema = z.object({
  id: uuid.optional(),
  text: requiredText(ADMIN_ZONES_MESSAGES.factTextRequired, ADMIN_ZONES_LIMITS.factText),
  source: z
    .object({
      entityType: factSourceTypeSchema,
      contentId: z.string().trim().min(1).max(ADMIN_ZONES_LIMITS.sourceContentId),
    })
    .nullable()
    .default(null),
  status: adminStatusSchema.default('ACTIVE'),
});
export type AdminFactSave = z.input<typeof adminFactSaveSchema>;

export const adminFactListQuerySchema = adminListQuerySchema.extend({
  status: adminStatusSchema.optional(),
  /** Only the facts of this zone (admin-discovery-zone-facts). */
  zoneId: uuid.optional(),
});

/* ------------------------------------------------------------------ lookups */

/**
 * An id list in a query (spec §7: array query parameters are sent JSON-encoded); a plain
 * comma/newline list is taken too.
 */
const idsQuery = z
  .string()
  .max(20_000)
  .transform((raw, ctx) => {
    const text = raw.trim();
    if (text.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(text);
        if (Array.isArray(parsed)) return parsed.map(String);
      } catch {
        // falls through to the message below
      }
      ctx.addIssue({ code: 'custom', message: 'Send the ids as a JSON array.' });
      return z.NEVER;
    }
    return splitList(text);
  })
  .pipe(z.array(uuidItem).max(ADMIN_ZONES_LIMITS.maxListIds));

export const factsLookupQuerySchema = z.object({ factIds: idsQuery });
export const quizzesLookupQuerySchema = z.object({ quizIds: idsQuery });

const idParams = z.object({ id: uuid });
const statusParams = z.object({ id: uuid, status: adminStatusSchema });

export const adminZonesApi = {
  zones: endpoint({
    method: 'GET',
    path: '/api/admin/discovery',
    access: admin,
    summary: 'Admin: discovery zones, one page (search by title; filter by status and age)',
    tags: adminTags,
    query: adminZoneListQuerySchema,
    response: adminPageSchema(adminZoneRowSchema),
  }),
  zone: endpoint({
    method: 'GET',
    path: '/api/admin/discovery/:id',
    access: admin,
    summary: 'Admin: one discovery zone with everything its editor shows',
    tags: adminTags,
    params: idParams,
    response: adminZoneSchema,
  }),
  saveZone: endpoint({
    method: 'PATCH',
    path: '/api/admin/discovery',
    access: admin,
    summary: 'Admin: create (no id) or update a discovery zone; images as base64',
    tags: adminTags,
    body: adminZoneSaveSchema,
    response: adminZoneSchema,
  }),
  zoneStatus: endpoint({
    method: 'PUT',
    path: '/api/admin/discovery/:id/status/:status',
    access: admin,
    summary: 'Admin: switch a zone on or off, for one age of its segment (age) or as a whole',
    tags: adminTags,
    params: adminZoneStatusParamsSchema,
    query: adminZoneStatusQuerySchema,
    response: adminZoneSchema,
  }),

  quizzes: endpoint({
    method: 'GET',
    path: '/api/admin/quizzes',
    access: admin,
    summary: 'Admin: quiz questions, one page (search by question or content id)',
    tags: adminTags,
    query: adminQuizListQuerySchema,
    response: adminPageSchema(adminQuizRowSchema),
  }),
  quizzesLookup: endpoint({
    method: 'GET',
    path: '/api/admin/quizzes/list',
    access: admin,
    summary: 'Admin: the quizzes of an id list, in its order (unknown ids left out)',
    tags: adminTags,
    query: quizzesLookupQuerySchema,
    response: z.array(adminQuizRowSchema),
  }),
  quiz: endpoint({
    method: 'GET',
    path: '/api/admin/quizzes/:id',
    access: admin,
    summary: 'Admin: one quiz question with its answers',
    tags: adminTags,
    params: idParams,
    response: adminQuizSchema,
  }),
  saveQuiz: endpoint({
    method: 'POST',
    path: '/api/admin/quizzes',
    access: admin,
    summary:
      'Admin: create (no id) or update a quiz question; multipart `body` (JSON) + `answerImageN` files',
    tags: adminTags,
    response: adminQuizSchema,
  }),
  quizStatus: endpoint({
    method: 'PUT',
    path: '/api/admin/quizzes/:id/status/:status',
    access: admin,
    summary: 'Admin: switch a quiz question on or off',
    tags: adminTags,
    params: statusParams,
    response: adminQuizSchema,
  }),

  facts: endpoint({
    method: 'GET',
    path: '/api/admin/facts',
    access: admin,
    summary: 'Admin: facts, one page (search by text)',
    tags: adminTags,
    query: adminFactListQuerySchema,
    response: adminPageSchema(adminFactRowSchema),
  }),
  factsLookup: endpoint({
    method: 'GET',
    path: '/api/admin/facts/list',
    access: admin,
    summary: 'Admin: the facts of an id list, in its order (unknown ids left out)',
    tags: adminTags,
    query: factsLookupQuerySchema,
    response: z.array(adminFactRowSchema),
  }),
  fact: endpoint({
    method: 'GET',
    path: '/api/admin/facts/:id',
    access: admin,
    summary: 'Admin: one fact',
    tags: adminTags,
    params: idParams,
    response: adminFactSchema,
  }),
  saveFact: endpoint({
    method: 'POST',
    path: '/api/admin/facts',
    access: admin,
    summary: 'Admin: create (no id) or update a fact',
    tags: adminTags,
    body: adminFactSaveSchema,
    response: adminFactSchema,
  }),
  factStatus: endpoint({
    method: 'PUT',
    path: '/api/admin/facts/:id/status/:status',
    access: admin,
    summary: 'Admin: switch a fact on or off',
    tags: adminTags,
    params: statusParams,
    response: adminFactSchema,
  }),
};
