import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@pagebird/contract';
import { SESSION_KEYS } from '../../lib/storage.ts';
import { MemoryAnalytics, analytics } from '../../lib/analytics.ts';
import { renderRoute } from '../../test/render.tsx';
import { makeBook } from './test-data.ts';
import { BookCard } from './book-card.tsx';
import { BookCover } from './book-cover.tsx';
import { BookGrid } from './book-grid.tsx';
import { originFor, routeNameOf } from './book-origin.ts';

const bookOrigin = () => JSON.parse(sessionStorage.getItem(SESSION_KEYS.bookOrigin) ?? 'null');

describe('BookCover', () => {
  it('shows the cover image with the title as alt text, lazy and sized', () => {
    renderRoute(<BookCover src="/api/media/c.png" title="Moon Bear" />);
    const img = screen.getByRole('img', { name: 'Moon Bear' });
    expect(img).toHaveAttribute('src', '/api/media/c.png');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '200');
    expect(img).toHaveAttribute('height', '300');
  });

  it('shows "No Image Available" when there is no cover', () => {
    renderRoute(<BookCover src={null} title="Moon Bear" />);
    expect(screen.getByText(MESSAGES.noImage)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Moon Bear' })).toBeInTheDocument();
  });

  it('shows "No Image Available" when the cover fails to load', () => {
    renderRoute(<BookCover src="/api/media/broken.png" title="Moon Bear" />);
    expect(screen.queryByText(MESSAGES.noImage)).not.toBeInTheDocument();
    fireEvent.error(screen.getByRole('img', { name: 'Moon Bear' }));
    expect(screen.getByText(MESSAGES.noImage)).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });
});

describe('BookCard', () => {
  it('links to the details page with title and authors', () => {
    const book = makeBook({ title: 'Dino Day', authors: ['Ann Lee', 'Bo Kim'] });
    renderRoute(<BookCard book={book} />);
    const link = screen.getByRole('link', { name: 'Dino Day' });
    expect(link).toHaveAttribute('href', `/book-details/${book.id}`);
    expect(screen.getByRole('heading', { level: 3, name: 'Dino Day' })).toBeInTheDocument();
    expect(screen.getByText('Ann Lee, Bo Kim')).toBeInTheDocument();
    expect(link).toHaveAccessibleDescription('by Ann Lee, Bo Kim');
  });

  it('shows the Read-Along tag only when the book has audio', () => {
    const { unmount } = renderRoute(<BookCard book={makeBook({ isAudioIncluded: true })} />);
    expect(screen.getByText('Read-Along')).toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveAccessibleDescription(/Read-Along book/);
    unmount();
    renderRoute(<BookCard book={makeBook({ isAudioIncluded: false })} />);
    expect(screen.queryByText('Read-Along')).not.toBeInTheDocument();
  });

  it('shows a Started or Finished ribbon from the reading progress', () => {
    const { unmount } = renderRoute(<BookCard book={makeBook({ progress: 'STARTED' })} />);
    expect(screen.getByText('Started')).toBeInTheDocument();
    unmount();
    const second = renderRoute(<BookCard book={makeBook({ progress: 'COMPLETED' })} />);
    expect(screen.getByText('Finished')).toBeInTheDocument();
    second.unmount();
    renderRoute(<BookCard book={makeBook({ progress: 'NOT_STARTED' })} />);
    expect(screen.queryByText('Started')).not.toBeInTheDocument();
    expect(screen.queryByText('Finished')).not.toBeInTheDocument();
  });

  it('renders actions outside the link', () => {
    renderRoute(<BookCard book={makeBook()} actions={<button type="button">Heart</button>} />);
    const button = screen.getByRole('button', { name: 'Heart' });
    expect(screen.getByRole('link').contains(button)).toBe(false);
  });

  it('remembers the page it was opened from (spec §4 book origin)', async () => {
    const user = userEvent.setup();
    const book = makeBook({ title: 'Dino Day' });
    const { router } = renderRoute(<BookCard book={book} />, {
      path: '/search',
      initialEntries: ['/search?query=dino'],
    });
    await user.click(screen.getByRole('link', { name: 'Dino Day' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/book-details/${book.id}`));
    expect(bookOrigin()).toEqual({ bookId: book.id, path: '/search?query=dino' });
  });

  it('counts home, login, students and profile-select as browse', () => {
    expect(originFor('/profile-select')).toBe('/browse');
    expect(originFor('/students')).toBe('/browse');
    expect(originFor('/login', '?redirect=x')).toBe('/browse');
    expect(originFor('/')).toBe('/browse');
    expect(originFor('/favorites')).toBe('/favorites');
    expect(routeNameOf('/book-series/abc')).toBe('book-series');
    expect(routeNameOf('/book-series')).toBe('book-series');
  });
});

describe('BookGrid', () => {
  it('renders the books as a list', () => {
    renderRoute(<BookGrid books={[makeBook({ title: 'A' }), makeBook({ title: 'B' })]} />);
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('renders the empty state when there are no books', () => {
    renderRoute(<BookGrid books={[]} emptyState={<p>Nothing here</p>} />);
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});

describe('BookCard content impressions (spec §3)', () => {
  it('records one impression when the card is half visible, with the initial viewport', () => {
    const observers: { cb: IntersectionObserverCallback; el?: Element }[] = [];
    class FakeObserver {
      constructor(private readonly cb: IntersectionObserverCallback) {
        observers.push({ cb });
      }
      observe(el: Element) {
        observers[observers.length - 1]!.el = el;
      }
      disconnect() {}
      unobserve() {}
      takeRecords() {
        return [];
      }
    }
    const original = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    const sink = new MemoryAnalytics();
    const previous = analytics.getSink();
    analytics.setSink(sink);
    try {
      const onScreen = makeBook({ id: '11111111-1111-4111-8111-111111111111', title: 'Up' });
      const below = makeBook({ id: '22222222-2222-4222-8222-222222222222', title: 'Down' });
      renderRoute(
        <>
          <BookCard book={onScreen} />
          <BookCard book={below} />
        </>,
      );
      expect(observers).toHaveLength(2);
      const fire = (i: number, ratio: number) =>
        observers[i]!.cb(
          [
            {
              isIntersecting: ratio > 0,
              intersectionRatio: ratio,
              target: observers[i]!.el!,
            } as IntersectionObserverEntry,
          ],
          {} as IntersectionObserver,
        );
      fire(0, 1); // on screen at the first check
      fire(1, 0); // below the fold…
      fire(1, 0.6); // …scrolled into view later
      fire(0, 1); // seen again: still one impression
      const impressions = sink.events.map((e) => e.event);
      expect(impressions).toEqual([
        { type: 'content_impression', contentId: onScreen.id, initialViewport: true },
        { type: 'content_impression', contentId: below.id, initialViewport: false },
      ]);
    } finally {
      globalThis.IntersectionObserver = original;
      analytics.setSink(previous);
    }
  });
});
