import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Role, type UserSegment } from '@pagebird/contract';
import { openDatabase, type Database } from '../../db/client.ts';
import { createTestDatabase, type TestDatabase } from '../../test/db.ts';
import { createBook } from '../../test/catalogue-factories.ts';
import { createQueryRunner, type QueryRunner } from './query-runner.ts';
import {
  availableBookSql,
  isBookAvailable,
  isInTerritory,
  territorySql,
  type BookVisibilityAttrs,
  type Viewer,
} from './visibility.ts';

/**
 * The visibility rule exists twice: in SQL (`availableBookSql`, `territorySql`, used by every
 * catalogue query) and in JavaScript (`isBookAvailable`, `isInTerritory`, used by the details read
 * model). Both are evaluated here over every book × viewer of a matrix against PostgreSQL; they
 * must agree everywhere (SQL NULL counting as false, as in a WHERE clause).
 */

let testDb: TestDatabase;
let database: Database;
let runner: QueryRunner;
const books: BookVisibilityAttrs[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase();
  database = openDatabase(testDb.url, { max: 2 });
  runner = createQueryRunner(database.pool);
  const db = database.db;
  const variants: Array<Parameters<typeof createBook>[1]> = [
    {},
    { ageMin: 2, ageMax: 5 },
    { ageMin: 5, ageMax: 5 },
    { ageMin: 6, ageMax: 14 },
    { ageMin: 13, ageMax: 14 },
    { userSegments: ['CONSUMER'] },
    { userSegments: ['EDUCATOR'], ageMin: 4, ageMax: 9 },
    { salesTerritories: ['US'] },
    { salesTerritories: ['GB', 'IE'], ageMin: 2, ageMax: 6 },
    { salesTerritories: ['US', 'WORLD'] },
    { status: 'INACTIVE' },
    { status: 'INACTIVE', salesTerritories: ['GB'], userSegments: ['EDUCATOR'] },
  ];
  const ids: string[] = [];
  for (const v of variants) ids.push((await createBook(db, v)).id);
  // Shapes no import writes, but the columns allow: both sides must still agree.
  const odd = async (set: ReturnType<typeof sql>) => {
    const b = await createBook(db, {});
    await db.execute(sql`UPDATE books SET ${set} WHERE id = ${b.id}::uuid`);
    ids.push(b.id);
  };
  await odd(sql`user_segments = '{}'`);
  await odd(sql`user_segments = ARRAY['CONSUMER', NULL]`);
  await odd(sql`user_segments = ARRAY[NULL]::text[]`);
  await odd(sql`sales_territories = '{}'`);
  await odd(sql`sales_territories = ARRAY[NULL, 'US']`);
  await odd(sql`sales_territories = ARRAY[NULL]::text[]`);
  await odd(sql`sales_territories = '{world}'`);
  await odd(sql`sales_territories = '{us}'`);
  await odd(sql`user_segments = '{consumer}'`);
  const rows = await runner.rows<BookVisibilityAttrs & Record<string, unknown>>(sql`
    SELECT id, status::text AS status, user_segments, age_min, age_max, sales_territories
    FROM books ORDER BY id`);
  books.push(...rows);
  expect(books.map((b) => b.id).sort()).toEqual([...ids].sort());
}, 60_000);

afterAll(async () => {
  await database?.close();
  await testDb?.drop();
});

function viewersMatrix(): Viewer[] {
  const segments: Array<[Role, UserSegment | null]> = [
    [Role.ADMIN, null],
    [Role.PARENT, 'CONSUMER'],
    [Role.TEACHER, 'EDUCATOR'],
  ];
  const ages = [null, 2, 5, 6, 9, 14];
  const territories = [null, 'US', 'GB', 'ZZ'];
  const hidden = [
    [],
    () => [books[0]!.id, books[7]!.id.toUpperCase()],
    () => books.filter((_, i) => i % 3 === 0).map((b) => b.id),
  ];
  const out: Viewer[] = [];
  for (const [role, segment] of segments) {
    for (const age of ages) {
      for (const territory of territories) {
        for (const h of hidden) {
          out.push({
            userId: '00000000-0000-4000-8000-000000000001',
            role,
            name: 'Viewer',
            segment,
            territory,
            age,
            interests: [],
            classroomIds: [],
            hiddenBookIds: typeof h === 'function' ? h() : h,
            school: null,
          });
        }
      }
    }
  }
  return out;
}

describe('visibility rule: JavaScript mirrors SQL', () => {
  it('agrees on every book for every viewer of the matrix', async () => {
    const viewers = viewersMatrix();
    expect(viewers.length).toBe(3 * 6 * 4 * 3);
    let compared = 0;
    let visible = 0;
    let territoryRefused = 0;
    for (const v of viewers) {
      const rows = await runner.rows<{ id: string; available: boolean | null; t: boolean | null }>(
        sql`SELECT b.id, ${availableBookSql(v)} AS available, ${territorySql(v)} AS t
            FROM books b ORDER BY b.id`,
      );
      expect(rows).toHaveLength(books.length);
      for (const [i, row] of rows.entries()) {
        const book = books[i]!;
        expect(row.id).toBe(book.id);
        const js = { available: isBookAvailable(v, book), territory: isInTerritory(v, book) };
        const db = { available: row.available === true, territory: row.t === true };
        if (js.available !== db.available || js.territory !== db.territory) {
          throw new Error(
            `Mismatch for book ${JSON.stringify(book)} and viewer ${JSON.stringify(v)}: ` +
              `JS ${JSON.stringify(js)}, SQL ${JSON.stringify(db)}`,
          );
        }
        compared += 1;
        if (js.available && js.territory) visible += 1;
        if (js.available && !js.territory) territoryRefused += 1;
      }
    }
    // The matrix exercises both outcomes of both parts of the rule.
    expect(compared).toBe(viewers.length * books.length);
    expect(visible).toBeGreaterThan(500);
    expect(territoryRefused).toBeGreaterThan(100);
    expect(compared - visible - territoryRefused).toBeGreaterThan(500);
  });
});
