import { sql } from 'drizzle-orm';
import { calendarDayIn } from '@pagebird/contract';
import type { DbOrTx } from '../../db/client.ts';
import { systemClock, type Clock } from '../../lib/clock.ts';
import { READER_POLICY } from '../reader/reader.policy.ts';

/**
 * Daily roll-ups per profile (issue 14 item 2/4): `ledger_daily` holds, per profile, time zone and
 * calendar day, the seconds read and reading sessions (from the reader's own `reading_sessions`,
 * so dashboards agree with the reader), the active sessions, page views and content impressions
 * (from the ledger).
 *
 * "Today" is handled by rolling up on demand before reading: every read recomputes the days of
 * its range that have no row yet, and always the last two days (today, and yesterday — a reading
 * session opened just before midnight keeps growing after it, for at most the 2-hour cap). Older
 * days are read as stored; the `ledger-rollup` job recomputes yesterday and today every hour for
 * every profile and time zone seen, and any range on demand. Every recompute is idempotent (the
 * whole day is computed again and upserted).
 */

export interface DailyFigures {
  profileId: string;
  /** YYYY-MM-DD in the time zone asked for. */
  day: string;
  secondsRead: number;
  /** Math.round(secondsRead / 60), like the parent dashboard. */
  minutes: number;
  readingSessions: number;
  activeSessions: number;
  pageViews: number;
  impressions: number;
}

/** How many days back (from today) are always recomputed before a read. */
export const ROLLUP_FRESH_DAYS = 2;

const addDays = (day: string, n: number): string => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

export function createRollupsRepo(db: DbOrTx, clock: Clock = systemClock) {
  /** Recompute (upsert) the days `fromDay..toDay` of these profiles in `tz`. Answers rows written. */
  async function recompute(
    profileIds: readonly string[],
    tz: string,
    fromDay: string,
    toDay: string,
  ): Promise<number> {
    if (profileIds.length === 0 || fromDay > toDay) return 0;
    const ids = sql`${sql.param([...profileIds])}::uuid[]`;
    // The instants bounding the range in `tz` (a day before and after, to be safe with offsets;
    // rows are then filtered by their calendar day).
    const lo = sql`((${fromDay}::date - 1)::timestamp AT TIME ZONE ${tz})`;
    const hi = sql`((${toDay}::date + 2)::timestamp AT TIME ZONE ${tz})`;
    const r = await db.execute(sql`
      WITH days AS (
        SELECT u.id AS user_id, d::date AS day
        FROM unnest(${ids}) AS u(id)
        JOIN users ON users.id = u.id
        CROSS JOIN generate_series(${fromDay}::date, ${toDay}::date, interval '1 day') AS d
      ),
      rs AS (
        SELECT rs.user_id, (rs.opened_at AT TIME ZONE ${tz})::date AS day,
          sum(least(extract(epoch FROM rs.last_activity_at - rs.opened_at),
            ${READER_POLICY.sessionCapSeconds}::float8))::float8 AS seconds,
          count(*)::int AS n
        FROM reading_sessions rs
        WHERE rs.user_id = ANY(${ids}) AND rs.opened_at >= ${lo} AND rs.opened_at < ${hi}
        GROUP BY 1, 2
      ),
      le AS (
        SELECT le.user_id, (le.client_at AT TIME ZONE ${tz})::date AS day,
          count(DISTINCT le.active_session_id) FILTER (WHERE le.event_type = 'SESSION_START')::int
            AS sessions,
          count(*) FILTER (WHERE le.event_type = 'PAGE_VIEW_START')::int AS page_views,
          count(*) FILTER (WHERE le.event_type = 'CONTENT_IMPRESSION')::int AS impressions
        FROM ledger_events le
        WHERE le.user_id = ANY(${ids}) AND le.client_at >= ${lo} AND le.client_at < ${hi}
        GROUP BY 1, 2
      )
      INSERT INTO ledger_daily AS ld (user_id, time_zone, day, seconds_read, reading_sessions,
        active_sessions, page_views, impressions, computed_at)
      SELECT days.user_id, ${tz}, days.day, COALESCE(rs.seconds, 0), COALESCE(rs.n, 0),
        COALESCE(le.sessions, 0), COALESCE(le.page_views, 0), COALESCE(le.impressions, 0), now()
      FROM days
      LEFT JOIN rs ON rs.user_id = days.user_id AND rs.day = days.day
      LEFT JOIN le ON le.user_id = days.user_id AND le.day = days.day
      ON CONFLICT (user_id, time_zone, day) DO UPDATE SET
        seconds_read = excluded.seconds_read, reading_sessions = excluded.reading_sessions,
        active_sessions = excluded.active_sessions, page_views = excluded.page_views,
        impressions = excluded.impressions, computed_at = excluded.computed_at`);
    return r.rowCount ?? 0;
  }

  /** Roll up what a read of this range needs: days without a row, and the last two days. */
  async function ensure(
    profileIds: readonly string[],
    tz: string,
    fromDay: string,
    toDay: string,
  ): Promise<void> {
    if (profileIds.length === 0 || fromDay > toDay) return;
    const today = calendarDayIn(clock.now(), tz);
    const freshFrom = addDays(today, -(ROLLUP_FRESH_DAYS - 1));
    // Fresh days inside the range are always recomputed.
    const lo = freshFrom > fromDay ? freshFrom : fromDay;
    if (lo <= toDay) await recompute(profileIds, tz, lo, toDay);
    // Older days: only the (profile, day) pairs that were never rolled up.
    const olderTo = addDays(lo, -1) < toDay ? addDays(lo, -1) : toDay;
    if (fromDay > olderTo) return;
    const r = await db.execute(sql`
      SELECT count(*)::int AS n FROM ledger_daily
      WHERE user_id = ANY(${sql.param([...profileIds])}::uuid[]) AND time_zone = ${tz}
        AND day BETWEEN ${fromDay}::date AND ${olderTo}::date`);
    const have = Number((r.rows[0] as { n: number }).n);
    const want =
      profileIds.length *
      (Math.round((Date.parse(olderTo) - Date.parse(fromDay)) / 86_400_000) + 1);
    if (have < want) await recompute(profileIds, tz, fromDay, olderTo);
  }

  /** The stored figures (no roll-up): only days that have a row. */
  async function read(
    profileIds: readonly string[],
    tz: string,
    fromDay: string,
    toDay: string,
  ): Promise<DailyFigures[]> {
    if (profileIds.length === 0) return [];
    const r = await db.execute(sql`
      SELECT user_id, to_char(day, 'YYYY-MM-DD') AS day, seconds_read, reading_sessions,
        active_sessions, page_views, impressions
      FROM ledger_daily
      WHERE user_id = ANY(${sql.param([...profileIds])}::uuid[]) AND time_zone = ${tz}
        AND day BETWEEN ${fromDay}::date AND ${toDay}::date
      ORDER BY day, user_id`);
    return (
      r.rows as Array<{
        user_id: string;
        day: string;
        seconds_read: number;
        reading_sessions: number;
        active_sessions: number;
        page_views: number;
        impressions: number;
      }>
    ).map((x) => ({
      profileId: x.user_id,
      day: x.day,
      secondsRead: Number(x.seconds_read),
      minutes: Math.round(Number(x.seconds_read) / 60),
      readingSessions: x.reading_sessions,
      activeSessions: x.active_sessions,
      pageViews: x.page_views,
      impressions: x.impressions,
    }));
  }

  return {
    recompute,
    ensure,
    read,
    /**
     * Daily figures of these profiles for the days `fromDay..toDay` (inclusive, calendar days in
     * `tz`, default UTC), rolled up on demand first (see above). Every profile that exists gets
     * a row for every day (zeros when nothing happened).
     */
    async dailyByProfileDay(
      profileIds: readonly string[],
      fromDay: string,
      toDay: string,
      tz = 'UTC',
    ): Promise<DailyFigures[]> {
      await ensure(profileIds, tz, fromDay, toDay);
      return read(profileIds, tz, fromDay, toDay);
    },
    /** Minutes read per profile and day (from the roll-ups; the reader's own records). */
    async minutesByProfileDay(
      profileIds: readonly string[],
      fromDay: string,
      toDay: string,
      tz = 'UTC',
    ): Promise<Array<{ profileId: string; day: string; minutes: number; secondsRead: number }>> {
      await ensure(profileIds, tz, fromDay, toDay);
      return (await read(profileIds, tz, fromDay, toDay)).map((d) => ({
        profileId: d.profileId,
        day: d.day,
        minutes: d.minutes,
        secondsRead: d.secondsRead,
      }));
    },
    /**
     * The (profile, time zone) pairs with activity since `since`: the time zones their events
     * were sent from, plus UTC. The scheduled job recomputes these.
     */
    async activeProfileZones(since: Date): Promise<Array<{ profileId: string; tz: string }>> {
      const r = await db.execute(sql`
        SELECT DISTINCT user_id AS profile_id, timezone_name AS tz FROM ledger_events
          WHERE client_at >= ${since.toISOString()}::timestamptz
            AND timezone_name IN (SELECT name FROM pg_timezone_names)
        UNION
        SELECT DISTINCT user_id, 'UTC' FROM reading_sessions
          WHERE last_activity_at >= ${since.toISOString()}::timestamptz
        UNION
        SELECT DISTINCT user_id, 'UTC' FROM ledger_events
          WHERE client_at >= ${since.toISOString()}::timestamptz`);
      return (r.rows as Array<{ profile_id: string; tz: string }>).map((x) => ({
        profileId: x.profile_id,
        tz: x.tz,
      }));
    },
  };
}

export type RollupsRepo = ReturnType<typeof createRollupsRepo>;
export { addDays as addCalendarDays };
