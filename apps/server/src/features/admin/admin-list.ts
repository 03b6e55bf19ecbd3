import { asc, desc, type SQL } from 'drizzle-orm';
import type { AnyColumn } from 'drizzle-orm';
import type { AdminListQuery, AdminPage } from '@pagebird/contract';

/**
 * Server side of every admin list (spec §7 "Admin lists"): the sort "key,order" is checked
 * against the list's own sortable columns (an unknown key falls back to the default, never
 * reaches SQL), and a page is answered with its totals.
 */
export function adminOrderBy(
  sort: string | undefined,
  columns: Record<string, AnyColumn | SQL>,
  fallback: { key: string; order: 'asc' | 'desc' },
): SQL[] {
  const [key, order] = (sort ?? '').split(',');
  const column = key && Object.hasOwn(columns, key) ? columns[key] : undefined;
  const dir = (order ?? '').toLowerCase() === 'asc' ? 'asc' : 'desc';
  const chosen = column ?? columns[fallback.key];
  const direction = column ? dir : fallback.order;
  if (!chosen) throw new Error(`admin list: no column for default sort key ${fallback.key}`);
  return [direction === 'asc' ? asc(chosen) : desc(chosen)];
}

/** LIMIT/OFFSET of a list query. */
export function adminPaging(q: Pick<AdminListQuery, 'page' | 'size'>): {
  limit: number;
  offset: number;
} {
  return { limit: q.size, offset: q.page * q.size };
}

/** The answer of a list: `content` with the totals of the whole (filtered) list. */
export function adminPage<T>(
  content: T[],
  totalElements: number,
  q: Pick<AdminListQuery, 'page' | 'size'>,
): AdminPage<T> {
  return {
    content,
    page: q.page,
    size: q.size,
    totalElements,
    totalPages: Math.ceil(totalElements / q.size),
  };
}

/** `%term%` for ILIKE with the LIKE wildcards of the term escaped. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
