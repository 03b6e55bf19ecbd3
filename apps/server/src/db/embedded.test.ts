import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded.ts';
import { createLogger } from '../lib/logger.ts';
import { freePort } from '../test/free-port.ts';

const logger = createLogger({ level: 'silent' });
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pagebird-embedded-'));
fs.chmodSync(dir, 0o755);
let first: EmbeddedPostgres | undefined;

afterAll(async () => {
  await first?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function query(url: string, text: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text)).rows;
  } finally {
    await c.end();
  }
}

describe('embedded PostgreSQL', () => {
  it('initialises, starts, creates the database, refuses a second instance, keeps data across restarts', async () => {
    const port = await freePort();
    first = await startEmbeddedPostgres({ dataDir: dir, port, logger });
    expect(first.url).toMatch(
      new RegExp(`^postgres://postgres:.+@127\\.0\\.0\\.1:${port}/pagebird$`),
    );
    expect((await query(first.url, 'SHOW server_version'))[0].server_version).toMatch(/^18\./);
    await query(first.url, "CREATE TABLE kept (v text); INSERT INTO kept VALUES ('hello')");

    // A second server on the same data directory is refused with a clear message.
    await expect(
      startEmbeddedPostgres({ dataDir: dir, port: await freePort(), logger }),
    ).rejects.toThrow(/Another Pagebird server \(pid \d+\) is already using the data directory/);

    await first.stop();
    await first.stop(); // idempotent
    expect(fs.existsSync(path.join(dir, 'pg', 'postmaster.pid'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'pagebird.lock'))).toBe(false);

    first = await startEmbeddedPostgres({ dataDir: dir, port, logger });
    expect(await query(first.url, 'SELECT v FROM kept')).toEqual([{ v: 'hello' }]);
    await first.stop();
    first = undefined;
  }, 120_000);

  it('explains a port that is taken', async () => {
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'pagebird-embedded-port-'));
    fs.chmodSync(other, 0o755);
    const net = await import('node:net');
    const blocker = net.createServer().listen(0, '127.0.0.1');
    await new Promise((r) => blocker.once('listening', r));
    const port = (blocker.address() as { port: number }).port;
    try {
      await expect(startEmbeddedPostgres({ dataDir: other, port, logger })).rejects.toThrow(
        `The embedded PostgreSQL could not listen on port ${port}: it is used by another program. Set EMBEDDED_PG_PORT to a free port.`,
      );
      expect(fs.existsSync(path.join(other, 'pagebird.lock'))).toBe(false);
    } finally {
      blocker.close();
      fs.rmSync(other, { recursive: true, force: true });
    }
  }, 120_000);
});
