import { z } from 'zod';
import { calendarDayIn } from '@pagebird/contract';
import type { Jobs } from '../../jobs/jobs.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import { addCalendarDays, ROLLUP_FRESH_DAYS, type RollupsRepo } from './rollups.repo.ts';

/** Queue of the daily roll-ups (hourly; `npm run worker -- --run-now ledger-rollup`). */
export const LEDGER_ROLLUP_JOB = 'ledger-rollup';
export const LEDGER_ROLLUP_CRON = '7 * * * *';

/**
 * Job data: nothing (the schedule: yesterday and today of every profile and time zone active in
 * the last two days), or a range to recompute on demand.
 */
export const rollupJobDataSchema = z.object({
  profileIds: z.array(z.string().uuid()).max(10_000).optional(),
  tz: z.string().max(64).optional(),
  fromDay: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  toDay: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});
export type RollupJobData = z.infer<typeof rollupJobDataSchema>;

export function createRollupRunner(deps: { rollups: RollupsRepo; clock: Clock }) {
  const { rollups, clock } = deps;
  return async function run(data: RollupJobData): Promise<number> {
    if (data.profileIds && data.tz && data.fromDay && data.toDay) {
      return rollups.recompute(data.profileIds, data.tz, data.fromDay, data.toDay);
    }
    const now = clock.now();
    const since = new Date(now.getTime() - ROLLUP_FRESH_DAYS * 86_400_000);
    const pairs = await rollups.activeProfileZones(since);
    const byZone = new Map<string, string[]>();
    for (const p of pairs) byZone.set(p.tz, [...(byZone.get(p.tz) ?? []), p.profileId]);
    let rows = 0;
    for (const [tz, ids] of byZone) {
      const today = calendarDayIn(now, tz);
      rows += await rollups.recompute(
        ids,
        tz,
        addCalendarDays(today, -(ROLLUP_FRESH_DAYS - 1)),
        today,
      );
    }
    return rows;
  };
}

export function defineRollupJobs(
  jobs: Jobs,
  run: ReturnType<typeof createRollupRunner>,
  logger: Logger,
): void {
  jobs.define<RollupJobData>(LEDGER_ROLLUP_JOB, {
    cron: LEDGER_ROLLUP_CRON,
    retryLimit: 3,
    retryDelay: 60,
    async handler(data) {
      // Idempotent: each day is computed whole again and upserted.
      const rows = await run(rollupJobDataSchema.parse(data ?? {}));
      logger.info({ rows }, 'Ledger roll-ups recomputed');
    },
  });
}
