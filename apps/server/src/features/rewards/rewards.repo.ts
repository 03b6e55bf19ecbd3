import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { rewardItems } from '../../db/schema/index.ts';
import { isoSql, sqlArray } from '../catalogue/visibility.ts';
import { READER_POLICY } from '../reader/reader.policy.ts';
import type { RewardEntityType } from '@pagebird/contract';
import type { ProfileCounters } from './rewards.badges.ts';

/**
 * The active starter avatars (every profile may wear them), in catalogue order: the choices of
 * the child profile and educator forms.
 */
export function selectStarterAvatars(tx: DbOrTx) {
  return tx
    .select({ id: rewardItems.id, name: rewardItems.name })
    .from(rewardItems)
    .where(
      and(
        eq(rewardItems.entityType, 'AVATAR'),
        eq(rewardItems.starter, true),
        eq(rewardItems.status, 'ACTIVE'),
      ),
    )
    .orderBy(asc(rewardItems.position), asc(rewardItems.id));
}

/** One row of the reward ledger to write. */
export interface LedgerEntry {
  userId: string;
  rule: string;
  causeKey: string;
  kind: string;
  subjectId: string | null;
  subject: string;
  imageUrl: string | null;
  points: number;
  gems: number;
  at: Date;
}

export interface BalanceRow extends Record<string, unknown> {
  points: number;
  gems: number;
  level: number;
}

export interface BadgeRow extends Record<string, unknown> {
  id: string;
  name: string;
  description: string;
  criteria: unknown;
  /** ISO-8601 UTC; null when not earned. */
  earned_at: string | null;
}

export interface ItemRow extends Record<string, unknown> {
  id: string;
  entity_type: RewardEntityType;
  name: string;
  price: number | null;
  unlock_level: number | null;
  starter: boolean;
  status: 'ACTIVE' | 'INACTIVE';
  owned: boolean;
}

export interface ActivityRow extends Record<string, unknown> {
  id: string;
  kind: string;
  subject: string;
  subject_id: string | null;
  image_url: string | null;
  /** Storage keys of the book's cover (book activity), for its picture. */
  cover_thumb_key: string | null;
  cover_key: string | null;
  /** The zone's icon (zone activity): a storage key or a URL. */
  zone_icon: string | null;
  points: number;
  gems: number;
  at: string;
}

export interface ProfileRow extends Record<string, unknown> {
  birth_year: number | null;
  avatar_id: string | null;
  frame_id: string | null;
  sticker_id: string | null;
}

export interface ArtRow extends Record<string, unknown> {
  name: string;
  art: unknown;
  entity_type: string;
}

const itemColumns = sql`
  ri.id, ri.entity_type, ri.name, ri.price, ri.unlock_level, ri.starter, ri.status::text AS status,
  (ri.starter OR uri.item_id IS NOT NULL) AS owned`;

const ownedJoin = (userId: string) =>
  sql`LEFT JOIN user_reward_items uri ON uri.item_id = ri.id AND uri.user_id = ${userId}::uuid`;

/**
 * The only SQL of rewards: the ledger, balances, badges, reward items and what a profile owns,
 * and the one query that counts everything badge criteria and the stats page need. Functions
 * that take `tx` run inside the caller's transaction (the engine awards in the transaction of
 * the action that earned).
 */
export function createRewardsRepo(db: Db) {
  return {
    transaction<T>(fn: (tx: DbOrTx) => Promise<T>): Promise<T> {
      return db.transaction(fn);
    },

    /** Reads that need no transaction: `fn` gets the pool, so its queries may run in parallel. */
    read<T>(fn: (db: DbOrTx) => Promise<T>): Promise<T> {
      return fn(db);
    },

    // ── engine ──

    /** Writes a ledger row unless (user, rule, cause) is there already; true when written. */
    async insertLedger(tx: DbOrTx, e: LedgerEntry): Promise<boolean> {
      const { rows } = await tx.execute<{ id: string }>(sql`
        INSERT INTO reward_ledger
          (user_id, rule, cause_key, kind, subject_id, subject, image_url, points, gems, at)
        VALUES (${e.userId}::uuid, ${e.rule}, ${e.causeKey}, ${e.kind}, ${e.subjectId},
                ${e.subject}, ${e.imageUrl}, ${e.points}, ${e.gems}, ${e.at}::timestamptz)
        ON CONFLICT (user_id, rule, cause_key) DO NOTHING
        RETURNING id`);
      return rows.length > 0;
    },

    /** Adds to the profile's totals (creating them); answers the new totals and stored level. */
    async addToBalance(
      tx: DbOrTx,
      userId: string,
      points: number,
      gems: number,
      now: Date,
    ): Promise<BalanceRow> {
      const { rows } = await tx.execute<BalanceRow>(sql`
        INSERT INTO reward_balances AS rb (user_id, points, gems, level, updated_at)
        VALUES (${userId}::uuid, ${points}, ${gems}, 1, ${now}::timestamptz)
        ON CONFLICT (user_id) DO UPDATE SET
          points = rb.points + EXCLUDED.points,
          gems = rb.gems + EXCLUDED.gems,
          updated_at = EXCLUDED.updated_at
        RETURNING rb.points, rb.gems, rb.level`);
      return rows[0]!;
    },

    async setLevel(tx: DbOrTx, userId: string, level: number, now: Date): Promise<void> {
      await tx.execute(sql`
        UPDATE reward_balances SET level = greatest(level, ${level}), updated_at = ${now}::timestamptz
        WHERE user_id = ${userId}::uuid`);
    },

    /**
     * Gives the profile the active avatars unlocked by levels above `fromLevel` up to
     * `toLevel`; answers those it did not own yet, by level.
     */
    async unlockAvatars(
      tx: DbOrTx,
      userId: string,
      fromLevel: number,
      toLevel: number,
      now: Date,
    ): Promise<Array<{ id: string; name: string; unlock_level: number }>> {
      const { rows } = await tx.execute<{ id: string; name: string; unlock_level: number }>(sql`
        WITH granted AS (
          INSERT INTO user_reward_items (user_id, item_id, source, acquired_at)
          SELECT ${userId}::uuid, ri.id, 'LEVEL', ${now}::timestamptz
          FROM reward_items ri
          WHERE ri.entity_type = 'AVATAR' AND ri.status = 'ACTIVE' AND NOT ri.starter
            AND ri.unlock_level > ${fromLevel} AND ri.unlock_level <= ${toLevel}
          ON CONFLICT (user_id, item_id) DO NOTHING
          RETURNING item_id)
        SELECT ri.id, ri.name, ri.unlock_level
        FROM granted JOIN reward_items ri ON ri.id = granted.item_id
        ORDER BY ri.unlock_level, ri.position, ri.id`);
      return rows;
    },

    /** Active badges the profile has not earned yet. */
    async unearnedBadges(tx: DbOrTx, userId: string): Promise<BadgeRow[]> {
      const { rows } = await tx.execute<BadgeRow>(sql`
        SELECT b.id, b.name, b.description, b.criteria, NULL AS earned_at
        FROM badges b
        WHERE b.status = 'ACTIVE'
          AND NOT EXISTS (SELECT 1 FROM user_badges ub
                          WHERE ub.user_id = ${userId}::uuid AND ub.badge_id = b.id)
        ORDER BY b.position, b.id`);
      return rows;
    },

    /** Records badges as earned; answers the ids written now (not those already there). */
    async earnBadges(
      tx: DbOrTx,
      userId: string,
      badgeIds: readonly string[],
      now: Date,
    ): Promise<Set<string>> {
      if (badgeIds.length === 0) return new Set();
      const { rows } = await tx.execute<{ badge_id: string }>(sql`
        INSERT INTO user_badges (user_id, badge_id, earned_at)
        SELECT ${userId}::uuid, id, ${now}::timestamptz FROM unnest(${sqlArray(badgeIds)}::text[]) AS id
        ON CONFLICT (user_id, badge_id) DO NOTHING
        RETURNING badge_id`);
      return new Set(rows.map((r) => r.badge_id));
    },

    /**
     * Everything the badges count, in one query: reading progress (finished, opened,
     * read-along, per interest area), reading time (sessions, each capped like the end-of-book
     * summary), the streak of days with reading (UTC calendar days, up to today or yesterday),
     * quizzes, discovery zones and the level.
     */
    async counters(tx: DbOrTx, userId: string, now: Date): Promise<ProfileCounters> {
      const u = sql`${userId}::uuid`;
      const { rows } = await tx.execute<{
        books_finished: number;
        books_opened: number;
        read_along_finished: number;
        books_per_interest: Record<string, number>;
        seconds_read: number;
        streak_days: number;
        quizzes_completed: number;
        quiz_stars: number;
        perfect_quizzes: number;
        daily_quizzes: number;
        zones_visited: number;
        level: number;
      }>(sql`
        WITH
        prog AS (
          SELECT count(*)::int AS books_opened,
                 count(*) FILTER (WHERE rp.status = 'COMPLETED')::int AS books_finished,
                 count(*) FILTER (WHERE rp.status = 'COMPLETED' AND b.is_audio_included)::int
                   AS read_along_finished
          FROM reading_progress rp JOIN books b ON b.id = rp.book_id
          WHERE rp.user_id = ${u}),
        per_interest AS (
          SELECT coalesce(jsonb_object_agg(x.interest_id, x.n), '{}'::jsonb) AS books_per_interest
          FROM (SELECT bi.interest_id, count(*)::int AS n
                FROM reading_progress rp JOIN book_interests bi ON bi.book_id = rp.book_id
                WHERE rp.user_id = ${u} AND rp.status = 'COMPLETED'
                GROUP BY bi.interest_id) x),
        reading AS (
          SELECT coalesce(sum(least(extract(epoch FROM rs.last_activity_at - rs.opened_at),
                                    ${READER_POLICY.sessionCapSeconds}::float8)), 0)::float8
                   AS seconds_read
          FROM reading_sessions rs WHERE rs.user_id = ${u}),
        days AS (
          SELECT DISTINCT d FROM (
            SELECT (ra.at AT TIME ZONE 'UTC')::date AS d FROM reading_activity ra
            WHERE ra.user_id = ${u} AND ra.type IN ('OPEN', 'FINISH')
            UNION ALL
            SELECT (rs.last_activity_at AT TIME ZONE 'UTC')::date FROM reading_sessions rs
            WHERE rs.user_id = ${u}) s),
        islands AS (
          SELECT d, d - (row_number() OVER (ORDER BY d))::int AS grp FROM days),
        last_run AS (
          SELECT max(d) AS last_day, count(*)::int AS n FROM islands
          GROUP BY grp ORDER BY max(d) DESC LIMIT 1),
        streak AS (
          SELECT coalesce((SELECT n FROM last_run
                           WHERE last_day >= (${now}::timestamptz AT TIME ZONE 'UTC')::date - 1),
                          0) AS streak_days),
        quiz AS (
          SELECT count(*) FILTER (WHERE qc.quiz_type <> 'DAILY')::int AS quizzes_completed,
                 coalesce(sum(qc.stars), 0)::int AS quiz_stars,
                 count(*) FILTER (WHERE qc.quiz_type <> 'DAILY' AND qc.total > 0
                                    AND qc.correct >= qc.total)::int AS perfect_quizzes,
                 count(*) FILTER (WHERE qc.quiz_type = 'DAILY')::int AS daily_quizzes
          FROM quiz_completions qc WHERE qc.user_id = ${u} AND qc.completed),
        zones AS (SELECT count(*)::int AS zones_visited FROM discovery_visits dv
                  WHERE dv.user_id = ${u})
        SELECT prog.*, per_interest.books_per_interest, reading.seconds_read, streak.streak_days,
               quiz.*, zones.zones_visited,
               coalesce((SELECT rb.level FROM reward_balances rb WHERE rb.user_id = ${u}), 1)
                 AS level
        FROM prog, per_interest, reading, streak, quiz, zones`);
      const r = rows[0]!;
      return {
        booksFinished: r.books_finished,
        booksOpened: r.books_opened,
        minutesRead: Math.floor(r.seconds_read / 60),
        streakDays: r.streak_days,
        quizzesCompleted: r.quizzes_completed,
        quizStars: r.quiz_stars,
        perfectQuizzes: r.perfect_quizzes,
        dailyQuizzes: r.daily_quizzes,
        zonesVisited: r.zones_visited,
        readAlongFinished: r.read_along_finished,
        level: r.level,
        booksPerInterest: r.books_per_interest,
      };
    },

    // ── reads ──

    async profile(tx: DbOrTx, userId: string): Promise<ProfileRow | undefined> {
      const { rows } = await tx.execute<ProfileRow>(sql`
        SELECT birth_year, avatar_id, frame_id, sticker_id FROM users WHERE id = ${userId}::uuid`);
      return rows[0];
    },

    async balance(tx: DbOrTx, userId: string): Promise<BalanceRow> {
      const { rows } = await tx.execute<BalanceRow>(sql`
        SELECT points, gems, level FROM reward_balances WHERE user_id = ${userId}::uuid`);
      return rows[0] ?? { points: 0, gems: 0, level: 1 };
    },

    /** Every active badge (and inactive ones the profile earned), with when it was earned. */
    async badges(tx: DbOrTx, userId: string): Promise<BadgeRow[]> {
      const { rows } = await tx.execute<BadgeRow>(sql`
        SELECT b.id, b.name, b.description, b.criteria, ${isoSql('ub.earned_at')} AS earned_at
        FROM badges b
        LEFT JOIN user_badges ub ON ub.badge_id = b.id AND ub.user_id = ${userId}::uuid
        WHERE b.status = 'ACTIVE' OR ub.badge_id IS NOT NULL
        ORDER BY b.position, b.id`);
      return rows;
    },

    /** The profile's earned badges, newest first. */
    async earnedBadges(tx: DbOrTx, userId: string): Promise<BadgeRow[]> {
      const { rows } = await tx.execute<BadgeRow>(sql`
        SELECT b.id, b.name, b.description, b.criteria, ${isoSql('ub.earned_at')} AS earned_at
        FROM user_badges ub JOIN badges b ON b.id = ub.badge_id
        WHERE ub.user_id = ${userId}::uuid
        ORDER BY ub.earned_at DESC, b.position DESC, b.id`);
      return rows;
    },

    async earnedBadgeCount(tx: DbOrTx, userId: string): Promise<number> {
      const { rows } = await tx.execute<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM user_badges WHERE user_id = ${userId}::uuid`);
      return rows[0]?.n ?? 0;
    },

    /** One page of the ledger, newest first, with the book cover of book activity. */
    async activity(
      userId: string,
      page: number,
      size: number,
    ): Promise<{ rows: ActivityRow[]; total: number }> {
      const [list, count] = await Promise.all([
        db.execute<ActivityRow>(sql`
          SELECT rl.id::text AS id, rl.kind, rl.subject, rl.subject_id, rl.image_url,
                 b.cover_thumb_key, b.cover_key, z.icon_url AS zone_icon,
                 rl.points, rl.gems, ${isoSql('rl.at')} AS at
          FROM reward_ledger rl
          LEFT JOIN books b ON rl.kind IN ('BOOK_OPENED', 'BOOK_FINISHED', 'QUIZ_COMPLETED')
                           AND b.id::text = rl.subject_id
          LEFT JOIN discovery_zones z ON rl.kind IN ('DAILY_QUIZ', 'DISCOVERY_VISIT')
                                     AND z.id::text = rl.subject_id
          WHERE rl.user_id = ${userId}::uuid
          ORDER BY rl.at DESC, rl.id DESC
          LIMIT ${size} OFFSET ${page * size}`),
        db.execute<{ n: number }>(sql`
          SELECT count(*)::int AS n FROM reward_ledger WHERE user_id = ${userId}::uuid`),
      ]);
      return { rows: list.rows, total: count.rows[0]?.n ?? 0 };
    },

    /** Items of one kind as the profile sees them: active ones, and inactive ones it owns. */
    async items(tx: DbOrTx, userId: string, entityType: RewardEntityType): Promise<ItemRow[]> {
      const { rows } = await tx.execute<ItemRow>(sql`
        SELECT ${itemColumns}
        FROM reward_items ri ${ownedJoin(userId)}
        WHERE ri.entity_type = ${entityType}
          AND (ri.status = 'ACTIVE' OR ri.starter OR uri.item_id IS NOT NULL)
        ORDER BY ri.position, ri.id`);
      return rows;
    },

    /** One item with whether the profile owns it. */
    async item(tx: DbOrTx, userId: string, itemId: string): Promise<ItemRow | undefined> {
      const { rows } = await tx.execute<ItemRow>(sql`
        SELECT ${itemColumns}
        FROM reward_items ri ${ownedJoin(userId)}
        WHERE ri.id = ${itemId}`);
      return rows[0];
    },

    /** The reward vault: active items sold for gems, avatars, then frames, then stickers. */
    async storeItems(tx: DbOrTx, userId: string): Promise<ItemRow[]> {
      const { rows } = await tx.execute<ItemRow>(sql`
        SELECT ${itemColumns}
        FROM reward_items ri ${ownedJoin(userId)}
        WHERE ri.status = 'ACTIVE' AND ri.price IS NOT NULL
        ORDER BY CASE ri.entity_type WHEN 'AVATAR' THEN 0 WHEN 'AVATAR_FRAME' THEN 1 ELSE 2 END,
                 ri.position, ri.id`);
      return rows;
    },

    /** Puts on (or takes off, null) the given parts; answers the profile's worn items. */
    async wear(
      tx: DbOrTx,
      userId: string,
      parts: { avatarId?: string; frameId?: string | null; stickerId?: string | null },
      now: Date,
    ): Promise<ProfileRow> {
      const sets = [sql`updated_at = ${now}::timestamptz`];
      if (parts.avatarId !== undefined) sets.push(sql`avatar_id = ${parts.avatarId}`);
      if (parts.frameId !== undefined) sets.push(sql`frame_id = ${parts.frameId}`);
      if (parts.stickerId !== undefined) sets.push(sql`sticker_id = ${parts.stickerId}`);
      const { rows } = await tx.execute<ProfileRow>(sql`
        UPDATE users SET ${sql.join(sets, sql`, `)}
        WHERE id = ${userId}::uuid
        RETURNING birth_year, avatar_id, frame_id, sticker_id`);
      return rows[0]!;
    },

    /** Gives an item to the profile; false when it owned it already. */
    async claimItem(
      tx: DbOrTx,
      userId: string,
      itemId: string,
      source: 'PURCHASE' | 'LEVEL' | 'GIFT',
      now: Date,
    ): Promise<boolean> {
      const { rows } = await tx.execute<{ item_id: string }>(sql`
        INSERT INTO user_reward_items (user_id, item_id, source, acquired_at)
        VALUES (${userId}::uuid, ${itemId}, ${source}, ${now}::timestamptz)
        ON CONFLICT (user_id, item_id) DO NOTHING
        RETURNING item_id`);
      return rows.length > 0;
    },

    /**
     * Takes `price` gems if the balance holds them, in one conditional UPDATE (concurrent spends
     * wait for each other on the row and re-check): the new balance, or null when short.
     */
    async spendGems(tx: DbOrTx, userId: string, price: number, now: Date): Promise<number | null> {
      const { rows } = await tx.execute<{ gems: number }>(sql`
        UPDATE reward_balances SET gems = gems - ${price}, updated_at = ${now}::timestamptz
        WHERE user_id = ${userId}::uuid AND gems >= ${price}
        RETURNING gems`);
      return rows[0]?.gems ?? null;
    },

    // ── art ──

    async badgeArt(id: string): Promise<ArtRow | undefined> {
      const { rows } = await db.execute<ArtRow>(sql`
        SELECT name, art, 'BADGE' AS entity_type FROM badges WHERE id = ${id}`);
      return rows[0];
    },

    async itemArt(id: string): Promise<ArtRow | undefined> {
      const { rows } = await db.execute<ArtRow>(sql`
        SELECT name, art, entity_type FROM reward_items WHERE id = ${id}`);
      return rows[0];
    },
  };
}

export type RewardsRepo = ReturnType<typeof createRewardsRepo>;
