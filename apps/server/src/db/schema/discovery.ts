import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { books, statusEnum } from './catalogue.ts';

/** Spec §3 "Fact": a fun fact, with the content it came from. */
export const facts = pgTable('facts', {
  id: uuid('id').primaryKey().defaultRandom(),
  text: text('text').notNull(),
  sourceEntityType: text('source_entity_type'),
  sourceContentId: text('source_content_id'),
  status: statusEnum('status').notNull().default('ACTIVE'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Spec §3 "Discovery zone". The id lists keep the admin's order (spec §5: split on commas and
 * newlines); `interest_ids` are the book rules (recEngineRuleIds) that fill its book rows.
 */
export const discoveryZones = pgTable(
  'discovery_zones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    shortTitle: text('short_title').notNull(),
    ageMin: integer('age_min').notNull(),
    ageMax: integer('age_max').notNull(),
    status: statusEnum('status').notNull().default('ACTIVE'),
    spotcheckStatus: text('spotcheck_status').notNull().default('AI_GENERATED'),
    heroWeb: text('hero_web'),
    heroMobile: text('hero_mobile'),
    iconUrl: text('icon_url'),
    mascotImages: text('mascot_images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** icon, funFact, background, featuredBlock, funFactBorder, swimLaneTitle, featuredBlockBorder: hex without #. */
    colours: jsonb('colours').notNull(),
    factIds: uuid('fact_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    quizIds: uuid('quiz_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    badgeIds: text('badge_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    collectionIds: uuid('collection_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    interestIds: text('interest_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    featuredBookId: uuid('featured_book_id').references(() => books.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'discovery_zones_ages',
      sql`${t.ageMin} BETWEEN 2 AND 14 AND ${t.ageMax} BETWEEN ${t.ageMin} AND 14`,
    ),
    index('discovery_zones_age_idx').on(t.status, t.ageMin, t.ageMax),
  ],
);

/** A profile's visits of a zone (the first one is rewarded). */
export const discoveryVisits = pgTable(
  'discovery_visits',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    zoneId: uuid('zone_id')
      .notNull()
      .references(() => discoveryZones.id, { onDelete: 'cascade' }),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull().defaultNow(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
    visits: integer('visits').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.userId, t.zoneId] })],
);
