import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { Role } from '@pagebird/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  accountPreferences,
  badges,
  books,
  childReadingLevels,
  quizCompletions,
  readingProgress,
  readingSessions,
  rewardBalances,
  rewardItems,
  rewardLedger,
  userBadges,
  userCollectionAssignments,
  userRewardItems,
  users,
  type ChildReadingLevelRow,
  type UserRow,
} from '../../db/schema/index.ts';
import { selectActiveInterestAreas } from '../interests/interests.repo.ts';
import { selectStarterAvatars } from '../rewards/rewards.repo.ts';

/** A table column that refers to `users.id` through a foreign key. */
export interface UserReference {
  table: string;
  column: string;
}

/** Tables never exported: sign-in secrets and bookkeeping, not the child's data. */
const NOT_EXPORTED_TABLES = new Set(['users', 'sessions', 'password_reset_tokens']);
/** Columns never exported, whatever the table (secrets). */
const SECRET_COLUMN = /(hash|token|secret|password|pin)/i;

export interface NewChild {
  parentId: string;
  name: string;
  surname: string | null;
  birthYear: number;
  gradeId: number | null;
  avatarId: string | null;
  interests: string[];
  now: Date;
}

export interface ReadingLevelWrite {
  id?: string;
  dateTaken: string;
  system: string;
  value: string;
  approximateLevel: number;
}

/** The only Drizzle code of child profiles, account settings and the export. */
export function createProfilesRepo(db: Db) {
  const childOf = (parentId: string) =>
    and(eq(users.role, Role.CHILD), eq(users.parentId, parentId));

  return {
    db,
    transaction<T>(fn: (tx: DbOrTx) => Promise<T>): Promise<T> {
      return db.transaction(fn);
    },

    // ── children ────────────────────────────────────────────────────────────
    /** Serialise writes of one family's profiles until the transaction ends. */
    async lockFamily(parentId: string, tx: DbOrTx): Promise<void> {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`children:${parentId}`}))`);
    },

    listChildren(parentId: string, tx: DbOrTx = db): Promise<UserRow[]> {
      return tx
        .select()
        .from(users)
        .where(childOf(parentId))
        .orderBy(asc(users.createdAt), asc(users.name));
    },

    async countChildren(parentId: string, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(childOf(parentId));
      return row?.n ?? 0;
    },

    /** A child of this parent (undefined for anyone else's child or any other id). */
    async findChild(childId: string, parentId: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(users)
        .where(and(eq(users.id, childId), childOf(parentId)))
        .limit(1);
      return row;
    },

    /** Of `ids`, the children of this parent (locked for the rest of the transaction). */
    async childrenAmong(ids: string[], parentId: string, tx: DbOrTx): Promise<UserRow[]> {
      if (!ids.length) return [];
      return tx
        .select()
        .from(users)
        .where(and(inArray(users.id, ids), childOf(parentId)))
        .for('update');
    },

    async insertChild(c: NewChild, tx: DbOrTx): Promise<UserRow> {
      const [row] = await tx
        .insert(users)
        .values({
          role: Role.CHILD,
          parentId: c.parentId,
          name: c.name,
          surname: c.surname,
          birthYear: c.birthYear,
          gradeId: c.gradeId,
          avatarId: c.avatarId,
          interests: c.interests,
          createdAt: c.now,
          updatedAt: c.now,
        })
        .returning();
      return row!;
    },

    async updateChild(
      childId: string,
      set: Partial<
        Pick<
          UserRow,
          'name' | 'surname' | 'birthYear' | 'gradeId' | 'avatarId' | 'interests' | 'updatedAt'
        >
      >,
      tx: DbOrTx,
    ): Promise<void> {
      await tx.update(users).set(set).where(eq(users.id, childId));
    },

    readingLevels(childIds: string[], tx: DbOrTx = db): Promise<ChildReadingLevelRow[]> {
      if (!childIds.length) return Promise.resolve([]);
      return tx
        .select()
        .from(childReadingLevels)
        .where(inArray(childReadingLevels.childId, childIds))
        .orderBy(asc(childReadingLevels.dateTaken), asc(childReadingLevels.createdAt));
    },

    /**
     * Replace a child's reading level history: entries with an id of this child are updated,
     * the others inserted, and stored entries not sent are removed.
     */
    async replaceReadingLevels(
      childId: string,
      entries: ReadingLevelWrite[],
      now: Date,
      tx: DbOrTx,
    ): Promise<void> {
      const existing = await tx
        .select({ id: childReadingLevels.id })
        .from(childReadingLevels)
        .where(eq(childReadingLevels.childId, childId));
      const known = new Set(existing.map((e) => e.id));
      const kept = new Set<string>();
      for (const e of entries) {
        const values = {
          dateTaken: e.dateTaken,
          system: e.system,
          value: e.value,
          approximateLevel: e.approximateLevel,
          updatedAt: now,
        };
        if (e.id && known.has(e.id) && !kept.has(e.id)) {
          kept.add(e.id);
          await tx
            .update(childReadingLevels)
            .set(values)
            .where(and(eq(childReadingLevels.id, e.id), eq(childReadingLevels.childId, childId)));
        } else {
          await tx.insert(childReadingLevels).values({ ...values, childId, createdAt: now });
        }
      }
      const gone = [...known].filter((id) => !kept.has(id));
      if (gone.length) {
        await tx
          .delete(childReadingLevels)
          .where(
            and(eq(childReadingLevels.childId, childId), inArray(childReadingLevels.id, gone)),
          );
      }
    },

    /**
     * Delete child profiles completely: the user rows (every table referring to them cascades
     * through its foreign key) and the rows that name them without one (collection
     * assignments to a USER target).
     */
    async deleteChildren(childIds: string[], tx: DbOrTx): Promise<void> {
      if (!childIds.length) return;
      await tx
        .delete(userCollectionAssignments)
        .where(
          and(
            eq(userCollectionAssignments.type, 'USER'),
            inArray(userCollectionAssignments.targetId, childIds),
          ),
        );
      await tx.delete(users).where(and(inArray(users.id, childIds), eq(users.role, Role.CHILD)));
    },

    // ── choices ─────────────────────────────────────────────────────────────
    starterAvatars(tx: DbOrTx = db) {
      return selectStarterAvatars(tx);
    },

    /** Whether a profile may wear this avatar: a starter one, or one it owns. */
    async avatarUsable(avatarId: string, childId: string | null, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ id: rewardItems.id })
        .from(rewardItems)
        .where(
          and(
            eq(rewardItems.id, avatarId),
            eq(rewardItems.entityType, 'AVATAR'),
            eq(rewardItems.status, 'ACTIVE'),
            childId
              ? sql`(${rewardItems.starter} OR EXISTS (SELECT 1 FROM ${userRewardItems} WHERE ${userRewardItems.userId} = ${childId} AND ${userRewardItems.itemId} = ${rewardItems.id}))`
              : eq(rewardItems.starter, true),
          ),
        )
        .limit(1);
      return !!row;
    },

    activeInterestAreas(tx: DbOrTx = db) {
      return selectActiveInterestAreas(tx);
    },

    // ── account ─────────────────────────────────────────────────────────────
    async findUser(id: string, tx: DbOrTx = db): Promise<UserRow | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async emailTaken(email: string, exceptUserId: string, tx: DbOrTx = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), sql`${users.id} <> ${exceptUserId}`))
        .limit(1);
      return !!row;
    },

    async setEmail(userId: string, email: string, now: Date, tx: DbOrTx): Promise<void> {
      await tx.update(users).set({ email, updatedAt: now }).where(eq(users.id, userId));
    },

    async consentOf(userId: string, tx: DbOrTx = db): Promise<boolean> {
      const [row] = await tx
        .select({ c: accountPreferences.consentToReceiveUpdates })
        .from(accountPreferences)
        .where(eq(accountPreferences.userId, userId));
      return row?.c ?? false;
    },

    async setConsent(userId: string, consent: boolean, now: Date, tx: DbOrTx = db) {
      await tx
        .insert(accountPreferences)
        .values({ userId, consentToReceiveUpdates: consent, updatedAt: now })
        .onConflictDoUpdate({
          target: accountPreferences.userId,
          set: { consentToReceiveUpdates: consent, updatedAt: now },
        });
    },

    async deleteUser(userId: string, tx: DbOrTx): Promise<void> {
      await tx.delete(users).where(eq(users.id, userId));
    },

    // ── export ──────────────────────────────────────────────────────────────
    /** Every (table, column) whose foreign key refers to users.id, from the live schema. */
    async userReferences(tx: DbOrTx = db): Promise<UserReference[]> {
      const res = await tx.execute<{ table_name: string; column_name: string }>(sql`
        SELECT DISTINCT kcu.table_name, kcu.column_name
        FROM information_schema.table_constraints tc
        JOIN information_schema.key_column_usage kcu
          ON kcu.constraint_name = tc.constraint_name AND kcu.table_schema = tc.table_schema
        JOIN information_schema.constraint_column_usage ccu
          ON ccu.constraint_name = tc.constraint_name AND ccu.table_schema = tc.table_schema
        WHERE tc.constraint_type = 'FOREIGN KEY'
          AND tc.table_schema = current_schema()
          AND ccu.table_name = 'users' AND ccu.column_name = 'id'
        ORDER BY kcu.table_name, kcu.column_name`);
      return res.rows.map((r) => ({ table: r.table_name, column: r.column_name }));
    },

    /** Rows of every table that names the user through a foreign key (secrets left out). */
    async rowsNaming(
      userId: string,
      tx: DbOrTx = db,
    ): Promise<Record<string, Array<Record<string, unknown>>>> {
      const refs = (await this.userReferences(tx)).filter((r) => !NOT_EXPORTED_TABLES.has(r.table));
      const out: Record<string, Array<Record<string, unknown>>> = {};
      for (const r of refs) {
        const res = await tx.execute<Record<string, unknown>>(
          sql`SELECT * FROM ${sql.identifier(r.table)} WHERE ${sql.identifier(r.column)} = ${userId} LIMIT 5000`,
        );
        if (!res.rows.length) continue;
        const rows = res.rows.map((row) =>
          Object.fromEntries(Object.entries(row).filter(([k]) => !SECRET_COLUMN.test(k))),
        );
        out[r.table] = [...(out[r.table] ?? []), ...rows];
      }
      return out;
    },

    /** What the reader recorded per book: progress and minutes read. */
    booksOf(childId: string, tx: DbOrTx = db) {
      return tx
        .select({
          bookId: readingProgress.bookId,
          title: books.title,
          status: readingProgress.status,
          startedAt: readingProgress.startedAt,
          completedAt: readingProgress.completedAt,
          seconds: sql<number>`COALESCE((SELECT SUM(EXTRACT(EPOCH FROM (rs.last_activity_at - rs.opened_at))) FROM ${readingSessions} rs WHERE rs.user_id = ${readingProgress.userId} AND rs.book_id = ${readingProgress.bookId}), 0)::float8`,
        })
        .from(readingProgress)
        .innerJoin(books, eq(books.id, readingProgress.bookId))
        .where(eq(readingProgress.userId, childId))
        .orderBy(desc(readingProgress.startedAt));
    },

    /** Seconds read per UTC day. */
    async secondsPerDay(childId: string, tx: DbOrTx = db) {
      const res = await tx.execute<{ day: string; seconds: number }>(sql`
        SELECT to_char(opened_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
               SUM(EXTRACT(EPOCH FROM (last_activity_at - opened_at)))::float8 AS seconds
        FROM ${readingSessions} WHERE user_id = ${childId}
        GROUP BY 1 ORDER BY 1`);
      return res.rows;
    },

    quizzesOf(childId: string, tx: DbOrTx = db) {
      return tx
        .select({
          quizType: quizCompletions.quizType,
          subjectKey: quizCompletions.subjectKey,
          correct: quizCompletions.correct,
          total: quizCompletions.total,
          stars: quizCompletions.stars,
          completed: quizCompletions.completed,
          completedAt: quizCompletions.completedAt,
          bookTitle: books.title,
        })
        .from(quizCompletions)
        .leftJoin(
          books,
          and(
            eq(quizCompletions.quizType, 'END_OF_BOOK'),
            sql`${books.id}::text = ${quizCompletions.subjectKey}`,
          ),
        )
        .where(eq(quizCompletions.userId, childId))
        .orderBy(asc(quizCompletions.completedAt));
    },

    badgesOf(childId: string, tx: DbOrTx = db) {
      return tx
        .select({ id: badges.id, name: badges.name, earnedAt: userBadges.earnedAt })
        .from(userBadges)
        .innerJoin(badges, eq(badges.id, userBadges.badgeId))
        .where(eq(userBadges.userId, childId))
        .orderBy(asc(userBadges.earnedAt));
    },

    async balanceOf(childId: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select({
          points: rewardBalances.points,
          gems: rewardBalances.gems,
          level: rewardBalances.level,
        })
        .from(rewardBalances)
        .where(eq(rewardBalances.userId, childId));
      return row ?? { points: 0, gems: 0, level: 1 };
    },

    activityOf(childId: string, tx: DbOrTx = db) {
      return tx
        .select({ at: rewardLedger.at, kind: rewardLedger.kind, subject: rewardLedger.subject })
        .from(rewardLedger)
        .where(eq(rewardLedger.userId, childId))
        .orderBy(desc(rewardLedger.at))
        .limit(200);
    },
  };
}

export type ProfilesRepo = ReturnType<typeof createProfilesRepo>;
