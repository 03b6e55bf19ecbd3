import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, SlidersHorizontal, X } from 'lucide-react';
import clsx from 'clsx';
import { CONSTANTS, SEARCH_SORTS, type FilterDefinition } from '@pagebird/contract';
import { Button } from '../../../components/ui/button.tsx';
import { useDebouncedCallback } from '../hooks/use-debounced-callback.ts';
import { RANGE_PARAMS, rangeLabel, type SearchSort } from '../hooks/search-params.ts';
import styles from './search.module.css';

export interface SearchFiltersProps {
  defs: readonly FilterDefinition[];
  filters: Record<string, string[]>;
  sort: SearchSort;
  onChange: (key: string, values: string[] | null) => void;
  onRange: (min: number | null, max: number | null) => void;
  onSort: (sort: SearchSort) => void;
  onClear: () => void;
}

/** Filters from GET /api/text-search/filters, each drawn by its type, plus the sort order. */
export function SearchFilters({
  defs,
  filters,
  sort,
  onChange,
  onRange,
  onSort,
  onClear,
}: SearchFiltersProps) {
  const { t } = useTranslation();
  const panelId = useId();
  const sortId = useId();
  const activeCount = defs.filter((d) =>
    d.type === 'range'
      ? filters[RANGE_PARAMS.min] || filters[RANGE_PARAMS.max]
      : filters[d.name]?.length,
  ).length;
  // Open by itself while a filter is on (a shared link); then as the reader chooses.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const open = chosen ?? activeCount > 0;

  return (
    <div className={styles.filterBar}>
      <div className={styles.filterBarRow}>
        {defs.length > 0 ? (
          <Button
            variant={open ? 'primary' : 'secondary'}
            size="sm"
            icon={<SlidersHorizontal size={18} aria-hidden="true" />}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setChosen(!open)}
          >
            {t('catalogue.search.filters')}
            {activeCount > 0 ? <span className={styles.filterCount}>{activeCount}</span> : null}
          </Button>
        ) : null}
        {activeCount > 0 ? (
          <Button
            variant="ghost"
            size="sm"
            icon={<X size={18} aria-hidden="true" />}
            onClick={onClear}
          >
            {t('catalogue.search.clearFilters')}
          </Button>
        ) : null}
        <div className={styles.sort}>
          <label htmlFor={sortId}>{t('catalogue.search.sort')}</label>
          <select
            id={sortId}
            className={styles.select}
            value={sort}
            onChange={(e) => onSort(e.target.value as SearchSort)}
          >
            {SEARCH_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`catalogue.search.sorts.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div id={panelId} className={styles.filterPanel} hidden={!open}>
        {defs.map((def) => (
          <Filter
            key={def.name}
            def={def}
            filters={filters}
            onChange={onChange}
            onRange={onRange}
          />
        ))}
      </div>
    </div>
  );
}

function Filter({
  def,
  filters,
  onChange,
  onRange,
}: {
  def: FilterDefinition;
  filters: Record<string, string[]>;
  onChange: SearchFiltersProps['onChange'];
  onRange: SearchFiltersProps['onRange'];
}) {
  const { t } = useTranslation();
  const id = useId();
  const values = filters[def.name] ?? [];

  switch (def.type) {
    case 'select':
      return (
        <div className={styles.filter}>
          <label htmlFor={id} className={styles.filterTitle}>
            {def.title}
          </label>
          <select
            id={id}
            className={styles.select}
            value={values[0] ?? ''}
            onChange={(e) => onChange(def.name, e.target.value ? [e.target.value] : null)}
          >
            <option value="">{t('catalogue.search.any')}</option>
            {(def.options ?? []).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      );
    case 'list':
      return (
        <fieldset className={clsx(styles.filter, styles.filterWide)}>
          <legend className={styles.filterTitle}>{def.title}</legend>
          <ul className={styles.chips}>
            {(def.options ?? []).map((o) => {
              const on = values.includes(o.value);
              return (
                <li key={o.value}>
                  <button
                    type="button"
                    className={styles.chip}
                    aria-pressed={on}
                    onClick={() =>
                      onChange(
                        def.name,
                        on ? values.filter((v) => v !== o.value) : [...values, o.value],
                      )
                    }
                  >
                    {on ? <Check size={16} aria-hidden="true" /> : null}
                    {o.label}
                  </button>
                </li>
              );
            })}
          </ul>
        </fieldset>
      );
    case 'range':
      return <RangeFilter def={def} filters={filters} onRange={onRange} />;
    case 'switch': {
      const on = values[0] === 'true';
      return (
        <div className={styles.filter}>
          <span className={styles.filterTitle} id={`${id}-label`}>
            {def.title}
          </span>
          <button
            type="button"
            role="switch"
            aria-checked={on}
            aria-labelledby={`${id}-label`}
            className={styles.switch}
            onClick={() => onChange(def.name, on ? null : ['true'])}
          >
            <span className={styles.switchThumb} aria-hidden="true" />
          </button>
        </div>
      );
    }
  }
}

const parse = (v: string, fallback: number) => {
  const n = Number.parseInt(v, 10);
  return Number.isFinite(n) ? n : fallback;
};

/**
 * A page-count range: two number inputs, shown as "a-b pages" (spec §3) and sent as
 * minPages/maxPages (spec §5). Typing is debounced like the search words.
 */
function RangeFilter({
  def,
  filters,
  onRange,
}: {
  def: FilterDefinition;
  filters: Record<string, string[]>;
  onRange: SearchFiltersProps['onRange'];
}) {
  const { t } = useTranslation();
  const id = useId();
  const lo = def.min ?? 0;
  const hi = def.max ?? 10_000;
  const current = rangeLabel(def, filters);
  const [min, setMin] = useState(String(current.min));
  const [max, setMax] = useState(String(current.max));

  // Follow the URL (back button, "Clear filters").
  useEffect(() => {
    setMin(String(current.min));
    setMax(String(current.max));
  }, [current.min, current.max]);

  const commit = useDebouncedCallback((a: string, b: string) => {
    const clamp = (n: number) => Math.min(hi, Math.max(lo, n));
    let from = clamp(parse(a, lo));
    let to = clamp(parse(b, hi));
    if (from > to) [from, to] = [to, from];
    onRange(from === lo ? null : from, to === hi ? null : to);
  }, CONSTANTS.searchDebounceMs);

  const a = parse(min, lo);
  const b = parse(max, hi);
  const label = t('catalogue.search.range', { min: Math.min(a, b), max: Math.max(a, b) });

  return (
    <fieldset className={styles.filter}>
      <legend className={styles.filterTitle}>
        {def.title} <span className={styles.rangeValue}>{label}</span>
      </legend>
      <div className={styles.range}>
        <label htmlFor={`${id}-min`} className="pb-visually-hidden">
          {t('catalogue.search.rangeFrom')}
        </label>
        <input
          id={`${id}-min`}
          type="number"
          inputMode="numeric"
          className={styles.number}
          min={lo}
          max={hi}
          value={min}
          onChange={(e) => {
            setMin(e.target.value);
            commit.call(e.target.value, max);
          }}
          onBlur={commit.flush}
        />
        <span aria-hidden="true">–</span>
        <label htmlFor={`${id}-max`} className="pb-visually-hidden">
          {t('catalogue.search.rangeTo')}
        </label>
        <input
          id={`${id}-max`}
          type="number"
          inputMode="numeric"
          className={styles.number}
          min={lo}
          max={hi}
          value={max}
          onChange={(e) => {
            setMax(e.target.value);
            commit.call(min, e.target.value);
          }}
          onBlur={commit.flush}
        />
      </div>
    </fieldset>
  );
}
