import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, withDatabase } from '../../db/client.ts';
import { seedDemo } from '../../seed/demo.ts';
import { seedBillingWith } from '../../seed/billing.ts';
import { createLogger } from '../../lib/logger.ts';
import { createTestDatabase, type TestDatabase } from '../../test/db.ts';

/**
 * Backup and restore as docs/deploy.md tells an operator (issue 15): `pg_dump -Fc` of a database
 * with the demo data, `pg_restore` into an empty one, and every row of every table is back
 * (count and content checksum per table). Needs a pg_dump at least as new as the server: the
 * CI's second server pass (PostgreSQL 15 service, Debian's pg_dump 15) runs it; against the
 * bundled PostgreSQL 18 with an older pg_dump it is skipped with that reason.
 */
const which = (bin: string) => spawnSync('which', [bin], { encoding: 'utf8' }).stdout.trim();
const pgDump = which('pg_dump');
const pgRestore = which('pg_restore');

async function serverMajor(url: string): Promise<number> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query<{ v: string }>(
      "SELECT current_setting('server_version_num') AS v",
    );
    return Math.floor(Number(rows[0]!.v) / 10000);
  } finally {
    await c.end();
  }
}

function toolMajor(bin: string): number {
  const out = spawnSync(bin, ['--version'], { encoding: 'utf8' }).stdout;
  return Number(/(\d+)(?:\.\d+)?/.exec(out)?.[1] ?? 0);
}

/** Per table: row count and an md5 of all rows (as text, in a stable order). */
async function fingerprint(url: string): Promise<Record<string, string>> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows: tables } = await c.query<{ t: string }>(
      `SELECT quote_ident(schemaname) || '.' || quote_ident(tablename) AS t FROM pg_tables
       WHERE schemaname IN ('public', 'drizzle') ORDER BY 1`,
    );
    const out: Record<string, string> = {};
    for (const { t } of tables) {
      const { rows } = await c.query<{ n: string; h: string | null }>(
        `SELECT count(*)::text AS n, md5(string_agg(x::text, '|' ORDER BY x::text)) AS h FROM ${t} x`,
      );
      out[t] = `${rows[0]!.n}:${rows[0]!.h ?? '-'}`;
    }
    return out;
  } finally {
    await c.end();
  }
}

const databases: TestDatabase[] = [];
afterAll(async () => {
  for (const d of databases) await d.drop().catch(() => undefined);
});

describe('backup and restore (pg_dump → pg_restore)', async () => {
  const source = await createTestDatabase();
  databases.push(source);
  const major = await serverMajor(source.url);
  const usable = Boolean(pgDump && pgRestore) && toolMajor(pgDump) >= major;

  it.skipIf(!usable)(
    `keeps every row of every table (needs pg_dump ≥ ${major}; found ${pgDump ? toolMajor(pgDump) : 'none'})`,
    async () => {
      const db = openDatabase(source.url, { max: 2 });
      try {
        await seedDemo(db.db);
        await seedBillingWith({ provider: 'sandbox' }, db.db, createLogger({ level: 'silent' }));
      } finally {
        await db.close();
      }
      const before = await fingerprint(source.url);
      expect(Object.keys(before).length).toBeGreaterThan(40);
      expect(Number(before['public.users']!.split(':')[0])).toBeGreaterThan(5);

      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pagebird-backup-'));
      const file = path.join(dir, 'pagebird.dump');
      try {
        const dump = spawnSync(pgDump, ['-Fc', '--no-owner', '-f', file, source.url], {
          encoding: 'utf8',
        });
        expect(dump.status, dump.stderr).toBe(0);

        const target = await createEmptyDatabase(source.url);
        databases.push(target);
        const restore = spawnSync(
          pgRestore,
          ['--no-owner', '--exit-on-error', '-d', target.url, file],
          { encoding: 'utf8' },
        );
        expect(restore.status, restore.stderr).toBe(0);
        expect(await fingerprint(target.url)).toEqual(before);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});

async function createEmptyDatabase(like: string): Promise<TestDatabase> {
  const name = `pagebird_restore_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const adminUrl = withDatabase(like, 'postgres');
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(`CREATE DATABASE "${name}" TEMPLATE template0`);
  } finally {
    await c.end();
  }
  return {
    name,
    url: withDatabase(like, name),
    async drop() {
      const d = new pg.Client({ connectionString: adminUrl });
      await d.connect();
      try {
        await d.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await d.end();
      }
    },
  };
}
