import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../test/app.ts';
import { freePort } from '../test/free-port.ts';
import { createLogger } from '../lib/logger.ts';
import { createRateLimitRedis } from './security.ts';

const hasRedis = spawnSync('redis-server', ['--version']).status === 0;

/** With REDIS_URL, instances share rate-limit counters (a real redis-server, when installed). */
describe.skipIf(!hasRedis)('rate limit counters in Redis', () => {
  let server: ChildProcess;
  let redis: { quit(): Promise<unknown> };
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    const port = await freePort();
    server = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    const deadline = Date.now() + 10_000;
    for (;;) {
      try {
        redis = await createRateLimitRedis(
          `redis://127.0.0.1:${port}`,
          createLogger({ level: 'silent' }),
        );
        await (redis as unknown as { ping(): Promise<string> }).ping();
        break;
      } catch (e) {
        await redis?.quit().catch(() => undefined);
        if (Date.now() > deadline) throw e;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    a = await createTestApp({ redis });
    b = await createTestApp({ redis });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await redis?.quit().catch(() => undefined);
    server?.kill();
  });

  it('two instances count one IP together', async () => {
    const ip = '192.0.2.77';
    const url = '/api/users/password/token-validation?token=x';
    for (let i = 0; i < 20; i++)
      expect((await a.app.inject({ method: 'GET', url, remoteAddress: ip })).statusCode).toBe(200);
    for (let i = 0; i < 10; i++)
      expect((await b.app.inject({ method: 'GET', url, remoteAddress: ip })).statusCode).toBe(200);
    const over = await b.app.inject({ method: 'GET', url, remoteAddress: ip });
    expect(over.statusCode).toBe(429);
    expect(json(over)).toMatchObject({ code: 'RATE_LIMITED' });
  });
});
