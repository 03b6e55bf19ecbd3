import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import { AppErrorCode, href, type BookDetails } from '@pagebird/contract';
import { Art, type BirdMood } from '../../../components/art.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { useModal } from '../../../components/ui/modal.tsx';
import { notify } from '../../../components/ui/notifications.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { ensureBookOrigin, readBookOrigin } from '../../../components/books/index.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useBookDetails } from '../api/book-details.ts';
import { BookDetailsView } from './book-details-view.tsx';
import { LoadError, NotFoundState } from './load-states.tsx';
import styles from './book-details.module.css';
import type { openClassTimeOver as OpenClassTimeOver } from '../../family/billing/components/class-time-over.tsx';

/**
 * The class-time-over modal (spec §4) with the billing offer it shows: loaded only when a
 * student's class time is over, so the page's first load does not carry the billing code.
 */
const openClassTimeOver = (...args: Parameters<typeof OpenClassTimeOver>) =>
  void import('../../family/billing/components/class-time-over.tsx').then((m) =>
    m.openClassTimeOver(...args),
  );

export interface BookDetailsPageProps {
  bookId: string;
  /**
   * Favorite and "Add to collection" buttons, composed by the route from the collections
   * feature; a function receives the loaded book.
   */
  actions?: ReactNode | ((book: BookDetails) => ReactNode);
  /** Called when Read is pressed (the route logs the click with the reader feature). */
  onRead?: (book: BookDetails) => void;
}

type Failure = 'territory' | 'schoolHours' | 'notFound' | 'other';

/** Spec §4/§7: which answer the book details call failed with. */
export function detailsFailure(error: unknown): Failure {
  if (!isApiError(error)) return 'other';
  if (
    error.metadata.reason === AppErrorCode.NOT_AVAILABLE_TERRITORY ||
    error.code === AppErrorCode.NOT_AVAILABLE_TERRITORY
  ) {
    return 'territory';
  }
  if (error.code === AppErrorCode.OUTSIDE_SCHOOL_HOURS) return 'schoolHours';
  if (error.code === AppErrorCode.NOT_FOUND) return 'notFound';
  return 'other';
}

/**
 * /book-details/:bookId. A book outside the reader's territory shows the territory modal and
 * goes back (the navigation is cancelled); a student out of school hours gets the class-time
 * modal and goes back too; any other failure shows the generic notification and stays.
 */
export function BookDetailsPage({ bookId, actions, onRead }: BookDetailsPageProps) {
  const { t } = useTranslation();
  const details = useBookDetails(bookId);
  const modal = useModal();
  const navigate = useNavigate();
  const location = useLocation();
  const handled = useRef<unknown>(null);
  const failure = details.isError ? detailsFailure(details.error) : null;

  // Spec §4: the book origin is remembered (browse when opened from elsewhere).
  useEffect(() => {
    ensureBookOrigin(bookId);
  }, [bookId]);

  const canGoBack = location.key !== 'default';
  const mounted = useRef(true);
  const modalOpen = useRef(false);
  const closeModal = useRef(modal.close);
  closeModal.current = modal.close;

  // Leaving the page another way (browser back) takes our modal away without navigating again.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (modalOpen.current) closeModal.current();
    };
  }, []);

  useEffect(() => {
    const error = details.error;
    // Wait for the final answer (a cached error is being fetched again on a new visit).
    if (!error || details.isFetching || handled.current === error) return;
    handled.current = error;
    const leave = () => {
      if (!modalOpen.current) return;
      modalOpen.current = false;
      if (!mounted.current) return;
      if (canGoBack) void navigate(-1);
      else void navigate(href('browse'), { replace: true });
    };
    const okBody =
      (text: string, mood: BirdMood) =>
      ({ close }: { close: () => void }) => (
        <div className={styles.modalBody}>
          <div className={styles.modalArt} aria-hidden="true">
            <Art name="mascot" mood={mood} decorative size={120} />
          </div>
          <p className={styles.modalText}>{text}</p>
          <Button size="lg" onClick={close} autoFocus>
            {t('catalogue.details.ok')}
          </Button>
        </div>
      );
    const kind = detailsFailure(error);
    if (kind === 'territory') {
      modalOpen.current = true;
      modal.open({
        name: 'territory',
        title: t('catalogue.details.territoryTitle'),
        hideTitle: true,
        size: 'sm',
        onClose: leave,
        content: okBody(t('messages.territory'), 'waving'),
      });
    } else if (kind === 'schoolHours') {
      modalOpen.current = true;
      openClassTimeOver(modal, { text: t('catalogue.details.classTimeOverText'), onLeave: leave });
    } else {
      notify.error(t('messages.generic'));
    }
  }, [details.error, details.isFetching, modal, navigate, canGoBack, t]);

  const origin = readBookOrigin();
  const backTo = origin?.bookId === bookId ? origin.path : href('browse');

  return (
    <div className={styles.page} data-book-error={details.isError || undefined}>
      <ButtonLink
        to={backTo}
        variant="ghost"
        size="sm"
        icon={<ArrowLeft size={20} aria-hidden="true" />}
        className={styles.back}
      >
        {t('catalogue.details.goBack')}
      </ButtonLink>
      {details.isPending ? (
        <DetailsSkeleton label={t('catalogue.details.loading')} />
      ) : details.isSuccess ? (
        <BookDetailsView
          book={details.data}
          actions={typeof actions === 'function' ? actions(details.data) : actions}
          onRead={onRead ? () => onRead(details.data) : undefined}
        />
      ) : failure === 'notFound' ? (
        <NotFoundState title={t('messages.bookNotFound')} />
      ) : failure === 'other' ? (
        <LoadError
          title={t('catalogue.details.errorTitle')}
          headingLevel={1}
          onRetry={() => void details.refetch()}
        />
      ) : (
        // Territory or school hours: the modal explains, closing it leaves the page.
        <>
          <h1 className="pb-visually-hidden">{t('routes.book-details')}</h1>
          <DetailsSkeleton label={t('catalogue.details.loading')} still />
        </>
      )}
    </div>
  );
}

function DetailsSkeleton({ label, still }: { label: string; still?: boolean }) {
  return (
    <div
      className={styles.hero}
      role={still ? undefined : 'status'}
      aria-label={still ? undefined : label}
    >
      <div className={styles.coverCol}>
        <Skeleton height="auto" className={styles.coverSkeleton} />
      </div>
      <div className={styles.info} aria-hidden="true">
        <Skeleton width="70%" height={44} />
        <Skeleton width="40%" height={20} />
        <Skeleton width={220} height={64} radius="var(--pb-radius-pill)" />
        <Skeleton width="100%" height={16} />
        <Skeleton width="90%" height={16} />
      </div>
    </div>
  );
}
