import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import {
  AppErrorCode,
  CONSTANTS,
  MESSAGES,
  type adminCollectionViewSchema,
  type BookDetails,
  type BookPage,
  type BrowseResponse,
  type InterestArea,
  type landingQuerySchema,
  type PageCategory,
  type RelatedBooks,
  type SeriesResponse,
  type Swimlane,
} from '@pagebird/contract';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { Clock } from '../../lib/clock.ts';
import type { BannerRow, BookList, CatalogueRepo, InterestAreaRow } from './catalogue.repo.ts';
import type { BookCardRow, CardWith } from './book-cards.repo.ts';
import type { ZoneCardRow } from '../discovery/discovery.repo.ts';
import { sharedWithList } from '../family/shared-list.ts';
import { assertBookAvailable, bookActionViewer } from './catalogue.policy.ts';
import {
  bookLanesBy,
  collectionLaneOf,
  lane,
  toBanner,
  toBookCard,
  toBookDetails,
  toInterestArea,
  toPageCategories,
  toSeries,
} from './catalogue.presenter.ts';
import type { DetailsReadModel } from './details-read-model.ts';
import { zoneAgeOf } from '../discovery/discovery.policy.ts';
import { toZoneCard } from '../discovery/discovery.presenter.ts';
import type { ViewerRepo } from './viewer.repo.ts';
import { visibilityKey, type ReadingStatus, type Viewer } from './visibility.ts';

/** Browse rules (spec §2 "Browse", §9). */
export const BROWSE_RULES = {
  /** Cards per book row; "See all" opens the whole list. */
  rowSize: 20,
  interestAreas: CONSTANTS.browseInterestAreas,
  /** Books of an admin collection shown on its page. */
  adminCollectionMax: 500,
  /**
   * Related-book ids of a details page, kept per book and visibility class (see `details`).
   * Stale for at most this long: a newly published or re-tagged book may be missing from the
   * list (a book that became invisible is filtered out at read time).
   */
  relatedTtlMs: 30_000,
  relatedEntries: 50_000,
} as const;

/** Row titles (ours; the spec names the rows, not their titles). */
export const ROW_TITLES = {
  banners: 'Featured',
  continueReading: 'Continue reading',
  recommended: 'Picked for you',
  interestAreas: 'Explore by interest',
  discoveryZones: 'Discovery Zones',
  newest: 'New books',
  shared: 'Shared with you',
} as const;

type LandingQuery = z.output<typeof landingQuerySchema>;

export interface CatalogueServiceDeps {
  repo: CatalogueRepo;
  viewers: ViewerRepo;
  clock: Clock;
  /** The in-process read model of book details (off: every details request reads PostgreSQL). */
  detailsModel?: DetailsReadModel;
  /**
   * How long browse's shelves (banners, interest areas, zones, admin collections, new books) are
   * kept per visibility class, in ms (config BROWSE_CACHE_MS); 0 reads them on every request.
   */
  browseCacheMs?: number;
}

/** Browse's rows that are the same for every viewer of a visibility class. */
interface Shelves {
  banners: BannerRow[];
  interests: InterestAreaRow[];
  zones: ZoneCardRow[];
  collectionCards: Array<CardWith<{ collection_id: string; collection_title: string }>>;
  newest: BookCardRow[];
}

/**
 * The viewer's own reading status of a book from its viewer (`Viewer.marks`), or undefined when
 * the viewer does not know it (no marks, or a list cut by its bound).
 */
function statusFromMarks(v: Viewer, bookId: string): ReadingStatus | undefined {
  const marks = v.marks;
  if (!marks) return undefined;
  return marks.progress.get(bookId) ?? (marks.allProgress ? 'NOT_STARTED' : undefined);
}

/** Cards read for another viewer, with this viewer's own statuses; null if one is unknown. */
function withOwnProgress<T extends { id: string; progress: string }>(
  v: Viewer,
  cards: readonly T[],
): T[] | null {
  const out: T[] = [];
  for (const card of cards) {
    const progress = statusFromMarks(v, card.id);
    if (progress === undefined) return null;
    out.push(card.progress === progress ? card : { ...card, progress });
  }
  return out;
}

export function createCatalogueService(deps: CatalogueServiceDeps) {
  const { repo, viewers, clock, detailsModel } = deps;
  /**
   * Ids of a book's related books for a visibility class (`visibilityKey`: segment, territory,
   * kid age, hidden books): the same list for every viewer of that class, so no viewer's own
   * data is kept — cards, progress and favourites are read fresh on every request.
   */
  const relatedIds = new LRUCache<string, string[]>({
    max: BROWSE_RULES.relatedEntries,
    ttl: BROWSE_RULES.relatedTtlMs,
  });

  /**
   * Browse's shared rows per visibility class and zone age (docs/deploy.md "cached per
   * process"). Valid for one version of the catalogue read model (books) and until an admin's
   * write (`forgetShelves`, also announced to the other instances), at most `browseCacheMs`
   * (banners' start and end dates). Cards carry no viewer's data: each viewer's reading status
   * is set from its own viewer on every request.
   */
  const shelves =
    (deps.browseCacheMs ?? 0) > 0
      ? new LRUCache<string, Shelves>({
          max: 2_000,
          ttl: deps.browseCacheMs,
          ttlAutopurge: false,
          ttlResolution: 0,
          perf: { now: () => clock.now().getTime() },
        })
      : null;
  /** Moves on every forget: rows read while one happened are used once, not kept. */
  let shelvesGeneration = 0;

  async function readShelves(v: Viewer, now: Date, size: number): Promise<Shelves> {
    const [banners, interests, zones, collectionCards, newest] = await Promise.all([
      repo.activeBanners(v, now),
      repo.interestAreasWithBooks(v, BROWSE_RULES.interestAreas),
      repo.discoveryZones(zoneAgeOf(v)),
      repo.adminCollectionRows(v, size),
      repo.firstCards(v, repo.lists.newest(v), size),
    ]);
    return { banners, interests, zones, collectionCards, newest };
  }

  /** The shelves for this viewer: kept ones with its own statuses, or read now. */
  async function shelvesFor(v: Viewer, now: Date, size: number): Promise<Shelves> {
    const version = shelves ? detailsModel?.catalogue()?.version : undefined;
    if (!shelves || version === undefined) return readShelves(v, now, size);
    const key = `${version}|${visibilityKey(v)}|${zoneAgeOf(v) ?? '-'}`;
    const kept = shelves.get(key);
    if (kept) {
      const collectionCards = withOwnProgress(v, kept.collectionCards);
      const newest = withOwnProgress(v, kept.newest);
      if (collectionCards && newest) return { ...kept, collectionCards, newest };
    }
    const readAt = shelvesGeneration;
    const fresh = await readShelves(v, now, size);
    if (readAt === shelvesGeneration) shelves.set(key, fresh);
    return fresh;
  }

  const viewerOf = (auth: AuthContext, territory: string): Promise<Viewer> =>
    viewers.load(auth, territory, clock.now());
  /** The viewer of a book action: the one school-hours rule applied. */
  const bookViewerOf = (auth: AuthContext, territory: string): Promise<Viewer> =>
    bookActionViewer(viewers, auth, territory, clock.now());

  return {
    viewerOf,

    /** An admin changed banners, collections, zones or books: read browse's shelves again. */
    forgetShelves(): void {
      shelvesGeneration += 1;
      shelves?.clear();
    },

    /**
     * Spec §2 browse, rows in this order (empty rows left out): banners, continue reading,
     * recommended, interest areas (first 15), discovery zones (those of a kid's age), one row
     * per admin collection, new books. Eight queries in all (viewer + seven run in parallel),
     * whatever the catalogue size; three when the viewer and the shelves are kept.
     */
    async browse(auth: AuthContext, territory: string): Promise<BrowseResponse> {
      const now = clock.now();
      const v = await viewerOf(auth, territory);
      const { lists } = repo;
      const size = BROWSE_RULES.rowSize;
      // Books a parent shared with this child come first (features/family/shared-list.ts).
      const sharedCards =
        v.role === 'CHILD' ? repo.firstCards(v, sharedWithList(v), size) : Promise.resolve([]);
      sharedCards.catch(() => undefined); // awaited below; never an unhandled rejection
      const [started, recommended, { banners, interests, zones, collectionCards, newest }] =
        await Promise.all([
          repo.firstCards(v, lists.continueReading(v), size),
          repo.firstCards(v, lists.recommended(v), size),
          shelvesFor(v, now, size),
        ]);

      const swimlanes: Swimlane[] = [];
      const shared = await sharedCards;
      if (shared.length > 0) {
        swimlanes.push(
          lane('shared', 'B_COLLECTION', ROW_TITLES.shared, { books: shared.map(toBookCard) }),
        );
      }
      if (banners.length > 0) {
        swimlanes.push(
          lane('banners', 'B_BANNERS', ROW_TITLES.banners, { banners: banners.map(toBanner) }),
        );
      }
      if (started.length > 0) {
        swimlanes.push(
          lane('continue-reading', 'B_CONTINUE_READING', ROW_TITLES.continueReading, {
            seeAll: { type: 'CONTINUE_READING' },
            books: started.map(toBookCard),
          }),
        );
      }
      if (recommended.length > 0) {
        swimlanes.push(
          lane('recommended', 'B_RECOMMENDED', ROW_TITLES.recommended, {
            seeAll: { type: 'RECOMMENDED' },
            books: recommended.map(toBookCard),
          }),
        );
      }
      if (interests.length > 0) {
        swimlanes.push(
          lane('interest-areas', 'B_INTEREST_AREAS', ROW_TITLES.interestAreas, {
            interests: interests.map(toInterestArea),
          }),
        );
      }
      if (zones.length > 0) {
        swimlanes.push(
          lane('discovery-zones', 'B_DISCOVERY_ZONE', ROW_TITLES.discoveryZones, {
            zones: zones.map(toZoneCard),
          }),
        );
      }
      swimlanes.push(...bookLanesBy(collectionCards, collectionLaneOf));
      if (newest.length > 0) {
        swimlanes.push(
          lane('new', 'B_NEW', ROW_TITLES.newest, {
            seeAll: { type: 'NEW' },
            books: newest.map(toBookCard),
          }),
        );
      }
      return { swimlanes };
    },

    /** The whole list behind a browse row, a page at a time. */
    async landing(auth: AuthContext, territory: string, q: LandingQuery): Promise<BookPage> {
      const v = await viewerOf(auth, territory);
      const { lists } = repo;
      const paging = { page: q.page, size: q.size };
      let title: string;
      let list: BookList;
      switch (q.type) {
        case 'NEW':
          title = ROW_TITLES.newest;
          list = lists.newest(v);
          break;
        case 'RECOMMENDED':
          title = ROW_TITLES.recommended;
          list = lists.recommended(v);
          break;
        case 'CONTINUE_READING':
          title = ROW_TITLES.continueReading;
          list = lists.continueReading(v);
          break;
        case 'INTEREST_AREA': {
          if (!q.id) throw missingId('Choose an interest area.');
          const area = await repo.activeInterestArea(q.id);
          if (!area) throw new AppError(AppErrorCode.NOT_FOUND);
          title = area.name;
          list = lists.ofInterest(v, area.id);
          break;
        }
        case 'COLLECTION': {
          if (!q.id) throw missingId('Choose a collection.');
          const collection = isUuid(q.id) ? await repo.activeAdminCollection(q.id) : undefined;
          if (!collection) throw new AppError(AppErrorCode.NOT_FOUND, MESSAGES.collectionNotFound);
          title = collection.title;
          list = lists.ofAdminCollection(v, collection.id);
          break;
        }
      }
      const { rows, total } = await repo.pageOf(v, list, paging);
      return { title, items: rows.map(toBookCard), total, page: q.page, size: q.size };
    },

    /**
     * Spec §4 "Book details": students are first checked against school hours; then the book
     * must be visible (404) and sold in the viewer's territory (403 NOT_AVAILABLE_TERRITORY).
     * Answered from the catalogue read model when it holds the book (no query: the viewer and
     * the session are cached for a few seconds); else — and for every 404 / 403 — one query.
     */
    async details(auth: AuthContext, territory: string, bookId: string): Promise<BookDetails> {
      const v = await bookViewerOf(auth, territory);
      const row =
        detailsModel?.details(v, bookId) ?? assertBookAvailable(await repo.details(v, bookId));
      return toBookDetails(row, { viewerAge: v.age });
    },

    /** "More books you might like" of a details page; same access rules as the details. */
    async related(auth: AuthContext, territory: string, bookId: string): Promise<RelatedBooks> {
      const v = await bookViewerOf(auth, territory);
      const key = `${bookId}|${visibilityKey(v)}`;
      const known = relatedIds.get(key);
      const row = assertBookAvailable(await repo.related(v, bookId, known));
      const related = row.related ?? [];
      if (!known) {
        relatedIds.set(
          key,
          related.map((r) => r.id),
        );
      }
      return { books: related.map(toBookCard) };
    },

    /** A series with the books of it the viewer may see, in reading order. */
    async series(auth: AuthContext, territory: string, seriesId: string): Promise<SeriesResponse> {
      const v = await bookViewerOf(auth, territory);
      const [series, books] = await Promise.all([
        repo.series(seriesId),
        repo.seriesBooks(v, seriesId),
      ]);
      if (!series || books.length === 0) throw new AppError(AppErrorCode.NOT_FOUND);
      return toSeries(series, books);
    },

    /** Page category of every spine item (the reader); same access rules as the details. */
    async pageCategories(
      auth: AuthContext,
      territory: string,
      bookId: string,
    ): Promise<Array<{ index: number; href: string; category: PageCategory }>> {
      const v = await bookViewerOf(auth, territory);
      const row = assertBookAvailable(await repo.spine(v, bookId));
      return toPageCategories(row.spine ?? []);
    },

    /** An active admin collection with the books of it the viewer may see, in its order. */
    async adminCollection(
      auth: AuthContext,
      territory: string,
      collectionId: string,
    ): Promise<z.infer<typeof adminCollectionViewSchema>> {
      const v = await viewerOf(auth, territory);
      const collection = await repo.activeAdminCollection(collectionId);
      if (!collection) throw new AppError(AppErrorCode.NOT_FOUND, MESSAGES.collectionNotFound);
      const books = await repo.firstCards(
        v,
        repo.lists.ofAdminCollection(v, collection.id),
        BROWSE_RULES.adminCollectionMax,
      );
      return {
        id: collection.id,
        title: collection.title,
        description: collection.description,
        books: books.map(toBookCard),
      };
    },

    /** Picture tiles for pre-readers: active interest areas with books the viewer may see. */
    async visualSearchItems(auth: AuthContext, territory: string): Promise<InterestArea[]> {
      const v = await viewerOf(auth, territory);
      return (await repo.interestAreasWithBooks(v, null)).map(toInterestArea);
    },

    async recordVisualSearch(auth: AuthContext, interestId: string): Promise<void> {
      if (!(await repo.recordVisualSearch(auth.user.id, interestId))) {
        throw new AppError(AppErrorCode.VALIDATION, undefined, {
          interestId: 'This interest area does not exist.',
        });
      }
    },
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (s: string) => UUID.test(s);

function missingId(message: string): AppError {
  return new AppError(AppErrorCode.VALIDATION, undefined, { id: message });
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
