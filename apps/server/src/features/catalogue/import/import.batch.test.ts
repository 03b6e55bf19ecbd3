import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../db/client.ts';
import { books } from '../../../db/schema/index.ts';
import { createLocalStorage } from '../../../providers/storage/local.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/db.ts';
import { simpleEpub3 } from '../ingest/test-fixtures.ts';
import { batchTransactions, createImportRepo } from './import.repo.ts';
import { createIngestService, type IngestService } from './import.service.ts';

/**
 * Decision 029: the import command writes books in batches — one transaction (and one commit)
 * for the books that arrive together, each in its own savepoint.
 */

let testDb: TestDatabase;
let database: Database;
let tmp: string;
let service: IngestService;
let transactions = 0;

beforeAll(async () => {
  testDb = await createTestDatabase();
  database = openDatabase(testDb.url, { max: 10 });
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pagebird-batch-'));
  const repo = createImportRepo(database.db);
  const counted: typeof repo.inLockedTransaction = (fn) => {
    transactions++;
    return repo.inLockedTransaction(fn);
  };
  service = createIngestService({
    repo: { ...repo, inLockedTransaction: batchTransactions(counted) },
    storage: createLocalStorage({ root: path.join(tmp, 'files') }),
  });
});
afterAll(async () => {
  await database?.close();
  await testDb?.drop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('batched imports', () => {
  it('imports many books at once in few transactions; a duplicate and a refusal stay alone', async () => {
    const files = Array.from({ length: 12 }, (_, i) =>
      simpleEpub3({ title: `Batch Book ${i}`, authors: [`Writer ${i % 3}`] }),
    );
    // The same book again under another file (another zip comment): a duplicate of book 0.
    const again = simpleEpub3({
      title: 'Batch Book 0',
      authors: ['Writer 0'],
      zip: { comment: 'again' },
    });
    const outcomes = await Promise.all([
      ...files.map((data, i) => service.ingestBook({ data, fileName: `b${i}.epub` })),
      service.ingestBook({ data: again, fileName: 'again.epub' }),
      service.ingestBook({
        data: simpleEpub3({ title: 'Unknown Interest' }),
        fileName: 'refused.epub',
        overrides: { interests: ['no-such-interest'] },
      }),
    ]);
    const statuses = outcomes.map((o) => o.status);
    expect(statuses.slice(1, 12)).toEqual(Array(11).fill('imported'));
    // Book 0 and its second file race: whichever is written first is imported, the other is its
    // duplicate.
    expect([statuses[0], statuses[12]].sort()).toEqual(['duplicate', 'imported']);
    expect(statuses[13]).toBe('rejected');
    // Fewer transactions than books: the books that arrived together shared one.
    expect(transactions).toBeLessThan(13);
    const rows = await database.db.select({ n: count() }).from(books);
    expect(rows[0]?.n).toBe(12);
    // Every book got its own catalogue number.
    const numbers = await database.db.execute<{ id_number: string }>(
      sql`select id_number from books order by id_number`,
    );
    expect(new Set(numbers.rows.map((r) => r.id_number)).size).toBe(12);
  });

  it('fails every book of a batch whose commit fails, and keeps none of them', async () => {
    let calls = 0;
    const failing = batchTransactions(async (fn) =>
      database.db.transaction(async (tx) => {
        calls++;
        const result = await fn(tx);
        throw Object.assign(new Error('commit failed'), { result });
      }),
    );
    const results = await Promise.allSettled(
      [1, 2, 3].map((i) =>
        failing(async (tx) => {
          await tx.execute(sql`select ${i}`);
          return i;
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(calls).toBeGreaterThanOrEqual(1);
    expect(calls).toBeLessThanOrEqual(2);
  });
});
