import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Search, X } from 'lucide-react';
import clsx from 'clsx';
import { CONSTANTS, type InterestArea } from '@pagebird/contract';
import { Art } from '../../../components/art.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { BookGrid, BookGridSkeleton } from '../../../components/books/index.ts';
import { useSession } from '../../../lib/auth/session-store.ts';
import { useSearchFilters } from '../api/search-filters.ts';
import { useTextSearch } from '../api/text-search.ts';
import { useLogVisualSearch } from '../api/visual-search-activity.ts';
import { useVisualSearchItems } from '../api/visual-search-items.ts';
import { useDebouncedCallback } from '../hooks/use-debounced-callback.ts';
import {
  LEGACY_QUERY_PARAM,
  QUERY_PARAM,
  RANGE_PARAMS,
  SORT_PARAM,
  hasCriteria,
  readSearchState,
  toCriteria,
  withParam,
  withoutFilters,
} from '../hooks/search-params.ts';
import { LoadError } from './load-states.tsx';
import { SearchFilters } from './search-filters.tsx';
import { VisualSearch } from './visual-search.tsx';
import styles from './search.module.css';

/** Readers younger than this see the picture search first (pre-readers). */
export const PICTURES_FIRST_BELOW_AGE = 6;
const INTERESTS_KEY = 'interests';

/**
 * /search?query=…: a big search field (results as you type, 500 ms debounce), filters, sorting,
 * "Load more", and search with pictures for readers who do not type yet.
 */
export function SearchPage() {
  const { t } = useTranslation();
  const session = useSession();
  const age = session.user?.age;
  const picturesFirst = age !== null && age !== undefined && age < PICTURES_FIRST_BELOW_AGE;
  const [params, setParams] = useSearchParams();
  const filterDefs = useSearchFilters();
  const defs = filterDefs.data ?? [];
  const state = readSearchState(params, defs);
  const active = hasCriteria(state);
  const search = useTextSearch(toCriteria(state, defs), active);
  const visualItems = useVisualSearchItems();
  const logVisual = useLogVisualSearch();
  const fieldId = useId();

  // The header search box sends ?q=; keep one name in the address.
  useEffect(() => {
    if (params.has(LEGACY_QUERY_PARAM)) {
      setParams(
        (prev) =>
          withParam(prev, QUERY_PARAM, prev.get(QUERY_PARAM) ?? prev.get(LEGACY_QUERY_PARAM)),
        {
          replace: true,
        },
      );
    }
  }, [params, setParams]);

  const [text, setText] = useState(state.query);
  const debounced = useDebouncedCallback((value: string) => {
    setParams((prev) => withParam(prev, QUERY_PARAM, value.trim() || null), { replace: true });
  }, CONSTANTS.searchDebounceMs);

  // Follow the address when it changes by itself (back button, header search box).
  useEffect(() => {
    if (debounced.pending()) return;
    setText((prev) => (prev.trim() === state.query ? prev : state.query));
  }, [state.query, debounced]);

  const onType = (value: string) => {
    setText(value);
    debounced.call(value);
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    debounced.flush();
  };
  const clearText = () => {
    debounced.cancel();
    setText('');
    setParams((prev) => withParam(prev, QUERY_PARAM, null), { replace: true });
  };

  const setFilter = (key: string, values: string[] | null) =>
    setParams((prev) => withParam(prev, key, values));
  const setRange = (min: number | null, max: number | null) =>
    setParams((prev) =>
      withParam(
        withParam(prev, RANGE_PARAMS.min, min === null ? null : String(min)),
        RANGE_PARAMS.max,
        max === null ? null : String(max),
      ),
    );

  const interests = state.filters[INTERESTS_KEY] ?? [];
  const pictureId = state.query === '' && interests.length === 1 ? interests[0]! : null;
  const picture = pictureId ? visualItems.data?.find((i) => i.id === pictureId) : undefined;

  const pick = (interest: InterestArea) => {
    debounced.cancel();
    setText('');
    // Spec §7: POST /api/activities/visual-search; the books show whether or not it is recorded.
    logVisual.mutate(interest.id, { onError: () => undefined });
    const next = new URLSearchParams();
    next.append(INTERESTS_KEY, interest.id);
    if (state.sort !== 'relevance') next.set(SORT_PARAM, state.sort);
    setParams(next);
  };

  const visual = (
    <VisualSearch
      items={visualItems.data}
      loading={visualItems.isPending}
      selectedId={pictureId}
      onPick={pick}
      prominent={picturesFirst || !active}
    />
  );

  const pages = search.data?.pages ?? [];
  const first = pages[0];
  const books = pages.flatMap((p) => p.items);
  const resultsTitle = picture
    ? t('catalogue.search.visualResults', { name: picture.name })
    : state.query
      ? t('catalogue.search.resultsFor', { query: state.query })
      : t('catalogue.search.resultsHeading');

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('catalogue.search.heading')}</h1>

      {picturesFirst ? visual : null}

      <form
        role="search"
        aria-label={t('catalogue.search.heading')}
        className={styles.form}
        onSubmit={onSubmit}
      >
        <label htmlFor={fieldId} className="pb-visually-hidden">
          {t('catalogue.search.fieldLabel')}
        </label>
        <Search className={styles.fieldIcon} size={28} aria-hidden="true" />
        <input
          id={fieldId}
          type="search"
          className={styles.field}
          placeholder={t('messages.searchPlaceholder')}
          value={text}
          onChange={(e) => onType(e.target.value)}
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
        />
        {text ? (
          <button
            type="button"
            className={styles.clear}
            onClick={clearText}
            aria-label={t('catalogue.search.clear')}
          >
            <X size={22} aria-hidden="true" />
          </button>
        ) : null}
      </form>

      <SearchFilters
        defs={defs}
        filters={state.filters}
        sort={state.sort}
        onChange={setFilter}
        onRange={setRange}
        onSort={(sort) =>
          setParams((prev) => withParam(prev, SORT_PARAM, sort === 'relevance' ? null : sort))
        }
        onClear={() => setParams((prev) => withoutFilters(prev, defs))}
      />

      {!picturesFirst && !active ? visual : null}

      {active ? (
        <section className={styles.results} aria-labelledby="search-results-title">
          <div className={styles.resultsHead}>
            <h2 id="search-results-title" className={styles.resultsTitle}>
              {resultsTitle}
            </h2>
            <p className={styles.resultsCount} aria-live="polite">
              {search.isPending
                ? t('catalogue.search.loading')
                : first
                  ? t('catalogue.search.results', { count: first.total })
                  : ''}
            </p>
          </div>
          {first?.correctedQuery ? (
            <p className={styles.corrected}>
              {t('catalogue.search.showingResultsFor')} <strong>{first.correctedQuery}</strong>
              <span className={styles.typed}>
                {' · '}
                {t('catalogue.search.searchedFor', { query: first.query })}
              </span>
            </p>
          ) : null}
          {search.isPending ? (
            <BookGridSkeleton />
          ) : search.isError ? (
            <LoadError
              title={t('catalogue.browse.error.title')}
              onRetry={() => void search.refetch()}
              headingLevel={3}
            />
          ) : (
            <div
              className={clsx(styles.resultsBody, search.isPlaceholderData && styles.stale)}
              aria-busy={search.isPlaceholderData || undefined}
            >
              <BookGrid
                books={books}
                label={resultsTitle}
                emptyState={
                  <EmptyState
                    illustration={<Art name="lostBird" decorative size={200} />}
                    title={t('messages.searchNothing')}
                    headingLevel={3}
                  />
                }
              />
              {search.hasNextPage ? (
                <div className={styles.more}>
                  <Button
                    variant="secondary"
                    size="lg"
                    loading={search.isFetchingNextPage}
                    onClick={() => void search.fetchNextPage()}
                  >
                    {t('catalogue.search.loadMore')}
                  </Button>
                </div>
              ) : null}
            </div>
          )}
        </section>
      ) : null}
    </div>
  );
}
