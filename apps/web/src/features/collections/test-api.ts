import type { BookCard, UserCollection } from '@pagebird/contract';

/** Test helpers of the collections feature: contract-shaped data and a fetch stub by route. */

let n = 0;
export const testId = () => {
  n += 1;
  return `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
};

export function makeBook(overrides: Partial<BookCard> = {}): BookCard {
  return {
    id: testId(),
    idNumber: 'PB-1',
    title: 'The Little Bird',
    authors: ['Ann Author'],
    coverUrl: null,
    isAudioIncluded: false,
    fileType: 'epub',
    ageMin: 3,
    ageMax: 8,
    pageCount: 24,
    bookType: 'Fiction',
    progress: 'NOT_STARTED',
    ...overrides,
  };
}

export function makeCollection(overrides: Partial<UserCollection> = {}): UserCollection {
  return {
    id: testId(),
    title: 'Dinosaurs',
    ownerName: 'Sam',
    owned: true,
    total: 0,
    contentItems: [],
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export { stubApi, type ApiCall as Call } from '../../test/stub-api.ts';
