import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Art, type ArtName } from '../../../components/art.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { BookCardSkeleton } from '../../../components/books/index.ts';
import styles from './catalogue.module.css';

/**
 * A friendly panel for a page or list that has nothing to show (not found, did not load). Its
 * heading can be the page's h1 when the page has no other title.
 */
export function StatePanel({
  art,
  title,
  headingLevel,
  children,
  action,
}: {
  art: ArtName;
  title: ReactNode;
  headingLevel: 1 | 2 | 3;
  children?: ReactNode;
  action?: ReactNode;
}) {
  const H = `h${headingLevel}` as const;
  return (
    <div className={styles.state}>
      <div className={styles.stateArt} aria-hidden="true">
        <Art name={art} decorative size={220} />
      </div>
      <H className={styles.stateTitle}>{title}</H>
      {children ? <div className={styles.stateText}>{children}</div> : null}
      {action ? <div className={styles.stateAction}>{action}</div> : null}
    </div>
  );
}

/** A list or page that did not load: the spec's generic text and a way to try again. */
export function LoadError({
  title,
  onRetry,
  headingLevel = 2,
}: {
  title: string;
  onRetry?: () => void;
  headingLevel?: 1 | 2 | 3;
}) {
  const { t } = useTranslation();
  return (
    <StatePanel
      art="stormCloud"
      title={title}
      headingLevel={headingLevel}
      action={
        onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
            {t('common.tryAgain')}
          </Button>
        ) : undefined
      }
    >
      <p>{t('messages.generic')}</p>
    </StatePanel>
  );
}

/** Something that does not exist (or the reader may not see): the page's h1. */
export function NotFoundState({ title, text }: { title: string; text?: string }) {
  const { t } = useTranslation();
  return (
    <StatePanel
      art="lostBird"
      title={title}
      headingLevel={1}
      action={
        <ButtonLink to="/browse" variant="secondary">
          {t('catalogue.browse.backToShelf')}
        </ButtonLink>
      }
    >
      {text ? <p>{text}</p> : null}
    </StatePanel>
  );
}

/** Placeholder rows while the bookshelf loads. */
export function LanesSkeleton({ lanes = 3, label }: { lanes?: number; label: string }) {
  return (
    <div className={styles.lanesSkeleton} role="status" aria-label={label}>
      {Array.from({ length: lanes }, (_, i) => (
        <div key={i} className={styles.laneSkeleton} aria-hidden="true">
          <Skeleton width={220} height={28} />
          <div className={styles.laneSkeletonRow}>
            {Array.from({ length: 6 }, (_, j) => (
              <BookCardSkeleton key={j} />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
