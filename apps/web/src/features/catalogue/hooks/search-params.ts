import { SEARCH_SORTS, type FilterDefinition } from '@pagebird/contract';
import type { SearchCriteria } from '../api/text-search.ts';

/**
 * The search page keeps its whole state in the URL (shareable, the back button works):
 * `/search?query=dino&interests=dinosaurs&interests=space&minPages=10&maxPages=40&readAlong=true&sort=newest`.
 * Lists repeat their key; a range is sent as minPages/maxPages (spec §5).
 */

export type SearchSort = (typeof SEARCH_SORTS)[number];

export const QUERY_PARAM = 'query';
/** The header search box of the app shell sends `q`; it is read as `query`. */
export const LEGACY_QUERY_PARAM = 'q';
export const SORT_PARAM = 'sort';
export const RANGE_PARAMS = { min: 'minPages', max: 'maxPages' } as const;

/** Keys of the text-search call the page may set (the contract's query, without paging). */
const LIST_KEYS = new Set(['interests']);
const NUMBER_KEYS = new Set(['age', RANGE_PARAMS.min, RANGE_PARAMS.max]);
const BOOLEAN_KEYS = new Set(['readAlong']);
const STRING_KEYS = new Set(['bookType', 'language']);

export interface SearchState {
  query: string;
  sort: SearchSort;
  /** Filter values by URL key (a list key can hold several). */
  filters: Record<string, string[]>;
}

function filterKind(key: string, defs: readonly FilterDefinition[]) {
  if (LIST_KEYS.has(key)) return 'list';
  if (NUMBER_KEYS.has(key)) return 'number';
  if (BOOLEAN_KEYS.has(key)) return 'switch';
  if (STRING_KEYS.has(key)) return 'select';
  const def = defs.find((d) => d.name === key);
  if (!def || def.type === 'range') return null;
  return def.type;
}

export function readSearchState(
  params: URLSearchParams,
  defs: readonly FilterDefinition[] = [],
): SearchState {
  const query = (params.get(QUERY_PARAM) ?? params.get(LEGACY_QUERY_PARAM) ?? '').trim();
  const rawSort = params.get(SORT_PARAM);
  const sort = (SEARCH_SORTS as readonly string[]).includes(rawSort ?? '')
    ? (rawSort as SearchSort)
    : 'relevance';
  const filters: Record<string, string[]> = {};
  for (const key of new Set(params.keys())) {
    const kind = filterKind(key, defs);
    if (!kind) continue;
    const values = params
      .getAll(key)
      .map((v) => v.trim())
      .filter(Boolean);
    if (kind === 'number' && !values.every((v) => /^\d+$/.test(v))) continue;
    if (kind === 'switch' && values[0] !== 'true') continue;
    if (values.length) filters[key] = kind === 'list' ? [...new Set(values)] : [values[0]!];
  }
  return { query, sort, filters };
}

/** True when there is something to search for (a word or a filter). */
export function hasCriteria(state: SearchState): boolean {
  return state.query !== '' || Object.keys(state.filters).length > 0;
}

/** The text-search query of a state (arrays JSON-encoded by the api client, spec §7). */
export function toCriteria(
  state: SearchState,
  defs: readonly FilterDefinition[] = [],
): SearchCriteria {
  const out: Record<string, unknown> = { query: state.query, sort: state.sort };
  for (const [key, values] of Object.entries(state.filters)) {
    const kind = filterKind(key, defs);
    if (kind === 'list') out[key] = [...values].sort();
    else if (kind === 'number') out[key] = Number(values[0]);
    else if (kind === 'switch') out[key] = true;
    else out[key] = values[0];
  }
  const min = out[RANGE_PARAMS.min] as number | undefined;
  const max = out[RANGE_PARAMS.max] as number | undefined;
  if (min !== undefined && max !== undefined && min > max) {
    out[RANGE_PARAMS.min] = max;
    out[RANGE_PARAMS.max] = min;
  }
  return out as SearchCriteria;
}

/** A copy of `params` with `key` set to `values` (removed when empty), legacy `q` folded in. */
export function withParam(
  params: URLSearchParams,
  key: string,
  values: readonly string[] | string | null | undefined,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (next.has(LEGACY_QUERY_PARAM)) {
    const q = next.get(LEGACY_QUERY_PARAM);
    next.delete(LEGACY_QUERY_PARAM);
    if (q && !next.has(QUERY_PARAM)) next.set(QUERY_PARAM, q);
  }
  next.delete(key);
  const list =
    values === null || values === undefined ? [] : Array.isArray(values) ? values : [values];
  for (const v of list) if (v !== '') next.append(key, v);
  return next;
}

/** Remove every filter (keep the words and the sort order). */
export function withoutFilters(params: URLSearchParams, defs: readonly FilterDefinition[]) {
  let next = new URLSearchParams(params);
  for (const key of new Set(params.keys())) {
    if (filterKind(key, defs)) next = withParam(next, key, null);
  }
  return next;
}

/** Range bounds as "a-b pages" (spec §3 "Filter definition"). */
export function rangeLabel(
  def: FilterDefinition,
  filters: Record<string, string[]>,
): { min: number; max: number } {
  const lo = def.min ?? 0;
  const hi = def.max ?? lo;
  const min = Number(filters[RANGE_PARAMS.min]?.[0] ?? lo);
  const max = Number(filters[RANGE_PARAMS.max]?.[0] ?? hi);
  return { min: Math.min(min, max), max: Math.max(min, max) };
}
