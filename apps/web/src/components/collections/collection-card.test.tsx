import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { MESSAGES, type CollectionCard as CollectionCardData } from '@pagebird/contract';
import { renderRoute } from '../../test/render.tsx';
import { CollectionCard } from './collection-card.tsx';
import { coverSlots } from './cover-slots.ts';

const cover = (i: number) => `/api/media/covers/${i}.jpg`;

function card(overrides: Partial<CollectionCardData> = {}): CollectionCardData {
  const total = overrides.total ?? 0;
  return {
    id: 'c1',
    kind: 'USER',
    title: 'Dinosaurs',
    ownerName: 'Sam',
    total,
    covers: Array.from({ length: Math.min(total, 4) }, (_, i) => cover(i)),
    ...overrides,
  };
}

function renderCard(data: CollectionCardData) {
  renderRoute(<CollectionCard collection={data} to="/collection/c1" />);
  const covers = screen.getByTestId('collection-covers');
  return {
    covers,
    coverSlotsShown: covers.querySelectorAll('[data-slot="cover"]'),
    more: covers.querySelector('[data-slot="more"]'),
  };
}

describe('CollectionCard cover slots (spec §2: 4 covers, or 3 + "+N" when total ≥ 4)', () => {
  it.each([
    { total: 0, covers: 0, more: null },
    { total: 1, covers: 1, more: null },
    { total: 3, covers: 3, more: null },
    { total: 4, covers: 3, more: '+1' },
    { total: 5, covers: 3, more: '+2' },
    { total: 12, covers: 3, more: '+9' },
  ])('total $total → $covers covers, more tile $more', ({ total, covers, more }) => {
    const shown = renderCard(card({ total }));
    expect(shown.coverSlotsShown).toHaveLength(covers);
    if (more === null) expect(shown.more).toBeNull();
    else {
      expect(shown.more).not.toBeNull();
      expect(shown.more).toHaveTextContent(more);
      expect(shown.more).toHaveTextContent(`${total - 3} more books`);
    }
    // Every card keeps the four slots of the shelf.
    expect(shown.covers.querySelectorAll('[data-slot]')).toHaveLength(4);
    // The images shown are the first covers, in order.
    const imgs = [...shown.covers.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(imgs).toEqual(Array.from({ length: covers }, (_, i) => cover(i)));
  });

  it('says when a collection has no books yet, and counts the books', () => {
    renderCard(card({ total: 0 }));
    expect(screen.getByText('No books yet')).toBeInTheDocument();
    expect(screen.getByText('0 books')).toBeInTheDocument();
  });

  it('uses singular and plural for the total', () => {
    renderCard(card({ total: 1 }));
    expect(screen.getByText('1 book')).toBeInTheDocument();
  });

  it('shows "No Image Available" for a missing cover', () => {
    const { covers } = renderCard(card({ total: 2, covers: [cover(0), null] }));
    expect(covers.querySelectorAll('img')).toHaveLength(1);
    expect(within(covers).getAllByText(MESSAGES.noImage)).toHaveLength(1);
  });

  it('is one link to its page, named by the title', () => {
    renderCard(card({ total: 2 }));
    expect(screen.getByRole('link', { name: 'Dinosaurs' })).toHaveAttribute(
      'href',
      '/collection/c1',
    );
  });

  it('shows the owner of an ordinary collection', () => {
    renderCard(card({ total: 2 }));
    expect(screen.getByTestId('collection-owner')).toHaveTextContent('by Sam');
  });

  it.each([
    { label: 'a user collection titled Favorites', data: { title: 'Favorites' } },
    { label: 'whatever the case of the title', data: { title: 'favorites ' } },
    {
      label: 'the Favorites card',
      data: { kind: 'FAVORITES' as const, title: 'Favorites', id: 'favorites' },
    },
  ])('hides the owner for $label', ({ data }) => {
    renderCard(card({ total: 2, ownerName: 'Sam', ...data }));
    expect(screen.queryByTestId('collection-owner')).not.toBeInTheDocument();
    expect(screen.queryByText(/by Sam/)).not.toBeInTheDocument();
  });
});

describe('coverSlots', () => {
  it('keeps a cover slot for books whose cover URL is missing from the list', () => {
    expect(coverSlots([], 2)).toEqual([
      { kind: 'cover', url: null },
      { kind: 'cover', url: null },
      { kind: 'blank' },
      { kind: 'blank' },
    ]);
  });

  it('uses only the first three covers when a "+N" tile is needed', () => {
    expect(coverSlots(['a', 'b', 'c', 'd'], 4)).toEqual([
      { kind: 'cover', url: 'a' },
      { kind: 'cover', url: 'b' },
      { kind: 'cover', url: 'c' },
      { kind: 'more', count: 1 },
    ]);
  });
});
