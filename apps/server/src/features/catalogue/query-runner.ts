import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/**
 * Runs the catalogue's read queries (built with Drizzle's `sql`) on the pool. Queries of a fixed
 * shape on hot paths (viewer, book details, card pages) run as named prepared statements: each
 * pooled connection parses and plans them once instead of on every request. The name is a hash
 * of the SQL text, so every shape gets its own statement.
 */
export interface QueryRunner {
  rows<T extends Record<string, unknown>>(query: SQL, opts?: { prepare?: boolean }): Promise<T[]>;
  /**
   * The same for a statement written as SQL text with `$n` parameters: for the hottest fixed
   * statements, which then skip building their text on every call.
   */
  text<T extends Record<string, unknown>>(
    text: string,
    values: unknown[],
    opts?: { prepare?: boolean },
  ): Promise<T[]>;
}

export function createQueryRunner(pool: pg.Pool): QueryRunner {
  const names = new Map<string, string>();
  const nameOf = (text: string): string => {
    let name = names.get(text);
    if (!name) {
      name = `pb_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
      names.set(text, name);
    }
    return name;
  };
  async function run<T extends Record<string, unknown>>(
    text: string,
    values: unknown[],
    opts: { prepare?: boolean },
  ): Promise<T[]> {
    const config: pg.QueryConfig = { text, values };
    if (opts.prepare) config.name = nameOf(text);
    const result = await pool.query<T>(config);
    return result.rows;
  }
  return {
    rows<T extends Record<string, unknown>>(
      query: SQL,
      opts: { prepare?: boolean } = {},
    ): Promise<T[]> {
      const { sql: text, params } = dialect.sqlToQuery(query);
      return run<T>(text, params, opts);
    },
    text<T extends Record<string, unknown>>(
      text: string,
      values: unknown[],
      opts: { prepare?: boolean } = {},
    ): Promise<T[]> {
      return run<T>(text, values, opts);
    },
  };
}
