import type {
  Banner,
  BookCard,
  BookDetails,
  FilterDefinition,
  InterestArea,
  Swimlane,
} from '@pagebird/contract';

/** Contract-shaped test data for book components and the catalogue screens (tests only). */

let n = 0;
export const testUuid = () => {
  n += 1;
  return `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
};

export function makeBook(overrides: Partial<BookCard> = {}): BookCard {
  const id = overrides.id ?? testUuid();
  return {
    id,
    idNumber: `PB-${id.slice(-4)}`,
    title: 'The Dinosaur Picnic',
    authors: ['Ada Lovelace'],
    coverUrl: `/api/media/${id}.png`,
    isAudioIncluded: false,
    fileType: 'epub',
    ageMin: 4,
    ageMax: 8,
    pageCount: 24,
    bookType: 'Fiction',
    progress: 'NOT_STARTED',
    ...overrides,
  };
}

export function makeDetails(overrides: Partial<BookDetails> = {}): BookDetails {
  const card = makeBook(overrides);
  return {
    ...card,
    bookIdNumber: card.idNumber,
    description: 'A little dinosaur packs a picnic for her friends.',
    editors: [],
    illustrators: ['Grace Hopper'],
    subjects: ['Dinosaurs', 'Friendship'],
    languages: ['en'],
    series: null,
    imprint: null,
    publisher: 'Pagebird Press',
    nonfiction: false,
    originalFileType: 'epub',
    extraBookExtension: null,
    layout: 'fixed',
    wordCount: 420,
    readingMinutes: 5,
    readingLevel: { system: 'FLESCH_KINCAID_GRADE', value: 1.4, label: 'Grade 1' },
    interests: [{ id: 'dinosaurs', name: 'Dinosaurs' }],
    userSegments: ['CONSUMER', 'EDUCATOR'],
    salesTerritories: ['WORLD'],
    territoryAvailable: true,
    lastModifiedDate: '2026-01-01T00:00:00.000Z',
    isFavorite: false,
    coverLargeUrl: card.coverUrl,
    ...overrides,
  };
}

export function makeInterest(overrides: Partial<InterestArea> = {}): InterestArea {
  return {
    id: 'dinosaurs',
    name: 'Dinosaurs',
    imageUrl: '/api/media/dinosaurs.svg',
    color: '#7cc8f4',
    ...overrides,
  };
}

export function makeBanner(overrides: Partial<Banner> = {}): Banner {
  return {
    id: testUuid(),
    name: 'Summer of stories',
    bannerType: 'BOOK',
    content: { entityType: 'BOOK', contentId: testUuid() },
    webImageUrl: '/api/media/banner-web.png',
    mobileImageUrl: '/api/media/banner-mobile.png',
    position: 0,
    ...overrides,
  };
}

export function makeLane(overrides: Partial<Swimlane> = {}): Swimlane {
  return {
    id: testUuid(),
    type: 'B_NEW',
    title: 'New books',
    seeAll: null,
    books: [],
    banners: [],
    interests: [],
    collections: [],
    zones: [],
    ...overrides,
  };
}

export const TEST_FILTERS: FilterDefinition[] = [
  {
    name: 'bookType',
    type: 'select',
    title: 'Type of book',
    shortTitle: 'Type',
    options: [
      { value: 'Fiction', label: 'Stories' },
      { value: 'Nonfiction', label: 'Facts' },
    ],
  },
  {
    name: 'interests',
    type: 'list',
    title: 'Topics',
    shortTitle: 'Topics',
    options: [
      { value: 'dinosaurs', label: 'Dinosaurs' },
      { value: 'space', label: 'Space' },
    ],
  },
  { name: 'pages', type: 'range', title: 'Length', shortTitle: 'Pages', min: 0, max: 120 },
  { name: 'readAlong', type: 'switch', title: 'Read-Along only', shortTitle: 'Read-Along' },
];
