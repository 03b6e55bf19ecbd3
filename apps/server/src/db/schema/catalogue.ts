import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { classrooms } from './schools.ts';

/** PostgreSQL full-text document. */
export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

export const statusEnum = pgEnum('status', ['ACTIVE', 'INACTIVE']);
export const fileTypeEnum = pgEnum('file_type', ['epub', 'pdf']);
export const creatorRoleEnum = pgEnum('creator_role', ['AUTHOR', 'EDITOR', 'ILLUSTRATOR']);
export const progressEnum = pgEnum('reading_status', ['NOT_STARTED', 'STARTED', 'COMPLETED']);

/** Spine item as stored (page categories of spec §3, media overlay, words). */
export interface StoredSpineItem {
  index: number;
  href: string;
  mediaType: string;
  linear: boolean;
  category: string;
  wordCount: number;
  mediaOverlay: string | null;
}
export interface StoredNavEntry {
  label: string;
  href: string;
  depth: number;
}

export const series = pgTable(
  'series',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('series_name_key').on(sql`lower(${t.name})`)],
);

export const creators = pgTable(
  'creators',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: text('full_name').notNull(),
  },
  (t) => [uniqueIndex('creators_full_name_key').on(sql`lower(${t.fullName})`)],
);

/** Spec §3 "Book". Files live in the storage provider under `fileKey` / `coverKey`. */
export const books = pgTable(
  'books',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Catalogue number (spec idNumber / bookIdNumber), e.g. "PB-000123". */
    idNumber: text('id_number').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    subjects: text('subjects')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    seriesId: uuid('series_id').references(() => series.id, { onDelete: 'set null' }),
    seriesPosition: integer('series_position'),
    imprint: text('imprint'),
    publisher: text('publisher'),
    nonfiction: boolean('nonfiction').notNull().default(false),
    fileType: fileTypeEnum('file_type').notNull(),
    /** Extension of the uploaded file ("epub", "pdf"). */
    originalFileType: text('original_file_type').notNull(),
    extraBookExtension: text('extra_book_extension'),
    formatVersion: text('format_version'),
    layout: text('layout').notNull().default('reflowable'),
    userSegments: text('user_segments')
      .array()
      .notNull()
      .default(sql`'{CONSUMER,EDUCATOR}'::text[]`),
    /** "WORLD" or ISO country codes. */
    salesTerritories: text('sales_territories')
      .array()
      .notNull()
      .default(sql`'{WORLD}'::text[]`),
    isAudioIncluded: boolean('is_audio_included').notNull().default(false),
    ageMin: integer('age_min').notNull().default(2),
    ageMax: integer('age_max').notNull().default(14),
    pageCount: integer('page_count').notNull().default(0),
    wordCount: integer('word_count'),
    readingLevelSystem: text('reading_level_system'),
    readingLevelValue: real('reading_level_value'),
    readingLevelLabel: text('reading_level_label'),
    spine: jsonb('spine').$type<StoredSpineItem[]>().notNull().default([]),
    toc: jsonb('toc').$type<StoredNavEntry[]>().notNull().default([]),
    pageList: jsonb('page_list').$type<StoredNavEntry[]>().notNull().default([]),
    fileKey: text('file_key').notNull(),
    fileSize: integer('file_size').notNull(),
    /** sha256 of the file: the same file is never imported twice. */
    fileSha256: text('file_sha256').notNull(),
    /**
     * Fingerprint of the content whatever the container (ingest `contentDigest`): the same book
     * with a zip comment or repacked is recognised. Null for books imported before it existed.
     */
    contentSha256: text('content_sha256'),
    /** The package's unique identifier (EPUB `dc:identifier`), to recognise a new version. */
    identifier: text('identifier'),
    coverKey: text('cover_key'),
    /** Card-size derived cover (the original when no derivation was possible). */
    coverThumbKey: text('cover_thumb_key'),
    /** Creators, series name and subjects flattened for search (kept by the ingest service). */
    searchCreators: text('search_creators').notNull().default(''),
    searchVector: tsvector('search_vector'),
    status: statusEnum('status').notNull().default('ACTIVE'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('books_id_number_key').on(t.idNumber),
    uniqueIndex('books_file_sha256_key').on(t.fileSha256),
    uniqueIndex('books_content_sha256_key').on(t.contentSha256),
    index('books_identifier_idx').on(t.identifier),
    index('books_series_idx').on(t.seriesId, t.seriesPosition),
    index('books_search_idx').using('gin', t.searchVector),
    index('books_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
    index('books_age_idx').on(t.status, t.ageMin, t.ageMax),
    index('books_published_idx').on(t.publishedAt),
    check(
      'books_age_range',
      sql`${t.ageMin} >= 2 AND ${t.ageMax} <= 14 AND ${t.ageMin} <= ${t.ageMax}`,
    ),
  ],
);

export const bookCreators = pgTable(
  'book_creators',
  {
    bookId: uuid('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'restrict' }),
    role: creatorRoleEnum('role').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.bookId, t.role, t.creatorId] }),
    index('book_creators_creator_idx').on(t.creatorId),
  ],
);

/** Interest areas (entity type INTEREST_AREA): browse rows, visual search tiles, interests. */
export const interestAreas = pgTable('interest_areas', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** Storage key of the tile picture. */
  imageKey: text('image_key').notNull(),
  color: text('color').notNull(),
  position: integer('position').notNull().default(0),
  status: statusEnum('status').notNull().default('ACTIVE'),
});

export const bookInterests = pgTable(
  'book_interests',
  {
    bookId: uuid('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    interestId: text('interest_id')
      .notNull()
      .references(() => interestAreas.id, { onDelete: 'cascade' }),
    /**
     * Copy of books.published_at (kept by triggers, migration 0003) so "newest books of an
     * interest" is an index range scan — related books, interest rows and landing lists.
     */
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.bookId, t.interestId] }),
    index('book_interests_interest_idx').on(t.interestId),
    index('book_interests_newest_idx').on(t.interestId, t.publishedAt.desc(), t.bookId),
  ],
);

/** Unique words of the catalogue, for typo tolerance (pg_trgm similarity). */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    /** Number of books containing the word. */
    books: integer('books').notNull().default(0),
  },
  (t) => [index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);

/** Spec §3 "Admin collection". */
export const adminCollections = pgTable('admin_collections', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  description: text('description'),
  internalMemo: text('internal_memo'),
  position: integer('position').notNull().default(0),
  status: statusEnum('status').notNull().default('ACTIVE'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const adminCollectionBooks = pgTable(
  'admin_collection_books',
  {
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => adminCollections.id, { onDelete: 'cascade' }),
    bookId: uuid('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.bookId] }),
    index('admin_collection_books_book_idx').on(t.bookId),
  ],
);

/** Spec §3 "Banner". */
export const banners = pgTable('banners', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  bannerType: text('banner_type').notNull(),
  entityType: text('entity_type').notNull(),
  contentId: text('content_id').notNull(),
  webImageKey: text('web_image_key').notNull(),
  mobileImageKey: text('mobile_image_key').notNull(),
  position: integer('position').notNull().default(0),
  startDate: timestamp('start_date', { withTimezone: true }),
  endDate: timestamp('end_date', { withTimezone: true }),
  status: statusEnum('status').notNull().default('ACTIVE'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Spec §3 "Reading progress" per profile and book (issue 4 fills the position). */
export const readingProgress = pgTable(
  'reading_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookId: uuid('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    status: progressEnum('status').notNull().default('STARTED'),
    /** Reader position (CFI, page index, fraction). */
    location: jsonb('location'),
    fraction: real('fraction').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Client time of the position stored (PUT /api/books/{id}/progress): a write with an older
     * clientTimestamp is ignored, so offline queues may retry out of order.
     */
    clientUpdatedAt: timestamp('client_updated_at', { withTimezone: true }),
  },
  // No index on updated_at (migration 0022): a page turn changes only unindexed columns, so
  // PostgreSQL updates the row in place (HOT, fillfactor 80) instead of adding index entries on
  // every turn. A profile's rows are found through the primary key (user_id first) and sorted.
  (t) => [primaryKey({ columns: [t.userId, t.bookId] })],
);

/**
 * Books hidden from a profile (a parent's child or a student) or from a whole classroom.
 * Exactly one of user_id / classroom_id is set.
 */
export const hiddenBooks = pgTable(
  'hidden_books',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookId: uuid('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    classroomId: uuid('classroom_id').references(() => classrooms.id, { onDelete: 'cascade' }),
    hiddenById: uuid('hidden_by_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('hidden_books_user_key').on(t.userId, t.bookId),
    uniqueIndex('hidden_books_classroom_key').on(t.classroomId, t.bookId),
    check('hidden_books_one_target', sql`(${t.userId} IS NULL) <> (${t.classroomId} IS NULL)`),
  ],
);

/** A visual-search activity (picture tile tapped); the ledger of issue "analytics" reads it. */
export const searchActivities = pgTable(
  'search_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    interestId: text('interest_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('search_activities_user_idx').on(t.userId, t.createdAt)],
);

export type BookRow = typeof books.$inferSelect;
export type NewBookRow = typeof books.$inferInsert;
