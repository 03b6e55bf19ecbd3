import { sql } from 'drizzle-orm';
import { WORLD_TERRITORY, type DigestSettings } from '@pagebird/contract';
import type { Db } from '../../db/client.ts';
import { digestPreferences } from '../../db/schema/index.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import { requireParentGate } from '../../lib/parent-gate.ts';
import type { EmailProvider } from '../../providers/email/index.ts';
import { ageOf } from '../auth/auth.presenter.ts';
import { digestEmail, type DigestChild } from './digest.email.ts';
import type { InsightsRepo } from './insights.repo.ts';
import { addDays, toMinutes } from './insights.service.ts';

/** The weekly digest's pg-boss queue and schedule: Mondays 08:00 UTC. */
export const DIGEST_QUEUE = 'weekly-digest';
export const DIGEST_CRON = '0 8 * * 1';

/** Monday (UTC) of the week before the one `now` is in: the week a digest sent at `now` covers. */
export function digestWeekOf(now: Date): { from: string; to: string } {
  const today = now.toISOString().slice(0, 10);
  const weekday = (now.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const thisMonday = addDays(today, -weekday);
  return { from: addDays(thisMonday, -7), to: addDays(thisMonday, -1) };
}

/**
 * The weekly reading digest (issue 11 item 10): a parent opts in; every Monday a pg-boss cron
 * job emails each opted-in parent one HTML message with, per child, the minutes read, books
 * finished and badges earned last week and one suggested book. Idempotent: `digest_sends` keeps
 * one row per parent and week, so a retried or repeated run never sends twice.
 */
export function createDigestService(deps: {
  db: Db;
  repo: InsightsRepo;
  email: EmailProvider;
  clock: Clock;
  logger: Logger;
  publicUrl: string;
  country: string;
}) {
  const { db, repo, email, clock, logger } = deps;

  async function suggestedBook(child: {
    id: string;
    birth_year: number | null;
  }): Promise<DigestChild['suggestion']> {
    const age = ageOf({ birthYear: child.birth_year }, clock.now());
    const r = await db.execute(sql`
      SELECT b.title,
        ARRAY(SELECT c.full_name FROM book_creators bc JOIN creators c ON c.id = bc.creator_id
              WHERE bc.book_id = b.id AND bc.role = 'AUTHOR' ORDER BY bc.position) AS authors,
        (SELECT count(*) FROM book_interests bi JOIN users u ON u.id = ${child.id}::uuid
          WHERE bi.book_id = b.id AND bi.interest_id = ANY(u.interests)) AS matches
      FROM books b
      WHERE b.status = 'ACTIVE' AND 'CONSUMER' = ANY(b.user_segments)
        AND (${age}::int IS NULL OR (b.age_min <= ${age}::int AND b.age_max >= ${age}::int))
        AND b.sales_territories && ARRAY[${deps.country}::text, ${WORLD_TERRITORY}::text]
        AND NOT EXISTS (SELECT 1 FROM hidden_books h WHERE h.user_id = ${child.id}::uuid AND h.book_id = b.id)
        AND NOT EXISTS (SELECT 1 FROM reading_progress rp WHERE rp.user_id = ${child.id}::uuid AND rp.book_id = b.id)
      ORDER BY EXISTS (SELECT 1 FROM shared_books sb WHERE sb.child_id = ${child.id}::uuid AND sb.book_id = b.id) DESC,
        matches DESC, b.published_at DESC, b.id
      LIMIT 1`);
    const row = r.rows[0] as { title: string; authors: string[] } | undefined;
    return row ? { title: row.title, authors: row.authors } : null;
  }

  async function childrenOf(parentId: string, from: string, to: string): Promise<DigestChild[]> {
    const children = await repo.children(parentId);
    const p = { from, to, tz: 'UTC' };
    const totals = await repo.totals(
      children.map((c) => c.id),
      p,
    );
    return Promise.all(
      children.map(async (c) => {
        const [badges, suggestion] = await Promise.all([
          repo.reportBadges(c.id, p),
          suggestedBook(c),
        ]);
        const t = totals.get(c.id);
        return {
          name: c.name,
          minutes: toMinutes(t?.seconds_read ?? 0),
          booksFinished: t?.books_finished ?? 0,
          badges: badges.map((b) => b.name),
          suggestion,
        };
      }),
    );
  }

  return {
    async get(auth: AuthContext): Promise<DigestSettings> {
      requireParentGate(auth);
      const r = await db.execute(
        sql`SELECT weekly_digest FROM digest_preferences WHERE parent_id = ${auth.user.id}::uuid`,
      );
      return {
        weeklyDigest: (r.rows[0] as { weekly_digest: boolean } | undefined)?.weekly_digest ?? false,
      };
    },

    async put(auth: AuthContext, body: DigestSettings): Promise<DigestSettings> {
      requireParentGate(auth);
      await db
        .insert(digestPreferences)
        .values({ parentId: auth.user.id, weeklyDigest: body.weeklyDigest, updatedAt: clock.now() })
        .onConflictDoUpdate({
          target: digestPreferences.parentId,
          set: { weeklyDigest: body.weeklyDigest, updatedAt: clock.now() },
        });
      return { weeklyDigest: body.weeklyDigest };
    },

    /** The job: one digest per opted-in parent for last week (never twice for one week). */
    async sendWeekly(): Promise<{ sent: number }> {
      const now = clock.now();
      const week = digestWeekOf(now);
      const parents = (
        await db.execute(sql`
          SELECT u.id, u.name, u.email FROM digest_preferences dp JOIN users u ON u.id = dp.parent_id
          WHERE dp.weekly_digest AND u.role = 'PARENT' AND u.email IS NOT NULL
          ORDER BY u.id`)
      ).rows as Array<{ id: string; name: string; email: string }>;
      let sent = 0;
      for (const parent of parents) {
        const claimed = await db.execute(sql`
          INSERT INTO digest_sends (parent_id, week_start, sent_at)
          VALUES (${parent.id}::uuid, ${week.from}::date, ${now})
          ON CONFLICT DO NOTHING RETURNING parent_id`);
        if (claimed.rows.length === 0) continue;
        try {
          const children = await childrenOf(parent.id, week.from, week.to);
          await email.send(
            digestEmail({
              to: parent.email,
              parentName: parent.name,
              from: week.from,
              to_: week.to,
              children,
              dashboardUrl: `${deps.publicUrl}/dashboard`,
              settingsUrl: `${deps.publicUrl}/account-settings`,
            }),
          );
          sent++;
        } catch (err) {
          // Not sent: let the job's retry try this parent again.
          await db.execute(sql`
            DELETE FROM digest_sends WHERE parent_id = ${parent.id}::uuid AND week_start = ${week.from}::date`);
          logger.error({ err, parentId: parent.id }, 'Weekly digest could not be queued');
          throw err;
        }
      }
      logger.info({ sent, week: week.from }, 'Weekly reading digest sent');
      return { sent };
    },
  };
}

export type DigestService = ReturnType<typeof createDigestService>;
