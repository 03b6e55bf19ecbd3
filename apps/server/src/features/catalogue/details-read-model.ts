import type { Logger } from '../../lib/logger.ts';
import type { BookDetailsRow } from './catalogue.repo.ts';
import {
  createDetailsReadModelRepo,
  type BookDetailsRecord,
  type DetailsReadModelRepo,
  type InterestAreaRecord,
} from './details-read-model.repo.ts';
import type { QueryRunner } from './query-runner.ts';
import { isBookAvailable, isInTerritory, type Viewer } from './visibility.ts';

/**
 * The catalogue read model of book details (docs/decisions/011-catalogue-read-model.md): every
 * viewer-independent field of every book (up to `maxBooks`) in this process, so a details
 * request is answered without a database round trip. Loaded in the background after start, kept
 * fresh by a poll every `pollMs` (books changed since the last poll, deletions by count, interest
 * areas) and reloaded completely every `reloadMs`. Whatever it cannot answer exactly — a book not
 * (yet) loaded, beyond the bound, a viewer without its favourites and progress, a 404 or 403 —
 * goes to the SQL path (`undefined`).
 */
export interface DetailsReadModel {
  /**
   * The details row of an available book for the viewer, or undefined: answer from PostgreSQL
   * (also for every 404 / 403, which the SQL path confirms).
   */
  details(v: Viewer, bookId: string): BookDetailsRow | undefined;
  /** Start loading and polling in the background (never waits for the database). */
  start(): void;
  /** Stop polling and wait for a running load or poll to end. */
  stop(): Promise<void>;
  /** Load every book again now (start does this first). */
  reload(): Promise<void>;
  /** Apply the changes since the last poll now. */
  refresh(): Promise<void>;
  /**
   * Books just written on this instance: answered from PostgreSQL until the next poll (which
   * follows at once) loads them again. Without ids: poll at once.
   */
  invalidate(bookIds?: readonly string[]): void;
  /**
   * Every book as held now, for search (search-index.ts); undefined when the model cannot stand
   * for the whole catalogue: not loaded yet, cut by its bound, without a successful poll for
   * `maxStaleMs`, or with books invalidated on this instance that the next poll reads again.
   * Valid until the next await: polls change it in place.
   */
  catalogue(): CatalogueView | undefined;
  stats(): DetailsReadModelStats;
}

/** The catalogue as the read model holds it at one moment (`DetailsReadModel.catalogue`). */
export interface CatalogueView {
  books: ReadonlyMap<string, BookDetailsRecord>;
  /**
   * Changes with every book put or dropped and with every new snapshot, never repeats: data
   * derived from the model (search-index.ts) is valid while the version is the same.
   */
  version: number;
  /**
   * The model's poll mark (ISO-8601): every book written after the model's last read has
   * `updated_at >=` it, so `EXISTS (… updated_at >= mark)` false means the model is current
   * (except hard deletes, which the next poll finds by the count).
   */
  mark: string;
}

export interface DetailsReadModelStats {
  ready: boolean;
  books: number;
  /** More books than `maxBooks`: those after `lastId` are read from PostgreSQL. */
  truncated: boolean;
  lastId: string | null;
  fullLoads: number;
  polls: number;
}

export interface DetailsReadModelOptions {
  repo: DetailsReadModelRepo;
  logger: Logger;
  /** Most books held (CATALOGUE_READ_MODEL); the rest, by id, are read from PostgreSQL. */
  maxBooks: number;
  /** Books per load query. */
  batchSize?: number;
  pollMs?: number;
  reloadMs?: number;
  /** More changed books than this in one poll: reload everything instead. */
  changedLimit?: number;
  /** Without a successful poll for this long the model stops answering (database trouble). */
  maxStaleMs?: number;
  /** Monotonic milliseconds (tests move it). */
  now?: () => number;
}

export const DETAILS_READ_MODEL = {
  batchSize: 1_000,
  pollMs: 2_000,
  reloadMs: 10 * 60_000,
  changedLimit: 10_000,
  maxStaleMs: 30_000,
} as const;

/** Strings and string arrays shared between books (segments, languages, names…). */
class Interner {
  private strings = new Map<string, string>();
  private arrays = new Map<string, readonly string[]>();
  private creators = new Map<string, { role: string; name: string }>();

  str<T extends string | null>(s: T): T {
    if (s === null) return s;
    const known = this.strings.get(s);
    if (known !== undefined) return known as T;
    this.strings.set(s, s);
    return s;
  }

  /** Frozen: a shared array must never be changed by whoever receives it. */
  arr(a: readonly string[] | null): string[] {
    const list = a ?? [];
    const key = JSON.stringify(list);
    let known = this.arrays.get(key);
    if (!known) {
      known = Object.freeze(list.map((x) => this.str(x)));
      this.arrays.set(key, known);
    }
    return known as string[];
  }

  creator(c: { role: string; name: string }): { role: string; name: string } {
    const key = `${c.role}\u0000${c.name}`;
    let known = this.creators.get(key);
    if (!known) {
      known = Object.freeze({ role: this.str(c.role), name: this.str(c.name) });
      this.creators.set(key, known);
    }
    return known;
  }
}

interface Snapshot {
  books: Map<string, BookDetailsRecord>;
  /** series id → ids of its books held here. */
  series: Map<string, Set<string>>;
  /** `CatalogueView.version`: the sequence number of the last change. */
  version: number;
  /** Set when the bound cut the catalogue: only ids up to it are held. */
  lastId: string | null;
  interner: Interner;
}

function intern(r: BookDetailsRecord, i: Interner): BookDetailsRecord {
  r.file_type = i.str(r.file_type);
  r.authors = i.arr(r.authors);
  r.subjects = i.arr(r.subjects);
  r.languages = i.arr(r.languages);
  r.series_name = i.str(r.series_name);
  r.imprint = i.str(r.imprint);
  r.publisher = i.str(r.publisher);
  r.original_file_type = i.str(r.original_file_type);
  r.extra_book_extension = i.str(r.extra_book_extension);
  r.layout = i.str(r.layout);
  r.reading_level_system = i.str(r.reading_level_system);
  r.reading_level_label = i.str(r.reading_level_label);
  r.user_segments = i.arr(r.user_segments);
  r.sales_territories = i.arr(r.sales_territories);
  r.status = i.str(r.status);
  r.creators = r.creators
    ? (Object.freeze(r.creators.map((c) => i.creator(c))) as Array<{ role: string; name: string }>)
    : null;
  r.interest_ids = i.arr(r.interest_ids);
  return r;
}

/** Sequence of snapshot changes, shared by all snapshots so a version never repeats. */
let changeSeq = 0;

function put(s: Snapshot, r: BookDetailsRecord): void {
  const old = s.books.get(r.id);
  if (old?.series_id && old.series_id !== r.series_id) s.series.get(old.series_id)?.delete(r.id);
  s.books.set(r.id, intern(r, s.interner));
  if (r.series_id) {
    let ids = s.series.get(r.series_id);
    if (!ids) s.series.set(r.series_id, (ids = new Set()));
    ids.add(r.id);
  }
  s.version = ++changeSeq;
}

function drop(s: Snapshot, id: string): void {
  const old = s.books.get(id);
  if (!old) return;
  s.books.delete(id);
  if (old.series_id) {
    const ids = s.series.get(old.series_id);
    ids?.delete(id);
    if (ids?.size === 0) s.series.delete(old.series_id);
  }
  s.version = ++changeSeq;
}

const emptySnapshot = (): Snapshot => ({
  books: new Map(),
  series: new Map(),
  version: ++changeSeq,
  lastId: null,
  interner: new Interner(),
});

export function createDetailsReadModel(opts: DetailsReadModelOptions): DetailsReadModel {
  const { repo, logger, maxBooks } = opts;
  const batchSize = opts.batchSize ?? DETAILS_READ_MODEL.batchSize;
  const pollMs = opts.pollMs ?? DETAILS_READ_MODEL.pollMs;
  const reloadMs = opts.reloadMs ?? DETAILS_READ_MODEL.reloadMs;
  const changedLimit = opts.changedLimit ?? DETAILS_READ_MODEL.changedLimit;
  const maxStaleMs = opts.maxStaleMs ?? DETAILS_READ_MODEL.maxStaleMs;
  const now = opts.now ?? (() => performance.now());

  let snap: Snapshot | null = null;
  let interests = new Map<string, InterestAreaRecord>();
  /** Where the next poll starts (`repo.mark`). */
  let since = '';
  let syncedAt = -Infinity;
  let fullAt = -Infinity;
  let fullLoads = 0;
  let polls = 0;
  /** Invalidated on this instance, loaded again by the next poll. */
  const pending = new Set<string>();
  /** Invalidated books the running poll is reading again (missing from the snapshot until then). */
  let rereading: ReadonlySet<string> = new Set();

  let started = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  /** Loads and polls run one at a time. */
  let running: Promise<void> = Promise.resolve();
  const serial = (task: () => Promise<void>): Promise<void> => {
    const next = running.then(task);
    running = next.catch(() => undefined);
    return next;
  };

  const setInterests = (rows: InterestAreaRecord[] | null) => {
    interests = new Map((rows ?? []).map((r) => [r.id, r]));
  };

  async function loadAll(): Promise<void> {
    const t0 = now();
    const mark = await repo.mark();
    const areas = await repo.interestAreas();
    const next = emptySnapshot();
    let after: string | null = null;
    for (;;) {
      const want = Math.min(batchSize, maxBooks - next.books.size + 1);
      const rows = await repo.batchAfter(after, want);
      for (const r of rows) {
        if (next.books.size === maxBooks) {
          next.lastId = after;
          break;
        }
        put(next, r);
        after = r.id;
      }
      if (next.lastId !== null || rows.length < want) break;
    }
    // Books invalidated while loading may have been read before their write committed.
    for (const id of pending) drop(next, id);
    next.version = ++changeSeq;
    snap = next;
    setInterests(areas);
    since = mark;
    syncedAt = now();
    fullAt = t0;
    fullLoads += 1;
    logger.info(
      `Catalogue read model: ${next.books.size} books in ${((now() - t0) / 1000).toFixed(1)} s` +
        (next.lastId !== null ? ` (bound ${maxBooks}; later books are read from PostgreSQL)` : ''),
    );
  }

  async function load(s: Snapshot, ids: readonly string[]): Promise<void> {
    for (let i = 0; i < ids.length; i += batchSize) {
      const part = ids.slice(i, i + batchSize);
      const rows = await repo.byIds(part);
      const found = new Set<string>();
      for (const r of rows) {
        found.add(r.id);
        // Invalidated while this query ran: it may have read the book before the write.
        if (!pending.has(r.id)) put(s, r);
      }
      for (const id of part) if (!found.has(id)) drop(s, id);
    }
  }

  async function poll(): Promise<void> {
    const s = snap;
    if (!s) return loadAll();
    const r = await repo.poll(s.lastId, since, changedLimit);
    if (r.changed.length > changedLimit) return loadAll();
    const again = [...pending].filter((id) => s.lastId === null || id <= s.lastId);
    pending.clear();
    rereading = new Set(again);
    try {
      await load(s, [...new Set([...r.changed, ...again])]);
    } catch (err) {
      // Not read again: keep them invalidated for the next poll.
      for (const id of again) pending.add(id);
      throw err;
    } finally {
      rereading = new Set();
    }
    setInterests(r.interests);
    if (r.total !== s.books.size) {
      // Deleted books (a poll sees no deletion), or books written with an older updated_at
      // (bulk loads): compare the ids.
      const ids = await repo.ids(s.lastId);
      const present = new Set(ids);
      for (const id of [...s.books.keys()]) if (!present.has(id)) drop(s, id);
      await load(
        s,
        ids.filter((id) => !s.books.has(id)),
      );
    }
    since = r.mark;
    syncedAt = now();
    polls += 1;
  }

  function schedule(delayMs: number): void {
    if (stopped || !started) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      void serial(async () => {
        if (stopped) return;
        try {
          if (!snap || now() - fullAt >= reloadMs) await loadAll();
          else await poll();
        } catch (err) {
          logger.warn({ err }, 'Catalogue read model: load failed, trying again');
        }
        schedule(pollMs);
      });
    }, delayMs).unref();
  }

  return {
    details(v: Viewer, rawId: string): BookDetailsRow | undefined {
      const s = snap;
      if (!s || now() - syncedAt > maxStaleMs) return undefined;
      const id = rawId.toLowerCase();
      const b = s.books.get(id);
      if (!b || !isBookAvailable(v, b) || !isInTerritory(v, b)) return undefined;
      const marks = v.marks;
      if (!marks) return undefined;
      const favorite = marks.favorites.has(id) ? true : marks.allFavorites ? false : undefined;
      const progress = marks.progress.get(id) ?? (marks.allProgress ? 'NOT_STARTED' : undefined);
      if (favorite === undefined || progress === undefined) return undefined;
      let seriesTotal = 0;
      if (b.series_id) {
        // A cut catalogue may hold only part of a series.
        if (s.lastId !== null) return undefined;
        for (const other of s.series.get(b.series_id) ?? []) {
          const o = s.books.get(other);
          if (o && isBookAvailable(v, o) && isInTerritory(v, o)) seriesTotal += 1;
        }
      }
      const shown: InterestAreaRecord[] = [];
      for (const interestId of b.interest_ids) {
        const area = interests.get(interestId);
        if (area?.active) shown.push(area);
      }
      if (shown.length > 1) shown.sort((x, y) => x.rank - y.rank);
      return {
        ...b,
        series_total: seriesTotal,
        interests: shown.length > 0 ? shown.map((a) => ({ id: a.id, name: a.name })) : null,
        is_favorite: favorite,
        progress,
        available: true,
        territory_ok: true,
      };
    },

    start() {
      if (started || stopped) return;
      started = true;
      schedule(0);
    },

    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },

    reload: () => serial(loadAll),
    refresh: () => serial(poll),

    invalidate(bookIds: readonly string[] = []) {
      const s = snap;
      for (const raw of bookIds) {
        const id = raw.toLowerCase();
        pending.add(id);
        if (s) drop(s, id);
      }
      schedule(0);
    },

    catalogue(): CatalogueView | undefined {
      const s = snap;
      if (
        !s ||
        s.lastId !== null ||
        pending.size > 0 ||
        rereading.size > 0 ||
        now() - syncedAt > maxStaleMs
      ) {
        return undefined;
      }
      return { books: s.books, version: s.version, mark: since };
    },

    stats: () => ({
      ready: snap !== null,
      books: snap?.books.size ?? 0,
      truncated: snap !== null && snap.lastId !== null,
      lastId: snap?.lastId ?? null,
      fullLoads,
      polls,
    }),
  };
}

/** The app's read model: null `maxBooks` (CATALOGUE_READ_MODEL=off) → none. */
export function createDetailsReadModelFor(
  maxBooks: number | null,
  runner: QueryRunner,
  logger: Logger,
): DetailsReadModel | undefined {
  if (maxBooks === null) return undefined;
  return createDetailsReadModel({ repo: createDetailsReadModelRepo(runner), logger, maxBooks });
}
