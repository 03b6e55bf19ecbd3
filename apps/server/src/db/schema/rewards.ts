import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { statusEnum } from './catalogue.ts';

/**
 * A profile's reward totals (spec §3 "Statistic" totalPoints; gems; level). Written only by the
 * rewards engine, in the transaction of the action that earned (or spent) them. Gems never go
 * below zero (checked), so a purchase is a conditional UPDATE and cannot overspend.
 */
export const rewardBalances = pgTable(
  'reward_balances',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    points: integer('points').notNull().default(0),
    gems: integer('gems').notNull().default(0),
    level: integer('level').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('reward_balances_points', sql`${t.points} >= 0`),
    check('reward_balances_gems', sql`${t.gems} >= 0`),
    check('reward_balances_level', sql`${t.level} >= 1`),
  ],
);

/**
 * Every award and spend, once: (user, rule, cause) is unique, so replaying an action (a second
 * finish, a replayed quiz completion, a second daily quiz the same day, a second purchase of an
 * item) inserts nothing and awards nothing. It is also the recent-activity feed.
 */
export const rewardLedger = pgTable(
  'reward_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The rule (BOOK_FINISHED, QUIZ_COMPLETED, …) or PURCHASE / BADGE / LEVEL. */
    rule: text('rule').notNull(),
    /** What made it unique for the rule: a book id, a quiz key, zone:day, an item id. */
    causeKey: text('cause_key').notNull(),
    /** Spec-facing activity kind (ACTIVITY_KINDS of the contract). */
    kind: text('kind').notNull(),
    subjectId: text('subject_id'),
    subject: text('subject').notNull(),
    imageUrl: text('image_url'),
    points: integer('points').notNull().default(0),
    gems: integer('gems').notNull().default(0),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reward_ledger_once').on(t.userId, t.rule, t.causeKey),
    index('reward_ledger_user_at_idx').on(t.userId, t.at),
  ],
);

/** A badge and its criteria, as data (spec §7 "Badges"); the engine evaluates the criteria. */
export const badges = pgTable('badges', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  /** e.g. { kind: 'BOOKS_FINISHED', target: 5 } or { kind: 'BOOKS_IN_INTEREST', target: 3, interestId: 'animals' }. */
  criteria: jsonb('criteria').notNull(),
  /** How the badge picture is drawn (shape, colours, emblem). */
  art: jsonb('art').notNull(),
  position: integer('position').notNull().default(0),
  status: statusEnum('status').notNull().default('ACTIVE'),
});

export const userBadges = pgTable(
  'user_badges',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    badgeId: text('badge_id')
      .notNull()
      .references(() => badges.id, { onDelete: 'cascade' }),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.badgeId] }),
    index('user_badges_user_idx').on(t.userId, t.earnedAt),
  ],
);

/** Avatars, frames and stickers (spec §3 "Store item" / "Reward item"). */
export const rewardItems = pgTable(
  'reward_items',
  {
    id: text('id').primaryKey(),
    entityType: text('entity_type').notNull(),
    name: text('name').notNull(),
    /** How the picture is drawn (DiceBear style and seed, or frame / sticker parameters). */
    art: jsonb('art').notNull(),
    /** Gems in the reward vault; null: not sold. */
    price: integer('price'),
    /** Unlocked on reaching this level (NEW_AVATAR); null: not by level. */
    unlockLevel: integer('unlock_level'),
    /** Every profile owns it from the start. */
    starter: boolean('starter').notNull().default(false),
    position: integer('position').notNull().default(0),
    status: statusEnum('status').notNull().default('ACTIVE'),
  },
  (t) => [
    check(
      'reward_items_entity_type',
      sql`${t.entityType} IN ('AVATAR', 'AVATAR_FRAME', 'STICKER')`,
    ),
    check('reward_items_price', sql`${t.price} IS NULL OR ${t.price} > 0`),
  ],
);

/** What a profile owns (starter items are owned without a row). */
export const userRewardItems = pgTable(
  'user_reward_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: text('item_id')
      .notNull()
      .references(() => rewardItems.id, { onDelete: 'cascade' }),
    /** LEVEL (unlocked), PURCHASE (reward vault) or GIFT. */
    source: text('source').notNull(),
    acquiredAt: timestamp('acquired_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemId] })],
);
