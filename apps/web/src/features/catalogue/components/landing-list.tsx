import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import { href } from '@pagebird/contract';
import { Art } from '../../../components/art.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { BookGrid, BookGridSkeleton } from '../../../components/books/index.ts';
import { useLanding, type LandingType } from '../api/landing.ts';
import { LoadError } from './load-states.tsx';
import styles from './catalogue.module.css';

/** "See all": the whole list behind a bookshelf row (GET /api/books/landing), page by page. */
export function LandingList({ type, id }: { type: LandingType; id?: string }) {
  const { t } = useTranslation();
  const landing = useLanding(type, id);
  const first = landing.data?.pages[0];
  const books = landing.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <div className={styles.page}>
      <ButtonLink
        to={href('browse')}
        variant="ghost"
        size="sm"
        icon={<ArrowLeft size={20} aria-hidden="true" />}
        className={styles.back}
      >
        {t('catalogue.browse.backToShelf')}
      </ButtonLink>
      {landing.isPending ? (
        <>
          <h1 className={styles.pageTitle}>{t('routes.browse')}</h1>
          <div role="status" aria-label={t('catalogue.browse.landingLoading')}>
            <BookGridSkeleton />
          </div>
        </>
      ) : landing.isError ? (
        <>
          <h1 className={styles.pageTitle}>{t('routes.browse')}</h1>
          <LoadError
            title={t('catalogue.browse.error.title')}
            onRetry={() => void landing.refetch()}
          />
        </>
      ) : (
        <>
          <div className={styles.listHead}>
            <h1 className={styles.pageTitle}>{first?.title}</h1>
            <p className={styles.count}>
              {t('catalogue.browse.count', { count: first?.total ?? 0 })}
            </p>
          </div>
          <BookGrid
            books={books}
            label={first?.title}
            headingLevel={2}
            emptyState={
              <EmptyState
                illustration={<Art name="emptyShelf" decorative size={220} />}
                title={t('catalogue.browse.landingEmpty')}
              />
            }
          />
          {landing.hasNextPage ? (
            <div className={styles.more}>
              <Button
                variant="secondary"
                size="lg"
                loading={landing.isFetchingNextPage}
                onClick={() => void landing.fetchNextPage()}
              >
                {t('catalogue.browse.loadMore')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
