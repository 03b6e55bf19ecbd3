import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ADMIN_DEFAULT_PAGE_SIZE, ADMIN_PAGE_SIZES } from '@pagebird/contract';

export type SortOrder = 'asc' | 'desc';

export interface AdminListState {
  /** Zero-based page (spec §7 "Admin lists"). */
  page: number;
  size: number;
  /** "key,order" or undefined for the list's default. */
  sort: string | undefined;
  search: string;
  sortKey: string | undefined;
  sortOrder: SortOrder | undefined;
  /** Filters kept in the URL beside the list query (e.g. `role`). */
  filters: Record<string, string>;
  setPage: (page: number) => void;
  setSize: (size: number) => void;
  /** Clicking a header: asc first, then desc, then asc again. */
  toggleSort: (key: string) => void;
  setSearch: (search: string) => void;
  setFilter: (name: string, value: string | undefined) => void;
}

const RESERVED = new Set(['page', 'size', 'sort', 'search']);

/**
 * The list query kept in the URL (`?page=2&size=50&sort=email,asc&search=ann`), so a reload, a
 * shared link or the back button returns to the same page. Page numbers are zero-based like the
 * API; changing the size, sort, search or a filter starts again at page 0.
 */
export function useAdminListState(
  defaultSort?: string,
  filterNames: readonly string[] = [],
): AdminListState {
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0);
  const rawSize = Number.parseInt(params.get('size') ?? '', 10);
  const size = (ADMIN_PAGE_SIZES as readonly number[]).includes(rawSize)
    ? rawSize
    : ADMIN_DEFAULT_PAGE_SIZE;
  const sortParam = params.get('sort');
  const sort =
    sortParam && /^[A-Za-z][\w.]*,(asc|desc)$/i.test(sortParam) ? sortParam : defaultSort;
  const search = params.get('search') ?? '';
  const [sortKey, order] = (sort ?? '').split(',');
  const sortOrder = order ? (order.toLowerCase() as SortOrder) : undefined;
  const filterKey = filterNames.map((n) => `${n}=${params.get(n) ?? ''}`).join('&');
  const filters = useMemo(() => {
    const out: Record<string, string> = {};
    for (const part of filterKey.split('&')) {
      const [k, v] = part.split('=');
      if (k && v) out[k] = v;
    }
    return out;
  }, [filterKey]);

  const update = useCallback(
    (changes: Record<string, string | undefined>, keepPage = false) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(changes)) {
            if (v === undefined || v === '') next.delete(k);
            else next.set(k, v);
          }
          if (!keepPage && !('page' in changes)) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return {
    page,
    size,
    sort,
    search,
    sortKey: sortKey || undefined,
    sortOrder,
    filters,
    setPage: (p) => update({ page: p > 0 ? String(p) : undefined }, true),
    setSize: (s) => update({ size: s === ADMIN_DEFAULT_PAGE_SIZE ? undefined : String(s) }),
    toggleSort: (key) => {
      const nextOrder: SortOrder = sortKey === key && sortOrder === 'asc' ? 'desc' : 'asc';
      update({ sort: `${key},${nextOrder}` });
    },
    setSearch: (s) => update({ search: s.trim() || undefined }),
    setFilter: (name, value) => {
      if (RESERVED.has(name)) return;
      update({ [name]: value });
    },
  };
}
