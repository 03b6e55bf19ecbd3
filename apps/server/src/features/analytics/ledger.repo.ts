import { sql } from 'drizzle-orm';
import type { LedgerEvent } from '@pagebird/contract';
import type { QueryRunner } from '../catalogue/query-runner.ts';

/**
 * The ledger's writes (issue 14 item 2). A batch is stored by ONE statement: the batch row is
 * inserted with ON CONFLICT DO NOTHING (the batch id is the dedupe key) and all its events are
 * inserted from arrays (`unnest`) only when that batch row was new — so a retried batch is
 * stored exactly once, and a batch is never half-written. The statement's text is fixed (only
 * its parameters change), so it runs prepared: each pooled connection parses and plans it once,
 * not for every batch (a fifth of the soak's requests). `runner` must be the primary's.
 */
export function createLedgerRepo(runner: QueryRunner) {
  return {
    async storeBatch(
      userId: string,
      batchId: string,
      events: readonly LedgerEvent[],
    ): Promise<{ stored: number; duplicate: boolean }> {
      const col = <T>(f: (e: LedgerEvent) => T): T[] => events.map(f);
      const rows = await runner.rows<{ batches: number; stored: number }>(
        sql`
        WITH b AS (
          INSERT INTO ledger_batches (batch_id, user_id, event_count)
          VALUES (${batchId}::uuid, ${userId}::uuid, ${events.length})
          ON CONFLICT (batch_id) DO NOTHING
          RETURNING batch_id
        ), ins AS (
          INSERT INTO ledger_events (batch_id, user_id, event_type, record_id, active_session_id,
            name, kind, duration_ms, content_id, initial_viewport, client_at, timezone_name,
            timezone_offset, platform, device, os, app_version)
          SELECT b.batch_id, ${userId}::uuid, e.* FROM b CROSS JOIN unnest(
            ${sql.param(col((e) => e.eventType))}::text[],
            ${sql.param(col((e) => e.recordId))}::uuid[],
            ${sql.param(col((e) => e.activeSessionId))}::text[],
            ${sql.param(col((e) => ('name' in e ? e.name : null)))}::text[],
            ${sql.param(col((e) => ('kind' in e ? e.kind : null)))}::text[],
            ${sql.param(col((e) => ('durationMs' in e ? e.durationMs : null)))}::int[],
            ${sql.param(col((e) => ('contentId' in e ? e.contentId : null)))}::uuid[],
            ${sql.param(col((e) => ('initialViewport' in e ? e.initialViewport : null)))}::bool[],
            ${sql.param(col((e) => new Date(e.clientTimestamp).toISOString()))}::timestamptz[],
            ${sql.param(col((e) => e.timezoneName))}::text[],
            ${sql.param(col((e) => e.timezoneOffset))}::int[],
            ${sql.param(col((e) => e.platform))}::text[],
            ${sql.param(col((e) => e.device))}::text[],
            ${sql.param(col((e) => e.os))}::text[],
            ${sql.param(col((e) => e.appVersion))}::text[]
          ) AS e
          RETURNING 1
        )
        SELECT (SELECT count(*) FROM b)::int AS batches, (SELECT count(*) FROM ins)::int AS stored`,
        { prepare: true },
      );
      const row = rows[0]!;
      return { stored: row.stored, duplicate: row.batches === 0 };
    },
  };
}
export type LedgerRepo = ReturnType<typeof createLedgerRepo>;
