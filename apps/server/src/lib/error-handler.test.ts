import Fastify from 'fastify';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { databaseUnavailable, errorHandler, UNAVAILABLE_RETRY_AFTER_S } from './error-handler.ts';

/** A real driver error: a PostgreSQL that is not there (nothing listens on port 1). */
async function refusedConnection(): Promise<Error> {
  const client = new pg.Client({ host: '127.0.0.1', port: 1, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
  } catch (e) {
    return e as Error;
  }
  throw new Error('connected to port 1');
}

/** A PostgreSQL error as node-postgres builds it, wrapped as drizzle wraps a failed query. */
function failedQuery(code: string, message: string): Error {
  const cause = Object.assign(new Error(message), { code, severity: 'FATAL', routine: 'x' });
  return new Error('Failed query: SELECT secret FROM users WHERE email = $1\nparams: a@b.c', {
    cause,
  });
}

describe('the database out of reach', () => {
  it('is recognised through drizzle’s wrapper, and a client’s or a program’s error is not', async () => {
    expect(databaseUnavailable(await refusedConnection())).toBe(true);
    expect(
      databaseUnavailable(failedQuery('57P01', 'terminating connection due to administrator')),
    ).toBe(true);
    expect(databaseUnavailable(failedQuery('08006', 'connection failure'))).toBe(true);
    expect(databaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(databaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(databaseUnavailable(failedQuery('23505', 'duplicate key'))).toBe(false);
    expect(databaseUnavailable(failedQuery('22P02', 'invalid input syntax'))).toBe(false);
    expect(databaseUnavailable(new TypeError('x is undefined'))).toBe(false);
  });

  it('answers 503 with Retry-After and the generic text, never the SQL; other faults stay 500', async () => {
    const logged: string[] = [];
    const app = Fastify({
      logger: {
        level: 'info',
        stream: { write: (line: string) => void logged.push(line) },
      },
    });
    app.setErrorHandler(errorHandler);
    const refused = await refusedConnection();
    app.get('/down', async () => {
      throw new Error('Failed query: SELECT 1', { cause: refused });
    });
    app.get('/shutdown', async () => {
      throw failedQuery('57P01', 'terminating connection due to administrator command');
    });
    app.get('/bug', async () => {
      throw new TypeError('x is undefined');
    });
    try {
      for (const url of ['/down', '/shutdown']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(503);
        expect(res.headers['retry-after']).toBe(String(UNAVAILABLE_RETRY_AFTER_S));
        expect(res.json()).toEqual({
          code: 'UNAVAILABLE',
          message: 'Something  went wrong. Please try again later.',
        });
      }
      const bug = await app.inject({ method: 'GET', url: '/bug' });
      expect(bug.statusCode).toBe(500);
      expect(bug.json()).toMatchObject({ code: 'INTERNAL' });
      expect(logged.join('\n')).toContain('Database unavailable');
      expect(logged.join('\n')).not.toMatch(/secret|a@b\.c/);
    } finally {
      await app.close();
    }
  });
});
