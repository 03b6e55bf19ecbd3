import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/db.ts';
import { openDatabase } from './client.ts';

// A PostgreSQL restart (or failover) also ends the connections that open transactions hold. Such
// a client has no listener of the pool's, and pg emits 'error' on it even between two
// statements: that was an uncaught exception, and the app shut down instead of reconnecting
// (found by the reliability suite's PostgreSQL restart, scripts/reliability/pg-restart.mjs).
describe('openDatabase when the server ends a connection in use', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await testDb.drop();
  });

  it('fails that transaction only, and the pool serves the next queries', async () => {
    const database = openDatabase(testDb.url, { max: 2 });
    const admin = new pg.Client({ connectionString: testDb.url });
    await admin.connect();
    const uncaught: unknown[] = [];
    const onUncaught = (err: unknown) => uncaught.push(err);
    process.on('uncaughtException', onUncaught);
    try {
      const tx = database.db.transaction(async (t) => {
        const { rows } = await t.execute<{ pid: number }>(sql`SELECT pg_backend_pid() AS pid`);
        // The server ends this very connection while the transaction is between statements.
        await admin.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await t.execute(sql`SELECT 1`);
      });
      await expect(tx).rejects.toThrow();
      expect(uncaught).toEqual([]);
      const answers = await Promise.all(
        [1, 2, 3].map(() => database.db.execute<{ one: number }>(sql`SELECT 1 AS one`)),
      );
      expect(answers.map((a) => a.rows[0]!.one)).toEqual([1, 1, 1]);
    } finally {
      process.off('uncaughtException', onUncaught);
      await admin.end();
      await database.close();
    }
  });
});
