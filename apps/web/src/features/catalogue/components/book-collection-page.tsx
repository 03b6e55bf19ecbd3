import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { Art } from '../../../components/art.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { BookGrid, BookGridSkeleton } from '../../../components/books/index.ts';
import { useAdminCollection } from '../api/admin-collection.ts';
import { LoadError, NotFoundState } from './load-states.tsx';
import styles from './catalogue.module.css';

/** /book-collection/:collectionId — an admin collection with the books the reader may see. */
export function BookCollectionPage({ collectionId }: { collectionId: string }) {
  const { t } = useTranslation();
  const collection = useAdminCollection(collectionId);

  if (collection.isPending) {
    return (
      <div className={styles.page}>
        <h1 className={styles.pageTitle}>{t('routes.book-collection')}</h1>
        <div role="status" aria-label={t('catalogue.collection.loading')}>
          <BookGridSkeleton />
        </div>
      </div>
    );
  }

  if (collection.isError) {
    const notFound =
      isApiError(collection.error) &&
      (collection.error.status === 404 || collection.error.status === 400);
    return (
      <div className={styles.page}>
        {notFound ? (
          <NotFoundState title={t('messages.collectionNotFound')} />
        ) : (
          <>
            <h1 className={styles.pageTitle}>{t('routes.book-collection')}</h1>
            <LoadError
              title={t('catalogue.collection.errorTitle')}
              onRetry={() => void collection.refetch()}
            />
          </>
        )}
      </div>
    );
  }

  const { title, description, books } = collection.data;
  return (
    <div className={styles.page}>
      <div className={styles.listHead}>
        <div>
          <h1 className={styles.pageTitle}>{title}</h1>
          {description ? <p className={styles.description}>{description}</p> : null}
        </div>
        <p className={styles.count}>{t('catalogue.browse.count', { count: books.length })}</p>
      </div>
      <BookGrid
        books={books}
        label={title}
        headingLevel={2}
        emptyState={
          <EmptyState
            illustration={<Art name="emptyShelf" decorative size={220} />}
            title={t('catalogue.collection.empty')}
          />
        }
      />
    </div>
  );
}
