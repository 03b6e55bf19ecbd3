import { sql } from 'drizzle-orm';
import { opsApi, readyResponseSchema, type ReadyResponse } from '@pagebird/contract';
import type { Db } from '../../db/client.ts';
import type { Router } from '../../lib/route.ts';
import type { StorageProvider } from '../../providers/storage/index.ts';

/** What the process knows about its own life: set `draining` on SIGTERM (main.ts). */
export interface Lifecycle {
  draining: boolean;
}

const PROBE_TIMEOUT_MS = 2000;

async function probe(check: () => Promise<unknown>): Promise<'up' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), PROBE_TIMEOUT_MS);
        timer.unref();
      }),
    ]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/** Readiness (GET /api/ready): 200 when the instance should get traffic, else 503. */
export function registerOpsRoutes(
  r: Router,
  deps: { db: Db; storage: StorageProvider; lifecycle: Lifecycle },
): void {
  r.route(
    opsApi.ready,
    async ({ reply }): Promise<ReadyResponse> => {
      const [database, storage] = await Promise.all([
        probe(() => deps.db.execute(sql`SELECT 1`)),
        // A missing key is a normal answer; only an unreachable store throws.
        probe(() => deps.storage.exists('ops/ready-probe.json')),
      ]);
      const draining = deps.lifecycle.draining;
      const ready = database === 'up' && storage === 'up' && !draining;
      if (!ready) reply.code(503);
      return { ready, database, storage, draining };
    },
    { rateLimit: false, responses: { 503: readyResponseSchema.describe('Not ready') } },
  );
}
