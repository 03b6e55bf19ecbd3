import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/app.ts';
import { createBook, refreshSearchWords } from '../../test/catalogue-factories.ts';
import { createParent, loginAs } from '../../test/factories.ts';

/**
 * DATABASE_READ_URL (issue 15): search and the catalogue read model read from the replica's
 * pool; everything else (sign-in, writes) stays on the primary. The test opens a second pool on
 * the same database as the replica and counts the connections each pool hands out.
 */

let t: TestApp;
let token = '';
let bookId = '';
const acquired = { primary: 0, replica: 0 };

beforeAll(async () => {
  t = await createTestApp({ readReplica: true });
  t.database.pool.on('acquire', () => acquired.primary++);
  t.readDatabase!.pool.on('acquire', () => acquired.replica++);
  bookId = (await createBook(t.database.db, { title: 'Replica Rockets' })).id;
  await refreshSearchWords(t.database.db);
  const parent = await createParent(t.database.db);
  token = await loginAs(t.app, parent.email!, parent.password);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('DATABASE_READ_URL', () => {
  it('answers searches from the replica', async () => {
    const before = { ...acquired };
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/text-search/child?query=rockets',
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ items: Array<{ id: string }> }>(res).items.map((b) => b.id)).toContain(bookId);
    expect(acquired.replica).toBeGreaterThan(before.replica);
  });

  it('keeps writes on the primary', async () => {
    const before = { ...acquired };
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/favorite/${bookId}`,
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(acquired.primary).toBeGreaterThan(before.primary);
    expect(acquired.replica).toBe(before.replica);
  });

  it('is refused without DATABASE_URL (a replica of which primary?)', () => {
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://r@replica:5432/pagebird' })).toThrow(
      ConfigError,
    );
    const config = loadConfig({
      DATABASE_URL: 'postgres://p@primary:5432/pagebird',
      DATABASE_READ_URL: 'postgres://r@replica:5432/pagebird',
    });
    expect(config.databaseReadUrl).toBe('postgres://r@replica:5432/pagebird');
  });
});
