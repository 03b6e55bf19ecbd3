import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Compass } from 'lucide-react';
import { href } from '@pagebird/contract';
import { Art } from '../../../components/art.tsx';
import { BookGrid, BookGridSkeleton } from '../../../components/books/book-grid.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useFavorites } from '../api/favorites.ts';
import { FavoriteButton } from './favorite-button.tsx';
import styles from './collections.module.css';

/** The caller's favorite books with the heart to take one out; an empty state invites to explore. */
export function FavoriteBooks() {
  const { t } = useTranslation();
  const headingId = useId();
  const favorites = useFavorites();

  let body;
  if (favorites.isPending) body = <BookGridSkeleton count={6} />;
  else if (favorites.isError)
    body = (
      <EmptyState
        compact
        headingLevel={3}
        illustration={<Art name="stormCloud" decorative size={160} />}
        title={t('collections.favoritesPage.loadFailed')}
        action={
          <Button variant="secondary" onClick={() => void favorites.refetch()}>
            {t('common.tryAgain')}
          </Button>
        }
      />
    );
  else
    body = (
      <BookGrid
        books={favorites.data.items}
        label={t('collections.favoritesPage.booksHeading')}
        actions={(book) => <FavoriteButton bookId={book.id} title={book.title} isFavorite />}
        emptyState={
          <EmptyState
            headingLevel={3}
            illustration={<Art name="booksStack" decorative size={200} />}
            title={t('collections.favoritesPage.emptyTitle')}
            action={
              <ButtonLink to={href('browse')} icon={<Compass size={20} aria-hidden="true" />}>
                {t('collections.favoritesPage.explore')}
              </ButtonLink>
            }
          >
            <p>{t('collections.favoritesPage.emptyText')}</p>
          </EmptyState>
        }
      />
    );

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHead}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {t('collections.favoritesPage.booksHeading')}
          {favorites.data ? (
            <>
              <span className={styles.count} aria-hidden="true">
                {favorites.data.total}
              </span>
              <span className="pb-visually-hidden">
                {t('collections.card.books', { count: favorites.data.total })}
              </span>
            </>
          ) : null}
        </h2>
      </div>
      {body}
    </section>
  );
}
