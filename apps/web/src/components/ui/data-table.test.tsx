import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { DataTable, type Column } from './data-table.tsx';

interface Book {
  id: string;
  title: string;
  minutes: number;
}

const columns: Column<Book>[] = [
  { key: 'title', header: 'Book', rowHeader: true, cell: (b) => b.title },
  { key: 'minutes', header: 'Minutes', numeric: true, dataCol: true, cell: (b) => b.minutes },
  { key: 'open', header: 'Open', className: 'no-print', cellClassName: 'cell', cell: () => '→' },
];

const books: Book[] = [
  { id: 'a', title: 'Owls', minutes: 12 },
  { id: 'b', title: 'Bees', minutes: 3 },
];

describe('DataTable', () => {
  it('names each row by its row-header column and marks figures and classes', () => {
    render(
      <DataTable
        caption="Books read"
        hideCaption
        columns={columns}
        rows={books}
        rowKey={(b) => b.id}
        rowProps={(b) => ({ 'data-book': b.id })}
        data-testid="books"
      />,
    );
    const table = screen.getByRole('table', { name: 'Books read' });
    expect(table).toHaveAttribute('data-testid', 'books');
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual(['Owls', 'Bees']);
    const minutes = within(table).getByRole('columnheader', { name: 'Minutes' });
    expect(minutes).toHaveAttribute('scope', 'col');
    expect(minutes.className).toMatch(/num/);
    const owls = table.querySelector('tr[data-book="a"]')!;
    expect(owls.querySelector('[data-col="minutes"]')).toHaveTextContent('12');
    expect(within(table).getByRole('columnheader', { name: 'Open' })).toHaveClass('no-print');
    expect(within(table).getByRole('columnheader', { name: 'Open' })).not.toHaveClass('cell');
    expect(owls.lastElementChild).toHaveClass('no-print', 'cell');
  });

  it('says the empty text in one row across the columns, or shows no row without it', () => {
    const { rerender } = render(
      <DataTable
        aria-label="Books"
        columns={columns}
        rows={[]}
        rowKey={(b) => b.id}
        empty="Nothing yet."
      />,
    );
    const cell = screen.getByRole('cell', { name: 'Nothing yet.' });
    expect(cell).toHaveAttribute('colspan', '3');
    rerender(<DataTable aria-label="Books" columns={columns} rows={[]} rowKey={(b) => b.id} />);
    expect(screen.getByRole('table', { name: 'Books' }).querySelectorAll('tbody tr')).toHaveLength(
      0,
    );
  });
});
