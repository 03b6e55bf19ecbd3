import { vi } from 'vitest';
import type { BookCard, UserCollection } from '@pagebird/contract';
import { jsonResponse } from '../../test/factories.ts';

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

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (call: Call) => Response | Promise<Response>;

/**
 * Stub `fetch` with handlers keyed "METHOD /path" (exact path, query ignored). Unknown calls
 * answer 404 so a test never silently talks to nothing. Returns the recorded calls.
 */
export function stubApi(handlers: Record<string, Handler | unknown>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://test.local');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, path: url.pathname, body };
    calls.push(call);
    const handler = handlers[`${method} ${url.pathname}`];
    if (handler === undefined) return jsonResponse(404, { code: 'NOT_FOUND', message: 'nope' });
    if (typeof handler === 'function') return (handler as Handler)(call);
    return jsonResponse(200, handler);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
