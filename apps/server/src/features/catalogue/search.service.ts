import type { z } from 'zod';
import {
  CONSTANTS,
  type FilterDefinition,
  type textSearchQuerySchema,
  type TextSearchResponse,
} from '@pagebird/contract';
import { LRUCache } from 'lru-cache';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CatalogueRepo } from './catalogue.repo.ts';
import { toBookCard, toSearchFilters } from './catalogue.presenter.ts';
import type { SearchFilters, SearchRepo, SearchSort } from './search.repo.ts';
import type { BookCardRow } from './book-cards.repo.ts';
import type { DetailsReadModel } from './details-read-model.ts';
import {
  createSearchIndex,
  MODEL_SORTS,
  pageOfPlan,
  recordScores,
  unscored,
  type SearchPlan,
  type WordMatches,
} from './search-index.ts';
import type { ViewerRepo } from './viewer.repo.ts';
import { visibilityKey, type Viewer } from './visibility.ts';

type TextSearchQuery = z.output<typeof textSearchQuerySchema>;

/**
 * Search limits: words considered per query and characters per word. The filter definitions
 * (languages and page range of the whole catalogue, one full scan) are the same for everyone
 * and are kept for `facetsTtlMs` in each instance.
 */
export const SEARCH_RULES = {
  maxWords: 8,
  maxWordLength: 40,
  facetsTtlMs: 60_000,
  /**
   * Search pages (book ids, total, correction) are kept per instance for this long, keyed by
   * query, filters, sort, page and the viewer's visibility class: children type the same words
   * ("dino", "unicorn") all day, and a broad prefix matches thousands of books. A hit still
   * gives fresh cards (progress, and a visibility check that drops books hidden or withdrawn
   * since): from the read model once one light query has found no book written since its last
   * poll and every book of the page still there, else from PostgreSQL. Entries are keyed by the
   * read model's catalogue version, so a new or changed book shows up as soon as the model has
   * polled it (≈ 2 s); without a read model, within this time.
   */
  resultTtlMs: 30_000,
  resultEntries: 5_000,
} as const;

interface CachedSearch {
  ids: string[];
  total: number;
  correctedQuery: string | null;
}

/**
 * The words of a typed query: lower case, accents removed, split on anything that is not a
 * letter or digit. One-letter pieces ("dragon's" → "s") are dropped when longer words exist.
 */
export function queryWords(query: string): string[] {
  const words = query
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((w) => w.slice(0, SEARCH_RULES.maxWordLength));
  const long = words.filter((w) => w.length > 1);
  return (long.length > 0 ? long : words).slice(0, SEARCH_RULES.maxWords);
}

/**
 * Edit distance with adjacent transpositions (optimal string alignment): "dinosuar" is one
 * step from "dinosaur" and four from "dino".
 */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  const d: number[][] = Array.from({ length: x.length + 1 }, (_, i) =>
    Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) {
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      }
      d[i]![j] = best;
    }
  }
  return d[x.length]![y.length]!;
}

/**
 * The correction of a word among trigram candidates (best similarity first): the fewest edits
 * wins, ties go to the earlier candidate. Undefined when there is none.
 */
export function bestCorrection(word: string, candidates: readonly string[]): string | undefined {
  let best: { word: string; distance: number } | undefined;
  for (const c of candidates) {
    const distance = editDistance(word, c);
    if (!best || distance < best.distance) best = { word: c, distance };
  }
  return best?.word;
}

export interface SearchServiceDeps {
  search: SearchRepo;
  catalogue: CatalogueRepo;
  viewers: ViewerRepo;
  clock: Clock;
  /** How long a search page is reused; 0 turns the cache off. */
  resultTtlMs?: number;
  /**
   * The catalogue read model (decision 011): searches are planned over it in memory
   * (search-index.ts, decision 014) whenever it can answer exactly; absent, or when it cannot,
   * every search runs in PostgreSQL (`SearchRepo.search`).
   */
  model?: DetailsReadModel;
}

interface SearchOutcome {
  rows: BookCardRow[];
  total: number;
  correctedQuery: string | null;
}

export function createSearchService(deps: SearchServiceDeps) {
  const { search, catalogue, viewers, clock, model } = deps;
  let facets: { at: number; value: Promise<FilterDefinition[]> } | undefined;
  const ttl = deps.resultTtlMs ?? SEARCH_RULES.resultTtlMs;
  const results =
    ttl > 0
      ? new LRUCache<string, CachedSearch>({ max: SEARCH_RULES.resultEntries, ttl })
      : undefined;

  const index = model
    ? createSearchIndex({ repo: search, model, ttlMs: SEARCH_RULES.resultTtlMs })
    : undefined;

  /** Typo tolerance: the words with every word that matches no book replaced by the closest. */
  async function correctedWords(words: string[]): Promise<string[]> {
    const checks = await search.checkWords(words);
    return checks.map((c) =>
      c.matches ? c.word : (bestCorrection(c.word, c.suggestions) ?? c.word),
    );
  }

  /** The search in PostgreSQL (also the answer whenever the read model cannot give one). */
  async function searchInDatabase(
    v: Viewer,
    words: string[],
    filters: SearchFilters,
    sort: SearchSort,
    paging: { page: number; size: number },
  ): Promise<SearchOutcome> {
    let result = await search.search(v, words, filters, sort, paging);
    let correctedQuery: string | null = null;
    if (result.total === 0 && words.length > 0) {
      const corrected = await correctedWords(words);
      if (corrected.some((w, i) => w !== words[i])) {
        const retry = await search.search(v, corrected, filters, sort, paging);
        if (retry.total > 0) {
          result = retry;
          correctedQuery = corrected.join(' ');
        }
      }
    }
    return { ...result, correctedQuery };
  }

  /**
   * The same search planned over the read model (search-index.ts): the same total, order,
   * correction and page. PostgreSQL reads only a word set's matches (cached per word set, with
   * the scores of small sets), the scores of a large set's rank window it does not know yet
   * (kept too), and confirms that the model is current: no book written since its last poll and
   * every book of the page still there — one light query (`freshness`), or nothing more when
   * this search's own word-set query found it so. Cards come from the model and the viewer's
   * marks. Undefined when the model cannot answer exactly: not ready, cut, the sort orders by
   * title, a matching book it does not hold, a book written since its last poll or a book of
   * the page gone.
   */
  async function searchInModel(
    v: Viewer,
    words: string[],
    filters: SearchFilters,
    sort: SearchSort,
    paging: { page: number; size: number },
  ): Promise<SearchOutcome | undefined> {
    if (!model || !index || !MODEL_SORTS.has(sort) || !model.catalogue()) return undefined;
    const arrival = index.tick();
    /** The word sets whose query this search started and found the model current. */
    const checked = new Set<WordMatches>();
    const plan = async (w: string[]): Promise<SearchPlan | undefined> => {
      const m = w.length > 0 ? await index.matches(w) : undefined;
      if (w.length > 0 && !m) return undefined;
      const p = index.plan(v, w, m, filters, sort, paging);
      if (p && m?.fresh && m.loadedAt > arrival && m.version === p.version) checked.add(m);
      return p;
    };
    let chosen = await plan(words);
    if (!chosen) return undefined;
    let correctedQuery: string | null = null;
    if (chosen.total === 0 && words.length > 0) {
      const corrected = await correctedWords(words);
      if (corrected.some((w, i) => w !== words[i])) {
        const retry = await plan(corrected);
        // Both plans must come from the same state of the model (one freshness check below).
        if (!retry || retry.version !== chosen.version) return undefined;
        if (retry.total > 0) {
          chosen = retry;
          correctedQuery = corrected.join(' ');
        }
      }
    }
    if (!v.marks?.allProgress) {
      // The viewer's reading statuses are not all at hand (none loaded, or a profile with more
      // than VIEWER_MARKS_MAX): PostgreSQL orders the window and reads the cards.
      const page = await search.pageOfIds(v, chosen);
      if (page.stale || page.rows.length !== chosen.expected) return undefined;
      return { rows: page.rows, total: chosen.total, correctedQuery };
    }
    // The window ordered in memory: scores are kept per word set for every viewer, only the
    // unknown ones are read.
    const missing = unscored(chosen);
    if (missing.length > 0) {
      const values = await search.scores(
        chosen.rank!.words,
        missing.map((i) => chosen.ids[i]!),
      );
      recordScores(chosen, missing, values);
    }
    const ids = pageOfPlan(chosen);
    if (!ids) return undefined;
    // Started by this search, the query of the page's word set found nothing written since
    // the model's mark, and every book of the page among its matches: no second check.
    const rows =
      chosen.matches && checked.has(chosen.matches)
        ? index.cards(v, ids, chosen.version)
        : await cardsFromModel(v, ids, chosen);
    if (!rows || rows.length !== chosen.expected) return undefined;
    return { rows, total: chosen.total, correctedQuery };
  }

  /**
   * Cards of these books from the read model (`SearchIndex.cards`) once PostgreSQL has
   * confirmed, in one light query, that no book was written since `at.mark` and that every one
   * still exists: the same cards `SearchRepo.cards` would read. Undefined when the model cannot
   * answer or is behind; the caller reads them from PostgreSQL.
   */
  async function cardsFromModel(
    v: Viewer,
    ids: string[],
    at: { mark: string; version: number },
  ): Promise<BookCardRow[] | undefined> {
    const rows = index?.cards(v, ids, at.version);
    if (!rows) return undefined;
    const check = await search.freshness(at.mark, ids);
    return check.stale || check.present !== ids.length ? undefined : rows;
  }

  async function loadFilters(): Promise<FilterDefinition[]> {
    const [interests, f] = await Promise.all([
      catalogue.activeInterestAreas(),
      catalogue.catalogueFacets(),
    ]);
    return toSearchFilters({
      interests,
      languages: f.languages,
      pages: { min: f.min, max: f.max },
      ages: CONSTANTS.childAge,
    });
  }

  return {
    /**
     * Spec §7 text search. Every word is a prefix ("dino" finds dinosaur books, plain or
     * stemmed); when nothing matches, words that match no book at all are replaced by the
     * closest catalogue word (pg_trgm) and the search runs again ("dinosuar" → "dinosaur",
     * reported as `correctedQuery`). An empty query with filters lists the filtered books.
     * Always limited to what the viewer may see.
     */
    async textSearch(
      auth: AuthContext,
      territory: string,
      q: TextSearchQuery,
    ): Promise<TextSearchResponse> {
      const v = await viewers.load(auth, territory, clock.now());
      const filters = {
        interests: q.interests,
        bookType: q.bookType,
        language: q.language,
        age: q.age,
        minPages: q.minPages,
        maxPages: q.maxPages,
        readAlong: q.readAlong,
      };
      const paging = { page: q.page, size: q.size };
      const words = queryWords(q.query);
      const answer = (rows: BookCardRow[], hit: CachedSearch): TextSearchResponse => ({
        title: q.query,
        query: q.query,
        correctedQuery: hit.correctedQuery,
        items: rows.map(toBookCard),
        total: hit.total,
        page: q.page,
        size: q.size,
      });

      // The catalogue's version is part of the key: a page found before a book was activated,
      // changed or withdrawn is not reused once the read model has picked up the change.
      const catalogueVersion = model?.catalogue()?.version ?? null;
      const key = JSON.stringify([
        catalogueVersion,
        visibilityKey(v),
        words,
        filters,
        q.sort,
        q.page,
        q.size,
      ]);
      const cached = results?.get(key);
      if (cached) {
        const view = model?.catalogue();
        const fromModel =
          view && view.version === catalogueVersion
            ? await cardsFromModel(v, cached.ids, view)
            : undefined;
        return answer(fromModel ?? (await search.cards(v, cached.ids)), cached);
      }

      const result =
        (await searchInModel(v, words, filters, q.sort, paging)) ??
        (await searchInDatabase(v, words, filters, q.sort, paging));
      const entry = {
        ids: result.rows.map((r) => r.id),
        total: result.total,
        correctedQuery: result.correctedQuery,
      };
      results?.set(key, entry);
      return answer(result.rows, entry);
    },

    /**
     * Filter definitions of the search page: interests (active interest areas), fiction or
     * nonfiction, the languages of the catalogue, age, page range of the catalogue, read-along.
     */
    filters(): Promise<FilterDefinition[]> {
      const now = Date.now();
      if (!facets || now - facets.at > SEARCH_RULES.facetsTtlMs) {
        const value = loadFilters();
        facets = { at: now, value };
        // A failed load is not kept: the next call tries again.
        value.catch(() => {
          if (facets?.value === value) facets = undefined;
        });
      }
      return facets.value;
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
