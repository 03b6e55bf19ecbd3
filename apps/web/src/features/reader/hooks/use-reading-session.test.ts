import { describe, expect, it } from 'vitest';
import type { BookContent } from '@pagebird/contract';
import { startPositionOf } from './use-reading-session.ts';
import { pageText } from '../components/reader-view.tsx';

const progress = (over: Partial<BookContent['progress']> = {}): BookContent['progress'] => ({
  status: 'STARTED',
  location: { position: 'page:4', page: 4, fraction: 0.4 },
  completedAt: null,
  updatedAt: '2026-03-01T10:00:00.000Z',
  positionAt: '2026-03-01T10:00:00.000Z',
  ...over,
});

describe('where a book opens', () => {
  it('at the server position, or the start when there is none', () => {
    expect(startPositionOf(progress(), null)).toEqual({ position: 'page:4', page: 4 });
    expect(startPositionOf(progress({ location: null, updatedAt: null }), null)).toBeNull();
  });

  it('at a newer position still waiting on this device; an older one loses', () => {
    const pending = {
      position: 'page:7',
      page: 7,
      fraction: 0.7,
      clientTimestamp: '2026-03-01T10:05:00.000Z',
    };
    expect(startPositionOf(progress(), pending)).toEqual({ position: 'page:7', page: 7 });
    expect(
      startPositionOf(progress(), { ...pending, clientTimestamp: '2026-03-01T09:00:00.000Z' }),
    ).toEqual({ position: 'page:4', page: 4 });
  });

  it('compares device times: an older save that reached the server late does not win', () => {
    // Saved on this device at 10:02, stored by the server at 10:06 (the send was slow); the
    // newer 10:05 position is still queued here. The book opens at 10:05's place.
    const late = progress({
      location: { position: 'page:6', page: 6, fraction: 0.6 },
      updatedAt: '2026-03-01T10:06:00.000Z',
      positionAt: '2026-03-01T10:02:00.000Z',
    });
    const pending = {
      position: 'page:7',
      page: 7,
      fraction: 0.7,
      clientTimestamp: '2026-03-01T10:05:00.000Z',
    };
    expect(startPositionOf(late, pending)).toEqual({ position: 'page:7', page: 7 });
  });

  it('a finished book left on its last page opens at the start again', () => {
    const done = progress({
      status: 'COMPLETED',
      location: { position: 'page:13', page: 13, fraction: 1 },
    });
    expect(startPositionOf(done, null)).toBeNull();
    expect(
      startPositionOf({ ...done, location: { position: 'page:6', page: 6, fraction: 0.5 } }, null),
    ).toEqual({ position: 'page:6', page: 6 });
  });
});

describe('page indicator', () => {
  const loc = { sections: [], fraction: 0.3, position: 'page:2', atEnd: false, atStart: false };
  it('reads "Page 3 of 12", a spread "Pages 2–3 of 12", a page-list label with its place', () => {
    expect(pageText({ ...loc, page: 2, pageEnd: 2, pageCount: 12, label: null })).toEqual({
      key: 'reader.page',
      values: { page: 3, count: 12 },
    });
    expect(pageText({ ...loc, page: 1, pageEnd: 2, pageCount: 12, label: null })).toEqual({
      key: 'reader.pages',
      values: { from: 2, to: 3, count: 12 },
    });
    expect(pageText({ ...loc, page: 4, pageEnd: 4, pageCount: 16, label: 'xii' })).toEqual({
      key: 'reader.pageLabel',
      values: { label: 'xii', page: 5, count: 16 },
    });
  });
});
