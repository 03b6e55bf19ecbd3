import { describe, expect, it } from 'vitest';
import { Role, type BrowseResponse } from '@pagebird/contract';
import type { AuthContext } from '../../lib/auth-context.ts';
import { TestClock } from '../../lib/clock.ts';
import type { BookCardRow } from './book-cards.repo.ts';
import type { CatalogueRepo } from './catalogue.repo.ts';
import { createCatalogueService } from './catalogue.service.ts';
import type { DetailsReadModel } from './details-read-model.ts';
import type { ReadingStatus, Viewer } from './visibility.ts';

/**
 * Browse's shelves (banners, interest areas, zones, admin collections, new books) are read once
 * per visibility class and catalogue version, and every viewer gets its own reading statuses.
 */

const card = (id: string, progress: ReadingStatus = 'NOT_STARTED'): BookCardRow => ({
  id,
  id_number: `PB-${id}`,
  title: `Book ${id}`,
  cover_key: null,
  cover_thumb_key: null,
  is_audio_included: false,
  file_type: 'epub',
  age_min: 4,
  age_max: 9,
  page_count: 10,
  nonfiction: false,
  authors: [],
  progress,
});

function viewer(
  userId: string,
  over: Partial<Viewer> = {},
  progress: Record<string, ReadingStatus> = {},
  allProgress = true,
): Viewer {
  return {
    userId,
    role: Role.STUDENT,
    name: userId,
    segment: 'EDUCATOR',
    territory: 'US',
    age: 7,
    interests: [],
    classroomIds: [],
    hiddenBookIds: [],
    school: null,
    marks: {
      favorites: new Set(),
      allFavorites: true,
      progress: new Map(Object.entries(progress)),
      allProgress,
    },
    ...over,
  };
}

function setUp() {
  const clock = new TestClock();
  const reads: string[] = [];
  let version = 1;
  const viewers = new Map<string, Viewer>();
  const repo = {
    lists: {
      newest: () => 'newest',
      continueReading: () => 'continue',
      recommended: () => 'recommended',
    },
    // The database's answer for this viewer: its own status of b1.
    firstCards: async (v: Viewer, list: unknown) => {
      if (list === 'newest') reads.push(`newest:${v.userId}`);
      return list === 'newest' ? [card('b1', v.marks?.progress.get('b1') ?? 'NOT_STARTED')] : [];
    },
    activeBanners: async () => (reads.push('banners'), []),
    interestAreasWithBooks: async () => [],
    discoveryZones: async () => [],
    adminCollectionRows: async (v: Viewer) => [
      {
        ...card('b2', v.marks?.progress.get('b2') ?? 'NOT_STARTED'),
        collection_id: 'c1',
        collection_title: 'Sea',
      },
    ],
  } as unknown as CatalogueRepo;
  const detailsModel = {
    catalogue: () => ({ books: new Map(), version, mark: '' }),
  } as unknown as DetailsReadModel;
  const service = createCatalogueService({
    repo,
    viewers: { load: async (a: AuthContext) => viewers.get(a.user.id)! },
    clock,
    detailsModel,
    browseCacheMs: 5000,
  });
  const browse = async (v: Viewer): Promise<BrowseResponse> => {
    viewers.set(v.userId, v);
    const auth = { user: { id: v.userId, role: v.role }, session: {} } as unknown as AuthContext;
    return service.browse(auth, 'US');
  };
  const statuses = (r: BrowseResponse) =>
    Object.fromEntries(
      r.swimlanes.flatMap((l) => (l.books ?? []).map((b) => [b.id, b.progress] as const)),
    );
  return {
    clock,
    reads,
    service,
    browse,
    statuses,
    setVersion: (v: number) => (version = v),
  };
}

describe('browse shelves', () => {
  it('are read once per visibility class, with each viewer’s own reading status', async () => {
    const s = setUp();
    const ann = viewer('ann', {}, { b1: 'STARTED' });
    const bob = viewer('bob', {}, { b2: 'COMPLETED' });
    expect(s.statuses(await s.browse(ann))).toEqual({ b1: 'STARTED', b2: 'NOT_STARTED' });
    expect(s.statuses(await s.browse(bob))).toEqual({ b1: 'NOT_STARTED', b2: 'COMPLETED' });
    expect(s.reads).toEqual(['banners', 'newest:ann']);
    // another age, or books hidden: another class of viewers, read on its own
    await s.browse(viewer('cy', { age: 11 }));
    await s.browse(viewer('di', { hiddenBookIds: ['b9'] }));
    expect(s.reads.filter((r) => r === 'banners')).toHaveLength(3);
  });

  it('a viewer whose statuses are cut by their bound gets the shelves read for it', async () => {
    const s = setUp();
    await s.browse(viewer('ann'));
    const partial = viewer('eve', {}, { b1: 'STARTED' }, false);
    expect(s.statuses(await s.browse(partial))).toEqual({ b1: 'STARTED', b2: 'NOT_STARTED' });
    expect(s.reads).toEqual(['banners', 'newest:ann', 'banners', 'newest:eve']);
  });

  it('are read again for a new catalogue version, after an admin’s write and after their lifetime', async () => {
    const s = setUp();
    const ann = viewer('ann');
    await s.browse(ann);
    await s.browse(ann);
    expect(s.reads.filter((r) => r === 'banners')).toHaveLength(1);
    s.setVersion(2);
    await s.browse(ann);
    expect(s.reads.filter((r) => r === 'banners')).toHaveLength(2);
    s.service.forgetShelves();
    await s.browse(ann);
    expect(s.reads.filter((r) => r === 'banners')).toHaveLength(3);
    s.clock.advance(5001);
    await s.browse(ann);
    expect(s.reads.filter((r) => r === 'banners')).toHaveLength(4);
  });
});
