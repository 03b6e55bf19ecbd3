import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  ArrowDown,
  ArrowUp,
  ArrowUpDown,
  ChevronLeft,
  ChevronRight,
  ChevronsLeft,
  ChevronsRight,
  CircleAlert,
} from 'lucide-react';
import {
  ADMIN_PAGE_SIZES,
  href,
  type AdminPage,
  type Endpoint,
  type WebRouteName,
} from '@pagebird/contract';
import { Button } from '../../../components/ui/button.tsx';
import { DataTable, type Column } from '../../../components/ui/data-table.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { callApi, errorMessage } from '../../../lib/api-client.ts';
import { useAdminListState } from './list-state.ts';
import { StatusSwitch } from './status-switch.tsx';
import styles from './kit.module.css';

/** The item type of a list endpoint whose answer is an `AdminPage<Item>`. */
export type AdminListItem<R extends z.ZodType> = z.output<R> extends AdminPage<infer T> ? T : never;

export interface AdminColumn<T> {
  key: string;
  header: ReactNode;
  /** The server's sort key for this column; makes the header a sort button (aria-sort). */
  sortKey?: string;
  /** Render prop for the cell. */
  cell: (item: T) => ReactNode;
  /** Right-aligned tabular figures. */
  numeric?: boolean;
  /** Wrap the cell in a link to the editor (`editRoute` with the row id). */
  link?: boolean;
}

export interface AdminListFilter {
  /** Query parameter name sent to the list endpoint and kept in the URL. */
  name: string;
  label: string;
  options: { value: string; label: string }[];
  /** Text of the "no filter" option. */
  allLabel: string;
}

export interface AdminListStatus<T> {
  isActive: (item: T) => boolean;
  /** Call the status endpoint (PUT …/status/{status}, PATCH …?status=, discounts' boolean). */
  setActive: (item: T, active: boolean) => Promise<unknown>;
  /** Column header; defaults to "Status". */
  header?: ReactNode;
  /** Hide the switch for some rows (e.g. the signed-in admin's own row). */
  disabled?: (item: T) => boolean;
}

export interface AdminListPageProps<
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
> {
  /** The list endpoint of the contract (GET, query page/size/sort/search, answer AdminPage). */
  endpoint: Endpoint<P, Q, B, R>;
  /** Path params of the endpoint, if it has any (e.g. a zone's facts). */
  params?: z.input<P>;
  /** Fixed query values sent with every request (not kept in the URL). */
  query?: Record<string, string | number | boolean | undefined>;
  columns: AdminColumn<AdminListItem<R>>[];
  rowKey: (item: AdminListItem<R>) => string;
  /** Accessible name of a row (used by the status switch and the edit link). */
  rowLabel: (item: AdminListItem<R>) => string;
  /** The update route; `link` columns and the Edit action go to it with the row id. */
  editRoute?: WebRouteName;
  /** Id for the update route; defaults to `rowKey`. */
  editId?: (item: AdminListItem<R>) => string;
  status?: AdminListStatus<AdminListItem<R>>;
  /** "key,order" used when the URL has none (the server's own default otherwise). */
  defaultSort?: string;
  filters?: AdminListFilter[];
  /** Extra controls in the toolbar. */
  toolbar?: ReactNode;
  /** Table caption (read by screen readers; shown small). */
  caption: string;
  /** Hide the search box for lists without a search. */
  searchable?: boolean;
  searchLabel?: string;
  /** Extra actions per row, after Edit. */
  rowActions?: (item: AdminListItem<R>) => ReactNode;
}

/** Query key prefix of a list, for `invalidateQueries` after writes elsewhere. */
export function adminListKey(endpoint: Pick<Endpoint, 'method' | 'path'>): readonly unknown[] {
  return ['admin-list', endpoint.method, endpoint.path];
}

/**
 * Typed admin list (spec §7 "Admin lists"): server paging (zero-based page, size), sort
 * "key,order" by clicking headers (aria-sort), search, filters — all kept in the URL — and an
 * ACTIVE / INACTIVE switch per row that calls the status endpoint and reloads the list.
 */
export function AdminListPage<
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
>(props: AdminListPageProps<P, Q, B, R>) {
  const {
    endpoint,
    params,
    query: fixedQuery,
    columns,
    rowKey,
    rowLabel,
    editRoute,
    editId = rowKey,
    status,
    defaultSort,
    filters = [],
    toolbar,
    caption,
    searchable = true,
    searchLabel,
  } = props;
  type T = AdminListItem<R>;
  const { t } = useTranslation();
  const state = useAdminListState(
    defaultSort,
    filters.map((f) => f.name),
  );
  const queryClient = useQueryClient();
  const requestQuery = {
    ...fixedQuery,
    ...state.filters,
    page: state.page,
    size: state.size,
    ...(state.sort ? { sort: state.sort } : {}),
    ...(state.search ? { search: state.search } : {}),
  };
  const list = useQuery({
    queryKey: [...adminListKey(endpoint), params ?? null, requestQuery],
    queryFn: ({ signal }) =>
      callApi(endpoint, {
        params,
        query: requestQuery as z.input<Q>,
        signal,
      }) as Promise<AdminPage<T>>,
    placeholderData: keepPreviousData,
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: adminListKey(endpoint) });

  const data = list.data;
  const totalPages = Math.max(1, data?.totalPages ?? 1);
  // A page past the end (after a delete or a narrower search): go to the last page.
  useEffect(() => {
    if (data && data.totalPages > 0 && state.page > data.totalPages - 1) {
      state.setPage(data.totalPages - 1);
    }
  }, [data, state]);

  const sortHeader = (c: AdminColumn<T>, sorted: boolean) => (
    <button
      type="button"
      className={styles.sortButton}
      onClick={() => state.toggleSort(c.sortKey as string)}
    >
      {c.header}
      <span className={styles.sortIcon} aria-hidden="true">
        {!sorted ? (
          <ArrowUpDown size={14} />
        ) : state.sortOrder === 'asc' ? (
          <ArrowUp size={14} />
        ) : (
          <ArrowDown size={14} />
        )}
      </span>
    </button>
  );
  const tableColumns: Column<T>[] = columns.map((c) => {
    const sorted = c.sortKey !== undefined && state.sortKey === c.sortKey;
    return {
      key: c.key,
      header: c.sortKey ? sortHeader(c, sorted) : c.header,
      numeric: c.numeric,
      className: sorted ? styles.sorted : undefined,
      sort: sorted
        ? state.sortOrder === 'asc'
          ? 'ascending'
          : 'descending'
        : c.sortKey
          ? 'none'
          : undefined,
      cell: (item) =>
        c.link && editRoute ? (
          <Link className={styles.rowLink} to={href(editRoute, { id: editId(item) })}>
            {c.cell(item)}
          </Link>
        ) : (
          c.cell(item)
        ),
    };
  });
  if (status) {
    tableColumns.push({
      key: 'pb-status',
      header: status.header ?? t('adminCore.kit.status'),
      cell: (item) => (
        <StatusSwitch
          active={status.isActive(item)}
          name={rowLabel(item)}
          disabled={status.disabled?.(item)}
          onChange={(active) => status.setActive(item, active)}
          onChanged={() => void reload()}
        />
      ),
    });
  }
  if (editRoute || props.rowActions) {
    tableColumns.push({
      key: 'pb-actions',
      header: <span className="pb-visually-hidden">{t('adminCore.kit.actions')}</span>,
      cell: (item) => (
        <>
          {editRoute ? (
            <Link
              className={styles.rowLink}
              to={href(editRoute, { id: editId(item) })}
              aria-label={`${t('adminCore.kit.edit')} ${rowLabel(item)}`}
            >
              {t('adminCore.kit.edit')}
            </Link>
          ) : null}
          {props.rowActions?.(item)}
        </>
      ),
    });
  }

  return (
    <div>
      <div className={styles.toolbar}>
        {searchable ? (
          <SearchBox
            value={state.search}
            onSearch={state.setSearch}
            label={searchLabel ?? t('adminCore.kit.search')}
          />
        ) : null}
        {filters.length ? (
          <div className={styles.filters}>
            {filters.map((f) => (
              <FilterSelect
                key={f.name}
                filter={f}
                value={state.filters[f.name] ?? ''}
                onChange={(v) => state.setFilter(f.name, v || undefined)}
              />
            ))}
          </div>
        ) : null}
        {toolbar}
        {list.isFetching ? <Spinner label={t('adminCore.kit.loading')} /> : null}
      </div>

      {list.isError ? (
        <div className={styles.alert} role="alert">
          <CircleAlert size={18} aria-hidden="true" />
          <span>
            {t('adminCore.kit.loadFailed')} {errorMessage(list.error)}
          </span>
          <Button size="sm" variant="secondary" onClick={() => void list.refetch()}>
            {t('adminCore.kit.retry')}
          </Button>
        </div>
      ) : null}

      <DataTable
        variant="list"
        scroll
        aria-busy={list.isFetching || undefined}
        caption={
          <>
            {caption}
            {data ? ` — ${t('adminCore.kit.total', { count: data.totalElements })}` : ''}
          </>
        }
        columns={tableColumns}
        rows={data?.content ?? []}
        rowKey={(item) => rowKey(item)}
        empty={
          data ? (
            <>
              <strong>{t('adminCore.kit.empty')}</strong> {t('adminCore.kit.emptyText')}
            </>
          ) : list.isPending ? (
            t('adminCore.kit.loading')
          ) : undefined
        }
      />

      <nav className={styles.pager} aria-label={t('adminCore.kit.pagination')}>
        <span aria-live="polite">
          {t('adminCore.kit.pageOf', {
            page: Math.min(state.page + 1, totalPages),
            pages: totalPages,
          })}
          {data ? ` · ${t('adminCore.kit.total', { count: data.totalElements })}` : ''}
        </span>
        <div className={styles.pagerButtons}>
          <PagerButton
            label={t('adminCore.kit.first')}
            disabled={state.page === 0}
            onClick={() => state.setPage(0)}
          >
            <ChevronsLeft size={16} aria-hidden="true" />
          </PagerButton>
          <PagerButton
            label={t('adminCore.kit.previous')}
            disabled={state.page === 0}
            onClick={() => state.setPage(state.page - 1)}
          >
            <ChevronLeft size={16} aria-hidden="true" />
          </PagerButton>
          <PagerButton
            label={t('adminCore.kit.next')}
            disabled={state.page >= totalPages - 1}
            onClick={() => state.setPage(state.page + 1)}
          >
            <ChevronRight size={16} aria-hidden="true" />
          </PagerButton>
          <PagerButton
            label={t('adminCore.kit.last')}
            disabled={state.page >= totalPages - 1}
            onClick={() => state.setPage(totalPages - 1)}
          >
            <ChevronsRight size={16} aria-hidden="true" />
          </PagerButton>
          <PageSize value={state.size} onChange={state.setSize} />
        </div>
      </nav>
    </div>
  );
}

function PagerButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={styles.pagerButton}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

function PageSize({ value, onChange }: { value: number; onChange: (size: number) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <span className={styles.size}>
      <label htmlFor={id} className={styles.sizeLabel}>
        {t('adminCore.kit.pageSize')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
      >
        {ADMIN_PAGE_SIZES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </select>
    </span>
  );
}

function FilterSelect({
  filter,
  value,
  onChange,
}: {
  filter: AdminListFilter;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <span className={styles.search} style={{ minWidth: 160, flex: '0 0 200px' }}>
      <label htmlFor={id}>{filter.label}</label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{filter.allLabel}</option>
        {filter.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </span>
  );
}

/** Search box: typing searches after a short pause; Enter searches at once. */
function SearchBox({
  value,
  onSearch,
  label,
}: {
  value: string;
  onSearch: (search: string) => void;
  label: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  const latest = useRef(value);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;
  useEffect(() => {
    // The URL changed from outside (back button, a link): show it.
    if (value !== latest.current) {
      latest.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => {
    if (text.trim() === latest.current) return undefined;
    const timer = setTimeout(() => {
      latest.current = text.trim();
      onSearchRef.current(text);
    }, 350);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <form
      role="search"
      className={styles.search}
      onSubmit={(e) => {
        e.preventDefault();
        latest.current = text.trim();
        onSearch(text);
      }}
    >
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        className={styles.input}
        value={text}
        placeholder={t('adminCore.kit.searchPlaceholder')}
        maxLength={200}
        onChange={(e) => setText(e.target.value)}
      />
    </form>
  );
}
