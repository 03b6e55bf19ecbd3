import type { ReactNode } from 'react';
import clsx from 'clsx';
import type { BookCard as BookCardData } from '@pagebird/contract';
import { Skeleton } from '../ui/spinner.tsx';
import { BookCard } from './book-card.tsx';
import styles from './book-grid.module.css';

export interface BookGridProps {
  books: readonly BookCardData[];
  /** Shown instead of the grid when there are no books. */
  emptyState?: ReactNode;
  /** Buttons under each card (favorite, remove from collection, …). */
  actions?: (book: BookCardData) => ReactNode;
  /** Book origin for every card (default: the current page). */
  from?: string;
  /** Accessible name of the list. */
  label?: string;
  headingLevel?: 2 | 3 | 4;
  /** A badge drawn on each card's corner (e.g. a series position). */
  renderBadge?: (book: BookCardData, index: number) => ReactNode;
  /** The order means something (a series): an ordered list. */
  ordered?: boolean;
  className?: string;
}

/** A responsive grid of book cards, as a list. */
export function BookGrid({
  books,
  emptyState,
  actions,
  from,
  label,
  headingLevel,
  renderBadge,
  ordered,
  className,
}: BookGridProps) {
  if (books.length === 0) return emptyState ? <>{emptyState}</> : null;
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={clsx(styles.grid, className)} aria-label={label}>
      {books.map((book, i) => (
        <li key={book.id} className={styles.item}>
          {renderBadge ? renderBadge(book, i) : null}
          <BookCard
            book={book}
            actions={actions?.(book)}
            from={from}
            headingLevel={headingLevel}
            eager={i < 6}
          />
        </li>
      ))}
    </List>
  );
}

/** Placeholder cards while books load. */
export function BookGridSkeleton({ count = 8, className }: { count?: number; className?: string }) {
  return (
    <ul className={clsx(styles.grid, className)} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={styles.item}>
          <BookCardSkeleton />
        </li>
      ))}
    </ul>
  );
}

export function BookCardSkeleton() {
  return (
    <div className={styles.skeletonCard}>
      <Skeleton className={styles.skeletonCover} height="auto" />
      <Skeleton height={16} width="85%" />
      <Skeleton height={12} width="60%" />
    </div>
  );
}
