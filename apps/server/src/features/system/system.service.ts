import type { Configuration } from '@pagebird/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export interface SystemServiceDeps {
  db: Db;
  version: string;
  supportEmail: string;
  startedAt: number;
  /** The ask-me feature switch (config ASK_ME; default on). */
  askMe?: boolean;
}

export function createSystemService(deps: SystemServiceDeps) {
  return {
    /** Liveness and database reachability (SELECT 1, at most 2 s). */
    async health() {
      let up: boolean;
      try {
        await Promise.race([
          deps.db.execute(sql`SELECT 1`),
          new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000).unref()),
        ]);
        up = true;
      } catch {
        up = false;
      }
      return {
        status: up ? ('ok' as const) : ('degraded' as const),
        database: up ? ('up' as const) : ('down' as const),
        version: deps.version,
        uptimeSeconds: Math.round((Date.now() - deps.startedAt) / 1000),
      };
    },

    /** Client configuration and feature switches (spec §6: ask-me and library/collections on). */
    configuration(): Configuration {
      return {
        version: deps.version,
        features: { askMe: deps.askMe ?? true, libraryAndCollections: true, myLibraryLabel: true },
        trialDays: 7,
        invitationDays: 30,
        paymentsProvider: 'sandbox',
        supportEmail: deps.supportEmail,
      };
    },
  };
}

export type SystemService = ReturnType<typeof createSystemService>;
