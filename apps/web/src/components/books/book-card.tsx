import { useId, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Headphones } from 'lucide-react';
import clsx from 'clsx';
import { href, type BookCard as BookCardData } from '@pagebird/contract';
import { BookCover } from './book-cover.tsx';
import { originFor, rememberBookOrigin } from './book-origin.ts';
import { useImpressionRef } from '../../lib/analytics.ts';
import styles from './book-card.module.css';

export interface BookCardProps {
  book: BookCardData;
  /** Buttons shown under the card (favorite, remove, …); they sit outside the card's link. */
  actions?: ReactNode;
  /**
   * Where the book is opened from (spec §4 "book origin"). Default: the current page
   * (browse when the current page is home, login, students or profile-select).
   */
  from?: string;
  /** Heading level of the title inside its list (default 3: under a section heading). */
  headingLevel?: 2 | 3 | 4;
  /** Load the cover eagerly (first row on screen). */
  eager?: boolean;
  className?: string;
}

/** Read-Along tag, shown when the book has narration (spec §2). */
export function ReadAlongTag({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={clsx(styles.readAlong, className)}>
      <Headphones size={14} strokeWidth={2.5} aria-hidden="true" />
      {t('catalogue.readAlong')}
    </span>
  );
}

/**
 * A book in a list: cover (2:3), title on at most two lines, authors, a Read-Along tag and a
 * Started/Finished ribbon. The whole card is one link to the book's details page.
 */
export function BookCard({
  book,
  actions,
  from,
  headingLevel = 3,
  eager,
  className,
}: BookCardProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const id = useId();
  const titleId = `${id}-title`;
  const metaId = `${id}-meta`;
  const H = `h${headingLevel}` as const;
  const impressionRef = useImpressionRef(book.id);
  const progress = book.progress === 'NOT_STARTED' ? null : book.progress;
  const authors = book.authors.join(', ');
  const described = [
    authors ? t('catalogue.by', { names: authors }) : null,
    book.isAudioIncluded ? t('catalogue.bookCardMeta.readAlong') : null,
    progress ? t(`catalogue.bookCardMeta.${progress}`) : null,
  ]
    .filter(Boolean)
    .join('. ');

  return (
    <article
      ref={impressionRef}
      className={clsx(styles.card, className)}
      data-progress={book.progress}
      data-book-id={book.id}
    >
      <BookCover
        src={book.coverUrl}
        title={book.title}
        decorative
        loading={eager ? 'eager' : 'lazy'}
        className={styles.cover}
      >
        {book.isAudioIncluded ? <ReadAlongTag className={styles.coverTag} /> : null}
        {progress ? (
          <span className={clsx(styles.ribbon, styles[progress])} aria-hidden="true">
            {t(`catalogue.progress.${progress}`)}
          </span>
        ) : null}
      </BookCover>
      <div className={styles.body}>
        <H className={styles.title} id={titleId}>
          <Link
            to={href('book-details', { bookId: book.id })}
            className={styles.link}
            aria-describedby={described ? metaId : undefined}
            onClick={() =>
              rememberBookOrigin(book.id, from ?? originFor(location.pathname, location.search))
            }
          >
            {book.title}
          </Link>
        </H>
        {authors ? <p className={styles.authors}>{authors}</p> : null}
        {described ? (
          <span id={metaId} className="pb-visually-hidden">
            {described}
          </span>
        ) : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </article>
  );
}
