import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../test/render.tsx';
import { BookCard } from './book-card.tsx';
import { Swimlane } from './swimlane.tsx';
import { makeBook } from './test-data.ts';

describe('Swimlane', () => {
  it('is a labelled section with a list, and arrow keys move between items', async () => {
    const user = userEvent.setup();
    const books = ['One', 'Two', 'Three'].map((title) => makeBook({ title }));
    renderRoute(
      <Swimlane title="New books" seeAll={{ to: '/browse?list=NEW' }}>
        {books.map((b) => (
          <BookCard key={b.id} book={b} />
        ))}
      </Swimlane>,
    );
    const lane = screen.getByRole('region', { name: 'New books' });
    expect(within(lane).getAllByRole('listitem')).toHaveLength(3);
    expect(within(lane).getByRole('link', { name: 'See all: New books' })).toHaveAttribute(
      'href',
      '/browse?list=NEW',
    );
    screen.getByRole('link', { name: 'One' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('link', { name: 'Two' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('link', { name: 'Three' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('link', { name: 'Two' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('link', { name: 'One' })).toHaveFocus();
  });
});
