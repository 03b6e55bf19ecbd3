import { LRUCache } from 'lru-cache';
import type { CatalogueView, DetailsReadModel } from './details-read-model.ts';
import type { BookDetailsRecord } from './details-read-model.repo.ts';
import {
  RANK_WINDOW,
  type SearchFilters,
  type SearchRepo,
  type SearchSort,
} from './search.repo.ts';
import type { BookCardRow } from './book-cards.repo.ts';
import { isBookAvailable, isInTerritory, type Viewer } from './visibility.ts';

/**
 * Search over the catalogue read model (docs/decisions/014-search-from-the-read-model.md): the
 * viewer's visibility, the filters, the total and the order of `SearchRepo.search` computed in
 * JavaScript over the books the read model holds, so PostgreSQL only finds the books of a word
 * set (GIN, cached per word set) and reads the page (relevance of the rank window, cards). Each
 * step mirrors a clause of the SQL path; the search service falls back to that path whenever
 * the model cannot answer exactly.
 *
 * The attributes search reads are copied from the model's records into typed arrays indexed by
 * a book number ("columns", rebuilt when the model's version changes): a search then scans
 * thousands of candidates without touching thousands of scattered objects.
 */

/** Sorts answered from the model. The others order by `lower(title)` under the database's collation. */
export const MODEL_SORTS: ReadonlySet<SearchSort> = new Set<SearchSort>(['relevance', 'newest']);

export const SEARCH_INDEX = {
  /** Book numbers of word sets kept at most (sum over the cached word sets; 5 bytes each). */
  maxMatchIds: 1_000_000,
  /** Visibility classes (segment, territory, age) whose per-book answers are kept. */
  visibilityClasses: 256,
} as const;

const NONFICTION = 1;
const AUDIO = 2;

/** The model's books as columns (see above), for one version of the model. */
interface Columns {
  version: number;
  books: BookDetailsRecord[];
  numberOf: Map<string, number>;
  published: Float64Array;
  pages: Int32Array;
  ageMin: Int32Array;
  ageMax: Int32Array;
  flags: Uint8Array;
  /** Index into `languageSets` / `interestSets` (the model interns equal arrays). */
  languages: Uint32Array;
  languageSets: ReadonlyArray<readonly string[]>;
  interests: Uint32Array;
  interestSets: ReadonlyArray<readonly string[]>;
  /** interest id → numbers of its books, ascending. */
  byInterest: Map<string, Int32Array>;
  /**
   * Per visibility class (`classKey`): per book 0 = not known yet, 1 = visible, 2 = not —
   * `isBookAvailable` and `isInTerritory` for a viewer of that class without hidden books.
   */
  visibility: LRUCache<string, Int8Array>;
}

function buildColumns(view: CatalogueView): Columns {
  const books = [...view.books.values()];
  const n = books.length;
  const languageSets: Array<readonly string[]> = [];
  const interestSets: Array<readonly string[]> = [];
  const c: Columns = {
    version: view.version,
    books,
    numberOf: new Map(),
    published: new Float64Array(n),
    pages: new Int32Array(n),
    ageMin: new Int32Array(n),
    ageMax: new Int32Array(n),
    flags: new Uint8Array(n),
    languages: new Uint32Array(n),
    languageSets,
    interests: new Uint32Array(n),
    interestSets,
    byInterest: new Map(),
    visibility: new LRUCache({ max: SEARCH_INDEX.visibilityClasses }),
  };
  // The model interns equal arrays: one entry per distinct array object.
  const setIndex = (
    sets: Array<readonly string[]>,
    index: Map<readonly string[], number>,
    a: readonly string[],
  ) => {
    let i = index.get(a);
    if (i === undefined) {
      i = sets.length;
      sets.push(a);
      index.set(a, i);
    }
    return i;
  };
  const languageIndex = new Map<readonly string[], number>();
  const interestIndex = new Map<readonly string[], number>();
  const byInterest = new Map<string, number[]>();
  for (let i = 0; i < n; i++) {
    const b = books[i]!;
    c.numberOf.set(b.id, i);
    c.published[i] = b.published_us;
    c.pages[i] = b.page_count;
    c.ageMin[i] = b.age_min;
    c.ageMax[i] = b.age_max;
    c.flags[i] = (b.nonfiction === true ? NONFICTION : 0) | (b.is_audio_included ? AUDIO : 0);
    c.languages[i] = setIndex(languageSets, languageIndex, b.languages);
    c.interests[i] = setIndex(interestSets, interestIndex, b.interest_ids);
    const ids = b.interest_ids;
    for (let j = 0; j < ids.length; j++) {
      const interestId = ids[j]!;
      if (ids.indexOf(interestId) !== j) continue;
      let list = byInterest.get(interestId);
      if (!list) byInterest.set(interestId, (list = []));
      list.push(i);
    }
  }
  for (const [interestId, list] of byInterest) c.byInterest.set(interestId, Int32Array.from(list));
  return c;
}

/** The active books matching a word set (search_vector @@ pb_prefix_query), as book numbers. */
export interface WordMatches {
  /** Version of the model (and of the columns) the numbers belong to. */
  version: number;
  books: Int32Array;
  /** Query words found in each book's lower-case title (`search.repo.ts` pre-order). */
  titleHits: Uint8Array;
  /**
   * Each match's relevance score for the word set (`search.repo.ts` scoreSql: a float4, read
   * as float8 and kept as float4, so exactly PostgreSQL's value), read once and shared by every
   * viewer: NaN while unknown, -Infinity for a book gone from PostgreSQL (SQL NULL, ordered
   * after every score).
   */
  scores: Float32Array;
  /**
   * When the load of these matches started (`SearchIndex.tick`), and whether its snapshot
   * found nothing written since the model's mark: for a search that arrived before that
   * start, the matches' query also confirmed that the model was current (search.service.ts).
   */
  loadedAt: number;
  fresh: boolean;
}

/**
 * `filterSql` of search.repo.ts over the columns, clause by clause: a test of a book number.
 * Interests and languages are decided once per distinct set of the catalogue.
 */
function filterOf(c: Columns, f: SearchFilters): (i: number) => boolean {
  const wanted = f.interests && f.interests.length > 0 ? new Set(f.interests) : null;
  const interestOk = wanted
    ? Uint8Array.from(c.interestSets, (set) => (set.some((x) => wanted.has(x)) ? 1 : 0))
    : null;
  const language = f.language;
  const languageOk = language
    ? Uint8Array.from(c.languageSets, (set) => (set.includes(language) ? 1 : 0))
    : null;
  const nonfiction = f.bookType ? (f.bookType === 'Nonfiction' ? NONFICTION : 0) : -1;
  const age = f.age;
  const minPages = f.minPages;
  const maxPages = f.maxPages;
  const audio = f.readAlong === true;
  return (i) =>
    (interestOk === null || interestOk[c.interests[i]!] === 1) &&
    (nonfiction < 0 || (c.flags[i]! & NONFICTION) === nonfiction) &&
    (languageOk === null || languageOk[c.languages[i]!] === 1) &&
    (age === undefined || (c.ageMin[i]! <= age && c.ageMax[i]! >= age)) &&
    (minPages === undefined || c.pages[i]! >= minPages) &&
    (maxPages === undefined || c.pages[i]! <= maxPages) &&
    (!audio || (c.flags[i]! & AUDIO) !== 0);
}

/**
 * The viewer's visibility as a test of a book number: `isBookAvailable(v, book) &&
 * isInTerritory(v, book)`, evaluated once per book and visibility class (segment, territory,
 * age) for a viewer without hidden books — the only clause that reads `hiddenBookIds` — and
 * again for each of the viewer's hidden books.
 */
function visibilityOf(c: Columns, v: Viewer): (i: number) => boolean {
  // Every field of the viewer the two functions read, but the hidden books.
  const key = JSON.stringify([v.segment, v.territory, v.age]);
  let known = c.visibility.get(key);
  if (!known) c.visibility.set(key, (known = new Int8Array(c.books.length)));
  const table = known;
  const base: Viewer = { ...v, hiddenBookIds: [] };
  const excluded = new Set<number>();
  for (const id of v.hiddenBookIds) {
    const i = c.numberOf.get(id.toLowerCase());
    if (i !== undefined && !isBookAvailable(v, c.books[i]!)) excluded.add(i);
  }
  const check = excluded.size > 0;
  return (i) => {
    let s = table[i]!;
    if (s === 0) {
      const b = c.books[i]!;
      s = table[i] = isBookAvailable(base, b) && isInTerritory(base, b) ? 1 : 2;
    }
    return s === 1 && !(check && excluded.has(i));
  };
}

/**
 * The `k` first candidates (indices) by `cmp`, in order, without sorting them all: a bounded
 * heap with the worst kept candidate on top.
 */
export function firstK(
  k: number,
  cmp: (i: number, j: number) => number,
): { offer(i: number): void; sorted(): number[] } {
  const h: number[] = [];
  const swap = (a: number, b: number) => {
    const t = h[a]!;
    h[a] = h[b]!;
    h[b] = t;
  };
  return {
    offer(i: number) {
      if (h.length < k) {
        h.push(i);
        let c = h.length - 1;
        while (c > 0) {
          const p = (c - 1) >> 1;
          if (cmp(h[p]!, h[c]!) >= 0) break;
          swap(p, c);
          c = p;
        }
      } else if (k > 0 && cmp(i, h[0]!) < 0) {
        h[0] = i;
        let p = 0;
        for (;;) {
          const l = 2 * p + 1;
          const r = l + 1;
          let worst = p;
          if (l < h.length && cmp(h[l]!, h[worst]!) > 0) worst = l;
          if (r < h.length && cmp(h[r]!, h[worst]!) > 0) worst = r;
          if (worst === p) break;
          swap(p, worst);
          p = worst;
        }
      }
    },
    sorted: () => [...h].sort(cmp),
  };
}

/**
 * A page of a search planned in memory: the total, and the ids PostgreSQL reads the cards of
 * (`SearchRepo.pageOfIds`). With `rank`, `ids` are the first books in the relevance pre-order
 * (query words in the title, newest, id) — the rank window and, when the page reaches past it,
 * the books up to the page's end; PostgreSQL orders the window by score and cuts the page.
 * Without, `ids` are the page itself, in order.
 */
export interface SearchPlan {
  total: number;
  ids: string[];
  rank: { words: string[]; window: number; offset: number; size: number } | null;
  /** Cards expected back (books of the page); fewer means the model was behind. */
  expected: number;
  /** `CatalogueView.mark` and `version` of the model the plan was made from. */
  mark: string;
  version: number;
  /**
   * With `rank`: the word set's scores and, for each of `ids`, its position among the matches
   * (its entry in `scores`), so the window can be ordered in memory (`pageOfPlan`).
   */
  scoring?: { scores: Float32Array; keys: number[] };
  /** The word set's matches the plan was made from (none for a listing without words). */
  matches?: WordMatches;
}

/** Positions in `plan.ids` of the rank window's books whose score is not known yet. */
export function unscored(plan: SearchPlan): number[] {
  const out: number[] = [];
  if (!plan.rank || !plan.scoring) return out;
  const { scores, keys } = plan.scoring;
  for (let i = 0; i < plan.rank.window; i++) if (Number.isNaN(scores[keys[i]!]!)) out.push(i);
  return out;
}

/** Keeps the scores read for `unscored(plan)` (null: the book no longer exists). */
export function recordScores(
  plan: SearchPlan,
  positions: readonly number[],
  values: ReadonlyArray<number | null>,
): void {
  if (!plan.scoring) return;
  const { scores, keys } = plan.scoring;
  positions.forEach((i, j) => {
    const value = values[j];
    scores[keys[i]!] = value === null || value === undefined ? -Infinity : value;
  });
}

/**
 * The ids of the plan's page in order: without `rank`, `ids` themselves; with it, the window
 * ordered by score (highest first, ties in the pre-order) followed by the books after it, cut
 * to the page — `SearchRepo.pageOfIds` in memory (`ORDER BY score DESC NULLS LAST, ord`).
 * Undefined while a score of the window is unknown.
 */
export function pageOfPlan(plan: SearchPlan): string[] | undefined {
  const rank = plan.rank;
  if (!rank) return plan.ids;
  if (!plan.scoring) return undefined;
  const { scores, keys } = plan.scoring;
  const window: Array<{ i: number; score: number }> = [];
  for (let i = 0; i < rank.window; i++) {
    const score = scores[keys[i]!]!;
    if (Number.isNaN(score)) return undefined;
    window.push({ i, score });
  }
  window.sort((a, b) => (a.score > b.score ? -1 : a.score < b.score ? 1 : a.i - b.i));
  const ordered = window.map((w) => plan.ids[w.i]!);
  for (let i = rank.window; i < plan.ids.length; i++) ordered.push(plan.ids[i]!);
  return ordered.slice(rank.offset, rank.offset + rank.size);
}

/** Search over the read model: columns, word matches and plans (see above). */
export function createSearchIndex(opts: {
  repo: Pick<SearchRepo, 'wordMatches'>;
  model: Pick<DetailsReadModel, 'catalogue'>;
  /** Word matches are kept at most this long (and while the model stays the same). */
  ttlMs: number;
  maxMatchIds?: number;
}) {
  const { repo, model } = opts;
  let columns: Columns | undefined;
  const matchCache = new LRUCache<string, WordMatches>({
    maxSize: opts.maxMatchIds ?? SEARCH_INDEX.maxMatchIds,
    sizeCalculation: (m) => m.books.length + 1,
    ttl: Math.max(1, opts.ttlMs),
  });
  const loading = new Map<string, Promise<WordMatches | undefined>>();

  /** The model now, with its columns; undefined when it cannot answer. */
  function current(): { view: CatalogueView; columns: Columns } | undefined {
    const view = model.catalogue();
    if (!view) return undefined;
    if (columns?.version !== view.version) columns = buildColumns(view);
    return { view, columns };
  }

  /** Numbers the searches and the loads they start (`WordMatches.loadedAt`). */
  let seq = 0;

  async function loadMatches(words: string[]): Promise<WordMatches | undefined> {
    const loadedAt = ++seq;
    const view = model.catalogue();
    const before = view?.version;
    const {
      ids,
      hits,
      stale,
      scoreIds,
      scores: scoreList,
    } = await repo.wordMatches(words, view?.mark);
    const now = current();
    // The model changed meanwhile: the matches may belong to another state of the catalogue.
    if (!now || now.view.version !== before) return undefined;
    const list = ids === '' ? [] : ids.split(',');
    const books = new Int32Array(list.length);
    const titleHits = new Uint8Array(list.length);
    const scores = new Float32Array(list.length).fill(NaN);
    // Small word sets come with every match's score (search.repo.ts `wordMatches`).
    const scoreOf = new Map<string, number>();
    if (scoreIds && scoreList) {
      scoreIds.split(',').forEach((id, j) => {
        const value = scoreList[j];
        if (typeof value === 'number') scoreOf.set(id, value);
      });
    }
    for (let i = 0; i < list.length; i++) {
      const id = list[i]!;
      const number = now.columns.numberOf.get(id);
      // A book the model does not hold yet: it cannot answer for this word set.
      if (number === undefined) return undefined;
      books[i] = number;
      titleHits[i] = hits.charCodeAt(i) - 48;
      const score = scoreOf.get(id);
      if (score !== undefined) scores[i] = score;
    }
    return {
      version: now.view.version,
      books,
      titleHits,
      scores,
      loadedAt,
      fresh: stale === false,
    };
  }

  return {
    /** A number after every load started so far and before every later one. */
    tick: (): number => ++seq,

    /**
     * The matches of `words` for the model's current version, or undefined when the model
     * cannot answer for them (the caller uses the SQL path). Concurrent searches for the same
     * words share one query.
     */
    async matches(words: string[]): Promise<WordMatches | undefined> {
      const key = JSON.stringify(words);
      const known = matchCache.get(key);
      if (known && known.version === model.catalogue()?.version) return known;
      let pending = loading.get(key);
      if (!pending) {
        pending = loadMatches(words).finally(() => loading.delete(key));
        loading.set(key, pending);
        void pending.then(
          (m) => m && matchCache.set(key, m),
          () => undefined,
        );
      }
      return pending;
    },

    /**
     * `SearchRepo.search` in memory: the books of `matches` (all books without words) the
     * viewer may see that pass the filters, counted, and the page in the order of `sort`
     * (only `MODEL_SORTS`). Undefined when the model cannot answer or `matches` belong to
     * another version of it.
     */
    plan(
      v: Viewer,
      words: string[],
      matches: WordMatches | undefined,
      filters: SearchFilters,
      sort: SearchSort,
      page: { page: number; size: number },
    ): SearchPlan | undefined {
      const now = current();
      if (!now || (matches && matches.version !== now.view.version)) return undefined;
      const c = now.columns;
      let candidates: Int32Array | null = null;
      if (matches) candidates = matches.books;
      else if (filters.interests && filters.interests.length > 0) {
        const lists = [...new Set(filters.interests)]
          .map((i) => c.byInterest.get(i))
          .filter((l) => l !== undefined);
        if (lists.length === 1) candidates = lists[0]!;
        else {
          const seen = new Uint8Array(c.books.length);
          for (const l of lists) for (const i of l) seen[i] = 1;
          const union: number[] = [];
          for (let i = 0; i < seen.length; i++) if (seen[i] === 1) union.push(i);
          candidates = Int32Array.from(union);
        }
      }
      const count = candidates ? candidates.length : c.books.length;
      const bookAt = candidates ? (k: number) => candidates[k]! : (k: number) => k;

      const { published, books } = c;
      /** `published_at DESC, id` (uuid order = the order of its lower-case text). */
      const newest = (a: number, b: number) => {
        const pa = published[a]!;
        const pb = published[b]!;
        if (pa !== pb) return pa > pb ? -1 : 1;
        const ia = books[a]!.id;
        const ib = books[b]!.id;
        return ia < ib ? -1 : ia > ib ? 1 : 0;
      };
      const ranked = matches !== undefined && sort === 'relevance';
      const hits = ranked ? matches.titleHits : null;
      const cmp = hits
        ? (x: number, y: number) => hits[y]! - hits[x]! || newest(bookAt(x), bookAt(y))
        : (x: number, y: number) => newest(bookAt(x), bookAt(y));
      const offset = page.page * page.size;
      const end = offset + page.size;
      const top = firstK(ranked ? Math.max(RANK_WINDOW, end) : end, cmp);
      const visible = visibilityOf(c, v);
      const passes = filterOf(c, filters);
      let total = 0;
      for (let k = 0; k < count; k++) {
        const i = bookAt(k);
        if (visible(i) && passes(i)) {
          total += 1;
          top.offer(k);
        }
      }
      const order = top.sorted();
      const idAt = (k: number) => books[bookAt(k)]!.id;
      const expected = Math.max(0, Math.min(page.size, total - offset));
      const window = Math.min(RANK_WINDOW, total);
      const base = {
        total,
        expected,
        mark: now.view.mark,
        version: now.view.version,
        ...(matches ? { matches } : {}),
      };
      if (ranked && offset < window) {
        const keys = order.slice(0, Math.max(window, Math.min(end, total)));
        return {
          ...base,
          ids: keys.map(idAt),
          rank: { words, window, offset, size: page.size },
          scoring: { scores: matches.scores, keys },
        };
      }
      // Beyond the rank window the relevance order is the pre-order itself.
      return { ...base, ids: order.slice(offset, end).map(idAt), rank: null };
    },

    /**
     * The cards of these books from the model of `version` (book-cards.repo.ts `cardColumnsSql`
     * from the same columns; progress from the viewer's marks), leaving out those the viewer may
     * not see, in order — what `SearchRepo.cards` reads from PostgreSQL, valid only once
     * `SearchRepo.freshness` has found nothing written since the model's mark and every book
     * still there. Undefined when the model cannot tell: another version, a book it does not
     * hold, or a reading status the viewer's marks do not hold.
     */
    cards(v: Viewer, ids: readonly string[], version: number): BookCardRow[] | undefined {
      const view = model.catalogue();
      const marks = v.marks;
      if (!view || view.version !== version || !marks) return undefined;
      const rows: BookCardRow[] = [];
      for (const id of ids) {
        const b = view.books.get(id);
        if (!b) return undefined;
        if (!isBookAvailable(v, b) || !isInTerritory(v, b)) continue;
        const progress = marks.progress.get(id) ?? (marks.allProgress ? 'NOT_STARTED' : undefined);
        if (progress === undefined) return undefined;
        rows.push({
          id: b.id,
          id_number: b.id_number,
          title: b.title,
          cover_key: b.cover_key,
          cover_thumb_key: b.cover_thumb_key,
          is_audio_included: b.is_audio_included,
          file_type: b.file_type,
          age_min: b.age_min,
          age_max: b.age_max,
          page_count: b.page_count,
          nonfiction: b.nonfiction,
          authors: b.authors,
          progress,
        });
      }
      return rows;
    },
  };
}

export type SearchIndex = ReturnType<typeof createSearchIndex>;
