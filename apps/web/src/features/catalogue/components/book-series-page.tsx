import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { Art } from '../../../components/art.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { BookGrid, BookGridSkeleton } from '../../../components/books/index.ts';
import { useBookSeries } from '../api/book-series.ts';
import { LoadError, NotFoundState } from './load-states.tsx';
import styles from './catalogue.module.css';

/** /book-series/:seriesId — a series with its books in order and their position numbers. */
export function BookSeriesPage({ seriesId }: { seriesId: string | undefined }) {
  const { t } = useTranslation();
  const series = useBookSeries(seriesId);

  if (!seriesId) {
    return (
      <div className={styles.page}>
        <h1 className={styles.pageTitle}>{t('routes.book-series')}</h1>
        <EmptyState
          illustration={<Art name="booksStack" decorative size={200} />}
          title={t('routes.book-series')}
          headingLevel={2}
        >
          <p>{t('catalogue.series.missing')}</p>
        </EmptyState>
      </div>
    );
  }

  if (series.isPending) {
    return (
      <div className={styles.page}>
        <h1 className={styles.pageTitle}>{t('routes.book-series')}</h1>
        <div role="status" aria-label={t('catalogue.series.loading')}>
          <BookGridSkeleton count={4} />
        </div>
      </div>
    );
  }

  if (series.isError) {
    const notFound =
      isApiError(series.error) && (series.error.status === 404 || series.error.status === 400);
    return (
      <div className={styles.page}>
        {notFound ? (
          <NotFoundState title={t('catalogue.notFoundTitle')} />
        ) : (
          <>
            <h1 className={styles.pageTitle}>{t('routes.book-series')}</h1>
            <LoadError
              title={t('catalogue.series.errorTitle')}
              onRetry={() => void series.refetch()}
            />
          </>
        )}
      </div>
    );
  }

  const { name, description, books } = series.data;
  const ordered = [...books].sort(
    (a, b) => (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER),
  );
  const positions = new Map(ordered.map((b) => [b.id, b.position]));

  return (
    <div className={styles.page}>
      <div className={styles.listHead}>
        <div>
          <p className={styles.seriesEyebrow}>{t('catalogue.details.series')}</p>
          <h1 className={styles.pageTitle}>{name}</h1>
          {description ? <p className={styles.description}>{description}</p> : null}
        </div>
        <p className={styles.count}>{t('catalogue.series.count', { count: ordered.length })}</p>
      </div>
      <BookGrid
        books={ordered}
        ordered
        label={name}
        headingLevel={2}
        renderBadge={(book) => {
          const position = positions.get(book.id);
          return position !== null && position !== undefined ? (
            <span className={styles.position}>
              <span className="pb-visually-hidden">
                {t('catalogue.series.position', { position })}
              </span>
              <span aria-hidden="true">{position}</span>
            </span>
          ) : null;
        }}
        emptyState={
          <EmptyState
            illustration={<Art name="emptyShelf" decorative size={220} />}
            title={t('catalogue.series.empty')}
          />
        }
      />
    </div>
  );
}
