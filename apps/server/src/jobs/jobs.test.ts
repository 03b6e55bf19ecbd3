import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { TestClock } from '../lib/clock.ts';
import { createLogger } from '../lib/logger.ts';
import { createTestDatabase, type TestDatabase } from '../test/db.ts';
import { createJobs, JOBS_SCHEMA } from './index.ts';

const logger = createLogger({ level: 'silent' });
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
let testDb: TestDatabase;
let database: Database;

beforeAll(async () => {
  testDb = await createTestDatabase();
  database = openDatabase(testDb.url, { max: 3 });
});
afterAll(async () => {
  await database?.close();
  await testDb?.drop();
});

const jobStates = async (queue: string) =>
  (
    await database.pool.query<{ state: string }>(
      `SELECT state FROM ${JOBS_SCHEMA}.job WHERE name = $1 ORDER BY created_on`,
      [queue],
    )
  ).rows.map((r) => r.state);

describe('pg-boss jobs', () => {
  it('queues in PostgreSQL and runNow runs each due job once, completing it', async () => {
    const jobs = createJobs({ config, database, logger });
    const seen: number[] = [];
    jobs.define<{ n: number }>('test-basic', { handler: async (d) => void seen.push(d.n) });
    expect(await jobs.send('test-basic', { n: 1 })).toMatch(/[0-9a-f-]{36}/);
    await jobs.send('test-basic', { n: 2 });
    expect(await jobStates('test-basic')).toEqual(['created', 'created']);
    await jobs.runNow('test-basic');
    await jobs.runNow('test-basic'); // nothing left: no second run
    expect(seen.sort()).toEqual([1, 2]);
    expect(await jobStates('test-basic')).toEqual(['completed', 'completed']);
    await jobs.stop();
  });

  it('a singleton key queues at most one job', async () => {
    const jobs = createJobs({ config, database, logger });
    jobs.define('test-single', { handler: async () => undefined });
    const first = await jobs.send('test-single', {}, { singletonKey: 'renewal:1' });
    const second = await jobs.send('test-single', {}, { singletonKey: 'renewal:1' });
    expect(first).toBeTruthy();
    expect(second).toBeNull();
    await jobs.stop();
  });

  it('runNow follows the app clock for jobs that start later', async () => {
    const clock = new TestClock();
    const jobs = createJobs({ config, database, logger, clock });
    const seen: string[] = [];
    jobs.define<{ k: string }>('test-later', { handler: async (d) => void seen.push(d.k) });
    await jobs.send(
      'test-later',
      { k: 'later' },
      { startAfter: new Date(clock.now().getTime() + 86_400_000) },
    );
    await jobs.runNow('test-later');
    expect(seen).toEqual([]);
    clock.advance(86_400_000 + 1000);
    await jobs.runNow('test-later');
    expect(seen).toEqual(['later']);
    await jobs.stop();
  });

  it('a scheduled queue with nothing queued runs once with {} on runNow', async () => {
    const jobs = createJobs({ config, database, logger });
    const seen: object[] = [];
    jobs.define('test-cron', { cron: '0 8 * * 1', handler: async (d) => void seen.push(d) });
    await jobs.runNow('test-cron');
    expect(seen).toEqual([{}]);
    await jobs.stop();
  });

  it('drain claims due jobs; a failing handler goes back for retry with its data', async () => {
    const jobs = createJobs({ config, database, logger });
    let calls = 0;
    jobs.define<{ to: string }>('test-retry', {
      retryLimit: 2,
      retryDelay: 0,
      handler: async () => {
        calls++;
        if (calls === 1) throw new Error('SMTP down');
      },
    });
    await jobs.send('test-retry', { to: 'a@example.test' }, { retryDelay: 0, retryBackoff: false });
    await jobs.drain('test-retry');
    // First attempt failed and was retried at once (no delay); the second succeeded.
    expect(calls).toBe(2);
    expect(await jobStates('test-retry')).toEqual(['completed']);
    await jobs.stop();
  });

  it('starting the worker stores the cron schedule of scheduled queues', async () => {
    const worker = createJobs({ config, database, logger });
    worker.define('test-weekly', { cron: '0 8 * * 1', handler: async () => undefined });
    await worker.start();
    const { rows } = await database.pool.query<{ cron: string; timezone: string }>(
      `SELECT cron, timezone FROM ${JOBS_SCHEMA}.schedule WHERE name = 'test-weekly'`,
    );
    expect(rows).toEqual([{ cron: '0 8 * * 1', timezone: 'UTC' }]);
    await worker.stop();
  });

  it('the worker runs jobs queued by another process, and stops gracefully', async () => {
    const producer = createJobs({ config, database, logger });
    const worker = createJobs({ config, database, logger });
    const done = new Promise<string>((resolve) => {
      worker.define<{ v: string }>('test-worker', { handler: async (d) => resolve(d.v) });
    });
    producer.define('test-worker', { handler: async () => undefined });
    // Queued first: the worker's first fetch at start finds it (no waiting on a poll).
    await producer.send('test-worker', { v: 'hello' });
    await worker.start();
    expect(await done).toBe('hello');
    await producer.stop();
    await worker.stop();
  });
});
